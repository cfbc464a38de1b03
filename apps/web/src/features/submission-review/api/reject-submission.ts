import type { TReviewSubmissionResponse } from '@briefly/shared/submissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BRAND_QUERY_ROOT } from './query-keys';

/**
 * POST /api/brands/submissions/:id/reject (bearer, no body). Reject: the submission becomes rejected.
 * 409 when the submission is no longer pending.
 */
export const rejectSubmission = (id: string) => api.post<TReviewSubmissionResponse>(`/api/brands/submissions/${encodeURIComponent(id)}/reject`);

export const useRejectSubmission = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['brand', 'submissions', 'reject'],
    mutationFn: rejectSubmission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BRAND_QUERY_ROOT }),
  });
};
