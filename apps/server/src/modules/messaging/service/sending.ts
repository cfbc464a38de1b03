import fs from 'node:fs';
import type { TMessage } from '@briefly/shared/messaging';
import { checkAttachment } from '../messaging.attachments.ts';
import * as repo from '../messaging.repository.ts';
import { newStorageKey } from '../../../platform/file-storage.ts';
import type { MessagingDeps, Caller } from './deps.ts';
import type { MessagingHelpers } from './shared.ts';

/** Sending a text or a file into a conversation. */
export function sendingUseCases(deps: MessagingDeps, helpers: MessagingHelpers) {
  const { db, clock, storage } = deps;
  const { toMessage, ownConversation, otherOf, assertMaySend, publishCreated } = helpers;

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
      const { mimeType } = await checkAttachment(upload);

      const key = newStorageKey(conversation.id);
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

  return { sendText, sendFile };
}
