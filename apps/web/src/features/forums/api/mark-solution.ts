import type { TForumPostResponse } from '@briefly/shared/forums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/forums/posts/:id/solution (bearer; the post's author or an admin) { replyId | null }. */
export const markSolution = (postId: string, replyId: string | null) =>
  api.post<TForumPostResponse>(`/api/forums/posts/${encodeURIComponent(postId)}/solution`, { replyId });

export const useMarkSolution = (postId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replyId: string | null) => markSolution(postId, replyId),
    onSuccess: (response) => {
      queryClient.setQueryData(queryKeys.forum.post(postId), response);
      void queryClient.invalidateQueries({ queryKey: queryKeys.forum.replies(postId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.forum.posts() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.forum.stats() });
    },
  });
};
