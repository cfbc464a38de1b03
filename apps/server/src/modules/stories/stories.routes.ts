import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import {
  ZAdminCreateStoryRequest,
  ZAdminStoriesQuery,
  ZAdminStoriesResponse,
  ZAdminStoryResponse,
  ZAdminUpdateStoryRequest,
  ZBriefIdParams,
  ZConsentDecisionRequest,
  ZConsentRequestsResponse,
  ZConsentResponse,
  ZStoriesQuery,
  ZStoriesResponse,
  ZStoryCandidatesResponse,
  ZStoryFromBriefRequest,
  ZStoryIdParams,
  ZStoryResponse,
} from '@briefly/shared/stories';
import { requireUser } from '../../plugins/access.ts';
import type { AdminActor, StoriesService } from './stories.service.ts';

// The success stories API (docs/product/community.md#success-stories-api). Published stories are
// public; the brand and creator a story names decide on it; admins write.

const tags = ['success-stories'];
const readErrors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };
const writeErrors = { ...readErrors, 409: ZErrorEnvelope };
const admin = { access: 'admin' } as const;
const actor = (request: FastifyRequest): AdminActor => ({ id: requireUser(request).id, ip: request.ip });

export async function storiesRoutes(app: FastifyInstance, { stories }: { stories: StoriesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/success-stories', {
    config: { access: 'public' },
    schema: {
      operationId: 'listSuccessStories',
      tags,
      summary:
        'Published stories: filter (all, featured, creative, technical, business) and sort (newest, budget, popularity); figures from the database',
      querystring: ZStoriesQuery,
      response: { 200: ZStoriesResponse, ...readErrors },
    },
    handler: async (request) => stories.list(request.query),
  });

  api.get('/api/success-stories/consent-requests', {
    config: { access: ['brand', 'creator'] },
    schema: {
      operationId: 'listStoryConsentRequests',
      tags,
      summary: 'Stories that name you, with your decision (pending ones wait for it)',
      response: { 200: ZConsentRequestsResponse, ...readErrors },
    },
    handler: async (request) => stories.consentRequests(requireUser(request)),
  });

  api.get('/api/success-stories/:id', {
    config: { access: 'public' },
    schema: {
      operationId: 'getSuccessStory',
      tags,
      summary: 'One published story (a view is counted); unpublished ones only for admins and the people it names',
      params: ZStoryIdParams,
      response: { 200: ZStoryResponse, ...readErrors },
    },
    handler: async (request) => ({ story: await stories.get(request.user, request.params.id) }),
  });

  api.post('/api/success-stories/:id/consent', {
    config: { access: ['brand', 'creator'] },
    schema: {
      operationId: 'decideStoryConsent',
      tags,
      summary: 'Agree to (granted) or decline a story that names you; published once everyone named agreed',
      params: ZStoryIdParams,
      body: ZConsentDecisionRequest,
      response: { 200: ZConsentResponse, ...writeErrors },
    },
    handler: async (request) => stories.decide(requireUser(request), request.params.id, request.body),
  });

  // ---------------------------------------------------------------- admin

  api.get('/api/admin/success-stories', {
    config: admin,
    schema: {
      operationId: 'adminListSuccessStories',
      tags,
      summary: 'Every story, newest first, with its consents and status',
      querystring: ZAdminStoriesQuery,
      response: { 200: ZAdminStoriesResponse, ...readErrors },
    },
    handler: async (request) => stories.adminList(request.query),
  });

  api.get('/api/admin/success-stories/candidate-briefs', {
    config: admin,
    schema: {
      operationId: 'adminListStoryCandidateBriefs',
      tags,
      summary: 'Briefs a story can start from (a winner was picked), with their ledger figures',
      response: { 200: ZStoryCandidatesResponse, ...readErrors },
    },
    handler: async () => stories.candidates(),
  });

  api.get('/api/admin/success-stories/:id', {
    config: admin,
    schema: {
      operationId: 'adminGetSuccessStory',
      tags,
      summary: 'One story',
      params: ZStoryIdParams,
      response: { 200: ZAdminStoryResponse, ...readErrors },
    },
    handler: async (request) => ({ story: await stories.adminGet(request.params.id) }),
  });

  api.post('/api/admin/success-stories', {
    config: admin,
    schema: {
      operationId: 'adminCreateSuccessStory',
      tags,
      summary:
        'Write a story; one naming a brand or creator waits for their consent, one naming nobody may be published at once',
      body: ZAdminCreateStoryRequest,
      response: { 201: ZAdminStoryResponse, ...writeErrors },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ story: await stories.create(actor(request), request.body) }),
  });

  api.post('/api/admin/success-stories/from-brief/:briefId', {
    config: admin,
    schema: {
      operationId: 'adminCreateStoryFromBrief',
      tags,
      summary:
        'Start a story from a brief with a winner: its brand, the winner (creatorId when several), budget and earnings from the ledger (verified); both are asked to agree',
      params: ZBriefIdParams,
      body: ZStoryFromBriefRequest,
      response: { 201: ZAdminStoryResponse, ...writeErrors },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ story: await stories.fromBrief(actor(request), request.params.briefId, request.body) }),
  });

  api.put('/api/admin/success-stories/:id', {
    config: admin,
    schema: {
      operationId: 'adminReplaceSuccessStory',
      tags,
      summary: 'Replace a story; its people and verified figures stay; changing what people agreed to asks them again',
      params: ZStoryIdParams,
      body: ZAdminUpdateStoryRequest,
      response: { 200: ZAdminStoryResponse, ...writeErrors },
    },
    handler: async (request) => ({ story: await stories.update(actor(request), request.params.id, request.body) }),
  });

  api.delete('/api/admin/success-stories/:id', {
    config: admin,
    schema: {
      operationId: 'adminDeleteSuccessStory',
      tags,
      summary: 'Delete a story',
      params: ZStoryIdParams,
      response: { 200: z.object({ deleted: z.literal(true) }), ...writeErrors },
    },
    handler: async (request) => {
      await stories.remove(actor(request), request.params.id);
      return { deleted: true as const };
    },
  });
}
