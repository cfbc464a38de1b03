import type { TBriefInvitationsResponse } from '@briefly/shared/submissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/briefs/:id/invitations { creatorIds } (bearer): idempotent; answers all the brief's invitations. */
export const inviteCreators = ({ briefId, creatorIds }: { briefId: string; creatorIds: string[] }) =>
  api.post<TBriefInvitationsResponse>(`/api/briefs/${encodeURIComponent(briefId)}/invitations`, { creatorIds });

export const useInviteCreators = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['brand', 'invitations', 'invite'],
    mutationFn: inviteCreators,
    onSuccess: (response, { briefId }) => queryClient.setQueryData(queryKeys.brand.invitations(briefId), response),
  });
};
