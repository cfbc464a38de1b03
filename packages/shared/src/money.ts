// The one place where dollars and cents meet (docs/product/money-and-ledger.md#units). Amounts are
// integer cents everywhere inside the system; the API speaks dollars where the product does.

/** Dollars (a number with at most 2 decimals) to integer cents. Throws on fractions of a cent. */
export function dollarsToCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError('Amount must be a finite number');
  const cents = Math.round(dollars * 100);
  if (Math.abs(cents - dollars * 100) > 1e-6) throw new RangeError('Amount has more than 2 decimals');
  return cents;
}

export function centsToDollars(cents: number | bigint): number {
  return Number(cents) / 100;
}

/** Whether a number of dollars is a whole number of cents. */
export function hasCentsPrecision(dollars: number): boolean {
  return Number.isFinite(dollars) && Math.abs(Math.round(dollars * 100) - dollars * 100) < 1e-6;
}

/**
 * Dollars to integer cents, rounded to the nearest cent: for amounts that may carry float noise or
 * more decimals than money has (values still being typed, filter bounds, sums). Throws on non-finite.
 */
export function toNearestCents(dollars: number): number {
  if (!Number.isFinite(dollars)) throw new RangeError('Amount must be a finite number');
  return Math.round(dollars * 100);
}

/**
 * Dollars to integer cents, dropping any fraction of a cent (10.999 → 1099), so what is split from an
 * amount never adds up to more than it. Whole cents with float noise stay exact (0.29 → 29).
 */
export function toCentsRoundedDown(dollars: number): number {
  const nearest = toNearestCents(dollars);
  return Math.abs(nearest - dollars * 100) < 1e-6 ? nearest : Math.floor(dollars * 100);
}

/** Adds dollar amounts exactly, through whole cents (each rounded to the nearest cent). */
export function sumDollars(amounts: Iterable<number>): number {
  let cents = 0;
  for (const amount of amounts) cents += toNearestCents(amount);
  return centsToDollars(cents);
}

/**
 * Whole cents as en-US dollars: `$1,234.50`, `-$0.05`. Written by hand rather than with Intl.NumberFormat,
 * whose first construction loads the locale's data and cost a dashboard's first screen ~50 ms of a throttled
 * CPU; a property test holds it equal to Intl's output (money.test.ts).
 */
function dollarsText(cents: number): string {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** Money as the product shows it: en-US, USD, 2 decimals (docs/product/money-and-ledger.md#display). */
export function formatUsd(dollars: number): string {
  return Number.isFinite(dollars) ? dollarsText(toNearestCents(dollars)) : '—';
}

export function formatCents(cents: number | bigint): string {
  return formatUsd(centsToDollars(cents));
}

/**
 * Dollars as a plain decimal with 2 places and no currency sign or grouping ('1234.50', '-0.05'),
 * for files and provider-style messages. Rounded to the nearest cent.
 */
export function formatPlainAmount(dollars: number): string {
  const cents = toNearestCents(dollars);
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction}`;
}
