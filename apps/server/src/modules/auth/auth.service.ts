import type {
  TAuthResponse,
  TBrandRegistrationRequest,
  TCreatorRegistrationRequest,
  TGoogleAuthRequest,
  TLoginRequest,
  TSessionUser,
  TSessionsResponse,
} from '@briefly/shared/auth';
import { randomUUID } from 'node:crypto';
import type { UserType } from '@briefly/shared/options';
import type { Db } from '../../db/client.ts';
import type { AccountAttemptLimit } from '../../platform/rate-limit/account-attempts.ts';
import type { EventPublisher } from '../../platform/events/domain-events.ts';
import { forbidden, notFound, uniqueViolation } from '../../lib/errors.ts';
import { browserIdentity } from '../notifications/user-agent.ts';
import type { GoogleIdTokenVerifier } from '../../integrations/google/id-token-verifier.ts';
import { InvalidGoogleToken } from '../../integrations/google/id-token-verifier.ts';
import * as repo from './auth.repository.ts';
import {
  accountDeactivated,
  emailNotVerified,
  emailTaken,
  resetLinkExpired,
  resetLinkInvalid,
  resetLinkUsed,
  verifyLinkExpired,
  verifyLinkInvalid,
  verifyLinkUsed,
  googleAccountNotFound,
  googleAuthFailed,
  googleNotConfigured,
  googleOAuthRequired,
  invalidCredentials,
  tooManyAttempts,
  userNameTaken,
  currentPasswordWrong,
  noPasswordToChange,
  sameEmail,
  emailChangeTaken,
} from './auth.errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { hashToken, isWellFormedToken, newSessionToken } from './tokens.ts';
import { countInWindow } from '../../platform/rate-limit/database-store.ts';
import { insertJobs } from '../../platform/jobs/jobs.repository.ts';
import type { AccountTokenPurpose } from '../../db/schema/index.ts';
import {
  changeEmailMail,
  changeEmailNoticeMail,
  passwordResetMail,
  tokenLink,
  verificationMail,
  type AccountMailContent,
} from './account-mails.ts';
import { createHash } from 'node:crypto';
import type { AuthenticatedUser, RequestMeta } from './auth.types.ts';
import type { TwoFactorService } from './two-factor.service.ts';

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

/** "Chrome on macOS" for the list of sessions, from the User-Agent it signed in with. */
export function sessionBrowserName(userAgent: string | null): string {
  const { key, label } = browserIdentity(userAgent);
  if (key === 'none') return 'Unknown browser';
  if (key.startsWith('other:')) return 'Other browser or app';
  return label.replace(/^a browser/, 'Browser');
}

