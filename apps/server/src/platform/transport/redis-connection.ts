import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

// Redis connections of one server process (decision 034). ioredis reconnects by itself and
// re-subscribes a subscriber's channels; here: when it retries, what is logged, and that a request
// never waits on a Redis that is gone (commands fail fast instead, and their callers fall back).

export type RedisLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface RedisConnectionOptions {
  /** Shown by `CLIENT LIST`, so operators (and tests) can find the process's connections. */
  name: string;
  /** A subscriber waits for its connection (its SUBSCRIBE is queued); a command connection fails fast. */
  subscriber?: boolean;
  /** First reconnect delay; grows per failed attempt up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** How long one command may take before it fails (and its caller falls back). */
  commandTimeoutMs?: number;
}

/** Logging every failed attempt would flood the log during an outage. */
const ERROR_LOG_EVERY_MS = 10_000;

export function createRedisConnection(url: string, log: RedisLog, options: RedisConnectionOptions): Redis {
  const minBackoffMs = options.minBackoffMs ?? 100;
  const maxBackoffMs = options.maxBackoffMs ?? 5_000;
  const client = new Redis(url, {
    connectionName: options.name,
    connectTimeout: 5_000,
    // A command never queues behind a dead connection: it fails at once, and the rate-limit store
    // and the publisher fall back (fail open; a realtime hint dropped).
    enableOfflineQueue: Boolean(options.subscriber),
    maxRetriesPerRequest: options.subscriber ? null : 1,
    ...(options.subscriber ? {} : { commandTimeout: options.commandTimeoutMs ?? 1_000 }),
    autoResubscribe: true,
    // Jittered, so every process does not hit a restarted Redis at the same instant.
    retryStrategy: (attempt) => {
      const base = Math.min(maxBackoffMs, minBackoffMs * 2 ** Math.min(attempt - 1, 16));
      return base + randomInt(0, Math.max(1, Math.floor(base / 4)));
    },
  });
  let lastErrorLog = 0;
  let wasReady = false;
  // 'error' must have a listener: ioredis would print every reconnect failure otherwise.
  client.on('error', (error: unknown) => {
    const now = Date.now();
    if (now - lastErrorLog < ERROR_LOG_EVERY_MS) return;
    lastErrorLog = now;
    log.warn({ err: error, connection: options.name }, 'redis connection error; retrying');
  });
  client.on('ready', () => {
    if (wasReady) log.info({ connection: options.name }, 'redis connection re-established');
    wasReady = true;
  });
  return client;
}

/** QUIT, or a hard disconnect when Redis does not answer in time: closing must not hang on it. */
export async function closeRedisConnection(client: Redis): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    client.quit().catch(() => undefined),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, 1_000))),
  ]);
  clearTimeout(timer);
  client.disconnect(false);
}
