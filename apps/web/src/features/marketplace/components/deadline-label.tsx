import { brandPageDeadlineLabel } from '@briefly/shared/time';
import { useDaysLeft } from '@/hooks/use-days-left';
import { Badge } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';

/** The brand page's deadline badge ('5 days left', 'Ends today', …). */
export function DeadlineLabel({ deadline }: { deadline: string }) {
  const label = brandPageDeadlineLabel(useDaysLeft(deadline));
  return (
    <Badge variant="light" color={label.color} leftSection={<IconCalendar size={12} />} tt="none">
      {label.text}
    </Badge>
  );
}
