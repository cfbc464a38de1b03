import type { BriefStatus } from '@briefly/shared/briefs';
import type { UserType } from '@briefly/shared/options';

// Who may see and change a brief (docs/product/briefs.md#visibility). Pure functions; table-driven tests beside them.

export interface Viewer {
  id: string;
  type: UserType;
}

export interface BriefVisibility {
  brandId: string;
  status: BriefStatus;
  isPrivate: boolean;
}

export const isBriefOwner = (viewer: Viewer | null, brief: { brandId: string }) =>
  viewer?.type === 'brand' && viewer.id === brief.brandId;

/**
 * Drafts: their brand and admins. Private briefs: also the creators invited to them.
 * Everything else (published or archived, public): everyone.
 */
export function canViewBrief(viewer: Viewer | null, brief: BriefVisibility, isInvited: boolean): boolean {
  if (viewer?.type === 'admin' || isBriefOwner(viewer, brief)) return true;
  if (brief.status === 'draft') return false;
  if (!brief.isPrivate) return true;
  return viewer?.type === 'creator' && isInvited;
}

/** Whether the answer depends on an invitation (so the caller looks one up only then). */
export const needsInvitationCheck = (viewer: Viewer | null, brief: BriefVisibility) =>
  viewer?.type === 'creator' && brief.isPrivate && brief.status !== 'draft';
