import type { TBrandBriefsResponse } from '@briefly/shared/briefs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/brands/briefs (bearer), the key My Briefs uses; the private, not archived ones are picked out. */
export const getBrandBriefs = (signal?: AbortSignal) => api.get<TBrandBriefsResponse>('/api/brands/briefs', { signal });

export const privateBriefsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.brand.briefs(),
    queryFn: ({ signal }) => getBrandBriefs(signal),
  });

export const usePrivateBriefs = (enabled = true) =>
  useQuery({
    ...privateBriefsQueryOptions(),
    enabled,
    select: (response) => response.briefs.filter((brief) => brief.isPrivate && brief.status !== 'archived'),
  });
