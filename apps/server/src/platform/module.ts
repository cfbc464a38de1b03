import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Db } from '../db/client.ts';
import type { DomainEvent, DomainEventType } from './outbox/domain-events.ts';

// The shape every server module has: `<area>.module.ts` builds its services from what it is given
// and returns what it contributes. `composition.ts` lists the modules; `app.ts` registers their
// routes; the job runner and the outbox dispatcher run their jobs and subscribers.

/** The time, injected wherever it matters (deadlines, jobs, seeds), so tests can set it. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** A clock that can be set (the demo seed makes each item "as of" its day); unset, it follows the system time. */
export type MovableClock = Clock & { set(at: Date | null): void };
export function createMovableClock(): MovableClock {
  let fixed: Date | null = null;
  return Object.assign(() => fixed ?? new Date(), { set: (at: Date | null) => void (fixed = at) });
}

/** A job that runs once per period however many server processes run (`JOBS_ENABLED`). */
export interface ScheduledJob {
  name: string;
  intervalMs: number;
  run(): Promise<unknown>;
}

/** Queued work of one kind: retried with backoff, dead-lettered after its last attempt. */
export interface QueueHandler<P extends Record<string, unknown> = Record<string, unknown>> {
  queue: string;
  maxAttempts?: number;
  /** How long one attempt may hold its claim before another process may take it over. */
  leaseMs?: number;
  handle(payload: P, job: { id: number; attempt: number }): Promise<void>;
}

/** Context a subscriber's handler gets: its database writes commit together with its receipt. */
export interface SubscriberContext {
  tx: Db;
  eventId: string;
  occurredAt: Date;
}

/**
 * Receives domain events at least once; its writes through `ctx.tx` happen exactly once (the
 * receipt `(event id, name)` is written in the same transaction). `name` is stored: never rename.
 */
export interface EventSubscriber<K extends DomainEventType = DomainEventType> {
  name: string;
  events: readonly K[];
  handle(event: Extract<DomainEvent, { type: K }>, ctx: SubscriberContext): Promise<void>;
}

/**
 * A module's handling of one verified payment-provider event type (the payments module's webhook
 * dispatches to it): `prepare` reads what it needs (it may ask the provider) before the
 * transaction; `apply` runs inside the transaction that stores the event id (publish domain events
 * there); `afterCommit` runs once the event was stored for the first time.
 */
export interface PaymentWebhookHandler {
  prepare(
    object: Record<string, unknown>,
  ): Promise<{ apply(tx: Db): Promise<void>; afterCommit(): Promise<void> } | null>;
}

/** One thing waiting for an admin (docs/product/admin.md#what-needs-attention). */
export interface AttentionItem {
  /** The object's own id (a withdrawal, a report, a job…). */
  id: string;
  /** One line naming it for a person: who, what, how much. */
  title: string;
  /** Since when it has been waiting. */
  since: Date;
  /** The web route where an admin resolves it, e.g. `/admin/dashboard?tab=withdrawals`. */
  link: string;
  /** A short extra line (an error, a status), or null. */
  detail: string | null;
}

/**
 * A kind of thing that needs an admin, contributed by a module (`AppModule.attentionSources`) the
 * way webhook handlers are; `GET /api/admin/attention` asks every source. `collect` answers the full
 * count, the oldest item's time, and at most `limit` items oldest first, in a fixed small number
 * of queries. `kind` is stable (`<area>.<what>`, e.g. `forums.reported_posts`) and unique.
 */
export interface AttentionSource {
  kind: string;
  label: string;
  collect(args: { now: Date; limit: number }): Promise<{ count: number; oldest: Date | null; items: AttentionItem[] }>;
}

export interface AppModule<Services = unknown> {
  name: string;
  services: Services;
  routes?: FastifyPluginAsync[];
  jobs?: ScheduledJob[];
  queues?: QueueHandler[];
  subscribers?: EventSubscriber[];
  webhookHandlers?: Record<string, PaymentWebhookHandler>;
  /** What of this module may need an admin (listed by `GET /api/admin/attention`, in module order). */
  attentionSources?: AttentionSource[];
}

export type Logger = FastifyBaseLogger;
export type { DomainEvent };
