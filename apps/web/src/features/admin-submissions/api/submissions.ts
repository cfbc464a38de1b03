import { ADMIN_PAGE_SIZE, type TAdminSubmission, type TAdminSubmissionsResponse } from '@briefly/shared/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

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
    query: {
      search: params.search || undefined,
      status: params.status === 'all' ? undefined : params.status,
      page: params.page > 1 ? params.page : undefined,
      limit: ADMIN_PAGE_SIZE,
    },
    signal,
  });

export const useSubmissions = (params: SubmissionsParams) =>
  useQuery({
    queryKey: queryKeys.admin.submissions(params),
    queryFn: ({ signal }) => getSubmissions(params, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/submissions/:id: the brief, the creator, the content and the dates. */
export const getSubmission = async (id: string, signal?: AbortSignal) =>
  (await api.get<{ submission: TAdminSubmission }>(`/api/admin/submissions/${encodeURIComponent(id)}`, { signal }))
    .submission;

export const useSubmission = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.admin.submission(id ?? ''),
    queryFn: ({ signal }) => getSubmission(id!, signal),
    enabled: id !== null,
  });

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
