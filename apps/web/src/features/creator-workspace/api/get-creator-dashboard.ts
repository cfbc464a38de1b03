import type { TCreatorDashboard } from '@briefly/shared/submissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/creators/dashboard (bearer): the overview's figures and recent activity. */
export const getCreatorDashboard = (signal?: AbortSignal) =>
  api.get<TCreatorDashboard>('/api/creators/dashboard', { signal });

export const creatorDashboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.creator.dashboard(),
    queryFn: ({ signal }) => getCreatorDashboard(signal),
  });

export const useCreatorDashboard = () => useQuery(creatorDashboardQueryOptions());
