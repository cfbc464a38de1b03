import fs from 'node:fs';
import {
  fileExtension,
  isAllowedAttachment,
  MESSAGING_MESSAGES,
  type AttachmentExtension,
  type ChatUserType,
  type TAdminReportResponse,
  type TAdminReportsResponse,
  type TBlockResponse,
  type TChatUsersQuery,
  type TChatUsersResponse,
  type TConversation,
  type TConversationReport,
  type TConversationsResponse,
  type TFileLinkResponse,
  type TMarkReadResponse,
  type TMessage,
  type TMessagesQuery,
  type TMessagesResponse,
  type TReportConversationResponse,
  type TStartConversationResponse,
} from '@briefly/shared/messaging';
import type { Db } from '../../db/client.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import type { Clock } from '../../platform/module.ts';
import {
  blockedByThem,
  blockedByYou,
  briefNotFound,
  cannotMessageSelf,
  cannotStartWithBrand,
  conversationNotFound,
  fileContentMismatch,
  fileNotFound,
  fileRemoved,
  fileTypeNotAllowed,
  linkExpired,
  recipientUnavailable,
  reportNotFound,
  userNotFound,
  wrongCounterpart,
} from './messaging.errors.ts';
import {
  checkFileLink,
  headMatches,
  isImage,
  isPlainText,
  isPreviewable,
  MIME_TYPES,
  readHead,
  signFileLink,
} from './messaging.files.ts';
import * as repo from './messaging.repository.ts';
import { newStorageKey, type ByteRange, type FileStorage } from './messaging.storage.ts';

// Conversations between one brand and one creator (docs/product/messaging.md). Every read and
// write is scoped to the caller: a conversation they are not part of is "not found". Changes
// publish domain events in their transaction; the realtime forwarder sends them to both sides.

export interface Caller {
  id: string;
  type: 'brand' | 'creator' | 'admin';
}

export interface MessagingServiceOptions {
  db: Db;
  clock: Clock;
  events: EventPublisher;
  storage: FileStorage;
  /** Signs the short-lived file links. */
  linkSecret: string;
  /** How long a message stays unread before its reminder (notification and email). */
  reminderDelayMs?: number;
}

export const UNREAD_REMINDER_DELAY_MS = 10 * 60_000;
const REMINDER_GROUPS_PER_RUN = 500;
const ADMIN_THREAD_LIMIT = 500;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const asChatType = (type: string): ChatUserType => (type === 'brand' ? 'brand' : 'creator');

