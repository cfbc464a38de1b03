import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BRIEF_MESSAGES,
  ZBrandAnalytics,
  ZBrandBriefResponse,
  ZBrandBriefsResponse,
  ZBriefResponse,
  ZCreateBriefRequest,
  ZCreateBriefResponse,
  ZDeleteBriefResponse,
  ZPublicBrandBriefsResponse,
  ZPublicBriefsQuery,
  ZPublicBriefsResponse,
  ZUpdateBriefRequest,
} from '@briefly/shared/briefs';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import { API_KEY_MESSAGES } from '@briefly/shared/api-keys';
import { ZCheckoutSessionResponse, ZFundConfirmRequest } from '@briefly/shared/payments';
import { ZBriefInvitationsResponse, ZInviteCreatorsRequest } from '@briefly/shared/submissions';
import { AppError } from '../../lib/errors.ts';
import { sendJsonText } from '../../lib/json-text.ts';
import { requireUser } from '../../plugins/access.ts';
import type { BriefsService } from './briefs.service.ts';

const ZBriefParams = z.object({ id: z.uuid({ message: 'Invalid brief ID' }) });
const ZBrandParams = z.object({ brandId: z.uuid({ message: 'Invalid brand ID' }) });
const ZInvitationParams = ZBriefParams.extend({ creatorId: z.uuid({ message: 'Invalid creator ID' }) });

const readErrors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };
const writeErrors = { ...readErrors, 409: ZErrorEnvelope };
const moneyErrors = {
  ...writeErrors,
  402: ZErrorEnvelope,
  422: ZErrorEnvelope,
  502: ZErrorEnvelope,
  503: ZErrorEnvelope,
};

const viewer = (request: FastifyRequest) => (request.user ? { id: request.user.id, type: request.user.type } : null);

