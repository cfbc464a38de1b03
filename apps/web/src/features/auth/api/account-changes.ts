import type {
  TChangeEmailRequest,
  TChangePasswordRequest,
  TChangePasswordResponse,
  TMailRequestedResponse,
} from '@briefly/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsKey } from './sessions';

// Changing the signed-in user's password or address (docs/product/accounts.md#change-password-and-email).

/** POST /api/auth/change-password: every other session of the account ends; this one stays. */
export const changePassword = (body: TChangePasswordRequest) =>
  api.post<TChangePasswordResponse>('/api/auth/change-password', body);

/** POST /api/auth/change-email: a link to the new address; the address changes when it is opened. */
export const changeEmail = (body: TChangeEmailRequest) =>
  api.post<TMailRequestedResponse>('/api/auth/change-email', { ...body, newEmail: body.newEmail.trim() });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'change-password'],
    mutationFn: changePassword,
    // The other sessions are gone from the list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export const useChangeEmail = () => useMutation({ mutationKey: ['auth', 'change-email'], mutationFn: changeEmail });
