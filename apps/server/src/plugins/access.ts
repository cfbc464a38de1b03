import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserType } from '@briefly/shared/options';
import { MESSAGES } from '@briefly/shared/errors';
import { AppError, forbidden, unauthenticated } from '../lib/errors.ts';
import { bindLog } from './request-telemetry.ts';
import { SESSION_END_MESSAGES } from '@briefly/shared/session-end';
import { isApiKeyToken } from '@briefly/shared/api-keys';
import {
  bearerToken,
  type ApiKeyAuthenticator,
  type AuthenticatedUser,
  type EndedSessionReason,
  type SessionResolver,
} from '../platform/identity.ts';

/**
 * Who may call a route (docs/decisions/002-sessions-and-access.md). Every /api route must declare one:
 * 'public' (anyone; a valid token is still read), 'user' (any signed-in user), a role, or roles.
 */
export type Access = 'public' | 'user' | UserType | readonly UserType[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The product's own text for an anonymous caller, where it has one (e.g. 'Please log in to create a brief'). */
    unauthenticatedMessage?: string;
    /** Open to an admin who has yet to set up two-factor sign-in (ADMIN_2FA=required; decision 028). */
    beforeTwoFactorSetup?: boolean;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
    sessionId: string | null;
    /** The brand API key the call came with (decision 049); null for a session or nobody. */
    apiKeyId: string | null;
  }
}

/** The signed-in caller, for handlers of routes whose access is not 'public'. */
export function requireUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

export function registerAccessControl(
  app: FastifyInstance,
  resolveSession: SessionResolver,
  {
    adminTwoFactorRequired = false,
    endedSessionReason,
    apiKeys,
  }: {
    adminTwoFactorRequired?: boolean;
    endedSessionReason?: EndedSessionReason;
    /** Brands' API keys (decision 049); without it a key is a token like any other (never a session's). */
    apiKeys?: ApiKeyAuthenticator;
  } = {},
) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('apiKeyId', null);

  // A route under /api without a declared access level is a programming error: refuse to start.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.config?.access === undefined) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.access;
    if (access === undefined) return;
    const token = bearerToken(request);
    if (token && apiKeys && isApiKeyToken(token)) {
      const operationId = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
      // A key grants nothing on a public route its scopes cannot cover: the caller is read as anyone would be.
      // Elsewhere it is the brand's on the operations its scopes cover, and refused everywhere else.
      if (access === 'public' && apiKeys.scopeOf(operationId) === null) return;
      const { apiKeyId, user } = await apiKeys.authenticate(token, { operationId, ip: request.ip });
      request.user = user;
      request.apiKeyId = apiKeyId;
      bindLog(request, reply, { userId: user.id, apiKeyId });
    } else if (token) {
      const session = await resolveSession(token);
      if (session) {
        request.user = session.user;
        request.sessionId = session.sessionId;
        // Every later log line of the request names its caller (never the token).
        bindLog(request, reply, { userId: session.user.id });
      } else if (access !== 'public') {
        // A token we issued says why it ended (another device, a password change…), so the browser
        // can tell its user; one never issued learns nothing more than 'expired'.
        const reason = await endedSessionReason?.(token);
        if (reason) throw new AppError(401, 'SESSION_ENDED', SESSION_END_MESSAGES[reason], { reason });
        throw unauthenticated(SESSION_END_MESSAGES.expired);
      }
    }
    const stillToEnroll =
      adminTwoFactorRequired &&
      request.user?.type === 'admin' &&
      !request.user.twoFactorEnabled &&
      !request.routeOptions.config.beforeTwoFactorSetup;
    if (access === 'public') {
      // Until enrolled, the admin role grants nothing anywhere: a public route reads such an admin as
      // anyone would be read (no hidden forum post, no unpublished story), not as an admin.
      if (stillToEnroll) {
        request.user = null;
        request.sessionId = null;
      }
      return;
    }
    if (!request.user) throw unauthenticated(request.routeOptions.config.unauthenticatedMessage);
    if (access === 'user') return;
    const allowed: readonly UserType[] = typeof access === 'string' ? [access] : access;
    if (!allowed.includes(request.user.type)) throw forbidden();
    // An admin without a second factor may use nothing of the admin area but its enrollment (the
    // routes every signed-in user has, 'user', stay open: /api/me, sign-out, sessions).
    if (stillToEnroll && request.user.type === 'admin') {
      throw new AppError(403, 'TWO_FACTOR_SETUP_REQUIRED', MESSAGES.twoFactorSetupRequired);
    }
  });
}
