import type { TApiKeysResponse, TCreateApiKeyRequest, TCreatedApiKeyResponse } from '@briefly/shared/api-keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// A brand's API keys in Settings › API (docs/product/api.md#keys).

const apiKeysKey = queryKeys.apiKeys.all();
const URL = '/api/brands/api-keys';

export const getApiKeys = () => api.get<TApiKeysResponse>(URL);
export const createApiKey = (body: TCreateApiKeyRequest) => api.post<TCreatedApiKeyResponse>(URL, body);
export const revokeApiKey = (id: string) =>
  api.delete<{ id: string; revoked: true }>(`${URL}/${encodeURIComponent(id)}`);

export const useApiKeys = () => useQuery({ queryKey: apiKeysKey, queryFn: getApiKeys });

function useApiKeyMutation<A, R>(name: string, mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...apiKeysKey, name],
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

export const useCreateApiKey = () => useApiKeyMutation('create', createApiKey);
export const useRevokeApiKey = () => useApiKeyMutation('revoke', revokeApiKey);
