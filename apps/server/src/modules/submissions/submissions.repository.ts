import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { PayoutStatus } from '@briefly/shared/rewards';
import type { SubmissionStatus } from '@briefly/shared/submissions';
import { queryRows, type Db } from '../../db/client.ts';
import {
  brandProfiles,
  briefs,
  creatorProfiles,
  rewardAssignments,
  rewardTiers,
  submissionHistory,
  submissions,
} from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../lib/errors.ts';
import { likeLiteral, textQuery } from '../../lib/text-search.ts';

// All of the submissions module's queries. Functions take the executor (db or transaction) first.
// Reads join the brief (and its brand or creator profile) for the names the lists show.

export type SubmissionRow = typeof submissions.$inferSelect;

/**
 * The reward a submission won, read in the same statement as the submission (LEFT JOIN; null
 * without one). reward_assignments is unique on submission_id, so the join never adds rows. Only
 * columns of the joined table, so Drizzle nulls the whole object when there is no assignment.
 */
const awardColumns = (amountCents: typeof rewardAssignments.grossCents | typeof rewardAssignments.netCents) => ({
  rewardType: rewardAssignments.rewardType,
  position: rewardAssignments.position,
  amountCents,
  prizeName: rewardAssignments.prizeName,
  payoutStatus: rewardAssignments.payoutStatus,
  paidAt: rewardAssignments.paidAt,
});
export interface AwardRow {
  rewardType: 'cash' | 'credit' | 'prize';
  position: number | null;
  /** Gross in the brand's view, net in the creator's. */
  amountCents: number;
  prizeName: string | null;
  payoutStatus: PayoutStatus;
  paidAt: Date | null;
}

const nullableNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

const creatorViewColumns = {
  id: submissions.id,
  briefId: submissions.briefId,
  creatorId: submissions.creatorId,
  contentUrl: submissions.contentUrl,
  additionalInfo: submissions.additionalInfo,
  status: submissions.status,
  submittedAt: submissions.submittedAt,
  updatedAt: submissions.updatedAt,
  reviewedAt: submissions.reviewedAt,
  briefTitle: briefs.title,
  briefRewardCents: briefs.rewardCents,
  // What one winner can get: the smallest and largest active tier (cash + credit), for My Submissions.
  briefTierMinCents: sql<
    number | null
  >`(select min(${rewardTiers.cashCents} + ${rewardTiers.creditCents}) from ${rewardTiers} where ${rewardTiers.briefId} = ${briefs.id} and ${rewardTiers.isActive})`.mapWith(
    nullableNumber,
  ),
  briefTierMaxCents: sql<
    number | null
  >`(select max(${rewardTiers.cashCents} + ${rewardTiers.creditCents}) from ${rewardTiers} where ${rewardTiers.briefId} = ${briefs.id} and ${rewardTiers.isActive})`.mapWith(
    nullableNumber,
  ),
  briefDeadline: briefs.deadline,
  briefStatus: briefs.status,
  brandId: briefs.brandId,
  brandName: brandProfiles.companyName,
  award: awardColumns(rewardAssignments.netCents),
  revisionRequestedAt: submissions.revisionRequestedAt,
  revisionNote: submissions.revisionNote,
  revisionsRequested: submissions.revisionsRequested,
  revisionLimit: briefs.revisionLimit,
};
export interface CreatorSubmissionRow {
  id: string;
  briefId: string;
  creatorId: string;
  contentUrl: string;
  additionalInfo: string;
  status: SubmissionStatus;
  submittedAt: Date;
  updatedAt: Date;
  reviewedAt: Date | null;
  briefTitle: string;
  briefRewardCents: number;
  briefTierMinCents: number | null;
  briefTierMaxCents: number | null;
  briefDeadline: Date;
  briefStatus: 'draft' | 'published' | 'archived';
  brandId: string;
  brandName: string;
  award: AwardRow | null;
  revisionRequestedAt: Date | null;
  revisionNote: string | null;
  revisionsRequested: number;
  revisionLimit: number;
}

export interface DuplicateLinkRow {
  by: 'another_creator' | 'same_creator';
  submittedAt: Date;
  briefTitle: string | null;
}

