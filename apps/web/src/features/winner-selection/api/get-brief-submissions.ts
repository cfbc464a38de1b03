import { BRAND_SUBMISSIONS_LIMIT, type TBrandSubmissionsResponse } from '@briefly/shared/submissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/brands/submissions?briefId= (bearer): a brief's submissions with the creators' payout-account
 * hints. The same call and key as Review Submissions, so both tabs share one answer.
 */
export const getBriefSubmissions = (briefId: string, signal?: AbortSignal) =>
  api.get<TBrandSubmissionsResponse>('/api/brands/submissions', {
    signal,
    query: { briefId, limit: BRAND_SUBMISSIONS_LIMIT },
  });

export const briefSubmissionsQueryOptions = (briefId: string) =>
  queryOptions({
    queryKey: queryKeys.brand.submissions({ briefId, limit: BRAND_SUBMISSIONS_LIMIT }),
    queryFn: ({ signal }) => getBriefSubmissions(briefId, signal),
  });

export const useBriefSubmissions = (briefId: string) => useQuery(briefSubmissionsQueryOptions(briefId));
