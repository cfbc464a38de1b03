import type { PayoutStatus, RewardType } from './rewards.ts';
import type { SubmissionStatus } from './submissions.ts';
import { ordinal } from './tiers.ts';

// One status language (docs/product/submissions.md#statuses): the words a brand, a creator and an
// admin read for the same state of a submission and of its reward — badges, filters, notifications
// and emails alike. The API keeps the spec's status values (pending, approved, rejected; paid,
// pending, held, failed, none); only what people read is decided here.

/**
 * What a submission is, as people say it. A submission picked as a winner is a winner whatever its
 * stored status (picking approves it); `changes_requested` is the brand asking for a revision.
 */
export const SUBMISSION_STATES = ['pending', 'changes_requested', 'shortlisted', 'not_selected', 'winner'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

export const SUBMISSION_STATE_WORDS: Record<SubmissionState, string> = {
  pending: 'Pending',
  changes_requested: 'Changes requested',
  shortlisted: 'Shortlisted',
  not_selected: 'Not selected',
  winner: 'Winner',
};

/** A stored status as it reads in a filter or a chart: approved reads Shortlisted, rejected Not selected. */
export const SUBMISSION_STATUS_WORDS: Record<SubmissionStatus, string> = {
  pending: SUBMISSION_STATE_WORDS.pending,
  approved: SUBMISSION_STATE_WORDS.shortlisted,
  rejected: SUBMISSION_STATE_WORDS.not_selected,
};

/**
 * What a submission is, from its stored status, its award (an award makes it a winner) and the brand's
 * open request for changes (a flag beside the status, decision 031).
 */
export function submissionState(submission: {
  status: SubmissionStatus;
  award?: object | null;
  changesRequested?: object | null;
}): SubmissionState {
  if (submission.award) return 'winner';
  if (submission.changesRequested && submission.status !== 'rejected') return 'changes_requested';
  switch (submission.status) {
    case 'pending':
      return 'pending';
    case 'approved':
      return 'shortlisted';
    case 'rejected':
      return 'not_selected';
  }
}

/** 'Winner · 1st place', or 'Winner' for a reward outside the tiers. */
export function winnerWord(award: { position: number | null }): string {
  return award.position
    ? `${SUBMISSION_STATE_WORDS.winner} · ${ordinal(award.position)} place`
    : SUBMISSION_STATE_WORDS.winner;
}

/** The word for a submission: 'Pending', 'Changes requested', 'Shortlisted', 'Not selected', 'Winner · 2nd place'. */
export function submissionStateWord(submission: {
  status: SubmissionStatus;
  award?: { position: number | null } | null;
  changesRequested?: object | null;
}): string {
  return submission.award ? winnerWord(submission.award) : SUBMISSION_STATE_WORDS[submissionState(submission)];
}

/**
 * Where a winner's reward is: Paid (cash transferred to the payout account), Credited (credit in the
 * creator's Briefly wallet), Held (cash waiting for the creator's active payout account), Awaiting
 * payout (cash the brand has not paid out yet), Payout failed. A prize moves no money: no state.
 */
export const REWARD_STATES = ['paid', 'credited', 'held', 'awaiting_payout', 'payout_failed'] as const;
export type RewardState = (typeof REWARD_STATES)[number];

export const REWARD_STATE_WORDS: Record<RewardState, string> = {
  paid: 'Paid',
  credited: 'Credited',
  held: 'Held',
  awaiting_payout: 'Awaiting payout',
  payout_failed: 'Payout failed',
};

/** The reward's state from its payout status and type; null for a prize (or no payout at all). */
export function rewardState(award: { rewardType: RewardType; payoutStatus: PayoutStatus }): RewardState | null {
  if (award.rewardType === 'prize') return null;
  switch (award.payoutStatus) {
    case 'paid':
      return award.rewardType === 'credit' ? 'credited' : 'paid';
    case 'pending':
      return 'awaiting_payout';
    case 'held':
      return 'held';
    case 'failed':
      return 'payout_failed';
    case 'none':
      return null;
  }
}

/** The reward's word, or null when there is none to say (a prize). */
export function rewardStateWord(award: { rewardType: RewardType; payoutStatus: PayoutStatus }): string | null {
  const state = rewardState(award);
  return state ? REWARD_STATE_WORDS[state] : null;
}

/** How a reward type reads on every screen and in the earnings CSV (here, not in ./rewards.ts: no Zod on the pages). */
export const REWARD_TYPE_LABELS: Record<RewardType, string> = { cash: 'Cash', credit: 'Credit', prize: 'Prize' };
