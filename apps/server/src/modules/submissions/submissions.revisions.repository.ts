import { asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { submissionHistory } from '../../db/schema/index.ts';
import { briefAcceptsApplications, notAwarded } from './submissions.views.repository.ts';

// Revisions (docs/product/submissions.md#revisions): the brand's request for changes, the creator's
// resubmission, and the history of versions and requests they leave.

/**
 * Compare-and-set: opens the brand's request for changes while the submission is pending or shortlisted,
 * has won nothing, has no open request, is under its brief's limit, and the brief (the brand's own)
 * accepts applications. False when any of that failed; the caller reads the row again to say which.
 */
export async function openRevisionRequest(
  db: Db,
  args: { id: string; brandId: string; note: string; now: Date },
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update submissions
           set revision_requested_at = ${args.now}::timestamptz, revision_note = ${args.note}::text,
               revisions_requested = revisions_requested + 1
         where submissions.id = ${args.id}::uuid
           and submissions.status in ('pending', 'approved')
           and submissions.revision_requested_at is null
           and ${notAwarded}
           and exists (select 1 from briefs brief
                        where brief.id = submissions.brief_id and brief.brand_id = ${args.brandId}::uuid
                          and brief.status = 'published' and brief.deadline > ${args.now}::timestamptz
                          and submissions.revisions_requested < brief.revision_limit)
        returning submissions.id`,
  );
  return rows.length === 1;
}

export interface ReplacedVersion {
  contentUrl: string;
  additionalInfo: string;
  madeAt: Date;
}

/**
 * Compare-and-set: the creator's resubmission answers the open request — new link and details, the
 * request closed — while the submission is pending or shortlisted, has won nothing and its brief accepts
 * applications. Returns the version it replaced (read under the row's lock), or null when nothing changed.
 */
export async function resubmit(
  db: Db,
  args: {
    id: string;
    creatorId: string;
    contentUrl: string;
    contentKey: string;
    /** Null keeps the current details. */
    additionalInfo: string | null;
    now: Date;
  },
): Promise<ReplacedVersion | null> {
  const rows = await queryRows<{ content_url: string; additional_info: string; updated_at: Date | string }>(
    db,
    sql`with old as (
          select id, content_url, additional_info, updated_at from submissions
           where id = ${args.id}::uuid and creator_id = ${args.creatorId}::uuid
           for update)
        update submissions
           set content_url = ${args.contentUrl}::text, content_key = ${args.contentKey}::text,
               additional_info = coalesce(${args.additionalInfo}::text, old.additional_info),
               updated_at = ${args.now}::timestamptz, revision_requested_at = null, revision_note = null
          from old
         where submissions.id = old.id
           and submissions.revision_requested_at is not null
           and submissions.status in ('pending', 'approved')
           and ${notAwarded}
           and ${briefAcceptsApplications(args.now)}
        returning old.content_url, old.additional_info, old.updated_at`,
  );
  const row = rows[0];
  return row
    ? { contentUrl: row.content_url, additionalInfo: row.additional_info, madeAt: new Date(row.updated_at) }
    : null;
}

export type NewHistoryEntry =
  | { kind: 'version'; submissionId: string; contentUrl: string; additionalInfo: string; actorId: string; at: Date }
  | { kind: 'revision_requested'; submissionId: string; note: string; actorId: string; at: Date };

export async function addHistory(db: Db, entry: NewHistoryEntry): Promise<void> {
  await db.insert(submissionHistory).values(entry);
}

export interface HistoryRow {
  kind: 'version' | 'revision_requested';
  contentUrl: string | null;
  additionalInfo: string | null;
  note: string | null;
  at: Date;
}

/** The submission's past versions and requests, oldest first (the current version is the submission itself). */
export async function historyOf(db: Db, submissionId: string): Promise<HistoryRow[]> {
  return db
    .select({
      kind: submissionHistory.kind,
      contentUrl: submissionHistory.contentUrl,
      additionalInfo: submissionHistory.additionalInfo,
      note: submissionHistory.note,
      at: submissionHistory.at,
    })
    .from(submissionHistory)
    .where(eq(submissionHistory.submissionId, submissionId))
    .orderBy(asc(submissionHistory.at), asc(submissionHistory.id));
}
