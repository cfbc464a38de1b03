import type { TReviewSubmissionResponse } from '@briefly/shared/submissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/brands/submissions/:id/reject (bearer, no body). Reject: the submission becomes rejected.
 * 409 when the submission is no longer pending.
 */
export const rejectSubmission = (id: string) =>
  api.post<TReviewSubmissionResponse>(`/api/brands/submissions/${encodeURIComponent(id)}/reject`);

export const useRejectSubmission = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['brand', 'submissions', 'reject'],
    mutationFn: rejectSubmission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.brand.all() }),
  });
};
