import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { queryRows, type Database, type Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { EventSubscriber } from '../module.ts';
import { createJobRunner } from '../jobs/job-runner.ts';
import { createOutbox, deliveryQueue } from './outbox.ts';
import type { DomainEvent } from './domain-events.ts';

const log = pino({ level: 'silent' });
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const unique = () => `s${randomUUID().slice(0, 8)}`;
const archived = (briefId = randomUUID()): DomainEvent => ({
  type: 'brief.archived',
  briefId,
  brandId: randomUUID(),
  title: 'A brief',
  archivedAt: new Date().toISOString(),
});

/** A subscriber whose effect is a row written in its delivery transaction (counted to prove exactly once). */
function recordingSubscriber(name: string, options: { failTimes?: number } = {}): EventSubscriber & { calls: number } {
  let failuresLeft = options.failTimes ?? 0;
  const subscriber = {
    name,
    events: ['brief.archived', 'submission.created'] as const,
    calls: 0,
    async handle(event: DomainEvent, ctx: { tx: Db; eventId: string }) {
      subscriber.calls++;
      await ctx.tx.insert(auditLog).values({
        action: `test.${name}`,
        targetType: 'event',
        targetId: ctx.eventId,
        data: { briefId: 'briefId' in event ? event.briefId : null },
      });
      if (failuresLeft > 0) {
        failuresLeft--;
        throw new Error('subscriber failed');
      }
    },
  };
  return subscriber as EventSubscriber & { calls: number };
}

const effects = async (name: string) =>
  queryRows<{ target_id: string; data: { briefId: string } }>(
    database.db,
    sql`select target_id, data from audit_log where action = ${`test.${name}`} order by created_at`,
  );

function setUp(subscribers: EventSubscriber[], now = () => new Date()) {
  const outbox = createOutbox({ db: database.db, clock: now });
  outbox.register(subscribers);
  const runner = createJobRunner({
    db: database.db,
    log,
    clock: now,
    queues: outbox.deliveryQueues(),
    scheduled: [],
    backoffBaseMs: 1,
  });
  return { outbox, runner };
}

describe('transactional outbox', () => {
  it('delivers an event written in a committed transaction to each subscriber, once', async () => {
    const a = recordingSubscriber(unique());
    const b = recordingSubscriber(unique());
    const { outbox, runner } = setUp([a, b]);
    const event = archived();
    await database.db.transaction((tx) => outbox.publisher.publish(tx, event));
    await runner.drain();
    expect(await effects(a.name)).toHaveLength(1);
    expect(await effects(b.name)).toHaveLength(1);
    expect((await effects(a.name))[0]!.data.briefId).toBe((event as { briefId: string }).briefId);
  });

  it('writes nothing when the transaction rolls back', async () => {
    const a = recordingSubscriber(unique());
    const { outbox, runner } = setUp([a]);
    await expect(
      database.db.transaction(async (tx) => {
        await outbox.publisher.publish(tx, archived());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await runner.drain();
    expect(a.calls).toBe(0);
  });

  it('survives a stop between commit and delivery: a runner started later delivers it', async () => {
    const a = recordingSubscriber(unique());
    const { outbox } = setUp([a]);
    await database.db.transaction((tx) => outbox.publisher.publish(tx, archived()));
    // "Restart": a new outbox and runner, as a new process would build them.
    const restarted = setUp([recordingSubscriber(a.name)]);
    await restarted.runner.drain();
    expect(await effects(a.name)).toHaveLength(1);
  });

  it('retries a subscriber that throws without blocking another; its failed attempt leaves no effect', async () => {
    let now = new Date('2031-01-01T00:00:00Z');
    const flaky = recordingSubscriber(unique(), { failTimes: 2 });
    const steady = recordingSubscriber(unique());
    const { outbox, runner } = setUp([flaky, steady], () => now);
    await database.db.transaction((tx) => outbox.publisher.publish(tx, archived()));
    await runner.drain();
    expect(await effects(steady.name)).toHaveLength(1);
    expect(await effects(flaky.name)).toHaveLength(0);
    for (let attempt = 0; attempt < 3; attempt++) {
      now = new Date(now.getTime() + 60 * 60_000);
      await runner.drain();
    }
    expect(flaky.calls).toBe(3);
    expect(await effects(flaky.name)).toHaveLength(1);
  });

  it('a redelivered event changes nothing (the receipt remembers it)', async () => {
    const a = recordingSubscriber(unique());
    const { outbox, runner } = setUp([a]);
    await database.db.transaction((tx) => outbox.publisher.publish(tx, archived()));
    await runner.drain();
    // As if the worker died after the commit but before marking its job done.
    await database.db.execute(
      sql`update jobs set status = 'queued', completed_at = null where queue = ${deliveryQueue(a.name)}`,
    );
    expect(await runner.drain()).toBe(1); // delivered again…
    expect(a.calls).toBe(1); // …and recognised by its receipt before the subscriber ran
    expect(await effects(a.name)).toHaveLength(1);
  });

  it("delivers one aggregate's events to a subscriber in the order they were written", async () => {
    let now = new Date('2031-02-01T00:00:00Z');
    const order: string[] = [];
    let failFirst = true;
    const subscriber: EventSubscriber = {
      name: unique(),
      events: ['brief.archived'],
      async handle(event) {
        if (failFirst) {
          failFirst = false;
          throw new Error('first delivery fails');
        }
        if (event.type === 'brief.archived') order.push(event.title);
      },
    };
    const { outbox, runner } = setUp([subscriber], () => now);
    const briefId = randomUUID();
    for (const title of ['one', 'two', 'three']) {
      await database.db.transaction((tx) =>
        outbox.publisher.publish(tx, { ...archived(briefId), title } as DomainEvent),
      );
    }
    await runner.drain();
    expect(order).toEqual([]); // 'two' and 'three' wait for 'one'
    now = new Date(now.getTime() + 60 * 60_000);
    await runner.drain();
    expect(order).toEqual(['one', 'two', 'three']);
  });

  it('prunes delivered events past the retention, with their receipts', async () => {
    const a = recordingSubscriber(unique());
    const { outbox, runner } = setUp([a]);
    const old = new Date('2020-01-01T00:00:00Z');
    const oldOutbox = createOutbox({ db: database.db, clock: () => old });
    oldOutbox.register([recordingSubscriber(a.name)]);
    await database.db.transaction((tx) => oldOutbox.publisher.publish(tx, archived()));
    await runner.drain();
    const before = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from event_receipts where subscriber = ${a.name}`,
    );
    expect(before[0]!.n).toBe(1);
    await outbox.prune(new Date('2021-01-01T00:00:00Z'));
    const after = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from event_receipts where subscriber = ${a.name}`,
    );
    expect(after[0]!.n).toBe(0);
  });
});
