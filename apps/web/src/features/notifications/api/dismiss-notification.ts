import type { TDismissNotificationResponse } from '@briefly/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { patchCachedNotifications, refreshNotificationLists } from '../lib/notification-cache';

/** DELETE /api/notifications/:id (bearer) → { id, dismissed: true }: removes it from the user's lists. */
export const dismissNotification = (id: string) =>
  api.delete<TDismissNotificationResponse>(`/api/notifications/${encodeURIComponent(id)}`);

export const useDismissNotification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'dismiss'],
    mutationFn: dismissNotification,
    onMutate: (id) => patchCachedNotifications(queryClient, { dismissed: [id] }),
    onSuccess: (_answer, id) =>
      queryClient.removeQueries({ queryKey: queryKeys.notifications.detail(id), exact: true }),
    onSettled: () => refreshNotificationLists(queryClient),
  });
};
