import type { TStoryResponse } from '@briefly/shared/stories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';

/** GET /api/success-stories/:id (counts a view; the people a story names may read it before it is published). */
export const getStory = (id: string, signal?: AbortSignal) =>
  api.get<TStoryResponse>(`/api/success-stories/${encodeURIComponent(id)}`, { signal });

export const storyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.stories.detail(id),
    queryFn: ({ signal }) => getStory(id, signal),
    staleTime: 60_000,
  });

export function useStory(id: string | null) {
  const { status } = useSession();
  return useQuery({ ...storyQueryOptions(id ?? ''), enabled: id !== null && status !== 'checking' });
}
