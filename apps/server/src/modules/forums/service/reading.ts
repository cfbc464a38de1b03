import type {
  TForumPost,
  TForumPostsQuery,
  TForumPostsResponse,
  TForumRepliesQuery,
  TForumRepliesResponse,
  TForumStats,
} from '@briefly/shared/forums';
import { textQuery } from '../../../lib/text-search.ts';
import type { Viewer } from '../forums.policy.ts';
import * as repo from '../forums.repository.ts';
import type { ForumsDeps } from './deps.ts';
import type { ForumHelpers } from './shared.ts';
import { parsePostCursor, parseSeqCursor, postCursorOf, toPost, toReply } from './views.ts';

/** Reading the forum: posts, their replies, the stats. */
export function readingUseCases(deps: ForumsDeps, helpers: ForumHelpers) {
  const { db, clock } = deps;
  const { postView, seenPost } = helpers;

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

  return { listPosts, stats, getPost, listReplies };
}
