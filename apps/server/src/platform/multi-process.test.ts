import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../../test/test-app.ts';
import { applyPayload, brandPayload, creatorPayload, TEST_PASSWORD, uniqueEmail } from '../../test/factories.ts';
import { fundBrief } from '../../test/load-mix.ts';
import { TEST_REDIS_URL, dropRedisPrefix, uniqueRedisPrefix } from '../../test/redis.ts';
import { REALTIME_CHANNEL } from './transport/realtime-bus.ts';
import {
  openEventStream,
  startServerProcesses,
  type EventStream,
  type ServerCluster,
} from '../../test/server-processes.ts';

// Two real server processes on one PostgreSQL database: what one process causes reaches a browser
// connected to the other, and rate limits count the attempts made on both. In both transports
// (decision 034): PostgreSQL's NOTIFY and counters table, and Redis (REDIS_URL) when TEST_REDIS_URL is
// set (`npm test` sets it when a Redis answers); each cluster uses Redis keys under its own prefix.

const MODES = [
  { transport: 'postgres' as const, redisUrl: null },
  ...(TEST_REDIS_URL ? [{ transport: 'redis' as const, redisUrl: TEST_REDIS_URL }] : []),
];

const AUTH_RATE_LIMIT_MAX = 6;
const MP_ADMIN = { email: 'mp-admin@example.test', password: 'mp-admin-password' };

async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function expectStatus<T>(result: Promise<{ status: number; body: T }>, status: number): Promise<T> {
  const { status: actual, body } = await result;
  if (actual !== status) throw new Error(`expected ${status}, got ${actual}: ${JSON.stringify(body)}`);
  return body;
}

