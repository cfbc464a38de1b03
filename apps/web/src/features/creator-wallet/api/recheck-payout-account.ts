import type { TProviderAccountStatus } from '@briefly/shared/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/creators/onboard/recheck (bearer, no body) → { data: status }; releases held cash once active. */
export const recheckPayoutAccount = async () =>
  (await api.post<{ data: TProviderAccountStatus }>('/api/creators/onboard/recheck')).data;

export const useRecheckPayoutAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['creator', 'payout-account', 'recheck'],
    mutationFn: recheckPayoutAccount,
    // The status, the wallet (held cash may have been paid) and the payouts all change together.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.creator.all() }),
  });
};
