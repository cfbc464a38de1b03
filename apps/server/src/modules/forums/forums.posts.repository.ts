import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ForumCategory, ForumSort, ForumVisibility } from '@briefly/shared/forum-rules';
import { queryRows, type Db } from '../../db/client.ts';
import { forumPostLikes, forumPosts, forumPostViews } from '../../db/schema/index.ts';
import { avatarOf, nameOf, typeOf, type Timestamp } from './forums.shared.repository.ts';

// Posts: their pages, one post, writing one, its flags, views and likes.

export type PostRow = typeof forumPosts.$inferSelect;

/** The weighted search document: title first, then tags, then the body. */
const searchDocument = (title: string, content: string, tags: string[]) =>
  sql`setweight(to_tsvector('english', ${title}), 'A') || setweight(to_tsvector('english', ${tags.join(' ')}), 'B') || setweight(to_tsvector('english', ${content}), 'C')`;

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
