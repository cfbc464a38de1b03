import type { TProviderAccountStatus } from '@briefly/shared/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { walletQueryOptions } from './get-wallet';

/** GET /api/stripe/account/:userId (bearer): the payout account's status; null when there is none (404). */
export async function getPayoutAccount(userId: string, signal?: AbortSignal): Promise<TProviderAccountStatus | null> {
  try {
    return await api.get<TProviderAccountStatus>(`/api/stripe/account/${encodeURIComponent(userId)}`, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * The payout account, asked for only when the wallet says there is one: a creator without one would
 * otherwise get a 404 (logged by the browser) on every visit. The wallet is the same cached query the
 * Wallet tab reads.
 */
export const payoutAccountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.creator.payoutAccount(userId),
    queryFn: async ({ signal, client }) => {
      // When the wallet cannot be read, the account is asked for all the same (a 404 then means none).
      const hasAccount = await client.fetchQuery(walletQueryOptions(userId)).then(
        (wallet) => wallet.hasPayoutAccount,
        () => true,
      );
      return hasAccount ? getPayoutAccount(userId, signal) : null;
    },
  });

export const usePayoutAccount = (userId: string) => useQuery(payoutAccountQueryOptions(userId));
