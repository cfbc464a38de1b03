import type { TBriefMoneySummary } from '@briefly/shared/rewards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/briefs/:id/money (bearer) → { data }: funded, assigned, paid, fees, held, refunded, remaining (dollars). */
export const getBriefMoney = async (briefId: string, signal?: AbortSignal) =>
  (await api.get<{ data: TBriefMoneySummary }>(`/api/briefs/${encodeURIComponent(briefId)}/money`, { signal })).data;

export const briefMoneyQueryOptions = (briefId: string) =>
  queryOptions({
    queryKey: queryKeys.brand.briefMoney(briefId),
    queryFn: ({ signal }) => getBriefMoney(briefId, signal),
  });

export const useBriefMoney = (briefId: string) => useQuery(briefMoneyQueryOptions(briefId));
