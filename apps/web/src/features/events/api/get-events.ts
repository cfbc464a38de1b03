import type { EventCategoryFilter, EventFilter } from '@briefly/shared/event-rules';
import type { TEventsResponse } from '@briefly/shared/events';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';

export interface EventsParams {
  filter: EventFilter;
  category: EventCategoryFilter;
}

/** GET /api/events (public; the token, when there is one, marks the events the viewer registered for). */
export const getEvents = (params: EventsParams, signal?: AbortSignal) =>
  api.get<TEventsResponse>('/api/events', {
    signal,
    // The spec's client leaves out what is "all".
    query: {
      filter: params.filter === 'all' ? undefined : params.filter,
      category: params.category === 'all' ? undefined : params.category,
    },
  });

export const eventsQueryOptions = (params: EventsParams, viewerId: string | null) =>
  queryOptions({
    queryKey: queryKeys.events.list(params, viewerId),
    queryFn: ({ signal }) => getEvents(params, signal),
    placeholderData: keepPreviousData,
  });

export function useEvents(params: EventsParams) {
  const { user, status } = useSession();
  // Wait for a stored session to be confirmed, so a list is not fetched twice (as a visitor, then as the user).
  return useQuery({ ...eventsQueryOptions(params, user?.id ?? null), enabled: status !== 'checking' });
}
