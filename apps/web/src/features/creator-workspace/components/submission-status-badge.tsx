import type { SubmissionStatus } from '@briefly/shared/submissions';
import { Badge, type BadgeProps } from '@mantine/core';

/** pending reads 'Pending Review' (docs/product/submissions.md#statuses). */
export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  pending: 'Pending Review',
  approved: 'Approved',
  rejected: 'Rejected',
};

const COLORS: Record<SubmissionStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

export function SubmissionStatusBadge({ status, ...props }: { status: SubmissionStatus } & Omit<BadgeProps, 'children' | 'color'>) {
  return (
    <Badge variant="light" color={COLORS[status]} {...props}>
      {SUBMISSION_STATUS_LABELS[status]}
    </Badge>
  );
}
