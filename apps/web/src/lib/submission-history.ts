import type { TSubmissionHistoryResponse } from '@briefly/shared/submissions';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/submissions/:id/history (bearer): every version and request, oldest first. */
export const getSubmissionHistory = (id: string, signal?: AbortSignal) =>
  api.get<TSubmissionHistoryResponse>(`/api/submissions/${encodeURIComponent(id)}/history`, { signal });

export const useSubmissionHistory = (id: string, viewer: 'brand' | 'creator', enabled = true) =>
  useQuery({
    queryKey: viewer === 'brand' ? queryKeys.brand.submissionHistory(id) : queryKeys.creator.submissionHistory(id),
    queryFn: ({ signal }) => getSubmissionHistory(id, signal),
    enabled,
  });
