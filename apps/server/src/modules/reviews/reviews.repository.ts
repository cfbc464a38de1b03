import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { auditLog, reviewReports, reviews } from '../../db/schema/index.ts';

// Every query of reviews (docs/product/creator-profiles-and-reviews.md#reviews). Who worked together
// on a brief is read from the submissions' and awards' tables (read-only joins; decision 010).

/** When a brief opened for reviews: its first award, else its archiving if it had decided submissions; null while closed. */
const openedAtSql = (brief: SQL) => sql`coalesce(
    (select min(ra.created_at) from reward_assignments ra where ra.brief_id = ${brief}.id),
    case when ${brief}.status = 'archived'
          and exists (select 1 from submissions ds where ds.brief_id = ${brief}.id and ds.status <> 'pending')
         then ${brief}.archived_at end)`;

/** The creators a brief's brand worked with: shortlisted (approved) or awarded. */
const workedWithSql = (briefId: SQL, creatorId: SQL) => sql`exists (
    select 1 from submissions ws left join reward_assignments wa on wa.submission_id = ws.id
     where ws.brief_id = ${briefId} and ws.creator_id = ${creatorId} and (ws.status = 'approved' or wa.id is not null))`;

const activeUserSql = (id: SQL) =>
  sql`exists (select 1 from users au where au.id = ${id} and au.status = 'active' and au.deleted_at is null)`;

export interface BriefForReview {
  id: string;
  title: string;
  brand_id: string;
  opened_at: Date | string | null;
  caller_worked: boolean;
  caller_applied: boolean;
  reviewee_worked: boolean;
  reviewee_active: boolean;
}

/** The brief, when it opened for reviews, and whether caller and reviewee worked with its brand on it. */
export async function briefForReview(db: Db, briefId: string, callerId: string, revieweeId: string) {
  const [row] = await queryRows<BriefForReview>(
    db,
    sql`select b.id, b.title, b.brand_id, ${openedAtSql(sql`b`)} as opened_at,
               ${workedWithSql(sql`b.id`, sql`${callerId}::uuid`)} as caller_worked,
               exists (select 1 from submissions cs where cs.brief_id = b.id and cs.creator_id = ${callerId}::uuid) as caller_applied,
               ${workedWithSql(sql`b.id`, sql`${revieweeId}::uuid`)} as reviewee_worked,
               ${activeUserSql(sql`${revieweeId}::uuid`)} as reviewee_active
          from briefs b where b.id = ${briefId}::uuid`,
  );
  return row;
}

/**
 * Inserts the review and, under a lock on the pair, publishes both sides' reviews when the other side
 * has reviewed too. Answers the published reviews (none while blind). Throws the unique violation of
 * `reviews_brief_reviewer_reviewee_unique` for a second review.
 */
export async function insertReview(
  tx: Db,
  input: { briefId: string; reviewerId: string; revieweeId: string; rating: number; text: string; now: Date },
): Promise<{ id: string; published: PublishedRow[] }> {
  const [low, high] = [input.reviewerId, input.revieweeId].sort();
  // Both sides reviewing at the same moment would each miss the other's uncommitted row: one waits.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`review:${input.briefId}:${low}:${high}`}))`);
  const [inserted] = await tx
    .insert(reviews)
    .values({
      briefId: input.briefId,
      reviewerId: input.reviewerId,
      revieweeId: input.revieweeId,
      rating: input.rating,
      text: input.text,
      createdAt: input.now,
    })
    .returning({ id: reviews.id });
  const published = await queryRows<PublishedRow>(
    tx,
    sql`update reviews r set published_at = ${input.now}
         where r.brief_id = ${input.briefId}::uuid and r.published_at is null
           and ((r.reviewer_id = ${input.reviewerId}::uuid and r.reviewee_id = ${input.revieweeId}::uuid)
             or (r.reviewer_id = ${input.revieweeId}::uuid and r.reviewee_id = ${input.reviewerId}::uuid))
           and (select count(*) from reviews p where p.brief_id = r.brief_id
                 and ((p.reviewer_id = ${input.reviewerId}::uuid and p.reviewee_id = ${input.revieweeId}::uuid)
                   or (p.reviewer_id = ${input.revieweeId}::uuid and p.reviewee_id = ${input.reviewerId}::uuid))) = 2
        returning r.id, r.brief_id, r.reviewer_id, r.reviewee_id,
                  (select u.type from users u where u.id = r.reviewee_id) as reviewee_type`,
  );
  return { id: inserted!.id, published };
}

export interface PublishedRow {
  id: string;
  brief_id: string;
  reviewer_id: string;
  reviewee_id: string;
  reviewee_type: 'brand' | 'creator';
}

/** Reviews whose blind period ended, published as of then (compare-and-set: each once). */
export async function publishDue(tx: Db, before: Date, limit: number): Promise<PublishedRow[]> {
  return queryRows<PublishedRow>(
    tx,
    sql`update reviews r set published_at = r.created_at + interval '14 days'
         where r.id in (select id from reviews where published_at is null and created_at <= ${before}
                         order by created_at limit ${limit} for update skip locked)
        returning r.id, r.brief_id, r.reviewer_id, r.reviewee_id,
                  (select u.type from users u where u.id = r.reviewee_id) as reviewee_type`,
  );
}

