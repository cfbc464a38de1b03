import type { TWithdrawal } from '@briefly/shared/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/withdrawal-requests (bearer, admin) → { data }: every request, newest first (the tabs filter on the client). */
export const getWithdrawalRequests = async (signal?: AbortSignal) =>
  (await api.get<{ data: TWithdrawal[] }>('/api/admin/withdrawal-requests', { signal })).data;

export const withdrawalRequestsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.withdrawalRequests(),
    queryFn: ({ signal }) => getWithdrawalRequests(signal),
  });

export const useWithdrawalRequests = () => useQuery(withdrawalRequestsQueryOptions());
