import '@mantine/charts/styles.css';

import { DonutChart } from '@mantine/charts';
import { Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { describeSlices, type StatusSlice } from './chart-data';

// Loaded only when Analytics opens (React.lazy in analytics-section.tsx): recharts stays out of the admin's first screen.

interface StatusChartsProps {
  submissions: StatusSlice[];
  briefs: StatusSlice[];
}

export default function StatusCharts({ submissions, briefs }: StatusChartsProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <StatusDonut title="Submission status" slices={submissions} />
      <StatusDonut title="Brief status" slices={briefs} />
    </SimpleGrid>
  );
}

function StatusDonut({ title, slices }: { title: string; slices: StatusSlice[] }) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return (
    <Paper withBorder p="lg" component="section" aria-label={title}>
      <Title order={2} fz="md" mb="md">
        {title}
      </Title>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing to show yet.
        </Text>
      ) : (
        <Group gap="lg" wrap="wrap" justify="center">
          <Box component="figure" m={0} aria-label={`${title}: ${describeSlices(slices)}`}>
            <DonutChart
              data={slices}
              size={160}
              thickness={26}
              withTooltip
              chartLabel={total}
              tooltipDataSource="segment"
            />
          </Box>
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {slices.map((slice) => (
              <Group key={slice.name} component="li" gap={8} wrap="nowrap">
                <span
                  aria-hidden="true"
                  style={{
                    width: 10,
                    height: 10,
                    borderRadius: 999,
                    background: `var(--mantine-color-${slice.color.replace('.', '-')})`,
                    flexShrink: 0,
                  }}
                />
                <Text size="sm">
                  {slice.name}: <b>{slice.value}</b> ({Math.round((slice.value / total) * 1000) / 10}%)
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      )}
    </Paper>
  );
}
