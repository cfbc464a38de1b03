import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

// Redis for the tests of the Redis transport (decision 034): TEST_REDIS_URL, which `npm test` sets when
// a Redis answers at 127.0.0.1:6379. Each test file (and each cluster of server processes) uses keys and
// a channel under its own prefix, so files running in parallel never hear or count each other.

export const TEST_REDIS_URL: string | null = process.env.TEST_REDIS_URL || null;

export function uniqueRedisPrefix(): string {
  return `redis_test_${randomBytes(5).toString('hex')}:`;
}

/** Deletes every key under `prefix` (the counters expire by themselves; this keeps a shared Redis tidy). */
export async function dropRedisPrefix(url: string, prefix: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await client.connect();
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) await client.del(...keys);
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}
