import { randomInt } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from '../../db/client.ts';

// PostgreSQL LISTEN/NOTIFY for every server process: one dedicated connection per process (a pooled
// connection would lose its LISTENs when the pool recycles it), re-subscribed after it drops.

export type ListenerLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
export type NotificationHandler = (payload: string) => void;

export interface DatabaseListener {
  /** Subscribes `handler` to `channel`; resolves once LISTEN is in place. Returns the unsubscribe. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /** Called after the connection was re-established: notifications sent meanwhile were lost, resync. */
  onReconnect(fn: () => void): void;
  /** Whether the LISTEN connection is up now (readiness: GET /api/health/ready). */
  isConnected(): boolean;
  close(): Promise<void>;
}

export interface DatabaseListenerOptions {
  /** How often the connection proves it is alive (`SELECT 1`). */
  livenessIntervalMs?: number;
  livenessTimeoutMs?: number;
  /** First reconnect delay; doubles per failed attempt up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** Shown in `pg_stat_activity`, so operators (and tests) can find the listening connection. */
  applicationName?: string;
}

/** Lower-case identifiers only: PGlite sends `LISTEN <name>` unquoted, which folds case. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7999;

function assertChannel(channel: string) {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid notification channel name: ${channel}`);
}

/** `pg_notify` through Drizzle: inside a transaction it is delivered when (and only if) it commits. */
export async function notify(tx: Db, channel: string, payload: string): Promise<void> {
  assertChannel(channel);
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export function createDatabaseListener(
  database: Database,
  log: ListenerLog,
  options: DatabaseListenerOptions = {},
): DatabaseListener {
  if (database.kind === 'pglite') return createPgliteListener(database, log);
  // LISTEN lasts the session: never through a transaction pooler (DATABASE_DIRECT_URL, decision 042).
  const url = database.directUrl ?? database.url;
  if (!url) throw new Error('A PostgreSQL listener needs the database URL');
  return createPostgresListener(url, log, options);
}

/** Calls every handler; one that throws must not keep the others from hearing the notification. */
function dispatch(handlers: Set<NotificationHandler> | undefined, payload: string, log: ListenerLog, channel: string) {
  if (!handlers) return;
  for (const handler of [...handlers]) {
    try {
      handler(payload);
    } catch (error) {
      log.error({ err: error, channel }, 'notification handler failed');
    }
  }
}

/** pg keeps the socket on an undocumented field; only used to drop a connection that will not close. */
function socketOf(client: pg.Client): { destroy(): void } | undefined {
  return (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream;
}

function createPgliteListener(database: Database, log: ListenerLog): DatabaseListener {
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const channels = new Map<string, { handlers: Set<NotificationHandler>; unlisten: Promise<() => Promise<void>> }>();
  let closed = false;

  async function unsubscribe(channel: string, handler: NotificationHandler) {
    const entry = channels.get(channel);
    if (!entry?.handlers.delete(handler) || entry.handlers.size > 0) return;
    channels.delete(channel);
    try {
      await (
        await entry.unlisten
      )();
    } catch {
      // The database may already be closed; nothing is listening any more either way.
    }
  }

  return {
    async listen(channel, handler) {
      assertChannel(channel);
      if (closed) throw new Error('The database listener is closed');
      let entry = channels.get(channel);
      if (!entry) {
        const handlers = new Set<NotificationHandler>();
        const unlisten = client.listen(channel, (payload) => dispatch(handlers, payload, log, channel));
        entry = { handlers, unlisten };
        channels.set(channel, entry);
        unlisten.catch(() => channels.get(channel) === entry && channels.delete(channel));
      }
      entry.handlers.add(handler);
      try {
        await entry.unlisten;
      } catch (error) {
        entry.handlers.delete(handler);
        throw error;
      }
      return () => unsubscribe(channel, handler);
    },
    // An embedded database never drops its connection.
    onReconnect() {},
    isConnected: () => !closed,
    async close() {
      closed = true;
      const entries = [...channels.values()];
      channels.clear();
      await Promise.all(
        entries.map(async (entry) => {
          try {
            await (
              await entry.unlisten
            )();
          } catch {
            // Already closed.
          }
        }),
      );
    },
  };
}

function createPostgresListener(url: string, log: ListenerLog, options: DatabaseListenerOptions): DatabaseListener {
  const livenessIntervalMs = options.livenessIntervalMs ?? 30_000;
  const livenessTimeoutMs = options.livenessTimeoutMs ?? 5_000;
  const minBackoffMs = options.minBackoffMs ?? 250;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  const applicationName = options.applicationName ?? 'briefly-listener';

  const channels = new Map<string, Set<NotificationHandler>>();
  const reconnectHandlers: Array<() => void> = [];
  let client: pg.Client | null = null;
  /** The first connection, shared by concurrent first `listen` calls. */
  let starting: Promise<void> | null = null;
  let started = false;
  let closed = false;
  let failedAttempts = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let livenessTimer: NodeJS.Timeout | null = null;
  let checking = false;

  /** A connection with every channel wanted when it was made LISTENed. */
  async function connect(): Promise<{ client: pg.Client; listened: Set<string> }> {
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
      application_name: applicationName,
    });
    next.on('notification', (message) =>
      dispatch(channels.get(message.channel), message.payload ?? '', log, message.channel),
    );
    // Both fire when the server goes away; 'error' must have a listener or it crashes the process.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('listener connection ended')));
    const listened = new Set(channels.keys());
    try {
      await next.connect();
      for (const channel of listened) await next.query(`LISTEN "${channel}"`);
    } catch (error) {
      discard(next);
      throw error;
    }
    return { client: next, listened };
  }

  /** Drops a connection without waiting for it (it may be half dead). */
  function discard(old: pg.Client) {
    old.removeAllListeners('notification');
    old.removeAllListeners('end');
    old.removeAllListeners('error');
    old.on('error', () => undefined);
    old.end().catch(() => undefined);
    // A silently dead peer never acknowledges the goodbye: free the socket regardless.
    setTimeout(() => socketOf(old)?.destroy(), 1_000).unref();
  }

  function lost(which: pg.Client, error: unknown) {
    if (closed || which !== client) return;
    log.warn({ err: error }, 'database listener connection lost; reconnecting');
    client = null;
    discard(which);
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    const base = Math.min(maxBackoffMs, minBackoffMs * 2 ** Math.min(failedAttempts, 16));
    // Jitter, so that every process does not hit a restarted server at the same instant.
    const delay = base + randomInt(0, Math.max(1, Math.floor(base / 4)));
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void reconnect();
    }, delay);
    reconnectTimer.unref();
  }

  async function reconnect() {
    if (closed) return;
    let next: pg.Client;
    let listened: Set<string>;
    try {
      ({ client: next, listened } = await connect());
    } catch (error) {
      failedAttempts++;
      log.warn({ err: error, attempt: failedAttempts }, 'database listener could not reconnect');
      scheduleReconnect();
      return;
    }
    if (closed) {
      discard(next);
      return;
    }
    client = next;
    failedAttempts = 0;
    // Channels subscribed while the connection was being made.
    for (const channel of channels.keys()) {
      if (listened.has(channel)) continue;
      try {
        await next.query(`LISTEN "${channel}"`);
      } catch (error) {
        lost(next, error);
        return;
      }
    }
    log.info({ channels: [...channels.keys()] }, 'database listener reconnected');
    for (const fn of [...reconnectHandlers]) {
      try {
        fn();
      } catch (error) {
        log.error({ err: error }, 'database listener reconnect handler failed');
      }
    }
  }

  /** A connection can die without an error event (a silent network drop): prove it works. */
  async function checkLiveness() {
    const current = client;
    if (closed || checking || !current) return;
    checking = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        current.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`liveness check timed out after ${livenessTimeoutMs} ms`)),
            livenessTimeoutMs,
          );
        }),
      ]);
    } catch (error) {
      lost(current, error);
    } finally {
      clearTimeout(timer);
      checking = false;
    }
  }

  async function start() {
    const first = (await connect()).client;
    if (closed) {
      discard(first);
      return;
    }
    client = first;
    started = true;
    livenessTimer = setInterval(() => void checkLiveness(), livenessIntervalMs);
    livenessTimer.unref();
  }

  async function ensureStarted() {
    if (started) return;
    starting ??= start().catch((error: unknown) => {
      starting = null;
      throw error;
    });
    await starting;
  }

  async function unsubscribe(channel: string, handler: NotificationHandler) {
    const handlers = channels.get(channel);
    if (!handlers?.delete(handler) || handlers.size > 0) return;
    channels.delete(channel);
    try {
      await client?.query(`UNLISTEN "${channel}"`);
    } catch {
      // A dropped connection has no LISTEN left to undo; a reconnect only LISTENs what is still wanted.
    }
  }

  return {
    async listen(channel, handler) {
      assertChannel(channel);
      if (closed) throw new Error('The database listener is closed');
      let handlers = channels.get(channel);
      const isNew = !handlers;
      if (!handlers) {
        handlers = new Set();
        channels.set(channel, handlers);
      }
      handlers.add(handler);
      try {
        await ensureStarted();
        // LISTEN is idempotent; without a client (reconnecting) the reconnect LISTENs every channel in the map.
        if (isNew) await client?.query(`LISTEN "${channel}"`);
      } catch (error) {
        if (!started) {
          handlers.delete(handler);
          if (handlers.size === 0 && channels.get(channel) === handlers) channels.delete(channel);
          throw error;
        }
        // The connection dropped under us: the reconnect will LISTEN this channel.
      }
      return () => unsubscribe(channel, handler);
    },
    onReconnect(fn) {
      reconnectHandlers.push(fn);
    },
    isConnected: () => !closed && started && client !== null,
    async close() {
      if (closed) return;
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      if (livenessTimer) clearInterval(livenessTimer);
      channels.clear();
      await starting?.catch(() => undefined);
      const current = client;
      client = null;
      if (!current) return;
      current.removeAllListeners('end');
      current.removeAllListeners('error');
      current.on('error', () => undefined);
      // A dead server may never answer the goodbye: don't let close hang on it.
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        current.end().catch(() => undefined),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, 2_000))),
      ]);
      clearTimeout(timer);
      socketOf(current)?.destroy();
    },
  };
}
