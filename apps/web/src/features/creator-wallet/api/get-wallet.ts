import type { TWallet } from '@briefly/shared/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/creators/wallet/:userId (bearer): balance, totalEarned, held, reserved and available, dollars. */
export const getWallet = (userId: string, signal?: AbortSignal) =>
  api.get<TWallet>(`/api/creators/wallet/${encodeURIComponent(userId)}`, { signal });

export const walletQueryOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.creator.wallet(userId), queryFn: ({ signal }) => getWallet(userId, signal) });

export const useWallet = (userId: string) => useQuery(walletQueryOptions(userId));
