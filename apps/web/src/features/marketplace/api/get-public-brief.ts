import type { TBriefResponse } from '@briefly/shared/briefs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/briefs/:id/public: one brief, if the caller may see it (the token is sent when there is
 * one: a brand sees its own drafts, an invited creator a private brief). 404 for anything else.
 */
export const getPublicBrief = (briefId: string, signal?: AbortSignal) =>
  api.get<TBriefResponse>(`/api/briefs/${encodeURIComponent(briefId)}/public`, { signal });

export const publicBriefQueryOptions = (briefId: string, viewerId: string | null) =>
  queryOptions({
    queryKey: queryKeys.marketplace.brief(briefId, viewerId),
    queryFn: ({ signal }) => getPublicBrief(briefId, signal),
  });

export const usePublicBrief = (briefId: string, viewerId: string | null, enabled = true) =>
  useQuery({ ...publicBriefQueryOptions(briefId, viewerId), enabled });
