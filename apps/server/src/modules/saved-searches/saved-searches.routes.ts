import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import {
  ZCreateSavedSearchRequest,
  ZDeleteSavedSearchResponse,
  ZSavedSearchesResponse,
  ZSavedSearchIdParams,
  ZSavedSearchResponse,
  ZSavedSearchUnsubscribeQuery,
  ZUpdateSavedSearchRequest,
} from '@briefly/shared/saved-searches';
import { requireUser } from '../../plugins/access.ts';
import { mediaResponse } from '../../lib/openapi-bodies.ts';
import { renderSearchUnsubscribePage } from './saved-search-mail.ts';
import type { SavedSearchesService } from './saved-searches.service.ts';

const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };

/** The unsubscribe pages: a page of their own, also when the link is not valid. */
const htmlPages = {
  200: mediaResponse('The page (text/html)', ['text/html']),
  400: {
    description: 'The page saying the link is not valid (text/html), or a query without a token (the envelope)',
    content: { 'text/html': { schema: z.string() }, 'application/json': { schema: ZErrorEnvelope } },
  },
};

export async function savedSearchesRoutes(
  app: FastifyInstance,
  deps: {
    savedSearches: SavedSearchesService;
    unsubscribe: (token: unknown) => Promise<string[] | null>;
    verify: (token: unknown) => boolean;
    publicUrl: string;
  },
) {
  const { savedSearches, publicUrl } = deps;
  // RFC 8058 one-click unsubscribe posts a form (`List-Unsubscribe=One-Click`); its content is not needed.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, undefined),
  );
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/creators/saved-searches', {
    config: { access: 'creator' },
    schema: {
      operationId: 'listSavedSearches',
      tags: ['saved-searches'],
      summary: 'Your saved marketplace searches with their alerts, oldest first',
      response: { 200: ZSavedSearchesResponse, ...errors },
    },
    handler: async (request) => savedSearches.list(requireUser(request).id),
  });

  api.post('/api/creators/saved-searches', {
    config: { access: 'creator' },
    schema: {
      operationId: 'createSavedSearch',
      tags: ['saved-searches'],
      summary: 'Save a marketplace search (its filters and words) with an alert: instant, daily or off (at most 20)',
      body: ZCreateSavedSearchRequest,
      response: { 201: ZSavedSearchResponse, ...errors, 409: ZErrorEnvelope },
    },
    handler: async (request, reply) => {
      const savedSearch = await savedSearches.create(requireUser(request).id, request.body);
      return reply.status(201).send({ savedSearch });
    },
  });

  const page = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html);

  // The digest's links (before `/:id`): a confirmation page, then the form's POST or the mail client's one-click POST.
  api.get('/api/creators/saved-searches/unsubscribe', {
    config: { access: 'public' },
    schema: {
      operationId: 'getSavedSearchUnsubscribePage',
      tags: ['saved-searches'],
      summary: 'The page behind a digest’s “stop emails for this search” link: asks to confirm (text/html)',
      querystring: ZSavedSearchUnsubscribeQuery,
      response: htmlPages,
    },
    handler: async (request, reply) => {
      if (!deps.verify(request.query.token))
        return page(reply, 400, renderSearchUnsubscribePage({ state: 'invalid', publicUrl }));
      const actionUrl = `/api/creators/saved-searches/unsubscribe?token=${encodeURIComponent(String(request.query.token))}`;
      return page(reply, 200, renderSearchUnsubscribePage({ state: 'confirm', actionUrl, publicUrl }));
    },
  });

  api.post('/api/creators/saved-searches/unsubscribe', {
    config: { access: 'public' },
    schema: {
      operationId: 'unsubscribeFromSavedSearchAlerts',
      tags: ['saved-searches'],
      summary:
        'Switch the link’s saved searches’ alerts off: the confirmation form, and RFC 8058 one-click (text/html)',
      querystring: ZSavedSearchUnsubscribeQuery,
      response: htmlPages,
    },
    handler: async (request, reply) => {
      const names = await deps.unsubscribe(request.query.token);
      if (!names) return page(reply, 400, renderSearchUnsubscribePage({ state: 'invalid', publicUrl }));
      return page(reply, 200, renderSearchUnsubscribePage({ state: 'done', names, publicUrl }));
    },
  });

  api.put('/api/creators/saved-searches/:id', {
    config: { access: 'creator' },
    schema: {
      operationId: 'updateSavedSearch',
      tags: ['saved-searches'],
      summary: 'Rename one of your saved searches, change its filters or its alert',
      params: ZSavedSearchIdParams,
      body: ZUpdateSavedSearchRequest,
      response: { 200: ZSavedSearchResponse, ...errors },
    },
    handler: async (request) => ({
      savedSearch: await savedSearches.update(requireUser(request).id, request.params.id, request.body),
    }),
  });

  api.delete('/api/creators/saved-searches/:id', {
    config: { access: 'creator' },
    schema: {
      operationId: 'deleteSavedSearch',
      tags: ['saved-searches'],
      summary: 'Delete one of your saved searches',
      params: ZSavedSearchIdParams,
      response: { 200: ZDeleteSavedSearchResponse, ...errors },
    },
    handler: async (request) => {
      await savedSearches.remove(requireUser(request).id, request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  });
}
