import type { TAdminOverviewResponse } from '@briefly/shared/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { viewerTimeZone } from '@/lib/time-zone';

/** GET /api/admin/overview: platform totals, this month's platform fees (on the admin's clock) and what waits for an admin (counts only). */
export const getOverview = (signal?: AbortSignal) =>
  api.get<TAdminOverviewResponse>('/api/admin/overview', { query: { timeZone: viewerTimeZone() }, signal });

export const overviewQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.overview(), queryFn: ({ signal }) => getOverview(signal) });

export const useOverview = () => useQuery(overviewQueryOptions());
