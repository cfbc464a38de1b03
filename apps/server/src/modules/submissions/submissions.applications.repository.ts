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
    /** The earlier submission of the same link to this brief by another creator (decision 048), or null. */
    duplicateOf: string | null;
  },
): Promise<{ id: string; inserted: boolean } | null> {
  const rows = await queryRows<{ id: string; inserted: boolean }>(
    db,
    sql`insert into submissions (brief_id, creator_id, content_url, content_key, additional_info, amount_text, submitted_at, updated_at, duplicate_of)
        select brief.id, ${args.creatorId}::uuid, ${args.contentUrl}::text, ${args.contentKey}::text, ${args.additionalInfo}::text, ${args.amountText}::text, ${args.now}::timestamptz, ${args.now}::timestamptz, ${args.duplicateOf}::uuid
        from briefs brief
        where brief.id = ${args.briefId}::uuid and brief.status = 'published' and brief.deadline > ${args.now}::timestamptz
        on conflict (brief_id, creator_id) do update
          set content_url = excluded.content_url, content_key = excluded.content_key, additional_info = excluded.additional_info, amount_text = excluded.amount_text, updated_at = excluded.updated_at, duplicate_of = excluded.duplicate_of
          where submissions.status = 'pending'
            and not exists (select 1 from reward_assignments award where award.submission_id = submissions.id)
        returning submissions.id, (submissions.xmax = 0) as inserted`,
  );
  const row = rows[0];
  return row ? { id: row.id, inserted: Boolean(row.inserted) } : null;
}

/**
 * Serializes applications of one link to one brief (decision 048): taken before the earlier submission is
 * looked up, so of parallel applications with the same link exactly one finds none and is the first.
 * An advisory lock of its own key, taken by nothing else, so it has no place in the global lock order.
 */
export async function lockBriefLink(db: Db, briefId: string, contentKey: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`submission-link:${briefId}:${contentKey}`}, 0))`,
  );
}

/**
 * The earliest submission of this link to this brief by another creator: the one a new application would
 * copy — the first (flagged as nobody's copy) before any copy of it, so every copy names the same first.
 * None when the creator's own application already had this link and was sent first.
 */
export async function firstWithLink(
  db: Db,
  args: { briefId: string; creatorId: string; contentKey: string },
): Promise<{ id: string } | undefined> {
  if (args.contentKey === '') return undefined;
  const [row] = await queryRows<{ id: string }>(
    db,
    // The creator's own application with this link, sent before the other one, makes them the first.
    sql`select other.id from submissions other
        where other.brief_id = ${args.briefId}::uuid and other.content_key = ${args.contentKey}::text
          and other.creator_id <> ${args.creatorId}::uuid
          and not exists (select 1 from submissions mine
            where mine.brief_id = other.brief_id and mine.creator_id = ${args.creatorId}::uuid
              and mine.content_key = other.content_key and (mine.submitted_at, mine.id) < (other.submitted_at, other.id))
        order by other.duplicate_of is not null, other.submitted_at, other.id limit 1`,
  );
  return row;
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
