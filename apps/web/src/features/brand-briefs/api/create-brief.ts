import type { TCreateBriefRequest, TCreateBriefResponse } from '@briefly/shared/briefs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type CreateBriefBody = Omit<TCreateBriefRequest, 'isFunded' | 'fundedAt'>;

/**
 * POST /api/briefs (bearer). With a succeeded paymentIntentId the brief is created funded and
 * published; without one it is saved as an unfunded draft.
 */
export const createBrief = (body: CreateBriefBody) => api.post<TCreateBriefResponse>('/api/briefs', body);

export const useCreateBrief = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['briefs', 'create'],
    mutationFn: createBrief,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.brand.all() }),
  });
};
