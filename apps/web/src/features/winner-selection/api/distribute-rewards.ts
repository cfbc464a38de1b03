import type { TDistributePreview } from '@briefly/shared/reward-preview';
import type { TDistributeRequest, TDistributeResponse } from '@briefly/shared/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/rewards/distribute-with-stripe (bearer) { briefId, winners } → { results: { successful, failed } }. */
export const distributeRewards = (body: TDistributeRequest) =>
  api.post<TDistributeResponse>('/api/rewards/distribute-with-stripe', body, { idempotent: true });

export const useDistributeRewards = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['brand', 'rewards', 'distribute'],
    mutationFn: distributeRewards,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.brand.all() }),
  });
};

/** POST /api/rewards/distribute-with-stripe/preview: what distributing would do now (decision 045); writes nothing. */
export const previewDistribution = (body: TDistributeRequest) =>
  api.post<TDistributePreview>('/api/rewards/distribute-with-stripe/preview', body);

export const usePreviewDistribution = () =>
  useMutation({ mutationKey: ['brand', 'rewards', 'distribute-preview'], mutationFn: previewDistribution });
