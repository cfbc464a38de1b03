import type { TCreatorSubmissionResponse } from '@briefly/shared/submissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/creators/submissions/:id (bearer): one of the creator's submissions with its link and text. */
export const getCreatorSubmission = (id: string, signal?: AbortSignal) =>
  api.get<TCreatorSubmissionResponse>(`/api/creators/submissions/${encodeURIComponent(id)}`, { signal });

export const creatorSubmissionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.creator.submission(id),
    queryFn: ({ signal }) => getCreatorSubmission(id, signal),
    // The dialogs show what is stored now, not what was stored when the list loaded.
    staleTime: 0,
  });

export const useCreatorSubmission = (id: string | null) =>
  useQuery({ ...creatorSubmissionQueryOptions(id ?? ''), enabled: Boolean(id) });
