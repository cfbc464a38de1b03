import { SEARCH_LIMIT, type TSearchResponse } from '@briefly/shared/submissions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/search?q=&limit=20 (bearer): briefs and the creator's own submissions matching the text. */
export const searchWorkspace = (query: string, signal?: AbortSignal) =>
  api.get<TSearchResponse>('/api/search', { signal, query: { q: query, limit: SEARCH_LIMIT } });

export const searchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: queryKeys.creator.search(query),
    queryFn: ({ signal }) => searchWorkspace(query, signal),
  });

/** Runs only for non-blank text (docs/product/submissions.md#search: blank text searches nothing). */
export const useWorkspaceSearch = (query: string) =>
  useQuery({ ...searchQueryOptions(query), enabled: query.trim() !== '', placeholderData: keepPreviousData });
