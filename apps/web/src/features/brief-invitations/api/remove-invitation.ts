import type { TBriefInvitationsResponse } from '@briefly/shared/submissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * DELETE /api/briefs/:id/invitations/:creatorId (bearer): idempotent; an application the creator
 * already made stays. Answers the brief's remaining invitations.
 */
export const removeInvitation = ({ briefId, creatorId }: { briefId: string; creatorId: string }) =>
  api.delete<TBriefInvitationsResponse>(
    `/api/briefs/${encodeURIComponent(briefId)}/invitations/${encodeURIComponent(creatorId)}`,
  );

export const useRemoveInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['brand', 'invitations', 'remove'],
    mutationFn: removeInvitation,
    onSuccess: (response, { briefId }) => queryClient.setQueryData(queryKeys.brand.invitations(briefId), response),
  });
};
