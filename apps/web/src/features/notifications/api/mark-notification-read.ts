import type { TNotification, TNotificationResponse } from '@briefly/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { patchCachedNotifications, refreshNotificationLists } from '../lib/notification-cache';

/** PATCH /api/notifications/:id/read (bearer, no body) → { notification }: marks it read (again keeps the first read time). */
export const markNotificationRead = async (id: string): Promise<TNotification> =>
  (await api.patch<TNotificationResponse>(`/api/notifications/${encodeURIComponent(id)}/read`)).notification;

/** Shown read at once in every list and the badge; the server's answer then replaces the guess. */
export const useMarkNotificationRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'read'],
    mutationFn: markNotificationRead,
    onMutate: (id) => patchCachedNotifications(queryClient, { read: [id] }),
    onSuccess: (notification) =>
      queryClient.setQueryData(queryKeys.notifications.detail(notification.id), notification),
    onSettled: () => refreshNotificationLists(queryClient),
  });
};
