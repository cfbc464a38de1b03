// Browser storage of the session (docs/product/accounts.md#sessions):
// the token under `token`, the user as JSON under `user`, and the user id under `userId`.

import type { TAuthResponse, TSessionUser } from '@briefly/shared/auth';
import { USER_TYPES } from '@briefly/shared/options';
import { isSessionEndReason, type SessionEndReason } from '@briefly/shared/session-end';

export const STORAGE_KEYS = { token: 'token', user: 'user', userId: 'userId' } as const;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.token) || null;
}

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';

/** Checks a stored user by hand (not with the shared Zod schema, to keep Zod out of every page). */
function isSessionUser(value: unknown): value is TSessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.id === 'string' &&
    typeof user.email === 'string' &&
    typeof user.name === 'string' &&
    USER_TYPES.some((type) => type === user.type) &&
    optionalString(user.companyName) &&
    optionalString(user.contactName) &&
    optionalString(user.fullName) &&
    optionalString(user.userName)
  );
}

export function readStoredUser(): TSessionUser | null {
  const raw = storage()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeSession({ token, user }: TAuthResponse): void {
  const store = storage();
  if (!store) return;
  store.setItem(STORAGE_KEYS.token, token);
  store.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  store.setItem(STORAGE_KEYS.userId, user.id);
}

export function writeStoredUser(user: TSessionUser): void {
  const store = storage();
  if (!store) return;
  store.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  store.setItem(STORAGE_KEYS.userId, user.id);
}

export function clearSession(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(STORAGE_KEYS)) store.removeItem(key);
}

// Why the server ended the session (another device, a password change…): kept for this tab until the
// sign-in page has said it (issue 40, item 8).
const SIGNED_OUT_REASON_KEY = 'signedOutReason';

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberSignedOutReason(reason: SessionEndReason): void {
  tabStorage()?.setItem(SIGNED_OUT_REASON_KEY, reason);
}

export function readSignedOutReason(): SessionEndReason | null {
  const value = tabStorage()?.getItem(SIGNED_OUT_REASON_KEY);
  return isSessionEndReason(value) ? value : null;
}

export function forgetSignedOutReason(): void {
  tabStorage()?.removeItem(SIGNED_OUT_REASON_KEY);
}
