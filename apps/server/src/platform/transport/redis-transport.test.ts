import { randomUUID } from 'node:crypto';
import net from 'node:net';
import Fastify from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_DB_KIND, openTestDatabase } from '../../../test/test-app.ts';
import { TEST_REDIS_URL, dropRedisPrefix, uniqueRedisPrefix } from '../../../test/redis.ts';
import type { Database } from '../../db/client.ts';
import { createAccountAttemptLimit } from '../rate-limit/account-attempts.ts';
import { createRateLimitStore } from '../rate-limit/database-store.ts';
import { createRedisCounters } from '../rate-limit/redis-counters.ts';
import type { RealtimeBus } from './realtime-bus.ts';
import { createRedisRealtimeBus } from './redis-bus.ts';
import { closeRedisConnection, createRedisConnection, type RedisLog } from './redis-connection.ts';
import { createTransport } from './transport.ts';

// The Redis transport (decision 034) against a real Redis: realtime messages go out only when their
// transaction commits and only to processes with the same prefix; rate-limit counters are shared and
// atomic; Redis going away is logged, fails open, and is recovered from. The multi-process tests
// (../multi-process.test.ts) run whole server processes in this mode.

const silent = Fastify({ logger: false }).log as RedisLog;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check: () => boolean, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(20);
  }
}

function incr(store: FastifyRateLimitStore, key: string, timeWindow: number, max = 5) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, max),
  );
}

const routeStore = (Store: FastifyRateLimitStoreCtor, url: string, extra: Record<string, unknown> = {}) =>
  new Store({}).child({ routeInfo: { method: 'POST', url }, ...extra } as never);

/** One "process": its command and subscriber connections, its bus. */
function processOn(url: string, keyPrefix: string, log: RedisLog = silent, backoffMs = 50) {
  const commands = createRedisConnection(url, log, {
    name: 'test-commands',
    minBackoffMs: backoffMs,
    maxBackoffMs: 200,
  });
  const subscriber = createRedisConnection(url, log, {
    name: 'test-subscriber',
    subscriber: true,
    minBackoffMs: backoffMs,
    maxBackoffMs: 200,
  });
  const bus = createRedisRealtimeBus({ publisher: commands, subscriber, keyPrefix, log });
  return {
    commands,
    subscriber,
    bus,
    counters: createRedisCounters(commands, keyPrefix),
    async close() {
      await bus.close();
      await Promise.all([closeRedisConnection(subscriber), closeRedisConnection(commands)]);
    },
  };
}

async function heard(bus: RealtimeBus) {
  const messages: string[] = [];
  await bus.subscribe((payload) => messages.push(payload));
  return messages;
}

