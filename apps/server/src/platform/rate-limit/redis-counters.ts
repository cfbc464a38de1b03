import type { Redis } from 'ioredis';
import { NO_MAX, type CounterResult, type RateLimitCounters } from './counters.ts';

// The rate-limit counters in Redis (REDIS_URL; decision 034): one key per window, counted and given
// its expiry by one Lua script, so the count is atomic across processes as the database's upsert is,
// and Redis deletes expired windows itself. Time is Redis's, so processes with skewed clocks agree.

const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 or (ARGV[3] == '1' and current > tonumber(ARGV[2])) then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

const READ = `
local current = redis.call('GET', KEYS[1])
if not current then return {0, 0} end
return {tonumber(current), redis.call('PTTL', KEYS[1])}`;

/** DECR keeps the key's expiry; a window that is gone stays gone. */
const GIVE_BACK = `
local current = tonumber(redis.call('GET', KEYS[1]) or '0')
if current > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

function result(reply: unknown): CounterResult {
  const [current, ttl] = reply as [number, number];
  return { current: Number(current), ttl: Math.max(0, Number(ttl)) };
}

export function createRedisCounters(redis: Redis, keyPrefix: string): RateLimitCounters {
  const keyOf = (key: string) => `${keyPrefix}rl:${key}`;
  return {
    kind: 'redis',
    async increment(key, timeWindowMs, max, continueExceeding) {
      const windowMs = Math.max(1, Math.ceil(timeWindowMs));
      const reply = await redis.eval(
        INCREMENT,
        1,
        keyOf(key),
        windowMs,
        Math.min(max, NO_MAX),
        continueExceeding ? '1' : '0',
      );
      return result(reply);
    },
    async read(key) {
      return result(await redis.eval(READ, 1, keyOf(key)));
    },
    async giveBack(key) {
      await redis.eval(GIVE_BACK, 1, keyOf(key));
    },
  };
}
