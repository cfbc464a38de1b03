import type { BriefCategory } from '@briefly/shared/briefs';
import type { TPublicCreatorsResponse } from '@briefly/shared/creator-directory';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface PublicCreatorsParams {
  category?: BriefCategory;
  page: number;
}

/** GET /api/creators?category=&page= (public): 24 listed creators a page, by briefs won then rating. */
export const getPublicCreators = (params: PublicCreatorsParams, signal?: AbortSignal) =>
  api.get<TPublicCreatorsResponse>('/api/creators', {
    signal,
    auth: false,
    query: { category: params.category, page: params.page > 1 ? params.page : undefined },
  });

export const publicCreatorsQueryOptions = (params: PublicCreatorsParams) =>
  queryOptions({
    queryKey: queryKeys.marketplace.creators(params),
    queryFn: ({ signal }) => getPublicCreators(params, signal),
    placeholderData: keepPreviousData,
  });

export const usePublicCreators = (params: PublicCreatorsParams) => useQuery(publicCreatorsQueryOptions(params));
