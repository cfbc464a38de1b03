import {
  applyNotificationPreferences,
  type TNotificationPreferencesResponse,
  type TUpdateNotificationPreferencesRequest,
} from '@briefly/shared/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/notifications/preferences (bearer) { any part } → { preferences, lockedInApp }: what is left out keeps its value. */
export const updateNotificationPreferences = (change: TUpdateNotificationPreferencesRequest) =>
  api.put<TNotificationPreferencesResponse>('/api/notifications/preferences', change);

/** A switch flips at once; a failure puts the stored value back. */
export const useUpdateNotificationPreferences = () => {
  const queryClient = useQueryClient();
  const key = queryKeys.notifications.preferences();
  return useMutation({
    mutationKey: ['notifications', 'preferences', 'update'],
    mutationFn: updateNotificationPreferences,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TNotificationPreferencesResponse>(key);
      if (previous)
        queryClient.setQueryData<TNotificationPreferencesResponse>(key, {
          ...previous,
          preferences: applyNotificationPreferences(previous.preferences, change),
        });
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (answer) => queryClient.setQueryData(key, answer),
  });
};
