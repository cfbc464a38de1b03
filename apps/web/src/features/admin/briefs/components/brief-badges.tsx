import type { TAdminBrief } from '@briefly/shared/admin';
import { Badge } from '@mantine/core';
import { STATUS_COLORS, statusLabel } from '@/lib/brief-display';

/** The brief's status as admins filter it: Draft, Published or Archived. */
export function AdminBriefStatusBadge({ status }: { status: TAdminBrief['status'] }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]}>
      {statusLabel(status)}
    </Badge>
  );
}
