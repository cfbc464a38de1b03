import type { TAuthResponse, TSessionUser, TSessionsResponse } from '@briefly/shared/auth';
import { isSessionEndReason, type SessionEndReason } from '@briefly/shared/session-end';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';
import * as repo from '../auth.repository.ts';
import { invalidCredentials } from '../auth.errors.ts';
import { hashToken, newSessionToken } from '../tokens.ts';
import type { AuthenticatedUser, RequestMeta } from '../auth.types.ts';
import { SESSION_TOUCH_EVERY_MS, type AuthDeps } from './deps.ts';
import { sessionBrowserName, sessionDeviceKind, toSessionUser } from './shared.ts';

/** Sessions: starting one at a sign-in or registration, resolving a token, listing and ending them. */
export function sessionUseCases(deps: AuthDeps) {
  const { options, db, sessionTtlMs, now } = deps;

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

  /** Why a token is no longer accepted (null: a token never issued, or one still live). */
  async function endedSessionReason(token: string): Promise<SessionEndReason | null> {
    if (token.length > 200) return null;
    const row = await repo.findEndedSession(db, hashToken(token));
    if (!row) return null;
    if (row.deletedAt) return 'closed';
    if (row.revokedAt) return isSessionEndReason(row.revokedReason) ? row.revokedReason : 'revoked';
    if (row.status !== 'active') return 'deactivated';
    if (row.expiresAt <= now()) return 'expired';
    return null;
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
        device: sessionDeviceKind(row.userAgent),
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
      const revoked = await repo.revokeOtherSessions(tx, userId, currentSessionId, now(), 'revoked');
      if (revoked.length > 0) await options.endStreams?.(tx, userId, revoked);
      return revoked.length;
    });
  }

  async function currentUser(userId: string): Promise<TSessionUser> {
    const row = await repo.findUserWithProfile(db, userId);
    if (!row) throw invalidCredentials();
    return toSessionUser(row, options.adminTwoFactorRequired);
  }

  return {
    startSession,
    signIn,
    resolveSession,
    endedSessionReason,
    logout,
    listSessions,
    revokeSession,
    revokeOtherSessions,
    currentUser,
  };
}

export type SessionUseCases = ReturnType<typeof sessionUseCases>;
