import type {
  TAuthResponse,
  TBrandRegistrationRequest,
  TCreatorRegistrationRequest,
  TGoogleAuthRequest,
  TLoginRequest,
  TSessionUser,
} from '@briefly/shared/auth';
import type { Db } from '../../db/client.ts';
import { uniqueViolation } from '../../lib/errors.ts';
import type { GoogleIdTokenVerifier } from '../../integrations/google/id-token-verifier.ts';
import { InvalidGoogleToken } from '../../integrations/google/id-token-verifier.ts';
import * as repo from './auth.repository.ts';
import {
  accountDeactivated,
  emailTaken,
  googleAccountNotFound,
  googleAuthFailed,
  googleNotConfigured,
  googleOAuthRequired,
  invalidCredentials,
  useAdminSignIn,
  userNameTaken,
} from './auth.errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { hashToken, newSessionToken } from './tokens.ts';
import type { AuthenticatedUser, RequestMeta } from './auth.types.ts';

export interface AuthServiceOptions {
  db: Db;
  sessionTtlMs: number;
  verifyGoogleIdToken: GoogleIdTokenVerifier | null;
  now?: () => Date;
}

const lastDigits = (value: string, count = 4) => {
  const digits = value.replace(/\D/g, '');
  return digits ? digits.slice(-count) : null;
};

export function toSessionUser(row: repo.UserWithProfile): TSessionUser {
  const { user } = row;
  const base = { id: user.id, type: user.type, email: user.email };
  if (user.type === 'brand') {
    return { ...base, name: row.companyName ?? user.email, companyName: row.companyName ?? '', contactName: row.contactName ?? '' };
  }
  if (user.type === 'creator') {
    return { ...base, name: row.fullName ?? user.email, fullName: row.fullName ?? '', userName: row.userName ?? '' };
  }
  return { ...base, name: row.adminName ?? 'Administrator', fullName: row.adminName ?? 'Administrator' };
}

