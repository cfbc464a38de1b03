import { ADMIN_PAYOUT_STATUSES, type TAdminPayoutDetail, type TAdminPayoutsResponse } from '@briefly/shared/admin';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { viewerTimeZone } from '@/lib/time-zone';
import { adminListQuery, useAdminDetail, useAdminList } from '@/features/admin/list/list-api';

export const PAYOUT_STATUSES = ADMIN_PAYOUT_STATUSES;
export type PayoutStatusFilter = (typeof PAYOUT_STATUSES)[number];

export interface PayoutsParams {
  search?: string;
  status: PayoutStatusFilter;
  page: number;
}

/** GET /api/admin/payouts?search=&status=&page=&limit=10: awards of cash, credit and prizes with their payout state, and totals over all of them. */
export const getPayouts = (params: PayoutsParams, signal?: AbortSignal) =>
  api.get<TAdminPayoutsResponse>('/api/admin/payouts', {
    query: { ...adminListQuery(params), timeZone: viewerTimeZone() },
    signal,
  });

export const usePayouts = (params: PayoutsParams) =>
  useAdminList(queryKeys.admin.payouts(params), (signal) => getPayouts(params, signal));

/** GET /api/admin/payouts/:id: the award, its transfer and its history. */
export const getPayout = async (id: string, signal?: AbortSignal) =>
  (await api.get<{ payout: TAdminPayoutDetail }>(`/api/admin/payouts/${encodeURIComponent(id)}`, { signal })).payout;

export const usePayout = (id: string | null) => useAdminDetail(queryKeys.admin.payout(id ?? ''), id, getPayout);