const addressKey = (kind: string, email: string) =>
  `mail-to|${kind}|${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

/** The phone, address and shared social fields both registrations store, trimmed (the country codes as chosen). */
const contactFields = (input: TBrandRegistrationRequest | TCreatorRegistrationRequest) => ({
  phoneCountry: input.phoneCountry,
  phoneNumber: input.phoneNumber.trim(),
  addressStreet: input.addressStreet.trim(),
  addressCity: input.addressCity.trim(),
  addressState: input.addressState.trim(),
  addressZip: input.addressZip.trim(),
  addressCountry: input.addressCountry,
  socialInstagram: input.socialInstagram.trim(),
  socialTwitter: input.socialTwitter.trim(),
  socialLinkedIn: input.socialLinkedIn.trim(),
});

const lastDigits = (value: string, count = 4) => {
  const digits = value.replace(/\D/g, '');
  return digits ? digits.slice(-count) : null;
};

export function toSessionUser(row: repo.UserWithProfile, adminTwoFactorRequired = false): TSessionUser {
  const { user } = row;
  const twoFactorEnabled = row.twoFactorEnabledAt !== null;
  const base = {
    id: user.id,
    type: user.type,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    twoFactorEnabled,
    ...(user.timeZone ? { timeZone: user.timeZone, timeZoneChosen: user.timeZoneChosen } : {}),
    ...(user.type === 'admin' && adminTwoFactorRequired
      ? { twoFactorRequired: true, ...(twoFactorEnabled ? {} : { twoFactorSetupRequired: true }) }
      : {}),
  };
  if (user.type === 'brand') {
    return {
      ...base,
      name: row.companyName ?? user.email,
      companyName: row.companyName ?? '',
      contactName: row.contactName ?? '',
    };
  }
  if (user.type === 'creator') {
    return { ...base, name: row.fullName ?? user.email, fullName: row.fullName ?? '', userName: row.userName ?? '' };
  }
  return { ...base, name: row.adminName ?? 'Administrator', fullName: row.adminName ?? 'Administrator' };
}

/** Maps a unique-constraint race (two registrations or edits at once) to the same 409 as the pre-check. */
export function mapAccountConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint?.includes('email')) throw emailTaken();
  if (constraint?.includes('user_name')) throw userNameTaken();
  throw error;
}

/** A brand or creator account made by an admin (docs/decisions/014-admin-api.md): no session, no terms step. */
export type AdminMadeAccount = { email: string; password: string; isVerified: boolean } & (
  | { type: 'brand'; profile: { companyName: string; contactName: string } }
  | { type: 'creator'; profile: { userName: string; fullName: string } }
);

/** What an admin may change on a brand or creator account; a deactivation also ends its sessions. */
export interface AccountChanges {
  email?: string;
  isVerified?: boolean;
  status?: 'active' | 'deactivated';
  brand?: Partial<
    Pick<
      repo.NewBrandProfile,
      'companyName' | 'contactName' | 'logo' | 'socialInstagram' | 'socialTwitter' | 'socialLinkedIn' | 'socialWebsite'
    >
  >;
  creator?: Partial<Pick<repo.NewCreatorProfile, 'userName' | 'fullName'>>;
}

export function createAuthService(options: AuthServiceOptions) {
  const { db, sessionTtlMs } = options;
  const now = options.now ?? (() => new Date());

  async function startSession(
    executor: Db,
    userId: string,
    meta: RequestMeta,
    sessionId: string = randomUUID(),
    ttlMs = sessionTtlMs,
  ): Promise<TAuthResponse> {
    const token = newSessionToken();
    const createdAt = now();
    await repo.insertSession(executor, {
      id: sessionId,
      userId,
      tokenHash: hashToken(token),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + ttlMs),
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    const row = await repo.findUserWithProfile(executor, userId);
    if (!row) throw new Error(`user ${userId} vanished while signing in`);
    return { user: toSessionUser(row, options.adminTwoFactorRequired), token };
  }

  /** A sign-in (not a registration): its audit entry, the session and `auth.signed_in`, in one transaction. */
  async function signIn(
    userId: string,
    meta: RequestMeta,
    action: string,
    ttlMs = sessionTtlMs,
  ): Promise<TAuthResponse> {
    return db.transaction(async (tx) => {
      await repo.insertAuditEntry(tx, { actorId: userId, action, targetType: 'user', targetId: userId, ip: meta.ip });
      const sessionId = randomUUID();
      const response = await startSession(tx, userId, meta, sessionId, ttlMs);
      await options.events?.publish(tx, {
        type: 'auth.signed_in',
        userId,
        sessionId,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
        ip: meta.ip,
      });
      return response;
    });
  }

  const mapUniqueViolation = mapAccountConflict;
  const emailVerificationRequired = options.emailVerificationRequired ?? true;
  const mailPerAddress = options.mailPerAddress ?? MAIL_PER_ADDRESS;

  // ---------------------------------------------------------------- mailed tokens (decision 020)

  /** Counts one mail of this kind to this address, known or not; over the limit, 429 and nothing is sent. */
  async function countMailTo(kind: AccountTokenPurpose, email: string): Promise<void> {
    const { current, ttl } = await countInWindow(db, addressKey(kind, email), mailPerAddress.windowMs);
    if (current > mailPerAddress.max) throw tooManyAttempts(ttl);
  }

  /** In `tx`: a new token of this purpose (older ones stop working) and its mail, queued. */
  async function mailToken(
    tx: Db,
    user: { id: string; email: string },
    purpose: AccountTokenPurpose,
    to: string = user.email,
  ): Promise<void> {
    if (!options.accountMail) return;
    const token = newSessionToken();
    const at = now();
    const ttl = purpose === 'password_reset' ? PASSWORD_RESET_TTL_MS : EMAIL_VERIFICATION_TTL_MS;
    await repo.insertAccountToken(tx, {
      userId: user.id,
      purpose,
      tokenHash: hashToken(token),
      email: to,
      createdAt: at,
      expiresAt: new Date(at.getTime() + ttl),
    });
    const publicUrl = options.publicUrl ?? 'http://localhost:3000';
    const content =
      purpose === 'password_reset'
        ? passwordResetMail(tokenLink(publicUrl, '/reset-password', token))
        : purpose === 'change_email'
          ? changeEmailMail(tokenLink(publicUrl, '/verify-email', token))
          : verificationMail(tokenLink(publicUrl, '/verify-email', token));
    await options.accountMail.queue(tx, { ...content, userId: user.id, to }, at);
  }

  const tokenErrors = {
    password_reset: { invalid: resetLinkInvalid, expired: resetLinkExpired, used: resetLinkUsed },
    email_verification: { invalid: verifyLinkInvalid, expired: verifyLinkExpired, used: verifyLinkUsed },
    change_email: { invalid: verifyLinkInvalid, expired: verifyLinkExpired, used: verifyLinkUsed },
  } as const;

  /** The stored token behind a link, or the refusal that says why it does not work (nothing is changed). */
  async function usableToken(executor: Db, token: string, purpose: AccountTokenPurpose | AccountTokenPurpose[]) {
    const purposes = Array.isArray(purpose) ? purpose : [purpose];
    const refuse = tokenErrors[purposes[0]!];
    if (!isWellFormedToken(token)) throw refuse.invalid();
    const row = await repo.findAccountToken(executor, hashToken(token));
    if (!row || !purposes.includes(row.purpose)) throw refuse.invalid();
    if (row.usedAt) throw refuse.used();
    if (row.expiresAt.getTime() <= now().getTime()) throw refuse.expired();
    const user = await repo.findUserById(executor, row.userId);
    // The address changed since the link was sent, or the account is gone: the link opens nothing.
    // (A change-of-address link was sent to the new address, which the account does not have yet.)
    const addressMatches = row.purpose === 'change_email' || user?.email.toLowerCase() === row.email.toLowerCase();
    if (!user || user.deletedAt || user.status !== 'active' || !addressMatches) throw refuse.invalid();
    return { row, user };
  }

  /** Uses the token in `tx` (compare-and-set): a second, parallel use is refused as used. */
  async function consumeToken(tx: Db, token: string, purpose: AccountTokenPurpose | AccountTokenPurpose[]) {
    const found = await usableToken(tx, token, purpose);
    if (!(await repo.useAccountToken(tx, found.row.id, now()))) throw tokenErrors[found.row.purpose].used();
    return found;
  }

  /**
   * POST /api/auth/password-reset: the same work for every address (count it, queue a job); the job
   * looks the address up and mails a link only when it has an account. Admins have no reset.
   */
  async function requestPasswordReset(email: string): Promise<void> {
    await countMailTo('password_reset', email);
    await insertJobs(db, [{ queue: PASSWORD_RESET_QUEUE, payload: { email: email.trim() }, maxAttempts: 5 }], now());
  }

  /** The job: a reset link to the account with this address, if there is one that may use it. */
  async function sendPasswordReset(email: string): Promise<void> {
    const user = await repo.findUserByEmail(db, email);
    if (!user || user.deletedAt || user.status !== 'active' || user.type === 'admin') return;
    await db.transaction((tx) => mailToken(tx, user, 'password_reset'));
  }

  /** A new password from a reset link: every session of the account ends; the address counts as verified (the link reached it). */
  async function confirmPasswordReset(token: string, password: string, meta: RequestMeta): Promise<void> {
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const { user } = await consumeToken(tx, token, 'password_reset');
      const at = now();
      await repo.updatePasswordHash(tx, user.id, passwordHash);
      await repo.revokeUserSessions(tx, user.id, at);
      await options.endStreams?.(tx, user.id);
      await repo.setEmailVerified(tx, user.id, at);
      await repo.insertAuditEntry(tx, {
        actorId: user.id,
        action: 'user.password_reset',
        targetType: 'user',
        targetId: user.id,
        ip: meta.ip,
      });
    });
  }

  /**
   * A verification link, or the link of a change of address (the account takes the new address, verified;
   * 409 and nothing changes when another account took it meanwhile). Answers the new address for a change.
   */
  async function verifyEmail(token: string): Promise<{ changedTo?: string }> {
    try {
      return await db.transaction(async (tx) => {
        const { user, row } = await consumeToken(tx, token, ['email_verification', 'change_email']);
        if (row.purpose === 'change_email') {
          await applyEmailChange(tx, user.id, user.email, row.email);
          return { changedTo: row.email };
        }
        await verifyAddress(tx, user.id);
        return {};
      });
    } catch (error) {
      if (uniqueViolation(error)?.includes('email')) throw emailChangeTaken();
      throw error;
    }
  }

  async function applyEmailChange(tx: Db, userId: string, oldEmail: string, newEmail: string): Promise<void> {
    const other = await repo.findUserByEmail(tx, newEmail);
    if (other && other.id !== userId) throw emailChangeTaken();
    const at = now();
    await repo.updateUser(tx, userId, { email: newEmail, emailVerifiedAt: at, updatedAt: at });
    await repo.insertAuditEntry(tx, {
      actorId: userId,
      action: 'user.email_changed',
      targetType: 'user',
      targetId: userId,
      data: { from: oldEmail, to: newEmail },
    });
  }

  async function verifyAddress(tx: Db, userId: string): Promise<void> {
    await repo.setEmailVerified(tx, userId, now());
    await repo.insertAuditEntry(tx, {
      actorId: userId,
      action: 'user.email_verified',
      targetType: 'user',
      targetId: userId,
    });
  }

  // ---------------------------------------------------------------- changing the password or the address (docs/product/accounts.md#change-password-and-email)

  /** The signed-in user's password checked like a sign-in (counts against the account's attempts); their row. */
  async function checkOwnPassword(userId: string, password: string) {
    const user = await repo.findUserById(db, userId);
    if (!user || user.deletedAt) throw invalidCredentials();
    await beginAttempt(user.email);
    if (!user.passwordHash) {
      await verifyAgainstDummy(password);
      throw noPasswordToChange();
    }
    if (!(await verifyPassword(user.passwordHash, password))) throw currentPasswordWrong();
    await options.accountLimit?.succeeded(user.email);
    return user;
  }

  /** Checks the signed-in user's password before a change of how they sign in; Google-only accounts have none to give. */
  async function confirmOwnPassword(userId: string, password: string | undefined): Promise<void> {
    const user = await repo.findUserById(db, userId);
    if (!user?.passwordHash) return;
    if (!password) throw currentPasswordWrong();
    await checkOwnPassword(userId, password);
  }

  /** A new password for the signed-in user: every other session ends (and its streams), this one stays. */
  async function changePassword(
    userId: string,
    currentSessionId: string,
    input: { currentPassword: string; newPassword: string },
    meta: RequestMeta,
  ): Promise<void> {
    await checkOwnPassword(userId, input.currentPassword);
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      await repo.updatePasswordHash(tx, userId, passwordHash);
      const revoked = await repo.revokeOtherSessions(tx, userId, currentSessionId, now());
      if (revoked.length > 0) await options.endStreams?.(tx, userId, revoked);
      await repo.insertAuditEntry(tx, {
        actorId: userId,
        action: 'user.password_changed',
        targetType: 'user',
        targetId: userId,
        data: { sessionsEnded: revoked.length },
        ip: meta.ip,
      });
    });
  }

  /**
   * Asks to move the account to `newEmail`: a link to the new address (the change happens when it is
   * opened) and a notice to the current one. The same work and answer whether or not the address is
   * taken (the link then fails with 409), so it tells nobody who has an account.
   */
  async function requestEmailChange(userId: string, input: { password: string; newEmail: string }): Promise<void> {
    const user = await checkOwnPassword(userId, input.password);
    // Admins' addresses come from configuration (ADMIN_EMAIL) or from other admins.
    if (user.type === 'admin') throw forbidden();
    const newEmail = input.newEmail.trim();
    if (newEmail.toLowerCase() === user.email.toLowerCase()) throw sameEmail();
    const perAccount = await countInWindow(db, `email-change|${userId}`, EMAIL_CHANGES_PER_ACCOUNT.windowMs);
    if (perAccount.current > EMAIL_CHANGES_PER_ACCOUNT.max) throw tooManyAttempts(perAccount.ttl);
    await countMailTo('change_email', newEmail);
    const publicUrl = options.publicUrl ?? 'http://localhost:3000';
    await db.transaction(async (tx) => {
      await mailToken(tx, user, 'change_email', newEmail);
      const notice = changeEmailNoticeMail(newEmail, new URL('/forgot-password', publicUrl).toString());
      await options.accountMail?.queue(tx, { ...notice, userId: user.id, to: user.email }, now());
    });
  }

  /** A new verification link for the signed-in user; answered alike whether or not one was sent (already verified). */
  async function resendVerification(userId: string): Promise<void> {
    const user = await repo.findUserById(db, userId);
    if (!user) throw invalidCredentials();
    // Per account and per address: an account that changed its address starts no new count.
    const perAccount = await countInWindow(db, `verify-resend|${userId}`, mailPerAddress.windowMs);
    if (perAccount.current > mailPerAddress.max) throw tooManyAttempts(perAccount.ttl);
    await countMailTo('email_verification', user.email);
    if (user.emailVerifiedAt) return;
    await db.transaction((tx) => mailToken(tx, user, 'email_verification'));
  }

  /** 403 EMAIL_NOT_VERIFIED unless the user's address is verified (or the gate is off). */
  async function requireVerifiedEmail(userId: string): Promise<void> {
    if (!emailVerificationRequired) return;
    const user = await repo.findUserById(db, userId);
    if (!user?.emailVerifiedAt) throw emailNotVerified();
  }

  /**
   * One registration: the email free (and `check`), the user, its profile (`addProfile`), the audit entry
   * and the verification mail in one transaction, then a session.
   */
  async function register(
    type: 'brand' | 'creator',
    input: { email: string; password: string },
    meta: RequestMeta,
    addProfile: (tx: Db, userId: string) => Promise<void>,
    check: (tx: Db) => Promise<void> = async () => {},
  ): Promise<TAuthResponse> {
    const passwordHash = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        if (await repo.findUserByEmail(tx, input.email.trim())) throw emailTaken();
        await check(tx);
        const user = await repo.insertUser(tx, { type, email: input.email.trim(), passwordHash });
        await addProfile(tx, user.id);
        await repo.insertAuditEntry(tx, {
          actorId: user.id,
          action: 'user.registered',
          targetType: 'user',
          targetId: user.id,
          data: { type },
          ip: meta.ip,
        });
        await mailToken(tx, user, 'email_verification');
        return startSession(tx, user.id, meta);
      });
    } catch (error) {
      return mapUniqueViolation(error);
    }
  }

  function registerBrand(input: TBrandRegistrationRequest, meta: RequestMeta): Promise<TAuthResponse> {
    const isCard = input.paymentMethod === 'credit_card' || input.paymentMethod === 'debit_card';
    const isBank = input.paymentMethod === 'bank_transfer';
    return register('brand', input, meta, (tx, id) =>
      repo.insertBrandProfile(tx, {
        id,
        companyName: input.companyName.trim(),
        contactName: input.contactName.trim(),
        ...contactFields(input),
        socialWebsite: input.socialWebsite.trim(),
        paymentMethod: input.paymentMethod || null,
        cardLast4: isCard ? lastDigits(input.cardNumber) : null,
        cardType: isCard ? input.cardType || null : null,
        bankName: isBank ? input.bankName.trim() : null,
        bankAccountType: isBank ? input.bankAccountType || null : null,
        bankRoutingLast4: isBank ? lastDigits(input.bankRouting) : null,
        bankAccountLast4: isBank ? lastDigits(input.bankAccount) : null,
        termsAcceptedAt: now(),
      }),
    );
  }

  function registerCreator(input: TCreatorRegistrationRequest, meta: RequestMeta): Promise<TAuthResponse> {
    return register(
      'creator',
      input,
      meta,
      (tx, id) =>
        repo.insertCreatorProfile(tx, {
          id,
          userName: input.userName.trim(),
          fullName: input.fullName.trim(),
          ...contactFields(input),
          socialTikTok: input.socialTikTok.trim(),
          socialYouTube: input.socialYouTube.trim(),
          termsAcceptedAt: now(),
        }),
      async (tx) => {
        if (await repo.isUserNameTaken(tx, input.userName.trim())) throw userNameTaken();
      },
    );
  }

  /** Counts a sign-in attempt on the account with this email; over the limit, refuses it before anything is checked. */
  async function beginAttempt(email: string): Promise<void> {
    if (!options.accountLimit) return;
    const attempt = await options.accountLimit.begin(email);
    if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterMs);
  }

  /**
   * Checks email and password for a sign-in page that only `pageTypes` may use. Every refusal
   * that could tell a guesser something (unknown email, wrong password, right password on the
   * wrong page) is the same answer after the same password hash check, and counts against the account.
   */
  async function checkCredentials(input: TLoginRequest, pageTypes: readonly UserType[]) {
    await beginAttempt(input.email);
    const user = await repo.findUserByEmail(db, input.email);
    if (!user || user.deletedAt || !user.passwordHash) {
      if (user && !user.deletedAt && user.googleSubject && pageTypes.includes(user.type)) throw googleOAuthRequired();
      await verifyAgainstDummy(input.password);
      throw invalidCredentials();
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) throw invalidCredentials();
    if (!pageTypes.includes(user.type)) throw invalidCredentials();
    if (user.status !== 'active') throw accountDeactivated();
    // The password was right: a missing or wrong second factor still counts as a failed attempt.
    await options.twoFactor?.checkSignIn(user.id, input);
    await options.accountLimit?.succeeded(input.email);
    return user;
  }

  async function login(input: TLoginRequest, meta: RequestMeta): Promise<TAuthResponse> {
    // An admin's own password here is answered like a wrong one (admins sign in at /admin/login).
    const user = await checkCredentials(input, ['brand', 'creator']);
    return signIn(user.id, meta, 'user.signed_in');
  }

  async function adminLogin(input: TLoginRequest, meta: RequestMeta): Promise<TAuthResponse> {
    // Not an admin: the same answer as a wrong password, so this page reveals nothing.
    const user = await checkCredentials(input, ['admin']);
    // Admin sessions are shorter (ADMIN_SESSION_TTL_HOURS): they can do much more.
    return signIn(user.id, meta, 'admin.signed_in', options.adminSessionTtlMs ?? sessionTtlMs);
  }

  async function googleSignIn(input: TGoogleAuthRequest, meta: RequestMeta): Promise<TAuthResponse> {
    if (!options.verifyGoogleIdToken) throw googleNotConfigured();
    let identity;
    try {
      identity = await options.verifyGoogleIdToken(input.credential);
    } catch (error) {
      if (error instanceof InvalidGoogleToken) throw googleAuthFailed();
      throw error;
    }
    if (!identity.emailVerified) throw googleAuthFailed();
    // The same per-account count as password sign-ins: a locked account is locked on every route.
    await beginAttempt(identity.email);

    const existing =
      (await repo.findUserByGoogleSubject(db, identity.subject)) ?? (await repo.findUserByEmail(db, identity.email));
    if (existing) {
      if (existing.deletedAt) throw googleAccountNotFound();
      if (existing.status !== 'active') throw accountDeactivated();
      // Google has verified the address, so an account with that email may be linked to it.
      if (!existing.googleSubject) await repo.setGoogleSubject(db, existing.id, identity.subject);
      // Google has verified this address, and it is the account's (decision 020).
      if (!existing.emailVerifiedAt && existing.email.toLowerCase() === identity.email.toLowerCase())
        await repo.setEmailVerified(db, existing.id, now());
      await options.twoFactor?.checkSignIn(existing.id, input);
      await options.accountLimit?.succeeded(identity.email);
      return signIn(existing.id, meta, 'user.signed_in_google');
    }
    // Only the registration wizards make accounts, after their terms were accepted
    // (docs/product/accounts.md#google-sign-in); the sign-in page's request is a sign-in.
    if (!input.userType || input.termsAccepted !== true) throw googleAccountNotFound();

    const displayName =
      stringField(input.userData, 'name') ?? identity.name ?? identity.email.split('@')[0] ?? 'New user';
    try {
      return await db.transaction(async (tx) => {
        const user = await repo.insertUser(tx, {
          type: input.userType!,
          email: identity.email,
          googleSubject: identity.subject,
          emailVerifiedAt: now(),
        });
        if (input.userType === 'brand') {
          const companyName = stringField(input.userData, 'companyName') ?? displayName;
          await repo.insertBrandProfile(tx, {
            id: user.id,
            companyName,
            contactName: displayName,
            termsAcceptedAt: now(),
          });
        } else {
          const userName = await availableUserName(
            tx,
            stringField(input.userData, 'userName') ?? identity.email.split('@')[0] ?? 'creator',
          );
          await repo.insertCreatorProfile(tx, { id: user.id, userName, fullName: displayName, termsAcceptedAt: now() });
        }
        await repo.insertAuditEntry(tx, {
          actorId: user.id,
          action: 'user.registered',
          targetType: 'user',
          targetId: user.id,
          data: { type: input.userType, via: 'google' },
          ip: meta.ip,
        });
        return startSession(tx, user.id, meta);
      });
    } catch (error) {
      return mapUniqueViolation(error);
    }
  }

  async function availableUserName(tx: Db, wanted: string): Promise<string> {
    const base = (wanted.replace(/[^A-Za-z0-9._-]/g, '') || 'creator').padEnd(3, '0').slice(0, 30);
    for (let attempt = 0; attempt < 20; attempt++) {
      const candidate = attempt === 0 ? base : `${base}${attempt + 1}`;
      if (!(await repo.isUserNameTaken(tx, candidate))) return candidate;
    }
    return `${base}${Date.now().toString(36)}`;
  }

  async function resolveSession(token: string): Promise<{ sessionId: string; user: AuthenticatedUser } | null> {
    if (token.length > 200) return null;
    const at = now();
    const row = await repo.findLiveSession(db, hashToken(token), at);
    if (!row) return null;
    // "Last active" to the minute: a second statement at most once a minute per session.
    const staleBefore = new Date(at.getTime() - SESSION_TOUCH_EVERY_MS);
    if (row.lastUsedAt < staleBefore) await repo.touchSession(db, row.sessionId, at, staleBefore);
    return {
      sessionId: row.sessionId,
      user: { id: row.userId, type: row.type, email: row.email, twoFactorEnabled: row.twoFactorEnabledAt !== null },
    };
  }

  /** Ends the session that calls it, and its open realtime streams on every process. */
  async function logout(userId: string, sessionId: string): Promise<void> {
    await db.transaction(async (tx) => {
      await repo.revokeSession(tx, sessionId, now());
      await options.endStreams?.(tx, userId, [sessionId]);
    });
  }

  /** The user's live sessions, the most recently used first (docs/product/accounts.md#sessions). */
  async function listSessions(userId: string, currentSessionId: string | null): Promise<TSessionsResponse> {
    const rows = await repo.listLiveSessions(db, userId, now());
    return {
      sessions: rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        browser: sessionBrowserName(row.userAgent),
        current: row.id === currentSessionId,
      })),
    };
  }

  /** Ends one of the user's sessions and its open streams; 404 for another user's, an ended or an unknown one. */
  async function revokeSession(userId: string, sessionId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const revoked = await repo.revokeUserSession(tx, userId, sessionId, now());
      if (!revoked) throw notFound('Session');
      await options.endStreams?.(tx, userId, [revoked]);
    });
  }

  /** Ends every other session of the user and their open streams; how many it ended. */
  async function revokeOtherSessions(userId: string, currentSessionId: string): Promise<number> {
    return db.transaction(async (tx) => {
      const revoked = await repo.revokeOtherSessions(tx, userId, currentSessionId, now());
      if (revoked.length > 0) await options.endStreams?.(tx, userId, revoked);
      return revoked.length;
    });
  }

  /** Whether an email can still register (the wizards ask on their first step; registering checks again). */
  async function isEmailAvailable(email: string): Promise<boolean> {
    return !(await repo.findUserByEmail(db, email.trim()));
  }

  async function currentUser(userId: string): Promise<TSessionUser> {
    const row = await repo.findUserWithProfile(db, userId);
    if (!row) throw invalidCredentials();
    return toSessionUser(row, options.adminTwoFactorRequired);
  }

  // ---------------------------------------------------------------- accounts made by the system (config, demo data)

  /** Makes sure an admin with these credentials exists (ADMIN_EMAIL + ADMIN_PASSWORD); an existing one gets this password. */
  async function ensureAdmin(admin: {
    email: string;
    password: string;
  }): Promise<'created' | 'updated' | 'not-an-admin'> {
    const existing = await repo.findUserByEmail(db, admin.email);
    const passwordHash = await hashPassword(admin.password);
    if (existing) {
      if (existing.type !== 'admin') return 'not-an-admin';
      await repo.updatePasswordHash(db, existing.id, passwordHash);
      return 'updated';
    }
    await db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        type: 'admin',
        email: admin.email,
        passwordHash,
        isVerified: true,
        emailVerifiedAt: now(),
      });
      await repo.insertAdminProfile(tx, { id: user.id, fullName: 'Administrator' });
      await repo.insertAuditEntry(tx, {
        actorId: null,
        action: 'admin.created_from_config',
        targetType: 'user',
        targetId: user.id,
      });
    });
    return 'created';
  }

  // ---------------------------------------------------------------- accounts managed by admins (the caller's transaction)

  /** Creates the account in `tx` (409 when the email or username is taken); answers its id. */
  async function createAccountInTx(tx: Db, account: AdminMadeAccount): Promise<string> {
    const passwordHash = await hashPassword(account.password);
    if (await repo.findUserByEmail(tx, account.email)) throw emailTaken();
    if (account.type === 'creator' && (await repo.isUserNameTaken(tx, account.profile.userName))) throw userNameTaken();
    const user = await repo.insertUser(tx, {
      type: account.type,
      email: account.email,
      passwordHash,
      isVerified: account.isVerified,
      createdAt: now(),
      updatedAt: now(),
    });
    if (account.type === 'brand') await repo.insertBrandProfile(tx, { id: user.id, ...account.profile });
    else await repo.insertCreatorProfile(tx, { id: user.id, ...account.profile });
    return user.id;
  }

  /** Applies an admin's changes to a brand or creator account in `tx` (409 when the new email or username is taken). */
  async function updateAccountInTx(tx: Db, userId: string, changes: AccountChanges): Promise<void> {
    if (changes.email !== undefined) {
      const other = await repo.findUserByEmail(tx, changes.email);
      if (other && other.id !== userId) throw emailTaken();
    }
    if (changes.creator?.userName !== undefined && (await repo.isUserNameTaken(tx, changes.creator.userName, userId)))
      throw userNameTaken();
    const at = now();
    const previous = changes.email !== undefined ? await repo.findUserById(tx, userId) : undefined;
    // A new address is not verified until its owner proves it (decision 020).
    const emailChanged =
      previous !== undefined &&
      changes.email !== undefined &&
      previous.email.toLowerCase() !== changes.email.toLowerCase();
    await repo.updateUser(tx, userId, {
      email: changes.email,
      isVerified: changes.isVerified,
      status: changes.status,
      updatedAt: at,
      ...(emailChanged ? { emailVerifiedAt: null } : {}),
    });
    const brand = definedOnly(changes.brand);
    const creator = definedOnly(changes.creator);
    if (Object.keys(brand).length > 0) await repo.updateBrandProfile(tx, userId, brand);
    if (Object.keys(creator).length > 0) await repo.updateCreatorProfile(tx, userId, creator);
    if (changes.status === 'deactivated') {
      await repo.revokeUserSessions(tx, userId, at);
      await options.endStreams?.(tx, userId);
    }
  }

  /** Whether any account exists (demo data is seeded only into an empty database). */
  async function hasAccounts(): Promise<boolean> {
    return (await repo.countUsers(db)) > 0;
  }

  /** Verified accounts with their profiles, in one transaction (demo data); answers their ids in order. */
  async function provisionAccounts(accounts: ProvisionedAccount[]): Promise<string[]> {
    const hashes = new Map<string, string>();
    for (const password of new Set(accounts.map((account) => account.password)))
      hashes.set(password, await hashPassword(password));
    return db.transaction(async (tx) => {
      const ids: string[] = [];
      for (const account of accounts) {
        const user = await repo.insertUser(tx, {
          type: account.type,
          email: account.email,
          passwordHash: hashes.get(account.password)!,
          isVerified: true,
          emailVerifiedAt: now(),
        });
        ids.push(user.id);
        if (account.type === 'admin') await repo.insertAdminProfile(tx, { ...account.profile, id: user.id });
        else if (account.type === 'brand')
          await repo.insertBrandProfile(tx, { ...account.profile, id: user.id, termsAcceptedAt: now() });
        else await repo.insertCreatorProfile(tx, { ...account.profile, id: user.id, termsAcceptedAt: now() });
      }
      return ids;
    });
  }

  return {
    registerBrand,
    registerCreator,
    isEmailAvailable,
    login,
    adminLogin,
    googleSignIn,
    resolveSession,
    logout,
    listSessions,
    revokeSession,
    revokeOtherSessions,
    currentUser,
    requestPasswordReset,
    sendPasswordReset,
    confirmPasswordReset,
    verifyEmail,
    resendVerification,
    changePassword,
    requestEmailChange,
    requireVerifiedEmail,
    confirmOwnPassword,
    ensureAdmin,
    createAccountInTx,
    updateAccountInTx,
    hasAccounts,
    provisionAccounts,
  };
}

export type ProvisionedAccount = { email: string; password: string } & (
  | { type: 'admin'; profile: Omit<repo.NewAdminProfile, 'id'> }
  | { type: 'brand'; profile: Omit<repo.NewBrandProfile, 'id' | 'termsAcceptedAt'> }
  | { type: 'creator'; profile: Omit<repo.NewCreatorProfile, 'id' | 'termsAcceptedAt'> }
);

export type AuthService = ReturnType<typeof createAuthService>;

const definedOnly = <T extends object>(values: T | undefined): Partial<T> =>
  Object.fromEntries(Object.entries(values ?? {}).filter(([, value]) => value !== undefined)) as Partial<T>;

function stringField(data: Record<string, unknown> | undefined, key: string): string | null {
  const value = data?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : null;
}
