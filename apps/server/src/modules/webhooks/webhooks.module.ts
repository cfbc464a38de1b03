import type { Db } from '../../db/client.ts';
import type { AppModule, Clock, Logger } from '../../platform/module.ts';
import { createWebhooksSubscriber } from './webhook-events.ts';
import { systemLookup, type Lookup } from './webhook-http.ts';
import { webhooksRoutes } from './webhooks.routes.ts';
import {
  createWebhooksService,
  WEBHOOK_QUEUE,
  type WebhookResources,
  type WebhooksMail,
  type WebhooksService,
} from './webhooks.service.ts';

// Brands' signed webhooks (docs/product/webhooks.md, decision 050). Its tables: webhook_endpoints,
// webhook_deliveries. Events come from the outbox (a subscriber); deliveries go through the jobs queue.

export function createWebhooksModule(deps: {
  db: Db;
  clock: Clock;
  log: Logger;
  production: boolean;
  allowLoopback: boolean;
  publicUrl: string;
  mail: WebhooksMail;
  resources: WebhookResources;
  lookup?: Lookup;
}): AppModule<{ webhooks: WebhooksService }> {
  const webhooks = createWebhooksService({ ...deps, lookup: deps.lookup ?? systemLookup });
  return {
    name: 'webhooks',
    services: { webhooks },
    routes: [(app) => webhooksRoutes(app, { webhooks })],
    subscribers: [createWebhooksSubscriber(webhooks)],
    queues: [
      {
        queue: WEBHOOK_QUEUE,
        maxAttempts: 3,
        // One attempt takes at most the 10-second timeout plus DNS; a stopped process's claim passes on after this.
        leaseMs: 60_000,
        handle: (payload) => webhooks.attempt(String(payload.deliveryId), Number(payload.attempt)),
      },
    ],
  };
}
