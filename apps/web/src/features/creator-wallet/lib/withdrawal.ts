import { hasCentsPrecision } from '@briefly/shared/money';
import { WITHDRAWAL_MESSAGES } from '@briefly/shared/rewards';

export const MIN_WITHDRAWAL = 1;
export const WITHDRAWAL_FORM_MESSAGES = {
  required: 'Enter an amount to withdraw',
  minimum: 'The minimum withdrawal is $1.00',
  cents: 'Amounts can have at most 2 decimals',
} as const;

/** The withdrawal form's checks (the server runs the same ones): 1 ≤ amount ≤ available, whole cents. */
export function withdrawalError(amount: number | string, available: number): string | null {
  if (amount === '' || amount === null) return WITHDRAWAL_FORM_MESSAGES.required;
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return WITHDRAWAL_FORM_MESSAGES.required;
  if (value < MIN_WITHDRAWAL) return WITHDRAWAL_FORM_MESSAGES.minimum;
  if (!hasCentsPrecision(value)) return WITHDRAWAL_FORM_MESSAGES.cents;
  if (value > available + 1e-9) return WITHDRAWAL_MESSAGES.exceedsBalance;
  return null;
}
