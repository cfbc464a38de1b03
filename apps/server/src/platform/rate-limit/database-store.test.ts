import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_DB_KIND, openTestDatabase } from '../../../test/test-app.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { createDatabaseRateLimitStore, pruneRateLimitCounters } from './database-store.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function incr(
  store: FastifyRateLimitStore,
  key: string,
  timeWindow: number,
  max = 5,
): Promise<{ current: number; ttl: number }> {
  return new Promise((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, max),
  );
}

/** A route's store, as the plugin makes it: the root store's child for that route. */
function routeStore(Store: FastifyRateLimitStoreCtor, url: string, extra: Record<string, unknown> = {}) {
  return new Store({}).child({ routeInfo: { method: 'POST', url }, ...extra } as never);
}

describe(`database rate-limit store (${TEST_DB_KIND})`, () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('counts attempts of two processes together, per route and key', async () => {
    const url = `/api/login-${randomUUID()}`;
    const processA = routeStore(createDatabaseRateLimitStore(database.db), url);
    const processB = routeStore(createDatabaseRateLimitStore(database.db), url);
    const otherRoute = routeStore(createDatabaseRateLimitStore(database.db), `${url}/other`);

    expect((await incr(processA, '10.0.0.1', 60_000)).current).toBe(1);
    expect((await incr(processB, '10.0.0.1', 60_000)).current).toBe(2);
    const third = await incr(processA, '10.0.0.1', 60_000);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(55_000);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
    expect((await incr(processB, '10.0.0.2', 60_000)).current).toBe(1);
    expect((await incr(otherRoute, '10.0.0.1', 60_000)).current).toBe(1);
  });

  it('counts concurrent attempts exactly', async () => {
    const url = `/api/login-${randomUUID()}`;
    const stores = [
      routeStore(createDatabaseRateLimitStore(database.db), url),
      routeStore(createDatabaseRateLimitStore(database.db), url),
    ];
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => incr(stores[i % 2]!, 'client', 60_000)));
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('starts a new window once the old one has expired', async () => {
    const store = routeStore(createDatabaseRateLimitStore(database.db), `/api/login-${randomUUID()}`);
    await incr(store, 'client', 3_000);
    expect((await incr(store, 'client', 3_000)).current).toBe(2);
    await sleep(3_100);
    const fresh = await incr(store, 'client', 3_000);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(1_500);
    expect(fresh.ttl).toBeLessThanOrEqual(3_000);
  });

  it('restarts the window on every attempt over the limit with continueExceeding', async () => {
    const store = routeStore(createDatabaseRateLimitStore(database.db), `/api/login-${randomUUID()}`, {
      continueExceeding: true,
    });
    // A long window keeps this independent of how slow the machine is.
    await incr(store, 'client', 10_000, 1);
    const started = Date.now();
    await sleep(500);
    const over = await incr(store, 'client', 10_000, 1);
    const elapsed = Date.now() - started;
    expect(over.current).toBe(2);
    expect(over.ttl).toBeGreaterThan(10_000 - elapsed / 2); // restarted, not what was left of the first window
  });

  it('refuses exponentialBackoff, which it does not implement', () => {
    const Store = createDatabaseRateLimitStore(database.db);
    expect(() => new Store({}).child({ routeInfo: { url: '/x' }, exponentialBackoff: true } as never)).toThrow(
      /exponentialBackoff/,
    );
  });

  it('prunes expired counters', async () => {
    const key = `prune-test|${randomUUID()}`;
    await database.db.insert(rateLimitCounters).values({ key, count: 3, expiresAt: new Date(Date.now() - 60_000) });
    await pruneRateLimitCounters(database.db);
    const left = await queryRows<{ key: string }>(
      database.db,
      sql`select key from rate_limit_counters where key = ${key}`,
    );
    expect(left).toEqual([]);
  });

  it('fails open, with a log line, when the database fails', async () => {
    const broken = await openTestDatabase();
    await broken.close();
    const warn = vi.fn();
    const store = routeStore(createDatabaseRateLimitStore(broken.db, { log: { warn } as never }), '/api/login');
    expect(await incr(store, 'client', 60_000)).toEqual({ current: 0, ttl: 60_000 });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  describe('registered in @fastify/rate-limit', () => {
    const apps: FastifyInstance[] = [];
    afterAll(async () => {
      await Promise.all(apps.map((app) => app.close()));
    });

    async function serverProcess(url: string) {
      const app = Fastify({ logger: false });
      await app.register(rateLimit, {
        global: false,
        store: createDatabaseRateLimitStore(database.db, { log: app.log }),
      });
      app.post(url, { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
      app.post(`${url}/free`, async () => ({ ok: true }));
      await app.ready();
      apps.push(app);
      return app;
    }

    it('limits a route at its max across two app instances', async () => {
      const url = `/limited-${randomUUID()}`;
      const [a, b] = [await serverProcess(url), await serverProcess(url)];
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await (i % 2 === 0 ? a : b).inject({ method: 'POST', url })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const limited = await a.inject({ method: 'POST', url });
      expect(limited.headers['x-ratelimit-limit']).toBe('3');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await b.inject({ method: 'POST', url: `${url}/free` })).statusCode).toBe(200);
    });
  });
});