/**
 * The earliest other submission of the same link (docs/product/submissions.md#duplicate-links): by
 * another creator to any brief, or by this creator to another brief of this brand. A subquery of the
 * brand's list, answered from the hash index on content_key, so a page of submissions is one statement.
 * Another creator's brief is never named: it may be another brand's, or private.
 */
const duplicateLinkSql = sql<unknown>`(
  select json_build_object(
    'by', case when other.creator_id = "submissions"."creator_id" then 'same_creator' else 'another_creator' end,
    'submittedAt', other.submitted_at,
    'briefTitle', case when other.creator_id = "submissions"."creator_id" then other_brief.title end)
  from submissions other join briefs other_brief on other_brief.id = other.brief_id
  where other.content_key = "submissions"."content_key" and "submissions"."content_key" <> ''
    and other.id <> "submissions"."id"
    and (other.creator_id <> "submissions"."creator_id" or other_brief.brand_id = "briefs"."brand_id")
  order by other.submitted_at, other.id
  limit 1)`.mapWith((value: unknown): DuplicateLinkRow | null => {
  if (value === null || value === undefined) return null;
  const json = (typeof value === 'string' ? JSON.parse(value) : value) as {
    by: DuplicateLinkRow['by'];
    submittedAt: string;
    briefTitle: string | null;
  };
  return { by: json.by, submittedAt: new Date(json.submittedAt), briefTitle: json.briefTitle };
});

const brandViewColumns = {
  id: submissions.id,
  briefId: submissions.briefId,
  briefTitle: briefs.title,
  brandId: briefs.brandId,
  creatorId: submissions.creatorId,
  fullName: creatorProfiles.fullName,
  userName: creatorProfiles.userName,
  // The creator's published, visible reviews (read-only over the reviews module's table; decision 010).
  ratingSum: sql<string>`(select coalesce(sum(r.rating), 0) from reviews r where r.reviewee_id = "submissions"."creator_id" and r.published_at is not null and r.hidden_at is null)`,
  reviewCount: sql<string>`(select count(*) from reviews r where r.reviewee_id = "submissions"."creator_id" and r.published_at is not null and r.hidden_at is null)`,
  contentUrl: submissions.contentUrl,
  additionalInfo: submissions.additionalInfo,
  status: submissions.status,
  submittedAt: submissions.submittedAt,
  updatedAt: submissions.updatedAt,
  reviewedAt: submissions.reviewedAt,
  award: awardColumns(rewardAssignments.grossCents),
  revisionRequestedAt: submissions.revisionRequestedAt,
  revisionNote: submissions.revisionNote,
  revisionsRequested: submissions.revisionsRequested,
  revisionLimit: briefs.revisionLimit,
  briefDeadline: briefs.deadline,
  briefStatus: briefs.status,
  duplicateLink: duplicateLinkSql,
};
export interface BrandSubmissionRow {
  id: string;
  briefId: string;
  briefTitle: string;
  brandId: string;
  creatorId: string;
  fullName: string;
  userName: string;
  ratingSum: string | number;
  reviewCount: string | number;
  contentUrl: string;
  additionalInfo: string;
  status: SubmissionStatus;
  submittedAt: Date;
  updatedAt: Date;
  reviewedAt: Date | null;
  award: AwardRow | null;
  revisionRequestedAt: Date | null;
  revisionNote: string | null;
  revisionsRequested: number;
  revisionLimit: number;
  briefDeadline: Date;
  briefStatus: 'draft' | 'published' | 'archived';
  duplicateLink: DuplicateLinkRow | null;
}

// The creator's view also matches the award's creator: an award shows only to the creator it pays.
const creatorView = (db: Db) =>
  db
    .select(creatorViewColumns)
    .from(submissions)
    .innerJoin(briefs, eq(briefs.id, submissions.briefId))
    .innerJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
    .leftJoin(
      rewardAssignments,
      and(eq(rewardAssignments.submissionId, submissions.id), eq(rewardAssignments.creatorId, submissions.creatorId)),
    );

const brandView = (db: Db) =>
  db
    .select(brandViewColumns)
    .from(submissions)
    .innerJoin(briefs, eq(briefs.id, submissions.briefId))
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, submissions.creatorId))
    .leftJoin(rewardAssignments, eq(rewardAssignments.submissionId, submissions.id));

