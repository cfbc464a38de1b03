import { FORUM_REPORTS_TO_HIDE, type ForumVisibility } from '@briefly/shared/forum-rules';
import type { TForumReportResponse } from '@briefly/shared/forums';
import { alreadyReported, cannotReportOwn, replyNotFound } from '../forums.errors.ts';
import { canReport, canSeeForumItem, type Viewer } from '../forums.policy.ts';
import * as repo from '../forums.repository.ts';
import type { ForumsDeps } from './deps.ts';
import type { ForumHelpers } from './shared.ts';

/** Members reporting a post or a reply (enough open reports hide it). */
export function reportUseCases(deps: ForumsDeps, helpers: ForumHelpers) {
  const { db, clock } = deps;
  const { seenPost } = helpers;

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

  return { reportPost, reportReply };
}
