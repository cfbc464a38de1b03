import type { TBriefResponse } from '@briefly/shared/briefs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';

/**
 * GET /api/briefs/:id/public: a brief that is not in the creator's list (a search hit, or an address
 * with `?brief=` for a brief that has closed). Only used when the list does not hold the brief.
 */
export const getBrief = (id: string, signal?: AbortSignal) =>
  api.get<TBriefResponse>(`/api/briefs/${encodeURIComponent(id)}/public`, { signal });

/** The public brief page's key: the same call for the same viewer, so both read one cached answer. */
export const briefQueryOptions = (id: string, viewerId: string | null) =>
  queryOptions({
    queryKey: queryKeys.marketplace.brief(id, viewerId),
    queryFn: ({ signal }) => getBrief(id, signal),
  });

export const useBrief = (id: string | null, enabled: boolean) => {
  const viewerId = useSession().user?.id ?? null;
  return useQuery({ ...briefQueryOptions(id ?? '', viewerId), enabled: enabled && Boolean(id) });
};
