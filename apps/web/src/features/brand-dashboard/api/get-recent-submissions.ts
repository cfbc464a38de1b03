import type { TBrandSubmissionsResponse } from '@briefly/shared/submissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The overview shows the four most recent submissions (docs/product/brand-dashboard.md#overview). */
export const RECENT_SUBMISSIONS_LIMIT = 4;

/** GET /api/brands/submissions?limit=4 (bearer): newest first, the brand's own briefs only. */
export const getRecentSubmissions = (signal?: AbortSignal) =>
  api.get<TBrandSubmissionsResponse>('/api/brands/submissions', { signal, query: { limit: RECENT_SUBMISSIONS_LIMIT } });

/** In the brand submissions family, so a review or a new application refreshes it too. */
export const recentSubmissionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.brand.submissions({ limit: RECENT_SUBMISSIONS_LIMIT }),
    queryFn: ({ signal }) => getRecentSubmissions(signal),
  });

export const useRecentSubmissions = () => useQuery(recentSubmissionsQueryOptions());
