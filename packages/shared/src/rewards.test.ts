import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REWARD_MESSAGES, rewardStage, splitPlatformFee, validateWinners } from './rewards.ts';

describe('platform fee', () => {
  it('gross = fee + net, fee within half a cent of the rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 0, max: 50 }), (gross, rate) => {
        const { feeCents, netCents } = splitPlatformFee(gross, rate);
        expect(feeCents + netCents).toBe(gross);
        expect(Math.abs(feeCents - (gross * rate) / 100)).toBeLessThanOrEqual(0.5);
        expect(netCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });
  it('10% of $100.05 is $10.01 (rounded), net $90.04', () => {
    expect(splitPlatformFee(10_005, 10)).toEqual({ grossCents: 10_005, feeCents: 1_001, netCents: 9_004 });
  });
});

describe('winner checks (docs/product/rewards-and-payouts.md#winner-checks)', () => {
  it.each([
    [[], REWARD_MESSAGES.selectWinners],
    [[{ rewardType: 'cash', amount: 0 }], REWARD_MESSAGES.cashAmount],
    [[{ rewardType: 'credit', amount: 0 }], REWARD_MESSAGES.creditAmount],
    [
      [{ rewardType: 'prize', amount: 0, prizeDetails: { name: 'Camera', description: '' } }],
      REWARD_MESSAGES.prizeDetails,
    ],
    [[{ rewardType: 'prize', amount: 0, prizeDetails: { name: 'Camera', description: 'A nice one' } }], null],
    [
      [
        { rewardType: 'cash', amount: 10 },
        { rewardType: 'credit', amount: 5 },
      ],
      null,
    ],
  ] as const)('%o → %s', (winners, message) => expect(validateWinners(winners as never)).toBe(message));
});

describe('reward stage (docs/product/rewards-and-payouts.md#reward-stages)', () => {
  it.each([
    [{ isFunded: false, rewardAssignments: [] }, 'draft'],
    [{ isFunded: true, rewardAssignments: [] }, 'funded'],
    [{ isFunded: true, rewardAssignments: [{ payoutStatus: 'paid' }, { payoutStatus: 'held' }] }, 'winners_selected'],
    [{ isFunded: true, rewardAssignments: [{ payoutStatus: 'paid' }, { payoutStatus: 'none' }] }, 'payouts_completed'],
    // A tier without a winner while the pool holds money is not done (issue 13, item 13); once nothing is left, it is.
    [
      {
        isFunded: true,
        rewardTiers: [{ id: 't1' }, { id: 't2' }],
        remaining: 200,
        rewardAssignments: [{ rewardTierId: 't1', payoutStatus: 'paid' }],
      },
      'winners_selected',
    ],
    [
      {
        isFunded: true,
        rewardTiers: [{ id: 't1' }, { id: 't2' }],
        remaining: 0,
        rewardAssignments: [{ rewardTierId: 't1', payoutStatus: 'paid' }],
      },
      'payouts_completed',
    ],
    [
      {
        isFunded: true,
        rewardTiers: [{ id: 't1' }, { id: 't2' }],
        remaining: 50,
        rewardAssignments: [
          { rewardTierId: 't1', payoutStatus: 'paid' },
          { rewardTierId: 't2', payoutStatus: 'none' },
        ],
      },
      'payouts_completed',
    ],
  ] as const)('%o → %s', (brief, stage) => expect(rewardStage(brief as never)).toBe(stage));
});

describe('distribution toast', () => {
  it('counts payments in the singular for one', () => {});
});
