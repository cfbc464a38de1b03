import '@mantine/charts/styles.css';

import { formatUsd } from '@briefly/shared/money';
import { LineChart } from '@mantine/charts';
import { Box, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { growthSeries, revenueSeries } from './chart-data';

// Loaded only when Analytics opens (React.lazy in analytics-section.tsx).

interface TrendChartsProps {
  revenue: ReturnType<typeof revenueSeries>;
  growth: ReturnType<typeof growthSeries>;
}

const months = (count: number) => (count === 1 ? 'month' : `${count} months`);

export default function TrendCharts({ revenue, growth }: TrendChartsProps) {
  const anyRevenue = revenue.some((month) => month.revenue !== 0);
  const anyGrowth = growth.some((month) => month.brands + month.creators > 0);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Paper withBorder p="lg" component="section" aria-label="Revenue trend">
        <Title order={2} fz="md" mb="md">
          Revenue trend
        </Title>
        {anyRevenue ? (
          <Box component="figure" m={0} aria-label={`Platform fees per month, last ${months(revenue.length)}`}>
            <LineChart
              h={260}
              data={revenue}
              dataKey="month"
              series={[{ name: 'revenue', label: 'Platform fees', color: 'brand.6' }]}
              curveType="linear"
              valueFormatter={formatUsd}
              yAxisProps={{ width: 72 }}
            />
          </Box>
        ) : (
          <Text size="sm" c="dimmed">
            No platform fees in the last {months(revenue.length)}.
          </Text>
        )}
      </Paper>
      <Paper withBorder p="lg" component="section" aria-label="User growth">
        <Title order={2} fz="md" mb="md">
          User growth
        </Title>
        {anyGrowth ? (
          <Box component="figure" m={0} aria-label={`New brands and creators per month, last ${months(growth.length)}`}>
            <LineChart
              h={260}
              data={growth}
              dataKey="month"
              series={[
                { name: 'brands', label: 'New brands', color: 'brand.6' },
                { name: 'creators', label: 'New creators', color: 'teal.6' },
              ]}
              curveType="linear"
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              yAxisProps={{ allowDecimals: false, width: 32 }}
            />
          </Box>
        ) : (
          <Text size="sm" c="dimmed">
            No sign-ups in the last {months(growth.length)}.
          </Text>
        )}
      </Paper>
    </SimpleGrid>
  );
}
