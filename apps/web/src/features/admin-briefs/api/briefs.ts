import { ADMIN_PAGE_SIZE, type TAdminArchiveResponse, type TAdminBrief, type TAdminBriefsResponse } from '@briefly/shared/admin';
import type { TBriefMoneySummary } from '@briefly/shared/rewards';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const BRIEF_STATUSES = ['all', 'draft', 'published', 'archived'] as const;
export type BriefStatusFilter = (typeof BRIEF_STATUSES)[number];

export interface BriefsParams {
  search?: string;
  status: BriefStatusFilter;
  page: number;
}

/** GET /api/admin/briefs?search=&status=&page=&limit=10: any status and privacy, newest first. */
export const getBriefs = (params: BriefsParams, signal?: AbortSignal) =>
  api.get<TAdminBriefsResponse>('/api/admin/briefs', {
    query: {
      search: params.search || undefined,
      status: params.status === 'all' ? undefined : params.status,
      page: params.page > 1 ? params.page : undefined,
      limit: ADMIN_PAGE_SIZE,
    },
    signal,
  });

export const useBriefs = (params: BriefsParams) =>
  useQuery({ queryKey: queryKeys.admin.briefs(params), queryFn: ({ signal }) => getBriefs(params, signal), placeholderData: keepPreviousData });

/** The brief with its money summary (dollars, from the ledger); `money` is on the detail only. */
export type AdminBriefDetail = TAdminBrief & { money?: TBriefMoneySummary };

/** GET /api/admin/briefs/:id. */
export const getBrief = async (id: string, signal?: AbortSignal) =>
  (await api.get<{ brief: AdminBriefDetail }>(`/api/admin/briefs/${encodeURIComponent(id)}`, { signal })).brief;

export const useBrief = (id: string | null) => useQuery({ queryKey: queryKeys.admin.brief(id ?? ''), queryFn: ({ signal }) => getBrief(id!, signal), enabled: id !== null });

/** POST /api/admin/archive-expired-briefs: archives published briefs past their deadline now and tells their brands and applicants. */
export function useRunArchive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TAdminArchiveResponse>('/api/admin/archive-expired-briefs', undefined),
    onSettled: () => {
      for (const key of [queryKeys.admin.briefs(), queryKeys.admin.overview(), queryKeys.admin.analytics(), queryKeys.admin.audit(), queryKeys.admin.attention()]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
