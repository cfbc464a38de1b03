import type { TBrandBriefsResponse } from '@briefly/shared/briefs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/brands/briefs (bearer): the brand's own briefs, each with its submissionsCount. The key
 * is the one My Briefs uses, so both read the same cached answer.
 */
export const getReviewBriefs = (signal?: AbortSignal) =>
  api.get<TBrandBriefsResponse>('/api/brands/briefs', { signal });

export const reviewBriefsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.brand.briefs(),
    queryFn: ({ signal }) => getReviewBriefs(signal),
  });

export const useReviewBriefs = () => useQuery(reviewBriefsQueryOptions());
