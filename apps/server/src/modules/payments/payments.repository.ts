import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, providerPayments, webhookEvents } from '../../db/schema/index.ts';

// All of the payments module's queries. Functions take the executor (db or transaction) first.

export type ProviderPaymentRow = typeof providerPayments.$inferSelect;

/** Records a provider object we created; a repeat (idempotent create) keeps the first row. */
export async function recordProviderPayment(
  db: Db,
  values: typeof providerPayments.$inferInsert,
): Promise<ProviderPaymentRow> {
  await db.insert(providerPayments).values(values).onConflictDoNothing();
  const row = await findByProviderObject(db, values.providerObjectId);
  if (!row) throw new Error(`provider payment ${values.providerObjectId} vanished`);
  return row;
}

export async function findByProviderObject(db: Db, providerObjectId: string): Promise<ProviderPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(providerPayments)
    .where(eq(providerPayments.providerObjectId, providerObjectId))
    .limit(1);
  return row;
}

/**
 * Compare-and-set: claims a payment for what it pays for, once, recording the provider's charge
 * that took the money. Concurrent claims wait on the row lock and then find `applied_at` set, so
 * exactly one wins (on PostgreSQL as on PGlite).
 */
export async function claim(
  db: Db,
  providerObjectId: string,
  values: { appliedTo: 'brief' | 'wallet'; briefId?: string; chargeId: string | null; now: Date },
): Promise<ProviderPaymentRow | undefined> {
  const [row] = await db
    .update(providerPayments)
    .set({
      appliedAt: values.now,
      appliedTo: values.appliedTo,
      chargeId: values.chargeId,
      ...(values.briefId ? { briefId: values.briefId } : {}),
    })
    .where(and(eq(providerPayments.providerObjectId, providerObjectId), isNull(providerPayments.appliedAt)))
    .returning();
  return row;
}

/** Provider objects never applied, created inside the window, oldest first. */
export async function findUnapplied(
  db: Db,
  window: { createdBefore: Date; createdAfter: Date; limit: number },
): Promise<ProviderPaymentRow[]> {
  return db
    .select()
    .from(providerPayments)
    .where(
      and(
        isNull(providerPayments.appliedAt),
        lt(providerPayments.createdAt, window.createdBefore),
        gt(providerPayments.createdAt, window.createdAfter),
      ),
    )
    .orderBy(asc(providerPayments.createdAt))
    .limit(window.limit);
}

export async function setBrief(db: Db, id: string, briefId: string): Promise<void> {
  await db.update(providerPayments).set({ briefId }).where(eq(providerPayments.id, id));
}

export async function setAppliedTo(db: Db, id: string, appliedTo: 'brief' | 'wallet'): Promise<void> {
  await db.update(providerPayments).set({ appliedTo }).where(eq(providerPayments.id, id));
}

/** Stores a webhook event id once; false when it was already stored (a replay). */
export async function storeWebhookEventOnce(
  db: Db,
  values: { eventId: string; provider: string; type: string },
): Promise<boolean> {
  const [row] = await db
    .insert(webhookEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  return row !== undefined;
}

export async function isWebhookEventStored(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ eventId: webhookEvents.eventId })
    .from(webhookEvents)
    .where(eq(webhookEvents.eventId, eventId))
    .limit(1);
  return row !== undefined;
}

/** A verified webhook event whose processing threw (audit_log `payments.webhook_failed`; the admin's attention list reads it). */
export async function recordWebhookFailure(
  db: Db,
  failure: { eventId: string; type: string; error: string; at: Date },
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: null,
    action: 'payments.webhook_failed',
    targetType: 'webhook_event',
    targetId: failure.eventId,
    data: { type: failure.type, error: failure.error.slice(0, 500) },
    createdAt: failure.at,
  });
}
