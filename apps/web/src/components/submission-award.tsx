import { formatUsd } from '@briefly/shared/money';
import type { RewardType } from '@briefly/shared/rewards';
import { rewardStateWord, winnerWord } from '@briefly/shared/status-words';
import type { TSubmissionAward } from '@briefly/shared/submissions';
import { Badge, Group, Text, type GroupProps } from '@mantine/core';
import { payoutStatusView } from '@/lib/payout-status';

// A winning submission's reward, for the brand's review cards and the creator's own submissions.
// Colours follow the payout status badges of winner selection and the creator's earnings.

const TYPE_WORDS: Record<Exclude<RewardType, 'prize'>, string> = { cash: 'cash', credit: 'credit' };

export type AwardViewer = 'brand' | 'creator';

/** 'Winner · 2nd place', or just 'Winner' for a reward outside the tiers (the shared status language). */
export const winnerLabel = (award: Pick<TSubmissionAward, 'position'>) => winnerWord(award);

/** '$75.00 cash', '$50.00 credit', 'Prize: Camera kit'. */
export function rewardLabel(award: Pick<TSubmissionAward, 'rewardType' | 'amount' | 'prizeName'>): string {
  if (award.rewardType === 'prize') return award.prizeName?.trim() ? `Prize: ${award.prizeName.trim()}` : 'Prize';
  return `${formatUsd(award.amount)} ${TYPE_WORDS[award.rewardType]}`;
}

/** The reward's state (Paid, Credited, Held, Awaiting payout, Payout failed), or null for a prize: it moves no money. */
export function payoutLabel(award: Pick<TSubmissionAward, 'rewardType' | 'payoutStatus'>): string | null {
  return rewardStateWord(award);
}

const HELD_HINTS: Record<AwardViewer, string> = {
  brand: 'Held until the creator connects an active payout account',
  creator: 'Held until your payout account is active; it is sent automatically then.',
};
const AMOUNT_HINTS: Record<AwardViewer, string> = {
  brand: 'The reward you awarded, before the platform fee',
  creator: 'What you receive, after the platform fee',
};

interface SubmissionAwardProps extends Omit<GroupProps, 'children'> {
  award: TSubmissionAward | null;
  /** Whose view: the hints differ (the amount is gross for a brand, net for a creator). */
  viewer: AwardViewer;
}

/**
 * Nothing without an award; otherwise the reward and its payout state, wrapping on narrow screens. The place
 * (Winner · 1st place) is said once, by the SubmissionStatusBadge every caller shows beside it; the group's
 * name still says it for screen readers.
 */
export function SubmissionAward({ award, viewer, ...props }: SubmissionAwardProps) {
  if (!award) return null;
  const payout = payoutLabel(award);
  const summary = [winnerLabel(award), rewardLabel(award), payout].filter(Boolean).join(' · ');
  return (
    <Group gap={6} wrap="wrap" align="center" role="group" aria-label={summary} style={{ rowGap: 4 }} {...props}>
      {/* The reward and its payout state wrap together, so a status never dangles on its own line. */}
      <Group gap={6} wrap="wrap" align="center" miw={0} style={{ rowGap: 4 }}>
        <Text
          size="sm"
          fw={600}
          title={award.rewardType === 'prize' ? undefined : AMOUNT_HINTS[viewer]}
          style={{ overflowWrap: 'anywhere' }}
        >
          {rewardLabel(award)}
        </Text>
        {payout ? (
          <Badge
            variant="light"
            color={payoutStatusView(award.payoutStatus, award.rewardType).color}
            title={award.payoutStatus === 'held' ? HELD_HINTS[viewer] : undefined}
            maw="100%"
          >
            {payout}
          </Badge>
        ) : null}
      </Group>
    </Group>
  );
}
