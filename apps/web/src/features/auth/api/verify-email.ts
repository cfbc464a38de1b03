import type { TMailRequestedResponse, TVerifyEmailResponse } from '@briefly/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/verify-email: the mailed link's token verifies the address (no session needed), or
 * confirms a change of address (`changedTo`: the account's address from now on).
 */
export const verifyEmail = (token: string) =>
  api.post<TVerifyEmailResponse>('/api/auth/verify-email', { token }, { auth: false });

/** POST /api/auth/verify-email/resend: a new link to the signed-in user's address. */
export const resendVerification = () => api.post<TMailRequestedResponse>('/api/auth/verify-email/resend');

export const useVerifyEmail = () => useMutation({ mutationKey: ['auth', 'verify-email'], mutationFn: verifyEmail });
export const useResendVerification = () =>
  useMutation({ mutationKey: ['auth', 'verify-email', 'resend'], mutationFn: resendVerification });
