import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import {
  ZApiKeyIdParams,
  ZApiKeysResponse,
  ZCreateApiKeyRequest,
  ZCreatedApiKeyResponse,
  ZRevokeApiKeyResponse,
} from '@briefly/shared/api-keys';
import { requireUser } from '../../plugins/access.ts';
import type { ApiKeysService } from './api-keys.service.ts';

const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope };

/** Settings › API: a brand's keys. Only a signed-in brand manages them: no API key may (they are account routes). */
export async function apiKeysRoutes(app: FastifyInstance, { apiKeys }: { apiKeys: ApiKeysService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/brands/api-keys', {
    config: { access: 'brand' },
    schema: {
      operationId: 'listApiKeys',
      tags: ['api-keys'],
      summary: 'Your live API keys (their prefix, scopes and last use; never the secret), oldest first',
      response: { 200: ZApiKeysResponse, ...errors },
    },
    handler: async (request) => apiKeys.list(requireUser(request).id),
  });

  api.post('/api/brands/api-keys', {
    config: { access: 'brand' },
    schema: {
      operationId: 'createApiKey',
      tags: ['api-keys'],
      summary: 'Create an API key with a name and scopes: its secret is in this answer only (at most 20 keys)',
      body: ZCreateApiKeyRequest,
      response: { 201: ZCreatedApiKeyResponse, ...errors, 409: ZErrorEnvelope },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await apiKeys.create(requireUser(request).id, request.body)),
  });

  api.delete('/api/brands/api-keys/:id', {
    config: { access: 'brand' },
    schema: {
      operationId: 'revokeApiKey',
      tags: ['api-keys'],
      summary: 'Revoke one of your API keys: it stops working at once',
      params: ZApiKeyIdParams,
      response: { 200: ZRevokeApiKeyResponse, ...errors, 404: ZErrorEnvelope },
    },
    handler: async (request) => {
      await apiKeys.revoke(requireUser(request).id, request.params.id);
      return { id: request.params.id, revoked: true as const };
    },
  });
}
