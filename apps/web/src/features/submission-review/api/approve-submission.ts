import type { TReviewSubmissionResponse } from '@briefly/shared/submissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BRAND_QUERY_ROOT } from './query-keys';

/**
 * POST /api/brands/submissions/:id/approve (bearer, no body). Accept & Shortlist (spec part 1 §2): the submission becomes approved, shown as Shortlisted.
 * 409 when the submission is no longer pending.
 */
export const approveSubmission = (id: string) => api.post<TReviewSubmissionResponse>(`/api/brands/submissions/${encodeURIComponent(id)}/approve`);

export const useApproveSubmission = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['brand', 'submissions', 'approve'],
    mutationFn: approveSubmission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BRAND_QUERY_ROOT }),
  });
};
