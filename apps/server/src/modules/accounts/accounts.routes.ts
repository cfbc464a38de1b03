import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportFileName, ZCloseAccountRequest } from '@briefly/shared/accounts';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import { requireUser } from '../../plugins/access.ts';
import { mediaResponse } from '../../lib/openapi-bodies.ts';
import type { Clock } from '../../platform/module.ts';
import type { AccountsService } from './accounts.service.ts';

// Your data and closing your account (docs/product/accounts.md#your-data-and-closing-your-account).
// Brands and creators only: an admin gets 403 (admins' accounts come from configuration).
const members = { access: ['brand', 'creator'] } as const;

export async function accountsRoutes(
  app: FastifyInstance,
  deps: { accounts: AccountsService; clock: Clock; rateLimit: { max: number; windowMs: number } },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/me/export', {
    config: members,
    schema: {
      operationId: 'exportAccountData',
      tags: ['auth'],
      summary:
        'Download everything your account holds as a JSON file: profile, briefs or submissions, messages, notifications, wallet and ledger entries, sessions',
      response: {
        200: mediaResponse(
          'The account’s data as a JSON file (an attachment)',
          ['application/json'],
          z.record(z.string(), z.unknown()),
        ),
        401: ZErrorEnvelope,
        403: ZErrorEnvelope,
      },
    },
    handler: async (request, reply) => {
      const data = await deps.accounts.exportData(requireUser(request).id);
      // A file, not an API answer: written as it is, outside the route's response schemas.
      return (reply as FastifyReply)
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${exportFileName(deps.clock())}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(JSON.stringify(data, null, 2));
    },
  });

  api.delete('/api/me', {
    // The password is checked here, so guesses are limited per client like sign-in (docs/product/accounts.md#rate-limits).
    config: {
      ...members,
      rateLimit: { max: deps.rateLimit.max, timeWindow: deps.rateLimit.windowMs, groupId: 'close-account' },
    },
    schema: {
      operationId: 'closeAccount',
      tags: ['auth'],
      summary:
        'Close your account (your password confirms it): refused with 409 while money is held for it or owed by it; otherwise your personal data is erased and every session ends',
      body: ZCloseAccountRequest,
      response: {
        204: z.null(),
        400: ZErrorEnvelope,
        401: ZErrorEnvelope,
        403: ZErrorEnvelope,
        409: ZErrorEnvelope,
        429: ZErrorEnvelope,
      },
    },
    handler: async (request, reply) => {
      await deps.accounts.closeAccount(requireUser(request).id, request.body.password);
      return reply.status(204).send(null);
    },
  });
}
