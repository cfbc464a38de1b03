import { FORUM_REPORTS_TO_HIDE, type ForumVisibility } from '@briefly/shared/forum-rules';
import type {
  TAdminForumDecisionResponse,
  TAdminForumPostUpdate,
  TAdminForumReport,
  TAdminForumReportsQuery,
  TAdminForumReportsResponse,
  TCreateForumPost,
  TForumAuthor,
  TForumLikeResponse,
  TForumPost,
  TForumPostsQuery,
  TForumPostsResponse,
  TForumRepliesQuery,
  TForumRepliesResponse,
  TForumReply,
  TForumReportResponse,
  TForumStats,
} from '@briefly/shared/forums';
import type { Db } from '../../db/client.ts';
import { textQuery } from '../../lib/text-search.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import type { AttentionItem, Clock } from '../../platform/module.ts';
import {
  alreadyReported,
  cannotReportOwn,
  invalidCursor,
  postLocked,
  postNotFound,
  postUnderReview,
  replyNotFound,
  reportDecided,
  reportNotFound,
  solutionNotAllowed,
} from './forums.errors.ts';
import { countForumWrite } from './forums.limits.ts';
import { canMarkSolution, canReport, canSeeForumItem, type Viewer } from './forums.policy.ts';
import * as repo from './forums.repository.ts';

// The forums (docs/product/community.md#forums): posts, replies, likes, views, solutions, reports
// and their moderation. Counts shown in lists are kept on the post in the transaction that
// changes them; every admin action writes its audit row in its own transaction.

export interface ForumsServiceOptions {
  db: Db;
  clock: Clock;
  events: EventPublisher;
}

export interface AdminActor {
  id: string;
  ip: string | null;
}

