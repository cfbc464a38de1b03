// The webhooks module's face: what the rest of the server may use of it (decision 037). Every other
// file in this folder is the module's own: ESLint refuses an import of it from outside.

export { createWebhooksModule } from './webhooks.module.ts';
export type { WebhookResources, WebhooksService } from './webhooks.service.ts';
export type { Lookup as WebhookLookup } from './webhook-http.ts';
