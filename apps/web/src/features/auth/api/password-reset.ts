import type { TMailRequestedResponse, TPasswordResetConfirmRequest } from '@briefly/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/password-reset: 202 alike whether or not the address has an account. */
export const requestPasswordReset = (email: string) =>
  api.post<TMailRequestedResponse>('/api/auth/password-reset', { email: email.trim() }, { auth: false });

/** POST /api/auth/password-reset/confirm: a new password from a mailed link; every session of the account ends. */
export const confirmPasswordReset = (body: TPasswordResetConfirmRequest) =>
  api.post<{ ok: true }>('/api/auth/password-reset/confirm', body, { auth: false });

export const useRequestPasswordReset = () =>
  useMutation({ mutationKey: ['auth', 'password-reset'], mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () =>
  useMutation({ mutationKey: ['auth', 'password-reset', 'confirm'], mutationFn: confirmPasswordReset });
