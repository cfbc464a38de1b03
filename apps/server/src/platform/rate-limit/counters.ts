// Fixed-window counters shared by every server process, behind the rate limits: the database's
// (`rate_limit_counters`, ./database-store.ts) or, with REDIS_URL, Redis's (./redis-counters.ts).

export interface CounterResult {
  /** Attempts counted in the current window, this one included. */
  current: number;
  /** Milliseconds left in the window. */
  ttl: number;
}

export interface RateLimitCounters {
  readonly kind: 'postgres' | 'redis';
  /**
   * Counts one attempt on `key` atomically: a new or expired window starts at 1; with
   * `continueExceeding`, an attempt over `max` restarts the window.
   */
  increment(key: string, timeWindowMs: number, max: number, continueExceeding: boolean): Promise<CounterResult>;
  /** The count without counting: { current: 0, ttl: 0 } when there is no window. */
  read(key: string): Promise<CounterResult>;
  /** Takes one attempt back (never below 0), keeping the window's end. */
  giveBack(key: string): Promise<void>;
  /** Deletes expired counters, where they do not expire by themselves. */
  pruneExpired?(): Promise<number>;
}

/** Counts without an upper limit (a `max` nothing reaches). */
export const NO_MAX = 2_147_483_647;
