import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import {
  ZCreateWebhookRequest,
  ZDeleteWebhookResponse,
  ZUpdateWebhookRequest,
  ZWebhookDeliveriesResponse,
  ZWebhookDeliveryParams,
  ZWebhookDeliveryResponse,
  ZWebhookEndpointResponse,
  ZWebhookEndpointsResponse,
  ZWebhookEndpointWithSecretResponse,
  ZWebhookIdParams,
} from '@briefly/shared/webhooks';
import { requireUser } from '../../plugins/access.ts';
import { ZNoBody } from '../../plugins/input-guards.ts';
import type { WebhooksService } from './webhooks.service.ts';

// A brand's webhook endpoints (docs/product/webhooks.md#api): its own only (another brand's are 404).

const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope, 404: ZErrorEnvelope };
const tags = ['webhooks'];
const brand = { access: 'brand' } as const;
const BASE = '/api/brands/webhooks';

export async function webhooksRoutes(app: FastifyInstance, deps: { webhooks: WebhooksService }) {
  const { webhooks } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(BASE, {
    config: brand,
    schema: {
      operationId: 'listWebhookEndpoints',
      tags,
      summary: 'Your webhook endpoints, oldest first, with the events one can choose',
      response: { 200: ZWebhookEndpointsResponse, ...errors },
    },
    handler: async (request) => webhooks.list(requireUser(request).id),
  });

  api.post(BASE, {
    config: brand,
    schema: {
      operationId: 'createWebhookEndpoint',
      tags,
      summary: 'Add a webhook endpoint for some events; the answer carries its signing secret (at most 10)',
      body: ZCreateWebhookRequest,
      response: { 201: ZWebhookEndpointWithSecretResponse, ...errors, 409: ZErrorEnvelope },
    },
    handler: async (request, reply) =>
      reply.status(201).send(await webhooks.create(requireUser(request).id, request.body)),
  });

  api.patch(`${BASE}/:id`, {
    config: brand,
    schema: {
      operationId: 'updateWebhookEndpoint',
      tags,
      summary: 'Change an endpoint’s events, or switch it off or on again',
      params: ZWebhookIdParams,
      body: ZUpdateWebhookRequest,
      response: { 200: ZWebhookEndpointResponse, ...errors },
    },
    handler: async (request) => ({
      endpoint: await webhooks.update(requireUser(request).id, request.params.id, request.body),
    }),
  });

  api.delete(`${BASE}/:id`, {
    config: brand,
    schema: {
      operationId: 'deleteWebhookEndpoint',
      tags,
      summary: 'Delete a webhook endpoint and its delivery log',
      params: ZWebhookIdParams,
      response: { 200: ZDeleteWebhookResponse, ...errors },
    },
    handler: async (request) => {
      await webhooks.remove(requireUser(request).id, request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  });

  api.post(`${BASE}/:id/rotate-secret`, {
    config: brand,
    schema: {
      operationId: 'rotateWebhookSecret',
      tags,
      summary: 'A new signing secret now; the old one still signs beside it for 24 hours',
      params: ZWebhookIdParams,
      body: ZNoBody,
      response: { 200: ZWebhookEndpointWithSecretResponse, ...errors },
    },
    handler: async (request) => webhooks.rotateSecret(requireUser(request).id, request.params.id),
  });

  api.get(`${BASE}/:id/deliveries`, {
    config: brand,
    schema: {
      operationId: 'listWebhookDeliveries',
      tags,
      summary: 'An endpoint’s last 50 deliveries, newest first: status, attempts, answer code and first 1 kB',
      params: ZWebhookIdParams,
      response: { 200: ZWebhookDeliveriesResponse, ...errors },
    },
    handler: async (request) => ({
      deliveries: await webhooks.deliveries(requireUser(request).id, request.params.id),
    }),
  });

  api.post(`${BASE}/:id/deliveries/:deliveryId/replay`, {
    config: brand,
    schema: {
      operationId: 'replayWebhookDelivery',
      tags,
      summary: 'Send a delivered or failed delivery again now (same webhook-id and body, signed anew)',
      params: ZWebhookDeliveryParams,
      body: ZNoBody,
      response: { 202: ZWebhookDeliveryResponse, ...errors, 409: ZErrorEnvelope },
    },
    handler: async (request, reply) =>
      reply.status(202).send({
        delivery: await webhooks.replay(requireUser(request).id, request.params.id, request.params.deliveryId),
      }),
  });

  api.post(`${BASE}/:id/test`, {
    config: brand,
    schema: {
      operationId: 'sendWebhookTestEvent',
      tags,
      summary: 'Send a webhook.test event to the endpoint now (it appears in the delivery log)',
      params: ZWebhookIdParams,
      body: ZNoBody,
      response: { 202: ZWebhookDeliveryResponse, ...errors },
    },
    handler: async (request, reply) =>
      reply.status(202).send({ delivery: await webhooks.sendTest(requireUser(request).id, request.params.id) }),
  });
}
