import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  dollarsToCents,
  formatCents,
  formatPlainAmount,
  formatUsd,
  hasCentsPrecision,
  sumDollars,
  toCentsRoundedDown,
  toNearestCents,
} from './money.ts';

describe('money', () => {
  it('round-trips every whole number of cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        (cents) => dollarsToCents(centsToDollars(cents)) === cents,
      ),
    );
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
    expect(formatCents(-5)).toBe('-$0.05');
    expect(formatCents(123456789012)).toBe('$1,234,567,890.12');
    expect(formatUsd(10.006)).toBe('$10.01');
    expect(formatUsd(-0.001)).toBe('$0.00');
    expect(formatUsd(Number.NaN)).toBe('—');
  });

  it('writes money exactly as Intl.NumberFormat en-US USD does', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(formatCents(cents)).toBe(intl.format(cents / 100));
        expect(formatUsd(cents / 100)).toBe(intl.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it('rounds any finite amount to the nearest cent, and refuses the rest', () => {
    expect(toNearestCents(0.1 + 0.2)).toBe(30);
    expect(toNearestCents(10.004)).toBe(1000);
    expect(toNearestCents(10.006)).toBe(1001);
    expect(toNearestCents(-2.5)).toBe(-250);
    expect(() => toNearestCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
        (cents) => toNearestCents(centsToDollars(cents)) === cents,
      ),
    );
  });

  it('rounds down only real fractions of a cent', () => {
    expect(toCentsRoundedDown(10.999)).toBe(1099);
    expect(toCentsRoundedDown(0.29)).toBe(29);
    expect(toCentsRoundedDown(0.1 + 0.2)).toBe(30);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        (cents) => toCentsRoundedDown(centsToDollars(cents)) === cents,
      ),
    );
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1_000_000, noNaN: true }),
        (dollars) => toCentsRoundedDown(dollars) <= dollars * 100 + 1e-6,
      ),
    );
  });

  it('adds dollar amounts without float drift', () => {
    expect(sumDollars([0.1, 0.2])).toBe(0.3);
    expect(sumDollars([19.99, 0.01, 80])).toBe(100);
    expect(sumDollars([])).toBe(0);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { maxLength: 20 }),
        (cents) =>
          sumDollars(cents.map(centsToDollars)) === centsToDollars(cents.reduce((sum, value) => sum + value, 0)),
      ),
    );
  });

  it('formats plain amounts with 2 decimals and no sign or grouping', () => {
    expect(formatPlainAmount(1234.5)).toBe('1234.50');
    expect(formatPlainAmount(0.05)).toBe('0.05');
    expect(formatPlainAmount(-0.05)).toBe('-0.05');
    expect(formatPlainAmount(0.1 + 0.2)).toBe('0.30');
    expect(formatPlainAmount(1_000_000)).toBe('1000000.00');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        (cents) => formatPlainAmount(centsToDollars(cents)) === (cents / 100).toFixed(2),
      ),
    );
  });
});
