import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createBrand } from '../../../test/factories.ts';
import { openDatabase, queryRows, type Database } from '../../db/client.ts';
import { createMovableClock } from '../module.ts';
import { RETENTION } from './maintenance.ts';
import { AUTH_RETENTION } from '../../modules/auth/auth.module.ts';
import { RETENTION_MS as NOTIFICATIONS_RETENTION_MS } from '../../modules/notifications/notifications.module.ts';

// Everything that grows has a retention rule (docs/operations.md#retention): for each table, a row
// just past its period goes and a row just inside it stays, when the scheduled jobs run on a clock
// the test sets. On a PGlite database of its own, whatever TEST_DB says: pruning by a clock set
// ahead would delete other test files' rows on a shared PostgreSQL database.

const HOUR_MS = 60 * 60_000;
const clock = createMovableClock();
const NOW = new Date('2031-06-15T12:00:00Z');
let database: Database;
let t: TestApp;
let userId: string;

beforeAll(async () => {
  const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshotPath'))]);
  database = await openDatabase({ kind: 'pglite', dataDir: null, snapshot });
  clock.set(NOW);
  t = await createTestApp({ database, clock });
  userId = (await createBrand(t.app)).user.id;
});
afterAll(async () => {
  await t.close();
  await database.close();
});

/** `ms` before the test's now, as a timestamp parameter. */
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const run = (statement: SQL) => database.db.execute(statement);
const count = async (statement: SQL) => Number((await queryRows<{ n: string }>(database.db, statement))[0]!.n);

