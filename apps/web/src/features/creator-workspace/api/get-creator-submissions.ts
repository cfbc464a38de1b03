import type { TCreatorSubmissionsResponse } from '@briefly/shared/submissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/creators/submissions (bearer): the creator's own submissions, newest first. */
export const getCreatorSubmissions = (signal?: AbortSignal) =>
  api.get<TCreatorSubmissionsResponse>('/api/creators/submissions', { signal });

export const creatorSubmissionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.creator.submissions(),
    queryFn: ({ signal }) => getCreatorSubmissions(signal),
  });

export const useCreatorSubmissions = (enabled = true) => useQuery({ ...creatorSubmissionsQueryOptions(), enabled });
