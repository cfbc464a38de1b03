import { MESSAGES } from '@briefly/shared/errors';
import { AppError } from '../../lib/errors.ts';

export const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
export const googleOAuthRequired = () =>
  new AppError(401, 'GOOGLE_OAUTH_REQUIRED', MESSAGES.googleOAuthRequired, undefined, { googleOAuthRequired: true });
export const googleAuthFailed = () => new AppError(401, 'GOOGLE_AUTH_FAILED', MESSAGES.googleFailed);
export const googleAccountNotFound = () => new AppError(404, 'GOOGLE_ACCOUNT_NOT_FOUND', MESSAGES.googleNoAccount);
export const googleNotConfigured = () =>
  new AppError(400, 'GOOGLE_NOT_CONFIGURED', 'Google Sign-In is not available on this server.');
export const emailTaken = () => new AppError(409, 'EMAIL_TAKEN', MESSAGES.emailTaken);
export const userNameTaken = () => new AppError(409, 'USERNAME_TAKEN', MESSAGES.usernameTaken);
export const accountDeactivated = () =>
  new AppError(403, 'ACCOUNT_DEACTIVATED', 'This account has been deactivated. Please contact support.');
/** Too many sign-in attempts on one account (docs/product/accounts.md#rate-limits). */
export const tooManyAttempts = (retryAfterMs: number) =>
  new AppError(429, 'RATE_LIMITED', MESSAGES.rateLimited, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });

// Mailed links (docs/product/accounts.md#password-reset): a refusal changes nothing.
export const resetLinkInvalid = () => new AppError(400, 'TOKEN_INVALID', MESSAGES.resetLinkInvalid);
export const resetLinkExpired = () => new AppError(400, 'TOKEN_EXPIRED', MESSAGES.resetLinkExpired);
export const resetLinkUsed = () => new AppError(400, 'TOKEN_USED', MESSAGES.resetLinkUsed);
export const verifyLinkInvalid = () => new AppError(400, 'TOKEN_INVALID', MESSAGES.verifyLinkInvalid);
export const verifyLinkExpired = () => new AppError(400, 'TOKEN_EXPIRED', MESSAGES.verifyLinkExpired);
export const verifyLinkUsed = () => new AppError(400, 'TOKEN_USED', MESSAGES.verifyLinkUsed);
/** A link superseded by a newer mail of the same kind: expired (the code clients know), saying why. */
export const resetLinkReplaced = () => new AppError(400, 'TOKEN_EXPIRED', MESSAGES.resetLinkReplaced);
export const verifyLinkReplaced = () => new AppError(400, 'TOKEN_EXPIRED', MESSAGES.verifyLinkReplaced);
/** Money does not leave for an address nobody has proved (docs/product/accounts.md#verified-email-addresses). */
export const emailNotVerified = () => new AppError(403, 'EMAIL_NOT_VERIFIED', MESSAGES.emailNotVerified);

// Changing the password or the address (docs/product/accounts.md#change-password-and-email). A wrong
// current password is a 400, not a 401: the caller is signed in, and a 401 means "sign in again".
export const currentPasswordWrong = () => new AppError(400, 'CURRENT_PASSWORD_WRONG', MESSAGES.currentPasswordWrong);
export const noPasswordToChange = () => new AppError(400, 'NO_PASSWORD', MESSAGES.noPasswordToChange);
export const sameEmail = () => new AppError(400, 'SAME_EMAIL', MESSAGES.sameEmail);
export const emailChangeTaken = () => new AppError(409, 'EMAIL_TAKEN', MESSAGES.emailChangeTaken);
