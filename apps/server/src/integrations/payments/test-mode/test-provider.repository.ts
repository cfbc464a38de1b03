import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import {
  testProviderAccounts,
  testProviderCheckoutSessions,
  testProviderIdempotencyKeys,
  testProviderPaymentIntents,
  testProviderRefunds,
  testProviderTransfers,
} from '../../../db/schema/index.ts';

// The test-mode provider's own tables (test_provider_*). Functions take the executor first.

export type TestPaymentIntentRow = typeof testProviderPaymentIntents.$inferSelect;
export type TestCheckoutSessionRow = typeof testProviderCheckoutSessions.$inferSelect;
export type TestAccountRow = typeof testProviderAccounts.$inferSelect;
export type TestTransferRow = typeof testProviderTransfers.$inferSelect;
export type TestRefundRow = typeof testProviderRefunds.$inferSelect;

/** Claims an idempotency key for a new object; when the key exists, returns its first use instead. */
export async function claimIdempotencyKey(
  db: Db,
  values: { key: string; operation: string; requestHash: string; objectId: string },
): Promise<{ claimed: true } | { claimed: false; operation: string; requestHash: string; objectId: string }> {
  const [inserted] = await db
    .insert(testProviderIdempotencyKeys)
    .values(values)
    .onConflictDoNothing()
    .returning({ key: testProviderIdempotencyKeys.key });
  if (inserted) return { claimed: true };
  const [existing] = await db
    .select()
    .from(testProviderIdempotencyKeys)
    .where(eq(testProviderIdempotencyKeys.key, values.key))
    .limit(1);
  if (!existing) throw new Error(`idempotency key ${values.key} vanished`);
  return {
    claimed: false,
    operation: existing.operation,
    requestHash: existing.requestHash,
    objectId: existing.objectId,
  };
}

export async function insertPaymentIntent(
  db: Db,
  values: typeof testProviderPaymentIntents.$inferInsert,
): Promise<TestPaymentIntentRow> {
  const [row] = await db.insert(testProviderPaymentIntents).values(values).returning();
  if (!row) throw new Error('insert into test_provider_payment_intents returned nothing');
  return row;
}

export async function findPaymentIntent(db: Db, id: string): Promise<TestPaymentIntentRow | undefined> {
  const [row] = await db
    .select()
    .from(testProviderPaymentIntents)
    .where(eq(testProviderPaymentIntents.id, id))
    .limit(1);
  return row;
}

/** Compare-and-set: only an intent that has not succeeded can succeed, and its charge is made then. */
export async function markPaymentIntentSucceeded(
  db: Db,
  id: string,
  charge: { cardLast4: string; chargeId: string },
  now: Date,
): Promise<TestPaymentIntentRow | undefined> {
  const [row] = await db
    .update(testProviderPaymentIntents)
    .set({
      status: 'succeeded',
      cardLast4: charge.cardLast4,
      chargeId: charge.chargeId,
      lastErrorCode: null,
      lastErrorMessage: null,
      updatedAt: now,
    })
    .where(and(eq(testProviderPaymentIntents.id, id), sql`${testProviderPaymentIntents.status} <> 'succeeded'`))
    .returning();
  return row;
}

export async function recordPaymentIntentError(
  db: Db,
  id: string,
  error: { code: string; message: string },
  now: Date,
): Promise<TestPaymentIntentRow | undefined> {
  const [row] = await db
    .update(testProviderPaymentIntents)
    .set({ lastErrorCode: error.code, lastErrorMessage: error.message, updatedAt: now })
    .where(and(eq(testProviderPaymentIntents.id, id), sql`${testProviderPaymentIntents.status} <> 'succeeded'`))
    .returning();
  return row;
}

export async function insertCheckoutSession(
  db: Db,
  values: typeof testProviderCheckoutSessions.$inferInsert,
): Promise<TestCheckoutSessionRow> {
  const [row] = await db.insert(testProviderCheckoutSessions).values(values).returning();
  if (!row) throw new Error('insert into test_provider_checkout_sessions returned nothing');
  return row;
}

export async function findCheckoutSession(db: Db, id: string): Promise<TestCheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(testProviderCheckoutSessions)
    .where(eq(testProviderCheckoutSessions.id, id))
    .limit(1);
  return row;
}

/** Compare-and-set: an open, unexpired session is completed once. */
export async function completeCheckoutSession(
  db: Db,
  id: string,
  paymentIntentId: string,
  now: Date,
): Promise<TestCheckoutSessionRow | undefined> {
  const [row] = await db
    .update(testProviderCheckoutSessions)
    .set({ status: 'complete', paymentStatus: 'paid', paymentIntentId, completedAt: now })
    .where(
      and(
        eq(testProviderCheckoutSessions.id, id),
        eq(testProviderCheckoutSessions.status, 'open'),
        sql`${testProviderCheckoutSessions.expiresAt} > ${now}`,
      ),
    )
    .returning();
  return row;
}