/**
 * The brief is published and its deadline ahead, checked inside the statement that writes.
 * Spelled out: Drizzle may leave column names unqualified, which a correlated subquery cannot afford.
 */
const briefAcceptsApplications = (now: Date) =>
  sql`exists(select 1 from briefs brief where brief.id = "submissions"."brief_id" and brief.status = 'published' and brief.deadline > ${now})`;

// ---------------------------------------------------------------- the creator's side

/**
 * One statement, safe under any number of parallel calls: inserts the application while the brief
 * accepts applications, or updates the creator's existing one while it is pending. Null when
 * neither happened (the brief closed, or the application was already reviewed).
 */
/** No reward was assigned to the submission: a winner's submission is frozen (checked in the writing statement). */
// Spelled out rather than ${submissions.id}: Drizzle leaves columns unqualified in UPDATE and DELETE, and
// inside this subquery a bare "id" would be the award's own id.
const notAwarded = sql`not exists (select 1 from reward_assignments award where award.submission_id = "submissions"."id")`;

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

/** The creator's own application to each of these briefs, if any. */
/** The creator's application to each brief, with the place it won (no award: null; a reward outside the tiers: position null). */
export interface OwnApplication {
  id: string;
  status: SubmissionStatus;
  award: { position: number | null } | null;
}

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

// ---------------------------------------------------------------- the brand's side

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

// ---------------------------------------------------------------- revisions (docs/product/submissions.md#revisions)

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

// ---------------------------------------------------------------- counts for briefs (briefs.activity)

export async function countsByBrief(db: Db, briefIds: string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (briefIds.length === 0) return result;
  const rows = await db
    .select({ briefId: submissions.briefId, count: count() })
    .from(submissions)
    .where(inArray(submissions.briefId, briefIds))
    .groupBy(submissions.briefId);
  for (const row of rows) result.set(row.briefId, Number(row.count));
  return result;
}

const monthOf = (column: typeof submissions.submittedAt) =>
  sql<string>`to_char(date_trunc('month', ${column} at time zone 'UTC'), 'YYYY-MM')`;

export async function perMonthForBrand(db: Db, brandId: string, since: Date): Promise<Map<string, number>> {
  const month = monthOf(submissions.submittedAt);
  const rows = await db
    .select({ month, count: count() })
    .from(submissions)
    .innerJoin(briefs, eq(briefs.id, submissions.briefId))
    .where(and(eq(briefs.brandId, brandId), gte(submissions.submittedAt, since)))
    .groupBy(month);
  return new Map(rows.map((row) => [row.month, Number(row.count)]));
}

export async function countSinceForBrand(db: Db, brandId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(submissions)
    .innerJoin(briefs, eq(briefs.id, submissions.briefId))
    .where(and(eq(briefs.brandId, brandId), gte(submissions.submittedAt, since)));
  return Number(row?.count ?? 0);
}

// ---------------------------------------------------------------- a creator's figures

export async function totalsForCreator(
  db: Db,
  creatorId: string,
): Promise<{ total: number; approved: number; rejected: number; pending: number }> {
  const [row] = await db
    .select({
      total: count(),
      approved: sql<number>`count(*) filter (where ${submissions.status} = 'approved')::int`,
      rejected: sql<number>`count(*) filter (where ${submissions.status} = 'rejected')::int`,
      pending: sql<number>`count(*) filter (where ${submissions.status} = 'pending')::int`,
    })
    .from(submissions)
    .where(eq(submissions.creatorId, creatorId));
  return {
    total: Number(row?.total ?? 0),
    approved: Number(row?.approved ?? 0),
    rejected: Number(row?.rejected ?? 0),
    pending: Number(row?.pending ?? 0),
  };
}

export async function monthlyForCreator(
  db: Db,
  creatorId: string,
  since: Date,
): Promise<Map<string, { submissions: number; approved: number }>> {
  const month = monthOf(submissions.submittedAt);
  const rows = await db
    .select({
      month,
      submissions: count(),
      approved: sql<number>`count(*) filter (where ${submissions.status} = 'approved')::int`,
    })
    .from(submissions)
    .where(and(eq(submissions.creatorId, creatorId), gte(submissions.submittedAt, since)))
    .groupBy(month)
    .orderBy(asc(month));
  return new Map(
    rows.map((row) => [row.month, { submissions: Number(row.submissions), approved: Number(row.approved) }]),
  );
}

