import type { TNotification } from '@briefly/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshNotificationLists } from '../lib/notification-cache';

/**
 * POST /api/notifications/seed (bearer, demo mode only) → 201 { notification }: a test notification
 * for the caller (null when their preferences keep it out of the app).
 */
export const createTestNotification = async () =>
  (await api.post<{ notification: TNotification | null }>('/api/notifications/seed')).notification;

export const useCreateTestNotification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'seed'],
    mutationFn: createTestNotification,
    onSettled: () => refreshNotificationLists(queryClient),
  });
};
