import type {
  TCreateReviewRequest,
  TReview,
  TReviewsReportedByMeResponse,
  TReviewsResponse,
} from '@briefly/shared/reputation';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { pendingReviewsQueryOptions } from './pending-reviews';

// The reviews API (docs/product/creator-profiles-and-reviews.md#api), one function per operation.

/** GET /api/reviews?userId=&page= (no auth): the published reviews a brand or creator received. */
export const getReviews = (userId: string, page: number, signal?: AbortSignal) =>
  api.get<TReviewsResponse>('/api/reviews', { signal, auth: false, query: { userId, page } });

export const reviewsQueryOptions = (userId: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.reviews.list(userId, page),
    queryFn: ({ signal }) => getReviews(userId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useReviews = (userId: string, page: number) => useQuery(reviewsQueryOptions(userId, page));

export const usePendingReviews = (enabled = true) => useQuery({ ...pendingReviewsQueryOptions(), enabled });

const useInvalidateReviews = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.reviews.all() });
    // Ratings show on profiles, brand pages and application cards.
    void queryClient.invalidateQueries({ queryKey: queryKeys.marketplace.creatorProfile() });
  };
};

/** POST /api/reviews: 409 when already reviewed or not yet open, 403 when they did not work together. */
export const createReview = (body: TCreateReviewRequest) => api.post<{ review: TReview }>('/api/reviews', body);

export const useCreateReview = () => {
  const invalidate = useInvalidateReviews();
  return useMutation({ mutationKey: ['reviews', 'create'], mutationFn: createReview, onSuccess: invalidate });
};

/** POST /api/reviews/:id/reply: the reviewee, once. */
export const replyToReview = ({ id, text }: { id: string; text: string }) =>
  api.post<{ review: TReview }>(`/api/reviews/${encodeURIComponent(id)}/reply`, { text });

export const useReplyToReview = () => {
  const invalidate = useInvalidateReviews();
  return useMutation({ mutationKey: ['reviews', 'reply'], mutationFn: replyToReview, onSuccess: invalidate });
};

/** POST /api/reviews/:id/report: once per member. */
export const reportReview = ({ id, reason }: { id: string; reason: string }) =>
  api.post<{ reported: true }>(`/api/reviews/${encodeURIComponent(id)}/report`, { reason });

/** GET /api/reviews/reported-by-me?userId= (a member): which of these reviews the caller reported already. */
export const getReportedByMe = (userId: string, signal?: AbortSignal) =>
  api.get<TReviewsReportedByMeResponse>('/api/reviews/reported-by-me', { signal, query: { userId } });

export const useReportedByMe = (userId: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.reviews.reportedByMe(userId),
    queryFn: ({ signal }) => getReportedByMe(userId, signal),
    enabled,
  });

export const useReportReview = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['reviews', 'report'],
    mutationFn: reportReview,
    // Reported (or already reported: 409) — either way the button says so now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reviews.reportedByMe() }),
  });
};
