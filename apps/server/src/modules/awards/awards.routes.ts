import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import {
  REWARD_MESSAGES,
  ZAssignRewardRequest,
  ZAssignRewardResponse,
  ZDistributeRequest,
  ZDistributeResponse,
  ZProcessPayoutsResponse,
  ZRemoveAssignmentResponse,
} from '@briefly/shared/rewards';
import { ZDistributePreview, ZProcessPayoutsPreview } from '@briefly/shared/reward-preview';
import { requireUser } from '../../plugins/access.ts';
import type { AwardsService } from './awards.service.ts';

const ZBriefParams = z.object({ id: z.uuid({ message: 'Invalid brief ID' }) });
const ZAssignmentParams = z.object({ id: z.uuid({ message: 'Invalid assignment ID' }) });
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

export interface AwardsRoutesOptions {
  awards: AwardsService;
}

/** Brands picking winners: distribute, assign, remove, process payouts. */
export async function awardsRoutes(app: FastifyInstance, { awards }: AwardsRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/rewards/distribute-with-stripe', {
    config: { access: 'brand', idempotent: true },
    schema: {
      operationId: 'distributeBriefRewards',
      tags: ['rewards'],
      summary:
        "Assign and pay winners of your funded brief: cash is transferred (or held until the creator's account is active), credit goes to the wallet, a prize is recorded",
      body: ZDistributeRequest,
      response: { 200: ZDistributeResponse, ...moneyErrors },
    },
    handler: async (request) => awards.distribute(requireUser(request), request.body),
  });

  api.post('/api/rewards/distribute-with-stripe/preview', {
    config: { access: 'brand' },
    schema: {
      operationId: 'previewBriefRewardDistribution',
      tags: ['rewards'],
      summary:
        'What distributing these winners would do now, from the same plan the distribution follows: each payee, fee, net, where the money goes (connected account, held and why, credit) and the pool left; nothing is written',
      body: ZDistributeRequest,
      response: { 200: ZDistributePreview, ...readErrors, 409: ZErrorEnvelope, 422: ZErrorEnvelope },
    },
    handler: async (request) => awards.previewDistribution(requireUser(request), request.body),
  });

  api.post('/api/briefs/:id/assign-reward', {
    config: { access: 'brand', idempotent: true },
    schema: {
      operationId: 'assignReward',
      tags: ['rewards'],
      summary:
        "Assign a tier of your brief to a submission: the tier's money moves to the creator's wallet; process payouts transfers it",
      params: ZBriefParams,
      body: ZAssignRewardRequest,
      response: { 201: ZAssignRewardResponse, ...moneyErrors },
    },
    handler: async (request, reply) =>
      reply.status(201).send({
        message: REWARD_MESSAGES.assigned,
        assignment: await awards.assignReward(requireUser(request), request.params.id, request.body),
      }),
  });

  api.delete('/api/reward-assignments/:id', {
    config: { access: 'brand' },
    schema: {
      operationId: 'removeRewardAssignment',
      tags: ['rewards'],
      summary: 'Remove an unpaid assignment (its award is taken back by a new ledger transaction)',
      params: ZAssignmentParams,
      response: { 200: ZRemoveAssignmentResponse, ...moneyErrors },
    },
    handler: async (request) => {
      await awards.removeAssignment(requireUser(request), request.params.id);
      return { message: REWARD_MESSAGES.assignmentRemoved };
    },
  });

  api.post('/api/briefs/:id/process-payouts', {
    config: { access: 'brand', idempotent: true },
    schema: {
      operationId: 'processBriefPayouts',
      tags: ['rewards'],
      summary: 'Transfer every unpaid cash award of your brief (paid, or held) and settle credit',
      params: ZBriefParams,
      body: ZNoBody,
      response: { 200: ZProcessPayoutsResponse, ...moneyErrors },
    },
    handler: async (request) => awards.processPayouts(requireUser(request), request.params.id),
  });

  api.get('/api/briefs/:id/process-payouts/preview', {
    config: { access: 'brand' },
    schema: {
      operationId: 'previewBriefPayouts',
      tags: ['rewards'],
      summary:
        'What Process Payouts would do now, from the same plan it follows: each unsettled award, its net, where it goes (connected account, held and why, credit) and the pool; nothing is written',
      params: ZBriefParams,
      response: { 200: ZProcessPayoutsPreview, ...readErrors },
    },
    handler: async (request) => awards.previewPayouts(requireUser(request), request.params.id),
  });
}
