import type { TDisputeSummary } from '@briefly/shared/disputes';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/brief-display';
import { ageText, answerLine, answerWords, disputeParties, disputeStateWord } from './dispute-state-badge';

const DUE = '2026-12-02T16:00:00.000Z';
const award: TDisputeSummary = {
  id: 'dispute-1',
  subjectType: 'award',
  subjectId: 'assignment-1',
  subjectTitle: 'Award on “Latte art”',
  briefId: 'brief-1',
  brand: { id: 'brand-1', name: 'Northwind Coffee' },
  creator: { id: 'creator-1', name: 'Dana' },
  openedBy: 'creator',
  reason: 'The award has not been paid',
  status: 'open',
  createdAt: '2026-11-29T16:00:00.000Z',
  answerDueAt: DUE,
  answeredAt: null,
  pastAnswerDeadline: false,
  ageDays: 0,
  outcome: null,
  resolutionNote: null,
  resolutionCents: null,
  resolvedAt: null,
};
const withdrawal: TDisputeSummary = {
  ...award,
  subjectType: 'withdrawal',
  subjectTitle: 'Withdrawal of $40.00',
  briefId: null,
  brand: null,
};
const resolved = { status: 'resolved' as const, resolvedAt: '2026-11-30T10:00:00.000Z' };

describe('a dispute between a creator and a brand', () => {
  it('waits for the other side’s answer by its deadline, then says it was answered', () => {
    expect(disputeStateWord(award)).toBe('Waiting for an answer');
    expect(answerWords(award)).toBe(`Due ${formatDateTime(DUE)}`);
    expect(answerLine(award)).toBe(`Answer due ${formatDateTime(DUE)}`);
    expect(disputeStateWord({ ...award, pastAnswerDeadline: true })).toBe('Past answer deadline');
    expect(answerWords({ ...award, pastAnswerDeadline: true })).toBe(`Was due ${formatDateTime(DUE)}`);
    const answered = { ...award, answeredAt: '2026-11-30T09:00:00.000Z' };
    expect(disputeStateWord(answered)).toBe('Answered');
    expect(answerWords(answered)).toBe(`Answered ${formatDateTime(answered.answeredAt)}`);
    expect(answerLine(answered)).toBe(`Answered ${formatDateTime(answered.answeredAt)}`);
    expect(disputeParties(award)).toEqual(['Dana', 'Northwind Coffee']);
  });

  it('shows no deadline once resolved without an answer', () => {
    const done = { ...award, ...resolved, outcome: 'uphold' as const };
    expect(disputeStateWord(done)).toBe('Decision upheld');
    expect(answerWords(done)).toBe('None before the resolution');
    expect(answerLine(done)).toBe('Not answered');
  });
});

describe('a withdrawal’s dispute (the platform is the other side)', () => {
  it('waits for an admin, names the platform as the other party and shows no answer deadline', () => {
    expect(disputeStateWord(withdrawal)).toBe('Waiting for an admin');
    expect(disputeStateWord({ ...withdrawal, pastAnswerDeadline: true })).toBe('Waiting for an admin');
    expect(answerWords(withdrawal)).toBe('None needed; an admin decides');
    expect(answerLine(withdrawal)).toBe('None needed; an admin decides');
    expect(disputeParties(withdrawal)).toEqual(['Dana', 'Briefly']);
  });

  it('reads its outcome once resolved', () => {
    const done = { ...withdrawal, ...resolved, outcome: 'reverse_rejection' as const };
    expect(disputeStateWord(done)).toBe('Rejection reversed');
    expect(answerWords(done)).toBe('None needed; an admin decides');
  });
});

describe('ageText', () => {
  it.each([
    [0, false, 'opened today'],
    [1, false, '1 day old'],
    [3, false, '3 days old'],
    [0, true, 'resolved the day it was opened'],
    [1, true, 'resolved after 1 day'],
    [3, true, 'resolved after 3 days'],
  ])('%i days, resolved %s: %s', (days, resolved, words) => {
    expect(ageText(days, resolved)).toBe(words);
  });
});
