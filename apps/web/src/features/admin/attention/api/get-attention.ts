import type { TAdminAttentionResponse } from '@briefly/shared/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/attention: every kind of thing waiting for an admin, oldest first, empty kinds included. */
export const getAttention = (signal?: AbortSignal) =>
  api.get<TAdminAttentionResponse>('/api/admin/attention', { signal });

export const useAttention = () =>
  useQuery({ queryKey: queryKeys.admin.attention(), queryFn: ({ signal }) => getAttention(signal) });

/** The menu badge's query (also the dashboard's loader's, app/routes/dashboard-prefetch.ts). */
export const attentionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.attention(),
    queryFn: ({ signal }) => getAttention(signal),
    staleTime: 60_000,
  });

/** How many things wait, for the menu's badge; nothing while unknown. */
export function useAttentionCount(): number | undefined {
  return useQuery(attentionQueryOptions()).data?.total;
}
