import type { TForumRepliesResponse } from '@briefly/shared/forums';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const REPLIES_PAGE_SIZE = 50;

/** GET /api/forums/posts/:id/replies (public): oldest first, one page after `cursor`. */
export const getForumReplies = (postId: string, cursor: string | undefined, signal?: AbortSignal) =>
  api.get<TForumRepliesResponse>(`/api/forums/posts/${encodeURIComponent(postId)}/replies`, {
    signal,
    query: { cursor, limit: REPLIES_PAGE_SIZE },
  });

export const forumRepliesQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.forum.replies(postId),
    queryFn: ({ pageParam, signal }) => getForumReplies(postId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useForumReplies = (postId: string) => useInfiniteQuery(forumRepliesQueryOptions(postId));
