import type { TAdminPayout } from '@briefly/shared/admin';
import { REWARD_TYPE_LABELS as SHARED_REWARD_TYPE_LABELS } from '@briefly/shared/status-words';
import { REWARD_STATE_WORDS } from '@briefly/shared/status-words';
import { Badge } from '@mantine/core';
import { payoutStatusView } from '@/lib/payout-status';

/** The payout list also has rows whose reward is not chosen yet. */
export const REWARD_TYPE_LABELS: Record<TAdminPayout['rewardType'], string> = {
  ...SHARED_REWARD_TYPE_LABELS,
  none: 'No reward yet',
};

/** The filter's words: the reward states every screen shows (a paid credit reward reads Credited in the rows). */
export const PAYOUT_FILTER_LABELS: Record<Exclude<TAdminPayout['status'], 'none'>, string> = {
  paid: `${REWARD_STATE_WORDS.paid} or ${REWARD_STATE_WORDS.credited.toLowerCase()}`,
  pending: REWARD_STATE_WORDS.awaiting_payout,
  held: REWARD_STATE_WORDS.held,
  failed: REWARD_STATE_WORDS.payout_failed,
};

/** The same words and colours as the brand's and the creator's screens (lib/payout-status). */
export function PayoutStatusBadge({ payout }: { payout: Pick<TAdminPayout, 'status' | 'rewardType'> }) {
  const view = payoutStatusView(payout.status, payout.rewardType);
  return (
    <Badge variant="light" color={view.color}>
      {view.label}
    </Badge>
  );
}
