import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import {
  ZBriefMoneyResponse,
  ZCreatorPayoutsResponse,
  ZRewardManagementResponse,
  ZStripePayoutsResponse,
  ZWallet,
} from '@briefly/shared/rewards';
import { requireUser } from '../../plugins/access.ts';
import { notFound } from '../../lib/errors.ts';
import { creatorInView, ZUserParams } from '../payouts/index.ts';
import type { MoneyViewsService } from './money-views.service.ts';

const ZBriefParams = z.object({ id: z.uuid({ message: 'Invalid brief ID' }) });

const readErrors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };

export interface MoneyViewsRoutesOptions {
  moneyViews: MoneyViewsService;
}

/** Read-only money pages: reward management, a brief's money, a creator's wallet and payouts. */
export async function moneyViewsRoutes(app: FastifyInstance, { moneyViews }: MoneyViewsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // ---------------------------------------------------------------- brands

  api.get('/api/brands/reward-management', {
    config: { access: 'brand' },
    schema: {
      operationId: 'listRewardManagement',
      tags: ['rewards'],
      summary: 'Your funded briefs with their tiers, assignments and submissions',
      response: { 200: ZRewardManagementResponse, ...readErrors },
    },
    handler: async (request) => moneyViews.rewardManagement(requireUser(request)),
  });

  api.get('/api/briefs/:id/money', {
    config: { access: ['brand', 'admin'] },
    schema: {
      operationId: 'getBriefMoney',
      tags: ['rewards'],
      summary: "A brief's money from the ledger: funded, assigned, paid, fees, held, refunded, remaining",
      params: ZBriefParams,
      response: { 200: ZBriefMoneyResponse, ...readErrors },
    },
    handler: async (request) => ({ data: await moneyViews.briefMoney(requireUser(request), request.params.id) }),
  });

  // ---------------------------------------------------------------- creators' money

  api.get('/api/creators/wallet/:userId', {
    config: { access: ['creator', 'admin'] },
    schema: {
      operationId: 'getWallet',
      tags: ['payouts'],
      summary: 'A wallet from the ledger (yours, or any for an admin)',
      params: ZUserParams,
      response: { 200: ZWallet, ...readErrors },
    },
    handler: async (request) =>
      moneyViews.wallet(creatorInView(requireUser(request), request.params.userId, () => notFound('Wallet'))),
  });

  api.get('/api/stripe/payouts/:userId', {
    config: { access: ['creator', 'admin'] },
    schema: {
      operationId: 'listCreatorPayoutsByUser',
      tags: ['payouts'],
      summary: "A creator's rewards and their payout state (yours, or any for an admin)",
      params: ZUserParams,
      response: { 200: ZStripePayoutsResponse, ...readErrors },
    },
    handler: async (request) => ({
      payouts: await moneyViews.creatorPayouts(
        creatorInView(requireUser(request), request.params.userId, () => notFound('Payouts')),
      ),
    }),
  });

  api.get('/api/creators/payouts', {
    config: { access: 'creator' },
    schema: {
      operationId: 'listCreatorPayouts',
      tags: ['payouts'],
      summary: 'Your rewards and their payout state',
      response: { 200: ZCreatorPayoutsResponse, ...readErrors },
    },
    handler: async (request) => ({ data: await moneyViews.creatorPayouts(requireUser(request).id) }),
  });
}
