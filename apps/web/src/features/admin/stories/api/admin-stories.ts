import type {
  TAdminCreateStoryRequest,
  TAdminStoriesResponse,
  TAdminStoryResponse,
  TAdminUpdateStoryRequest,
  TStoryCandidatesResponse,
  TStoryFromBriefRequest,
} from '@briefly/shared/stories';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const ADMIN_STORIES_PAGE_SIZE = 20;

/** GET /api/admin/success-stories?page=&limit=: every story with its consents and status. */
export const getAdminStories = (page: number, signal?: AbortSignal) =>
  api.get<TAdminStoriesResponse>('/api/admin/success-stories', {
    signal,
    query: { page, limit: ADMIN_STORIES_PAGE_SIZE },
  });

export const useAdminStories = (page: number) =>
  useQuery({
    queryKey: queryKeys.stories.admin({ page }),
    queryFn: ({ signal }) => getAdminStories(page, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/success-stories/candidate-briefs: briefs with a winner, their figures from the ledger. */
export const getStoryCandidates = (signal?: AbortSignal) =>
  api.get<TStoryCandidatesResponse>('/api/admin/success-stories/candidate-briefs', { signal });
export const useStoryCandidates = (enabled: boolean) =>
  useQuery({ queryKey: queryKeys.stories.candidates(), queryFn: ({ signal }) => getStoryCandidates(signal), enabled });

/** Every write refreshes the stories family (the admin list, the public list, consent requests). */
function useStoriesWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stories.all() }),
  });
}

export const useCreateStory = () =>
  useStoriesWrite((body: TAdminCreateStoryRequest) =>
    api.post<TAdminStoryResponse>('/api/admin/success-stories', body),
  );
export const useStoryFromBrief = () =>
  useStoriesWrite(({ briefId, body }: { briefId: string; body: TStoryFromBriefRequest }) =>
    api.post<TAdminStoryResponse>(`/api/admin/success-stories/from-brief/${encodeURIComponent(briefId)}`, body),
  );
export const useUpdateStory = () =>
  useStoriesWrite(({ id, body }: { id: string; body: TAdminUpdateStoryRequest }) =>
    api.put<TAdminStoryResponse>(`/api/admin/success-stories/${encodeURIComponent(id)}`, body),
  );
export const useDeleteStory = () =>
  useStoriesWrite((id: string) =>
    api.delete<{ deleted: true }>(`/api/admin/success-stories/${encodeURIComponent(id)}`),
  );
