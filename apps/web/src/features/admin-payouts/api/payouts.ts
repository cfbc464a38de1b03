import {
  ADMIN_PAGE_SIZE,
  ADMIN_PAYOUT_STATUSES,
  type TAdminPayoutDetail,
  type TAdminPayoutsResponse,
} from '@briefly/shared/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { viewerTimeZone } from '@/lib/time-zone';

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
    query: {
      search: params.search || undefined,
      status: params.status === 'all' ? undefined : params.status,
      page: params.page > 1 ? params.page : undefined,
      limit: ADMIN_PAGE_SIZE,
      timeZone: viewerTimeZone(),
    },
    signal,
  });

export const usePayouts = (params: PayoutsParams) =>
  useQuery({
    queryKey: queryKeys.admin.payouts(params),
    queryFn: ({ signal }) => getPayouts(params, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/payouts/:id: the award, its transfer and its history. */
export const getPayout = async (id: string, signal?: AbortSignal) =>
  (await api.get<{ payout: TAdminPayoutDetail }>(`/api/admin/payouts/${encodeURIComponent(id)}`, { signal })).payout;

export const usePayout = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.admin.payout(id ?? ''),
    queryFn: ({ signal }) => getPayout(id!, signal),
    enabled: id !== null,
  });
