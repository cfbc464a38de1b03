import { z } from 'zod';

// ---------------------------------------------------------------- private brief invitations

export const ZInviteCreatorsRequest = z.strictObject({
  creatorIds: z.array(z.uuid('Invalid creator ID')).min(1, 'Choose at least one creator').max(50),
});
export const ZBriefInvitation = z.object({
  creatorId: z.string(),
  fullName: z.string(),
  userName: z.string(),
  email: z.string(),
  invitedAt: z.string(),
});
export type TBriefInvitation = z.infer<typeof ZBriefInvitation>;
/** POST, GET and DELETE /api/briefs/:id/invitations…: the brief's invitations after the call, oldest first. */
export const ZBriefInvitationsResponse = z.object({ invitations: z.array(ZBriefInvitation) });
export type TBriefInvitationsResponse = z.infer<typeof ZBriefInvitationsResponse>;
export const INVITATION_MESSAGES = {
  unknownCreators: 'Some of these creators do not exist or are not active creators',
} as const;
