import type { TProviderAccountStatus } from '@briefly/shared/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/stripe/account/:userId (bearer): the payout account's status; null when there is none (404). */
export async function getPayoutAccount(userId: string, signal?: AbortSignal): Promise<TProviderAccountStatus | null> {
  try {
    return await api.get<TProviderAccountStatus>(`/api/stripe/account/${encodeURIComponent(userId)}`, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const payoutAccountQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.creator.payoutAccount(userId), queryFn: ({ signal }) => getPayoutAccount(userId, signal) });

export const usePayoutAccount = (userId: string) => useQuery(payoutAccountQueryOptions(userId));
