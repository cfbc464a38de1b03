import type { TBrandCreatorsResponse } from '@briefly/shared/briefs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/brands/creators (bearer): active creators, oldest first; `total` is the real count. */
export const getBrandCreators = (limit: number, signal?: AbortSignal) =>
  api.get<TBrandCreatorsResponse>('/api/brands/creators', { signal, query: { limit } });

export const brandCreatorsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: queryKeys.brand.creators({ limit }),
    queryFn: ({ signal }) => getBrandCreators(limit, signal),
  });

export const useBrandCreators = (limit: number) => useQuery(brandCreatorsQueryOptions(limit));
