import type { TPayout } from '@briefly/shared/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/stripe/payouts/:userId (bearer): the creator's rewards with gross, fee, net and payout state.
 * The same list as Earnings reads, so it shares that key: one refresh updates both tabs.
 */
export const getWalletPayouts = async (userId: string, signal?: AbortSignal) =>
  (await api.get<{ payouts: TPayout[] }>(`/api/stripe/payouts/${encodeURIComponent(userId)}`, { signal })).payouts;

export const walletPayoutsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.creator.payouts(), queryFn: ({ signal }) => getWalletPayouts(userId, signal) });

export const useWalletPayouts = (userId: string) => useQuery(walletPayoutsQueryOptions(userId));
