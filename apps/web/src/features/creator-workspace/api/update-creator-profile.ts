import type { TCreatorProfileResponse, TUpdateCreatorProfileRequest } from '@briefly/shared/submissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PUT /api/creators/profile (bearer): 409 when the username is taken. */
export const updateCreatorProfile = (body: TUpdateCreatorProfileRequest) =>
  api.put<TCreatorProfileResponse>('/api/creators/profile', body);

export const useUpdateCreatorProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['creator', 'profile', 'update'],
    mutationFn: updateCreatorProfile,
    onSuccess: (response) => queryClient.setQueryData(queryKeys.creator.profile(), response),
  });
};
