import type { TForumPostResponse } from '@briefly/shared/forums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/forums/posts/:id (public; a signed-in member's first view of the day counts). */
export const getForumPost = (postId: string, signal?: AbortSignal) =>
  api.get<TForumPostResponse>(`/api/forums/posts/${encodeURIComponent(postId)}`, { signal });

export const forumPostQueryOptions = (postId: string) =>
  queryOptions({
    queryKey: queryKeys.forum.post(postId),
    queryFn: ({ signal }) => getForumPost(postId, signal),
    select: (response) => response.post,
  });

export const useForumPost = (postId: string) => useQuery(forumPostQueryOptions(postId));
