import { CHAT_USERS_DEFAULT_LIMIT, type TChatUsersResponse } from '@briefly/shared/messaging';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/messages/available-users?search=&limit=&offset= (bearer) → people this user may start a chat with. */
export const getAvailableUsers = (search: string, offset: number, signal?: AbortSignal) =>
  api.get<TChatUsersResponse>('/api/messages/available-users', {
    query: { search: search || undefined, limit: CHAT_USERS_DEFAULT_LIMIT, offset: offset || undefined },
    signal,
  });

export const availableUsersQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.messaging.availableUsers(search),
    queryFn: ({ pageParam, signal }) => getAvailableUsers(search, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.hasMore ? pages.reduce((sum, page) => sum + page.users.length, 0) : undefined,
  });

/** Page by page ('Show more'); the previous answer stays while a new search loads. */
export const useAvailableUsers = (search: string, enabled = true) =>
  useInfiniteQuery({ ...availableUsersQueryOptions(search), enabled, placeholderData: keepPreviousData });
