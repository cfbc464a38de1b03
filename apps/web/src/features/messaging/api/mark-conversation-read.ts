import type { TConversationsResponse, TMarkReadResponse } from '@briefly/shared/messaging';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/messages/:conversationId/read (bearer): the user has read everything in it. */
export const markConversationRead = (conversationId: string) =>
  api.post<TMarkReadResponse>(`/api/messages/${encodeURIComponent(conversationId)}/read`);

/** Shows the conversation read at once in the list. */
export function clearCachedUnread(queryClient: QueryClient, conversationId: string) {
  queryClient.setQueryData<TConversationsResponse>(queryKeys.messaging.conversations(), (data) =>
    data
      ? {
          ...data,
          conversations: data.conversations.map((conversation) =>
            conversation.id === conversationId ? { ...conversation, unreadCount: 0 } : conversation,
          ),
        }
      : data,
  );
}

/** Read-receipt errors are ignored (docs/product/messaging.md#messages): the next list refresh tells the truth. */
export const useMarkConversationRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onMutate: (conversationId) => clearCachedUnread(queryClient, conversationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.messaging.conversations() }),
  });
};
