import type { TAdminPayout } from '@briefly/shared/admin';
import { Badge } from '@mantine/core';

export const PAYOUT_STATUS_LABELS: Record<TAdminPayout['status'], string> = { paid: 'Paid', pending: 'Pending', held: 'Held', failed: 'Failed', none: 'No transfer' };
const COLORS: Record<TAdminPayout['status'], string> = { paid: 'green', pending: 'yellow', held: 'orange', failed: 'red', none: 'gray' };
export const REWARD_TYPE_LABELS: Record<TAdminPayout['rewardType'], string> = { cash: 'Cash', credit: 'Credit', prize: 'Prize', none: 'No reward yet' };

export function PayoutStatusBadge({ status }: { status: TAdminPayout['status'] }) {
  return (
    <Badge variant="light" color={COLORS[status]}>
      {PAYOUT_STATUS_LABELS[status]}
    </Badge>
  );
}
