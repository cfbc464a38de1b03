import type { TBrandBriefsResponse } from '@briefly/shared/briefs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every brand query starts with this key, so one invalidation refreshes briefs, analytics and counts. */
export const BRAND_QUERY_ROOT = ['brand'] as const;

/** GET /api/brands/briefs (bearer): the brand's own briefs, newest first, with tiers and funding. */
export const getBrandBriefs = (signal?: AbortSignal) => api.get<TBrandBriefsResponse>('/api/brands/briefs', { signal });

export const brandBriefsQueryOptions = () =>
  queryOptions({
    queryKey: [...BRAND_QUERY_ROOT, 'briefs'],
    queryFn: ({ signal }) => getBrandBriefs(signal),
  });

export const useBrandBriefs = () => useQuery(brandBriefsQueryOptions());
