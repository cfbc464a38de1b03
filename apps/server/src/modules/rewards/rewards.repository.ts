import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  brandProfiles,
  briefs,
  creatorProfiles,
  ledgerEntries,
  ledgerTransactions,
  payoutAccounts,
  poolRefunds,
  providerPayments,
  rewardAssignments,
  rewardTiers,
  submissions,
  users,
  withdrawals,
} from '../../db/schema/index.ts';
import { queryRows } from '../../db/client.ts';
import { EXTERNAL_CARD_REFUNDS, LEDGER_KINDS } from '../ledger/ledger.accounts.ts';

// All of the rewards module's queries (winners, payout accounts, withdrawals, pool refunds).
// Functions take the executor (db or transaction) first. Reads of briefs, tiers and submissions
// are joins for lists (no query per row); their writes stay with their modules.

export type AssignmentRow = typeof rewardAssignments.$inferSelect;
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type PoolRefundRow = typeof poolRefunds.$inferSelect;

/** Money still to be settled: cash not transferred, credit not yet processed. */
const UNSETTLED = ['pending', 'held', 'failed'] as const;

// ---------------------------------------------------------------- briefs, tiers, submissions (reads)

export interface AwardBrief {
  id: string;
  brandId: string;
  title: string;
  status: 'draft' | 'published' | 'archived';
  fundedAt: Date | null;
}

/** The brief row, locked until commit: every award, removal and refund of a brief runs one at a time. */
export async function lockBrief(db: Db, id: string): Promise<AwardBrief | undefined> {
  const [row] = await db
    .select({ id: briefs.id, brandId: briefs.brandId, title: briefs.title, status: briefs.status, fundedAt: briefs.fundedAt })
    .from(briefs)
    .where(eq(briefs.id, id))
    .for('update');
  return row;
}

export async function findBrief(db: Db, id: string): Promise<AwardBrief | undefined> {
  const [row] = await db.select({ id: briefs.id, brandId: briefs.brandId, title: briefs.title, status: briefs.status, fundedAt: briefs.fundedAt }).from(briefs).where(eq(briefs.id, id));
  return row;
}

export type TierRow = typeof rewardTiers.$inferSelect;

export async function tiersOf(db: Db, briefIds: string[]): Promise<TierRow[]> {
  if (briefIds.length === 0) return [];
  return db
    .select()
    .from(rewardTiers)
    .where(and(inArray(rewardTiers.briefId, briefIds), eq(rewardTiers.isActive, true)))
    .orderBy(asc(rewardTiers.briefId), asc(rewardTiers.position));
}

export async function submissionsOfBrief(db: Db, briefId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: submissions.id, creatorId: submissions.creatorId, status: submissions.status })
    .from(submissions)
    .where(and(eq(submissions.briefId, briefId), inArray(submissions.id, ids)));
}

// ---------------------------------------------------------------- reward assignments

export async function assignmentsOfBrief(db: Db, briefId: string): Promise<AssignmentRow[]> {
  return db.select().from(rewardAssignments).where(eq(rewardAssignments.briefId, briefId)).orderBy(asc(rewardAssignments.createdAt));
}

export async function insertAssignment(db: Db, values: typeof rewardAssignments.$inferInsert): Promise<AssignmentRow | undefined> {
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
        or(inArray(rewardAssignments.payoutStatus, [...UNSETTLED]), and(eq(rewardAssignments.payoutStatus, 'none'), eq(rewardAssignments.rewardType, 'prize'))),
      ),
    )
    .returning();
  return row;
}

/**
 * Compare-and-set before a cash transfer: one caller at a time owns the transfer. A claim older
 * than `staleBefore` (a crash between the provider call and our commit) may be taken over; the
 * provider key `transfer:<id>` makes the retry return the first transfer.
 */
export async function claimTransfer(db: Db, id: string, now: Date, staleBefore: Date): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .update(rewardAssignments)
    .set({ transferClaimedAt: now })
    .where(
      and(
        eq(rewardAssignments.id, id),
        eq(rewardAssignments.rewardType, 'cash'),
        inArray(rewardAssignments.payoutStatus, [...UNSETTLED]),
        or(isNull(rewardAssignments.transferClaimedAt), lt(rewardAssignments.transferClaimedAt, staleBefore)),
      ),
    )
    .returning();
  return row;
}