export async function briefsRoutes(app: FastifyInstance, { briefs }: { briefs: BriefsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post('/api/briefs', {
    config: { access: 'brand', unauthenticatedMessage: BRIEF_MESSAGES.loginRequired },
    schema: {
      operationId: 'createBrief',
      tags: ['briefs'],
      summary: 'Create a brief: funded and published with a succeeded paymentIntentId, else an unfunded draft',
      body: ZCreateBriefRequest,
      response: { 201: ZCreateBriefResponse, ...moneyErrors },
    },
    handler: async (request, reply) => {
      // A brand API key never moves money (docs/product/api.md#using-a-key): its briefs are drafts.
      if (request.apiKeyId && request.body.paymentIntentId)
        throw new AppError(403, 'API_KEY_NOT_ALLOWED', API_KEY_MESSAGES.noFunding);
      return reply.status(201).send(await briefs.createBrief(requireUser(request), request.body));
    },
  });

  api.put('/api/briefs/:id', {
    config: { access: 'brand' },
    schema: {
      operationId: 'updateBrief',
      tags: ['briefs'],
      summary: 'Edit a brief, or change only its status',
      params: ZBriefParams,
      body: ZUpdateBriefRequest,
      response: { 200: ZBrandBriefResponse, ...writeErrors },
    },
    handler: async (request) => briefs.updateBrief(requireUser(request), request.params.id, request.body),
  });

  api.delete('/api/briefs/:id', {
    config: { access: 'brand' },
    schema: {
      operationId: 'deleteBrief',
      tags: ['briefs'],
      summary: 'Delete a brief that holds no money',
      params: ZBriefParams,
      response: { 200: ZDeleteBriefResponse, ...writeErrors },
    },
    handler: async (request) => {
      await briefs.deleteBrief(requireUser(request), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  });

  api.get('/api/brands/briefs', {
    config: { access: 'brand' },
    schema: {
      operationId: 'listBrandBriefs',
      tags: ['briefs'],
      summary: "The brand's own briefs with tiers and funding",
      response: { 200: ZBrandBriefsResponse, ...readErrors },
    },
    // The JSON is PostgreSQL's, sent as it is (decision 018); brand-briefs-json.test.ts holds it to the schema.
    handler: async (request, reply) => sendJsonText(reply, await briefs.listBrandBriefsJson(requireUser(request))),
  });

  api.post('/api/briefs/:id/fund/checkout', {
    config: { access: 'brand' },
    schema: {
      operationId: 'startBriefFundingCheckout',
      tags: ['payments'],
      summary: 'Start hosted checkout to fund an unfunded brief',
      params: ZBriefParams,
      response: { 200: ZCheckoutSessionResponse, ...moneyErrors },
    },
    handler: async (request) => briefs.startCheckoutFunding(requireUser(request), request.params.id),
  });

  api.post('/api/briefs/:id/fund/confirm', {
    config: { access: 'brand' },
    schema: {
      operationId: 'confirmBriefFunding',
      tags: ['payments'],
      summary: 'Confirm funding after hosted checkout (sessionId) or a card payment for this brief (paymentIntentId)',
      params: ZBriefParams,
      body: ZFundConfirmRequest,
      response: { 200: ZBrandBriefResponse, ...moneyErrors },
    },
    handler: async (request) => briefs.confirmFunding(requireUser(request), request.params.id, request.body),
  });

  api.post('/api/briefs/:id/fund/wallet', {
    config: { access: 'brand', idempotent: true },
    schema: {
      operationId: 'fundBriefFromWallet',
      tags: ['payments'],
      summary: "Fund a brief from the brand's wallet",
      params: ZBriefParams,
      response: { 200: ZBrandBriefResponse, ...moneyErrors },
    },
    handler: async (request) => briefs.fundFromWallet(requireUser(request), request.params.id),
  });

  api.get('/api/rewards/analytics/brand', {
    config: { access: 'brand' },
    schema: {
      operationId: 'getBrandAnalytics',
      tags: ['briefs'],
      summary: "The brand's analytics",
      response: { 200: ZBrandAnalytics, ...readErrors },
    },
    handler: async (request) => briefs.analytics(requireUser(request)),
  });

  // ---------------------------------------------------------------- invitations (private briefs)

  api.post('/api/briefs/:id/invitations', {
    config: { access: 'brand' },
    schema: {
      operationId: 'inviteCreatorsToBrief',
      tags: ['briefs'],
      summary: 'Invite active creators to one of your briefs (idempotent); answers all its invitations',
      params: ZBriefParams,
      body: ZInviteCreatorsRequest,
      response: { 200: ZBriefInvitationsResponse, ...readErrors },
    },
    handler: async (request) => briefs.inviteCreators(requireUser(request), request.params.id, request.body.creatorIds),
  });

  api.get('/api/briefs/:id/invitations', {
    config: { access: 'brand' },
    schema: {
      operationId: 'listBriefInvitations',
      tags: ['briefs'],
      summary: 'The creators invited to one of your briefs',
      params: ZBriefParams,
      response: { 200: ZBriefInvitationsResponse, ...readErrors },
    },
    handler: async (request) => briefs.listInvitations(requireUser(request), request.params.id),
  });

  api.delete('/api/briefs/:id/invitations/:creatorId', {
    config: { access: 'brand' },
    schema: {
      operationId: 'withdrawBriefInvitation',
      tags: ['briefs'],
      summary: 'Withdraw an invitation (idempotent); an application already made stays',
      params: ZInvitationParams,
      response: { 200: ZBriefInvitationsResponse, ...readErrors },
    },
    handler: async (request) =>
      briefs.removeInvitation(requireUser(request), request.params.id, request.params.creatorId),
  });

  // ---------------------------------------------------------------- public

  api.get('/api/briefs/public', {
    config: { access: 'public', publicRead: true },
    schema: {
      operationId: 'listMarketplaceBriefs',
      tags: ['marketplace'],
      summary: 'The marketplace: published public briefs, searched, filtered, sorted, paged',
      querystring: ZPublicBriefsQuery,
      response: { 200: ZPublicBriefsResponse, 400: ZErrorEnvelope },
    },
    handler: async (request) => briefs.marketplace(request.query),
  });

  api.get('/api/briefs/:id/public', {
    config: { access: 'public', publicRead: true },
    schema: {
      operationId: 'getPublicBrief',
      tags: ['marketplace'],
      summary: 'One brief, if the caller may see it',
      params: ZBriefParams,
      response: { 200: ZBriefResponse, 400: ZErrorEnvelope, 404: ZErrorEnvelope },
    },
    handler: async (request) => briefs.getBrief(viewer(request), request.params.id),
  });

  api.get('/api/public/brands/:brandId/briefs', {
    config: { access: 'public', publicRead: true },
    schema: {
      operationId: 'listPublicBrandBriefs',
      tags: ['marketplace'],
      summary: 'A brand and its active briefs',
      params: ZBrandParams,
      response: { 200: ZPublicBrandBriefsResponse, 400: ZErrorEnvelope, 404: ZErrorEnvelope },
    },
    handler: async (request) => briefs.brandPage(request.params.brandId),
  });
}
