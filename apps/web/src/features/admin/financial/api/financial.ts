import {
  DEFAULT_FINANCIAL_TIME_RANGE,
  FINANCIAL_TIME_RANGES,
  type FinancialTimeRange,
  type TFinancialMetrics,
  type TReconciliationResponse,
} from '@briefly/shared/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export { DEFAULT_FINANCIAL_TIME_RANGE, FINANCIAL_TIME_RANGES, type FinancialTimeRange };

export const asTimeRange = (value: string | null): FinancialTimeRange =>
  FINANCIAL_TIME_RANGES.find((range) => range === value) ?? DEFAULT_FINANCIAL_TIME_RANGE;

/** GET /api/admin/financial-metrics?timeRange= → { data }: money in, out and kept over the range, dollars (spec part 2 §7). */
export const getFinancialMetrics = async (timeRange: FinancialTimeRange, signal?: AbortSignal) =>
  (await api.get<{ data: TFinancialMetrics }>('/api/admin/financial-metrics', { query: { timeRange }, signal })).data;

/** The figures' query, also started by the dashboard's loader when the address opens the section. */
export const financialMetricsQueryOptions = (timeRange: FinancialTimeRange) =>
  queryOptions({
    queryKey: queryKeys.admin.financialMetrics(timeRange),
    queryFn: ({ signal }) => getFinancialMetrics(timeRange, signal),
  });

export const useFinancialMetrics = (timeRange: FinancialTimeRange) =>
  useQuery({ ...financialMetricsQueryOptions(timeRange), placeholderData: keepPreviousData });

/** GET /api/admin/reconciliation?timeRange=: the ledger's figures beside the payments provider's, and every difference. */
export const getReconciliation = (timeRange: FinancialTimeRange, signal?: AbortSignal) =>
  api.get<TReconciliationResponse>('/api/admin/reconciliation', { query: { timeRange }, signal });

export const reconciliationQueryOptions = (timeRange: FinancialTimeRange) =>
  queryOptions({
    queryKey: queryKeys.admin.reconciliation(timeRange),
    queryFn: ({ signal }) => getReconciliation(timeRange, signal),
  });

export const useReconciliation = (timeRange: FinancialTimeRange) =>
  useQuery({ ...reconciliationQueryOptions(timeRange), placeholderData: keepPreviousData });
