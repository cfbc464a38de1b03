import type { TAdminJob, TAdminJobQueue, TAdminJobsQuery } from '@briefly/shared/admin';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as jobs from '../../platform/jobs/jobs.repository.ts';
import type { Clock } from '../../platform/module.ts';
import { audit } from './admin.repository.ts';

// The admin's Jobs section (docs/product/admin.md#jobs): each queue's depth and age, the dead letters
// with their last error, and the two things an admin can do with one — retry it or discard it, each
// written to the audit log in the same transaction.

export interface JobsActor {
  id: string;
  ip: string | null;
}

const toJob = (row: jobs.JobRow): TAdminJob => ({
  ...row,
  status: row.status as TAdminJob['status'],
  createdAt: row.createdAt.toISOString(),
  runAt: row.runAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
});

/** What the audit log keeps of a job: enough to say what it was, not its whole payload. */
const auditedJob = (row: jobs.JobRow) => ({
  queue: row.queue,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
});

export function createAdminJobs(deps: {
  db: Db;
  clock: Clock;
  /** Every queue the server's job runner knows: each is listed, with zeros when nothing waits in it. */
  knownQueues?: () => readonly string[];
}) {
  const { db, clock } = deps;

  return {
    async queues(): Promise<TAdminJobQueue[]> {
      const now = clock();
      const summaries = await jobs.queueSummaries(db, now);
      const seen = new Set(summaries.map((queue) => queue.queue));
      const quiet = (deps.knownQueues?.() ?? [])
        .filter((queue) => !seen.has(queue))
        .map((queue) => ({ queue, ready: 0, active: 0, scheduled: 0, dead: 0, oldestReadyAt: null }));
      return [...summaries, ...quiet]
        .sort((a, b) => a.queue.localeCompare(b.queue))
        .map((queue) => ({
          ...queue,
          oldestReadyAt: queue.oldestReadyAt?.toISOString() ?? null,
          oldestReadyAgeSeconds: queue.oldestReadyAt
            ? Math.max(0, Math.floor((now.getTime() - queue.oldestReadyAt.getTime()) / 1000))
            : 0,
        }));
    },

    async list(query: TAdminJobsQuery): Promise<{ jobs: TAdminJob[]; total: number }> {
      const { rows, total } = await jobs.listJobs(db, query);
      return { jobs: rows.map(toJob), total };
    },

    async get(id: number): Promise<TAdminJob> {
      const row = await jobs.findJob(db, id);
      if (!row) throw notFound('Job');
      return toJob(row);
    },

    /** A dead letter queued again for one more attempt, now. 404 unless the job exists and is failed. */
    async retry(id: number, actor: JobsActor): Promise<TAdminJob> {
      return db.transaction(async (tx) => {
        const before = await jobs.findJob(tx, id);
        if (!before || before.status !== 'failed' || !(await jobs.retryFailedJob(tx, id, clock())))
          throw notFound('Failed job');
        const after = await jobs.findJob(tx, id);
        await audit(tx, {
          actorId: actor.id,
          action: 'admin.job.retried',
          targetType: 'job',
          targetId: String(id),
          before: auditedJob(before),
          after: after ? auditedJob(after) : null,
          ip: actor.ip,
        });
        return toJob(after ?? before);
      });
    },

    /** A dead letter deleted for good: its work will not be done. 404 unless the job exists and is failed. */
    async discard(id: number, actor: JobsActor): Promise<void> {
      await db.transaction(async (tx) => {
        const discarded = await jobs.discardFailedJob(tx, id);
        if (!discarded) throw notFound('Failed job');
        await audit(tx, {
          actorId: actor.id,
          action: 'admin.job.discarded',
          targetType: 'job',
          targetId: String(id),
          before: { ...auditedJob(discarded), payload: discarded.payload },
          after: null,
          ip: actor.ip,
        });
      });
    },
  };
}

export type AdminJobs = ReturnType<typeof createAdminJobs>;