/** Gives the claim back, leaving the cash held (in the wallet) for a later attempt. */
export async function releaseAsHeld(db: Db, id: string, claimedAt: Date, reason: string): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .update(rewardAssignments)
    .set({ payoutStatus: 'held', transferClaimedAt: null, lastError: reason.slice(0, 500) })
    .where(and(eq(rewardAssignments.id, id), eq(rewardAssignments.transferClaimedAt, claimedAt), inArray(rewardAssignments.payoutStatus, [...UNSETTLED])))
    .returning();
  return row;
}

/** Compare-and-set: a cash transfer that succeeded is recorded once. */
export async function markTransferred(db: Db, id: string, transferId: string | null, now: Date): Promise<AssignmentRow | undefined> {
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
    .where(and(eq(rewardAssignments.id, id), eq(rewardAssignments.rewardType, 'credit'), inArray(rewardAssignments.payoutStatus, [...UNSETTLED])))
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
    .where(and(inArray(rewardAssignments.payoutStatus, [...UNSETTLED]), lt(rewardAssignments.transferClaimedAt, claimedBefore)))
    .orderBy(asc(rewardAssignments.transferClaimedAt))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Net of a creator's awards not yet settled (held cash, unprocessed credit): part of the wallet, not withdrawable. */
export async function unsettledNetOfCreator(db: Db, creatorId: string): Promise<{ unsettled: number; heldCash: number }> {
  const [row] = await db
    .select({
      unsettled: sql<string>`coalesce(sum(${rewardAssignments.netCents}), 0)`,
      heldCash: sql<string>`coalesce(sum(${rewardAssignments.netCents}) filter (where ${rewardAssignments.rewardType} = 'cash'), 0)`,
    })
    .from(rewardAssignments)
    .where(and(eq(rewardAssignments.creatorId, creatorId), inArray(rewardAssignments.rewardType, ['cash', 'credit']), inArray(rewardAssignments.payoutStatus, [...UNSETTLED])));
  return { unsettled: Number(row?.unsettled ?? 0), heldCash: Number(row?.heldCash ?? 0) };
}

export async function winnersByBrief(db: Db, briefIds: string[]): Promise<Map<string, number>> {
  if (briefIds.length === 0) return new Map();
  const rows = await db
    .select({ briefId: rewardAssignments.briefId, count: sql<number>`count(*)::int` })
    .from(rewardAssignments)
    .where(inArray(rewardAssignments.briefId, briefIds))
    .groupBy(rewardAssignments.briefId);
  return new Map(rows.map((row) => [row.briefId, Number(row.count)]));
}

/** Assignments with their creator's names and submission time (reward management, results). */
export async function assignmentViews(db: Db, filter: { briefIds?: string[]; ids?: string[] }) {
  const where = filter.ids ? inArray(rewardAssignments.id, filter.ids) : inArray(rewardAssignments.briefId, filter.briefIds ?? []);
  if ((filter.ids ?? filter.briefIds ?? []).length === 0) return [];
  return db
    .select({ assignment: rewardAssignments, fullName: creatorProfiles.fullName, userName: creatorProfiles.userName, submittedAt: submissions.submittedAt })
    .from(rewardAssignments)
    .innerJoin(submissions, eq(submissions.id, rewardAssignments.submissionId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, rewardAssignments.creatorId))
    .where(where)
    .orderBy(asc(rewardAssignments.createdAt));
}
export type AssignmentView = Awaited<ReturnType<typeof assignmentViews>>[number];

/** The brand's funded briefs, newest first. */
export async function fundedBriefsOfBrand(db: Db, brandId: string) {
  return db
    .select({ id: briefs.id, title: briefs.title, description: briefs.description, rewardCents: briefs.rewardCents, fundedAt: briefs.fundedAt, status: briefs.status })
    .from(briefs)
    .where(and(eq(briefs.brandId, brandId), sql`${briefs.fundedAt} is not null`))
    .orderBy(desc(briefs.fundedAt));
}

export async function submissionsOfBriefs(db: Db, briefIds: string[]) {
  if (briefIds.length === 0) return [];
  return db
    .select({
      id: submissions.id,
      briefId: submissions.briefId,
      creatorId: submissions.creatorId,
      contentUrl: submissions.contentUrl,
      additionalInfo: submissions.additionalInfo,
      status: submissions.status,
      submittedAt: submissions.submittedAt,
      fullName: creatorProfiles.fullName,
      userName: creatorProfiles.userName,
    })
    .from(submissions)
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, submissions.creatorId))
    .where(inArray(submissions.briefId, briefIds))
    .orderBy(asc(submissions.submittedAt));
}

