import { createHash } from 'node:crypto';
import { NO_MAX, type RateLimitCounters } from './counters.ts';

// Sign-in attempts per account, across every sign-in route and every client address
// (docs/decisions/011-hostile-input-and-sign-in-limits.md), in the shared counters (the database's
// `rate_limit_counters`, or Redis with REDIS_URL) so every process counts together. An attempt is
// counted before the password is checked, so parallel guesses cannot all slip under the limit; a
// successful sign-in gives its own count back.

export interface AccountAttemptLimit {
  /** Counts one attempt on this account: false when it is over the limit (refuse without checking anything). */
  begin(email: string): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }>;
  /** The attempt signed in: it does not count against the account. */
  succeeded(email: string): Promise<void>;
}

/** Emails are case-insensitive (users.email), and stored hashed: the counters hold no addresses. */
const keyOf = (email: string) =>
  `account-sign-in|${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

export function createAccountAttemptLimit(
  counters: RateLimitCounters,
  options: { max: number; windowMs: number },
): AccountAttemptLimit {
  return {
    async begin(email) {
      const { current, ttl } = await counters.increment(keyOf(email), options.windowMs, NO_MAX, false);
      return current <= options.max ? { allowed: true } : { allowed: false, retryAfterMs: ttl };
    },
    async succeeded(email) {
      await counters.giveBack(keyOf(email));
    },
  };
}
