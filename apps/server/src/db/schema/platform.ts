import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sessions, users } from './users.ts';

// The platform's own tables: durable domain events, the job queue that delivers them and runs
// scheduled work, realtime stream tickets and rate-limit counters shared by every server process.
// See docs/decisions/009-platform-events-and-jobs.md.

/** A domain event, written in the same transaction as the change it reports (transactional outbox). */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order events were written in (ids are random). */
    position: bigserial('position', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    /** What the event is about (a brief, a submission…): deliveries to one subscriber keep its order. */
    aggregateId: text('aggregate_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('domain_events_occurred_idx').on(t.occurredAt)],
);

/** A subscriber's receipt for an event, written with the subscriber's own effects: a redelivery is a no-op. */
export const eventReceipts = pgTable(
  'event_receipts',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    subscriber: text('subscriber').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'event_receipts_pk', columns: [t.eventId, t.subscriber] })],
);

export type JobStatus = 'queued' | 'active' | 'completed' | 'failed';

/**
 * Queued work and scheduled runs. Claimed with `FOR UPDATE SKIP LOCKED` under a lease
 * (`locked_until`), retried with backoff, `failed` once out of attempts (the dead letters an admin
 * sees). `singleton_key` makes a scheduled period's run, or any other one-off, exist once;
 * `ordering_key` keeps jobs of one key in id order (an aggregate's events for one subscriber).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    orderingKey: text('ordering_key'),
    singletonKey: text('singleton_key'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_singleton_unique').on(t.queue, t.singletonKey),
    index('jobs_ready_idx')
      .on(t.runAt, t.id)
      .where(sql`status = 'queued'`),
    index('jobs_active_idx')
      .on(t.lockedUntil)
      .where(sql`status = 'active'`),
    index('jobs_ordering_idx')
      .on(t.orderingKey, t.id)
      .where(sql`ordering_key is not null and status in ('queued', 'active')`),
    // The queues' summary (metrics, the admin's Jobs): the open jobs only, however many finished ones are kept.
    index('jobs_open_idx')
      .on(t.queue)
      .where(sql`status in ('queued', 'active', 'failed')`),
    index('jobs_finished_idx')
      .on(t.status, t.completedAt)
      .where(sql`status in ('completed', 'failed')`),
  ],
);

/** A short-lived, single-use ticket that opens one realtime stream (browsers' EventSource cannot send headers). */
export const realtimeTickets = pgTable(
  'realtime_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sign-in it was issued to: signing out makes its unused tickets worthless. */
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('realtime_tickets_expires_idx').on(t.expiresAt)],
);

/** Fixed-window counters for rate limits, shared by every server process. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);
