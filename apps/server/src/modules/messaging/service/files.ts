import { fileExtension, type TFileLinkResponse } from '@briefly/shared/messaging';
import { fileNotFound, fileRemoved, linkExpired } from '../messaging.errors.ts';
import { storedAttachment } from '../messaging.attachments.ts';
import { checkFileLink, isPreviewable, signFileLink } from '../messaging.files.ts';
import * as repo from '../messaging.repository.ts';
import type { MessagingDeps, Caller } from './deps.ts';

/** A message's file: downloading it as a participant or through a signed, short-lived link. */
export function fileUseCases(deps: MessagingDeps) {
  const { db, clock, storage, linkSecret } = deps;

  async function openFile(row: repo.MessageRow) {
    if (row.type !== 'file' || !row.storageKey || !row.fileName) throw fileNotFound();
    if (row.fileRemovedAt) throw fileRemoved();
    const file = await storedAttachment(storage, {
      storageKey: row.storageKey,
      fileName: row.fileName,
      mimeType: row.mimeType,
    });
    if (!file) throw fileNotFound();
    return file;
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

  return { download, fileLink, downloadSigned };
}
