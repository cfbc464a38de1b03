import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { queryRows, type Database } from '../../db/client.ts';
import { openTestDatabase, TEST_DB_KIND } from '../../../test/test-database.ts';
import type { QueueHandler, ScheduledJob } from '../module.ts';
import { createJobRunner, scheduledQueue } from './job-runner.ts';
import { insertJobs } from './jobs.repository.ts';

const log = pino({ level: 'silent' });
let first: Database;
let second: Database;
const unique = () => `t${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  first = await openTestDatabase();
  // On PostgreSQL a second pool stands for a second server process; PGlite has one process.
  second = TEST_DB_KIND === 'postgres' ? await openTestDatabase() : first;
});
afterAll(async () => {
  await first.close();
  if (second !== first) await second.close();
});

const jobRows = (queue: string) =>
  queryRows<{ status: string; attempts: number; last_error: string | null; singleton_key: string | null }>(
    first.db,
    sql`select status, attempts, last_error, singleton_key from jobs where queue = ${queue} order by id`,
  );

describe('scheduled jobs', () => {
  it('run once per period however many runners share the database', async () => {
    const name = unique();
    const runs: string[] = [];
    let now = new Date('2030-01-01T00:00:30Z');
    const job: ScheduledJob = { name, intervalMs: 60_000, run: async () => void runs.push(now.toISOString()) };
    const runners = [first, second, first].map((database) =>
      createJobRunner({ db: database.db, log, clock: () => now, queues: [], scheduled: [job] }),
    );

    for (const runner of runners) await runner.scheduleDueRuns();
    await Promise.all(runners.map((runner) => runner.drain()));
    expect(runs).toHaveLength(1);

    now = new Date('2030-01-01T00:00:59Z'); // same period
    for (const runner of runners) await runner.scheduleDueRuns();
    await Promise.all(runners.map((runner) => runner.drain()));
    expect(runs).toHaveLength(1);

    now = new Date('2030-01-01T00:01:00Z'); // the next one
    for (const runner of runners) await runner.scheduleDueRuns();
    await Promise.all(runners.map((runner) => runner.drain()));
    expect(runs).toHaveLength(2);
    expect((await jobRows(scheduledQueue(name))).map((row) => row.status)).toEqual(['completed', 'completed']);
  });

  it('start() runs the current period at once and stop() waits for it', async () => {
    const name = unique();
    let ran = 0;
    const runner = createJobRunner({
      db: first.db,
      log,
      clock: () => new Date(),
      queues: [],
      scheduled: [{ name, intervalMs: 3_600_000, run: async () => void ran++ }],
      pollIntervalMs: 20,
    });
    await runner.start();
    await expect.poll(() => ran, { timeout: 5_000 }).toBe(1);
    await runner.stop();
  });
});

describe('queued work', () => {
  it('is retried with backoff and ends as a dead letter after its last attempt', async () => {
    const queue = unique();
    let now = new Date('2030-02-01T00:00:00Z');
    let attempts = 0;
    const handler: QueueHandler = {
      queue,
      maxAttempts: 3,
      handle: async () => {
        attempts++;
        throw new Error(`boom ${attempts}`);
      },
    };
    const runner = createJobRunner({
      db: first.db,
      log,
      clock: () => now,
      queues: [handler],
      scheduled: [],
      backoffBaseMs: 1_000,
    });
    await insertJobs(first.db, [{ queue, payload: { n: 1 }, maxAttempts: 3 }], now);

    await runner.drain();
    expect(attempts).toBe(1);
    expect(await jobRows(queue)).toMatchObject([{ status: 'queued', attempts: 1, last_error: 'boom 1' }]);
    await runner.drain(); // the backoff has not passed
    expect(attempts).toBe(1);

    now = new Date(now.getTime() + 60_000);
    await runner.drain();
    now = new Date(now.getTime() + 60_000);
    await runner.drain();
    expect(attempts).toBe(3);
    expect(await jobRows(queue)).toMatchObject([{ status: 'failed', attempts: 3, last_error: 'boom 3' }]);
    now = new Date(now.getTime() + 3_600_000);
    await runner.drain();
    expect(attempts).toBe(3);
  });

  it('a failing job does not hold back other work', async () => {
    const bad = unique();
    const good = unique();
    const done: number[] = [];
    const now = new Date('2030-03-01T00:00:00Z');
    const runner = createJobRunner({
      db: first.db,
      log,
      clock: () => now,
      scheduled: [],
      queues: [
        { queue: bad, handle: async () => Promise.reject(new Error('always')) },
        { queue: good, handle: async (payload) => void done.push(Number(payload.n)) },
      ],
    });
    await insertJobs(
      first.db,
      [{ queue: bad }, { queue: good, payload: { n: 1 } }, { queue: good, payload: { n: 2 } }],
      now,
    );
    await runner.drain();
    expect(done.sort()).toEqual([1, 2]);
  });

  it('runs the jobs of one ordering key one at a time, in order, across runners', async () => {
    const queue = unique();
    const seen: number[] = [];
    let running = 0;
    let overlapped = false;
    const now = new Date('2030-04-01T00:00:00Z');
    const handler: QueueHandler = {
      queue,
      handle: async (payload) => {
        running++;
        if (running > 1) overlapped = true;
        await new Promise((resolve) => setTimeout(resolve, 5));
        seen.push(Number(payload.n));
        running--;
      },
    };
    await insertJobs(
      first.db,
      Array.from({ length: 12 }, (_, n) => ({ queue, payload: { n }, orderingKey: 'one-key' })),
      now,
    );
    const runners = [first, second].map((database) =>
      createJobRunner({ db: database.db, log, clock: () => now, queues: [handler], scheduled: [], concurrency: 4 }),
    );
    for (let round = 0; round < 20 && seen.length < 12; round++)
      await Promise.all(runners.map((runner) => runner.drain({ maxRounds: 1 })));
    expect(seen).toEqual(Array.from({ length: 12 }, (_, n) => n));
    expect(overlapped).toBe(false);
  });

  it('takes over a job whose worker died once its lease is over', async () => {
    const queue = unique();
    let now = new Date('2030-05-01T00:00:00Z');
    let calls = 0;
    const handler: QueueHandler = { queue, leaseMs: 30_000, handle: async () => void calls++ };
    await insertJobs(first.db, [{ queue }], now);
    // A worker claims it and dies: the row stays active with its lease.
    await first.db.execute(
      sql`update jobs set status = 'active', attempts = 1, locked_until = ${new Date(now.getTime() + 30_000)} where queue = ${queue}`,
    );
    const runner = createJobRunner({ db: first.db, log, clock: () => now, queues: [handler], scheduled: [] });
    await runner.drain();
    expect(calls).toBe(0);
    now = new Date(now.getTime() + 31_000);
    await runner.drain();
    expect(calls).toBe(1);
    expect(await jobRows(queue)).toMatchObject([{ status: 'completed', attempts: 2 }]);
  });

  it('parallel runners on one database never run a job twice', async () => {
    const queue = unique();
    const counts = new Map<number, number>();
    const now = new Date('2030-06-01T00:00:00Z');
    const handler: QueueHandler = {
      queue,
      handle: async (payload) => void counts.set(Number(payload.n), (counts.get(Number(payload.n)) ?? 0) + 1),
    };
    await insertJobs(
      first.db,
      Array.from({ length: 40 }, (_, n) => ({ queue, payload: { n } })),
      now,
    );
    const runners = [first, second, first, second].map((database) =>
      createJobRunner({ db: database.db, log, clock: () => now, queues: [handler], scheduled: [], concurrency: 3 }),
    );
    await Promise.all(runners.map((runner) => runner.drain()));
    expect(counts.size).toBe(40);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
  });
});

describe('stopping', () => {
  it('gives back the lease of a job still running after the grace, and records nothing over the next worker', async () => {
    const queue = unique();
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    const handler: QueueHandler = {
      queue,
      maxAttempts: 3,
      handle: async () => {
        started = true;
        await stuck;
      },
    };
    const runner = createJobRunner({
      db: first.db,
      log,
      clock: () => new Date(),
      queues: [handler],
      scheduled: [],
      pollIntervalMs: 20,
      stopGraceMs: 100,
    });
    await insertJobs(first.db, [{ queue }], new Date());
    await runner.start();
    while (!started) await new Promise((resolve) => setTimeout(resolve, 10));

    await runner.stop();
    expect(await jobRows(queue)).toMatchObject([{ status: 'queued', attempts: 1 }]);
    // The stopping worker finishing after all changes nothing: the row is the queue's again.
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await jobRows(queue)).toMatchObject([{ status: 'queued', attempts: 1 }]);
  });
});
