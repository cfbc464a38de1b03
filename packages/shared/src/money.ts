// The one place where dollars and cents meet (architecture §5). Amounts are integer cents everywhere
// inside the system; the API speaks dollars where the spec does.

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

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money as the spec shows it: en-US, USD, 2 decimals. */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}

export function formatCents(cents: number | bigint): string {
  return usd.format(centsToDollars(cents));
}
