import type { TAdminReviewReportsResponse } from '@briefly/shared/reputation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/reviews/reports: reviews with open reports, oldest report first. */
export const getReviewReports = (signal?: AbortSignal) =>
  api.get<TAdminReviewReportsResponse>('/api/admin/reviews/reports', { signal });

export const useReviewReports = () =>
  useQuery({ queryKey: queryKeys.admin.reviewReports(), queryFn: ({ signal }) => getReviewReports(signal) });

/** POST /api/admin/reviews/:id/hide { reason } | restore (audited). */
export const moderateReview = ({ id, action, reason }: { id: string; action: 'hide' | 'restore'; reason?: string }) =>
  api.post<{ id: string; hidden: boolean }>(
    `/api/admin/reviews/${encodeURIComponent(id)}/${action}`,
    action === 'hide' ? { reason } : undefined,
  );

export const useModerateReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'review-reports', 'moderate'],
    mutationFn: moderateReview,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.reviewReports() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.attention() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all() });
    },
  });
};

/** POST /api/admin/reviews/:id/keep { note } (audited): the review stays; its open reports are dismissed. */
export const keepReview = ({ id, note }: { id: string; note: string }) =>
  api.post<{ id: string; hidden: boolean }>(`/api/admin/reviews/${encodeURIComponent(id)}/keep`, { note });

export const useKeepReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'review-reports', 'keep'],
    mutationFn: keepReview,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.reviewReports() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.attention() });
    },
  });
};
