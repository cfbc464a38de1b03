import type { TBrief, TPublicBriefsQuery } from '@briefly/shared/briefs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface PublicBriefsResponse {
  briefs: TBrief[];
  total: number;
  /** More briefs match than the server counts (marketplaceCountCap: ten pages from this one): `total` is the cap. Absent from older servers. */
  totalIsCapped?: boolean;
  page: number;
  limit: number;
}

/** What the marketplace asks for; every filter runs on the server. */
export type PublicBriefsParams = Partial<TPublicBriefsQuery>;

/** GET /api/briefs/public (no auth): published public briefs, searched, filtered, sorted and paged. */
export const getPublicBriefs = (params: PublicBriefsParams, signal?: AbortSignal) =>
  api.get<PublicBriefsResponse>('/api/briefs/public', { signal, auth: false, query: { ...params } });

export const publicBriefsQueryOptions = (params: PublicBriefsParams) =>
  queryOptions({
    queryKey: queryKeys.marketplace.briefs(params),
    queryFn: ({ signal }) => getPublicBriefs(params, signal),
    placeholderData: keepPreviousData,
  });

export const usePublicBriefs = (params: PublicBriefsParams) => useQuery(publicBriefsQueryOptions(params));
