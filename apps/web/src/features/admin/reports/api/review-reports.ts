import type { TAdminReviewReportsResponse } from '@briefly/shared/reputation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/reviews/reports: reviews with open reports, oldest report first. */
export const getReviewReports = (signal?: AbortSignal) =>
  api.get<TAdminReviewReportsResponse>('/api/admin/reviews/reports', { signal });

export const useReviewReports = () =>
  useQuery({ queryKey: queryKeys.admin.reviewReports(), queryFn: ({ signal }) => getReviewReports(signal) });

/** POST /api/admin/reviews/:id/hide | restore (audited). */
export const moderateReview = ({ id, action }: { id: string; action: 'hide' | 'restore' }) =>
  api.post<{ id: string; hidden: boolean }>(`/api/admin/reviews/${encodeURIComponent(id)}/${action}`);

export const useModerateReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'review-reports', 'moderate'],
    mutationFn: moderateReview,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.reviewReports() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all() });
    },
  });
};
