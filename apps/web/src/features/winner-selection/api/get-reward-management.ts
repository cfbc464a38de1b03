import type { TRewardManagementBrief } from '@briefly/shared/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/brands/reward-management (bearer) → { briefs }: funded briefs with tiers, assignments and submissions. */
export const getRewardManagement = (signal?: AbortSignal) =>
  api.get<{ briefs: TRewardManagementBrief[] }>('/api/brands/reward-management', { signal });

export const rewardManagementQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.brand.rewardManagement(), queryFn: ({ signal }) => getRewardManagement(signal) });

/** One funded brief of the list; `data` is null when the brief is not there (not funded, or not the brand's). */
export const useRewardBrief = (briefId: string) =>
  useQuery({
    ...rewardManagementQueryOptions(),
    select: (response) => response.briefs.find((brief) => brief.id === briefId) ?? null,
  });
