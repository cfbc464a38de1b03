import type { BriefStatus } from '@briefly/shared/briefs';
import type { SubmissionStatus } from '@briefly/shared/submissions';
import type { UserType } from '@briefly/shared/options';

// Rules of applying and reviewing (docs/product/submissions.md). Pure functions; table-driven tests beside them.

/** A brief accepts applications only while it is published and its deadline is ahead (docs/product/submissions.md#brief-applicability). */
export function acceptsApplications(brief: { status: BriefStatus; deadline: Date }, now: Date): boolean {
  return brief.status === 'published' && brief.deadline.getTime() > now.getTime();
}

/** Approved or rejected submissions can no longer be edited or deleted by their creator. */
export const isChangeableByCreator = (status: SubmissionStatus) => status === 'pending';

/** Only pending submissions are reviewed; once decided, the decision stands. */
export const isReviewable = (status: SubmissionStatus) => status === 'pending';

/** A brand reviews submissions to its own briefs; an admin reviews any. */
export function canReview(actor: { id: string; type: UserType }, submission: { brandId: string }): boolean {
  if (actor.type === 'admin') return true;
  return actor.type === 'brand' && actor.id === submission.brandId;
}
