import type { TNotification, TNotificationResponse } from '@briefly/shared/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/notifications/:id (bearer) → { notification }: one of the user's (404 when it is not theirs or was dismissed). Does not mark it read. */
export const getNotification = async (id: string, signal?: AbortSignal): Promise<TNotification> =>
  (await api.get<TNotificationResponse>(`/api/notifications/${encodeURIComponent(id)}`, { signal })).notification;

export const notificationQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.notifications.detail(id), queryFn: ({ signal }) => getNotification(id, signal) });

export const useNotification = (id: string) => useQuery(notificationQueryOptions(id));
