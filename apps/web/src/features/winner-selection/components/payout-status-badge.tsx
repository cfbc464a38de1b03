import type { PayoutStatus, RewardType } from '@briefly/shared/rewards';
import { Badge } from '@mantine/core';
import { payoutStatusView } from '@/lib/payout-status';

/** A reward's payout status; held = waiting for the creator's payout account, settled credit = in the creator's wallet, none = a prize. */
export function PayoutStatusBadge({ status, rewardType }: { status: PayoutStatus; rewardType: RewardType }) {
  const view = payoutStatusView(status, rewardType);
  return (
    <Badge
      variant="light"
      color={view.color}
      title={status === 'held' ? 'Held until the creator connects an active payout account' : undefined}
    >
      {view.label}
    </Badge>
  );
}
