import type { TBlockResponse } from '@briefly/shared/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const blockPath = (conversationId: string) => `/api/messages/${encodeURIComponent(conversationId)}/block`;

/** POST /api/messages/:conversationId/block (bearer): no more messages either way until unblocked. */
export const blockConversation = (conversationId: string) => api.post<TBlockResponse>(blockPath(conversationId));

/** DELETE /api/messages/:conversationId/block (bearer). */
export const unblockConversation = (conversationId: string) => api.delete<TBlockResponse>(blockPath(conversationId));

export const useSetBlocked = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, blocked }: { conversationId: string; blocked: boolean }) =>
      blocked ? blockConversation(conversationId) : unblockConversation(conversationId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.messaging.all() }),
  });
};
