import type { TAuthResponse, TGoogleAuthRequest, TLoginRequest } from '@briefly/shared/auth';
import type { UserType } from '@briefly/shared/options';
import type { Db } from '../../../db/client.ts';
import { InvalidGoogleToken } from '../../../integrations/google/id-token-verifier.ts';
import * as repo from '../auth.repository.ts';
import {
  accountDeactivated,
  googleAccountNotFound,
  googleAuthFailed,
  googleNotConfigured,
  googleOAuthRequired,
  invalidCredentials,
  tooManyAttempts,
} from '../auth.errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../passwords.ts';
import type { RequestMeta } from '../auth.types.ts';
import type { AuthDeps } from './deps.ts';
import { mapAccountConflict } from './shared.ts';
import type { SessionUseCases } from './sessions.ts';

function stringField(data: Record<string, unknown> | undefined, key: string): string | null {
  const value = data?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : null;
}

/** Signing in: with a password (brands and creators, admins apart) or with Google, which may also register. */
export function signInUseCases(
  deps: AuthDeps,
  { startSession, signIn }: Pick<SessionUseCases, 'startSession' | 'signIn'>,
) {
  const { options, db, sessionTtlMs, now } = deps;
  const mapUniqueViolation = mapAccountConflict;

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

  return { beginAttempt, login, adminLogin, googleSignIn };
}

export type SignInUseCases = ReturnType<typeof signInUseCases>;