export function createMessagingService(options: MessagingServiceOptions) {
  const { db, clock, events, storage, linkSecret } = options;
  const reminderDelayMs = options.reminderDelayMs ?? UNREAD_REMINDER_DELAY_MS;

  function toMessage(row: repo.MessageRow, now = clock()): TMessage {
    const isFile = row.type === 'file';
    const extension = row.fileName ? fileExtension(row.fileName) : '';
    const preview = isFile && isPreviewable(extension) ? signFileLink(linkSecret, row.id, now) : null;
    return {
      id: row.id,
      conversationId: row.conversationId,
      senderId: row.senderId,
      content: row.content,
      type: row.type,
      fileName: row.fileName,
      fileSize: row.fileSize,
      mimeType: row.mimeType,
      fileUrl: isFile ? `/api/messages/files/${row.id}` : null,
      previewUrl: preview?.url ?? null,
      previewExpiresAt: preview?.expiresAt.toISOString() ?? null,
      timestamp: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    };
  }

  function toConversation(row: repo.ConversationViewRow): TConversation {
    const brand = { id: row.brand_id, name: row.brand_name, type: 'brand' as const };
    const creator = {
      id: row.creator_id,
      name: row.creator_name,
      type: 'creator' as const,
      // For the "View profile" link (docs/product/creator-profiles-and-reviews.md).
      ...(row.creator_user_name ? { userName: row.creator_user_name } : {}),
    };
    const [participant1, participant2] = row.started_by === row.creator_id ? [creator, brand] : [brand, creator];
    return {
      id: row.id,
      participant1,
      participant2,
      briefId: row.brief_id,
      briefTitle: row.brief_title,
      unreadCount: Number(row.unread_count),
      lastMessage:
        row.last_type && row.last_sender_id && row.last_created_at
          ? {
              type: row.last_type,
              content: row.last_content ?? '',
              fileName: row.last_file_name,
              senderId: row.last_sender_id,
              timestamp: iso(row.last_created_at),
            }
          : null,
      createdAt: iso(row.created_at),
      lastActivityAt: iso(row.last_message_at),
      blockedByMe: Boolean(row.blocked_by_me),
      blockedByOther: Boolean(row.blocked_by_other),
    };
  }

  async function conversationFor(executor: Db, caller: Caller, conversationId: string): Promise<TConversation> {
    const [row] = await repo.conversationViews(executor, caller.id, conversationId);
    if (!row) throw conversationNotFound();
    return toConversation(row);
  }

  /** The conversation, when the caller takes part in it; 404 for everyone else. */
  async function ownConversation(executor: Db, caller: Caller, conversationId: string): Promise<repo.ConversationRow> {
    const row = await repo.findOwnConversation(executor, conversationId, caller.id);
    if (!row) throw conversationNotFound();
    return row;
  }

  const otherOf = (conversation: repo.ConversationRow, userId: string) =>
    conversation.brandId === userId ? conversation.creatorId : conversation.brandId;

  /** Nobody sends while either side blocks the other, nor to a deactivated account. */
  async function assertMaySend(executor: Db, senderId: string, recipientId: string): Promise<void> {
    const blocks = await repo.blocksBetween(executor, senderId, recipientId);
    if (blocks.byMe) throw blockedByYou();
    if (blocks.byOther) throw blockedByThem();
    const recipient = await repo.findUser(executor, recipientId);
    if (!recipient?.active) throw recipientUnavailable();
  }

  async function publishCreated(tx: Db, message: repo.MessageRow, recipientId: string) {
    await events.publish(tx, {
      type: 'message.created',
      messageId: message.id,
      conversationId: message.conversationId,
      senderId: message.senderId,
      recipientId,
      kind: message.type,
    });
  }

  async function listConversations(caller: Caller): Promise<TConversationsResponse> {
    const rows = await repo.conversationViews(db, caller.id);
    return { conversations: rows.map(toConversation) };
  }

  async function startConversation(
    caller: Caller,
    body: { receiverId: string; initialMessage: string; briefId?: string },
  ): Promise<TStartConversationResponse> {
    if (body.receiverId === caller.id) throw cannotMessageSelf();
    const receiver = await repo.findUser(db, body.receiverId);
    // Admins are not chat users, and deactivated accounts can't be messaged: both as unknown.
    if (!receiver || receiver.type === 'admin' || !receiver.active) throw userNotFound();
    if (receiver.type === caller.type || caller.type === 'admin') throw wrongCounterpart();
    const brandId = caller.type === 'brand' ? caller.id : receiver.id;
    const creatorId = caller.type === 'creator' ? caller.id : receiver.id;
    if (caller.type === 'creator' && !(await repo.creatorMayWrite(db, creatorId, brandId)))
      throw cannotStartWithBrand();
    if (body.briefId && !(await repo.briefForPair(db, body.briefId, brandId, creatorId, caller.type === 'creator')))
      throw briefNotFound();

    const now = clock();
    return db.transaction(async (tx) => {
      await assertMaySend(tx, caller.id, receiver.id);
      const { id, inserted } = await repo.upsertConversation(tx, {
        brandId,
        creatorId,
        startedBy: caller.id,
        briefId: body.briefId ?? null,
        at: now,
      });
      const message = await repo.insertMessage(tx, {
        conversationId: id,
        senderId: caller.id,
        type: 'text',
        content: body.initialMessage,
        createdAt: now,
      });
      await publishCreated(tx, message, receiver.id);
      return {
        conversation: await conversationFor(tx, caller, id),
        message: toMessage(message, now),
        created: inserted,
      };
    });
  }

  async function availableUsers(caller: Caller, query: TChatUsersQuery): Promise<TChatUsersResponse> {
    if (caller.type === 'admin') return { users: [], hasMore: false };
    const rows = await repo.availableUsers(
      db,
      { id: caller.id, type: caller.type },
      query.search,
      query.limit,
      query.offset,
    );
    return {
      users: rows
        .slice(0, query.limit)
        .map((row) => ({ id: row.id, fullName: row.full_name, email: row.email, type: row.type })),
      hasMore: rows.length > query.limit,
    };
  }

  async function listMessages(
    caller: Caller,
    conversationId: string,
    query: TMessagesQuery,
  ): Promise<TMessagesResponse> {
    const conversation = await conversationFor(db, caller, conversationId);
    const rows = await repo.messagesPage(db, conversationId, query.before ? Number(query.before) : null, query.limit);
    const hasMore = rows.length > query.limit;
    const page = rows.slice(0, query.limit).reverse();
    const now = clock();
    return {
      conversation,
      messages: page.map((row) => toMessage(row, now)),
      nextCursor: hasMore && page[0] ? String(page[0].seq) : null,
      hasMore,
    };
  }

  async function markRead(caller: Caller, conversationId: string): Promise<TMarkReadResponse> {
    const conversation = await ownConversation(db, caller, conversationId);
    const marked = await db.transaction(async (tx) => {
      const count = await repo.markRead(tx, conversationId, caller.id, clock());
      // Only a change is news: the other tabs clear their badge, the sender sees it read.
      if (count > 0)
        await events.publish(tx, {
          type: 'conversation.read',
          conversationId,
          readerId: caller.id,
          otherId: otherOf(conversation, caller.id),
          marked: count,
        });
      return count;
    });
    return { conversationId, marked, unreadCount: 0 };
  }

  async function sendText(caller: Caller, body: { conversationId: string; content: string }): Promise<TMessage> {
    const conversation = await ownConversation(db, caller, body.conversationId);
    const recipientId = otherOf(conversation, caller.id);
    const now = clock();
    return db.transaction(async (tx) => {
      await assertMaySend(tx, caller.id, recipientId);
      const message = await repo.insertMessage(tx, {
        conversationId: conversation.id,
        senderId: caller.id,
        type: 'text',
        content: body.content,
        createdAt: now,
      });
      await publishCreated(tx, message, recipientId);
      return toMessage(message, now);
    });
  }

  /**
   * A file spooled to `spoolPath` by the route (its size already under the limit). Checks the
   * caller, the type and the bytes, then moves it to storage and records the message. The spool
   * file is gone afterwards whatever happens.
   */
  async function sendFile(
    caller: Caller,
    upload: { conversationId: string; fileName: string; spoolPath: string; size: number; caption?: string },
  ): Promise<TMessage> {
    let storedKey: string | null = null;
    try {
      const conversation = await ownConversation(db, caller, upload.conversationId);
      const recipientId = otherOf(conversation, caller.id);
      await assertMaySend(db, caller.id, recipientId);
      if (!isAllowedAttachment(upload.fileName)) throw fileTypeNotAllowed();
      const extension = fileExtension(upload.fileName) as AttachmentExtension;
      const head = await readHead(upload.spoolPath);
      if (
        upload.size === 0 ||
        !headMatches(extension, head) ||
        (extension === 'txt' && !(await isPlainText(upload.spoolPath)))
      )
        throw fileContentMismatch();

      const key = newStorageKey(conversation.id);
      const mimeType = MIME_TYPES[extension];
      await storage.putFromFile(key, upload.spoolPath, { size: upload.size, contentType: mimeType });
      storedKey = key;
      const now = clock();
      const message = await db.transaction(async (tx) => {
        await assertMaySend(tx, caller.id, recipientId);
        const row = await repo.insertMessage(tx, {
          conversationId: conversation.id,
          senderId: caller.id,
          type: 'file',
          content: upload.caption?.trim() || upload.fileName,
          fileName: upload.fileName,
          fileSize: upload.size,
          mimeType,
          storageKey: key,
          createdAt: now,
        });
        await publishCreated(tx, row, recipientId);
        return row;
      });
      storedKey = null;
      return toMessage(message, now);
    } finally {
      await fs.promises.rm(upload.spoolPath, { force: true });
      // Stored but not recorded (refused in the transaction): nothing may stay behind.
      if (storedKey) await storage.delete(storedKey).catch(() => undefined);
    }
  }

  async function openFile(row: repo.MessageRow) {
    if (row.type !== 'file' || !row.storageKey || !row.fileName) throw fileNotFound();
    if (row.fileRemovedAt) throw fileRemoved();
    const key = row.storageKey;
    const size = await storage.size(key);
    if (size === null) throw fileNotFound();
    const extension = fileExtension(row.fileName);
    return {
      size,
      open: (range?: ByteRange) => storage.open(key, range),
      fileName: row.fileName,
      contentType: row.mimeType ?? 'application/octet-stream',
      inline: isImage(extension),
    };
  }

  /** A participant's download (bearer token). */
  async function download(caller: Caller, messageId: string) {
    const row = await repo.findMessage(db, messageId);
    if (!row || !(await repo.findOwnConversation(db, row.conversationId, caller.id))) throw fileNotFound();
    return openFile(row);
  }

  /** A fresh signed link for an image or video the caller may see. */
  async function fileLink(caller: Caller, messageId: string): Promise<TFileLinkResponse> {
    const row = await repo.findMessage(db, messageId);
    if (!row || row.type !== 'file' || !row.fileName || !isPreviewable(fileExtension(row.fileName)))
      throw fileNotFound();
    if (!(await repo.findOwnConversation(db, row.conversationId, caller.id))) throw fileNotFound();
    const link = signFileLink(linkSecret, row.id, clock());
    return { url: link.url, expiresAt: link.expiresAt.toISOString() };
  }

  /** A download through a signed link (no token): the signature stands for a participant's right to it. */
  async function downloadSigned(messageId: string, expires: string, sig: string) {
    const check = checkFileLink(linkSecret, messageId, expires, sig, clock());
    if (check === 'invalid') throw fileNotFound();
    if (check === 'expired') throw linkExpired();
    const row = await repo.findMessage(db, messageId);
    if (!row || !row.fileName || !isPreviewable(fileExtension(row.fileName))) throw fileNotFound();
    return openFile(row);
  }

  async function setBlocked(caller: Caller, conversationId: string, blocked: boolean): Promise<TBlockResponse> {
    const conversation = await ownConversation(db, caller, conversationId);
    const otherId = otherOf(conversation, caller.id);
    await db.transaction(async (tx) => {
      const changed = blocked
        ? await repo.block(tx, caller.id, otherId, clock())
        : await repo.unblock(tx, caller.id, otherId);
      if (changed)
        await events.publish(tx, {
          type: 'conversation.blocked',
          conversationId,
          blockerId: caller.id,
          blockedId: otherId,
          blocked,
        });
    });
    return { conversationId, blockedByMe: blocked };
  }

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

  // ---------------------------------------------------------------- unread reminders

  /**
   * The scheduled job: for each conversation with messages unread for longer than the delay, one
   * `messages.unread` event covering every unread message of that sender so far (the batch), which
   * the notifications module turns into a notification and an email.
   */
  async function remindUnread(): Promise<{ reminders: number }> {
    const now = clock();
    const groups = await repo.unremindedGroups(db, new Date(now.getTime() - reminderDelayMs), REMINDER_GROUPS_PER_RUN);
    let reminders = 0;
    for (const group of groups) {
      const sent = await db.transaction(async (tx) => {
        const conversation = await repo.findConversation(tx, group.conversation_id);
        if (!conversation) return false;
        const count = await repo.claimUnread(tx, group.conversation_id, group.sender_id, now);
        if (count === 0) return false;
        const recipientId = otherOf(conversation, group.sender_id);
        const sender = await repo.findUser(tx, group.sender_id);
        await events.publish(tx, {
          type: 'messages.unread',
          conversationId: conversation.id,
          recipientId,
          recipientType: recipientId === conversation.brandId ? 'brand' : 'creator',
          senderId: group.sender_id,
          senderName: sender?.name || 'Someone',
          count,
        });
        return true;
      });
      if (sent) reminders++;
    }
    return { reminders };
  }

  return {
    listConversations,
    startConversation,
    availableUsers,
    listMessages,
    markRead,
    sendText,
    sendFile,
    download,
    fileLink,
    downloadSigned,
    setBlocked,
    report,
    listReports,
    readReportedThread,
    remindUnread,
    messages: MESSAGING_MESSAGES,
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
