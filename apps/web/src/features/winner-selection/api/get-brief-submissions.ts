import { BRAND_SUBMISSIONS_LIMIT, type TBrandSubmissionsResponse } from '@briefly/shared/submissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { winnerKeys } from './query-keys';

/** GET /api/brands/submissions?briefId= (bearer): a brief's submissions with the creators' payout-account hints. */
export const getBriefSubmissions = (briefId: string, signal?: AbortSignal) =>
  api.get<TBrandSubmissionsResponse>('/api/brands/submissions', { signal, query: { briefId, limit: BRAND_SUBMISSIONS_LIMIT } });

export const briefSubmissionsQueryOptions = (briefId: string) =>
  queryOptions({ queryKey: winnerKeys.submissions(briefId), queryFn: ({ signal }) => getBriefSubmissions(briefId, signal) });

export const useBriefSubmissions = (briefId: string) => useQuery(briefSubmissionsQueryOptions(briefId));
