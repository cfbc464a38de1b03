import fs from 'node:fs';
import type { Db } from '../../db/client.ts';
import { newStorageKey, type FileStorage } from '../../platform/file-storage.ts';
import type { Clock } from '../../platform/module.ts';
import { checkAttachment, storedAttachment, type ServedFile, type SpooledUpload } from '../messaging/index.ts';
import * as repo from './disputes.repository.ts';
import * as errors from './disputes.errors.ts';

// What the parties and admins write in a dispute (docs/product/disputes.md#messages-and-evidence-files):
// text, and evidence files through messaging's attachment pipeline — the same types, size limit and
// byte checks, stored in the same FileStorage under `disputes/<dispute>/<uuid>`, served only to the
// dispute's parties and admins.

export interface Caller {
  id: string;
  type: 'brand' | 'creator' | 'admin';
}

/** Admins, and the dispute's brand or creator. */
export const isParty = (caller: Caller, row: { brand_id: string | null; creator_id: string }) =>
  caller.type === 'admin' ||
  (caller.type === 'brand' && row.brand_id === caller.id) ||
  (caller.type === 'creator' && row.creator_id === caller.id);

const partyOf = (row: repo.DisputeRow) => ({ brand_id: row.brandId, creator_id: row.creatorId });

export function disputeMessages(deps: { db: Db; clock: Clock; storage: FileStorage }) {
  const { db, clock, storage } = deps;

  /** One message, under the dispute's row lock while it is open; the other party's first one is their answer. */
  async function write(
    caller: Caller,
    id: string,
    message: { body: string; file?: { name: string; size: number; key: string } },
  ) {
    await db.transaction(async (tx) => {
      const row = await repo.findDispute(tx, id, true);
      if (!row || !isParty(caller, partyOf(row))) throw errors.disputeNotFound();
      if (row.status !== 'open') throw errors.closed();
      const at = clock();
      await repo.insertMessage(tx, {
        disputeId: id,
        authorId: caller.id,
        authorRole: caller.type,
        body: message.body,
        fileName: message.file?.name ?? null,
        fileSize: message.file?.size ?? null,
        storageKey: message.file?.key ?? null,
        createdAt: at,
      });
      if (caller.type !== 'admin' && caller.id !== row.openedBy) await repo.markAnswered(tx, id, at);
    });
  }

  /**
   * An evidence file spooled by the route, with an optional message: the dispute is checked first (404
   * to anyone not a party, 409 once resolved), then the file's type and bytes, then it is stored and the
   * message recorded. The spool file is gone afterwards, and nothing stays stored that was not recorded.
   */
  async function attach(caller: Caller, id: string, upload: SpooledUpload, body: string): Promise<void> {
    let storedKey: string | null = null;
    try {
      const row = await repo.findDispute(db, id);
      if (!row || !isParty(caller, partyOf(row))) throw errors.disputeNotFound();
      if (row.status !== 'open') throw errors.closed();
      const { mimeType } = await checkAttachment(upload);
      const key = newStorageKey(id, 'disputes');
      await storage.putFromFile(key, upload.spoolPath, { size: upload.size, contentType: mimeType });
      storedKey = key;
      await write(caller, id, { body, file: { name: upload.fileName, size: upload.size, key } });
      storedKey = null;
    } finally {
      await fs.promises.rm(upload.spoolPath, { force: true });
      if (storedKey) await storage.delete(storedKey).catch(() => undefined);
    }
  }

  /** A message's evidence file, for the dispute's parties and admins; 404 for anyone else. */
  async function file(caller: Caller, id: string, messageId: string): Promise<ServedFile> {
    const row = await repo.findDispute(db, id);
    if (!row || !isParty(caller, partyOf(row))) throw errors.fileNotFound();
    const stored = await repo.findMessageFile(db, id, messageId);
    const served = stored ? await storedAttachment(storage, stored) : undefined;
    if (!served) throw errors.fileNotFound();
    return served;
  }

  return { write, attach, file };
}
