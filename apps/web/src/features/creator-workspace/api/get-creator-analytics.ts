import type { TCreatorAnalytics } from '@briefly/shared/submissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/creators/analytics (bearer): totals, success rate, monthly series, rating. */
export const getCreatorAnalytics = (signal?: AbortSignal) =>
  api.get<TCreatorAnalytics>('/api/creators/analytics', { signal });

export const creatorAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.creator.analytics(),
    queryFn: ({ signal }) => getCreatorAnalytics(signal),
  });

export const useCreatorAnalytics = () => useQuery(creatorAnalyticsQueryOptions());
