import { daysLeft, deadlineColor, deadlineText } from '@briefly/shared/time';
import { Text } from '@mantine/core';

/** The deadline text alone, coloured (docs/product/limits-and-messages.md#deadline-text). */
export function DeadlineText({ deadline, size = 'sm' }: { deadline: string; size?: 'xs' | 'sm' }) {
  const days = daysLeft(new Date(deadline));
  return (
    <Text span size={size} fw={600} c={`var(--mantine-color-${deadlineColor(days)}-text)`}>
      {deadlineText(days)}
    </Text>
  );
}
