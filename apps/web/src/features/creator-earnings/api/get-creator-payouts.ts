import type { TPayout } from '@briefly/shared/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/creators/payouts (bearer) → { data }: the creator's rewards and their payout state. */
export const getCreatorPayouts = async (signal?: AbortSignal) =>
  (await api.get<{ data: TPayout[] }>('/api/creators/payouts', { signal })).data;

export const creatorPayoutsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.creator.payouts(), queryFn: ({ signal }) => getCreatorPayouts(signal) });

export const useCreatorPayouts = () => useQuery(creatorPayoutsQueryOptions());