/** How many submissions the creator made since `since`, as SQL for a statement that reads several figures at once. */
export const countSinceForCreatorSql = (creatorId: string, since: Date) =>
  sql<number>`(select count(*)::int from ${submissions} mine where mine.creator_id = ${creatorId} and mine.submitted_at >= ${since})`;

export interface ActivityRow {
  submissionId: string;
  kind: 'submitted' | 'updated' | 'approved' | 'rejected';
  at: Date;
  briefTitle: string;
  brandName: string;
}

/**
 * What happened to the creator's submissions, newest first: each was submitted, maybe edited
 * since (its latest edit), maybe reviewed. Each branch is cut at `limit` before the merge.
 */
export async function recentActivityForCreator(db: Db, creatorId: string, limit: number): Promise<ActivityRow[]> {
  const rows = await queryRows<{
    submission_id: string;
    kind: ActivityRow['kind'];
    at: Date | string;
    brief_title: string;
    brand_name: string;
  }>(
    db,
    sql`select * from (
          (select s.id as submission_id, 'submitted' as kind, s.submitted_at as at, b.title as brief_title, bp.company_name as brand_name
             from submissions s join briefs b on b.id = s.brief_id join brand_profiles bp on bp.id = b.brand_id
            where s.creator_id = ${creatorId} order by s.submitted_at desc limit ${limit})
          union all
          (select s.id, 'updated', s.updated_at, b.title, bp.company_name
             from submissions s join briefs b on b.id = s.brief_id join brand_profiles bp on bp.id = b.brand_id
            where s.creator_id = ${creatorId} and s.updated_at > s.submitted_at order by s.updated_at desc limit ${limit})
          union all
          (select s.id, s.status::text, s.reviewed_at, b.title, bp.company_name
             from submissions s join briefs b on b.id = s.brief_id join brand_profiles bp on bp.id = b.brand_id
            where s.creator_id = ${creatorId} and s.reviewed_at is not null order by s.reviewed_at desc limit ${limit})
        ) activity
        order by at desc, submission_id, kind
        limit ${limit}`,
  );
  return rows.map((row) => ({
    submissionId: row.submission_id,
    kind: row.kind,
    at: new Date(row.at),
    briefTitle: row.brief_title,
    brandName: row.brand_name,
  }));
}

// ---------------------------------------------------------------- search

export interface OwnSearchRow {
  id: string;
  briefId: string;
  status: SubmissionStatus;
  contentUrl: string;
  additionalInfo: string;
  briefTitle: string;
  briefDescription: string;
  rewardCents: number;
  deadline: Date;
  location: string;
  category: string;
  brandName: string;
  brandContact: string;
}

/**
 * The creator's own submissions whose brief title matches the text (full-text, prefix words) or
 * whose status starts with it ('pend', 'approved'), newest first.
 */
export async function searchOwn(db: Db, creatorId: string, search: string, limit: number): Promise<OwnSearchRow[]> {
  const query = textQuery(search);
  const word = search.trim().toLowerCase();
  const statusMatch = /^[a-z]{3,}$/.test(word)
    ? sql` or ${submissions.status}::text like ${`${likeLiteral(word)}%`}`
    : sql``;
  return db
    .select({
      id: submissions.id,
      briefId: submissions.briefId,
      status: submissions.status,
      contentUrl: submissions.contentUrl,
      additionalInfo: submissions.additionalInfo,
      briefTitle: briefs.title,
      briefDescription: briefs.description,
      rewardCents: briefs.rewardCents,
      deadline: briefs.deadline,
      location: briefs.location,
      category: briefs.category,
      brandName: brandProfiles.companyName,
      brandContact: brandProfiles.contactName,
    })
    .from(submissions)
    .innerJoin(briefs, eq(briefs.id, submissions.briefId))
    .innerJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
    .where(
      and(
        eq(submissions.creatorId, creatorId),
        sql`(to_tsvector('english', ${briefs.title}) @@ ${query}${statusMatch})`,
      ),
    )
    .orderBy(desc(submissions.submittedAt), desc(submissions.id))
    .limit(limit);
}
