import type { TForumReplyResponse } from '@briefly/shared/forums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/forums/posts/:id/replies (bearer) { content } → the reply. */
export const createForumReply = (postId: string, content: string) =>
  api.post<TForumReplyResponse>(`/api/forums/posts/${encodeURIComponent(postId)}/replies`, { content });

export const useCreateForumReply = (postId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createForumReply(postId, content),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.forum.replies(postId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.forum.post(postId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.forum.posts() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.forum.stats() });
    },
  });
};
