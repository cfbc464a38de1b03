import type { TMyPublicProfileResponse, TUpdatePublicProfileRequest } from '@briefly/shared/reputation';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/creators/me/profile (creator): the public profile and the portfolio's candidates. */
export const getMyPublicProfile = (signal?: AbortSignal) =>
  api.get<TMyPublicProfileResponse>('/api/creators/me/profile', { signal });

export const myPublicProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.creator.publicProfile(), queryFn: ({ signal }) => getMyPublicProfile(signal) });

export const useMyPublicProfile = () => useQuery(myPublicProfileQueryOptions());

/** PUT /api/creators/me/profile: 400 with a sentence per field. */
export const updateMyPublicProfile = (body: TUpdatePublicProfileRequest) =>
  api.put<TMyPublicProfileResponse>('/api/creators/me/profile', body);

export const useUpdateMyPublicProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['creator', 'public-profile', 'update'],
    mutationFn: updateMyPublicProfile,
    onSuccess: (response) => {
      queryClient.setQueryData(queryKeys.creator.publicProfile(), response);
      void queryClient.invalidateQueries({ queryKey: queryKeys.marketplace.creatorProfile() });
    },
  });
};