describe.skipIf(TEST_DB_KIND !== 'postgres').each(MODES)(
  'several server processes on one database ($transport)',
  ({ transport, redisUrl }) => {
    let cluster: ServerCluster;
    let a: string;
    let b: string;
    const streams: EventStream[] = [];
    const redisPrefix = uniqueRedisPrefix();

    beforeAll(async () => {
      // A trusted local proxy: a test that signs in on its own sends X-Forwarded-For, so the rate-limit test's count stays its own.
      cluster = await startServerProcesses(2, {
        env: {
          AUTH_RATE_LIMIT_MAX: String(AUTH_RATE_LIMIT_MAX),
          AUTH_RATE_LIMIT_WINDOW_MS: '60000',
          TRUST_PROXY: '127.0.0.1',
          ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisPrefix } : {}),
        },
        // One admin, made by the first process only (for the deactivation below).
        // In Redis mode B runs no jobs, as a web-only process would: it then needs no LISTEN connection.
        envFor: (index): Record<string, string> =>
          index === 0
            ? { ADMIN_EMAIL: MP_ADMIN.email, ADMIN_PASSWORD: MP_ADMIN.password }
            : transport === 'redis'
              ? { JOBS_ENABLED: 'false' }
              : {},
      });
      [a, b] = cluster.servers.map((server) => server.baseUrl) as [string, string];
    }, 180_000);
    afterAll(async () => {
      for (const stream of streams) stream.close();
      await cluster?.stop();
      if (redisUrl) await dropRedisPrefix(redisUrl, redisPrefix);
    }, 60_000);

    it('is ready on both processes: the database, its migrations and the live-updates subscriber', async () => {
      for (const baseUrl of [a, b]) expect((await call(baseUrl, 'GET', '/api/health/ready')).status).toBe(200);
      const db = new pg.Client({ connectionString: cluster.databaseUrl });
      await db.connect();
      const { rows } = await db.query<{ n: string }>(
        "select count(*) as n from pg_stat_activity where datname = current_database() and application_name = 'briefly-listener'",
      );
      await db.end();
      // One LISTEN connection per process on PostgreSQL; in Redis mode only the process that runs jobs has one.
      expect(Number(rows[0]!.n)).toBe(transport === 'redis' ? 1 : 2);
    });

    it('streams submission.created to the brand on process B when a creator applies through process A', async () => {
      const brand = await expectStatus(
        call<{ token: string; user: { id: string } }>(a, 'POST', '/api/brands/register', brandPayload()),
        201,
      );
      const creator = await expectStatus(
        call<{ token: string }>(b, 'POST', '/api/creators/register', creatorPayload()),
        201,
      );

      // A funded brief, the way the dashboard makes one: intent, test card, then the brief.
      const briefId = await fundBrief(a, { token: brand.token, id: brand.user.id });

      // The ticket comes from process A and opens the stream on process B: tickets live in the database.
      const { ticket } = await expectStatus(
        call<{ ticket: string }>(a, 'POST', '/api/realtime/ticket', undefined, brand.token),
        201,
      );
      const stream = await openEventStream(b, `/api/realtime?ticket=${encodeURIComponent(ticket)}`);
      streams.push(stream);
      expect(stream.status).toBe(200);
      await stream.waitFor((events) => events.some((event) => event.event === 'ready'));
      const creatorStream = await openEventStream(b, '/api/realtime', { authorization: `Bearer ${creator.token}` });
      streams.push(creatorStream);
      await creatorStream.waitFor((events) => events.some((event) => event.event === 'ready'));

      // What carries the fan-out: NOTIFY on PostgreSQL, or Redis only (nothing NOTIFYed for realtime).
      const notified: string[] = [];
      const pgListener = new pg.Client({ connectionString: cluster.databaseUrl });
      await pgListener.connect();
      pgListener.on('notification', (message) => notified.push(message.payload ?? ''));
      await pgListener.query(`LISTEN ${REALTIME_CHANNEL}`);

      const appliedAt = Date.now();
      const applied = await expectStatus(
        call<{ submission: { id: string } }>(a, 'POST', `/api/briefs/${briefId}/apply`, applyPayload(), creator.token),
        201,
      );
      const events = await stream.waitFor((list) => list.some((event) => event.event === 'submission.created'), 2_000);
      expect(Date.now() - appliedAt).toBeLessThan(2_000);
      const data = JSON.parse(events.find((event) => event.event === 'submission.created')!.data) as Record<
        string,
        unknown
      >;
      expect(data).toMatchObject({
        submissionId: applied.submission.id,
        briefId: briefId,
        brandId: brand.user.id,
      });
      // The creator's own stream is not told about the brand's new submission.
      expect(creatorStream.events().map((event) => event.event)).not.toContain('submission.created');
      await pgListener.end();
      if (transport === 'redis') expect(notified).toEqual([]);
      else expect(notified.some((payload) => payload.includes('submission.created'))).toBe(true);
    });

    it("ends a revoked or signed-out session's stream on process B within 2 seconds when it ends through process A, and no other session's", async () => {
      const email = uniqueEmail('sessions');
      const first = await expectStatus(
        call<{ token: string }>(a, 'POST', '/api/brands/register', brandPayload({ email })),
        201,
      );
      const signIn = await fetch(`${b}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
        body: JSON.stringify({ email, password: TEST_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const second = (await signIn.json()) as { token: string };

      const openOnB = async (token: string) => {
        const { ticket } = await expectStatus(
          call<{ ticket: string }>(a, 'POST', '/api/realtime/ticket', undefined, token),
          201,
        );
        const stream = await openEventStream(b, `/api/realtime?ticket=${encodeURIComponent(ticket)}`);
        streams.push(stream);
        await stream.waitFor((events) => events.some((event) => event.event === 'ready'));
        return stream;
      };
      const revokedStream = await openOnB(second.token);
      const keptStream = await openOnB(first.token);

      const { sessions } = await expectStatus(
        call<{ sessions: Array<{ id: string; current: boolean }> }>(
          a,
          'GET',
          '/api/auth/sessions',
          undefined,
          first.token,
        ),
        200,
      );
      const other = sessions.find((session) => !session.current)!;
      const revokedAt = Date.now();
      await expectStatus(call(a, 'DELETE', `/api/auth/sessions/${other.id}`, undefined, first.token), 204);
      await revokedStream.waitFor((events) => events.some((event) => event.event === 'sessions.ended'), 2_000);
      await revokedStream.ended;
      expect(Date.now() - revokedAt).toBeLessThan(2_000);
      expect(keptStream.events().map((event) => event.event)).not.toContain('sessions.ended');
      expect((await call(b, 'GET', '/api/me', undefined, second.token)).status).toBe(401);
      expect((await call(b, 'GET', '/api/me', undefined, first.token)).status).toBe(200);

      // Signing out through A ends that session's stream on B too.
      const loggedOutAt = Date.now();
      await expectStatus(call(a, 'POST', '/api/logout', undefined, first.token), 204);
      await keptStream.waitFor((events) => events.some((event) => event.event === 'sessions.ended'), 2_000);
      await keptStream.ended;
      expect(Date.now() - loggedOutAt).toBeLessThan(2_000);
    });

    it("ends the other sessions' streams on process B after a password change through A, and every stream after an admin's deactivation", async () => {
      const email = uniqueEmail('changes');
      const signInOn = async (baseUrl: string, path: string, body: unknown, from: string) => {
        const response = await fetch(`${baseUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
          body: JSON.stringify(body),
        });
        expect(response.status).toBe(200);
        return (await response.json()) as { token: string; user: { id: string } };
      };
      const first = await expectStatus(
        call<{ token: string; user: { id: string } }>(a, 'POST', '/api/creators/register', creatorPayload({ email })),
        201,
      );
      const second = await signInOn(b, '/api/login', { email, password: TEST_PASSWORD }, '203.0.113.21');
      const openOnB = async (token: string) => {
        const { ticket } = await expectStatus(
          call<{ ticket: string }>(a, 'POST', '/api/realtime/ticket', undefined, token),
          201,
        );
        const stream = await openEventStream(b, `/api/realtime?ticket=${encodeURIComponent(ticket)}`);
        streams.push(stream);
        await stream.waitFor((events) => events.some((event) => event.event === 'ready'));
        return stream;
      };
      const otherStream = await openOnB(second.token);
      const ownStream = await openOnB(first.token);

      const changedAt = Date.now();
      await expectStatus(
        call(
          a,
          'POST',
          '/api/auth/change-password',
          { currentPassword: TEST_PASSWORD, newPassword: 'another-password-9' },
          first.token,
        ),
        200,
      );
      await otherStream.waitFor((events) => events.some((event) => event.event === 'sessions.ended'), 2_000);
      await otherStream.ended;
      expect(Date.now() - changedAt).toBeLessThan(2_000);
      expect(ownStream.events().map((event) => event.event)).not.toContain('sessions.ended');

      const admin = await signInOn(a, '/api/admin/login', MP_ADMIN, '203.0.113.22');
      const deactivatedAt = Date.now();
      await expectStatus(call(a, 'DELETE', `/api/admin/creators/${first.user.id}`, undefined, admin.token), 200);
      await ownStream.waitFor((events) => events.some((event) => event.event === 'sessions.ended'), 2_000);
      await ownStream.ended;
      expect(Date.now() - deactivatedAt).toBeLessThan(2_000);
      expect((await call(b, 'GET', '/api/me', undefined, first.token)).status).toBe(401);
    });

    it(`limits sign-in attempts alternating between the processes at AUTH_RATE_LIMIT_MAX (${AUTH_RATE_LIMIT_MAX}) in total`, async () => {
      const attempt = { email: uniqueEmail('nobody'), password: 'wrong-password-1' };
      const statuses: number[] = [];
      for (let i = 0; i < AUTH_RATE_LIMIT_MAX + 2; i++) {
        const { status } = await call(i % 2 === 0 ? a : b, 'POST', '/api/login', attempt);
        statuses.push(status);
      }
      expect(statuses).toEqual([...Array<number>(AUTH_RATE_LIMIT_MAX).fill(401), 429, 429]);
      const limited = await call<{ code: string }>(a, 'POST', '/api/login', attempt);
      expect(limited).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });

      // Where they were counted: the route and per-account limits in Redis only, or in the database.
      const db = new pg.Client({ connectionString: cluster.databaseUrl });
      await db.connect();
      const { rows } = await db.query<{ n: string }>(
        "select count(*) as n from rate_limit_counters where key like 'route:%' or key like 'group:%' or key like 'account-sign-in|%'",
      );
      await db.end();
      if (transport === 'redis') {
        expect(Number(rows[0]!.n)).toBe(0);
        const redis = new Redis(redisUrl!);
        const keys = await redis.keys(`${redisPrefix}rl:*`);
        redis.disconnect();
        expect(keys.length).toBeGreaterThan(0);
      } else expect(Number(rows[0]!.n)).toBeGreaterThan(0);
    });

    it('ends open streams when a process shuts down, and the other keeps serving', async () => {
      const [serverA] = cluster.servers;
      const brand = await expectStatus(call<{ token: string }>(b, 'POST', '/api/brands/register', brandPayload()), 201);
      const onA = await openEventStream(a, '/api/realtime', { authorization: `Bearer ${brand.token}` });
      streams.push(onA);
      await onA.waitFor((events) => events.some((event) => event.event === 'ready'));
      const started = Date.now();
      await serverA!.stop();
      await onA.ended;
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await serverA!.exited).toBe(0);
      expect((await call(b, 'GET', '/api/health')).status).toBe(200);
    });
  },
);
