import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { queryRows, type Db } from '../../db/client.ts';
import { NO_MAX, type CounterResult, type RateLimitCounters } from './counters.ts';

// A store for @fastify/rate-limit shared by every server process: fixed-window counters in
// `rate_limit_counters`, counted by one atomic upsert, so N processes allow `max` attempts per
// window in total, not N × max. Time is the database's, so processes with skewed clocks agree.
// With REDIS_URL the same store counts in Redis instead (./redis-counters.ts, decision 034):
// `createRateLimitStore(counters)` takes either.
//
// Register it in place of the in-memory store:
//
//   await app.register(rateLimit, {
//     global: false,
//     store: createDatabaseRateLimitStore(database.db, { log: app.log }),
//     errorResponseBuilder: …,
//   });
//
// and limit routes as before with `config: { rateLimit: { max, timeWindow } }`. Each route counts
// on its own (its method and URL namespace the keys, or its `groupId` when it shares one).
// `continueExceeding` is honoured; `exponentialBackoff` is not supported (refused at start).

export type RateLimitLog = Pick<FastifyBaseLogger, 'warn'>;

export interface DatabaseRateLimitStoreOptions {
  log?: RateLimitLog;
  /** Expired rows are deleted at most this often per process. */
  pruneIntervalMs?: number;
}

/** Keys come from request data (addresses, or whatever a keyGenerator returns): bound what is stored. */
const MAX_KEY_LENGTH = 200;
const PRUNE_BATCH = 1_000;
/** Logging every failed count would flood the log during an outage. */
const ERROR_LOG_EVERY_MS = 10_000;

interface Shared {
  counters: RateLimitCounters;
  log: RateLimitLog;
  pruneIntervalMs: number;
  lastPrune: number;
  lastErrorLog: number;
}

interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
  groupId?: string;
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

function namespaceOf(params: RouteParams): string {
  if (params.groupId) return `group:${params.groupId}`;
  const { method, url } = params.routeInfo ?? {};
  if (url) return `route:${[method ?? ''].flat().join(',')} ${url}`;
  return 'global';
}

function storedKey(namespace: string, key: string): string {
  const full = `${namespace}|${key}`;
  return full.length <= MAX_KEY_LENGTH
    ? full
    : `${namespace.slice(0, 100)}|sha256:${createHash('sha256').update(key).digest('hex')}`;
}

interface CounterRow {
  count: number;
  ttl_ms: number;
}

async function increment(
  db: Db,
  key: string,
  timeWindowMs: number,
  max: number,
  continueExceeding: boolean,
): Promise<CounterResult> {
  const window = sql`(${timeWindowMs}::float8 * interval '1 millisecond')`;
  // An expired window restarts at 1; with continueExceeding, every attempt over the limit restarts the window.
  const [row] = await queryRows<CounterRow>(
    db,
    sql`
      insert into rate_limit_counters as c (key, count, expires_at)
      values (${key}, 1, now() + ${window})
      on conflict (key) do update set
        count = case when c.expires_at <= now() then 1 else least(c.count, 2147483646) + 1 end,
        expires_at = case
          when c.expires_at <= now() then excluded.expires_at
          when ${continueExceeding}::boolean and c.count + 1 > ${max}::int then excluded.expires_at
          else c.expires_at
        end
      returning count, (extract(epoch from (expires_at - now())) * 1000)::float8 as ttl_ms`,
  );
  if (!row) throw new Error('rate limit upsert returned no row');
  return { current: Number(row.count), ttl: Math.max(0, Math.ceil(Number(row.ttl_ms))) };
}

async function read(db: Db, key: string): Promise<CounterResult> {
  const [row] = await queryRows<CounterRow>(
    db,
    sql`select count, (extract(epoch from (expires_at - now())) * 1000)::float8 as ttl_ms
        from rate_limit_counters where key = ${key} and expires_at > now()`,
  );
  return row ? { current: Number(row.count), ttl: Math.max(0, Math.ceil(Number(row.ttl_ms))) } : { current: 0, ttl: 0 };
}

async function pruneExpired(db: Db): Promise<number> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`delete from rate_limit_counters
        where key in (select key from rate_limit_counters where expires_at <= now() limit ${PRUNE_BATCH})
        returning key`,
  );
  return rows.length;
}

