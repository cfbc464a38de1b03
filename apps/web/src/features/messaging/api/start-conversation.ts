import type { TStartConversationRequest, TStartConversationResponse } from '@briefly/shared/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/messages/conversations (bearer) { receiverId, initialMessage, briefId? } → the conversation
 * and its first message. Starting again with the same person answers the existing conversation, with
 * the message added to it.
 */
export const startConversation = (body: TStartConversationRequest) =>
  api.post<TStartConversationResponse>('/api/messages/conversations', body);

export const useStartConversation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: ({ conversation }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.messaging.conversations() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.messaging.messages(conversation.id) });
    },
  });
};
