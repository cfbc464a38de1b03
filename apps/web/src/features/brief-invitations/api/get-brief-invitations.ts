import type { TBriefInvitationsResponse } from '@briefly/shared/submissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/briefs/:id/invitations (bearer, the brief's brand): the creators invited, oldest first. */
export const getBriefInvitations = (briefId: string, signal?: AbortSignal) =>
  api.get<TBriefInvitationsResponse>(`/api/briefs/${encodeURIComponent(briefId)}/invitations`, { signal });

export const briefInvitationsQueryOptions = (briefId: string) =>
  queryOptions({
    queryKey: queryKeys.brand.invitations(briefId),
    queryFn: ({ signal }) => getBriefInvitations(briefId, signal),
    staleTime: 0,
  });

export const useBriefInvitations = (briefId: string | null) =>
  useQuery({ ...briefInvitationsQueryOptions(briefId ?? ''), enabled: Boolean(briefId) });
