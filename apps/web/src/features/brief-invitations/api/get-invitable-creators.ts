import type { TBrandCreatorsResponse } from '@briefly/shared/briefs';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invitationKeys } from './query-keys';

/** The API's largest page (ZBrandCreatorsQuery). */
export const CREATORS_PAGE_SIZE = 100;

/** GET /api/brands/creators?limit=&page= (bearer): active creators, oldest account first, `total` the real count. */
export const getInvitableCreators = (page: number, signal?: AbortSignal) =>
  api.get<TBrandCreatorsResponse>('/api/brands/creators', { signal, query: { limit: CREATORS_PAGE_SIZE, page } });

export const invitableCreatorsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: invitationKeys.creators(),
    queryFn: ({ pageParam, signal }) => getInvitableCreators(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.creators.length, 0);
      return loaded < last.total && last.creators.length > 0 ? pages.length + 1 : undefined;
    },
  });

export const useInvitableCreators = (enabled = true) => useInfiniteQuery({ ...invitableCreatorsQueryOptions(), enabled });
