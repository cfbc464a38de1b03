import { eq, sql, type SQL } from 'drizzle-orm';
import type { ForumVisibility } from '@briefly/shared/forum-rules';
import { queryRows, type Db } from '../../db/client.ts';
import { forumPosts, forumReplies } from '../../db/schema/index.ts';
import { avatarOf, nameOf, typeOf, type Timestamp } from './forums.shared.repository.ts';

// Replies, and what they keep up to date on their post (count, last reply, solution).

export type ReplyRow = typeof forumReplies.$inferSelect;

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
