import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** DELETE /api/briefs/:id (bearer): refused (409) while the brief holds money or has payment history. */
export const deleteBrief = (id: string) =>
  api.delete<{ id: string; deleted: true }>(`/api/briefs/${encodeURIComponent(id)}`);

export const useDeleteBrief = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['briefs', 'delete'],
    mutationFn: deleteBrief,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.brand.all() }),
  });
};
