import { type TAdminArchiveResponse, type TAdminBrief, type TAdminBriefsResponse } from '@briefly/shared/admin';
import type { TBriefMoneySummary } from '@briefly/shared/rewards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminListQuery, useAdminDetail, useAdminList } from '@/features/admin/list/list-api';

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
    query: adminListQuery(params),
    signal,
  });

export const useBriefs = (params: BriefsParams) =>
  useAdminList(queryKeys.admin.briefs(params), (signal) => getBriefs(params, signal));

/** The brief with its money summary (dollars, from the ledger); `money` is on the detail only. */
export type AdminBriefDetail = TAdminBrief & { money?: TBriefMoneySummary };

/** GET /api/admin/briefs/:id. */
export const getBrief = async (id: string, signal?: AbortSignal) =>
  (await api.get<{ brief: AdminBriefDetail }>(`/api/admin/briefs/${encodeURIComponent(id)}`, { signal })).brief;

export const useBrief = (id: string | null) => useAdminDetail(queryKeys.admin.brief(id ?? ''), id, getBrief);

/** POST /api/admin/archive-expired-briefs: archives published briefs past their deadline now and tells their brands and applicants. */
export function useRunArchive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TAdminArchiveResponse>('/api/admin/archive-expired-briefs', undefined),
    onSettled: () => {
      for (const key of [
        queryKeys.admin.briefs(),
        queryKeys.admin.overview(),
        queryKeys.admin.analytics(),
        queryKeys.admin.audit(),
        queryKeys.admin.attention(),
      ]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}

/** What an admin may change of a brief's text and dates; the reward, winners and tiers stay as they are. */
export interface BriefEdit {
  title: string;
  description: string;
  requirements: string;
  /** ISO 8601. */
  deadline: string;
}

function useBriefChange<T>(mutationFn: (variables: T) => Promise<AdminBriefDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (brief) => queryClient.setQueryData(queryKeys.admin.brief(brief.id), brief),
    onSettled: () => {
      for (const key of [
        queryKeys.admin.briefs(),
        queryKeys.admin.overview(),
        queryKeys.admin.audit(),
        queryKeys.admin.analytics(),
      ]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}

/**
 * PUT /api/admin/briefs/:id: the brand's full edit form, by the brand's rules (a funded pool can't
 * shrink, a past deadline can't be set), with everything but the edited fields sent as it is.
 */
export const useEditBrief = () =>
  useBriefChange(async ({ brief, edit }: { brief: AdminBriefDetail; edit: BriefEdit }) => {
    const body = {
      ...edit,
      reward: brief.reward,
      amountOfWinners: brief.amountOfWinners,
      isPrivate: brief.isPrivate,
      additionalFields: brief.additionalFields,
    };
    return (await api.put<{ brief: AdminBriefDetail }>(`/api/admin/briefs/${encodeURIComponent(brief.id)}`, body))
      .brief;
  });

/** DELETE /api/admin/briefs/:id: archives the brief (a soft delete: submissions, awards and money stay). */
export const useArchiveBrief = () =>
  useBriefChange(
    async (id: string) =>
      (await api.delete<{ brief: AdminBriefDetail }>(`/api/admin/briefs/${encodeURIComponent(id)}`)).brief,
  );
