import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { SubmissionStatus } from '@briefly/shared/submissions';
import type { Db } from '../../db/client.ts';
import { briefs, submissions } from '../../db/schema/index.ts';
import { brandView, notAwarded, type BrandSubmissionRow } from './submissions.views.repository.ts';

// The brand's side: reading the submissions to its briefs and deciding them.

export async function findBrandView(db: Db, id: string): Promise<BrandSubmissionRow | undefined> {
  const [row] = await brandView(db).where(eq(submissions.id, id)).limit(1);
  return row;
}

export async function listForBrand(
  db: Db,
  brandId: string,
  filter: { briefId?: string; status?: SubmissionStatus; limit: number },
): Promise<BrandSubmissionRow[]> {
  const conditions: SQL[] = [eq(briefs.brandId, brandId)];
  if (filter.briefId) conditions.push(eq(submissions.briefId, filter.briefId));
  if (filter.status) conditions.push(eq(submissions.status, filter.status));
  return brandView(db)
    .where(and(...conditions))
    .orderBy(desc(submissions.submittedAt), desc(submissions.id))
    .limit(filter.limit);
}

/** Compare-and-set: decides a pending submission; false when it was not pending (or is gone), or is a winner being rejected. */
export async function setReviewed(
  db: Db,
  args: { id: string; status: 'approved' | 'rejected'; reviewerId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(submissions)
    // A decision answers any open request for changes.
    .set({
      status: args.status,
      reviewedAt: args.now,
      reviewedBy: args.reviewerId,
      revisionRequestedAt: null,
      revisionNote: null,
    })
    .where(
      and(
        eq(submissions.id, args.id),
        eq(submissions.status, 'pending'),
        ...(args.status === 'rejected' ? [notAwarded] : []),
      ),
    )
    .returning({ id: submissions.id });
  return rows.length === 1;
}

/** Compare-and-set: a rejected submission back to pending, as if never reviewed (a dispute's outcome). */
export async function reopenRejected(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(submissions)
    .set({ status: 'pending', reviewedAt: null, reviewedBy: null })
    .where(and(eq(submissions.id, id), eq(submissions.status, 'rejected')))
    .returning({ id: submissions.id });
  return rows.length === 1;
}
