import { eq, sql, type SQL } from 'drizzle-orm';
import type { ForumVisibility } from '@briefly/shared/forum-rules';
import { queryRows, type Db } from '../../db/client.ts';
import { auditLog, forumReports } from '../../db/schema/index.ts';
import { avatarOf, nameOf, typeOf, type Timestamp } from './forums.shared.repository.ts';

// Reports on posts and replies (the admin's queue), and the audit of the admin's decisions.

export type ReportRow = typeof forumReports.$inferSelect;

/** The member's report, or null when they had already reported this post or reply. */
export async function insertReport(
  tx: Db,
  values: { postId: string; replyId: string | null; reporterId: string; reason: string; at: Date },
): Promise<ReportRow | null> {
  const [row] = await tx
    .insert(forumReports)
    .values({
      postId: values.postId,
      replyId: values.replyId,
      reporterId: values.reporterId,
      reason: values.reason,
      createdAt: values.at,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

const sameTarget = (postId: string, replyId: string | null) =>
  replyId ? sql`reply_id = ${replyId}` : sql`post_id = ${postId} and reply_id is null`;

export async function openReportCount(db: Db, postId: string, replyId: string | null): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(
    db,
    sql`select count(*) as count from forum_reports where ${sameTarget(postId, replyId)} and status = 'open'`,
  );
  return Number(row?.count ?? 0);
}

export async function findReport(db: Db, reportId: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(forumReports).where(eq(forumReports.id, reportId));
  return row;
}

/** Closes every open report on one post or reply with the admin's decision; answers how many. */
export async function decideOpenReports(
  tx: Db,
  target: { postId: string; replyId: string | null },
  decision: { status: 'upheld' | 'dismissed'; adminId: string; at: Date },
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update forum_reports set status = ${decision.status}, decided_at = ${decision.at}, decided_by = ${decision.adminId}
        where ${sameTarget(target.postId, target.replyId)} and status = 'open' returning id`,
  );
  return rows.map((row) => row.id);
}

export interface ReportViewRow {
  id: string;
  post_id: string;
  reply_id: string | null;
  reason: string;
  status: 'open' | 'dismissed' | 'upheld';
  created_at: Timestamp;
  decided_at: Timestamp | null;
  post_title: string;
  target_content: string;
  target_visibility: ForumVisibility;
  target_author_id: string;
  target_author_type: 'brand' | 'creator' | 'admin';
  target_author_name: string;
  target_author_avatar: string | null;
  reporter_id: string;
  reporter_type: 'brand' | 'creator' | 'admin';
  reporter_name: string;
  reporter_avatar: string | null;
  open_on_target: number | string;
}

const reportView = sql`
  select f.id, f.post_id, f.reply_id, f.reason, f.status, f.created_at, f.decided_at,
         f.post_title, f.target_content, f.target_visibility, f.target_author_id,
         ${typeOf(sql`f.target_author_id`)} as target_author_type, ${nameOf(sql`f.target_author_id`)} as target_author_name, ${avatarOf(sql`f.target_author_id`)} as target_author_avatar,
         f.reporter_id, ${typeOf(sql`f.reporter_id`)} as reporter_type, ${nameOf(sql`f.reporter_id`)} as reporter_name, ${avatarOf(sql`f.reporter_id`)} as reporter_avatar,
         (select count(*) from forum_reports o where o.post_id = f.post_id and o.reply_id is not distinct from f.reply_id and o.status = 'open') as open_on_target
  from (
    select r.*, p.title as post_title,
           left(coalesce(rep.content, p.content), 280) as target_content,
           coalesce(rep.visibility, p.visibility) as target_visibility,
           coalesce(rep.author_id, p.author_id) as target_author_id
    from forum_reports r
    join forum_posts p on p.id = r.post_id
    left join forum_replies rep on rep.id = r.reply_id
  ) f`;

export async function reportViews(
  db: Db,
  query: { id?: string; status?: 'open' | 'decided'; postId?: string; limit: number; offset: number },
): Promise<{ rows: ReportViewRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.id) conditions.push(sql`f.id = ${query.id}`);
  if (query.status === 'open') conditions.push(sql`f.status = 'open'`);
  if (query.status === 'decided') conditions.push(sql`f.status <> 'open'`);
  if (query.postId) conditions.push(sql`f.post_id = ${query.postId}`);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  // Open reports wait oldest first; decided ones read newest decision first.
  const order = query.status === 'decided' ? sql`f.decided_at desc, f.id` : sql`f.created_at asc, f.id`;
  const rows = await queryRows<ReportViewRow>(
    db,
    sql`${reportView} ${where} order by ${order} limit ${query.limit} offset ${query.offset}`,
  );
  const [count] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from forum_reports f ${where}`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}

/** Open reports, oldest first, one row per reported post or reply (what needs an admin). */
export async function openReportTargets(
  db: Db,
  limit: number,
): Promise<{
  count: number;
  oldest: Timestamp | null;
  rows: Array<{
    post_id: string;
    reply_id: string | null;
    post_title: string;
    oldest: Timestamp;
    reports: number | string;
  }>;
}> {
  const rows = await queryRows<{
    post_id: string;
    reply_id: string | null;
    post_title: string;
    oldest: Timestamp;
    reports: number | string;
  }>(
    db,
    sql`select r.post_id, r.reply_id, p.title as post_title, min(r.created_at) as oldest, count(*) as reports
        from forum_reports r join forum_posts p on p.id = r.post_id
        where r.status = 'open'
        group by r.post_id, r.reply_id, p.title
        order by min(r.created_at) asc
        limit ${limit}`,
  );
  const [summary] = await queryRows<{ count: number | string; oldest: Timestamp | null }>(
    db,
    sql`select count(*) as count, min(oldest) as oldest from (select min(created_at) as oldest from forum_reports where status = 'open' group by post_id, reply_id) t`,
  );
  return { count: Number(summary?.count ?? 0), oldest: summary?.oldest ?? null, rows };
}

export interface AuditEntry {
  actorId: string;
  action: string;
  targetType: 'forum_post' | 'forum_reply';
  targetId: string;
  data: Record<string, unknown>;
  ip: string | null;
  at: Date;
}

export async function audit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    data: entry.data,
    ip: entry.ip,
    createdAt: entry.at,
  });
}
