import type { TCreatorBriefsResponse } from '@briefly/shared/submissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/creators/briefs (bearer): the briefs this creator can see, each with their own application. */
export const getCreatorBriefs = (signal?: AbortSignal) =>
  api.get<TCreatorBriefsResponse>('/api/creators/briefs', { signal });

export const creatorBriefsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.creator.briefs(),
    queryFn: ({ signal }) => getCreatorBriefs(signal),
  });

export const useCreatorBriefs = () => useQuery(creatorBriefsQueryOptions());
