import type { TConversationsResponse } from '@briefly/shared/messaging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeStatus } from '@/lib/realtime/hooks';

/** While the live stream is down, the list is read again this often (new messages come through it otherwise). */
export const CONVERSATIONS_FALLBACK_POLL_MS = 30_000;

/** GET /api/messages/conversations (bearer) → the user's conversations, newest activity first. */
export const getConversations = (signal?: AbortSignal) =>
  api.get<TConversationsResponse>('/api/messages/conversations', { signal });

export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.messaging.conversations(), queryFn: ({ signal }) => getConversations(signal) });

export const useConversations = () => {
  const live = useRealtimeStatus() === 'open';
  return useQuery({ ...conversationsQueryOptions(), refetchInterval: live ? false : CONVERSATIONS_FALLBACK_POLL_MS });
};

/** Unread messages across every conversation, for the Messages tab's count in the sidebar. */
export const useUnreadMessageCount = (): number => {
  const { data } = useConversations();
  return data?.conversations.reduce((sum, conversation) => sum + conversation.unreadCount, 0) ?? 0;
};
