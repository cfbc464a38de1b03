import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';

// Every query of the job queue. Claims use FOR UPDATE SKIP LOCKED, so processes sharing one
// PostgreSQL database never take the same job; every state change after a claim is fenced by the
// attempt number, so a worker whose lease ran out cannot overwrite the next worker's result.

/** Wakes the job runners of every process (delivered at commit when sent inside a transaction). */
export const JOBS_CHANNEL = 'briefly_jobs';

export interface NewJob {
  queue: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  orderingKey?: string | null;
  /** With the queue, unique: a second job with the same key is not created. */
  singletonKey?: string | null;
  maxAttempts?: number;
}

export interface ClaimedJob {
  id: number;
  queue: string;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
}

/** Inserts jobs (duplicates of a singleton key are skipped) and wakes the runners; returns how many were created. */
export async function insertJobs(db: Db, rows: NewJob[], now: Date): Promise<number> {
  if (rows.length === 0) return 0;
  const created = await db
    .insert(jobs)
    .values(
      rows.map((row) => ({
        queue: row.queue,
        payload: row.payload ?? {},
        runAt: row.runAt ?? now,
        orderingKey: row.orderingKey ?? null,
        singletonKey: row.singletonKey ?? null,
        ...(row.maxAttempts ? { maxAttempts: row.maxAttempts } : {}),
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  if (created.length > 0) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  return created.length;
}

/**
 * Claims up to `limit` ready jobs of these queues. A job with an ordering key waits while an older
 * job of the same key is queued or running, so one key's jobs run one at a time, in id order.
 */
export async function claimJobs(
  db: Db,
  args: { leases: Map<string, number>; limit: number; now: Date },
): Promise<ClaimedJob[]> {
  if (args.leases.size === 0 || args.limit <= 0) return [];
  const leaseRows = sql.join(
    [...args.leases].map(([queue, ms]) => sql`(${queue}::text, ${ms}::integer)`),
    sql`, `,
  );
  const rows = await queryRows<{
    id: string | number;
    queue: string;
    payload: Record<string, unknown>;
    attempts: number;
    max_attempts: number;
  }>(
    db,
    sql`
      with lease(queue, ms) as (values ${leaseRows}),
      ready as (
        select j.id from jobs j
        where j.status = 'queued' and j.run_at <= ${args.now}
          and j.queue in (select queue from lease)
          and (j.ordering_key is null or not exists (
            select 1 from jobs earlier
            where earlier.ordering_key = j.ordering_key and earlier.id < j.id and earlier.status in ('queued', 'active')))
        order by j.run_at, j.id
        limit ${args.limit}
        for update of j skip locked
      )
      update jobs set status = 'active', attempts = jobs.attempts + 1,
        locked_until = ${args.now}::timestamptz + make_interval(secs => lease.ms / 1000.0)
      from ready, lease
      where jobs.id = ready.id and lease.queue = jobs.queue
      returning jobs.id, jobs.queue, jobs.payload, jobs.attempts, jobs.max_attempts`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    queue: row.queue,
    payload: row.payload,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
  }));
}

export async function completeJob(db: Db, job: ClaimedJob, now: Date): Promise<void> {
  await db.execute(sql`
    update jobs set status = 'completed', completed_at = ${now}, locked_until = null, last_error = null
    where id = ${job.id} and status = 'active' and attempts = ${job.attempts}`);
}

/** Back to the queue after `retryAt`, or `failed` (a dead letter) once out of attempts. */
export async function failJob(
  db: Db,
  job: ClaimedJob,
  error: string,
  retryAt: Date,
  now: Date,
): Promise<'retry' | 'dead'> {
  const dead = job.attempts >= job.maxAttempts;
  await db.execute(sql`
    update jobs set status = ${dead ? 'failed' : 'queued'}, run_at = ${dead ? now : retryAt}, locked_until = null,
      last_error = ${error.slice(0, 2000)}, completed_at = ${dead ? now : null}
    where id = ${job.id} and status = 'active' and attempts = ${job.attempts}`);
  return dead ? 'dead' : 'retry';
}

/**
 * Leases given back by a stopping process: queued again at once for another process. The attempt
 * still counts (the work may have been half done) and the attempt fence stays, so should the
 * stopping process finish one after all, its result is not recorded over the next worker's.
 */
export async function releaseJobs(db: Db, claimed: ClaimedJob[], now: Date): Promise<number> {
  let released = 0;
  for (const job of claimed) {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`
        update jobs set status = 'queued', run_at = ${now}, locked_until = null,
          last_error = 'the worker stopped before finishing (its process shut down)'
        where id = ${job.id} and status = 'active' and attempts = ${job.attempts}
        returning id`,
    );
    released += rows.length;
  }
  return released;
}

/** Jobs whose worker died (lease over): queued again, or dead once out of attempts. */
export async function requeueExpired(db: Db, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
      update jobs set
        status = case when attempts >= max_attempts then 'failed' else 'queued' end,
        completed_at = case when attempts >= max_attempts then ${now}::timestamptz else null end,
        run_at = ${now}, locked_until = null, last_error = 'the worker stopped before finishing (lease expired)'
      where status = 'active' and locked_until < ${now}
      returning id`,
  );
  return rows.length;
}

/** Finished jobs past their retention; dead letters are kept longer than completed jobs. */
export async function pruneJobs(db: Db, args: { completedBefore: Date; failedBefore: Date }): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
      delete from jobs
      where (status = 'completed' and completed_at < ${args.completedBefore})
         or (status = 'failed' and completed_at < ${args.failedBefore})
      returning id`,
  );
  return rows.length;
}

