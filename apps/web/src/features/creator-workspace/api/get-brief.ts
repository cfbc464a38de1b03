import type { TBriefResponse } from '@briefly/shared/briefs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { creatorKeys } from './query-keys';

/**
 * GET /api/briefs/:id/public: a brief that is not in the creator's list (a search hit, or an address
 * with `?brief=` for a brief that has closed). Only used when the list does not hold the brief.
 */
export const getBrief = (id: string, signal?: AbortSignal) =>
  api.get<TBriefResponse>(`/api/briefs/${encodeURIComponent(id)}/public`, { signal });

export const briefQueryOptions = (id: string) =>
  queryOptions({
    queryKey: creatorKeys.brief(id),
    queryFn: ({ signal }) => getBrief(id, signal),
  });

export const useBrief = (id: string | null, enabled: boolean) => useQuery({ ...briefQueryOptions(id ?? ''), enabled: enabled && Boolean(id) });