/** Demo seeding writes "as of" past days through these same functions, without the writing limits. */
export interface WriteOptions {
  enforceLimits?: boolean;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
/** PGlite answers a text[] as an array; keep a string answer (`{a,b}`) working too. */
const asTags = (value: string[] | string): string[] =>
  Array.isArray(value) ? value : value.replace(/^{|}$/g, '').split(',').filter(Boolean);
const EXCERPT_MAX = 280;
/** The community page address of a post (apps/web/src/config/paths.ts builds the same). */
export const forumPostLink = (postId: string) => `/community?post=${encodeURIComponent(postId)}`;

function author(row: {
  id: string;
  type: 'brand' | 'creator' | 'admin';
  name: string;
  avatar: string | null;
}): TForumAuthor {
  return { id: row.id, type: row.type, name: row.name, avatar: row.avatar };
}

function toPost(row: repo.PostViewRow): TForumPost {
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

function toReply(row: repo.ReplyViewRow, solutionReplyId: string | null): TForumReply {
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

function toReport(row: repo.ReportViewRow): TAdminForumReport {
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
const POST_CURSOR = { plain: /^([01])\.(\d{1,18})$/, top: /^([01])\.(\d{1,10})\.(\d{1,18})$/ };

function parsePostCursor(cursor: string | undefined, sort: TForumPostsQuery['sort']): repo.PostCursor | null {
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

function postCursorOf(row: repo.PostViewRow, sort: TForumPostsQuery['sort']): string {
  const pinned = row.is_pinned ? '1' : '0';
  return sort === 'top' ? `${pinned}.${Number(row.likes_count)}.${row.seq}` : `${pinned}.${row.seq}`;
}

function parseSeqCursor(cursor: string | undefined): number | null {
  if (!cursor) return null;
  if (!/^\d{1,18}$/.test(cursor)) throw invalidCursor();
  return Number(cursor);
}

/** The audit action of a moderation change: its most telling part. */
function moderationAction(
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
const reportOutcome = (visibility: ForumVisibility) =>
  visibility === 'removed' ? 'upheld' : visibility === 'visible' ? 'dismissed' : null;

export function createForumsService(options: ForumsServiceOptions) {
  const { db, clock, events } = options;

  async function postView(executor: Db, postId: string, viewer: Viewer | null): Promise<TForumPost> {
    const row = await repo.findPostView(executor, postId, viewer?.id ?? null);
    if (!row) throw postNotFound();
    return toPost(row);
  }

  /** The post when the viewer may see it; 404 otherwise (missing, removed, or held for someone else). */
  async function seenPost(
    executor: Db,
    viewer: Viewer | null,
    postId: string,
    options: { lock?: boolean } = {},
  ): Promise<repo.PostRow> {
    const post = await repo.findPost(executor, postId, options);
    if (!post || !canSeeForumItem(viewer, post)) throw postNotFound();
    return post;
  }

  /** A post that takes new replies and likes: visible (not held or removed). */
  function assertOpen(post: repo.PostRow) {
    if (post.visibility !== 'visible') throw postUnderReview();
  }

  // ---------------------------------------------------------------- reads

  async function listPosts(viewer: Viewer | null, query: TForumPostsQuery): Promise<TForumPostsResponse> {
    const after = parsePostCursor(query.cursor, query.sort);
    const search = query.search?.trim();
    const rows = await repo.listPosts(db, {
      viewerId: viewer?.id ?? null,
      category: query.category,
      search: search ? textQuery(search) : null,
      sort: query.sort,
      after,
      limit: query.limit,
    });
    const page = rows.slice(0, query.limit);
    const hasMore = rows.length > query.limit;
    const last = page.at(-1);
    return { posts: page.map(toPost), nextCursor: hasMore && last ? postCursorOf(last, query.sort) : null, hasMore };
  }

  async function stats(): Promise<TForumStats> {
    const row = await repo.stats(db);
    const replied = Number(row.replied);
    return {
      members: Number(row.members),
      posts: Number(row.posts),
      replies: Number(row.replies ?? 0),
      helpfulPercent: replied > 0 ? Math.round((Number(row.solved) / replied) * 100) : null,
    };
  }

  /** One post; a signed-in viewer's first view of the (UTC) day counts. */
  async function getPost(viewer: Viewer | null, postId: string): Promise<TForumPost> {
    await seenPost(db, viewer, postId);
    if (!viewer) return postView(db, postId, null);
    const day = clock().toISOString().slice(0, 10);
    return db.transaction(async (tx) => {
      await repo.recordView(tx, postId, viewer.id, day);
      return postView(tx, postId, viewer);
    });
  }

  async function listReplies(
    viewer: Viewer | null,
    postId: string,
    query: TForumRepliesQuery,
  ): Promise<TForumRepliesResponse> {
    const post = await seenPost(db, viewer, postId);
    const rows = await repo.listReplies(db, postId, {
      viewerId: viewer?.id ?? null,
      isAdmin: viewer?.type === 'admin',
      afterSeq: parseSeqCursor(query.cursor),
      limit: query.limit,
    });
    const page = rows.slice(0, query.limit);
    const hasMore = rows.length > query.limit;
    const last = page.at(-1);
    return {
      replies: page.map((row) => toReply(row, post.solutionReplyId)),
      nextCursor: hasMore && last ? String(last.seq) : null,
      hasMore,
    };
  }

  // ---------------------------------------------------------------- writing

  async function countWrite(caller: Viewer, kind: 'post' | 'reply', writeOptions: WriteOptions) {
    if (writeOptions.enforceLimits === false) return;
    await countForumWrite(db, {
      kind,
      userId: caller.id,
      accountCreatedAt: await repo.accountCreatedAt(db, caller.id),
      now: clock(),
    });
  }

  async function createPost(
    caller: Viewer,
    input: TCreateForumPost,
    writeOptions: WriteOptions = {},
  ): Promise<TForumPost> {
    await countWrite(caller, 'post', writeOptions);
    const now = clock();
    const id = await db.transaction((tx) =>
      repo.insertPost(tx, {
        authorId: caller.id,
        title: input.title,
        content: input.content,
        category: input.category,
        tags: input.tags,
        at: now,
      }),
    );
    return postView(db, id, caller);
  }

  async function createReply(
    caller: Viewer,
    postId: string,
    input: { content: string },
    writeOptions: WriteOptions = {},
  ): Promise<TForumReply> {
    const post = await seenPost(db, caller, postId);
    assertOpen(post);
    if (post.isLocked) throw postLocked();
    await countWrite(caller, 'reply', writeOptions);
    const now = clock();
    const row = await db.transaction(async (tx) => {
      // Checked again under the post's lock: a lock or removal that just happened wins.
      const current = await seenPost(tx, caller, postId, { lock: true });
      assertOpen(current);
      if (current.isLocked) throw postLocked();
      const id = await repo.insertReply(tx, { postId, authorId: caller.id, content: input.content, at: now });
      const created = await repo.findReplyView(tx, id);
      if (!created) throw replyNotFound();
      await events.publish(tx, {
        type: 'forum.reply_created',
        replyId: id,
        postId,
        postTitle: current.title,
        postAuthorId: current.authorId,
        replyAuthorId: caller.id,
        replyAuthorName: created.author_name,
      });
      return created;
    });
    return toReply(row, post.solutionReplyId);
  }

  /** Likes, unlikes or (no `liked`) toggles; one like per member whatever runs in parallel. */
  async function like(caller: Viewer, postId: string, liked: boolean | undefined): Promise<TForumLikeResponse> {
    const post = await seenPost(db, caller, postId);
    assertOpen(post);
    return db.transaction((tx) => repo.setLike(tx, postId, caller.id, liked, clock()));
  }

  /** The post's author or an admin marks the reply that solved it (null clears it). */
  async function setSolution(caller: Viewer, postId: string, replyId: string | null): Promise<TForumPost> {
    const post = await seenPost(db, caller, postId);
    if (!canMarkSolution(caller, post)) throw solutionNotAllowed();
    await db.transaction(async (tx) => {
      if (replyId) {
        const reply = await repo.findReply(tx, replyId, { lock: true });
        if (!reply || reply.postId !== postId || reply.visibility !== 'visible') throw replyNotFound();
      }
      await repo.setSolution(tx, postId, replyId);
    });
    return postView(db, postId, caller);
  }

  // ---------------------------------------------------------------- reports

  /**
   * A member's report. Reports on one post or reply are taken one at a time (its row is locked), so
   * the report that brings the open ones to FORUM_REPORTS_TO_HIDE is the one that holds it.
   */
  async function report(
    caller: Viewer,
    target: { postId: string; replyId: string | null },
    reason: string,
  ): Promise<TForumReportResponse> {
    const now = clock();
    return db.transaction(async (tx) => {
      const post = await seenPost(tx, caller, target.postId, { lock: target.replyId === null });
      let item: { authorId: string; visibility: ForumVisibility } = post;
      if (target.replyId) {
        const reply = await repo.findReply(tx, target.replyId, { lock: true });
        if (!reply || reply.postId !== post.id || !canSeeForumItem(caller, reply)) throw replyNotFound();
        item = reply;
      }
      if (!canReport(caller, item)) throw cannotReportOwn();
      const row = await repo.insertReport(tx, { ...target, reporterId: caller.id, reason, at: now });
      if (!row) throw alreadyReported();
      let hidden = false;
      if (
        item.visibility === 'visible' &&
        (await repo.openReportCount(tx, target.postId, target.replyId)) >= FORUM_REPORTS_TO_HIDE
      ) {
        if (target.replyId) {
          await repo.updateReplyVisibility(tx, target.replyId, 'hidden');
          await repo.refreshReplySummary(tx, target.postId);
        } else {
          await repo.updatePostFlags(tx, target.postId, { visibility: 'hidden' });
        }
        hidden = true;
      }
      return { report: { id: row.id, status: row.status }, hidden };
    });
  }

  const reportPost = (caller: Viewer, postId: string, reason: string) =>
    report(caller, { postId, replyId: null }, reason);

  async function reportReply(caller: Viewer, replyId: string, reason: string): Promise<TForumReportResponse> {
    const reply = await repo.findReply(db, replyId);
    if (!reply) throw replyNotFound();
    return report(caller, { postId: reply.postId, replyId }, reason);
  }

  // ---------------------------------------------------------------- moderation (admins)

  async function moderatePost(admin: AdminActor, postId: string, changes: TAdminForumPostUpdate): Promise<TForumPost> {
    const now = clock();
    await db.transaction(async (tx) => {
      const post = await repo.findPost(tx, postId, { lock: true });
      if (!post) throw postNotFound();
      const before = { isPinned: post.isPinned, isLocked: post.isLocked, visibility: post.visibility };
      const after = {
        ...before,
        ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
      } as typeof before;
      await repo.updatePostFlags(tx, postId, after);
      let reportIds: string[] = [];
      const outcome = before.visibility !== after.visibility ? reportOutcome(after.visibility) : null;
      if (outcome)
        reportIds = await repo.decideOpenReports(
          tx,
          { postId, replyId: null },
          { status: outcome, adminId: admin.id, at: now },
        );
      await repo.audit(tx, {
        actorId: admin.id,
        action: moderationAction('post', before, after),
        targetType: 'forum_post',
        targetId: postId,
        data: { before, after, ...(reportIds.length ? { reportIds } : {}) },
        ip: admin.ip,
        at: now,
      });
    });
    return postView(db, postId, { id: admin.id, type: 'admin' });
  }

  async function moderateReply(admin: AdminActor, replyId: string, visibility: ForumVisibility): Promise<TForumReply> {
    const now = clock();
    const postId = await db.transaction(async (tx) => {
      const reply = await repo.findReply(tx, replyId, { lock: true });
      if (!reply) throw replyNotFound();
      await repo.updateReplyVisibility(tx, replyId, visibility);
      await repo.refreshReplySummary(tx, reply.postId);
      const outcome = reply.visibility !== visibility ? reportOutcome(visibility) : null;
      const reportIds = outcome
        ? await repo.decideOpenReports(
            tx,
            { postId: reply.postId, replyId },
            { status: outcome, adminId: admin.id, at: now },
          )
        : [];
      await repo.audit(tx, {
        actorId: admin.id,
        action: moderationAction('reply', { visibility: reply.visibility }, { visibility }),
        targetType: 'forum_reply',
        targetId: replyId,
        data: {
          postId: reply.postId,
          before: { visibility: reply.visibility },
          after: { visibility },
          ...(reportIds.length ? { reportIds } : {}),
        },
        ip: admin.ip,
        at: now,
      });
      return reply.postId;
    });
    const [row, post] = await Promise.all([repo.findReplyView(db, replyId), repo.findPost(db, postId)]);
    if (!row) throw replyNotFound();
    return toReply(row, post?.solutionReplyId ?? null);
  }

  async function listReports(query: TAdminForumReportsQuery): Promise<TAdminForumReportsResponse> {
    const { rows, total } = await repo.reportViews(db, query);
    return { reports: rows.map(toReport), total };
  }

  /** uphold: the post or reply is removed; dismiss: visible again. Every open report on it is decided with it. */
  async function decideReport(
    admin: AdminActor,
    reportId: string,
    decision: 'uphold' | 'dismiss',
  ): Promise<TAdminForumDecisionResponse> {
    const found = await repo.findReport(db, reportId);
    if (!found) throw reportNotFound();
    const now = clock();
    const visibility: ForumVisibility = decision === 'uphold' ? 'removed' : 'visible';
    const decided = await db.transaction(async (tx) => {
      // The target's lock orders this decision after any report or moderation in flight.
      const target = found.replyId
        ? await repo.findReply(tx, found.replyId, { lock: true })
        : await repo.findPost(tx, found.postId, { lock: true });
      const current = await repo.findReport(tx, reportId);
      if (!target || !current) throw reportNotFound();
      if (current.status !== 'open') throw reportDecided();
      if (found.replyId) {
        await repo.updateReplyVisibility(tx, found.replyId, visibility);
        await repo.refreshReplySummary(tx, found.postId);
      } else {
        await repo.updatePostFlags(tx, found.postId, { visibility });
      }
      const reportIds = await repo.decideOpenReports(
        tx,
        { postId: found.postId, replyId: found.replyId },
        { status: decision === 'uphold' ? 'upheld' : 'dismissed', adminId: admin.id, at: now },
      );
      await repo.audit(tx, {
        actorId: admin.id,
        action: `forum.report.${decision === 'uphold' ? 'upheld' : 'dismissed'}`,
        targetType: found.replyId ? 'forum_reply' : 'forum_post',
        targetId: found.replyId ?? found.postId,
        data: { postId: found.postId, reportIds, before: { visibility: target.visibility }, after: { visibility } },
        ip: admin.ip,
        at: now,
      });
      return reportIds.length;
    });
    const { rows } = await repo.reportViews(db, { id: reportId, limit: 1, offset: 0 });
    if (!rows[0]) throw reportNotFound();
    return { report: toReport(rows[0]), decided };
  }

  /** Open reports for the admin's "what needs attention" (an AttentionSource): one item per reported post or reply, oldest first. */
  async function attention(limit: number): Promise<{ count: number; oldest: Date | null; items: AttentionItem[] }> {
    const { count, oldest, rows } = await repo.openReportTargets(db, limit);
    return {
      count,
      oldest: oldest ? new Date(oldest) : null,
      items: rows.map((row) => {
        const reports = Number(row.reports);
        return {
          id: row.reply_id ?? row.post_id,
          title: row.reply_id ? `A reply on “${row.post_title}”` : row.post_title,
          since: new Date(row.oldest),
          link: forumPostLink(row.post_id),
          detail: `${reports} open report${reports === 1 ? '' : 's'}`,
        };
      }),
    };
  }

  return {
    listPosts,
    stats,
    getPost,
    listReplies,
    createPost,
    createReply,
    like,
    setSolution,
    reportPost,
    reportReply,
    moderatePost,
    moderateReply,
    listReports,
    decideReport,
    attention,
  };
}

export type ForumsService = ReturnType<typeof createForumsService>;
