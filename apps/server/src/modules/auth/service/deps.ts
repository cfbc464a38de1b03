import type { Db } from '../../../db/client.ts';
import type { AccountAttemptLimit } from '../../../platform/rate-limit/account-attempts.ts';
import type { EventPublisher } from '../../../platform/outbox/domain-events.ts';
import type { GoogleIdTokenVerifier } from '../../../integrations/google/id-token-verifier.ts';
import type { AccountMailContent } from '../account-mails.ts';
import type { TwoFactorService } from '../two-factor.service.ts';

export interface AuthServiceOptions {
  db: Db;
  sessionTtlMs: number;
  /** Admins' sessions (shorter); defaults to sessionTtlMs. */
  adminSessionTtlMs?: number;
  verifyGoogleIdToken: GoogleIdTokenVerifier | null;
  /** Sign-in attempts per account, across every sign-in route (none: unlimited). */
  accountLimit?: AccountAttemptLimit;
  now?: () => Date;
  /** `auth.signed_in` on every sign-in (the notifications module warns of a browser not seen before). */
  events?: EventPublisher;
  /** Queues a mail about the account in the caller's transaction (the notifications module's mail queue). */
  accountMail?: AccountMailer;
  /** Where mailed links point (PUBLIC_URL). */
  publicUrl?: string;
  /** Unverified addresses: no payouts, no notification email (EMAIL_VERIFICATION, decision 020); default on. */
  emailVerificationRequired?: boolean;
  /**
   * In the caller's transaction: ends the user's open realtime streams at commit, on every process (their
   * sessions ended); with `sessionIds`, only the streams those sessions opened (a logout, a revoked session).
   */
  endStreams?: (tx: Db, userId: string, sessionIds?: string[]) => Promise<void>;
  /**
   * In the caller's transaction, after the account's password changed (a change or a reset): the API keys the
   * brand chose to end with it stop working (the api-keys module, decision 049).
   */
  passwordChanged?: (tx: Db, userId: string, at: Date) => Promise<void>;
  /** Mails to one address per window, per kind (password reset, verification); default MAIL_PER_ADDRESS. */
  mailPerAddress?: { max: number; windowMs: number };
  /** The second factor of sign-ins (decision 028); none: sign-in is a password alone. */
  twoFactor?: Pick<TwoFactorService, 'checkSignIn'>;
  /** ADMIN_2FA=required: an admin without a second factor is sent to set one up (TSessionUser.twoFactorSetupRequired). */
  adminTwoFactorRequired?: boolean;
}

export interface AccountMailer {
  queue(tx: Db, mail: AccountMailContent & { userId: string; to: string }, at: Date): Promise<unknown>;
}

/** Password reset links work for an hour, verification links for a day (docs/product/accounts.md#password-reset). */
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60_000;
/** Mails of one kind to one address (docs/product/limits-and-messages.md#limits). */
export const MAIL_PER_ADDRESS = { max: 5, windowMs: 60 * 60_000 };
/** The queue that mails a reset link, off the request path, so the answer takes as long for any address. */
export const PASSWORD_RESET_QUEUE = 'auth.password-reset';
/** Requests to change the address, per account per window (docs/product/limits-and-messages.md#limits). */
export const EMAIL_CHANGES_PER_ACCOUNT = { max: 5, windowMs: 60 * 60_000 };

/** A session's last use is written at most this often (the list shows it to the minute). */
export const SESSION_TOUCH_EVERY_MS = 60_000;

/** What every auth use case is built from: the options and the defaults taken from them once. */
export interface AuthDeps {
  options: AuthServiceOptions;
  db: Db;
  sessionTtlMs: number;
  now: () => Date;
  emailVerificationRequired: boolean;
  mailPerAddress: { max: number; windowMs: number };
}

export function authDeps(options: AuthServiceOptions): AuthDeps {
  const { db, sessionTtlMs } = options;
  const now = options.now ?? (() => new Date());
  const emailVerificationRequired = options.emailVerificationRequired ?? true;
  const mailPerAddress = options.mailPerAddress ?? MAIL_PER_ADDRESS;
  return { options, db, sessionTtlMs, now, emailVerificationRequired, mailPerAddress };
}
