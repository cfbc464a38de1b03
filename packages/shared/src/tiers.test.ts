import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { automaticSharesPercent, equalRewardTiers, ordinal, placeName, splitRewardPool } from './tiers.ts';

describe('automatic tier split (docs/product/briefs.md#reward-tiers)', () => {
  it.each([
    [1, [100]],
    [2, [60, 40]],
    [3, [50, 30, 20]],
    [4, [40, 30, 20, 10]],
    [5, [35, 25, 20, 15, 5]],
    [6, [40, 12, 12, 12, 12, 12]],
  ])('%i winners → %o', (winners, shares) => {
    expect(automaticSharesPercent(winners).map((share) => Math.round(share * 1000) / 1000)).toEqual(shares);
  });

  it('splits $1,000 among 3 winners exactly', () => {
    expect(splitRewardPool(100_000, 3)).toEqual([
      { position: 1, name: '1st Place', amountCents: 50_000 },
      { position: 2, name: '2nd Place', amountCents: 30_000 },
      { position: 3, name: '3rd Place', amountCents: 20_000 },
    ]);
  });

  it('gives leftover cents to the first places', () => {
    expect(splitRewardPool(101, 7).map((tier) => tier.amountCents)).toEqual([41, 10, 10, 10, 10, 10, 10]);
    expect(splitRewardPool(1003, 3).map((tier) => tier.amountCents)).toEqual([502, 301, 200]);
  });

  it('sums to the pool to the cent for 1–12 winners and any pool', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1_000_000_000 }), fc.integer({ min: 1, max: 12 }), (pool, winners) => {
        const tiers = splitRewardPool(pool, winners);
        expect(tiers).toHaveLength(winners);
        expect(tiers.reduce((sum, tier) => sum + tier.amountCents, 0)).toBe(pool);
        expect(tiers.every((tier) => Number.isInteger(tier.amountCents) && tier.amountCents >= 0)).toBe(true);
        // Within a cent of the exact share.
        automaticSharesPercent(winners).forEach((share, index) => {
          expect(Math.abs(tiers[index]!.amountCents - (pool * share) / 100)).toBeLessThanOrEqual(1);
        });
      }),
    );
  });

  it('names places 1st to 5th, then Nth', () => {
    expect([1, 2, 3, 4, 5, 6, 11, 12, 13, 21, 22].map(placeName)).toEqual([
      '1st Place',
      '2nd Place',
      '3rd Place',
      '4th Place',
      '5th Place',
      '6th Place',
      '11th Place',
      '12th Place',
      '13th Place',
      '21st Place',
      '22nd Place',
    ]);
    expect(ordinal(103)).toBe('103rd');
  });

  it('manual equal tiers are named Reward N and sum to the pool', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 10 }), (pool, count) => {
        const tiers = equalRewardTiers(pool, count);
        expect(tiers.reduce((sum, tier) => sum + tier.amountCents, 0)).toBe(pool);
        expect(tiers.map((tier) => tier.name)).toEqual(Array.from({ length: count }, (_, i) => `Reward ${i + 1}`));
      }),
    );
  });
});
