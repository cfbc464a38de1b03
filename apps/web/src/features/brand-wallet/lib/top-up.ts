import { centsToDollars, formatUsd, hasCentsPrecision } from '@briefly/shared/money';
import { MAX_PAYMENT_CENTS } from '@briefly/shared/payments';

/** The server's limits for a wallet top-up (ZWalletCheckoutRequest: $1 to MAX_PAYMENT_CENTS). */
export const MIN_TOP_UP = 1;
export const MAX_TOP_UP = centsToDollars(MAX_PAYMENT_CENTS);

export const TOP_UP_MESSAGES = {
  required: 'Enter an amount to add',
  minimum: 'The amount must be at least $1.00',
  maximum: `The amount can be at most ${formatUsd(MAX_TOP_UP)}`,
  cents: 'Amounts can have at most 2 decimals',
} as const;

/** The Add funds form's checks (the server runs the same ones): $1 ≤ amount ≤ $1,000,000, whole cents. */
export function topUpError(amount: number | string): string | null {
  if (amount === '' || amount === null) return TOP_UP_MESSAGES.required;
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return TOP_UP_MESSAGES.required;
  if (value < MIN_TOP_UP) return TOP_UP_MESSAGES.minimum;
  if (value > MAX_TOP_UP) return TOP_UP_MESSAGES.maximum;
  if (!hasCentsPrecision(value)) return TOP_UP_MESSAGES.cents;
  return null;
}