/** A creator's awards with their brief, brand and submission (payouts lists). */
export async function payoutsOfCreator(db: Db, creatorId: string) {
  return db
    .select({
      assignment: rewardAssignments,
      briefTitle: briefs.title,
      brandName: brandProfiles.companyName,
      submittedAt: submissions.submittedAt,
      reviewedAt: submissions.reviewedAt,
      submissionStatus: submissions.status,
    })
    .from(rewardAssignments)
    .innerJoin(briefs, eq(briefs.id, rewardAssignments.briefId))
    .innerJoin(submissions, eq(submissions.id, rewardAssignments.submissionId))
    .leftJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
    .where(eq(rewardAssignments.creatorId, creatorId))
    .orderBy(desc(rewardAssignments.createdAt));
}

/** What the brief's assignments say about its cash: paid out and still held (cents, net). */
export async function cashStateOfBrief(db: Db, briefId: string): Promise<{ paid: number; held: number }> {
  const [row] = await db
    .select({
      paid: sql<string>`coalesce(sum(${rewardAssignments.netCents}) filter (where ${rewardAssignments.payoutStatus} = 'paid' and ${rewardAssignments.rewardType} = 'cash'), 0)`,
      held: sql<string>`coalesce(sum(${rewardAssignments.netCents}) filter (where ${rewardAssignments.payoutStatus} in ('pending', 'held', 'failed') and ${rewardAssignments.rewardType} = 'cash'), 0)`,
    })
    .from(rewardAssignments)
    .where(eq(rewardAssignments.briefId, briefId));
  return { paid: Number(row?.paid ?? 0), held: Number(row?.held ?? 0) };
}

/** Platform fees taken from a brief's awards, from the ledger (awards less reversals). */
export async function feesFromPool(db: Db, poolAccount: string): Promise<number> {
  const rows = await queryRows<{ total: string | null }>(
    db,
    sql`select sum(fee.amount_cents) as total from ${ledgerEntries} fee
        join ${ledgerTransactions} t on t.id = fee.transaction_id and t.kind in ('reward_award', 'reward_reversal')
        where fee.account = 'platform:fees'
          and exists (select 1 from ${ledgerEntries} pool where pool.transaction_id = fee.transaction_id and pool.account = ${poolAccount})`,
  );
  return Number(rows[0]?.total ?? 0);
}

/** Net awards credited to a creator's wallet less awards taken back (total earned, from the ledger). */
export async function netAwardsOf(db: Db, walletAccount: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.account, walletAccount), inArray(ledgerTransactions.kind, ['reward_award', 'reward_reversal'])));
  return Number(row?.total ?? 0);
}

// ---------------------------------------------------------------- payout accounts

export async function findPayoutAccount(db: Db, creatorId: string): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.creatorId, creatorId));
  return row;
}

export async function findPayoutAccountByProviderId(db: Db, providerAccountId: string): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.providerAccountId, providerAccountId));
  return row;
}

/** One account per creator: a parallel second insert keeps the first row. */
export async function insertPayoutAccount(db: Db, values: typeof payoutAccounts.$inferInsert): Promise<PayoutAccountRow> {
  await db.insert(payoutAccounts).values(values).onConflictDoNothing();
  const row = await findPayoutAccount(db, values.creatorId);
  if (!row) throw new Error(`payout account of ${values.creatorId} vanished`);
  return row;
}

export async function updatePayoutAccount(db: Db, id: string, values: Partial<typeof payoutAccounts.$inferInsert>): Promise<PayoutAccountRow | undefined> {
  const [row] = await db.update(payoutAccounts).set(values).where(eq(payoutAccounts.id, id)).returning();
  return row;
}

export async function payoutAccountsOf(db: Db, creatorIds: string[]): Promise<PayoutAccountRow[]> {
  if (creatorIds.length === 0) return [];
  return db.select().from(payoutAccounts).where(inArray(payoutAccounts.creatorId, creatorIds));
}

