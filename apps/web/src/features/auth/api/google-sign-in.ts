import type { TAuthResponse, TGoogleAuthRequest } from '@briefly/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/google: exchanges a Google ID token for a Briefly session. */
export const googleSignIn = (body: TGoogleAuthRequest) =>
  api.post<TAuthResponse>('/api/auth/google', body, { auth: false });

export const useGoogleSignIn = () => useMutation({ mutationKey: ['auth', 'google'], mutationFn: googleSignIn });