export interface ReviewRow {
  id: string;
  brief_id: string;
  brief_title: string;
  reviewer_id: string;
  reviewer_type: 'brand' | 'creator';
  reviewer_name: string;
  reviewer_user_name: string | null;
  reviewer_photo_hash: string | null;
  reviewee_id: string;
  reviewee_type: 'brand' | 'creator';
  reviewee_name: string;
  reviewee_user_name: string | null;
  reviewee_photo_hash: string | null;
  rating: number;
  text: string;
  created_at: Date | string;
  published_at: Date | string | null;
  reply_text: string | null;
  replied_at: Date | string | null;
  hidden_at: Date | string | null;
}

/** A party's public name: a brand's company, a creator's display name or full name. */
const nameSql = (id: SQL) => sql`coalesce(
    (select company_name from brand_profiles where id = ${id}),
    (select coalesce(nullif(display_name, ''), full_name) from creator_profiles where id = ${id}), '')`;
const userNameSql = (id: SQL) => sql`(select user_name from creator_profiles where id = ${id})`;
const typeSql = (id: SQL) => sql`(select type from users where id = ${id})`;
const photoSql = (id: SQL) => sql`(select photo_hash from users where id = ${id})`;

const reviewSelect = sql`select r.id, r.brief_id, b.title as brief_title,
    r.reviewer_id, ${typeSql(sql`r.reviewer_id`)} as reviewer_type, ${nameSql(sql`r.reviewer_id`)} as reviewer_name,
    ${userNameSql(sql`r.reviewer_id`)} as reviewer_user_name, ${photoSql(sql`r.reviewer_id`)} as reviewer_photo_hash,
    r.reviewee_id, ${typeSql(sql`r.reviewee_id`)} as reviewee_type, ${nameSql(sql`r.reviewee_id`)} as reviewee_name,
    ${userNameSql(sql`r.reviewee_id`)} as reviewee_user_name, ${photoSql(sql`r.reviewee_id`)} as reviewee_photo_hash,
    r.rating, r.text, r.created_at, r.published_at, r.reply_text, r.replied_at, r.hidden_at
  from reviews r join briefs b on b.id = r.brief_id`;

export const visibleSql = sql`r.published_at is not null and r.hidden_at is null`;

export async function findReview(db: Db, id: string): Promise<ReviewRow | undefined> {
  const [row] = await queryRows<ReviewRow>(db, sql`${reviewSelect} where r.id = ${id}::uuid`);
  return row;
}

