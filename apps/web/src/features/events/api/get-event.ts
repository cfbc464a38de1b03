import type { TEventResponse } from '@briefly/shared/events';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';

/** GET /api/events/:id: an event opened from a link (it may not be in the filtered list). */
export const getEvent = (id: string, signal?: AbortSignal) =>
  api.get<TEventResponse>(`/api/events/${encodeURIComponent(id)}`, { signal });

export const eventQueryOptions = (id: string, viewerId: string | null) =>
  queryOptions({ queryKey: queryKeys.events.detail(id, viewerId), queryFn: ({ signal }) => getEvent(id, signal) });

export function useEvent(id: string | null) {
  const { user, status } = useSession();
  return useQuery({ ...eventQueryOptions(id ?? '', user?.id ?? null), enabled: id !== null && status !== 'checking' });
}

/** Where the browser downloads the event's calendar file (GET /api/events/:id/calendar.ics, public). */
export const eventCalendarHref = (id: string) => `/api/events/${encodeURIComponent(id)}/calendar.ics`;
