import type { TConversationsResponse, TMessage, TMessagesResponse } from '@briefly/shared/messaging';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

type Pages = InfiniteData<TMessagesResponse, string | null>;

/**
 * Shows a message the user just sent at once: at the end of the open chat (page 0 is the newest) and
 * as the last message of its conversation, moved to the top of the list. The refetch the stream's
 * `message.created` causes then brings the server's view.
 */
export function appendCachedMessage(queryClient: QueryClient, message: TMessage) {
  queryClient.setQueryData<Pages>(queryKeys.messaging.messages(message.conversationId), (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((page) => page.messages.some((existing) => existing.id === message.id))) return data;
    const [newest, ...older] = data.pages;
    return { ...data, pages: [{ ...newest!, messages: [...newest!.messages, message] }, ...older] };
  });
  queryClient.setQueryData<TConversationsResponse>(queryKeys.messaging.conversations(), (data) => {
    if (!data) return data;
    const index = data.conversations.findIndex((conversation) => conversation.id === message.conversationId);
    if (index < 0) return data;
    const updated = {
      ...data.conversations[index]!,
      lastMessage: {
        type: message.type,
        content: message.content,
        fileName: message.fileName,
        senderId: message.senderId,
        timestamp: message.timestamp,
      },
      lastActivityAt: message.timestamp,
    };
    return { ...data, conversations: [updated, ...data.conversations.filter((_, position) => position !== index)] };
  });
}
