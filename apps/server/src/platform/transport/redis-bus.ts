import type { Redis } from 'ioredis';
import { afterCommit, isOpenTransaction } from '../../db/transactions.ts';
import { REALTIME_CHANNEL, type BusHandler, type RealtimeBus } from './realtime-bus.ts';
import type { RedisLog } from './redis-connection.ts';

// The realtime bus on Redis pub/sub (REDIS_URL; decision 034): PUBLISH on the process's command
// connection once the sender's transaction has committed, heard by a dedicated SUBSCRIBE connection
// per process. PostgreSQL then carries no realtime fan-out at all (no NOTIFY per message, no
// notification queue shared by every listening backend).

export interface RedisBusOptions {
  publisher: Redis;
  subscriber: Redis;
  /** Namespaces the channel: processes with the same prefix hear each other (tests use one each). */
  keyPrefix: string;
  log: RedisLog;
  /** How long `subscribe` waits for Redis at start before the process carries on without it (readiness says so). */
  subscribeTimeoutMs?: number;
}

/** Logging every failed publish would flood the log during an outage. */
const ERROR_LOG_EVERY_MS = 10_000;

export function createRedisRealtimeBus(options: RedisBusOptions): RealtimeBus {
  const { publisher, subscriber, log } = options;
  const channel = `${options.keyPrefix}${REALTIME_CHANNEL}`;
  const handlers = new Set<BusHandler>();
  const reconnectHandlers: Array<() => void> = [];
  let subscribing: Promise<unknown> | null = null;
  let readyOnce = false;
  let lastErrorLog = 0;
  let closed = false;

  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    for (const handler of [...handlers]) {
      try {
        handler(payload);
      } catch (error) {
        log.error({ err: error, channel }, 'realtime handler failed');
      }
    }
  });
  // ioredis re-subscribes on every new connection; messages published while it was down are lost.
  subscriber.on('ready', () => {
    if (!readyOnce) {
      readyOnce = true;
      return;
    }
    for (const fn of [...reconnectHandlers]) {
      try {
        fn();
      } catch (error) {
        log.error({ err: error }, 'realtime reconnect handler failed');
      }
    }
  });

  function send(payload: string) {
    publisher.publish(channel, payload).catch((error: unknown) => {
      const now = Date.now();
      if (now - lastErrorLog < ERROR_LOG_EVERY_MS) return;
      lastErrorLog = now;
      // A hint to refetch: losing it must not fail the change that caused it.
      log.warn({ err: error, channel }, 'realtime: could not publish to redis; message dropped');
    });
  }

  async function waitForSubscription() {
    subscribing ??= subscriber.subscribe(channel);
    let timer: NodeJS.Timeout | undefined;
    const timeoutMs = options.subscribeTimeoutMs ?? 5_000;
    try {
      await Promise.race([
        subscribing,
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no redis subscription within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
    } catch (error) {
      // The SUBSCRIBE stays queued and goes out when Redis is back; until then readiness says not ready.
      log.warn({ err: error, channel }, 'realtime: redis subscriber not connected yet');
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    kind: 'redis',
    async publish(tx, payload) {
      if (closed) return;
      // A savepoint (`tx.transaction` inside one) is not tracked and would publish at once: publish from
      // the outer transaction (every sender does today).
      if (isOpenTransaction(tx)) afterCommit(tx, () => send(payload));
      else send(payload);
    },
    async subscribe(handler) {
      if (closed) throw new Error('The realtime bus is closed');
      handlers.add(handler);
      await waitForSubscription();
      return async () => {
        handlers.delete(handler);
      };
    },
    onReconnect(fn) {
      reconnectHandlers.push(fn);
    },
    isConnected: () => !closed && subscriber.status === 'ready',
    async close() {
      closed = true;
      handlers.clear();
    },
  };
}
