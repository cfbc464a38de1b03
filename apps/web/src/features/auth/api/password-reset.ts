import type { TMailRequestedResponse, TPasswordResetConfirmRequest } from '@briefly/shared/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/password-reset: 202 alike whether or not the address has an account. */
export const requestPasswordReset = (email: string) =>
  api.post<TMailRequestedResponse>('/api/auth/password-reset', { email: email.trim() }, { auth: false });

/** POST /api/auth/password-reset/confirm: a new password from a mailed link; every session of the account ends. */
export const confirmPasswordReset = (body: TPasswordResetConfirmRequest) =>
  api.post<{ ok: true }>('/api/auth/password-reset/confirm', body, { auth: false });

/** POST /api/auth/password-reset/check: whether a mailed link still works (used, expired, replaced: 400 saying which). */
export const checkPasswordReset = (token: string, signal?: AbortSignal) =>
  api.post<{ ok: true }>('/api/auth/password-reset/check', { token }, { auth: false, signal });

/** The reset page asks once, on arrival, whether its link still works; nothing is retried (a refusal is an answer). */
export const usePasswordResetCheck = (token: string) =>
  useQuery({
    queryKey: ['auth', 'password-reset', 'check', token],
    queryFn: ({ signal }) => checkPasswordReset(token, signal),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

export const useRequestPasswordReset = () =>
  useMutation({ mutationKey: ['auth', 'password-reset'], mutationFn: requestPasswordReset });
export const useConfirmPasswordReset = () =>
  useMutation({ mutationKey: ['auth', 'password-reset', 'confirm'], mutationFn: confirmPasswordReset });
