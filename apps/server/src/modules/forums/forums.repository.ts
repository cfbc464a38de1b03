import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ForumCategory, ForumSort, ForumVisibility } from '@briefly/shared/forum-rules';
import { queryRows, type Db } from '../../db/client.ts';
import {
  auditLog,
  forumPostLikes,
  forumPosts,
  forumPostViews,
  forumReplies,
  forumReports,
} from '../../db/schema/index.ts';

// All of the forums module's queries. Functions take the executor (db or transaction) first.
// Authors' names and pictures are read from the profiles (read across modules, decision 010), in
// the same statement as the rows: a page of posts or replies is one query whatever its size.

export type PostRow = typeof forumPosts.$inferSelect;
export type ReplyRow = typeof forumReplies.$inferSelect;
export type ReportRow = typeof forumReports.$inferSelect;

/** A member's name as the forum shows it: the brand's company, the creator's or admin's full name. */
const nameOf = (userId: SQL) =>
  sql`coalesce((select company_name from brand_profiles where id = ${userId}), (select full_name from creator_profiles where id = ${userId}), (select full_name from admin_profiles where id = ${userId}), 'Member')`;
const avatarOf = (userId: SQL) => sql`(select logo from brand_profiles where id = ${userId})`;
const typeOf = (userId: SQL) => sql`(select type from users where id = ${userId})`;

/** The weighted search document: title first, then tags, then the body. */
const searchDocument = (title: string, content: string, tags: string[]) =>
  sql`setweight(to_tsvector('english', ${title}), 'A') || setweight(to_tsvector('english', ${tags.join(' ')}), 'B') || setweight(to_tsvector('english', ${content}), 'C')`;

type Timestamp = Date | string;

export interface PostViewRow {
  id: string;
  seq: number | string;
  title: string;
  content: string;
  category: ForumCategory;
  tags: string[] | string;
  is_pinned: boolean;
  is_locked: boolean;
  visibility: ForumVisibility;
  likes_count: number;
  replies_count: number;
  views_count: number;
  solution_reply_id: string | null;
  last_reply_at: Timestamp | null;
  last_reply_author_name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  author_id: string;
  author_type: 'brand' | 'creator' | 'admin';
  author_name: string;
  author_avatar: string | null;
  liked_by_me: boolean;
}

const postView = (viewerId: string | null) => sql`
  select p.id, p.seq, p.title, p.content, p.category, p.tags, p.is_pinned, p.is_locked, p.visibility,
         p.likes_count, p.replies_count, p.views_count, p.solution_reply_id, p.last_reply_at, p.created_at, p.updated_at,
         p.author_id, ${typeOf(sql`p.author_id`)} as author_type, ${nameOf(sql`p.author_id`)} as author_name, ${avatarOf(sql`p.author_id`)} as author_avatar,
         case when p.last_reply_author_id is null then null else ${nameOf(sql`p.last_reply_author_id`)} end as last_reply_author_name,
         ${viewerId ? sql`exists (select 1 from forum_post_likes l where l.post_id = p.id and l.user_id = ${viewerId})` : sql`false`} as liked_by_me
  from forum_posts p`;

/** Where the next page starts: the last row's sort values (`likes` for the top sort only). */
export interface PostCursor {
  pinned: boolean;
  likes?: number;
  seq: number;
}

export interface ListPostsOptions {
  viewerId: string | null;
  category?: ForumCategory;
  /** A tsquery expression (lib/text-search.ts), or null for no search. */
  search: SQL | null;
  sort: ForumSort;
  after: PostCursor | null;
  /** Rows wanted; one more is read to tell whether there is a next page. */
  limit: number;
}

/** Visible posts, pinned first, by the sort, one page after the cursor (keyset over the indexes on seq). */
export async function listPosts(db: Db, options: ListPostsOptions): Promise<PostViewRow[]> {
  const conditions: SQL[] = [sql`p.visibility = 'visible'`];
  if (options.category) conditions.push(sql`p.category = ${options.category}`);
  if (options.search) conditions.push(sql`p.search_vector @@ ${options.search}`);
  if (options.sort === 'unanswered') conditions.push(sql`p.replies_count = 0`);
  const after = options.after;
  if (after && options.sort === 'top') {
    conditions.push(
      sql`(p.is_pinned, p.likes_count, p.seq) < (${after.pinned}::boolean, ${after.likes ?? 0}::int, ${after.seq}::bigint)`,
    );
  } else if (after) {
    conditions.push(sql`(p.is_pinned, p.seq) < (${after.pinned}::boolean, ${after.seq}::bigint)`);
  }
  const order =
    options.sort === 'top' ? sql`p.is_pinned desc, p.likes_count desc, p.seq desc` : sql`p.is_pinned desc, p.seq desc`;
  return queryRows<PostViewRow>(
    db,
    sql`${postView(options.viewerId)} where ${sql.join(conditions, sql` and `)} order by ${order} limit ${options.limit + 1}`,
  );
}

