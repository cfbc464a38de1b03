import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A tab's heading, its one-line purpose and its actions (wrapping under the title on phones). */
export function TabHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" mt={4}>
            {description}
          </Text>
        ) : null}
      </div>
      {actions ? (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      ) : null}
    </Group>
  );
}
