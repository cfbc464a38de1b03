import { deadlineColor, deadlineText } from '@briefly/shared/time';
import { useDaysLeft } from '@/hooks/use-days-left';
import { Text } from '@mantine/core';

/** The deadline text alone, coloured (docs/product/limits-and-messages.md#deadline-text). */
export function DeadlineText({ deadline, size = 'sm' }: { deadline: string; size?: 'xs' | 'sm' }) {
  const days = useDaysLeft(deadline);
  return (
    <Text span size={size} fw={600} c={`var(--mantine-color-${deadlineColor(days)}-text)`}>
      {deadlineText(days)}
    </Text>
  );
}
