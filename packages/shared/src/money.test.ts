import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatCents, formatUsd, hasCentsPrecision } from './money.ts';

describe('money', () => {
  it('round-trips every whole number of cents', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => dollarsToCents(centsToDollars(cents)) === cents));
  });

  it('refuses fractions of a cent and non-finite amounts', () => {
    expect(() => dollarsToCents(1.005)).toThrow(RangeError);
    expect(() => dollarsToCents(Number.NaN)).toThrow(RangeError);
    expect(hasCentsPrecision(10.25)).toBe(true);
    expect(hasCentsPrecision(10.255)).toBe(false);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });

  it('formats en-US USD with 2 decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatCents(199)).toBe('$1.99');
  });
});
