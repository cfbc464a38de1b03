import type { PayoutStatus } from '@briefly/shared/rewards';
import { Badge } from '@mantine/core';

const VIEW: Record<PayoutStatus, { label: string; color: string }> = {
  paid: { label: 'Paid', color: 'green' },
  pending: { label: 'Pending', color: 'yellow' },
  held: { label: 'Held', color: 'orange' },
  failed: { label: 'Failed', color: 'red' },
  none: { label: 'Recorded', color: 'gray' },
};

/** A reward's payout status; held = waiting for the creator's payout account, none = a prize. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const view = VIEW[status];
  return (
    <Badge variant="light" color={view.color} title={status === 'held' ? 'Held until the creator connects an active payout account' : undefined}>
      {view.label}
    </Badge>
  );
}
