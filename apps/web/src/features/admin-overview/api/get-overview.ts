import type { TAdminOverviewResponse } from '@briefly/shared/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/overview: platform totals, this month's platform fees and what waits for an admin (counts only). */
export const getOverview = (signal?: AbortSignal) => api.get<TAdminOverviewResponse>('/api/admin/overview', { signal });

export const useOverview = () => useQuery({ queryKey: queryKeys.admin.overview(), queryFn: ({ signal }) => getOverview(signal) });
