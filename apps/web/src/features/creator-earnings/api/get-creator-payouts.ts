import type { TPayout } from '@briefly/shared/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Under ['creator'] with the other creator queries, so a reward or a recheck refreshes it too. */
export const earningsKeys = { payouts: () => ['creator', 'payouts'] as const };

/** GET /api/creators/payouts (bearer) → { data }: the creator's rewards and their payout state. */
export const getCreatorPayouts = async (signal?: AbortSignal) => (await api.get<{ data: TPayout[] }>('/api/creators/payouts', { signal })).data;

export const creatorPayoutsQueryOptions = () => queryOptions({ queryKey: earningsKeys.payouts(), queryFn: ({ signal }) => getCreatorPayouts(signal) });

export const useCreatorPayouts = () => useQuery(creatorPayoutsQueryOptions());
