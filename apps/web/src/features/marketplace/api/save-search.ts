import type { TCreateSavedSearchRequest, TSavedSearch } from '@briefly/shared/saved-searches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// "Save this search" (docs/product/saved-searches.md#saving): the marketplace's side of saved searches;
// Settings lists and changes them (features/saved-searches).

/** POST /api/creators/saved-searches (creators; at most 20). */
export const createSavedSearch = (body: TCreateSavedSearchRequest) =>
  api.post<{ savedSearch: TSavedSearch }>('/api/creators/saved-searches', body);

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...queryKeys.savedSearches.all(), 'create'],
    mutationFn: createSavedSearch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches.all() }),
  });
}
