import type { TBrandAnalytics } from '@briefly/shared/briefs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/rewards/analytics/brand (bearer): every figure from the database and the ledger. */
export const getBrandAnalytics = (signal?: AbortSignal) => api.get<TBrandAnalytics>('/api/rewards/analytics/brand', { signal });

/** Under the 'brand' key, so brief changes refresh the figures too. */
export const brandAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: ['brand', 'analytics'],
    queryFn: ({ signal }) => getBrandAnalytics(signal),
  });

export const useBrandAnalytics = () => useQuery(brandAnalyticsQueryOptions());
