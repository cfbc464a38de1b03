import type { TBrandWalletResponse } from '@briefly/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Under the brand root key (['brand']), so an invalidation of every brand query refreshes the
 * balance too; callers that only changed money can invalidate this key alone.
 */
export const BRAND_WALLET_QUERY_KEY = ['brand', 'wallet'] as const;

/** GET /api/brands/wallet (bearer): the brand's prepaid balance in dollars, read from the ledger. */
export const getBrandWallet = (signal?: AbortSignal) => api.get<TBrandWalletResponse>('/api/brands/wallet', { signal });

export const brandWalletQueryOptions = () =>
  queryOptions({ queryKey: BRAND_WALLET_QUERY_KEY, queryFn: ({ signal }) => getBrandWallet(signal) });

export const useBrandWallet = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...brandWalletQueryOptions(), enabled });
