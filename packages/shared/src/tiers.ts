// Reward tiers (docs/product/briefs.md#reward-tiers): the automatic split by winner count, and manual equal tiers.

export interface TierSplit {
  position: number;
  name: string;
  amountCents: number;
}

/** Percent shares by winner count; 6 or more: 40% to the first, 60% equally to the rest. */
export function automaticSharesPercent(winners: number): number[] {
  if (!Number.isInteger(winners) || winners < 1) throw new RangeError('winners must be a whole number ≥ 1');
  switch (winners) {
    case 1:
      return [100];
    case 2:
      return [60, 40];
    case 3:
      return [50, 30, 20];
    case 4:
      return [40, 30, 20, 10];
    case 5:
      return [35, 25, 20, 15, 5];
    default:
      return [40, ...Array.from({ length: winners - 1 }, () => 60 / (winners - 1))];
  }
}

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** '1st Place' … '5th Place', then 'Nth Place'. */
export const placeName = (position: number) => `${ordinal(position)} Place`;

/**
 * Splits a pool into tiers by the share table, rounded to cents, summing exactly to the pool:
 * every tier is rounded down and the leftover cents go to the first places, one each.
 */
export function splitRewardPool(poolCents: number, winners: number): TierSplit[] {
  if (!Number.isInteger(poolCents) || poolCents < 0) throw new RangeError('pool must be whole cents ≥ 0');
  const shares = automaticSharesPercent(winners);
  const amounts = shares.map((share) => Math.floor((poolCents * share) / 100));
  let leftover = poolCents - amounts.reduce((sum, amount) => sum + amount, 0);
  for (let i = 0; leftover > 0; i = (i + 1) % amounts.length, leftover--) amounts[i]! += 1;
  return amounts.map((amountCents, index) => ({ position: index + 1, name: placeName(index + 1), amountCents }));
}

/** Manual tiers: the pool split equally, named 'Reward N'; leftover cents to the first tiers. */
export function equalRewardTiers(poolCents: number, count: number): TierSplit[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a whole number ≥ 1');
  const base = Math.floor(poolCents / count);
  const leftover = poolCents - base * count;
  return Array.from({ length: count }, (_, index) => ({
    position: index + 1,
    name: `Reward ${index + 1}`,
    amountCents: base + (index < leftover ? 1 : 0),
  }));
}
