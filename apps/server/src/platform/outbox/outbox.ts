import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { domainEvents, eventReceipts } from '../../db/schema/index.ts';
import type { Clock, EventSubscriber, QueueHandler } from '../module.ts';
import { enqueue } from '../jobs/enqueue.ts';
import { aggregateOf, type DomainEvent, type DomainEventType, type EventPublisher } from './domain-events.ts';

// The transactional outbox (decision 009). `publish` writes the event and one delivery job per
// subscriber inside the caller's transaction, so an event exists exactly when its change commits
// and survives any crash after that. The job runner delivers; a delivery writes the subscriber's
// receipt in the same transaction as the subscriber's own writes, so a redelivery changes nothing.

export const deliveryQueue = (subscriber: string) => `event:${subscriber}`;

export interface Outbox {
  publisher: EventPublisher;
  /** Subscribers are known once every module is built; events published before are delivered to those registered then. */
  register(subscribers: EventSubscriber[]): void;
  /** One queue handler per subscriber, for the job runner. */
  deliveryQueues(): QueueHandler[];
  /** Deletes events older than the retention whose deliveries are done (receipts go with them). */
  prune(before: Date): Promise<number>;
}

export function createOutbox(options: { db: Db; clock: Clock }): Outbox {
  const { db, clock } = options;
  const subscribers = new Map<string, EventSubscriber>();
  const byType = new Map<DomainEventType, EventSubscriber[]>();

  async function deliver(subscriber: EventSubscriber, eventId: string): Promise<void> {
    const [row] = await db.select().from(domainEvents).where(eq(domainEvents.id, eventId)).limit(1);
    if (!row) return; // pruned long after delivery
    const event = { ...row.payload, type: row.type } as DomainEvent;
    await db.transaction(async (tx) => {
      const receipt = await tx
        .insert(eventReceipts)
        .values({ eventId, subscriber: subscriber.name, processedAt: clock() })
        .onConflictDoNothing()
        .returning({ eventId: eventReceipts.eventId });
      if (receipt.length === 0) return; // delivered before (a retry after the commit)
      await subscriber.handle(event as never, { tx, eventId, occurredAt: row.occurredAt });
    });
  }

  return {
    publisher: {
      async publish(tx, event) {
        const id = randomUUID();
        const now = clock();
        const { type, ...payload } = event;
        const aggregate = aggregateOf(event);
        await tx.insert(domainEvents).values({ id, type, aggregateId: aggregate, payload, occurredAt: now });
        const targets = byType.get(type) ?? [];
        await enqueue(
          tx,
          targets.map((subscriber) => ({
            queue: deliveryQueue(subscriber.name),
            payload: { eventId: id },
            orderingKey: `${subscriber.name}|${aggregate}`,
          })),
          now,
        );
      },
    },
    register(list) {
      for (const subscriber of list) {
        if (subscribers.has(subscriber.name)) throw new Error(`two event subscribers are named ${subscriber.name}`);
        subscribers.set(subscriber.name, subscriber);
        for (const type of subscriber.events) byType.set(type, [...(byType.get(type) ?? []), subscriber]);
      }
    },
    deliveryQueues() {
      return [...subscribers.values()].map((subscriber) => ({
        queue: deliveryQueue(subscriber.name),
        maxAttempts: 10,
        leaseMs: 60_000,
        handle: (payload) => deliver(subscriber, String(payload.eventId)),
      }));
    },
    async prune(before) {
      const deleted = await db
        .delete(domainEvents)
        .where(
          and(
            lt(domainEvents.occurredAt, before),
            sql`not exists (select 1 from jobs where jobs.status in ('queued', 'active') and jobs.queue like 'event:%' and jobs.payload->>'eventId' = ${domainEvents.id}::text)`,
          ),
        )
        .returning({ id: domainEvents.id });
      return deleted.length;
    },
  };
}
