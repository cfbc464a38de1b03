import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import { ZSearchQuery, ZSearchResponse } from '@briefly/shared/submissions';
import { requireUser } from '../../plugins/access.ts';
import type { SearchService } from './search.service.ts';

export async function searchRoutes(app: FastifyInstance, { search }: { search: SearchService }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/search', {
    config: { access: 'creator' },
    schema: {
      operationId: 'search',
      tags: ['search'],
      summary: 'Search the briefs you can see and your own submissions; blank text finds nothing',
      querystring: ZSearchQuery,
      response: { 200: ZSearchResponse, 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope },
    },
    handler: async (request) => search.search(requireUser(request).id, request.query.q, request.query.limit),
  });
}
