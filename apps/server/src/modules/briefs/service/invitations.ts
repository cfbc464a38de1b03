import { INVITATION_MESSAGES, type TBriefInvitationsResponse } from '@briefly/shared/submissions';
import { badRequest } from '../../../lib/errors.ts';
import { isBriefOwner, type Viewer } from '../briefs.policy.ts';
import * as repo from '../briefs.repository.ts';
import { briefNotFound } from '../briefs.errors.ts';
import type { BriefsDeps } from './deps.ts';

/** Invitations to a private brief: inviting creators, listing and removing them. */
export function invitationUseCases(deps: BriefsDeps) {
  const { db, events, now } = deps;

  // ---------------------------------------------------------------- invitations (private briefs)

  async function ownBriefRow(actor: Viewer, briefId: string): Promise<repo.BriefRow> {
    const brief = await repo.findBrief(db, briefId);
    if (!brief || !isBriefOwner(actor, brief)) throw briefNotFound();
    return brief;
  }

  async function invitationsOf(briefId: string): Promise<TBriefInvitationsResponse> {
    const rows = await repo.invitationsOf(db, briefId);
    return { invitations: rows.map((row) => ({ ...row, invitedAt: row.invitedAt.toISOString() })) };
  }

  /**
   * POST /api/briefs/:id/invitations: invites active creators to one of the brand's briefs (what
   * lets them see it while it is private). Idempotent; `brief.invited` goes out once per new one.
   */
  async function inviteCreators(
    actor: Viewer,
    briefId: string,
    creatorIds: string[],
  ): Promise<TBriefInvitationsResponse> {
    const brief = await ownBriefRow(actor, briefId);
    const unique = [...new Set(creatorIds)];
    const known = await repo.activeCreatorIds(db, unique);
    const unknown = unique.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw badRequest(INVITATION_MESSAGES.unknownCreators, {
        issues: [{ path: 'creatorIds', message: INVITATION_MESSAGES.unknownCreators }],
        creatorIds: unknown,
      });
    await db.transaction(async (tx) => {
      const added = await repo.insertInvitations(tx, briefId, unique, now());
      for (const creatorId of added)
        await events.publish(tx, {
          type: 'brief.invited',
          briefId,
          brandId: brief.brandId,
          creatorId,
          title: brief.title,
        });
    });
    return invitationsOf(briefId);
  }

  async function inviteCreator(actor: Viewer, briefId: string, creatorId: string): Promise<void> {
    await inviteCreators(actor, briefId, [creatorId]);
  }

  async function listInvitations(actor: Viewer, briefId: string): Promise<TBriefInvitationsResponse> {
    await ownBriefRow(actor, briefId);
    return invitationsOf(briefId);
  }

  /** DELETE /api/briefs/:id/invitations/:creatorId: idempotent; an application already made stays. */
  async function removeInvitation(
    actor: Viewer,
    briefId: string,
    creatorId: string,
  ): Promise<TBriefInvitationsResponse> {
    await ownBriefRow(actor, briefId);
    await repo.deleteInvitation(db, briefId, creatorId);
    return invitationsOf(briefId);
  }

  return { inviteCreators, inviteCreator, listInvitations, removeInvitation };
}
