import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { Clock, Logger, QueueHandler, ScheduledJob } from '../module.ts';
import * as repo from './jobs.repository.ts';
import { isConnectionLost } from '../../db/connection-errors.ts';

// One mechanism for scheduled jobs and queued work, on PostgreSQL and PGlite alike (decision 009).
// Each process that runs jobs claims ready rows from the shared `jobs` table; a scheduled job's run
// for one period is a row with a unique key, so however many processes run, it runs once.

export const DEFAULT_LEASE_MS = 2 * 60_000;
/** Within the 10 s a stopping process has (server.ts), leaving time for the rest of the shutdown. */
export const DEFAULT_STOP_GRACE_MS = 5_000;
const MAX_BACKOFF_MS = 15 * 60_000;
const EXPIRED_SWEEP_EVERY_MS = 15_000;
/** Writes of a job's outcome tried this many times over a cut connection (0.25 + 0.5 + 1 s of pauses). */
const RECORD_ATTEMPTS = 4;

export const scheduledQueue = (name: string) => `schedule:${name}`;

export interface JobRunnerOptions {
  db: Db;
  log: Logger;
  clock: Clock;
  queues: QueueHandler[];
  scheduled: ScheduledJob[];
  /** Wake-ups from other processes (LISTEN); without it the runner only polls. */
  listen?: (channel: string, handler: () => void) => Promise<() => Promise<void>>;
  concurrency?: number;
  /** How often to look for work when nobody woke us. */
  pollIntervalMs?: number;
  /** The first retry waits this long, doubling with each attempt (with jitter). */
  backoffBaseMs?: number;
  /** On stop, how long running jobs may finish before their leases are given back for another process. */
  stopGraceMs?: number;
}

export interface JobRunner {
  start(): Promise<void>;
  /**
   * Claims nothing more, waits for running jobs up to the grace, then gives the leases of those still
   * running back to the queue (so another process takes them at once, not when the lease runs out).
   * Calling it again returns the same stop.
   */
  stop(): Promise<void>;
  /** Inserts this period's run of every scheduled job (done by timers once started; tests call it). */
  scheduleDueRuns(): Promise<void>;
  /** Runs ready jobs until none are left (tests; works without start()). */
  drain(options?: { maxRounds?: number }): Promise<number>;
  /** Every queue this runner has a handler for (scheduled jobs' included), sorted: the admin's Jobs list shows each. */
  queueNames(): string[];
}

