import { MESSAGES } from '@briefly/shared/errors';
import { AppError } from '../../lib/errors.ts';

export const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
export const googleOAuthRequired = () => new AppError(401, 'GOOGLE_OAUTH_REQUIRED', MESSAGES.googleOAuthRequired, undefined, { googleOAuthRequired: true });
export const googleAuthFailed = () => new AppError(401, 'GOOGLE_AUTH_FAILED', MESSAGES.googleFailed);
export const googleAccountNotFound = () => new AppError(404, 'GOOGLE_ACCOUNT_NOT_FOUND', MESSAGES.googleNoAccount);
export const googleNotConfigured = () => new AppError(400, 'GOOGLE_NOT_CONFIGURED', 'Google Sign-In is not available on this server.');
export const emailTaken = () => new AppError(409, 'EMAIL_TAKEN', MESSAGES.emailTaken);
export const userNameTaken = () => new AppError(409, 'USERNAME_TAKEN', MESSAGES.usernameTaken);
export const accountDeactivated = () => new AppError(403, 'ACCOUNT_DEACTIVATED', 'This account has been deactivated. Please contact support.');
/** Too many sign-in attempts on one account (docs/product/accounts.md#rate-limits). */
export const tooManyAttempts = (retryAfterMs: number) =>
  new AppError(429, 'RATE_LIMITED', MESSAGES.rateLimited, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
