import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/creators/submissions/:id (bearer): `{ id, deleted }`; 409 once approved or rejected. */
export const deleteSubmission = (id: string) =>
  api.delete<{ id: string; deleted: true } | null>(`/api/creators/submissions/${encodeURIComponent(id)}`);

export const useDeleteSubmission = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['creator', 'submissions', 'delete'],
    mutationFn: deleteSubmission,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.creator.all() }),
  });
};
