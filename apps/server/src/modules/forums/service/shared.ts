import type { TForumPost } from '@briefly/shared/forums';
import type { Db } from '../../../db/client.ts';
import { postNotFound, postUnderReview } from '../forums.errors.ts';
import { canSeeForumItem, type Viewer } from '../forums.policy.ts';
import * as repo from '../forums.repository.ts';
import { toPost } from './views.ts';

/** What the forum use cases share: a post as the viewer sees it, marking it seen, refusing a closed one. */
export function forumHelpers() {
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

  return { postView, seenPost, assertOpen };
}

export type ForumHelpers = ReturnType<typeof forumHelpers>;
