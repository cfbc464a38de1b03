import { WITHDRAWAL_MESSAGES } from '@briefly/shared/rewards';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';

export const payoutAccountNotFound = () => notFound('Payout account');
export const unsafeReturnUrl = () => badRequest('Return and refresh URLs must be pages of this site');

export const withdrawalNotFound = () => notFound('Withdrawal request');
export const exceedsBalance = () => new AppError(409, 'INSUFFICIENT_BALANCE', WITHDRAWAL_MESSAGES.exceedsBalance);
export const noPayoutAccount = () => new AppError(409, 'PAYOUT_ACCOUNT_REQUIRED', WITHDRAWAL_MESSAGES.noAccount);
export const withdrawalNotPending = () => new AppError(409, 'WITHDRAWAL_NOT_PENDING', WITHDRAWAL_MESSAGES.notPending);