it('prunes each growing table after its documented period, and keeps what is inside it', async () => {
  const past = (ms: number) => ago(ms + HOUR_MS);
  const inside = (ms: number) => ago(ms - HOUR_MS);
  const tag = randomUUID().slice(0, 8);

  // Sessions: ended (expired or revoked) more than 30 days ago.
  for (const [label, expiresAt, revokedAt] of [
    ['expired-old', past(AUTH_RETENTION.endedSessionsMs), null],
    ['revoked-old', NOW, past(AUTH_RETENTION.endedSessionsMs)],
    ['expired-recent', inside(AUTH_RETENTION.endedSessionsMs), null],
  ] as const)
    await run(sql`insert into sessions (user_id, token_hash, created_at, expires_at, revoked_at, user_agent)
      values (${userId}, ${`${tag}-${label}`}, ${ago(60 * 24 * HOUR_MS)}, ${expiresAt}, ${revokedAt}, ${label})`);
  // Mailed tokens: used or expired more than 30 days ago.
  for (const [label, expiresAt] of [
    ['old', past(AUTH_RETENTION.spentTokensMs)],
    ['recent', inside(AUTH_RETENTION.spentTokensMs)],
  ] as const)
    await run(sql`insert into account_tokens (user_id, purpose, token_hash, email, created_at, expires_at)
      values (${userId}, 'password_reset', ${`${tag}-${label}`}, 'x@example.test', ${expiresAt}, ${expiresAt})`);
  // Idempotency keys: a week.
  for (const [label, createdAt] of [
    ['old', past(RETENTION.idempotencyKeysMs)],
    ['recent', inside(RETENTION.idempotencyKeysMs)],
  ] as const)
    await run(sql`insert into idempotency_keys (caller_id, key, request_hash, response_status, response_body, created_at)
      values (${userId}, ${`${tag}-${label}`}, 'hash', 200, '{}', ${createdAt})`);
  // Rate-limit windows: once ended.
  await run(sql`insert into rate_limit_counters (key, count, expires_at) values
    (${`${tag}-ended`}, 3, ${ago(1_000)}), (${`${tag}-open`}, 3, ${new Date(NOW.getTime() + 60_000)})`);
  // Live-updates tickets: a day after use or expiry.
  const [session] = await queryRows<{ id: string }>(
    database.db,
    sql`select id from sessions where user_id = ${userId} and revoked_at is null and expires_at > ${NOW} limit 1`,
  );
  await run(sql`insert into realtime_tickets (token_hash, user_id, session_id, expires_at, used_at) values
    (${`${tag}-old`}, ${userId}, ${session!.id}, ${past(RETENTION.ticketsMs)}, null),
    (${`${tag}-recent`}, ${userId}, ${session!.id}, ${inside(RETENTION.ticketsMs)}, ${inside(RETENTION.ticketsMs)})`);
  // Finished jobs: completed a week, dead letters 30 days.
  await run(sql`insert into jobs (queue, status, completed_at, singleton_key) values
    ('retention.test', 'completed', ${past(RETENTION.completedJobsMs)}, ${`${tag}-completed-old`}),
    ('retention.test', 'completed', ${inside(RETENTION.completedJobsMs)}, ${`${tag}-completed-recent`}),
    ('retention.test', 'failed', ${past(RETENTION.failedJobsMs)}, ${`${tag}-failed-old`}),
    ('retention.test', 'failed', ${inside(RETENTION.failedJobsMs)}, ${`${tag}-failed-recent`})`);
  // Delivered events, with their receipts: a week.
  const oldEvent = randomUUID();
  const recentEvent = randomUUID();
  await run(sql`insert into domain_events (id, type, aggregate_id, payload, occurred_at) values
    (${oldEvent}, 'retention.test', 'a', '{}', ${past(RETENTION.eventsMs)}),
    (${recentEvent}, 'retention.test', 'a', '{}', ${inside(RETENTION.eventsMs)})`);
  await run(sql`insert into event_receipts (event_id, subscriber) values
    (${oldEvent}, 'retention.test'), (${recentEvent}, 'retention.test')`);
  // The mail outbox (sent or failed) and dismissed notifications: 90 days.
  await run(sql`insert into mail_outbox (to_address, subject, text, html, status, created_at) values
    ('x@example.test', ${`${tag}-old`}, 't', 'h', 'sent', ${past(NOTIFICATIONS_RETENTION_MS)}),
    ('x@example.test', ${`${tag}-recent`}, 't', 'h', 'sent', ${inside(NOTIFICATIONS_RETENTION_MS)}),
    ('x@example.test', ${`${tag}-queued`}, 't', 'h', 'queued', ${past(NOTIFICATIONS_RETENTION_MS)})`);
  await run(sql`insert into notifications (user_id, title, message, type, category, priority, dismissed_at) values
    (${userId}, ${`${tag}-old`}, 'm', 'info', 'system', 'normal', ${past(NOTIFICATIONS_RETENTION_MS)}),
    (${userId}, ${`${tag}-recent`}, 'm', 'info', 'system', 'normal', ${inside(NOTIFICATIONS_RETENTION_MS)}),
    (${userId}, ${`${tag}-shown`}, 'm', 'info', 'system', 'normal', null)`);

  await t.app.platform.jobs.scheduleDueRuns();
  await t.app.platform.jobs.drain();

  const like = `${tag}-%`;
  expect(
    (
      await queryRows<{ user_agent: string }>(
        database.db,
        sql`select user_agent from sessions where token_hash like ${like} order by user_agent`,
      )
    ).map((row) => row.user_agent),
  ).toEqual(['expired-recent']);
  expect(await count(sql`select count(*) as n from account_tokens where token_hash like ${like}`)).toBe(1);
  expect(await count(sql`select count(*) as n from account_tokens where token_hash = ${`${tag}-recent`}`)).toBe(1);
  expect(await count(sql`select count(*) as n from idempotency_keys where key = ${`${tag}-recent`}`)).toBe(1);
  expect(await count(sql`select count(*) as n from idempotency_keys where key like ${like}`)).toBe(1);
  expect(await count(sql`select count(*) as n from rate_limit_counters where key like ${like}`)).toBe(1);
  expect(await count(sql`select count(*) as n from rate_limit_counters where key = ${`${tag}-open`}`)).toBe(1);
  expect(await count(sql`select count(*) as n from realtime_tickets where token_hash like ${like}`)).toBe(1);
  expect(await count(sql`select count(*) as n from realtime_tickets where token_hash = ${`${tag}-recent`}`)).toBe(1);
  expect(
    (
      await queryRows<{ singleton_key: string }>(
        database.db,
        sql`select singleton_key from jobs where singleton_key like ${like} order by singleton_key`,
      )
    ).map((row) => row.singleton_key),
  ).toEqual([`${tag}-completed-recent`, `${tag}-failed-recent`]);
  expect(
    (await queryRows<{ id: string }>(database.db, sql`select id from domain_events where type = 'retention.test'`)).map(
      (row) => row.id,
    ),
  ).toEqual([recentEvent]);
  expect(
    (
      await queryRows<{ event_id: string }>(
        database.db,
        sql`select event_id from event_receipts where subscriber = 'retention.test'`,
      )
    ).map((row) => row.event_id),
  ).toEqual([recentEvent]);
  expect(
    (
      await queryRows<{ subject: string }>(
        database.db,
        sql`select subject from mail_outbox where subject like ${like} order by subject`,
      )
    ).map((row) => row.subject),
  ).toEqual([`${tag}-queued`, `${tag}-recent`]);
  expect(
    (
      await queryRows<{ title: string }>(
        database.db,
        sql`select title from notifications where title like ${like} order by title`,
      )
    ).map((row) => row.title),
  ).toEqual([`${tag}-recent`, `${tag}-shown`]);
  // The brand's own live sign-in is untouched.
  expect(await count(sql`select count(*) as n from sessions where id = ${session!.id}`)).toBe(1);
});
