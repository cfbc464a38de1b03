import { describe, expect, it } from 'vitest';
import { distributedSummary, payoutOutcome } from './reward-preview.ts';

describe('distributedSummary', () => {
  it('never calls a held payment processed (issue 40 item 16)', () => {
    expect(
      distributedSummary([
        { rewardType: 'cash', payoutStatus: 'paid' },
        { rewardType: 'cash', payoutStatus: 'held' },
      ]),
    ).toBe('Rewards distributed: 1 payment paid to connected accounts, 1 payment held until a payout account exists.');
    expect(
      distributedSummary([
        { rewardType: 'credit', payoutStatus: 'paid' },
        { rewardType: 'prize', payoutStatus: 'none' },
      ]),
    ).toBe('Rewards distributed: 1 credit added to wallets, 1 prize recorded.');
  });

  it('says what happened to each payee', () => {
    expect(payoutOutcome('cash', 'held')).toBe('held until they connect a payout account');
    expect(payoutOutcome('cash', 'paid')).toBe('paid to their connected account');
    expect(payoutOutcome('credit', 'paid')).toBe('credited to their Briefly wallet');
  });
});
