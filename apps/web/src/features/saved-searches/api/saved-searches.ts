import type { TSavedSearch, TSavedSearchesResponse, TUpdateSavedSearchRequest } from '@briefly/shared/saved-searches';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// A creator's saved marketplace searches and their alerts in Settings (docs/product/saved-searches.md#settings);
// the marketplace saves them (features/marketplace/api/save-search.ts).

const savedSearchesKey = queryKeys.savedSearches.all();
const URL = '/api/creators/saved-searches';
const one = (id: string) => `${URL}/${encodeURIComponent(id)}`;

export const getSavedSearches = () => api.get<TSavedSearchesResponse>(URL);
export const updateSavedSearch = ({ id, ...body }: TUpdateSavedSearchRequest & { id: string }) =>
  api.put<{ savedSearch: TSavedSearch }>(one(id), body);
export const deleteSavedSearch = (id: string) => api.delete<{ id: string; deleted: true }>(one(id));

export const useSavedSearches = () => useQuery({ queryKey: savedSearchesKey, queryFn: getSavedSearches });

function useSavedSearchMutation<A, R>(name: string, mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...savedSearchesKey, name],
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedSearchesKey }),
  });
}

export const useUpdateSavedSearch = () => useSavedSearchMutation('update', updateSavedSearch);
export const useDeleteSavedSearch = () => useSavedSearchMutation('delete', deleteSavedSearch);
