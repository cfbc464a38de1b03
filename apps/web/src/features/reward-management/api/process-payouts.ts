import type { TProcessPayoutsPreview } from '@briefly/shared/reward-preview';
import type { TProcessPayoutsResponse } from '@briefly/shared/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/briefs/:id/process-payouts (bearer, no body): transfers every unpaid cash award (paid, or held). */
export const processPayouts = (briefId: string) =>
  api.post<TProcessPayoutsResponse>(`/api/briefs/${encodeURIComponent(briefId)}/process-payouts`, undefined, {
    idempotent: true,
  });

export const useProcessPayouts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['brand', 'rewards', 'process'],
    mutationFn: processPayouts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.brand.all() }),
  });
};

/** GET /api/briefs/:id/process-payouts/preview: what processing would do now (decision 047); writes nothing. */
export const previewPayouts = (briefId: string) =>
  api.get<TProcessPayoutsPreview>(`/api/briefs/${encodeURIComponent(briefId)}/process-payouts/preview`);

export const usePreviewPayouts = () =>
  useMutation({ mutationKey: ['brand', 'rewards', 'process-preview'], mutationFn: previewPayouts });
