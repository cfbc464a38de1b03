import { photoUrls } from '@briefly/shared/photos';
import { fileExtension, type TConversation, type TMessage } from '@briefly/shared/messaging';
import type { Db } from '../../../db/client.ts';
import { blockedByThem, blockedByYou, conversationNotFound, recipientUnavailable } from '../messaging.errors.ts';
import { isPreviewable, signFileLink } from '../messaging.files.ts';
import * as repo from '../messaging.repository.ts';
import { iso, type MessagingDeps, type Caller } from './deps.ts';

/** What the messaging use cases share: the views of messages and conversations, the caller's access, announcing. */
export function messagingHelpers(deps: MessagingDeps) {
  const { clock, events, linkSecret } = deps;

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
    const brand = {
      id: row.brand_id,
      name: row.brand_name,
      type: 'brand' as const,
      photo: photoUrls(row.brand_photo_hash),
    };
    const creator = {
      id: row.creator_id,
      name: row.creator_name,
      type: 'creator' as const,
      photo: photoUrls(row.creator_photo_hash),
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

  return { toMessage, toConversation, conversationFor, ownConversation, otherOf, assertMaySend, publishCreated };
}

export type MessagingHelpers = ReturnType<typeof messagingHelpers>;
