import type { TPublicCreatorProfileResponse } from '@briefly/shared/reputation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/creators/:userName/profile (no auth): 404 for unknown, deactivated or deleted creators. */
export const getCreatorProfile = (userName: string, signal?: AbortSignal) =>
  api.get<TPublicCreatorProfileResponse>(`/api/creators/${encodeURIComponent(userName)}/profile`, {
    signal,
    auth: false,
  });

export const creatorProfileQueryOptions = (userName: string) =>
  queryOptions({
    queryKey: queryKeys.marketplace.creatorProfile(userName.toLowerCase()),
    queryFn: ({ signal }) => getCreatorProfile(userName, signal),
  });

export const useCreatorProfile = (userName: string, enabled = true) =>
  useQuery({ ...creatorProfileQueryOptions(userName), enabled });