export function backoffMs(attempt: number, baseMs: number): number {
  const exponential = Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempt - 1));
  // ±20% jitter, so retries of jobs that failed together spread out.
  return Math.round((exponential * randomInt(800, 1201)) / 1000);
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log, clock } = options;
  const concurrency = options.concurrency ?? 4;
  const backoffBaseMs = options.backoffBaseMs ?? 5_000;
  const pollIntervalMs = options.pollIntervalMs ?? (options.listen ? 5_000 : 1_000);
  const stopGraceMs = options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS;

  const handlers = new Map<string, QueueHandler>();
  for (const handler of options.queues) handlers.set(handler.queue, handler);
  for (const job of options.scheduled) {
    handlers.set(scheduledQueue(job.name), {
      queue: scheduledQueue(job.name),
      maxAttempts: 3,
      leaseMs: Math.max(DEFAULT_LEASE_MS, Math.min(job.intervalMs, 30 * 60_000)),
      handle: async () => {
        const result = await job.run();
        log.debug({ job: job.name, result }, 'scheduled job ran');
      },
    });
  }
  const leases = new Map([...handlers.values()].map((handler) => [handler.queue, handler.leaseMs ?? DEFAULT_LEASE_MS]));

  let running = false;
  let claiming = false;
  let wakeAgain = false;
  let lastSweep = 0;
  /** Running jobs, with what they claimed (to release their leases on stop). */
  const inFlight = new Map<Promise<void>, repo.ClaimedJob>();
  let stopping: Promise<void> | null = null;
  const timers = new Set<NodeJS.Timeout>();
  let unlisten: (() => Promise<void>) | null = null;

  /**
   * A job's outcome is written again when the database connection was cut under it (the pool has a new
   * one a moment later); otherwise a finished job would wait for its lease to run out and run again.
   */
  async function record<T>(write: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await write();
      } catch (error) {
        if (attempt >= RECORD_ATTEMPTS || !isConnectionLost(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** (attempt - 1)));
      }
    }
  }

  async function runOne(job: repo.ClaimedJob): Promise<void> {
    const handler = handlers.get(job.queue);
    try {
      if (!handler) throw new Error(`no handler for queue ${job.queue}`);
      await handler.handle(job.payload, { id: job.id, attempt: job.attempts });
      await record(() => repo.completeJob(db, job, clock()));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = new Date(clock().getTime() + backoffMs(job.attempts, backoffBaseMs));
      const outcome = await record(() => repo.failJob(db, job, message, retryAt, clock())).catch((failure: unknown) => {
        log.error({ err: failure, jobId: job.id }, 'could not record a job failure');
        return 'retry' as const;
      });
      if (outcome === 'dead')
        log.error(
          { err: error, jobId: job.id, queue: job.queue, attempts: job.attempts },
          'job failed for the last time',
        );
      else
        log.warn(
          { err: error, jobId: job.id, queue: job.queue, attempt: job.attempts },
          'job failed; it will be retried',
        );
    }
  }

  async function claim(limit: number): Promise<repo.ClaimedJob[]> {
    const now = clock();
    if (now.getTime() - lastSweep > EXPIRED_SWEEP_EVERY_MS) {
      lastSweep = now.getTime();
      const requeued = await repo.requeueExpired(db, now);
      if (requeued > 0) log.warn({ requeued }, 'jobs whose worker stopped were queued again');
    }
    return repo.claimJobs(db, { leases, limit, now });
  }

  /** Fills free slots with claimed jobs; called on start, on wake-ups, on the poll timer and whenever a job ends. */
  async function pump(): Promise<void> {
    if (!running) return;
    if (claiming) {
      wakeAgain = true;
      return;
    }
    claiming = true;
    try {
      do {
        wakeAgain = false;
        const free = concurrency - inFlight.size;
        if (free <= 0) break;
        const claimed = await claim(free);
        for (const job of claimed) {
          const run = runOne(job).finally(() => {
            inFlight.delete(run);
            void pump();
          });
          inFlight.set(run, job);
        }
        if (claimed.length === free) wakeAgain = true;
      } while (wakeAgain && running);
    } catch (error) {
      log.error({ err: error }, 'claiming jobs failed');
    } finally {
      claiming = false;
    }
  }

  async function scheduleDueRuns(): Promise<void> {
    const now = clock();
    await repo.insertJobs(
      db,
      options.scheduled.map((job) => ({
        queue: scheduledQueue(job.name),
        singletonKey: String(Math.floor(now.getTime() / job.intervalMs)),
        // Runs of one scheduled job never overlap: a slow run holds back the next period's.
        orderingKey: scheduledQueue(job.name),
        maxAttempts: 3,
      })),
      now,
    );
  }

  function scheduleTimers(job: ScheduledJob): void {
    const now = clock().getTime();
    const nextBoundary = (Math.floor(now / job.intervalMs) + 1) * job.intervalMs;
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        if (!running) return;
        scheduleDueRuns()
          .then(() => pump())
          .catch((error: unknown) => log.error({ err: error, job: job.name }, 'scheduling a job failed'))
          .finally(() => running && scheduleTimers(job));
      },
      nextBoundary - now + randomInt(0, 250),
    );
    timer.unref();
    timers.add(timer);
  }

  async function stopRunning(): Promise<void> {
    running = false;
    for (const timer of timers) {
      clearTimeout(timer);
      clearInterval(timer);
    }
    timers.clear();
    await unlisten?.().catch(() => undefined);
    unlisten = null;
    if (inFlight.size === 0) return;
    let graceTimer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<'grace over'>((resolve) => {
      graceTimer = setTimeout(() => resolve('grace over'), stopGraceMs);
    });
    const outcome = await Promise.race([Promise.allSettled([...inFlight.keys()]), graceOver]);
    clearTimeout(graceTimer);
    if (outcome !== 'grace over') return;
    const unfinished = [...inFlight.values()];
    const released = await repo.releaseJobs(db, unfinished, clock()).catch((error: unknown) => {
      log.error({ err: error }, 'could not give back the leases of running jobs; they run again when the leases end');
      return 0;
    });
    log.warn(
      { released, jobs: unfinished.map((job) => ({ id: job.id, queue: job.queue })) },
      'stopping: jobs still running after the grace were given back to the queue',
    );
  }

  return {
    queueNames: () => [...handlers.keys()].sort(),
    async start() {
      if (running) return;
      running = true;
      stopping = null;
      if (options.listen) {
        unlisten = await options
          .listen(repo.JOBS_CHANNEL, () => void pump())
          .catch((error: unknown) => {
            log.warn({ err: error }, 'job wake-ups unavailable; polling only');
            return null;
          });
      }
      const poll = setInterval(() => void pump(), pollIntervalMs);
      poll.unref();
      timers.add(poll as unknown as NodeJS.Timeout);
      await scheduleDueRuns().catch((error: unknown) => log.error({ err: error }, 'scheduling jobs failed'));
      for (const job of options.scheduled) scheduleTimers(job);
      void pump();
    },
    stop() {
      stopping ??= stopRunning();
      return stopping;
    },
    scheduleDueRuns,
    async drain({ maxRounds = 50 } = {}) {
      let ran = 0;
      for (let round = 0; round < maxRounds; round++) {
        const claimed = await claim(concurrency);
        if (claimed.length === 0) return ran;
        await Promise.all(claimed.map(runOne));
        ran += claimed.length;
      }
      return ran;
    },
  };
}
