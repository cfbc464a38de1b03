import type { TForumLikeResponse, TForumPost } from '@briefly/shared/forums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/forums/posts/:id/like (bearer) { liked } → the like and the post's count. Setting (not toggling) keeps double clicks harmless. */
export const likeForumPost = (postId: string, liked: boolean) =>
  api.post<TForumLikeResponse>(`/api/forums/posts/${encodeURIComponent(postId)}/like`, { liked });

export const useLikeForumPost = (postId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => likeForumPost(postId, liked),
    onSuccess: (result) => {
      queryClient.setQueryData<{ post: TForumPost }>(queryKeys.forum.post(postId), (current) =>
        current ? { post: { ...current.post, isLikedByMe: result.liked, likes: result.likes } } : current,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.forum.posts() });
    },
  });
};
