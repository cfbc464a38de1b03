import type { TRewardAssignment } from '@briefly/shared/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface AssignRewardInput {
  briefId: string;
  rewardTierId: string;
  submissionId: string;
  creatorId: string;
}

/** POST /api/briefs/:id/assign-reward (bearer) { rewardTierId, submissionId, creatorId } → 201 { message, assignment }. */
export const assignReward = ({ briefId, ...body }: AssignRewardInput) =>
  api.post<{ message: string; assignment: TRewardAssignment }>(
    `/api/briefs/${encodeURIComponent(briefId)}/assign-reward`,
    body,
    { idempotent: true },
  );

export const useAssignReward = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['brand', 'rewards', 'assign'],
    mutationFn: assignReward,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.brand.all() }),
  });
};
