import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  creatorProfiles,
  payoutAccounts,
  rewardAssignments,
  users,
  withdrawals,
} from '../../db/schema/index.ts';
import { UNSETTLED_PAYOUT_STATUSES as UNSETTLED } from './payout-status.ts';

// All of the payouts module's queries: the payout state of awards (claim, held, paid), payout
// accounts and withdrawals. Functions take the executor (db or transaction) first. Awards create
// and remove `reward_assignments` rows; this module moves their payout state (docs/decisions/010).

export type AssignmentRow = typeof rewardAssignments.$inferSelect;
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;

// ---------------------------------------------------------------- payout state of awards

export async function findAssignment(db: Db, id: string): Promise<AssignmentRow | undefined> {
  const [row] = await db.select().from(rewardAssignments).where(eq(rewardAssignments.id, id));
  return row;
}

/**
 * Compare-and-set before a cash transfer: one caller at a time owns the transfer. A claim older
 * than `staleBefore` (a crash between the provider call and our commit) may be taken over; the
 * provider key `transfer:<id>` makes the retry return the first transfer.
 */
export async function claimTransfer(
  db: Db,
  id: string,
  now: Date,
  staleBefore: Date,
  ownClaim?: Date,
): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .update(rewardAssignments)
    .set({ transferClaimedAt: now })
    .where(
      and(
        eq(rewardAssignments.id, id),
        eq(rewardAssignments.rewardType, 'cash'),
        inArray(rewardAssignments.payoutStatus, [...UNSETTLED]),
        // An open dispute pauses the payout (docs/product/disputes.md).
        isNull(rewardAssignments.payoutPausedAt),
        or(
          isNull(rewardAssignments.transferClaimedAt),
          lt(rewardAssignments.transferClaimedAt, staleBefore),
          // The claim the caller made itself (with the award, in its transaction), still its own.
          ownClaim ? eq(rewardAssignments.transferClaimedAt, ownClaim) : undefined,
        ),
      ),
    )
    .returning();
  return row;
}

/** Gives the claim back, leaving the cash held (in the wallet) for a later attempt. */
export async function releaseAsHeld(
  db: Db,
  id: string,
  claimedAt: Date,
  reason: string,
): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .update(rewardAssignments)
    .set({ payoutStatus: 'held', transferClaimedAt: null, lastError: reason.slice(0, 500) })
    .where(
      and(
        eq(rewardAssignments.id, id),
        eq(rewardAssignments.transferClaimedAt, claimedAt),
        inArray(rewardAssignments.payoutStatus, [...UNSETTLED]),
      ),
    )
    .returning();
  return row;
}

/** Compare-and-set: a cash transfer that succeeded is recorded once. */
export async function markTransferred(
  db: Db,
  id: string,
  transferId: string | null,
  now: Date,
): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .update(rewardAssignments)
    .set({ payoutStatus: 'paid', transferId, paidAt: now, transferClaimedAt: null, lastError: null })
    .where(and(eq(rewardAssignments.id, id), inArray(rewardAssignments.payoutStatus, [...UNSETTLED])))
    .returning();
  return row;
}

/** Compare-and-set: credit already sits in the wallet; processing marks it settled. */
export async function settleCredit(db: Db, id: string, now: Date): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .update(rewardAssignments)
    .set({ payoutStatus: 'paid', paidAt: now })
    .where(
      and(
        eq(rewardAssignments.id, id),
        eq(rewardAssignments.rewardType, 'credit'),
        inArray(rewardAssignments.payoutStatus, [...UNSETTLED]),
      ),
    )
    .returning();
  return row;
}

/** Held cash of creators whose payout account is now active (optionally one creator). */
export async function heldForActiveAccounts(db: Db, limit: number, creatorId?: string): Promise<string[]> {
  const rows = await db
    .select({ id: rewardAssignments.id })
    .from(rewardAssignments)
    .innerJoin(payoutAccounts, eq(payoutAccounts.creatorId, rewardAssignments.creatorId))
    .where(
      and(
        eq(rewardAssignments.rewardType, 'cash'),
        inArray(rewardAssignments.payoutStatus, ['held', 'failed']),
        isNull(rewardAssignments.transferClaimedAt),
        isNull(rewardAssignments.payoutPausedAt),
        eq(payoutAccounts.status, 'active'),
        creatorId ? eq(rewardAssignments.creatorId, creatorId) : undefined,
      ),
    )
    .orderBy(asc(rewardAssignments.createdAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Cash transfers claimed before `claimedBefore` and never finished (a crash mid-transfer). */
export async function staleTransferClaims(db: Db, claimedBefore: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: rewardAssignments.id })
    .from(rewardAssignments)
    .where(
      and(
        inArray(rewardAssignments.payoutStatus, [...UNSETTLED]),
        lt(rewardAssignments.transferClaimedAt, claimedBefore),
      ),
    )
    .orderBy(asc(rewardAssignments.transferClaimedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Net of a creator's awards not yet settled (held cash, unprocessed credit): part of the wallet, not withdrawable. */
export async function unsettledNetOfCreator(
  db: Db,
  creatorId: string,
): Promise<{ unsettled: number; heldCash: number; hasPayoutAccount: boolean }> {
  const [row] = await db
    .select({
      unsettled: sql<string>`coalesce(sum(${rewardAssignments.netCents}), 0)`,
      heldCash: sql<string>`coalesce(sum(${rewardAssignments.netCents}) filter (where ${rewardAssignments.rewardType} = 'cash'), 0)`,
      // In the same statement: whether there is a payout account to ask about (the wallet's screen asks only then).
      hasPayoutAccount: sql<boolean>`exists (select 1 from ${payoutAccounts} where ${payoutAccounts.creatorId} = ${creatorId})`,
    })
    .from(rewardAssignments)
    .where(
      and(
        eq(rewardAssignments.creatorId, creatorId),
        inArray(rewardAssignments.rewardType, ['cash', 'credit']),
        inArray(rewardAssignments.payoutStatus, [...UNSETTLED]),
      ),
    );
  return {
    unsettled: Number(row?.unsettled ?? 0),
    heldCash: Number(row?.heldCash ?? 0),
    hasPayoutAccount: row?.hasPayoutAccount === true,
  };
}

// ---------------------------------------------------------------- payout accounts

export async function findPayoutAccount(db: Db, creatorId: string): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.creatorId, creatorId));
  return row;
}

export async function findPayoutAccountByProviderId(
  db: Db,
  providerAccountId: string,
): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.providerAccountId, providerAccountId));
  return row;
}

