import type { TCreatorSubmissionResponse, TResubmitRequest } from '@briefly/shared/submissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/submissions/:id/resubmit (bearer): the creator answers the brand's request for changes
 * (docs/product/submissions.md#revisions). 409 without an open request or after the deadline.
 */
export const resubmit = ({ id, body }: { id: string; body: TResubmitRequest }) =>
  api.post<TCreatorSubmissionResponse>(`/api/submissions/${encodeURIComponent(id)}/resubmit`, body);

export const RESUBMIT_MUTATION_KEY = ['creator', 'submissions', 'resubmit'] as const;

export const useResubmit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: RESUBMIT_MUTATION_KEY,
    mutationFn: resubmit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.creator.all() }),
  });
};
