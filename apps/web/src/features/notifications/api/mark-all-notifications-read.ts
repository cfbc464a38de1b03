import type { TNotificationsBulkResponse } from '@briefly/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { patchCachedNotifications, refreshNotificationLists } from '../lib/notification-cache';

/** POST /api/notifications/read-all (bearer, no body) → { updated, stats }. */
export const markAllNotificationsRead = () => api.post<TNotificationsBulkResponse>('/api/notifications/read-all');

export const useMarkAllNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'read-all'],
    mutationFn: markAllNotificationsRead,
    onMutate: () => patchCachedNotifications(queryClient, { allRead: true }),
    onSettled: () => refreshNotificationLists(queryClient),
  });
};
