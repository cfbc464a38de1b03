import type { TAdminDeleteEventResponse, TAdminEventRequest, TEvent, TEventResponse } from '@briefly/shared/events';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface AdminEventsResponse {
  events: TEvent[];
  total: number;
  page: number;
  limit: number;
}

export const ADMIN_EVENTS_PAGE_SIZE = 20;

/** GET /api/admin/events?page=&limit=: every event, newest start first. */
export const getAdminEvents = (page: number, signal?: AbortSignal) =>
  api.get<AdminEventsResponse>('/api/admin/events', { signal, query: { page, limit: ADMIN_EVENTS_PAGE_SIZE } });

export const useAdminEvents = (page: number) =>
  useQuery({
    queryKey: queryKeys.events.admin({ page }),
    queryFn: ({ signal }) => getAdminEvents(page, signal),
    placeholderData: keepPreviousData,
  });

/** Every write refreshes the admin list and the public pages' lists (same family). */
function useEventsWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.events.all() }),
  });
}

export const useCreateEvent = () =>
  useEventsWrite((body: TAdminEventRequest) => api.post<TEventResponse>('/api/admin/events', body));
export const useUpdateEvent = () =>
  useEventsWrite(({ id, body }: { id: string; body: TAdminEventRequest }) =>
    api.put<TEventResponse>(`/api/admin/events/${encodeURIComponent(id)}`, body),
  );
/** Cancels an event people registered for that is still to come; deletes it otherwise. */
export const useDeleteEvent = () =>
  useEventsWrite((id: string) => api.delete<TAdminDeleteEventResponse>(`/api/admin/events/${encodeURIComponent(id)}`));
