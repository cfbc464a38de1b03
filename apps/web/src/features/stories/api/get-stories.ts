import type { StoryFilter, StorySort } from '@briefly/shared/story-rules';
import type { TStoriesResponse } from '@briefly/shared/stories';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export interface StoriesParams {
  filter: StoryFilter;
  sort: StorySort;
}

/** GET /api/success-stories with `filter` (left out when all, as the spec's client does) and `sort`. */
export const getStories = (params: StoriesParams, signal?: AbortSignal) =>
  api.get<TStoriesResponse>('/api/success-stories', {
    signal,
    auth: false,
    query: { filter: params.filter === 'all' ? undefined : params.filter, sort: params.sort },
  });

export const storiesQueryOptions = (params: StoriesParams) =>
  queryOptions({
    queryKey: queryKeys.stories.list(params),
    queryFn: ({ signal }) => getStories(params, signal),
    placeholderData: keepPreviousData,
  });

export const useStories = (params: StoriesParams) => useQuery(storiesQueryOptions(params));
