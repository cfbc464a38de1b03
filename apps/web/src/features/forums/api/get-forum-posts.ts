import type { ForumCategory, ForumSort } from '@briefly/shared/forum-rules';
import type { TForumPostsResponse } from '@briefly/shared/forums';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface ForumPostsParams {
  category?: ForumCategory;
  search?: string;
  sort: ForumSort;
}

export const FORUM_PAGE_SIZE = 20;

/** GET /api/forums/posts (public; the token, when stored, adds the viewer's likes): one page after `cursor`. */
export const getForumPosts = (params: ForumPostsParams, cursor: string | undefined, signal?: AbortSignal) =>
  api.get<TForumPostsResponse>('/api/forums/posts', { signal, query: { ...params, cursor, limit: FORUM_PAGE_SIZE } });

export const forumPostsQueryOptions = (params: ForumPostsParams) =>
  infiniteQueryOptions({
    queryKey: queryKeys.forum.posts(params),
    queryFn: ({ pageParam, signal }) => getForumPosts(params, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const useForumPosts = (params: ForumPostsParams, enabled = true) =>
  useInfiniteQuery({ ...forumPostsQueryOptions(params), enabled });
