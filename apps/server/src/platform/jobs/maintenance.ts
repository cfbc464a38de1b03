import type { Db } from '../../db/client.ts';
import type { Clock, ScheduledJob } from '../module.ts';
import * as repo from './jobs.repository.ts';

// Keeping the platform's tables small (docs/operations.md#retention: finished jobs, delivered events
// and their receipts, rate-limit windows, live-updates tickets, idempotency keys). The admin's view
// of the queues and dead letters is modules/admin/admin-jobs.ts.

const DAY_MS = 24 * 60 * 60_000;
export const RETENTION = {
  completedJobsMs: 7 * DAY_MS,
  failedJobsMs: 30 * DAY_MS,
  eventsMs: 7 * DAY_MS,
  /** A used or expired ticket is worthless at once; a day keeps it for a support question. */
  ticketsMs: DAY_MS,
  /** Clients retry within seconds; a week covers a device that comes back from a long trip. */
  idempotencyKeysMs: 7 * DAY_MS,
};

/** Rows deleted per statement, so a backlog never holds one long transaction and its locks. */
const PRUNE_BATCH = 5_000;
const PRUNE_MAX_BATCHES = 20;

/** Runs `prune(limit)` until it deletes fewer than a batch (or the cap of batches); the total deleted. */
export async function pruneInBatches(prune: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (let batch = 0; batch < PRUNE_MAX_BATCHES; batch++) {
    const deleted = await prune(PRUNE_BATCH);
    total += deleted;
    if (deleted < PRUNE_BATCH) break;
  }
  return total;
}

/** What maintenance needs of the event outbox (platform/outbox/outbox.ts is one): pruning delivered events. */
export interface DeliveredEvents {
  /** Deletes events older than `before` whose deliveries are done (receipts go with them); how many. */
  prune(before: Date): Promise<number>;
}

export function createPlatformMaintenance(deps: { db: Db; clock: Clock; outbox: DeliveredEvents }) {
  const { db, clock, outbox } = deps;

  async function prune() {
    const at = clock();
    const now = at.getTime();
    const jobs = await repo.pruneJobs(db, {
      completedBefore: new Date(now - RETENTION.completedJobsMs),
      failedBefore: new Date(now - RETENTION.failedJobsMs),
    });
    const events = await outbox.prune(new Date(now - RETENTION.eventsMs));
    const rateLimits = await pruneInBatches((limit) => repo.pruneRateLimitWindows(db, at, limit));
    const tickets = await pruneInBatches((limit) =>
      repo.pruneSpentTickets(db, new Date(now - RETENTION.ticketsMs), limit),
    );
    const idempotencyKeys = await pruneInBatches((limit) =>
      repo.pruneIdempotencyKeys(db, new Date(now - RETENTION.idempotencyKeysMs), limit),
    );
    return { jobs, events, rateLimits, tickets, idempotencyKeys };
  }

  const jobs: ScheduledJob[] = [{ name: 'prune-platform-tables', intervalMs: 60 * 60_000, run: prune }];

  return { prune, jobs };
}
