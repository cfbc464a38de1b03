// The Select Winners and Assign Rewards modal's model (docs/product/rewards-and-payouts.md#select-winners):
// one draft per ticked submission.

import { centsToDollars, dollarsToCents, hasCentsPrecision, sumDollars } from '@briefly/shared/money';
import {
  REWARD_MESSAGES,
  splitPlatformFee,
  type RewardType,
  type TRewardManagementBrief,
  type TWinnerEntry,
} from '@briefly/shared/rewards';
import type { TBrandSubmission } from '@briefly/shared/submissions';

export type Tier = TRewardManagementBrief['rewardTiers'][number];

export interface WinnerDraft {
  submissionId: string;
  creatorId: string;
  rewardType: RewardType;
  /** Dollars as typed ('' when cleared). */
  amount: number | string;
  description: string;
  prizeName: string;
  prizeValue: string;
  prizeDescription: string;
  position: number;
}

export const CONTENT_PREVIEW_CHARS = 200;

/** A tier's default reward: its cash plus credit. */
export const tierAmount = (tier: Pick<Tier, 'cashAmount' | 'creditAmount'>) =>
  sumDollars([tier.cashAmount, tier.creditAmount]);

/** Positions of the brief's tiers that no assignment holds yet, ascending. */
export function freePositions(brief: Pick<TRewardManagementBrief, 'rewardTiers' | 'rewardAssignments'>): number[] {
  const taken = new Set(brief.rewardAssignments.map((assignment) => assignment.rewardTierId));
  return brief.rewardTiers
    .filter((tier) => !taken.has(tier.id))
    .map((tier) => tier.position)
    .sort((a, b) => a - b);
}

/** The first free position no other draft uses; null when every position is taken. */
export function nextPosition(free: readonly number[], drafts: readonly WinnerDraft[]): number | null {
  const used = new Set(drafts.map((draft) => draft.position));
  return free.find((position) => !used.has(position)) ?? null;
}

/** Ticking a submission: cash, the tier's amount for the next free position, a description referencing the brief. */
export function newDraft(
  submission: Pick<TBrandSubmission, 'id' | 'creatorId'>,
  tier: Tier,
  briefTitle: string,
): WinnerDraft {
  return {
    submissionId: submission.id,
    creatorId: submission.creatorId,
    rewardType: 'cash',
    amount: tierAmount(tier),
    description: `${tier.name} reward for "${briefTitle}"`,
    prizeName: '',
    prizeValue: '',
    prizeDescription: '',
    position: tier.position,
  };
}

export const draftAmount = (draft: Pick<WinnerDraft, 'amount'>): number =>
  typeof draft.amount === 'number' ? draft.amount : draft.amount.trim() === '' ? 0 : Number(draft.amount);

/** What the API takes; the checks of validateWinners run on these. */
export function toWinnerEntries(drafts: readonly WinnerDraft[]): TWinnerEntry[] {
  return drafts.map((draft) => {
    const base = {
      submissionId: draft.submissionId,
      creatorId: draft.creatorId,
      rewardType: draft.rewardType,
      description: draft.description.trim(),
      position: draft.position,
    };
    if (draft.rewardType === 'prize') {
      const value = draft.prizeValue.trim();
      return {
        ...base,
        amount: 0,
        prizeDetails: {
          name: draft.prizeName.trim(),
          description: draft.prizeDescription.trim(),
          ...(value ? { value } : {}),
        },
      };
    }
    const amount = draftAmount(draft);
    return { ...base, amount: Number.isFinite(amount) ? amount : 0 };
  });
}

export interface FeePreview {
  gross: number;
  fee: number;
  net: number;
}

/** Gross, fee and net (dollars) of a cash or credit amount; null when the amount is not a valid sum. */
export function feePreview(amount: number, feePercent: number): FeePreview | null {
  if (!Number.isFinite(amount) || amount <= 0 || !hasCentsPrecision(amount)) return null;
  const { grossCents, feeCents, netCents } = splitPlatformFee(dollarsToCents(amount), feePercent);
  return { gross: centsToDollars(grossCents), fee: centsToDollars(feeCents), net: centsToDollars(netCents) };
}

export interface AccountHint {
  label: string;
  color: string;
  hint: string;
}

/** Payout-account hint for cash (docs/product/rewards-and-payouts.md#payout-account-hints): none → held; active → instant; otherwise delayed. */
export function accountHint(
  submission: Pick<TBrandSubmission, 'hasStripeAccount' | 'stripeAccountStatus'>,
): AccountHint {
  if (!submission.hasStripeAccount)
    return { label: 'No payout account', color: 'gray', hint: REWARD_MESSAGES.noAccountHint };
  const status = submission.stripeAccountStatus?.status;
  if (status === 'active') return { label: 'Ready', color: 'green', hint: REWARD_MESSAGES.activeHint };
  if (status === 'restricted')
    return { label: 'Verification required', color: 'yellow', hint: REWARD_MESSAGES.notActiveHint };
  return { label: 'Setup incomplete', color: 'orange', hint: REWARD_MESSAGES.notActiveHint };
}

export const contentPreview = (text: string) =>
  text.length > CONTENT_PREVIEW_CHARS ? `${text.slice(0, CONTENT_PREVIEW_CHARS)}…` : text;
