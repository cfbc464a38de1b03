import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/reward-assignments/:id (bearer) → { message }: removes an unpaid assignment. */
export const removeAssignment = (assignmentId: string) =>
  api.delete<{ message: string }>(`/api/reward-assignments/${encodeURIComponent(assignmentId)}`);

export const useRemoveAssignment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['brand', 'rewards', 'remove'],
    mutationFn: removeAssignment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.brand.all() }),
  });
};
