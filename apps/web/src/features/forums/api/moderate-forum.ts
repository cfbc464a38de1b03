import type { ForumVisibility } from '@briefly/shared/forum-rules';
import type {
  TAdminForumDecisionResponse,
  TAdminForumPostUpdate,
  TAdminForumReportsResponse,
  TForumPostResponse,
  TForumReplyResponse,
} from '@briefly/shared/forums';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Admins moderate from the post itself: pin, lock, hide, remove or restore; decide its open reports.

/** PATCH /api/admin/forums/posts/:id (admin) { isPinned?, isLocked?, visibility? }. */
export const moderatePost = (postId: string, changes: TAdminForumPostUpdate) =>
  api.patch<TForumPostResponse>(`/api/admin/forums/posts/${encodeURIComponent(postId)}`, changes);

/** PATCH /api/admin/forums/replies/:id (admin) { visibility }. */
export const moderateReply = (replyId: string, visibility: ForumVisibility) =>
  api.patch<TForumReplyResponse>(`/api/admin/forums/replies/${encodeURIComponent(replyId)}`, { visibility });

/** GET /api/admin/forums/reports?postId= (admin): the open reports on a post and its replies, oldest first. */
export const getPostReports = (postId: string, signal?: AbortSignal) =>
  api.get<TAdminForumReportsResponse>('/api/admin/forums/reports', {
    signal,
    query: { postId, status: 'open', limit: 100 },
  });

/** POST /api/admin/forums/reports/:id/decision (admin) { decision }. */
export const decideReport = (reportId: string, decision: 'uphold' | 'dismiss') =>
  api.post<TAdminForumDecisionResponse>(`/api/admin/forums/reports/${encodeURIComponent(reportId)}/decision`, {
    decision,
  });

export const usePostReports = (postId: string, enabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: queryKeys.forum.reports(postId),
      queryFn: ({ signal }) => getPostReports(postId, signal),
    }),
    enabled,
  });

/** Every moderation changes what lists, the post, its replies and the figures show: refresh the forum. */
function useRefreshForum() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: queryKeys.forum.all() });
}

export const useModeratePost = (postId: string) => {
  const refresh = useRefreshForum();
  return useMutation({
    mutationFn: (changes: TAdminForumPostUpdate) => moderatePost(postId, changes),
    onSuccess: refresh,
  });
};

export const useModerateReply = () => {
  const refresh = useRefreshForum();
  return useMutation({
    mutationFn: ({ replyId, visibility }: { replyId: string; visibility: ForumVisibility }) =>
      moderateReply(replyId, visibility),
    onSuccess: refresh,
  });
};

export const useDecideReport = () => {
  const refresh = useRefreshForum();
  return useMutation({
    mutationFn: ({ reportId, decision }: { reportId: string; decision: 'uphold' | 'dismiss' }) =>
      decideReport(reportId, decision),
    onSuccess: refresh,
  });
};
