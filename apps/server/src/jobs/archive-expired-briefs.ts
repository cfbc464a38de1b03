import type { Db } from '../db/client.ts';
import type { EventBus } from '../lib/event-bus.ts';
import { archiveExpired } from '../modules/briefs/briefs.repository.ts';

/**
 * Archives published briefs whose deadline has passed (part 2 §4) and publishes `brief.archived`
 * for each after the update commits. One UPDATE … WHERE status = 'published' AND deadline < now
 * RETURNING: with several processes each brief is archived, and announced, exactly once.
 * Also run by admins ("Run Archive Process").
 */
export async function archiveExpiredBriefs(deps: { db: Db; events: EventBus; now?: Date }): Promise<{ archived: number; briefIds: string[] }> {
  const now = deps.now ?? new Date();
  const rows = await archiveExpired(deps.db, now);
  for (const row of rows) {
    await deps.events.publish({ type: 'brief.archived', briefId: row.id, brandId: row.brandId, title: row.title, archivedAt: (row.archivedAt ?? now).toISOString() });
  }
  return { archived: rows.length, briefIds: rows.map((row) => row.id) };
}
