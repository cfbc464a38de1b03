import { BRIEF_FUNDING_MESSAGES } from '@briefly/shared/briefs';
import { formatCents } from '@briefly/shared/money';
import { AppError, conflict } from '../../lib/errors.ts';
import {
  cardDeclined,
  CardError,
  IdempotencyKeyReusedError,
  ProviderRequestError,
  ProviderUnavailableError,
  WebhookSignatureError,
} from '../../integrations/payments/errors.ts';

// The brief a brand asks to pay for: gone or not theirs, or funded already (the briefs module's words).
export const briefNotFound = () => new AppError(404, 'NOT_FOUND', 'Brief not found');
export const briefAlreadyFunded = () => conflict(BRIEF_FUNDING_MESSAGES.alreadyFunded, 'BRIEF_ALREADY_FUNDED');
export const paymentNotFound = () => new AppError(404, 'PAYMENT_NOT_FOUND', BRIEF_FUNDING_MESSAGES.paymentNotFound);
export const paymentNotSucceeded = () =>
  new AppError(402, 'PAYMENT_REQUIRED', BRIEF_FUNDING_MESSAGES.paymentNotSucceeded);
export const paymentAlreadyUsed = () =>
  new AppError(409, 'PAYMENT_ALREADY_USED', BRIEF_FUNDING_MESSAGES.paymentAlreadyUsed);
export const paymentForAnotherBrief = () =>
  new AppError(409, 'PAYMENT_ALREADY_USED', 'This payment was made for another brief');
export const paymentAmountMismatch = (paidCents: number, rewardCents: number) =>
  new AppError(
    409,
    'PAYMENT_AMOUNT_MISMATCH',
    `The payment was for ${formatCents(paidCents)}, but the brief's reward is ${formatCents(rewardCents)}`,
  );
export const paymentCurrencyMismatch = (currency: string) =>
  new AppError(409, 'PAYMENT_AMOUNT_MISMATCH', `The payment was in ${currency.toUpperCase()}, not USD`);
export const paymentMovedToWallet = () =>
  new AppError(
    409,
    'PAYMENT_AMOUNT_MISMATCH',
    'The brief changed or was funded another way before this payment arrived, so the payment was added to your wallet.',
  );
export const webhookSignatureInvalid = (reason: string) =>
  new AppError(400, 'WEBHOOK_SIGNATURE_INVALID', `Invalid webhook signature: ${reason}`);

/** Provider failures at the edge of the API (docs/product/money-and-ledger.md#payments-provider). */
export function fromProviderError(error: unknown): unknown {
  if (error instanceof CardError) return cardDeclined(error);
  if (error instanceof IdempotencyKeyReusedError)
    return new AppError(422, 'IDEMPOTENCY_KEY_REUSED', 'This request key was already used for a different request');
  if (error instanceof ProviderUnavailableError) return new AppError(503, 'PROVIDER_UNAVAILABLE', error.message);
  if (error instanceof ProviderRequestError)
    return new AppError(502, 'PROVIDER_ERROR', 'The payments provider refused the request. Please try again later.');
  if (error instanceof WebhookSignatureError) return webhookSignatureInvalid(error.message);
  return error;
}

export async function withProvider<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw fromProviderError(error);
  }
}