/** One account per creator: a parallel second insert keeps the first row. */
export async function insertPayoutAccount(
  db: Db,
  values: typeof payoutAccounts.$inferInsert,
): Promise<PayoutAccountRow> {
  await db.insert(payoutAccounts).values(values).onConflictDoNothing();
  const row = await findPayoutAccount(db, values.creatorId);
  if (!row) throw new Error(`payout account of ${values.creatorId} vanished`);
  return row;
}

export async function updatePayoutAccount(
  db: Db,
  id: string,
  values: Partial<typeof payoutAccounts.$inferInsert>,
): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.update(payoutAccounts).set(values).where(eq(payoutAccounts.id, id)).returning();
  return row;
}

export async function payoutAccountsOf(db: Db, creatorIds: string[]): Promise<PayoutAccountRow[]> {
  if (creatorIds.length === 0) return [];
  return db.select().from(payoutAccounts).where(inArray(payoutAccounts.creatorId, creatorIds));
}

export async function creatorEmail(db: Db, creatorId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, creatorId), eq(users.type, 'creator')));
  return row?.email;
}

// ---------------------------------------------------------------- withdrawals

export async function insertWithdrawal(db: Db, values: typeof withdrawals.$inferInsert): Promise<WithdrawalRow> {
  const [row] = await db.insert(withdrawals).values(values).returning();
  if (!row) throw new Error('insert into withdrawals returned nothing');
  return row;
}

export async function findWithdrawal(db: Db, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
  return row;
}

/** Compare-and-set on the request's status (pending → approved | rejected; approved → completed). */
export async function moveWithdrawal(
  db: Db,
  id: string,
  from: WithdrawalRow['status'],
  values: Partial<typeof withdrawals.$inferInsert>,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .update(withdrawals)
    .set(values)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, from)))
    .returning();
  return row;
}

export async function recordWithdrawalError(db: Db, id: string, error: string): Promise<void> {
  await db
    .update(withdrawals)
    .set({ lastError: error.slice(0, 500) })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'approved')));
}

export async function withdrawalViews(
  db: Db,
  filter: { creatorId?: string; status?: WithdrawalRow['status']; ids?: string[]; limit: number },
) {
  return db
    .select({
      withdrawal: withdrawals,
      fullName: creatorProfiles.fullName,
      userName: creatorProfiles.userName,
      email: users.email,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.creatorId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, withdrawals.creatorId))
    .where(
      and(
        filter.creatorId ? eq(withdrawals.creatorId, filter.creatorId) : undefined,
        filter.status ? eq(withdrawals.status, filter.status) : undefined,
        filter.ids ? inArray(withdrawals.id, filter.ids) : undefined,
      ),
    )
    .orderBy(desc(withdrawals.requestedAt))
    .limit(filter.limit);
}
export type WithdrawalView = Awaited<ReturnType<typeof withdrawalViews>>[number];

export async function approvedWithdrawalIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(eq(withdrawals.status, 'approved'))
    .orderBy(asc(withdrawals.processedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

// ---------------------------------------------------------------- paused by a dispute

/**
 * Compare-and-set: pauses an award's payout while a dispute about it is open. Refused (undefined)
 * while a transfer is in flight (claimed less than `staleBefore` ago); a settled award is returned as
 * it is (nothing left to pause).
 */
export async function pausePayout(
  db: Db,
  id: string,
  now: Date,
  staleBefore: Date,
): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .update(rewardAssignments)
    .set({ payoutPausedAt: now })
    .where(
      and(
        eq(rewardAssignments.id, id),
        or(isNull(rewardAssignments.transferClaimedAt), lt(rewardAssignments.transferClaimedAt, staleBefore)),
      ),
    )
    .returning();
  return row;
}

/** Lets the payout go again (the dispute is resolved); returns the award as it now is. */
export async function releasePayout(db: Db, id: string): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .update(rewardAssignments)
    .set({ payoutPausedAt: null })
    .where(eq(rewardAssignments.id, id))
    .returning();
  return row;
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
