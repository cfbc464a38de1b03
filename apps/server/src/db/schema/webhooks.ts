import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Brands' signed webhooks (docs/product/webhooks.md, decision 050). Written by the webhooks module only.

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    /** `whsec_` + base64 of 32 random bytes: the HMAC key (the receiver needs it as is). */
    secret: text('secret').notNull(),
    /** The secret before the last rotation, still signed with until `previous_secret_until`. */
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    /** The first failed attempt since the last success; three days of failures disable the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_endpoints_brand_idx').on(t.brandId, t.createdAt)],
);

/** One message to one endpoint: attempted until delivered or 24 hours old; replays attempt it again. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The domain event delivered (null for a test event): with the endpoint, unique, so an event is delivered once. */
    eventId: uuid('event_id'),
    /** The `webhook-id` header (`msg_…`). */
    messageId: text('message_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The domain event's payload, from which the first attempt builds the body (null for a test event). */
    event: jsonb('event').$type<Record<string, unknown>>(),
    /** The exact body sent, so every attempt and replay signs and sends the same bytes; null until the first attempt. */
    body: text('body'),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    responseBody: text('response_body'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Retries stop after this (24 hours after the event, or after a replay). */
    retryUntil: timestamp('retry_until', { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_idx')
      .on(t.endpointId, t.eventId)
      .where(sql`event_id is not null`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);
