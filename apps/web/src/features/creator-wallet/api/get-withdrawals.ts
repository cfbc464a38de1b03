import type { TWithdrawal } from '@briefly/shared/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/creators/withdrawals (bearer) → { data }: the creator's own withdrawal requests, newest first. */
export const getWithdrawals = async (signal?: AbortSignal) =>
  (await api.get<{ data: TWithdrawal[] }>('/api/creators/withdrawals', { signal })).data;

export const withdrawalsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.creator.withdrawals(), queryFn: ({ signal }) => getWithdrawals(signal) });

export const useWithdrawals = () => useQuery(withdrawalsQueryOptions());
