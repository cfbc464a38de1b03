import type { TNotificationPreferencesResponse } from '@briefly/shared/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/notifications/preferences (bearer) → { preferences, lockedInApp }: stored on the server per user. */
export const getNotificationPreferences = (signal?: AbortSignal) =>
  api.get<TNotificationPreferencesResponse>('/api/notifications/preferences', { signal });

export const notificationPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notifications.preferences(),
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });

export const useNotificationPreferences = () => useQuery(notificationPreferencesQueryOptions());
