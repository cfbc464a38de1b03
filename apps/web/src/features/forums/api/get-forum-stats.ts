import type { TForumStatsResponse } from '@briefly/shared/forums';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/forums/stats (public): the community page's figures, from the database. */
export const getForumStats = (signal?: AbortSignal) =>
  api.get<TForumStatsResponse>('/api/forums/stats', { signal, auth: false });

export const forumStatsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.forum.stats(),
    queryFn: ({ signal }) => getForumStats(signal),
    select: (response) => response.stats,
  });

export const useForumStats = () => useQuery(forumStatsQueryOptions());
