import type { TMessage, TMessagesResponse } from '@briefly/shared/messaging';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeStatus } from '@/lib/realtime/hooks';
import { CONVERSATIONS_FALLBACK_POLL_MS } from './get-conversations';

/**
 * GET /api/messages/:conversationId?before= (bearer) → { conversation, messages (oldest to newest),
 * nextCursor }: the newest page first, then `before` the cursor for earlier ones. 404 for anyone
 * who is not a participant.
 */
export const getMessages = (conversationId: string, before: string | null, signal?: AbortSignal) =>
  api.get<TMessagesResponse>(`/api/messages/${encodeURIComponent(conversationId)}`, {
    query: { before: before ?? undefined },
    signal,
  });

export const messagesQueryOptions = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.messaging.messages(conversationId),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The open thread; read again now and then while the live stream is down. */
export const useMessages = (conversationId: string) => {
  const live = useRealtimeStatus() === 'open';
  return useInfiniteQuery({
    ...messagesQueryOptions(conversationId),
    refetchInterval: live ? false : CONVERSATIONS_FALLBACK_POLL_MS,
  });
};

/** Every loaded message, oldest first (page 0 is the newest page). */
export const flattenPages = (pages: readonly TMessagesResponse[] | undefined): TMessage[] =>
  pages ? [...pages].reverse().flatMap((page) => page.messages) : [];