/** Rate-limit windows that ended before `now` (the store also prunes them as it goes, by the database's clock). */
export async function pruneRateLimitWindows(db: Db, now: Date, limit: number): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`delete from rate_limit_counters where key in (
          select key from rate_limit_counters where expires_at < ${now} limit ${limit}) returning key`,
  );
  return rows.length;
}

/** Live-updates tickets used or expired before `before`. */
export async function pruneSpentTickets(db: Db, before: Date, limit: number): Promise<number> {
  const rows = await queryRows<{ token_hash: string }>(
    db,
    sql`delete from realtime_tickets where token_hash in (
          select token_hash from realtime_tickets where expires_at < ${before} or used_at < ${before} limit ${limit})
        returning token_hash`,
  );
  return rows.length;
}

/** Stored first answers to `Idempotency-Key` requests made before `before`. */
export async function pruneIdempotencyKeys(db: Db, before: Date, limit: number): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from idempotency_keys where id in (
          select id from idempotency_keys where created_at < ${before} limit ${limit}) returning id`,
  );
  return rows.length;
}

export interface JobRow {
  id: number;
  queue: string;
  status: string;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  payload: Record<string, unknown>;
  createdAt: Date;
  runAt: Date;
  completedAt: Date | null;
}

export async function listJobs(
  db: Db,
  args: { status: 'queued' | 'active' | 'completed' | 'failed'; limit: number; offset: number },
): Promise<{ rows: JobRow[]; total: number }> {
  const rows = await queryRows<{
    id: string | number;
    queue: string;
    status: string;
    attempts: number;
    max_attempts: number;
    last_error: string | null;
    payload: Record<string, unknown>;
    created_at: Date | string;
    run_at: Date | string;
    completed_at: Date | string | null;
    total: string | number;
  }>(
    db,
    sql`
      select id, queue, status, attempts, max_attempts, last_error, payload, created_at, run_at, completed_at, count(*) over () as total
      from jobs where status = ${args.status}
      order by id desc limit ${args.limit} offset ${args.offset}`,
  );
  return {
    total: rows.length > 0 ? Number(rows[0]!.total) : 0,
    rows: rows.map((row) => ({
      id: Number(row.id),
      queue: row.queue,
      status: row.status,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
      lastError: row.last_error,
      payload: row.payload,
      createdAt: new Date(row.created_at),
      runAt: new Date(row.run_at),
      completedAt: row.completed_at === null ? null : new Date(row.completed_at),
    })),
  };
}

const JOB_COLUMNS = sql`id, queue, status, attempts, max_attempts, last_error, payload, created_at, run_at, completed_at`;

interface JobRecord {
  id: string | number;
  queue: string;
  status: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  payload: Record<string, unknown>;
  created_at: Date | string;
  run_at: Date | string;
  completed_at: Date | string | null;
}

const toJobRow = (row: JobRecord): JobRow => ({
  id: Number(row.id),
  queue: row.queue,
  status: row.status,
  attempts: row.attempts,
  maxAttempts: row.max_attempts,
  lastError: row.last_error,
  payload: row.payload,
  createdAt: new Date(row.created_at),
  runAt: new Date(row.run_at),
  completedAt: row.completed_at === null ? null : new Date(row.completed_at),
});

export async function findJob(db: Db, id: number): Promise<JobRow | null> {
  const [row] = await queryRows<JobRecord>(db, sql`select ${JOB_COLUMNS} from jobs where id = ${id}`);
  return row ? toJobRow(row) : null;
}

/** A dead letter deleted for good (an admin's discard); null when there is no failed job with this id. */
export async function discardFailedJob(db: Db, id: number): Promise<JobRow | null> {
  const [row] = await queryRows<JobRecord>(
    db,
    sql`delete from jobs where id = ${id} and status = 'failed' returning ${JOB_COLUMNS}`,
  );
  return row ? toJobRow(row) : null;
}

export interface QueueSummary {
  queue: string;
  ready: number;
  active: number;
  scheduled: number;
  dead: number;
  oldestReadyAt: Date | null;
}

/** Every queue with work waiting, running, due later or dead, in one statement (completed jobs are not counted). */
export async function queueSummaries(db: Db, now: Date): Promise<QueueSummary[]> {
  const rows = await queryRows<{
    queue: string;
    ready: string | number;
    active: string | number;
    scheduled: string | number;
    dead: string | number;
    oldest_ready: Date | string | null;
  }>(
    db,
    sql`
      select queue,
        count(*) filter (where status = 'queued' and run_at <= ${now}) as ready,
        count(*) filter (where status = 'active') as active,
        count(*) filter (where status = 'queued' and run_at > ${now}) as scheduled,
        count(*) filter (where status = 'failed') as dead,
        min(run_at) filter (where status = 'queued' and run_at <= ${now}) as oldest_ready
      from jobs where status in ('queued', 'active', 'failed')
      group by queue order by queue`,
  );
  return rows.map((row) => ({
    queue: row.queue,
    ready: Number(row.ready),
    active: Number(row.active),
    scheduled: Number(row.scheduled),
    dead: Number(row.dead),
    oldestReadyAt: row.oldest_ready === null ? null : new Date(row.oldest_ready),
  }));
}

/** A dead letter back to the queue (an admin's retry): one more attempt, now. */
export async function retryFailedJob(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
      update jobs set status = 'queued', run_at = ${now}, max_attempts = attempts + 1, completed_at = null
      where id = ${id} and status = 'failed' returning id`,
  );
  if (rows.length > 0) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  return rows.length > 0;
}

/** Ready jobs of these queues (tests drain the queue until none are left). */
export async function countReady(db: Db, queues: string[], now: Date): Promise<number> {
  if (queues.length === 0) return 0;
  const rows = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from jobs where status in ('queued', 'active') and run_at <= ${now} and queue in (${sql.join(
      queues.map((queue) => sql`${queue}`),
      sql`, `,
    )})`,
  );
  return Number(rows[0]?.n ?? 0);
}
