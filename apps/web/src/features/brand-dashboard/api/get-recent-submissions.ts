import type { TBrandSubmissionsResponse } from '@briefly/shared/submissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The overview shows the four most recent submissions (spec part 1 §9). */
export const RECENT_SUBMISSIONS_LIMIT = 4;

/** GET /api/brands/submissions?limit=4 (bearer): newest first, the brand's own briefs only. */
export const getRecentSubmissions = (signal?: AbortSignal) =>
  api.get<TBrandSubmissionsResponse>('/api/brands/submissions', { signal, query: { limit: RECENT_SUBMISSIONS_LIMIT } });

/** Under the 'brand' key, so brief changes refresh it too. */
export const recentSubmissionsQueryOptions = () =>
  queryOptions({
    queryKey: ['brand', 'submissions', 'recent'],
    queryFn: ({ signal }) => getRecentSubmissions(signal),
  });

export const useRecentSubmissions = () => useQuery(recentSubmissionsQueryOptions());
