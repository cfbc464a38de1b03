import { type TAdminSubmission, type TAdminSubmissionsResponse } from '@briefly/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminListQuery, useAdminDetail, useAdminList } from '@/features/admin/list/list-api';

export const SUBMISSION_STATUSES = ['all', 'pending', 'approved', 'rejected'] as const;
export type SubmissionStatusFilter = (typeof SUBMISSION_STATUSES)[number];
export type ReviewDecision = 'approved' | 'rejected';

export interface SubmissionsParams {
  search?: string;
  status: SubmissionStatusFilter;
  page: number;
}

/** GET /api/admin/submissions?search=&status=&page=&limit=10, newest first. */
export const getSubmissions = (params: SubmissionsParams, signal?: AbortSignal) =>
  api.get<TAdminSubmissionsResponse>('/api/admin/submissions', {
    query: adminListQuery(params),
    signal,
  });

export const useSubmissions = (params: SubmissionsParams) =>
  useAdminList(queryKeys.admin.submissions(params), (signal) => getSubmissions(params, signal));

/** GET /api/admin/submissions/:id: the brief, the creator, the content and the dates. */
export const getSubmission = async (id: string, signal?: AbortSignal) =>
  (await api.get<{ submission: TAdminSubmission }>(`/api/admin/submissions/${encodeURIComponent(id)}`, { signal }))
    .submission;

export const useSubmission = (id: string | null) =>
  useAdminDetail(queryKeys.admin.submission(id ?? ''), id, getSubmission);

/**
 * PUT /api/admin/submissions/:id/review { status }: the brand's review rules — only a pending
 * submission (409 once reviewed), and a winner cannot be rejected. The creator is notified.
 */
export function useReviewSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: ReviewDecision }) =>
      (
        await api.put<{ submission: TAdminSubmission }>(`/api/admin/submissions/${encodeURIComponent(id)}/review`, {
          status,
        })
      ).submission,
    onSettled: () => {
      for (const key of [
        queryKeys.admin.submissions(),
        queryKeys.admin.attention(),
        queryKeys.admin.analytics(),
        queryKeys.admin.audit(),
      ]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}
