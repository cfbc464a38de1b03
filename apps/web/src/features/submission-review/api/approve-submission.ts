import type { TReviewSubmissionResponse } from '@briefly/shared/submissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/brands/submissions/:id/approve (bearer, no body). Accept & Shortlist (docs/product/submissions.md#review): the submission becomes approved, shown as Shortlisted.
 * 409 when the submission is no longer pending.
 */
export const approveSubmission = (id: string) =>
  api.post<TReviewSubmissionResponse>(`/api/brands/submissions/${encodeURIComponent(id)}/approve`);

export const useApproveSubmission = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['brand', 'submissions', 'approve'],
    mutationFn: approveSubmission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.brand.all() }),
  });
};
