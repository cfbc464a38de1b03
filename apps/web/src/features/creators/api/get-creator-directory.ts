import type { TCreatorDirectoryResponse } from '@briefly/shared/creator-directory';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { directoryQuery, type DirectoryFilters } from '../lib/directory-filters';

/** GET /api/brands/creators/directory (bearer): 20 creators a page, the next after `cursor`. */
export const getCreatorDirectory = (filters: DirectoryFilters, cursor: string | null, signal?: AbortSignal) =>
  api.get<TCreatorDirectoryResponse>('/api/brands/creators/directory', {
    signal,
    query: { ...directoryQuery(filters), cursor: cursor ?? undefined },
  });

export const creatorDirectoryQueryOptions = (filters: DirectoryFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.brand.creatorDirectory(filters),
    queryFn: ({ pageParam, signal }) => getCreatorDirectory(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useCreatorDirectory = (filters: DirectoryFilters) =>
  useInfiniteQuery(creatorDirectoryQueryOptions(filters));
