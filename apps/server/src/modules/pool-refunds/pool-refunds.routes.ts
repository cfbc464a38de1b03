import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import { ZRefundPreview } from '@briefly/shared/reward-preview';
import { ZRefundResponse } from '@briefly/shared/rewards';
import { requireUser } from '../../plugins/access.ts';
import type { PoolRefundsService } from './pool-refunds.service.ts';

const ZBriefParams = z.object({ id: z.uuid({ message: 'Invalid brief ID' }) });
/** Calls that take no body may not carry fields. */
const ZNoBody = z.strictObject({}).nullish();

const readErrors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };
const moneyErrors = {
  ...readErrors,
  409: ZErrorEnvelope,
  422: ZErrorEnvelope,
  502: ZErrorEnvelope,
  503: ZErrorEnvelope,
};

export interface PoolRefundsRoutesOptions {
  poolRefunds: PoolRefundsService;
}

export async function poolRefundsRoutes(app: FastifyInstance, { poolRefunds }: PoolRefundsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/briefs/:id/refund', {
    config: { access: 'brand', idempotent: true },
    schema: {
      operationId: 'refundBriefPool',
      tags: ['rewards'],
      summary:
        'Refund what is left of an archived brief’s pool once its winners are paid (to the card, or the wallet it came from)',
      params: ZBriefParams,
      body: ZNoBody,
      response: { 200: ZRefundResponse, ...moneyErrors },
    },
    handler: async (request) => poolRefunds.refundPool(requireUser(request), request.params.id),
  });

  api.get('/api/briefs/:id/refund/preview', {
    config: { access: 'brand' },
    schema: {
      operationId: 'previewBriefPoolRefund',
      tags: ['rewards'],
      summary:
        'What refunding the pool would do now, from the same plan the refund follows: the amount, where it goes (card or wallet) and the pool left; nothing is written',
      params: ZBriefParams,
      response: {
        200: ZRefundPreview,
        ...readErrors,
        409: ZErrorEnvelope,
        422: ZErrorEnvelope,
        502: ZErrorEnvelope,
        503: ZErrorEnvelope,
      },
    },
    handler: async (request) => poolRefunds.previewRefund(requireUser(request), request.params.id),
  });
}
