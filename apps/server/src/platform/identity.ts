import type { FastifyRequest } from 'fastify';
import type { SessionEndReason } from '@briefly/shared/session-end';
import type { UserType } from '@briefly/shared/options';

// Who is calling: what the access hook (plugins/access.ts) and the realtime streams need to know of a
// signed-in user. Defined here, below both, and answered by the auth module (its `resolveSession`).

export interface AuthenticatedUser {
  id: string;
  type: UserType;
  email: string;
  /** Whether the account signs in with a second factor (admins may be held at enrollment without one). */
  twoFactorEnabled?: boolean;
}

export type SessionResolver = (token: string) => Promise<{ sessionId: string; user: AuthenticatedUser } | null>;

/** Why the server no longer accepts a token it issued (null: never issued, or still live). */
export type EndedSessionReason = (token: string) => Promise<SessionEndReason | null>;

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Brands' API keys (decision 049), answered by the api-keys module: the scope a key needs to call an
 * operation (null: no key may call it), and the key's user for one call of an operation, or an AppError (401 unknown or revoked,
 * 403 a scope it lacks or an operation no key may call, 429 over its rate).
 */
export interface ApiKeyAuthenticator {
  scopeOf(operationId: string | undefined): string | null;
  authenticate(
    key: string,
    call: { operationId: string | undefined; ip: string },
  ): Promise<{ apiKeyId: string; user: AuthenticatedUser }>;
}
