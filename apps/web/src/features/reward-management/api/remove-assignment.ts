import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { BRAND_QUERY_ROOT } from './query-keys';

/** DELETE /api/reward-assignments/:id (bearer) → { message }: removes an unpaid assignment. */
export const removeAssignment = (assignmentId: string) => api.delete<{ message: string }>(`/api/reward-assignments/${encodeURIComponent(assignmentId)}`);

export const useRemoveAssignment = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationKey: ['brand', 'rewards', 'remove'], mutationFn: removeAssignment, onSettled: () => queryClient.invalidateQueries({ queryKey: BRAND_QUERY_ROOT }) });
};
