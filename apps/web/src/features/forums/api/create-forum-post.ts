import type { TCreateForumPostRequest, TForumPostResponse } from '@briefly/shared/forums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/forums/posts (bearer) { title, content, category, tags } → the new post. */
export const createForumPost = (body: TCreateForumPostRequest) =>
  api.post<TForumPostResponse>('/api/forums/posts', body);

export const useCreateForumPost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createForumPost,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.forum.posts() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.forum.stats() });
    },
  });
};
