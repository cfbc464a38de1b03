import type { TForumReportResponse } from '@briefly/shared/forums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type ForumReportTarget = { kind: 'post'; id: string } | { kind: 'reply'; id: string; postId: string };

/** POST /api/forums/posts/:id/report or /api/forums/replies/:id/report (bearer) { reason }. */
export const reportForumItem = (target: ForumReportTarget, reason: string) =>
  api.post<TForumReportResponse>(
    `/api/forums/${target.kind === 'post' ? 'posts' : 'replies'}/${encodeURIComponent(target.id)}/report`,
    { reason },
  );

export const useReportForumItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, reason }: { target: ForumReportTarget; reason: string }) => reportForumItem(target, reason),
    onSuccess: (result, { target }) => {
      // A report that held the post or reply takes it out of what others see.
      if (!result.hidden) return;
      void queryClient.invalidateQueries({ queryKey: queryKeys.forum.all() });
      if (target.kind === 'reply')
        void queryClient.invalidateQueries({ queryKey: queryKeys.forum.replies(target.postId) });
    },
  });
};
