import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  /** null while loading: a skeleton, never a made-up figure. */
  value: string | null;
  icon: Icon;
  color: string;
  hint?: ReactNode;
}

/** A figure of an admin section (a total, a sum), with what it counts underneath. */
export function StatCard({ label, value, icon: StatIcon, color, hint }: StatCardProps) {
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={500}>
            {label}
          </Text>
          {/* The figure's own line box holds its skeleton, so the card keeps its height when the figure arrives. */}
          <Text
            component={value === null ? 'div' : 'p'}
            fw={800}
            fz={{ base: 20, sm: 24 }}
            mt={2}
            style={{ overflowWrap: 'anywhere' }}
          >
            {value ?? <Skeleton display="inline-block" height="0.9em" width={80} style={{ verticalAlign: 'middle' }} />}
          </Text>
          {hint ? (
            <Text size="xs" c="dimmed" mt={2}>
              {hint}
            </Text>
          ) : null}
        </div>
        <ThemeIcon variant="light" color={color} size={38} radius="md" visibleFrom="xs">
          <StatIcon size={20} stroke={1.6} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
