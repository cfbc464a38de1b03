import type { TNotificationsBulkResponse } from '@briefly/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshNotificationLists } from '../lib/notification-cache';

/** POST /api/notifications/dismiss-all (bearer, no body) → { updated, stats }: empties the user's lists. */
export const dismissAllNotifications = () => api.post<TNotificationsBulkResponse>('/api/notifications/dismiss-all');

export const useDismissAllNotifications = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'dismiss-all'],
    mutationFn: dismissAllNotifications,
    onSettled: () => refreshNotificationLists(queryClient),
  });
};
