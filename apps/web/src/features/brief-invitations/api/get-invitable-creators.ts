import type { TBrandCreatorsResponse } from '@briefly/shared/briefs';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The API's largest page (ZBrandCreatorsQuery). */
export const CREATORS_PAGE_SIZE = 100;

/**
 * GET /api/brands/creators?limit=&page=&search= (bearer): active creators matching part of a name,
 * username or email, oldest account first; `total` counts every match.
 */
export const getInvitableCreators = (page: number, search: string, signal?: AbortSignal) =>
  api.get<TBrandCreatorsResponse>('/api/brands/creators', {
    signal,
    query: { limit: CREATORS_PAGE_SIZE, page, search: search || undefined },
  });

export const invitableCreatorsQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.brand.invitableCreators(search),
    queryFn: ({ pageParam, signal }) => getInvitableCreators(pageParam, search, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.creators.length, 0);
      return loaded < last.total && last.creators.length > 0 ? pages.length + 1 : undefined;
    },
  });

/** The list keeps showing the previous answer while a new search loads, so typing does not flash skeletons. */
export const useInvitableCreators = (search: string, enabled = true) =>
  useInfiniteQuery({ ...invitableCreatorsQueryOptions(search), enabled, placeholderData: keepPreviousData });
