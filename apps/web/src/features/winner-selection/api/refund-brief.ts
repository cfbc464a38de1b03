import type { TRefundPreview } from '@briefly/shared/reward-preview';
import type { TRefundResponse } from '@briefly/shared/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/briefs/:id/refund (bearer, no body): returns what is left of an archived, settled brief's pool. */
export const refundBrief = (briefId: string) =>
  api.post<TRefundResponse>(`/api/briefs/${encodeURIComponent(briefId)}/refund`, undefined, { idempotent: true });

export const useRefundBrief = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['brand', 'briefs', 'refund'],
    mutationFn: refundBrief,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.brand.all() }),
  });
};

/** GET /api/briefs/:id/refund/preview: what the refund would do now (decision 047); writes nothing. */
export const previewRefund = (briefId: string) =>
  api.get<TRefundPreview>(`/api/briefs/${encodeURIComponent(briefId)}/refund/preview`);

export const usePreviewRefund = () =>
  useMutation({ mutationKey: ['brand', 'briefs', 'refund-preview'], mutationFn: previewRefund });
