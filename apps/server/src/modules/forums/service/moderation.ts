import type { ForumVisibility } from '@briefly/shared/forum-rules';
import type {
  TAdminForumDecisionResponse,
  TAdminForumPostUpdate,
  TAdminForumReportsQuery,
  TAdminForumReportsResponse,
  TForumPost,
  TForumReply,
} from '@briefly/shared/forums';
import type { AttentionItem } from '../../../platform/module.ts';
import { postNotFound, replyNotFound, reportDecided, reportNotFound } from '../forums.errors.ts';
import * as repo from '../forums.repository.ts';
import type { ForumsDeps, AdminActor } from './deps.ts';
import type { ForumHelpers } from './shared.ts';
import { forumPostLink, moderationAction, reportOutcome, toReply, toReport } from './views.ts';

/** Admins moderating: hiding, removing or restoring, the reports and their decisions, what needs attention. */
export function moderationUseCases(deps: ForumsDeps, helpers: ForumHelpers) {
  const { db, clock } = deps;
  const { postView } = helpers;

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

  return { moderatePost, moderateReply, listReports, decideReport, attention };
}