/** A page of the published, visible reviews a user received, newest first, with the total and the rating. */
export async function listReceived(db: Db, userId: string, page: { limit: number; offset: number }) {
  const [rows, [summary]] = await Promise.all([
    queryRows<ReviewRow>(
      db,
      sql`${reviewSelect} where r.reviewee_id = ${userId}::uuid and ${visibleSql}
          order by r.published_at desc, r.id limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows<{ total: number | string; rating_sum: number | string }>(
      db,
      sql`select count(*) as total, coalesce(sum(r.rating), 0) as rating_sum from reviews r
           where r.reviewee_id = ${userId}::uuid and ${visibleSql}`,
    ),
  ]);
  return { rows, total: Number(summary?.total ?? 0), ratingSum: Number(summary?.rating_sum ?? 0) };
}

/** Whether the user exists as an active brand or creator (reviews are only of them). */
export async function isActiveMember(db: Db, userId: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select exists (select 1 from users u where u.id = ${userId}::uuid and u.type in ('brand', 'creator')
          and u.status = 'active' and u.deleted_at is null) as ok`,
  );
  return Boolean(row?.ok);
}

export interface PendingRow {
  brief_id: string;
  brief_title: string;
  opened_at: Date | string;
  reviewee_id: string;
  reviewee_type: 'brand' | 'creator';
  reviewee_name: string;
  reviewee_user_name: string | null;
  reviewee_photo_hash: string | null;
}

/** Everyone the caller worked with on a brief open for reviews and has not reviewed yet, newest brief first. */
export async function listPending(db: Db, callerId: string): Promise<PendingRow[]> {
  const me = sql`${callerId}::uuid`;
  return queryRows<PendingRow>(
    db,
    sql`with pairs as (
          select b.id as brief_id, b.title as brief_title, ${openedAtSql(sql`b`)} as opened_at,
                 case when b.brand_id = ${me} then s.creator_id else b.brand_id end as reviewee_id
            from briefs b
            join submissions s on s.brief_id = b.id
            left join reward_assignments ra on ra.submission_id = s.id
           where (b.brand_id = ${me} or s.creator_id = ${me}) and (s.status = 'approved' or ra.id is not null)
        )
        select p.brief_id, p.brief_title, p.opened_at, p.reviewee_id,
               ${typeSql(sql`p.reviewee_id`)} as reviewee_type, ${nameSql(sql`p.reviewee_id`)} as reviewee_name,
               ${userNameSql(sql`p.reviewee_id`)} as reviewee_user_name,
               ${photoSql(sql`p.reviewee_id`)} as reviewee_photo_hash
          from pairs p
         where p.opened_at is not null and ${activeUserSql(sql`p.reviewee_id`)}
           and not exists (select 1 from reviews r where r.brief_id = p.brief_id and r.reviewer_id = ${me}
                             and r.reviewee_id = p.reviewee_id)
         order by p.opened_at desc, p.brief_id, p.reviewee_id
         limit 100`,
  );
}

/** The caller's own reviews still blind. */
export async function listAwaiting(db: Db, callerId: string): Promise<ReviewRow[]> {
  return queryRows<ReviewRow>(
    db,
    sql`${reviewSelect} where r.reviewer_id = ${callerId}::uuid and r.published_at is null order by r.created_at desc limit 100`,
  );
}

/** The reviewee's one reply, compare-and-set: null when it was already there. */
export async function setReply(tx: Db, id: string, revieweeId: string, text: string, now: Date) {
  const [row] = await tx
    .update(reviews)
    .set({ replyText: text, repliedAt: now })
    .where(and(eq(reviews.id, id), eq(reviews.revieweeId, revieweeId), isNull(reviews.replyText)))
    .returning({ id: reviews.id });
  return row ?? null;
}

/** A member's report; null when they had already reported this review. */
export async function insertReport(tx: Db, input: { reviewId: string; reporterId: string; reason: string; now: Date }) {
  const [row] = await tx
    .insert(reviewReports)
    .values({ reviewId: input.reviewId, reporterId: input.reporterId, reason: input.reason, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ id: reviewReports.id });
  return row ?? null;
}

/** The reviews received by `revieweeId` that `reporterId` has reported (any outcome). */
export async function reportedBy(db: Db, reporterId: string, revieweeId: string): Promise<string[]> {
  const rows = await db
    .select({ id: reviewReports.reviewId })
    .from(reviewReports)
    .innerJoin(reviews, eq(reviews.id, reviewReports.reviewId))
    .where(and(eq(reviewReports.reporterId, reporterId), eq(reviews.revieweeId, revieweeId)));
  return rows.map((row) => row.id);
}

/** Hides or restores a review (compare-and-set on its state) and decides its open reports. */
export async function moderate(tx: Db, input: { id: string; hide: boolean; adminId: string; now: Date }) {
  const [row] = await tx
    .update(reviews)
    .set(input.hide ? { hiddenAt: input.now, hiddenBy: input.adminId } : { hiddenAt: null, hiddenBy: null })
    .where(and(eq(reviews.id, input.id), input.hide ? isNull(reviews.hiddenAt) : sql`${reviews.hiddenAt} is not null`))
    .returning({ id: reviews.id });
  if (!row) return null;
  const decided = await tx
    .update(reviewReports)
    .set({ status: input.hide ? 'hidden' : 'restored', decidedAt: input.now, decidedBy: input.adminId })
    .where(and(eq(reviewReports.reviewId, input.id), eq(reviewReports.status, 'open')))
    .returning({ id: reviewReports.id });
  return { reportIds: decided.map((report) => report.id) };
}

/** Dismisses a review's open reports (the review stays as it is); their ids, none when there were none. */
export async function dismissReports(tx: Db, input: { id: string; adminId: string; now: Date }) {
  const decided = await tx
    .update(reviewReports)
    .set({ status: 'dismissed', decidedAt: input.now, decidedBy: input.adminId })
    .where(and(eq(reviewReports.reviewId, input.id), eq(reviewReports.status, 'open')))
    .returning({ id: reviewReports.id });
  return decided.map((report) => report.id);
}

export async function audit(
  tx: Db,
  entry: { actorId: string; action: string; targetId: string; data: Record<string, unknown>; ip: string; at: Date },
) {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: 'review',
    targetId: entry.targetId,
    data: entry.data,
    ip: entry.ip,
    createdAt: entry.at,
  });
}

export interface ReportedRow extends ReviewRow {
  reports: Array<{ reason: string; reporter_name: string; at: string }>;
  oldest: Date | string;
}

/** Reviews with open reports, oldest report first (or, with `all`, recently decided ones too), and how many. */
export async function listReported(db: Db, limit: number) {
  const [rows, [summary]] = await Promise.all([
    queryRows<ReportedRow>(
      db,
      sql`select v.*, rep.reports, rep.oldest from (${reviewSelect}) v
          join lateral (
            select json_agg(json_build_object('reason', rr.reason, 'reporter_name', ${nameSql(sql`rr.reporter_id`)},
                                              'at', rr.created_at) order by rr.created_at) as reports,
                   min(rr.created_at) as oldest
              from review_reports rr where rr.review_id = v.id and rr.status = 'open'
          ) rep on rep.oldest is not null
          order by rep.oldest, v.id limit ${limit}`,
    ),
    queryRows<{ count: number | string; oldest: Date | string | null }>(
      db,
      sql`select count(distinct review_id) as count, min(created_at) as oldest from review_reports where status = 'open'`,
    ),
  ]);
  return { rows, count: Number(summary?.count ?? 0), oldest: summary?.oldest ? new Date(summary.oldest) : null };
}
