import type { TMessageResponse, TSendMessageRequest } from '@briefly/shared/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { appendCachedMessage } from '../lib/messages-cache';

/** POST /api/messages (bearer) { conversationId, content, type: 'text' } → the message. */
export const sendMessage = (body: TSendMessageRequest) => api.post<TMessageResponse>('/api/messages', body);

export const useSendMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: ({ message }) => {
      appendCachedMessage(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: queryKeys.messaging.conversations() });
    },
  });
};
