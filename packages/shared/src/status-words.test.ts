import { describe, expect, it } from 'vitest';
import { PAYOUT_STATUSES, REWARD_TYPES } from './rewards.ts';
import {
  REWARD_STATE_WORDS,
  rewardStateWord,
  SUBMISSION_STATE_WORDS,
  SUBMISSION_STATUS_WORDS,
  submissionState,
  submissionStateWord,
  winnerWord,
} from './status-words.ts';

describe('the status language (docs/product/submissions.md#statuses)', () => {
  it.each([
    [{ status: 'pending' as const, award: null }, 'pending', 'Pending'],
    [{ status: 'approved' as const, award: null }, 'shortlisted', 'Shortlisted'],
    [{ status: 'rejected' as const, award: null }, 'not_selected', 'Not selected'],
    [{ status: 'approved' as const, award: { position: 1 } }, 'winner', 'Winner · 1st place'],
    [{ status: 'approved' as const, award: { position: 2 } }, 'winner', 'Winner · 2nd place'],
    [{ status: 'approved' as const, award: { position: 13 } }, 'winner', 'Winner · 13th place'],
    [{ status: 'approved' as const, award: { position: null } }, 'winner', 'Winner'],
    // An open request for changes is a flag beside the status (decision 031); a winner stays a winner.
    [
      { status: 'pending' as const, award: null, changesRequested: { note: 'x' } },
      'changes_requested',
      'Changes requested',
    ],
    [
      { status: 'approved' as const, award: null, changesRequested: { note: 'x' } },
      'changes_requested',
      'Changes requested',
    ],
    [
      { status: 'approved' as const, award: { position: 1 }, changesRequested: { note: 'x' } },
      'winner',
      'Winner · 1st place',
    ],
    [{ status: 'pending' as const, award: null, changesRequested: null }, 'pending', 'Pending'],
  ])('%o is %s and reads %s', (submission, state, word) => {
    expect(submissionState(submission)).toBe(state);
    expect(submissionStateWord(submission)).toBe(word);
  });

  it('reads a stored status in filters with the same words as the badges', () => {
    expect(SUBMISSION_STATUS_WORDS).toEqual({ pending: 'Pending', approved: 'Shortlisted', rejected: 'Not selected' });
  });

  it('has a word for a revision request', () => {
    expect(SUBMISSION_STATE_WORDS.changes_requested).toBe('Changes requested');
  });

  it('says Winner for a reward outside the tiers', () => {
    expect(winnerWord({ position: null })).toBe('Winner');
  });

  it.each([
    ['cash', 'paid', 'Paid'],
    ['credit', 'paid', 'Credited'],
    ['cash', 'held', 'Held'],
    ['cash', 'pending', 'Awaiting payout'],
    ['credit', 'pending', 'Awaiting payout'],
    ['cash', 'failed', 'Payout failed'],
    ['prize', 'none', null],
    ['prize', 'paid', null],
  ] as const)('a %s reward %s reads %s', (rewardType, payoutStatus, word) => {
    expect(rewardStateWord({ rewardType, payoutStatus })).toBe(word);
  });

  it('gives every money reward in every payout status one of its words, and never a submission word', () => {
    const words = new Set(Object.values(REWARD_STATE_WORDS));
    for (const rewardType of REWARD_TYPES.filter((type) => type !== 'prize')) {
      for (const payoutStatus of PAYOUT_STATUSES.filter((status) => status !== 'none')) {
        const word = rewardStateWord({ rewardType, payoutStatus });
        expect(word !== null && words.has(word)).toBe(true);
        expect(Object.values(SUBMISSION_STATE_WORDS)).not.toContain(word);
      }
    }
  });
});
