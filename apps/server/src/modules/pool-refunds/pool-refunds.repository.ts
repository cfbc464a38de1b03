import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, briefs, poolRefunds, providerPayments, rewardAssignments } from '../../db/schema/index.ts';
import { UNSETTLED_PAYOUT_STATUSES as UNSETTLED } from '../payouts/index.ts';

// All of the pool refunds' queries. Functions take the executor (db or transaction) first. Briefs,
// awards and the funding payment are read-only joins (docs/decisions/010).

export type PoolRefundRow = typeof poolRefunds.$inferSelect;

export interface RefundBrief {
  id: string;
  brandId: string;
  status: 'draft' | 'published' | 'archived';
}

export async function findBrief(db: Db, id: string): Promise<RefundBrief | undefined> {
  const [row] = await db
    .select({ id: briefs.id, brandId: briefs.brandId, status: briefs.status })
    .from(briefs)
    .where(eq(briefs.id, id));
  return row;
}

/** Whether any award of the brief still waits for its money to settle (a refund must wait too). */
export async function hasUnsettledAwards(db: Db, briefId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: rewardAssignments.id })
    .from(rewardAssignments)
    .where(and(eq(rewardAssignments.briefId, briefId), inArray(rewardAssignments.payoutStatus, [...UNSETTLED])))
    .limit(1);
  return row !== undefined;
}

/** The card payment that funded the brief (a brief is funded once), or none when it was the wallet. */
export async function fundingPayment(db: Db, briefId: string) {
  const [row] = await db
    .select({ objectType: providerPayments.objectType, providerObjectId: providerPayments.providerObjectId })
    .from(providerPayments)
    .where(
      and(
        eq(providerPayments.briefId, briefId),
        eq(providerPayments.appliedTo, 'brief'),
        sql`${providerPayments.appliedAt} is not null`,
      ),
    )
    .limit(1);
  return row;
}

// ---------------------------------------------------------------- pool refunds

export async function refundsOfBrief(db: Db, briefId: string): Promise<PoolRefundRow[]> {
  return db.select().from(poolRefunds).where(eq(poolRefunds.briefId, briefId)).orderBy(asc(poolRefunds.sequence));
}

export async function insertRefund(db: Db, values: typeof poolRefunds.$inferInsert): Promise<PoolRefundRow> {
  const [row] = await db.insert(poolRefunds).values(values).returning();
  if (!row) throw new Error('insert into pool_refunds returned nothing');
  return row;
}

export async function completeRefund(
  db: Db,
  id: string,
  providerRefundId: string,
  now: Date,
): Promise<PoolRefundRow | undefined> {
  const [row] = await db
    .update(poolRefunds)
    .set({ status: 'succeeded', providerRefundId, completedAt: now })
    .where(and(eq(poolRefunds.id, id), eq(poolRefunds.status, 'pending')))
    .returning();
  return row;
}

export async function findRefund(db: Db, id: string): Promise<PoolRefundRow | undefined> {
  const [row] = await db.select().from(poolRefunds).where(eq(poolRefunds.id, id));
  return row;
}

export async function findRefundByProviderId(db: Db, providerRefundId: string): Promise<PoolRefundRow | undefined> {
  const [row] = await db.select().from(poolRefunds).where(eq(poolRefunds.providerRefundId, providerRefundId));
  return row;
}

/** Compare-and-set: a card refund recorded as done fails once (the provider failed it afterwards). */
export async function failRefund(
  db: Db,
  id: string,
  values: { failureReason: string | null; failedAt: Date },
): Promise<PoolRefundRow | undefined> {
  const [row] = await db
    .update(poolRefunds)
    .set({ status: 'failed', ...values })
    .where(and(eq(poolRefunds.id, id), eq(poolRefunds.status, 'succeeded'), eq(poolRefunds.destination, 'card')))
    .returning();
  return row;
}

export async function pendingRefundIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: poolRefunds.id })
    .from(poolRefunds)
    .where(eq(poolRefunds.status, 'pending'))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Card refunds recorded as succeeded since `since` (the retry job asks the provider about them again). */
export async function cardRefundsSucceededSince(db: Db, since: Date, limit: number): Promise<PoolRefundRow[]> {
  return db
    .select()
    .from(poolRefunds)
    .where(
      and(
        eq(poolRefunds.status, 'succeeded'),
        eq(poolRefunds.destination, 'card'),
        gte(poolRefunds.completedAt, since),
      ),
    )
    .limit(limit);
}

// ---------------------------------------------------------------- audit

export async function audit(
  db: Db,
  values: {
    actorId: string | null;
    action: string;
    targetType: string;
    targetId: string;
    data?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values(values);
}
