import type { Db } from '../../../db/client.ts';
import * as repo from '../briefs.repository.ts';
import type { BriefsDeps } from './deps.ts';

/** The scheduled archiving of briefs past their deadline. */
export function archiveUseCases(deps: BriefsDeps) {
  const { db, events, now } = deps;

  /**
   * Published briefs whose deadline has passed → archived, each with `brief.archived` in the same
   * transaction. One UPDATE … WHERE status = 'published' AND deadline < now RETURNING: with several
   * processes each brief is archived, and announced, exactly once. Run by the scheduled job.
   */
  async function archiveExpired<T = undefined>(
    args: {
      now?: Date;
      /** The caller's own writes (an admin's audit row), in the same transaction. */ also?: (
        tx: Db,
        briefIds: string[],
      ) => Promise<T>;
    } = {},
  ): Promise<{ archived: number; briefIds: string[]; also: T | undefined }> {
    const at = args.now ?? now();
    const { rows, also } = await db.transaction(async (tx) => {
      const archived = await repo.archiveExpired(tx, at);
      for (const row of archived) {
        await events.publish(tx, {
          type: 'brief.archived',
          briefId: row.id,
          brandId: row.brandId,
          title: row.title,
          archivedAt: (row.archivedAt ?? at).toISOString(),
        });
      }
      return {
        rows: archived,
        also: await args.also?.(
          tx,
          archived.map((row) => row.id),
        ),
      };
    });
    return { archived: rows.length, briefIds: rows.map((row) => row.id), also };
  }

  return { archiveExpired };
}