export async function creatorEmail(db: Db, creatorId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(and(eq(users.id, creatorId), eq(users.type, 'creator')));
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
export async function moveWithdrawal(db: Db, id: string, from: WithdrawalRow['status'], values: Partial<typeof withdrawals.$inferInsert>): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .update(withdrawals)
    .set(values)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, from)))
    .returning();
  return row;
}

export async function recordWithdrawalError(db: Db, id: string, error: string): Promise<void> {
  await db.update(withdrawals).set({ lastError: error.slice(0, 500) }).where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'approved')));
}

export async function withdrawalViews(db: Db, filter: { creatorId?: string; status?: WithdrawalRow['status']; ids?: string[]; limit: number }) {
  return db
    .select({ withdrawal: withdrawals, fullName: creatorProfiles.fullName, userName: creatorProfiles.userName, email: users.email })
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
  const rows = await db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.status, 'approved')).orderBy(asc(withdrawals.processedAt)).limit(limit);
  return rows.map((row) => row.id);
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

export async function completeRefund(db: Db, id: string, providerRefundId: string, now: Date): Promise<PoolRefundRow | undefined> {
  const [row] = await db
    .update(poolRefunds)
    .set({ status: 'succeeded', providerRefundId, completedAt: now })
    .where(and(eq(poolRefunds.id, id), eq(poolRefunds.status, 'pending')))
    .returning();
  return row;
}

export async function findRefundByProviderId(db: Db, providerRefundId: string): Promise<PoolRefundRow | undefined> {
  const [row] = await db.select().from(poolRefunds).where(eq(poolRefunds.providerRefundId, providerRefundId));
  return row;
}

/** Compare-and-set: a card refund recorded as done fails once (the provider failed it afterwards). */
export async function failRefund(db: Db, id: string, values: { failureReason: string | null; failedAt: Date }): Promise<PoolRefundRow | undefined> {
  const [row] = await db
    .update(poolRefunds)
    .set({ status: 'failed', ...values })
    .where(and(eq(poolRefunds.id, id), eq(poolRefunds.status, 'succeeded'), eq(poolRefunds.destination, 'card')))
    .returning();
  return row;
}

/** Card refunds of a brief that failed and were credited to the brand's wallet, from the ledger (cents). */
export async function failedRefundsOfBrief(db: Db, briefId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`-coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerTransactions.kind, LEDGER_KINDS.poolRefundFailure),
        eq(ledgerTransactions.referenceType, 'brief'),
        sql`${ledgerTransactions.referenceId} like ${`${briefId}:%`}`,
        eq(ledgerEntries.account, EXTERNAL_CARD_REFUNDS),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function pendingRefundIds(db: Db, limit: number): Promise<string[]> {
  const rows = await db.select({ id: poolRefunds.id }).from(poolRefunds).where(eq(poolRefunds.status, 'pending')).limit(limit);
  return rows.map((row) => row.id);
}

export async function findRefund(db: Db, id: string): Promise<PoolRefundRow | undefined> {
  const [row] = await db.select().from(poolRefunds).where(eq(poolRefunds.id, id));
  return row;
}

/** The card payment that funded the brief (a brief is funded once), or none when it was the wallet. */
export async function fundingPayment(db: Db, briefId: string) {
  const [row] = await db
    .select({ objectType: providerPayments.objectType, providerObjectId: providerPayments.providerObjectId })
    .from(providerPayments)
    .where(and(eq(providerPayments.briefId, briefId), eq(providerPayments.appliedTo, 'brief'), sql`${providerPayments.appliedAt} is not null`))
    .limit(1);
  return row;
}

/**
 * The charge recorded with the card payment that funded the brief, when exactly one payment funded
 * it; null when none did (the wallet), several did, or no charge was recorded.
 */
export async function fundingChargeOf(db: Db, briefId: string): Promise<string | null> {
  const rows = await db
    .select({ chargeId: providerPayments.chargeId })
    .from(providerPayments)
    .where(and(eq(providerPayments.briefId, briefId), eq(providerPayments.appliedTo, 'brief'), sql`${providerPayments.appliedAt} is not null`))
    .limit(2);
  return rows.length === 1 ? (rows[0]!.chargeId ?? null) : null;
}

// ---------------------------------------------------------------- audit

export async function audit(db: Db, values: { actorId: string | null; action: string; targetType: string; targetId: string; data?: Record<string, unknown> }): Promise<void> {
  await db.insert(auditLog).values(values);
}
