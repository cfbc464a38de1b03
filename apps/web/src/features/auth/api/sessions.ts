import type { TRevokeOthersResponse, TSessionsResponse } from '@briefly/shared/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The signed-in user's own sessions (docs/product/accounts.md#sessions).

export const sessionsKey = ['auth', 'sessions'] as const;

/** GET /api/auth/sessions: every live session of the caller, this one marked `current`. */
export const getSessions = () => api.get<TSessionsResponse>('/api/auth/sessions');

/** DELETE /api/auth/sessions/:id: signs that session out (its live updates stop too). */
export const revokeSession = (id: string) => api.delete<null>(`/api/auth/sessions/${encodeURIComponent(id)}`);

/** POST /api/auth/sessions/revoke-others: signs out every session but this one. */
export const revokeOtherSessions = () => api.post<TRevokeOthersResponse>('/api/auth/sessions/revoke-others');

export const useSessions = (enabled = true) => useQuery({ queryKey: sessionsKey, queryFn: getSessions, enabled });

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'sessions', 'revoke'],
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'sessions', 'revoke-others'],
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
