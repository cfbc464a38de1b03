import { z } from 'zod';

// Signed webhooks for brands (docs/product/webhooks.md, decision 050): endpoints, their events and
// their delivery log. Deliveries follow the Standard Webhooks specification.

export const WEBHOOK_EVENTS = [
  'submission.created',
  'submission.updated',
  'submission.revision_requested',
  'brief.published',
  'brief.archived',
  'award.paid',
  'review.published',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Sent only by the Test event button. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'submission.created': 'A creator applied to one of your briefs',
  'submission.updated': 'A creator changed a pending application',
  'submission.revision_requested': 'You asked a creator for changes',
  'brief.published': 'A brief appeared in the marketplace',
  'brief.archived': 'A brief was archived',
  'award.paid': 'A creator’s award was paid out',
  'review.published': 'A review about you or by you became public',
};

export const WEBHOOK_ENDPOINTS_PER_BRAND = 10;
export const WEBHOOK_URL_MAX = 2000;
/** The answer kept in the delivery log: its first kilobyte. */
export const WEBHOOK_RESPONSE_KEPT_BYTES = 1024;

export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  limitReached: `You can have at most ${WEBHOOK_ENDPOINTS_PER_BRAND} webhook endpoints. Delete one to add another.`,
  invalidUrl: 'Enter a full web address starting with https://',
  httpsOnly: 'Webhook addresses must start with https://',
  privateAddress: 'Webhook addresses must be on the public internet, not a private, loopback or link-local address',
  credentialsInUrl: 'Webhook addresses cannot contain a user name or password',
  noEvents: 'Choose at least one event',
  nothingToChange: 'Send events or enabled to change',
  urlTooLong: `A webhook address can be at most ${WEBHOOK_URL_MAX} characters`,
} as const;

const ZEvent = z.enum(WEBHOOK_EVENTS, { message: `events must be among ${WEBHOOK_EVENTS.join(', ')}` });
const ZEvents = z
  .array(ZEvent)
  .min(1, WEBHOOK_MESSAGES.noEvents)
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => [...new Set(events)]);
const ZUrl = z.string().trim().min(1, WEBHOOK_MESSAGES.invalidUrl).max(WEBHOOK_URL_MAX, WEBHOOK_MESSAGES.urlTooLong);

/** POST /api/brands/webhooks. */
export const ZCreateWebhookRequest = z.strictObject({ url: ZUrl, events: ZEvents });
export type TCreateWebhookRequest = z.infer<typeof ZCreateWebhookRequest>;

/** PATCH /api/brands/webhooks/:id: its events, or switch it on or off (on again clears a disabling). */
export const ZUpdateWebhookRequest = z
  .strictObject({ events: ZEvents.optional(), enabled: z.boolean().optional() })
  .refine((body) => body.events !== undefined || body.enabled !== undefined, {
    message: WEBHOOK_MESSAGES.nothingToChange,
  });
export type TUpdateWebhookRequest = z.infer<typeof ZUpdateWebhookRequest>;

export const ZWebhookIdParams = z.strictObject({ id: z.uuid({ message: 'Invalid webhook endpoint ID' }) });
export const ZWebhookDeliveryParams = z.strictObject({
  id: z.uuid({ message: 'Invalid webhook endpoint ID' }),
  deliveryId: z.uuid({ message: 'Invalid webhook delivery ID' }),
});

export const ZWebhookEndpoint = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** Why it was switched off by the platform (failures), or null. */
  disabledReason: z.string().nullable(),
  /** Since when every delivery has failed (null while deliveries succeed). */
  failingSince: z.string().nullable(),
  /** The secret's first characters, to tell secrets apart (`whsec_abc…`). */
  secretHint: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;

export const ZWebhookEndpointResponse = z.object({ endpoint: ZWebhookEndpoint });
/** Create and rotate: the only answers that carry the whole signing secret. */
export const ZWebhookEndpointWithSecretResponse = z.object({ endpoint: ZWebhookEndpoint, secret: z.string() });
export type TWebhookEndpointWithSecretResponse = z.infer<typeof ZWebhookEndpointWithSecretResponse>;
export const ZWebhookEndpointsResponse = z.object({
  endpoints: z.array(ZWebhookEndpoint),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  limit: z.number(),
});
export type TWebhookEndpointsResponse = z.infer<typeof ZWebhookEndpointsResponse>;
export const ZDeleteWebhookResponse = z.object({ id: z.string(), deleted: z.literal(true) });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export const ZWebhookDelivery = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same for every attempt and replay of this delivery. */
  messageId: z.string(),
  eventType: z.string(),
  /** pending: waiting for its next attempt; failed: out of attempts (24 hours) or refused. */
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  responseCode: z.number().nullable(),
  /** The first kilobyte of the last answer. */
  responseBody: z.string().nullable(),
  /** Why the last attempt failed without an answer (timeout, refused address…), or null. */
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;
export const ZWebhookDeliveriesResponse = z.object({ deliveries: z.array(ZWebhookDelivery) });
export type TWebhookDeliveriesResponse = z.infer<typeof ZWebhookDeliveriesResponse>;
export const ZWebhookDeliveryResponse = z.object({ delivery: ZWebhookDelivery });
export type TWebhookDeliveryResponse = z.infer<typeof ZWebhookDeliveryResponse>;
