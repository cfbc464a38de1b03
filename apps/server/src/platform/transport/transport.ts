import type { Config } from '../../config/config.ts';
import type { Database } from '../../db/client.ts';
import type { DatabaseListener } from '../listener/database-listener.ts';
import type { RateLimitCounters } from '../rate-limit/counters.ts';
import { createDatabaseCounters } from '../rate-limit/database-store.ts';
import { createRedisCounters } from '../rate-limit/redis-counters.ts';
import { createPostgresRealtimeBus } from './postgres-bus.ts';
import type { RealtimeBus } from './realtime-bus.ts';
import { createRedisRealtimeBus } from './redis-bus.ts';
import { closeRedisConnection, createRedisConnection, type RedisLog } from './redis-connection.ts';

// What the server processes share besides the database (decision 034): the realtime fan-out and the
// rate-limit counters. Without REDIS_URL both are in PostgreSQL, as before; with it, both in Redis.
// The outbox, the jobs and their wake-ups (NOTIFY on the jobs channel) stay in PostgreSQL either
// way: they must commit with the change that causes them, and they are one per write, not one per
// open stream.

export interface Transport {
  kind: 'postgres' | 'redis';
  bus: RealtimeBus;
  rateLimitCounters: RateLimitCounters;
  /** Whether Redis's connections are up (always true without Redis): readiness and the metrics. */
  isConnected(): boolean;
  close(): Promise<void>;
}

export function createTransport(deps: {
  redis: Config['redis'];
  database: Database;
  listener: DatabaseListener;
  log: RedisLog;
}): Transport {
  const { redis, database, listener, log } = deps;
  if (!redis) {
    return {
      kind: 'postgres',
      bus: createPostgresRealtimeBus(listener),
      rateLimitCounters: createDatabaseCounters(database.db),
      isConnected: () => true,
      close: async () => undefined,
    };
  }
  // Two connections per process: a subscribing connection can run no other command.
  const commands = createRedisConnection(redis.url, log, { name: 'briefly-commands' });
  const subscriber = createRedisConnection(redis.url, log, { name: 'briefly-subscriber', subscriber: true });
  const bus = createRedisRealtimeBus({ publisher: commands, subscriber, keyPrefix: redis.keyPrefix, log });
  return {
    kind: 'redis',
    bus,
    rateLimitCounters: createRedisCounters(commands, redis.keyPrefix),
    isConnected: () => bus.isConnected(),
    async close() {
      await bus.close();
      await Promise.all([closeRedisConnection(subscriber), closeRedisConnection(commands)]);
    },
  };
}
