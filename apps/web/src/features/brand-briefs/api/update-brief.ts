import type { TBrandBriefResponse, TUpdateBriefRequest } from '@briefly/shared/briefs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type UpdateBriefBody = TUpdateBriefRequest;

/** PUT /api/briefs/:id (bearer): a full edit, or `{ status }` alone. */
export const updateBrief = ({ id, body }: { id: string; body: UpdateBriefBody }) =>
  api.put<TBrandBriefResponse>(`/api/briefs/${encodeURIComponent(id)}`, body);

export const useUpdateBrief = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['briefs', 'update'],
    mutationFn: updateBrief,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.brand.all() }),
  });
};
