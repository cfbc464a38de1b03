import { formatUsd } from '@briefly/shared/money';
import type { RewardType } from '@briefly/shared/rewards';
import type { TSubmissionAward } from '@briefly/shared/submissions';
import { Badge, Group, Text, type GroupProps } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { payoutStatusView } from '@/lib/payout-status';

// A winning submission's reward, for the brand's review cards and the creator's own submissions.
// Colours follow the payout status badges of winner selection and the creator's earnings.

const TYPE_WORDS: Record<Exclude<RewardType, 'prize'>, string> = { cash: 'cash', credit: 'credit' };

export type AwardViewer = 'brand' | 'creator';

/** 1 → '1st', 2 → '2nd', 11 → '11th', 23 → '23rd'. */
export function ordinal(position: number): string {
  const lastTwo = position % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${position}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[position % 10] ?? 'th';
  return `${position}${suffix}`;
}

/** 'Winner · 2nd place', or just 'Winner' for a reward outside the tiers. */
export const winnerLabel = (award: Pick<TSubmissionAward, 'position'>) => (award.position ? `Winner · ${ordinal(award.position)} place` : 'Winner');

/** '$75.00 cash', '$50.00 credit', 'Prize: Camera kit'. */
export function rewardLabel(award: Pick<TSubmissionAward, 'rewardType' | 'amount' | 'prizeName'>): string {
  if (award.rewardType === 'prize') return award.prizeName?.trim() ? `Prize: ${award.prizeName.trim()}` : 'Prize';
  return `${formatUsd(award.amount)} ${TYPE_WORDS[award.rewardType]}`;
}

/**
 * The payout state worth showing, or null for a prize (it moves no money). Settled credit went into
 * the creator's Briefly wallet, so it reads 'In wallet', not 'Paid' (lib/payout-status).
 */
export function payoutLabel(award: Pick<TSubmissionAward, 'rewardType' | 'payoutStatus'>): string | null {
  if (award.rewardType === 'prize' || award.payoutStatus === 'none') return null;
  switch (award.payoutStatus) {
    case 'paid':
      return payoutStatusView('paid', award.rewardType).label;
    case 'pending':
      return 'Pending';
    case 'held':
      return 'Held until account connected';
    case 'failed':
      return 'Payout failed';
  }
}

const HELD_HINTS: Record<AwardViewer, string> = {
  brand: 'Held until the creator connects an active payout account',
  creator: 'Held until your payout account is active; it is sent automatically then.',
};
const AMOUNT_HINTS: Record<AwardViewer, string> = { brand: 'The reward you awarded, before the platform fee', creator: 'What you receive, after the platform fee' };

interface SubmissionAwardProps extends Omit<GroupProps, 'children'> {
  award: TSubmissionAward | null;
  /** Whose view: the hints differ (the amount is gross for a brand, net for a creator). */
  viewer: AwardViewer;
}

/** Nothing without an award; otherwise a winner badge, the reward and its payout state, wrapping on narrow screens. */
export function SubmissionAward({ award, viewer, ...props }: SubmissionAwardProps) {
  if (!award) return null;
  const payout = payoutLabel(award);
  const summary = [winnerLabel(award), rewardLabel(award), payout].filter(Boolean).join(' · ');
  return (
    <Group gap={6} wrap="wrap" align="center" role="group" aria-label={summary} style={{ rowGap: 4 }} {...props}>
      <Badge variant="light" color="yellow" leftSection={<IconTrophy size={12} stroke={2} aria-hidden="true" />} style={{ flexShrink: 0 }}>
        {winnerLabel(award)}
      </Badge>
      {/* The reward and its payout state wrap together, so a status never dangles on its own line. */}
      <Group gap={6} wrap="wrap" align="center" miw={0} style={{ rowGap: 4 }}>
        <Text size="sm" fw={600} title={award.rewardType === 'prize' ? undefined : AMOUNT_HINTS[viewer]} style={{ overflowWrap: 'anywhere' }}>
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