export async function findPostView(db: Db, postId: string, viewerId: string | null): Promise<PostViewRow | undefined> {
  const [row] = await queryRows<PostViewRow>(db, sql`${postView(viewerId)} where p.id = ${postId}`);
  return row;
}

/** The post's own row; `lock` holds it until the transaction ends (reports and moderation serialise on it). */
export async function findPost(db: Db, postId: string, options: { lock?: boolean } = {}): Promise<PostRow | undefined> {
  const query = db.select().from(forumPosts).where(eq(forumPosts.id, postId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertPost(
  tx: Db,
  values: { authorId: string; title: string; content: string; category: ForumCategory; tags: string[]; at: Date },
): Promise<string> {
  const [row] = await tx
    .insert(forumPosts)
    .values({
      authorId: values.authorId,
      title: values.title,
      content: values.content,
      category: values.category,
      tags: values.tags,
      searchVector: searchDocument(values.title, values.content, values.tags),
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: forumPosts.id });
  return row!.id;
}

export async function updatePostFlags(
  tx: Db,
  postId: string,
  changes: { isPinned?: boolean; isLocked?: boolean; visibility?: ForumVisibility },
): Promise<void> {
  await tx.update(forumPosts).set(changes).where(eq(forumPosts.id, postId));
}

/** Counts the viewer's first view of the day; answers whether it counted. */
export async function recordView(tx: Db, postId: string, userId: string, day: string): Promise<boolean> {
  const inserted = await tx
    .insert(forumPostViews)
    .values({ postId, userId, day })
    .onConflictDoNothing()
    .returning({ postId: forumPostViews.postId });
  if (inserted.length === 0) return false;
  await tx
    .update(forumPosts)
    .set({ viewsCount: sql`${forumPosts.viewsCount} + 1` })
    .where(eq(forumPosts.id, postId));
  return true;
}

/**
 * Likes or unlikes (or toggles when `want` is undefined). The kept count moves only when the insert
 * or delete changed a row, in the same transaction, so parallel requests never count a like twice:
 * they meet on the (post, user) primary key.
 */
export async function setLike(
  tx: Db,
  postId: string,
  userId: string,
  want: boolean | undefined,
  at: Date,
): Promise<{ liked: boolean; likes: number }> {
  const add = async () =>
    (
      await tx
        .insert(forumPostLikes)
        .values({ postId, userId, createdAt: at })
        .onConflictDoNothing()
        .returning({ postId: forumPostLikes.postId })
    ).length > 0;
  const remove = async () =>
    (
      await tx
        .delete(forumPostLikes)
        .where(and(eq(forumPostLikes.postId, postId), eq(forumPostLikes.userId, userId)))
        .returning({ postId: forumPostLikes.postId })
    ).length > 0;

  let liked: boolean;
  let delta = 0;
  if (want === true) {
    liked = true;
    if (await add()) delta = 1;
  } else if (want === false) {
    liked = false;
    if (await remove()) delta = -1;
  } else if (await add()) {
    liked = true;
    delta = 1;
  } else {
    liked = false;
    if (await remove()) delta = -1;
  }
  const [row] = await tx
    .update(forumPosts)
    .set({ likesCount: sql`${forumPosts.likesCount} + ${delta}` })
    .where(eq(forumPosts.id, postId))
    .returning({ likes: forumPosts.likesCount });
  return { liked, likes: row?.likes ?? 0 };
}

// ---------------------------------------------------------------- replies

export interface ReplyViewRow {
  id: string;
  seq: number | string;
  post_id: string;
  content: string;
  visibility: ForumVisibility;
  created_at: Timestamp;
  updated_at: Timestamp;
  author_id: string;
  author_type: 'brand' | 'creator' | 'admin';
  author_name: string;
  author_avatar: string | null;
}

const replyView = sql`
  select r.id, r.seq, r.post_id, r.content, r.visibility, r.created_at, r.updated_at,
         r.author_id, ${typeOf(sql`r.author_id`)} as author_type, ${nameOf(sql`r.author_id`)} as author_name, ${avatarOf(sql`r.author_id`)} as author_avatar
  from forum_replies r`;

/**
 * A post's replies, oldest first, after `afterSeq`. Visible ones for everyone; an admin sees every
 * reply, a member also their own hidden ones (so they know it is held).
 */
export async function listReplies(
  db: Db,
  postId: string,
  options: { viewerId: string | null; isAdmin: boolean; afterSeq: number | null; limit: number },
): Promise<ReplyViewRow[]> {
  const conditions: SQL[] = [sql`r.post_id = ${postId}`];
  if (!options.isAdmin) {
    conditions.push(
      options.viewerId
        ? sql`(r.visibility = 'visible' or (r.visibility = 'hidden' and r.author_id = ${options.viewerId}))`
        : sql`r.visibility = 'visible'`,
    );
  }
  if (options.afterSeq !== null) conditions.push(sql`r.seq > ${options.afterSeq}::bigint`);
  return queryRows<ReplyViewRow>(
    db,
    sql`${replyView} where ${sql.join(conditions, sql` and `)} order by r.seq asc limit ${options.limit + 1}`,
  );
}

export async function findReplyView(db: Db, replyId: string): Promise<ReplyViewRow | undefined> {
  const [row] = await queryRows<ReplyViewRow>(db, sql`${replyView} where r.id = ${replyId}`);
  return row;
}

export async function findReply(
  db: Db,
  replyId: string,
  options: { lock?: boolean } = {},
): Promise<ReplyRow | undefined> {
  const query = db.select().from(forumReplies).where(eq(forumReplies.id, replyId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** A new visible reply, counted on its post with the post's last-reply summary. */
export async function insertReply(
  tx: Db,
  values: { postId: string; authorId: string; content: string; at: Date },
): Promise<string> {
  const [row] = await tx
    .insert(forumReplies)
    .values({
      postId: values.postId,
      authorId: values.authorId,
      content: values.content,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: forumReplies.id });
  await tx
    .update(forumPosts)
    .set({
      repliesCount: sql`${forumPosts.repliesCount} + 1`,
      lastReplyAt: values.at,
      lastReplyAuthorId: values.authorId,
    })
    .where(eq(forumPosts.id, values.postId));
  return row!.id;
}

export async function updateReplyVisibility(tx: Db, replyId: string, visibility: ForumVisibility): Promise<void> {
  await tx.update(forumReplies).set({ visibility }).where(eq(forumReplies.id, replyId));
}

/**
 * After a reply was hidden, removed or restored: the post's reply count, last reply and solution
 * recomputed from its visible replies (a rare change, so exact rather than incremental).
 */
export async function refreshReplySummary(tx: Db, postId: string): Promise<void> {
  const lastVisible = (column: SQL) =>
    sql`(select ${column} from forum_replies r where r.post_id = p.id and r.visibility = 'visible' order by r.seq desc limit 1)`;
  await tx.execute(sql`
    update forum_posts p set
      replies_count = (select count(*) from forum_replies r where r.post_id = p.id and r.visibility = 'visible'),
      last_reply_at = ${lastVisible(sql`r.created_at`)},
      last_reply_author_id = ${lastVisible(sql`r.author_id`)},
      solution_reply_id = case when exists (select 1 from forum_replies s where s.id = p.solution_reply_id and s.visibility = 'visible') then p.solution_reply_id end
    where p.id = ${postId}`);
}

export async function setSolution(tx: Db, postId: string, replyId: string | null): Promise<void> {
  await tx.update(forumPosts).set({ solutionReplyId: replyId }).where(eq(forumPosts.id, postId));
}

// ---------------------------------------------------------------- reports

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

// ---------------------------------------------------------------- stats, accounts, audit

export interface StatsRow {
  members: number | string;
  posts: number | string;
  replies: number | string | null;
  replied: number | string;
  solved: number | string;
}

export async function stats(db: Db): Promise<StatsRow> {
  const [row] = await queryRows<StatsRow>(
    db,
    sql`select
          (select count(*) from users where type in ('brand', 'creator') and status = 'active' and deleted_at is null) as members,
          count(*) as posts,
          coalesce(sum(replies_count), 0) as replies,
          count(*) filter (where replies_count > 0) as replied,
          count(*) filter (where replies_count > 0 and solution_reply_id is not null) as solved
        from forum_posts where visibility = 'visible'`,
  );
  return row!;
}

/** When the account was made (its first day has tighter writing limits). */
export async function accountCreatedAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await queryRows<{ created_at: Timestamp }>(db, sql`select created_at from users where id = ${userId}`);
  return row ? new Date(row.created_at) : null;
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
