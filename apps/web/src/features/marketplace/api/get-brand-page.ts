import type { TPublicBrandBriefsResponse } from '@briefly/shared/briefs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/public/brands/:brandId/briefs (no auth): the brand and its active briefs. */
export const getBrandPage = (brandId: string, signal?: AbortSignal) =>
  api.get<TPublicBrandBriefsResponse>(`/api/public/brands/${encodeURIComponent(brandId)}/briefs`, {
    signal,
    auth: false,
  });

export const brandPageQueryOptions = (brandId: string) =>
  queryOptions({
    queryKey: queryKeys.marketplace.brandPage(brandId),
    queryFn: ({ signal }) => getBrandPage(brandId, signal),
  });

export const useBrandPage = (brandId: string, enabled = true) =>
  useQuery({ ...brandPageQueryOptions(brandId), enabled });
