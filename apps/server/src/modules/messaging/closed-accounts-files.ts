import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { Clock } from '../../platform/module.ts';
import type { FileStorage } from '../../platform/file-storage.ts';

// The files a closed account sent are deleted from storage (docs/product/messaging.md#files-of-closed-accounts):
// the messages stay for the other participant, who sees the file's name and that it was removed. A file is
// deleted, then marked; a crash between the two deletes it again next time (deleting is idempotent).

/** Files per run: a backlog is worked through run after run, never in one long pass. */
const BATCH = 200;

export function createClosedAccountsFiles(deps: { db: Db; storage: FileStorage; clock: Clock }) {
  const { db, storage, clock } = deps;

  async function removeFiles(): Promise<{ removed: number }> {
    const rows = await queryRows<{ id: string; storageKey: string }>(
      db,
      sql`select m.id, m.storage_key as "storageKey" from messages m
        join users sender on sender.id = m.sender_id
        where m.type = 'file' and m.file_removed_at is null and sender.deleted_at is not null
        order by m.seq limit ${BATCH}`,
    );
    let removed = 0;
    for (const row of rows) {
      await storage.delete(row.storageKey);
      await db.execute(
        sql`update messages set file_removed_at = ${clock()} where id = ${row.id} and file_removed_at is null`,
      );
      removed += 1;
    }
    return { removed };
  }

  return { removeFiles };
}
