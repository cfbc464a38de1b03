import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZTimeZoneRequest, ZTimeZoneResponse } from '@briefly/shared/auth';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import { requireUser } from '../../plugins/access.ts';
import type { TimeZoneService } from './time-zone.service.ts';

// PUT /api/me/time-zone (docs/product/accounts.md#your-time-zone): the caller's own zone, beside
// GET /api/me, which reports it. Any signed-in account; there is no user id to send, so no one
// else's zone can be reached.

export async function timeZoneRoutes(app: FastifyInstance, deps: { timeZones: TimeZoneService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put('/api/me/time-zone', {
    config: { access: 'user' },
    schema: {
      operationId: 'setTimeZone',
      tags: ['auth'],
      summary:
        "Set your time zone (an IANA name): notifications and emails write times in it. source 'chosen' (default) keeps it over the device's; 'device' follows the device again; 'detected' (the app's quiet update after sign-in) never replaces a chosen zone",
      body: ZTimeZoneRequest,
      response: { 200: ZTimeZoneResponse, 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope },
    },
    handler: async (request) => deps.timeZones.setTimeZone(requireUser(request).id, request.body),
  });
}
