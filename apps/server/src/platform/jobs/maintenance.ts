import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { Outbox } from '../events/outbox.ts';
import type { Clock, ScheduledJob } from '../module.ts';
import * as repo from './jobs.repository.ts';

// Keeping the platform's tables small (docs/operations.md#retention: finished jobs, delivered events
// and their receipts, rate-limit windows, live-updates tickets, idempotency keys), and the admin's
// view of work that failed for good (dead letters), with a retry.

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

const ZJob = z.object({
  id: z.number(),
  queue: z.string(),
  status: z.string(),
  attempts: z.number(),
  maxAttempts: z.number(),
  lastError: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  runAt: z.string(),
  completedAt: z.string().nullable(),
});
const ZJobsQuery = z.object({
  status: z.enum(['queued', 'active', 'completed', 'failed']).default('failed'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
const toJob = (row: repo.JobRow) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  runAt: row.runAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
});

export function createPlatformMaintenance(deps: { db: Db; clock: Clock; outbox: Outbox }) {
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

  async function routes(app: FastifyInstance) {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };
    api.get('/api/admin/jobs', {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Background jobs by status (failed: the dead letters that ran out of attempts), newest first',
        querystring: ZJobsQuery,
        response: { 200: z.object({ jobs: z.array(ZJob), total: z.number() }), ...errors },
      },
      handler: async (request) => {
        const { rows, total } = await repo.listJobs(db, request.query);
        return { jobs: rows.map(toJob), total };
      },
    });
    api.post('/api/admin/jobs/:id/retry', {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Queue a dead-lettered job again for one more attempt',
        params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: z.object({ retried: z.literal(true) }), ...errors },
      },
      handler: async (request) => {
        if (!(await repo.retryFailedJob(db, request.params.id, clock()))) throw notFound('Failed job');
        return { retried: true as const };
      },
    });
  }

  return { prune, jobs, routes };
}
