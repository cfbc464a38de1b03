import { daysLeftBarPercent, deadlineColor, deadlineText } from '@briefly/shared/time';
import { useDaysLeft } from '@/hooks/use-days-left';
import { Group, Progress, Text } from '@mantine/core';
import { formatDate } from '@/lib/brief-display';

/** Deadline text and the days-left bar (docs/product/limits-and-messages.md#days-left-bar): width (30 − days) ÷ 30, red/yellow/green. */
export function DaysLeftBar({ deadline, now = new Date() }: { deadline: string; now?: Date }) {
  const days = useDaysLeft(deadline, now);
  const color = deadlineColor(days);
  const text = deadlineText(days);
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
        <Text size="xs" c="dimmed" truncate="end">
          Deadline {formatDate(deadline)}
        </Text>
        <Text size="xs" fw={700} c={`var(--mantine-color-${color}-text)`} style={{ whiteSpace: 'nowrap' }}>
          {text}
        </Text>
      </Group>
      <Progress value={daysLeftBarPercent(days)} color={color} size="sm" radius="xl" aria-label={`Deadline: ${text}`} />
    </div>
  );
}
