// What a reward's payout status says on screen (docs/product/rewards-and-payouts.md#payout-statuses),
// one mapping for every screen: the creator's Earnings, Wallet and My Submissions, and the brand's
// winner tables and reward management. A settled credit reward went into the creator's Briefly
// wallet, not out to their bank, so it reads 'In wallet', never 'Paid' beside cash transfers.

import type { PayoutStatus, RewardType } from '@briefly/shared/rewards';

export interface PayoutStatusView {
  label: string;
  color: string;
}

const VIEWS: Record<PayoutStatus, PayoutStatusView> = {
  paid: { label: 'Paid', color: 'green' },
  pending: { label: 'Pending', color: 'yellow' },
  held: { label: 'Held', color: 'orange' },
  failed: { label: 'Failed', color: 'red' },
  none: { label: 'Prize recorded', color: 'gray' },
};

export const IN_WALLET: PayoutStatusView = { label: 'In wallet', color: 'teal' };

/** The label and badge colour of a reward's payout status, given what kind of reward it is. */
export function payoutStatusView(status: PayoutStatus, rewardType: RewardType): PayoutStatusView {
  if (status === 'paid' && rewardType === 'credit') return IN_WALLET;
  return VIEWS[status];
}
