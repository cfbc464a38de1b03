import type { TCreatorSubmissionResponse, TUpdateSubmissionRequest } from '@briefly/shared/submissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/creators/submissions/:id (bearer): 409 once the submission was approved or rejected. */
export const updateSubmission = ({ id, body }: { id: string; body: TUpdateSubmissionRequest }) =>
  api.put<TCreatorSubmissionResponse>(`/api/creators/submissions/${encodeURIComponent(id)}`, body);

export const useUpdateSubmission = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['creator', 'submissions', 'update'],
    mutationFn: updateSubmission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.creator.all() }),
  });
};