describe.skipIf(!TEST_REDIS_URL)(`the Redis transport (${TEST_DB_KIND})`, () => {
  const url = TEST_REDIS_URL!;
  const prefix = uniqueRedisPrefix();
  let database: Database;
  let a: ReturnType<typeof processOn>;
  let b: ReturnType<typeof processOn>;

  beforeAll(async () => {
    database = await openTestDatabase();
    a = processOn(url, prefix);
    b = processOn(url, prefix);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.close();
    await dropRedisPrefix(url, prefix);
  });

  it('delivers a message published in a transaction to every process once it commits, and never when it rolls back', async () => {
    const onA = await heard(a.bus);
    const onB = await heard(b.bus);
    await database.db.transaction(async (tx) => {
      await a.bus.publish(tx, 'committed');
      await sleep(150);
      // Not before the commit: a refetch then would not see the change.
      expect(onB).toEqual([]);
    });
    await waitFor(() => onA.length === 1 && onB.length === 1);
    expect(onB).toEqual(['committed']);

    await expect(
      database.db.transaction(async (tx) => {
        await a.bus.publish(tx, 'rolled back');
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await a.bus.publish(database.db, 'outside a transaction');
    await waitFor(() => onB.length === 2);
    expect(onB).toEqual(['committed', 'outside a transaction']);
    expect(a.bus.isConnected()).toBe(true);
  });

  it('is not heard by processes of another prefix', async () => {
    const other = processOn(url, uniqueRedisPrefix());
    try {
      const onOther = await heard(other.bus);
      const onB = await heard(b.bus);
      await a.bus.publish(database.db, 'ours');
      await waitFor(() => onB.includes('ours'));
      await sleep(100);
      expect(onOther).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('counts the attempts of two processes together, per route and key, and honours continueExceeding', async () => {
    const route = `/api/login-${randomUUID()}`;
    const onA = routeStore(createRateLimitStore(a.counters), route);
    const onB = routeStore(createRateLimitStore(b.counters), route);
    const otherRoute = routeStore(createRateLimitStore(a.counters), `${route}/other`);
    const counts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => incr(i % 2 ? onA : onB, '203.0.113.9', 60_000)),
    );
    expect(counts.map((count) => count.current).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(Math.max(...counts.map((count) => count.ttl))).toBeLessThanOrEqual(60_000);
    expect(Math.min(...counts.map((count) => count.ttl))).toBeGreaterThan(55_000);
    expect((await incr(otherRoute, '203.0.113.9', 60_000)).current).toBe(1);

    const exceeding = routeStore(createRateLimitStore(a.counters), `/api/x-${randomUUID()}`, {
      continueExceeding: true,
    });
    await incr(exceeding, 'k', 400, 1);
    await sleep(250);
    // Over the limit: the window starts again, so it does not end 400 ms after the first attempt.
    expect((await incr(exceeding, 'k', 400, 1)).ttl).toBeGreaterThan(300);
    await sleep(250);
    expect((await incr(exceeding, 'k', 400, 1)).current).toBe(3);

    const short = routeStore(createRateLimitStore(a.counters), `/api/y-${randomUUID()}`);
    await incr(short, 'k', 200);
    await sleep(300);
    expect((await incr(short, 'k', 200)).current).toBe(1);
  });

  it('counts sign-in attempts per account, and gives back a successful one', async () => {
    const limit = createAccountAttemptLimit(a.counters, { max: 2, windowMs: 60_000 });
    const email = `${randomUUID()}@example.test`;
    expect(await limit.begin(email)).toEqual({ allowed: true });
    expect(await limit.begin(email.toUpperCase())).toEqual({ allowed: true });
    await limit.succeeded(email);
    expect(await limit.begin(email)).toEqual({ allowed: true });
    const refused = await limit.begin(email);
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterMs).toBeGreaterThan(55_000);
  });

  it('survives Redis going away: logs, fails open, reconnects, resyncs and delivers again', async () => {
    // A proxy in front of Redis that can drop every connection and refuse new ones for a while.
    const target = new URL(url);
    const sockets = new Set<net.Socket>();
    let refusing = false;
    const proxy = net.createServer((client) => {
      if (refusing) return client.destroy();
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      sockets.add(client).add(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String((proxy.address() as net.AddressInfo).port);

    const warn = vi.fn();
    const log = { info: vi.fn(), warn, error: vi.fn() } as unknown as RedisLog;
    const flaky = processOn(proxied.toString(), prefix, log);
    try {
      const onFlaky = await heard(flaky.bus);
      let resyncs = 0;
      flaky.bus.onReconnect(() => resyncs++);
      await waitFor(() => flaky.bus.isConnected());
      const store = routeStore(createRateLimitStore(flaky.counters, { log }), `/api/z-${randomUUID()}`);
      expect((await incr(store, 'k', 60_000)).current).toBe(1);

      refusing = true;
      for (const socket of sockets) socket.destroy();
      await waitFor(() => !flaky.bus.isConnected());
      // Fails open, at once: a sign-in does not wait on a Redis that is gone.
      const started = Date.now();
      expect((await incr(store, 'k', 60_000)).current).toBe(0);
      expect(Date.now() - started).toBeLessThan(1_500);
      await flaky.bus.publish(database.db, 'dropped');
      await sleep(300);
      expect(warn).toHaveBeenCalled();

      refusing = false;
      await waitFor(() => flaky.bus.isConnected() && resyncs === 1, 5_000);
      await waitFor(() => (flaky.commands as Redis).status === 'ready', 5_000);
      await a.bus.publish(database.db, 'after the outage');
      await waitFor(() => onFlaky.includes('after the outage'), 3_000);
      expect((await incr(store, 'k', 60_000)).current).toBe(2);
    } finally {
      await flaky.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });

  it('is chosen by REDIS_URL: ready with a Redis that answers, not ready (and quick to close) without one', async () => {
    const listener = { isConnected: () => true } as never;
    const withRedis = createTransport({ redis: { url, keyPrefix: prefix }, database, listener, log: silent });
    const unreachable = createTransport({
      redis: { url: 'redis://127.0.0.1:1', keyPrefix: prefix },
      database,
      listener,
      log: silent,
    });
    const withoutRedis = createTransport({ redis: null, database, listener, log: silent });
    try {
      expect([withRedis.kind, withoutRedis.kind]).toEqual(['redis', 'postgres']);
      expect(withoutRedis.rateLimitCounters.kind).toBe('postgres');
      await withRedis.bus.subscribe(() => undefined);
      expect(withRedis.isConnected()).toBe(true);
      const started = Date.now();
      await unreachable.bus.subscribe(() => undefined).catch(() => undefined);
      expect(unreachable.isConnected()).toBe(false);
      expect(Date.now() - started).toBeLessThan(7_000);
    } finally {
      const closing = Date.now();
      await Promise.all([withRedis.close(), unreachable.close(), withoutRedis.close()]);
      expect(Date.now() - closing).toBeLessThan(2_500);
    }
  }, 15_000);
});
