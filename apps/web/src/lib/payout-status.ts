// What a reward's payout status says on screen (docs/product/rewards-and-payouts.md#payout-statuses),
// one mapping for every screen: the creator's Earnings, Wallet and My Submissions, the brand's winner
// tables and reward management, the admin's payouts. The words are the shared status language's
// (@briefly/shared/status-words): Paid, Credited (credit settled into the creator's Briefly wallet),
// Held, Awaiting payout, Payout failed.

import type { PayoutStatus, RewardType } from '@briefly/shared/rewards';
import { rewardState, REWARD_STATE_WORDS, type RewardState } from '@briefly/shared/status-words';

export interface PayoutStatusView {
  label: string;
  color: string;
}

const COLORS: Record<RewardState, string> = {
  paid: 'green',
  credited: 'teal',
  held: 'orange',
  awaiting_payout: 'yellow',
  payout_failed: 'red',
};

/** A prize moves no money: it has no payout state, only its record. */
const PRIZE: PayoutStatusView = { label: 'Prize', color: 'gray' };
/** An approved submission with no reward yet (the admin's payout detail of it). */
const NO_REWARD: PayoutStatusView = { label: 'No reward yet', color: 'gray' };

/** The label and badge colour of a reward's payout status, given what kind of reward it is. */
export function payoutStatusView(status: PayoutStatus, rewardType: RewardType | 'none'): PayoutStatusView {
  if (rewardType === 'none') return NO_REWARD;
  const state = rewardState({ rewardType, payoutStatus: status });
  return state ? { label: REWARD_STATE_WORDS[state], color: COLORS[state] } : PRIZE;
}
