import type { Db } from '../../db/client.ts';
import type { GoogleIdTokenVerifier } from '../../integrations/google/id-token-verifier.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import type { AppModule, Clock } from '../../platform/module.ts';
import { createAccountAttemptLimit } from '../../platform/rate-limit/account-attempts.ts';
import type { RateLimitCounters } from '../../platform/rate-limit/counters.ts';
import { createDatabaseCounters } from '../../platform/rate-limit/database-store.ts';
import { pruneInBatches } from '../../platform/jobs/maintenance.ts';
import { authRoutes } from './auth.routes.ts';
import * as repo from './auth.repository.ts';
import { createAuthService, PASSWORD_RESET_QUEUE, type AccountMailer, type AuthService } from './auth.service.ts';
import { timeZoneRoutes } from './time-zone.routes.ts';
import { createTimeZoneService } from './time-zone.service.ts';
import { twoFactorRoutes } from './two-factor.routes.ts';
import { createTwoFactorService, type TwoFactorService } from './two-factor.service.ts';

const DAY_MS = 24 * 60 * 60_000;
/**
 * Retention (docs/operations.md#retention): an ended sign-in is kept 30 days (the Security page and
 * support can still see it went), a used or expired mailed token 30 days (a late click still reads "used").
 */
export const AUTH_RETENTION = { endedSessionsMs: 30 * DAY_MS, spentTokensMs: 30 * DAY_MS };

export function createAuthModule(deps: {
  db: Db;
  clock: Clock;
  sessionTtlMs: number;
  /** Admins' sessions (shorter). */
  adminSessionTtlMs?: number;
  verifyGoogleIdToken: GoogleIdTokenVerifier | null;
  rateLimit: { max: number; windowMs: number };
  /** Sign-in attempts per account (docs/decisions/011-hostile-input-and-sign-in-limits.md). */
  accountLimit?: { max: number; windowMs: number };
  /** Where the account limit counts: the database's counters unless given (Redis with REDIS_URL). */
  rateLimitCounters?: RateLimitCounters;
  events?: EventPublisher;
  /** Mails about the account (verification, reset), queued in the caller's transaction. */
  accountMail?: AccountMailer;
  publicUrl?: string;
  emailVerificationRequired?: boolean;
  endStreams?: (tx: Db, userId: string, sessionIds?: string[]) => Promise<void>;
  /** After a password change or reset, in its transaction (API keys that end with the password; decision 049). */
  passwordChanged?: (tx: Db, userId: string, at: Date) => Promise<void>;
  /** ADMIN_2FA=required (decision 028). */
  adminTwoFactorRequired?: boolean;
}): AppModule<{ auth: AuthService; twoFactor: TwoFactorService }> {
  const twoFactor = createTwoFactorService({
    db: deps.db,
    now: deps.clock,
    adminTwoFactorRequired: deps.adminTwoFactorRequired ?? false,
    endOtherSessions: async (tx, userId, keepSessionId) => {
      const revoked = await repo.revokeOtherSessions(tx, userId, keepSessionId, deps.clock(), 'two_factor_enabled');
      if (revoked.length > 0) await deps.endStreams?.(tx, userId, revoked);
      return revoked.length;
    },
    audit: (tx, entry) =>
      repo.insertAuditEntry(tx, {
        actorId: entry.userId,
        action: entry.action,
        targetType: 'user',
        targetId: entry.userId,
        data: entry.data,
      }),
  });
  const auth = createAuthService({
    db: deps.db,
    sessionTtlMs: deps.sessionTtlMs,
    adminSessionTtlMs: deps.adminSessionTtlMs,
    verifyGoogleIdToken: deps.verifyGoogleIdToken,
    now: deps.clock,
    events: deps.events,
    accountLimit: deps.accountLimit
      ? createAccountAttemptLimit(deps.rateLimitCounters ?? createDatabaseCounters(deps.db), deps.accountLimit)
      : undefined,
    accountMail: deps.accountMail,
    publicUrl: deps.publicUrl,
    emailVerificationRequired: deps.emailVerificationRequired,
    endStreams: deps.endStreams,
    passwordChanged: deps.passwordChanged,
    twoFactor,
    adminTwoFactorRequired: deps.adminTwoFactorRequired,
  });
  return {
    name: 'auth',
    services: { auth, twoFactor },
    routes: [
      (app) => authRoutes(app, { auth, rateLimit: deps.rateLimit }),
      (app) => twoFactorRoutes(app, { auth, twoFactor }),
      (app) => timeZoneRoutes(app, { timeZones: createTimeZoneService({ db: deps.db, clock: deps.clock }) }),
    ],
    queues: [
      {
        queue: PASSWORD_RESET_QUEUE,
        maxAttempts: 5,
        handle: (payload) => auth.sendPasswordReset(String(payload.email)),
      },
    ],
    jobs: [
      {
        name: 'prune-ended-sessions',
        intervalMs: 60 * 60_000,
        run: async () => {
          const now = deps.clock().getTime();
          const sessionsBefore = new Date(now - AUTH_RETENTION.endedSessionsMs);
          const tokensBefore = new Date(now - AUTH_RETENTION.spentTokensMs);
          return {
            sessions: await pruneInBatches((limit) => repo.pruneEndedSessions(deps.db, sessionsBefore, limit)),
            tokens: await pruneInBatches((limit) => repo.pruneSpentAccountTokens(deps.db, tokensBefore, limit)),
          };
        },
      },
    ],
  };
}
