import { Group, Paper, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** One figure with its label, icon and an optional hint underneath. */
export function MetricCard({
  label,
  value,
  icon: MetricIcon,
  color = 'brand',
  hint,
}: {
  label: string;
  value: ReactNode;
  icon: Icon;
  color?: string;
  hint?: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={500}>
            {label}
          </Text>
          <Text fw={800} fz={{ base: 26, sm: 30 }} lh={1.15} mt={6}>
            {value}
          </Text>
        </div>
        <ThemeIcon variant="light" color={color} size={44} radius="md">
          <MetricIcon size={24} stroke={1.6} />
        </ThemeIcon>
      </Group>
      {hint ? (
        <Text size="xs" c="dimmed" mt="xs">
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}
