import type { TBrandBriefsResponse } from '@briefly/shared/briefs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/brands/briefs (bearer): the brand's own briefs, newest first, with tiers and funding. */
export const getBrandBriefs = (signal?: AbortSignal) => api.get<TBrandBriefsResponse>('/api/brands/briefs', { signal });

export const brandBriefsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.brand.briefs(),
    queryFn: ({ signal }) => getBrandBriefs(signal),
  });

export const useBrandBriefs = () => useQuery(brandBriefsQueryOptions());
