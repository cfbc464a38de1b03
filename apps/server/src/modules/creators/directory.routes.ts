import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCreatorDirectoryQuery,
  ZCreatorDirectoryResponse,
  ZPublicCreatorsQuery,
  ZPublicCreatorsResponse,
} from '@briefly/shared/creator-directory';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import { sendJsonText } from '../../lib/json-text.ts';
import type { DirectoryService } from './directory.service.ts';

// The creator directory (docs/product/creator-directory.md#api).

export async function directoryRoutes(app: FastifyInstance, { directory }: { directory: DirectoryService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/brands/creators/directory', {
    config: { access: ['brand', 'admin'] },
    schema: {
      operationId: 'listCreatorDirectory',
      tags: ['creators'],
      summary:
        'Search listed creators by words (typos forgiven), categories, platforms, location, rating and wins; ranked, keyset-paged',
      querystring: ZCreatorDirectoryQuery,
      response: {
        200: ZCreatorDirectoryResponse,
        400: ZErrorEnvelope,
        401: ZErrorEnvelope,
        403: ZErrorEnvelope,
      },
    },
    // Written with JSON.stringify, past the schema's run-time encode: the mapping's type is the schema's, and
    // directory.routes.test.ts parses every answer with it (decision 051, docs/performance.md#the-creator-directory).
    handler: async (request, reply) => sendJsonText(reply, JSON.stringify(await directory.search(request.query))),
  });

  api.get('/api/creators', {
    config: { access: 'public' },
    schema: {
      operationId: 'listPublicCreators',
      tags: ['creators'],
      summary: 'The public creators index: listed creators by verified wins then rating, by category, paged',
      querystring: ZPublicCreatorsQuery,
      response: { 200: ZPublicCreatorsResponse, 400: ZErrorEnvelope },
    },
    handler: async (request) => directory.publicIndex(request.query),
  });
}
