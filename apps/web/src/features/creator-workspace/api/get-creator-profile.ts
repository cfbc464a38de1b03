import type { TCreatorProfileResponse } from '@briefly/shared/submissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/creators/profile (bearer). */
export const getCreatorProfile = (signal?: AbortSignal) =>
  api.get<TCreatorProfileResponse>('/api/creators/profile', { signal });

export const creatorProfileQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.creator.profile(),
    queryFn: ({ signal }) => getCreatorProfile(signal),
  });

export const useCreatorProfile = () => useQuery(creatorProfileQueryOptions());
