import type { TReportConversationRequest, TReportConversationResponse } from '@briefly/shared/messaging';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/messages/:conversationId/report (bearer) { reason, block } → the report (to the admins' queue). */
export const reportConversation = (conversationId: string, body: TReportConversationRequest) =>
  api.post<TReportConversationResponse>(`/api/messages/${encodeURIComponent(conversationId)}/report`, body);

export const useReportConversation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ conversationId, ...body }: TReportConversationRequest & { conversationId: string }) =>
      reportConversation(conversationId, body),
    onSuccess: (response) => {
      if (response.blockedByMe) void queryClient.invalidateQueries({ queryKey: queryKeys.messaging.all() });
    },
  });
};
