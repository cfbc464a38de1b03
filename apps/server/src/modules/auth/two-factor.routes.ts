import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZTwoFactorDisableRequest,
  ZTwoFactorEnableRequest,
  ZTwoFactorEnableResponse,
  ZTwoFactorSetupResponse,
} from '@briefly/shared/auth';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import { unauthenticated } from '../../lib/errors.ts';
import { requireUser } from '../../plugins/access.ts';
import type { AuthService } from './auth.service.ts';
import type { TwoFactorService } from './two-factor.service.ts';

// Two-factor sign-in (docs/product/accounts.md#two-factor-sign-in): the same calls for admins under
// /api/admin/2fa and for brands and creators under /api/auth/2fa.

/** Setup, enable and disable calls per user per window (docs/product/limits-and-messages.md#limits). */
export const CODE_CHECKS_PER_USER = { max: 10, timeWindow: 15 * 60_000 };

const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  409: ZErrorEnvelope,
  429: ZErrorEnvelope,
};

export async function twoFactorRoutes(
  app: FastifyInstance,
  { auth, twoFactor }: { auth: AuthService; twoFactor: TwoFactorService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const families = [
    {
      prefix: '/api/admin/2fa',
      access: 'admin' as const,
      who: 'an admin',
      operationIds: {
        setup: 'startAdminTwoFactorSetup',
        enable: 'enableAdminTwoFactor',
        disable: 'disableAdminTwoFactor',
      },
    },
    {
      prefix: '/api/auth/2fa',
      access: ['brand', 'creator'] as const,
      who: 'a brand or creator',
      operationIds: { setup: 'startTwoFactorSetup', enable: 'enableTwoFactor', disable: 'disableTwoFactor' },
    },
  ];
  for (const { prefix, access, who, operationIds } of families) {
    // Reachable by an admin held at enrollment (ADMIN_2FA=required): this is where they are sent. Codes are
    // guessed at most CODE_CHECKS_PER_USER times per window per user, across processes.
    const config = {
      access,
      beforeTwoFactorSetup: true,
      rateLimit: {
        ...CODE_CHECKS_PER_USER,
        groupId: `two-factor${prefix}`,
        keyGenerator: (request: { user: { id: string } | null; ip: string }) => request.user?.id ?? request.ip,
      },
    };

    api.post(`${prefix}/setup`, {
      config,
      schema: {
        operationId: operationIds.setup,
        tags: ['auth'],
        summary: `Start two-factor sign-in for ${who}: a new secret and its otpauth:// address for the QR code`,
        response: { 200: ZTwoFactorSetupResponse, ...errors },
      },
      handler: async (request) => twoFactor.setup(requireUser(request).id),
    });

    api.post(`${prefix}/enable`, {
      config,
      schema: {
        operationId: operationIds.enable,
        tags: ['auth'],
        summary: 'Turn two-factor sign-in on with a first code: the ten recovery codes, shown once',
        body: ZTwoFactorEnableRequest,
        response: { 200: ZTwoFactorEnableResponse, ...errors },
      },
      handler: async (request) => {
        const user = requireUser(request);
        if (!request.sessionId) throw unauthenticated();
        return twoFactor.enable(user.id, request.sessionId, request.body.code);
      },
    });

    api.post(`${prefix}/disable`, {
      config,
      schema: {
        operationId: operationIds.disable,
        tags: ['auth'],
        summary: 'Turn two-factor sign-in off with the password and a code (admins may not when it is required)',
        body: ZTwoFactorDisableRequest,
        response: { 204: z.null(), ...errors },
      },
      handler: async (request, reply) => {
        const user = requireUser(request);
        if (!request.sessionId) throw unauthenticated();
        await auth.confirmOwnPassword(user.id, request.body.password);
        await twoFactor.disable(user.id, request.sessionId, user.type, request.body);
        return reply.status(204).send(null);
      },
    });
  }
}
