import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countInWindow } from './database-store.ts';

// Sign-in attempts per account, across every sign-in route and every client address
// (docs/decisions/011-hostile-input-and-sign-in-limits.md), in `rate_limit_counters` so every
// process counts together. An attempt is counted before the password is checked, so parallel
// guesses cannot all slip under the limit; a successful sign-in gives its own count back.

export interface AccountAttemptLimit {
  /** Counts one attempt on this account: false when it is over the limit (refuse without checking anything). */
  begin(email: string): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }>;
  /** The attempt signed in: it does not count against the account. */
  succeeded(email: string): Promise<void>;
}

/** Emails are case-insensitive (users.email), and stored hashed: the table holds no addresses. */
const keyOf = (email: string) =>
  `account-sign-in|${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

export function createAccountAttemptLimit(db: Db, options: { max: number; windowMs: number }): AccountAttemptLimit {
  return {
    async begin(email) {
      const { current, ttl } = await countInWindow(db, keyOf(email), options.windowMs);
      return current <= options.max ? { allowed: true } : { allowed: false, retryAfterMs: ttl };
    },
    async succeeded(email) {
      await db.execute(
        sql`update rate_limit_counters set count = greatest(count - 1, 0) where key = ${keyOf(email)} and expires_at > now()`,
      );
    },
  };
}