class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: Shared,
    private readonly namespace: string,
    private readonly continueExceeding: boolean,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void {
    const stored = storedKey(this.namespace, key);
    this.shared.counters.increment(stored, timeWindow, max, this.continueExceeding).then(
      (result) => {
        callback(null, result);
        this.maybePrune();
      },
      // Fail open: the routes limited here (sign-in, registration) need the database themselves, so
      // while it fails they fail too and nothing can be guessed; when only the counter fails (a lock
      // or timeout), users keep signing in instead of getting 500s. Each attempt still costs an
      // argon2 hash. The outage is logged.
      (error: unknown) => {
        this.logError(error, 'count');
        callback(null, { current: 0, ttl: timeWindow });
      },
    );
  }

  /** A peek without counting, for `createRateLimit(…)(request, { increment: false })`. */
  read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
    this.shared.counters.read(storedKey(this.namespace, key)).then(
      (result) => callback(null, result),
      (error: unknown) => {
        this.logError(error, 'read');
        callback(null, { current: 0, ttl: 0 });
      },
    );
  }

  child(routeOptions: object): FastifyRateLimitStore {
    const params = routeOptions as RouteParams;
    if (params.exponentialBackoff) throw new Error('The shared rate-limit store does not support exponentialBackoff');
    return new DatabaseRateLimitStore(this.shared, namespaceOf(params), params.continueExceeding ?? false);
  }

  private logError(error: unknown, what: string) {
    const now = Date.now();
    if (now - this.shared.lastErrorLog < ERROR_LOG_EVERY_MS) return;
    this.shared.lastErrorLog = now;
    this.shared.log.warn(
      { err: error, namespace: this.namespace },
      `rate limit: could not ${what} an attempt; allowing it`,
    );
  }

  private maybePrune() {
    const now = Date.now();
    const prune = this.shared.counters.pruneExpired;
    if (!prune || now - this.shared.lastPrune < this.shared.pruneIntervalMs) return;
    this.shared.lastPrune = now;
    prune().catch((error: unknown) => this.logError(error, 'prune'));
  }
}

const fallbackLog: RateLimitLog = {
  warn: (...args: unknown[]) => console.warn(...args),
} as RateLimitLog;

/** The counters in `rate_limit_counters` (time is the database's). */
export function createDatabaseCounters(db: Db): RateLimitCounters {
  return {
    kind: 'postgres',
    increment: (key, timeWindowMs, max, continueExceeding) => increment(db, key, timeWindowMs, max, continueExceeding),
    read: (key) => read(db, key),
    async giveBack(key) {
      await db.execute(
        sql`update rate_limit_counters set count = greatest(count - 1, 0) where key = ${key} and expires_at > now()`,
      );
    },
    pruneExpired: () => pruneExpired(db),
  };
}

/**
 * A `store` for `@fastify/rate-limit` backed by the database (see the top of this file for how
 * to register it). The plugin constructs it once and asks it for one child per limited route.
 */
export function createDatabaseRateLimitStore(
  db: Db,
  options: DatabaseRateLimitStoreOptions = {},
): FastifyRateLimitStoreCtor {
  return createRateLimitStore(createDatabaseCounters(db), options);
}

/** The same store over any shared counters: the database's, or Redis's (REDIS_URL). */
export function createRateLimitStore(
  counters: RateLimitCounters,
  options: DatabaseRateLimitStoreOptions = {},
): FastifyRateLimitStoreCtor {
  const shared: Shared = {
    counters,
    log: options.log ?? fallbackLog,
    pruneIntervalMs: options.pruneIntervalMs ?? 60_000,
    lastPrune: 0,
    lastErrorLog: 0,
  };
  return class extends DatabaseRateLimitStore {
    constructor(params: object = {}) {
      const route = params as RouteParams;
      if (route.exponentialBackoff) throw new Error('The shared rate-limit store does not support exponentialBackoff');
      super(shared, namespaceOf(route), route.continueExceeding ?? false);
    }
  };
}

/** Deletes expired counters now (the store also does it by itself, at most once a minute). */
export const pruneRateLimitCounters = pruneExpired;

/**
 * The same atomic count, for a limit that is not one route's (failed sign-ins per account, in
 * ./account-attempts.ts): the count within the current window, and the milliseconds it has left.
 */
export const countInWindow = (db: Db, key: string, timeWindowMs: number) =>
  increment(db, key, timeWindowMs, NO_MAX, false);
