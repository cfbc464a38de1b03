import type { TAdminSubmission } from '@briefly/shared/admin';
import { Badge } from '@mantine/core';

const COLORS: Record<TAdminSubmission['status'], string> = { pending: 'yellow', approved: 'green', rejected: 'red' };
const LABELS: Record<TAdminSubmission['status'], string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

export function SubmissionStatusBadge({ status }: { status: TAdminSubmission['status'] }) {
  return (
    <Badge variant="light" color={COLORS[status]}>
      {LABELS[status]}
    </Badge>
  );
}
