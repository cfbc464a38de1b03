import type { ForumVisibility } from '@briefly/shared/forum-rules';
import type {
  TAdminForumReport,
  TForumAuthor,
  TForumPost,
  TForumPostsQuery,
  TForumReply,
} from '@briefly/shared/forums';
import { invalidCursor } from '../forums.errors.ts';
import type * as repo from '../forums.repository.ts';

export const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
/** PGlite answers a text[] as an array; keep a string answer (`{a,b}`) working too. */
export const asTags = (value: string[] | string): string[] =>
  Array.isArray(value) ? value : value.replace(/^{|}$/g, '').split(',').filter(Boolean);
export const EXCERPT_MAX = 280;
/** The community page address of a post (apps/web/src/config/paths.ts builds the same). */
export const forumPostLink = (postId: string) => `/community?post=${encodeURIComponent(postId)}`;

export function author(row: {
  id: string;
  type: 'brand' | 'creator' | 'admin';
  name: string;
  avatar: string | null;
}): TForumAuthor {
  return { id: row.id, type: row.type, name: row.name, avatar: row.avatar };
}

export function toPost(row: repo.PostViewRow): TForumPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    author: author({ id: row.author_id, type: row.author_type, name: row.author_name, avatar: row.author_avatar }),
    category: row.category,
    tags: asTags(row.tags),
    likes: Number(row.likes_count),
    replies: Number(row.replies_count),
    views: Number(row.views_count),
    isPinned: row.is_pinned,
    isLocked: row.is_locked,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    lastReply: row.last_reply_at
      ? { author: row.last_reply_author_name ?? 'Member', timestamp: iso(row.last_reply_at) }
      : null,
    isLikedByMe: Boolean(row.liked_by_me),
    hasSolution: row.solution_reply_id !== null,
    solutionReplyId: row.solution_reply_id,
    visibility: row.visibility,
  };
}

export function toReply(row: repo.ReplyViewRow, solutionReplyId: string | null): TForumReply {
  return {
    id: row.id,
    postId: row.post_id,
    content: row.content,
    author: author({ id: row.author_id, type: row.author_type, name: row.author_name, avatar: row.author_avatar }),
    isSolution: row.id === solutionReplyId,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    visibility: row.visibility,
  };
}

export function toReport(row: repo.ReportViewRow): TAdminForumReport {
  return {
    id: row.id,
    target: row.reply_id ? 'reply' : 'post',
    postId: row.post_id,
    replyId: row.reply_id,
    postTitle: row.post_title,
    excerpt: row.target_content.slice(0, EXCERPT_MAX),
    targetAuthor: author({
      id: row.target_author_id,
      type: row.target_author_type,
      name: row.target_author_name,
      avatar: row.target_author_avatar,
    }),
    targetVisibility: row.target_visibility,
    reporter: author({
      id: row.reporter_id,
      type: row.reporter_type,
      name: row.reporter_name,
      avatar: row.reporter_avatar,
    }),
    reason: row.reason,
    status: row.status,
    createdAt: iso(row.created_at),
    decidedAt: row.decided_at ? iso(row.decided_at) : null,
    openReportsOnTarget: Number(row.open_on_target),
  };
}

// Keyset cursors: `pinned.seq` (latest, unanswered) or `pinned.likes.seq` (top); replies `seq`.
export const POST_CURSOR = { plain: /^([01])\.(\d{1,18})$/, top: /^([01])\.(\d{1,10})\.(\d{1,18})$/ };

export function parsePostCursor(cursor: string | undefined, sort: TForumPostsQuery['sort']): repo.PostCursor | null {
  if (!cursor) return null;
  if (sort === 'top') {
    const match = POST_CURSOR.top.exec(cursor);
    if (!match) throw invalidCursor();
    return { pinned: match[1] === '1', likes: Number(match[2]), seq: Number(match[3]) };
  }
  const match = POST_CURSOR.plain.exec(cursor);
  if (!match) throw invalidCursor();
  return { pinned: match[1] === '1', seq: Number(match[2]) };
}

export function postCursorOf(row: repo.PostViewRow, sort: TForumPostsQuery['sort']): string {
  const pinned = row.is_pinned ? '1' : '0';
  return sort === 'top' ? `${pinned}.${Number(row.likes_count)}.${row.seq}` : `${pinned}.${row.seq}`;
}

export function parseSeqCursor(cursor: string | undefined): number | null {
  if (!cursor) return null;
  if (!/^\d{1,18}$/.test(cursor)) throw invalidCursor();
  return Number(cursor);
}

/** The audit action of a moderation change: its most telling part. */
export function moderationAction(
  kind: 'post' | 'reply',
  before: { isPinned?: boolean; isLocked?: boolean; visibility: ForumVisibility },
  after: typeof before,
): string {
  if (before.visibility !== after.visibility)
    return `forum.${kind}.${after.visibility === 'visible' ? 'restored' : after.visibility}`;
  if (before.isPinned !== after.isPinned) return `forum.${kind}.${after.isPinned ? 'pinned' : 'unpinned'}`;
  if (before.isLocked !== after.isLocked) return `forum.${kind}.${after.isLocked ? 'locked' : 'unlocked'}`;
  return `forum.${kind}.updated`;
}

/** Reports that a visibility change answers: removing upholds them, restoring dismisses them. */
export const reportOutcome = (visibility: ForumVisibility) =>
  visibility === 'removed' ? 'upheld' : visibility === 'visible' ? 'dismissed' : null;
