import type { TRequestRevisionRequest, TReviewSubmissionResponse } from '@briefly/shared/submissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/brands/submissions/:id/request-revision (bearer): the brand asks for changes with a note
 * (docs/product/submissions.md#revisions). 409 past the brief's limit or deadline, or with a request open.
 */
export const requestRevision = ({ id, body }: { id: string; body: TRequestRevisionRequest }) =>
  api.post<TReviewSubmissionResponse>(`/api/brands/submissions/${encodeURIComponent(id)}/request-revision`, body);

export const useRequestRevision = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['brand', 'submissions', 'request-revision'],
    mutationFn: requestRevision,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.brand.all() }),
  });
};
