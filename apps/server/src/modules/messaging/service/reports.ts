import {
  type TAdminReportResponse,
  type TAdminReportsResponse,
  type TConversationReport,
  type TReportConversationResponse,
} from '@briefly/shared/messaging';
import { reportNotFound } from '../messaging.errors.ts';
import * as repo from '../messaging.repository.ts';
import { ADMIN_THREAD_LIMIT, iso, type Caller, asChatType } from './deps.ts';
import type { MessagingDeps } from './deps.ts';
import type { MessagingHelpers } from './shared.ts';

/** Reporting a conversation, and the admin area's reports and reported threads. */
export function reportUseCases(deps: MessagingDeps, helpers: MessagingHelpers) {
  const { db, clock, events } = deps;
  const { toMessage, ownConversation, otherOf } = helpers;

  function toReport(row: repo.ReportViewRow): TConversationReport {
    return {
      id: row.id,
      conversationId: row.conversation_id,
      reporter: { id: row.reporter_id, name: row.reporter_name, type: asChatType(row.reporter_type) },
      reported: { id: row.reported_id, name: row.reported_name, type: asChatType(row.reported_type) },
      reason: row.reason,
      status: row.status,
      createdAt: iso(row.created_at),
    };
  }

  async function report(
    caller: Caller,
    conversationId: string,
    body: { reason: string; block: boolean },
  ): Promise<TReportConversationResponse> {
    const conversation = await ownConversation(db, caller, conversationId);
    const otherId = otherOf(conversation, caller.id);
    const now = clock();
    const reportId = await db.transaction(async (tx) => {
      const row = await repo.insertReport(tx, {
        conversationId,
        reporterId: caller.id,
        reportedId: otherId,
        reason: body.reason.trim(),
        createdAt: now,
      });
      await events.publish(tx, {
        type: 'conversation.reported',
        reportId: row.id,
        conversationId,
        reporterId: caller.id,
        reportedId: otherId,
      });
      if (body.block && (await repo.block(tx, caller.id, otherId, now))) {
        await events.publish(tx, {
          type: 'conversation.blocked',
          conversationId,
          blockerId: caller.id,
          blockedId: otherId,
          blocked: true,
        });
      }
      return row.id;
    });
    const { rows } = await repo.reportViews(db, { id: reportId, limit: 1, offset: 0 });
    const blocks = await repo.blocksBetween(db, caller.id, otherId);
    return { report: toReport(rows[0]!), blockedByMe: blocks.byMe };
  }

  // ---------------------------------------------------------------- admin area

  async function listReports(query: {
    status?: 'open' | 'reviewed';
    limit: number;
    offset: number;
  }): Promise<TAdminReportsResponse> {
    const { rows, total } = await repo.reportViews(db, query);
    return { reports: rows.map(toReport), total };
  }

  /** An admin reads a reported conversation: allowed only through a report, and written to the audit log. */
  async function readReportedThread(
    admin: { id: string },
    reportId: string,
    ip: string | null,
  ): Promise<TAdminReportResponse> {
    const { rows } = await repo.reportViews(db, { id: reportId, limit: 1, offset: 0 });
    const reportRow = rows[0];
    if (!reportRow) throw reportNotFound();
    const conversation = await repo.findConversation(db, reportRow.conversation_id);
    const names = await repo.conversationNames(db, reportRow.conversation_id);
    if (!conversation || !names) throw reportNotFound();
    await repo.insertAudit(db, {
      actorId: admin.id,
      action: 'messaging.report.read',
      targetType: 'conversation',
      targetId: conversation.id,
      data: { reportId },
      ip,
      createdAt: clock(),
    });
    const page = await repo.messagesPage(db, conversation.id, null, ADMIN_THREAD_LIMIT);
    const now = clock();
    const brand = { id: conversation.brandId, name: names.brandName, type: 'brand' as const };
    const creator = { id: conversation.creatorId, name: names.creatorName, type: 'creator' as const };
    const [participant1, participant2] =
      conversation.startedBy === conversation.creatorId ? [creator, brand] : [brand, creator];
    return {
      report: toReport(reportRow),
      conversation: {
        id: conversation.id,
        participant1,
        participant2,
        briefTitle: names.briefTitle,
        createdAt: conversation.createdAt.toISOString(),
      },
      messages: page
        .slice(0, ADMIN_THREAD_LIMIT)
        .reverse()
        .map((row) => toMessage(row, now)),
    };
  }

  return { report, listReports, readReportedThread };
}
