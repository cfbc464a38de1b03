import type { TBrandWalletResponse } from '@briefly/shared/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/brands/wallet (bearer): the brand's prepaid balance in dollars, read from the ledger. */
export const getBrandWallet = (signal?: AbortSignal) => api.get<TBrandWalletResponse>('/api/brands/wallet', { signal });

export const brandWalletQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.brand.wallet(), queryFn: ({ signal }) => getBrandWallet(signal) });

export const useBrandWallet = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...brandWalletQueryOptions(), enabled });
