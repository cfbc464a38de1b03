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

/** Changes may be requested on a pending or shortlisted submission, and resubmitted while it still is (docs/product/submissions.md#revisions). */
export const isRevisable = (status: SubmissionStatus) => status === 'pending' || status === 'approved';

/** Why a request for changes cannot be made now, in the order the brand reads it; null when it can. */
export function revisionRequestRefusal(
  submission: {
    status: SubmissionStatus;
    awarded: boolean;
    open: boolean;
    revisionsRequested: number;
    revisionLimit: number;
    brief: { status: BriefStatus; deadline: Date };
  },
  now: Date,
): 'awarded' | 'not_revisable' | 'open' | 'limit' | 'deadline' | null {
  if (submission.awarded) return 'awarded';
  if (!isRevisable(submission.status)) return 'not_revisable';
  if (submission.open) return 'open';
  if (submission.revisionsRequested >= submission.revisionLimit) return 'limit';
  if (!acceptsApplications(submission.brief, now)) return 'deadline';
  return null;
}
