import type { TWithdrawal } from '@briefly/shared/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/creators/withdrawals (bearer) { amount } → 201 { data }: asks to withdraw wallet money; an admin approves it. */
export const createWithdrawal = async (amount: number) =>
  (await api.post<{ data: TWithdrawal }>('/api/creators/withdrawals', { amount }, { idempotent: true })).data;

export const useCreateWithdrawal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['creator', 'withdrawals', 'create'],
    mutationFn: createWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.creator.all() }),
  });
};
