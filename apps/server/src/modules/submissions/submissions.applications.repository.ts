import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SubmissionStatus } from '@briefly/shared/submissions';
import { queryRows, type Db } from '../../db/client.ts';
import { rewardAssignments, submissions } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../lib/errors.ts';
import {
  briefAcceptsApplications,
  creatorView,
  notAwarded,
  type CreatorSubmissionRow,
} from './submissions.views.repository.ts';

// The creator's side: applying, reading, editing and withdrawing one's own applications.

/**
 * One statement, safe under any number of parallel calls: inserts the application while the brief
 * accepts applications, or updates the creator's existing one while it is pending. Null when
 * neither happened (the brief closed, or the application was already reviewed).
 */
export async function upsertApplication(
  db: Db,
  args: {
    briefId: string;
    creatorId: string;
    contentUrl: string;
    contentKey: string;
    additionalInfo: string;
    amountText: string;
    now: Date;
  },
): Promise<{ id: string; inserted: boolean } | null> {
  const rows = await queryRows<{ id: string; inserted: boolean }>(
    db,
    sql`insert into submissions (brief_id, creator_id, content_url, content_key, additional_info, amount_text, submitted_at, updated_at)
        select brief.id, ${args.creatorId}::uuid, ${args.contentUrl}::text, ${args.contentKey}::text, ${args.additionalInfo}::text, ${args.amountText}::text, ${args.now}::timestamptz, ${args.now}::timestamptz
        from briefs brief
        where brief.id = ${args.briefId}::uuid and brief.status = 'published' and brief.deadline > ${args.now}::timestamptz
        on conflict (brief_id, creator_id) do update
          set content_url = excluded.content_url, content_key = excluded.content_key, additional_info = excluded.additional_info, amount_text = excluded.amount_text, updated_at = excluded.updated_at
          where submissions.status = 'pending'
            and not exists (select 1 from reward_assignments award where award.submission_id = submissions.id)
        returning submissions.id, (submissions.xmax = 0) as inserted`,
  );
  const row = rows[0];
  return row ? { id: row.id, inserted: Boolean(row.inserted) } : null;
}

export async function findForCreator(db: Db, id: string, creatorId: string): Promise<CreatorSubmissionRow | undefined> {
  const [row] = await creatorView(db)
    .where(and(eq(submissions.id, id), eq(submissions.creatorId, creatorId)))
    .limit(1);
  return row;
}

/** The creator's application to a brief, with its award (after a refused re-application). */
export async function findOwnByBrief(
  db: Db,
  briefId: string,
  creatorId: string,
): Promise<CreatorSubmissionRow | undefined> {
  const [row] = await creatorView(db)
    .where(and(eq(submissions.briefId, briefId), eq(submissions.creatorId, creatorId)))
    .limit(1);
  return row;
}

/** The creator's submissions, newest first (one per brief, so the cap is generous). */
export async function listForCreator(db: Db, creatorId: string, limit = 1000): Promise<CreatorSubmissionRow[]> {
  return creatorView(db)
    .where(eq(submissions.creatorId, creatorId))
    .orderBy(desc(submissions.submittedAt), desc(submissions.id))
    .limit(limit);
}

/** The creator's application to each brief, with the place it won (no award: null; a reward outside the tiers: position null). */
export interface OwnApplication {
  id: string;
  status: SubmissionStatus;
  award: { position: number | null } | null;
}

/** The creator's own application to each of these briefs, if any. */
export async function ownForBriefs(
  db: Db,
  creatorId: string,
  briefIds: string[],
): Promise<Map<string, OwnApplication>> {
  const result = new Map<string, OwnApplication>();
  if (briefIds.length === 0) return result;
  const rows = await db
    .select({
      id: submissions.id,
      briefId: submissions.briefId,
      status: submissions.status,
      awardId: rewardAssignments.id,
      position: rewardAssignments.position,
    })
    .from(submissions)
    .leftJoin(
      rewardAssignments,
      and(eq(rewardAssignments.submissionId, submissions.id), eq(rewardAssignments.creatorId, submissions.creatorId)),
    )
    .where(and(eq(submissions.creatorId, creatorId), inArray(submissions.briefId, briefIds)));
  for (const row of rows)
    result.set(row.briefId, { id: row.id, status: row.status, award: row.awardId ? { position: row.position } : null });
  return result;
}

/** Compare-and-set: edits the creator's pending application while its brief accepts applications. */
export async function updatePending(
  db: Db,
  args: { id: string; creatorId: string; contentUrl: string; contentKey: string; additionalInfo: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(submissions)
    .set({
      contentUrl: args.contentUrl,
      contentKey: args.contentKey,
      additionalInfo: args.additionalInfo,
      updatedAt: args.now,
    })
    .where(
      and(
        eq(submissions.id, args.id),
        eq(submissions.creatorId, args.creatorId),
        eq(submissions.status, 'pending'),
        notAwarded,
        briefAcceptsApplications(args.now),
      ),
    )
    .returning({ id: submissions.id });
  return rows.length === 1;
}

/**
 * Compare-and-set: deletes the creator's submission only while it is pending and has won nothing.
 * A reward assigned by a transaction still running when this one checked makes the delete fail on
 * the foreign key; that is the same "no" as a lost compare-and-set.
 */
export async function deletePending(db: Db, id: string, creatorId: string): Promise<boolean> {
  try {
    const rows = await db
      .delete(submissions)
      .where(
        and(
          eq(submissions.id, id),
          eq(submissions.creatorId, creatorId),
          eq(submissions.status, 'pending'),
          notAwarded,
        ),
      )
      .returning({ id: submissions.id });
    return rows.length === 1;
  } catch (error) {
    if (isForeignKeyViolation(error)) return false;
    throw error;
  }
}