export async function insertAccount(db: Db, values: typeof testProviderAccounts.$inferInsert): Promise<TestAccountRow> {
  const [row] = await db.insert(testProviderAccounts).values(values).returning();
  if (!row) throw new Error('insert into test_provider_accounts returned nothing');
  return row;
}

export async function findAccount(db: Db, id: string): Promise<TestAccountRow | undefined> {
  const [row] = await db.select().from(testProviderAccounts).where(eq(testProviderAccounts.id, id)).limit(1);
  return row;
}

export async function updateAccount(
  db: Db,
  id: string,
  values: Partial<typeof testProviderAccounts.$inferInsert>,
): Promise<TestAccountRow | undefined> {
  const [row] = await db.update(testProviderAccounts).set(values).where(eq(testProviderAccounts.id, id)).returning();
  return row;
}

export async function insertTransfer(
  db: Db,
  values: typeof testProviderTransfers.$inferInsert,
): Promise<TestTransferRow> {
  const [row] = await db.insert(testProviderTransfers).values(values).returning();
  if (!row) throw new Error('insert into test_provider_transfers returned nothing');
  return row;
}

/**
 * The succeeded intent that made the charge, locked until commit, with what its transfers took so
 * far: transfers from one charge are checked against it one at a time.
 */
export async function lockCharge(
  db: Db,
  chargeId: string,
): Promise<{ intent: TestPaymentIntentRow; transferredCents: number } | undefined> {
  const [intent] = await db
    .select()
    .from(testProviderPaymentIntents)
    .where(and(eq(testProviderPaymentIntents.chargeId, chargeId), eq(testProviderPaymentIntents.status, 'succeeded')))
    .for('update');
  if (!intent) return undefined;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${testProviderTransfers.amountCents}), 0)` })
    .from(testProviderTransfers)
    .where(eq(testProviderTransfers.sourceTransaction, chargeId));
  return { intent, transferredCents: Number(row?.total ?? 0) };
}

export async function findTransfer(db: Db, id: string): Promise<TestTransferRow | undefined> {
  const [row] = await db.select().from(testProviderTransfers).where(eq(testProviderTransfers.id, id)).limit(1);
  return row;
}

export async function insertRefund(db: Db, values: typeof testProviderRefunds.$inferInsert): Promise<TestRefundRow> {
  const [row] = await db.insert(testProviderRefunds).values(values).returning();
  if (!row) throw new Error('insert into test_provider_refunds returned nothing');
  return row;
}

export async function findRefund(db: Db, id: string): Promise<TestRefundRow | undefined> {
  const [row] = await db.select().from(testProviderRefunds).where(eq(testProviderRefunds.id, id)).limit(1);
  return row;
}

/** What was refunded of the intent; a failed refund gave its amount back to the charge, as at Stripe. */
export async function refundedCents(db: Db, paymentIntentId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${testProviderRefunds.amountCents}), 0)` })
    .from(testProviderRefunds)
    .where(and(eq(testProviderRefunds.paymentIntentId, paymentIntentId), eq(testProviderRefunds.status, 'succeeded')));
  return Number(row?.total ?? 0);
}

/** Compare-and-set: a succeeded refund fails once. */
export async function failRefund(db: Db, id: string, failureReason: string): Promise<TestRefundRow | undefined> {
  const [row] = await db
    .update(testProviderRefunds)
    .set({ status: 'failed', failureReason })
    .where(and(eq(testProviderRefunds.id, id), eq(testProviderRefunds.status, 'succeeded')))
    .returning();
  return row;
}

// ---------------------------------------------------------------- reconciliation (listMoneyActivity)

/** Charges (succeeded intents; the charge happened at the last update), transfers and refunds made in the range. */
export async function moneyActivity(db: Db, range: { from: Date | null; to: Date }) {
  const window = (column: AnyPgColumn) => and(range.from ? gte(column, range.from) : undefined, lt(column, range.to));
  const [charges, transfers, refunds] = await Promise.all([
    db
      .select()
      .from(testProviderPaymentIntents)
      .where(and(eq(testProviderPaymentIntents.status, 'succeeded'), window(testProviderPaymentIntents.updatedAt))),
    db.select().from(testProviderTransfers).where(window(testProviderTransfers.createdAt)),
    db.select().from(testProviderRefunds).where(window(testProviderRefunds.createdAt)),
  ]);
  return { charges, transfers, refunds };
}
