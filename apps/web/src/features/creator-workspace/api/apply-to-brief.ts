import type { TApplyRequest, TApplyResponse } from '@briefly/shared/submissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * POST /api/briefs/:id/apply (bearer, creators only): 201 for a new application, 200 when the
 * creator's pending one was updated; 409 when the brief is closed or the application was reviewed.
 */
export const applyToBrief = ({ briefId, body }: { briefId: string; body: TApplyRequest }) =>
  api.post<TApplyResponse>(`/api/briefs/${encodeURIComponent(briefId)}/apply`, body);

export const useApplyToBrief = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['creator', 'apply'],
    mutationFn: applyToBrief,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.creator.all() }),
  });
};
