import type { TBrandAnalytics } from '@briefly/shared/briefs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/rewards/analytics/brand (bearer): every figure from the database and the ledger. */
export const getBrandAnalytics = (signal?: AbortSignal) =>
  api.get<TBrandAnalytics>('/api/rewards/analytics/brand', { signal });

/** Under the brand family, so brief changes refresh the figures too. */
export const brandAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.brand.analytics(),
    queryFn: ({ signal }) => getBrandAnalytics(signal),
  });

export const useBrandAnalytics = () => useQuery(brandAnalyticsQueryOptions());
