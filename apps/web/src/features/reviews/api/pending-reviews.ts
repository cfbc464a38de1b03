import type { TPendingReviewsResponse } from '@briefly/shared/reputation';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// A module of its own: the dashboards' loaders (app/routes/dashboard-prefetch.ts) start this query, and
// importing the rest of the reviews API there moved code between the dashboards' chunks.

/** GET /api/reviews/pending (brand or creator): who the caller can still review, and their blind reviews. */
export const getPendingReviews = (signal?: AbortSignal) =>
  api.get<TPendingReviewsResponse>('/api/reviews/pending', { signal });

export const pendingReviewsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.reviews.pending(),
    queryFn: ({ signal }) => getPendingReviews(signal),
  });
