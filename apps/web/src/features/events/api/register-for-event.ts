import type { TEventRegistrationResponse } from '@briefly/shared/events';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/events/:id/register: a JSON content type and no body, as the spec's client sends it. */
export const registerForEvent = (id: string) =>
  api.post<TEventRegistrationResponse>(`/api/events/${encodeURIComponent(id)}/register`, undefined, {
    headers: { 'Content-Type': 'application/json' },
  });

/** DELETE /api/events/:id/register. */
export const cancelEventRegistration = (id: string) =>
  api.delete<TEventRegistrationResponse>(`/api/events/${encodeURIComponent(id)}/register`);

/** Registering or cancelling: every events list and detail is refreshed (seat counts move for everyone). */
export function useEventRegistration() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: queryKeys.events.all() });
  const register = useMutation({ mutationFn: registerForEvent, onSettled });
  const cancel = useMutation({ mutationFn: cancelEventRegistration, onSettled });
  return { register, cancel };
}
