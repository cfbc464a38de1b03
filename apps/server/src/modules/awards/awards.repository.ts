import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  briefs,
  providerPayments,
  rewardAssignments,
  rewardTiers,
  submissions,
} from '../../db/schema/index.ts';
import { UNSETTLED_PAYOUT_STATUSES as UNSETTLED } from '../payouts/index.ts';

// All of the awards module's queries. Functions take the executor (db or transaction) first. It
// creates and removes `reward_assignments` rows; their payout state is the payouts module's.
// Briefs, tiers, submissions and the funding payment are read-only joins (docs/decisions/010).

export type AssignmentRow = typeof rewardAssignments.$inferSelect;
export type TierRow = typeof rewardTiers.$inferSelect;

// ---------------------------------------------------------------- briefs, tiers, submissions, funding (reads)

export interface AwardBrief {
  id: string;
  brandId: string;
  title: string;
  status: 'draft' | 'published' | 'archived';
  fundedAt: Date | null;
}

export async function findBrief(db: Db, id: string): Promise<AwardBrief | undefined> {
  const [row] = await db
    .select({
      id: briefs.id,
      brandId: briefs.brandId,
      title: briefs.title,
      status: briefs.status,
      fundedAt: briefs.fundedAt,
    })
    .from(briefs)
    .where(eq(briefs.id, id));
  return row;
}

export async function tiersOf(db: Db, briefId: string): Promise<TierRow[]> {
  return db
    .select()
    .from(rewardTiers)
    .where(and(eq(rewardTiers.briefId, briefId), eq(rewardTiers.isActive, true)))
    .orderBy(asc(rewardTiers.position));
}

export async function submissionsOfBrief(db: Db, briefId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: submissions.id,
      creatorId: submissions.creatorId,
      status: submissions.status,
      duplicateOf: submissions.duplicateOf,
    })
    .from(submissions)
    .where(and(eq(submissions.briefId, briefId), inArray(submissions.id, ids)));
}

/**
 * The charge recorded with the card payment that funded the brief, when exactly one payment funded
 * it; null when none did (the wallet), several did, or no charge was recorded.
 */
export async function fundingChargeOf(db: Db, briefId: string): Promise<string | null> {
  const rows = await db
    .select({ chargeId: providerPayments.chargeId })
    .from(providerPayments)
    .where(
      and(
        eq(providerPayments.briefId, briefId),
        eq(providerPayments.appliedTo, 'brief'),
        sql`${providerPayments.appliedAt} is not null`,
      ),
    )
    .limit(2);
  return rows.length === 1 ? (rows[0]!.chargeId ?? null) : null;
}

// ---------------------------------------------------------------- reward assignments

export async function assignmentsOfBrief(db: Db, briefId: string): Promise<AssignmentRow[]> {
  return db
    .select()
    .from(rewardAssignments)
    .where(eq(rewardAssignments.briefId, briefId))
    .orderBy(asc(rewardAssignments.createdAt));
}

export async function insertAssignment(
  db: Db,
  values: typeof rewardAssignments.$inferInsert,
): Promise<AssignmentRow | undefined> {
  const [row] = await db.insert(rewardAssignments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findAssignment(db: Db, id: string): Promise<AssignmentRow | undefined> {
  const [row] = await db.select().from(rewardAssignments).where(eq(rewardAssignments.id, id));
  return row;
}

/** Compare-and-set: deletes an assignment only while no money has left for it. */
export async function deleteUnpaidAssignment(db: Db, id: string): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .delete(rewardAssignments)
    .where(
      and(
        eq(rewardAssignments.id, id),
        isNull(rewardAssignments.transferClaimedAt),
        or(
          inArray(rewardAssignments.payoutStatus, [...UNSETTLED]),
          and(eq(rewardAssignments.payoutStatus, 'none'), eq(rewardAssignments.rewardType, 'prize')),
        ),
      ),
    )
    .returning();
  return row;
}

export async function unsettledOfBrief(db: Db, briefId: string): Promise<AssignmentRow[]> {
  return db
    .select()
    .from(rewardAssignments)
    .where(and(eq(rewardAssignments.briefId, briefId), inArray(rewardAssignments.payoutStatus, [...UNSETTLED])))
    .orderBy(asc(rewardAssignments.createdAt));
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

/** An award taken back by a dispute's resolution, whatever its payout state (docs/product/disputes.md). */
export async function deleteAssignment(db: Db, id: string): Promise<AssignmentRow | undefined> {
  const [row] = await db.delete(rewardAssignments).where(eq(rewardAssignments.id, id)).returning();
  return row;
}

/** Net cents of a creator's other unsettled awards: in the wallet, owed to their own transfers. */
export async function unsettledNetOfCreatorExcept(db: Db, creatorId: string, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${rewardAssignments.netCents}), 0)` })
    .from(rewardAssignments)
    .where(
      and(
        eq(rewardAssignments.creatorId, creatorId),
        inArray(rewardAssignments.payoutStatus, [...UNSETTLED]),
        sql`${rewardAssignments.id} <> ${exceptId}`,
      ),
    );
  return Number(row?.total ?? 0);
}
