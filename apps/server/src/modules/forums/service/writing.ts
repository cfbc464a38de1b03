import type { TCreateForumPost, TForumLikeResponse, TForumPost, TForumReply } from '@briefly/shared/forums';
import { postLocked, replyNotFound, solutionNotAllowed } from '../forums.errors.ts';
import { countForumWrite } from '../forums.limits.ts';
import { canMarkSolution, type Viewer } from '../forums.policy.ts';
import * as repo from '../forums.repository.ts';
import type { ForumsDeps, WriteOptions } from './deps.ts';
import type { ForumHelpers } from './shared.ts';
import { toReply } from './views.ts';

/** Members writing: posts and replies (within their limits), likes, the solution of a question. */
export function writingUseCases(deps: ForumsDeps, helpers: ForumHelpers) {
  const { db, clock, events } = deps;
  const { postView, seenPost, assertOpen } = helpers;

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

  return { createPost, createReply, like, setSolution };
}
