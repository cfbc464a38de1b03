// Error texts of the sign-in and registration screens (docs/product/accounts.md#sign-in, #registration-wizards).

import { MESSAGES } from '@briefly/shared/errors';
import { isApiError } from '@/lib/api-client';

/** Sign-in: wrong credentials, a Google-created account, rate limiting, otherwise a generic text. */
export function loginErrorMessage(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.genericError;
  if (error.code.startsWith('TWO_FACTOR_')) return error.body?.error || MESSAGES.twoFactorInvalid;
  if (error.status === 401) {
    if (error.body?.googleOAuthRequired) return error.body.error || MESSAGES.googleOAuthRequired;
    return MESSAGES.invalidCredentials;
  }
  if (error.status === 429 && error.body) return error.body.error;
  return MESSAGES.genericError;
}

/** Admin sign-in: the server's text, else 'Login failed'; no answer at all: the network text. */
export function adminLoginErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return MESSAGES.networkError;
    return error.body?.error || MESSAGES.adminLoginFailed;
  }
  return MESSAGES.networkError;
}

/** Registration: the server's text, else 'Registration failed'; network failure: the generic text. */
export function registrationErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.isNetworkError) return MESSAGES.genericError;
    return error.body?.error || MESSAGES.registrationFailed;
  }
  return MESSAGES.genericError;
}

/** Google sign-in: the server's text, else 'Google authentication failed'; exceptions get their own text. */
export function googleErrorMessage(error: unknown): string {
  if (isApiError(error) && !error.isNetworkError) return error.body?.error || MESSAGES.googleFailed;
  return 'Failed to authenticate with Google. Please try again.';
}

export const GOOGLE_CANCELLED_MESSAGE = 'Google Sign-In was cancelled or failed.';

/** The email or username is already taken: the fix is on the wizard's first step. */
export function isAccountConflict(error: unknown): boolean {
  return isApiError(error) && (error.code === 'EMAIL_TAKEN' || error.code === 'USERNAME_TAKEN');
}

/** Password, email and session screens: the server's own text when it answered, else the generic text. */
export function serverErrorMessage(error: unknown): string {
  return isApiError(error) && !error.isNetworkError && error.body ? error.body.error : MESSAGES.genericError;
}