export function createAuthService(options: AuthServiceOptions) {
  const { db, sessionTtlMs } = options;
  const now = options.now ?? (() => new Date());

  async function startSession(executor: Db, userId: string, meta: RequestMeta): Promise<TAuthResponse> {
    const token = newSessionToken();
    const createdAt = now();
    await repo.insertSession(executor, {
      userId,
      tokenHash: hashToken(token),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + sessionTtlMs),
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    const row = await repo.findUserWithProfile(executor, userId);
    if (!row) throw new Error(`user ${userId} vanished while signing in`);
    return { user: toSessionUser(row), token };
  }

  /** Maps a unique-constraint race (two registrations at once) to the same 409 as the pre-check. */
  function mapUniqueViolation(error: unknown): never {
    const constraint = uniqueViolation(error);
    if (constraint?.includes('email')) throw emailTaken();
    if (constraint?.includes('user_name')) throw userNameTaken();
    throw error;
  }

  async function registerBrand(input: TBrandRegistrationRequest, meta: RequestMeta): Promise<TAuthResponse> {
    const passwordHash = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        if (await repo.findUserByEmail(tx, input.email.trim())) throw emailTaken();
        const user = await repo.insertUser(tx, { type: 'brand', email: input.email.trim(), passwordHash });
        const isCard = input.paymentMethod === 'credit_card' || input.paymentMethod === 'debit_card';
        const isBank = input.paymentMethod === 'bank_transfer';
        await repo.insertBrandProfile(tx, {
          id: user.id,
          companyName: input.companyName.trim(),
          contactName: input.contactName.trim(),
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
          socialWebsite: input.socialWebsite.trim(),
          paymentMethod: input.paymentMethod || null,
          cardLast4: isCard ? lastDigits(input.cardNumber) : null,
          cardType: isCard ? input.cardType || null : null,
          bankName: isBank ? input.bankName.trim() : null,
          bankAccountType: isBank ? input.bankAccountType || null : null,
          bankRoutingLast4: isBank ? lastDigits(input.bankRouting) : null,
          bankAccountLast4: isBank ? lastDigits(input.bankAccount) : null,
          termsAcceptedAt: now(),
        });
        await repo.insertAuditEntry(tx, { actorId: user.id, action: 'user.registered', targetType: 'user', targetId: user.id, data: { type: 'brand' }, ip: meta.ip });
        return startSession(tx, user.id, meta);
      });
    } catch (error) {
      return mapUniqueViolation(error);
    }
  }

  async function registerCreator(input: TCreatorRegistrationRequest, meta: RequestMeta): Promise<TAuthResponse> {
    const passwordHash = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        if (await repo.findUserByEmail(tx, input.email.trim())) throw emailTaken();
        if (await repo.isUserNameTaken(tx, input.userName.trim())) throw userNameTaken();
        const user = await repo.insertUser(tx, { type: 'creator', email: input.email.trim(), passwordHash });
        await repo.insertCreatorProfile(tx, {
          id: user.id,
          userName: input.userName.trim(),
          fullName: input.fullName.trim(),
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
          socialTikTok: input.socialTikTok.trim(),
          socialYouTube: input.socialYouTube.trim(),
          termsAcceptedAt: now(),
        });
        await repo.insertAuditEntry(tx, { actorId: user.id, action: 'user.registered', targetType: 'user', targetId: user.id, data: { type: 'creator' }, ip: meta.ip });
        return startSession(tx, user.id, meta);
      });
    } catch (error) {
      return mapUniqueViolation(error);
    }
  }

  /** Checks email and password; the caller decides which user types may use its sign-in page. */
  async function checkCredentials(input: TLoginRequest) {
    const user = await repo.findUserByEmail(db, input.email);
    if (!user || user.deletedAt) {
      await verifyAgainstDummy(input.password);
      throw invalidCredentials();
    }
    if (!user.passwordHash) {
      if (user.googleSubject) throw googleOAuthRequired();
      throw invalidCredentials();
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) throw invalidCredentials();
    if (user.status !== 'active') throw accountDeactivated();
    return user;
  }

  async function login(input: TLoginRequest, meta: RequestMeta): Promise<TAuthResponse> {
    const user = await checkCredentials(input);
    if (user.type === 'admin') throw useAdminSignIn();
    await repo.insertAuditEntry(db, { actorId: user.id, action: 'user.signed_in', targetType: 'user', targetId: user.id, ip: meta.ip });
    return startSession(db, user.id, meta);
  }

  async function adminLogin(input: TLoginRequest, meta: RequestMeta): Promise<TAuthResponse> {
    const user = await checkCredentials(input);
    // Not an admin: the same answer as a wrong password, so this page reveals nothing.
    if (user.type !== 'admin') throw invalidCredentials();
    await repo.insertAuditEntry(db, { actorId: user.id, action: 'admin.signed_in', targetType: 'user', targetId: user.id, ip: meta.ip });
    return startSession(db, user.id, meta);
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

    const existing = (await repo.findUserByGoogleSubject(db, identity.subject)) ?? (await repo.findUserByEmail(db, identity.email));
    if (existing) {
      if (existing.deletedAt) throw googleAccountNotFound();
      if (existing.status !== 'active') throw accountDeactivated();
      // Google has verified the address, so an account with that email may be linked to it.
      if (!existing.googleSubject) await repo.setGoogleSubject(db, existing.id, identity.subject);
      await repo.insertAuditEntry(db, { actorId: existing.id, action: 'user.signed_in_google', targetType: 'user', targetId: existing.id, ip: meta.ip });
      return startSession(db, existing.id, meta);
    }
    if (!input.userType) throw googleAccountNotFound();

    const displayName = stringField(input.userData, 'name') ?? identity.name ?? identity.email.split('@')[0] ?? 'New user';
    try {
      return await db.transaction(async (tx) => {
        const user = await repo.insertUser(tx, { type: input.userType!, email: identity.email, googleSubject: identity.subject });
        if (input.userType === 'brand') {
          const companyName = stringField(input.userData, 'companyName') ?? displayName;
          await repo.insertBrandProfile(tx, { id: user.id, companyName, contactName: displayName, termsAcceptedAt: now() });
        } else {
          const userName = await availableUserName(tx, stringField(input.userData, 'userName') ?? identity.email.split('@')[0] ?? 'creator');
          await repo.insertCreatorProfile(tx, { id: user.id, userName, fullName: displayName, termsAcceptedAt: now() });
        }
        await repo.insertAuditEntry(tx, { actorId: user.id, action: 'user.registered', targetType: 'user', targetId: user.id, data: { type: input.userType, via: 'google' }, ip: meta.ip });
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
    const row = await repo.findLiveSession(db, hashToken(token), now());
    if (!row) return null;
    return { sessionId: row.sessionId, user: { id: row.userId, type: row.type, email: row.email } };
  }

  async function logout(sessionId: string): Promise<void> {
    await repo.revokeSession(db, sessionId, now());
  }

  async function currentUser(userId: string): Promise<TSessionUser> {
    const row = await repo.findUserWithProfile(db, userId);
    if (!row) throw invalidCredentials();
    return toSessionUser(row);
  }

  return { registerBrand, registerCreator, login, adminLogin, googleSignIn, resolveSession, logout, currentUser };
}

export type AuthService = ReturnType<typeof createAuthService>;

function stringField(data: Record<string, unknown> | undefined, key: string): string | null {
  const value = data?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 200) : null;
}
