import type { TAdminAnalyticsResponse } from '@briefly/shared/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { viewerTimeZone } from '@/lib/time-zone';

/** GET /api/admin/analytics: platform totals, statuses, 12 months of revenue and sign-ups, top briefs and the money picture. */
export const getAnalytics = (signal?: AbortSignal) =>
  api.get<TAdminAnalyticsResponse>('/api/admin/analytics', { query: { timeZone: viewerTimeZone() }, signal });

export const useAnalytics = () =>
  useQuery({ queryKey: queryKeys.admin.analytics(), queryFn: ({ signal }) => getAnalytics(signal) });
