import type { BriefStatus } from '@briefly/shared/briefs';
import { Badge, type BadgeProps } from '@mantine/core';
import { briefBadgeColor, briefBadgeLabel } from '@/lib/brief-display';

interface BriefStatusBadgeProps extends Omit<BadgeProps, 'children' | 'color'> {
  brief: { status: BriefStatus; isFunded: boolean };
}

/** 'Funded' when the brief is funded, else its status (docs/product/briefs.md#statuses). */
export function BriefStatusBadge({ brief, variant = 'light', ...props }: BriefStatusBadgeProps) {
  return (
    <Badge color={briefBadgeColor(brief)} variant={variant} {...props}>
      {briefBadgeLabel(brief)}
    </Badge>
  );
}
