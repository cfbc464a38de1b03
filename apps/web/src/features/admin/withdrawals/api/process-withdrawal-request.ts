import type { TWithdrawalDecisionPreview, WithdrawalDecisionAction } from '@briefly/shared/reward-preview';
import type { TWithdrawal } from '@briefly/shared/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type WithdrawalDecision =
  | { action: 'approve'; id: string; adminNotes: string }
  | { action: 'reject'; id: string; reason: string; adminNotes: string };

/**
 * POST /api/admin/withdrawal-requests/:id/approve { adminNotes } or …/reject { reason, adminNotes } (bearer, admin) → { data }.
 * 409 when the request is no longer pending.
 */
export const processWithdrawalRequest = async (decision: WithdrawalDecision) => {
  const path = `/api/admin/withdrawal-requests/${encodeURIComponent(decision.id)}/${decision.action}`;
  const body =
    decision.action === 'approve'
      ? { adminNotes: decision.adminNotes }
      : { reason: decision.reason, adminNotes: decision.adminNotes };
  return (await api.post<{ data: TWithdrawal }>(path, body, { idempotent: true })).data;
};

export const useProcessWithdrawalRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'withdrawal-requests', 'process'],
    mutationFn: processWithdrawalRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.withdrawalRequests() }),
  });
};

/** GET /api/admin/withdrawal-requests/:id/preview?action=: what the decision would do now (decision 047); writes nothing. */
export const previewWithdrawalDecision = ({ id, action }: { id: string; action: WithdrawalDecisionAction }) =>
  api.get<TWithdrawalDecisionPreview>(
    `/api/admin/withdrawal-requests/${encodeURIComponent(id)}/preview?action=${action}`,
  );

export const usePreviewWithdrawalDecision = () =>
  useMutation({ mutationKey: ['admin', 'withdrawal-requests', 'preview'], mutationFn: previewWithdrawalDecision });
