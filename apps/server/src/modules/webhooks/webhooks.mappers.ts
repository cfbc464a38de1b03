import {
  WEBHOOK_EVENTS,
  type TWebhookDelivery,
  type TWebhookEndpoint,
  type WebhookEvent,
} from '@briefly/shared/webhooks';
import type * as repo from './webhooks.repository.ts';

// The webhooks API's objects and the messages' bodies (docs/product/webhooks.md).

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toEndpoint(row: repo.EndpointRow): TWebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events.filter((event): event is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(event)),
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    failingSince: iso(row.failingSince),
    secretHint: `${row.secret.slice(0, 10)}…`,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDelivery(row: repo.DeliveryRow): TWebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    responseCode: row.responseCode,
    responseBody: row.responseBody,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: iso(row.nextAttemptAt),
  };
}

/** The `webhook-id` of a delivery: `msg_` and its id without dashes. */
export const messageIdOf = (deliveryId: string) => `msg_${deliveryId.replace(/-/g, '')}`;

/** The signed body: Standard Webhooks' `{ type, timestamp, data }`, data the object the API answers. */
export const envelope = (type: string, at: Date, data: unknown) =>
  JSON.stringify({ type, timestamp: at.toISOString(), data });
