import type { TBriefResponse } from '@briefly/shared/briefs';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/briefs/:id/public (as the signed-in creator): the brand behind a brief, for a "Message"
 * button that only knows the brief (My Submissions). Shares its cache entry with the brief page.
 */
export const useBriefBrand = (briefId: string | null, viewerId: string) =>
  useQuery({
    queryKey: queryKeys.marketplace.brief(briefId ?? undefined, viewerId),
    queryFn: ({ signal }) => api.get<TBriefResponse>(`/api/briefs/${encodeURIComponent(briefId!)}/public`, { signal }),
    enabled: briefId !== null,
    select: (data) => ({
      brandId: data.brief.brand.id,
      brandName: data.brief.brand.companyName,
      briefTitle: data.brief.title,
    }),
  });
