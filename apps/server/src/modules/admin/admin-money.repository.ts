import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import {
  auditLog,
  brandProfiles,
  briefs,
  creatorProfiles,
  domainEvents,
  payoutAccounts,
  poolRefunds,
  providerPayments,
  rewardAssignments,
  submissions,
  users,
  withdrawals,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/text-search.ts';
import { UNSETTLED_PAYOUT_STATUSES } from '../payouts/index.ts';
import type { Window } from './admin-time.ts';

// The admin's money views: counts and rows read across the owners' tables (decision 010). Amounts
// summed here are the awards' own payout state (like the wallet's "unsettled"); every ledger
// figure comes from ledger.service.

// One rule for every count of the admin's screens (docs/product/money-and-ledger.md#admin-figures):
// a deactivated (or erased) account and what it owns leave the counts — brands and creators count
// active accounts, briefs those of active brands, submissions those of active creators on briefs of
// active brands. Money figures keep everything: money that moved stays moved.

/** An account that is neither deactivated nor erased. */
const activeAccount = (id: SQL | typeof users.id) =>
  sql`exists(select 1 from users account where account.id = ${id} and account.status = 'active' and account.deleted_at is null)`;
/** The brand of a brief is an active account (a deactivated brand's briefs left the marketplace). */
const briefBrandActive = activeAccount(sql`${briefs.brandId}`);
/** A submission of an active creator on a brief of an active brand. */
const submissionCounted = and(
  activeAccount(sql`${submissions.creatorId}`),
  sql`exists(select 1 from briefs counted_brief where counted_brief.id = ${submissions.briefId} and ${activeAccount(sql`counted_brief.brand_id`)})`,
);

// ---------------------------------------------------------------- counts

/** Active brands and creators, published briefs of active brands: the overview's cards. */
export async function overviewCounts(db: Db): Promise<{ brands: number; creators: number; availableBriefs: number }> {
  const [people, [available]] = await Promise.all([
    db
      .select({ type: users.type, value: count() })
      .from(users)
      .where(
        and(inArray(users.type, ['brand', 'creator']), eq(users.status, 'active'), sql`${users.deletedAt} is null`),
      )
      .groupBy(users.type),
    db
      .select({ value: count() })
      .from(briefs)
      .where(and(eq(briefs.status, 'published'), briefBrandActive)),
  ]);
  const of = (type: string) => people.find((row) => row.type === type)?.value ?? 0;
  return { brands: of('brand'), creators: of('creator'), availableBriefs: available?.value ?? 0 };
}

/** Briefs of active brands per status. */
export async function briefStatusCounts(db: Db): Promise<Record<'draft' | 'published' | 'archived', number>> {
  const rows = await db
    .select({ status: briefs.status, value: count() })
    .from(briefs)
    .where(briefBrandActive)
    .groupBy(briefs.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.value ?? 0;
  return { draft: of('draft'), published: of('published'), archived: of('archived') };
}

/** Submissions of active creators on briefs of active brands, per status. */
export async function submissionStatusCounts(db: Db): Promise<Record<'pending' | 'approved' | 'rejected', number>> {
  const rows = await db
    .select({ status: submissions.status, value: count() })
    .from(submissions)
    .where(submissionCounted)
    .groupBy(submissions.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.value ?? 0;
  return { pending: of('pending'), approved: of('approved'), rejected: of('rejected') };
}

/** Active brands and creators who joined per calendar month ('YYYY-MM' in the time zone) since `since`. */
export async function joinedByMonth(
  db: Db,
  since: Date,
  timeZone: string,
): Promise<Array<{ month: string; type: string; joined: number }>> {
  const month = sql<string>`to_char(date_trunc('month', ${users.createdAt} at time zone ${timeZone}), 'YYYY-MM')`;
  const rows = await db
    .select({ month, type: users.type, joined: count() })
    .from(users)
    .where(
      and(
        inArray(users.type, ['brand', 'creator']),
        eq(users.status, 'active'),
        sql`${users.deletedAt} is null`,
        gte(users.createdAt, since),
      ),
    )
    // By position: the time zone is a parameter, and a second copy of it would be another expression to PostgreSQL.
    .groupBy(sql`1`, users.type);
  return rows.map((row) => ({ month: row.month, type: row.type, joined: row.joined }));
}

/** The briefs of active brands with the most submissions of active creators (ties: newest first), with their approved count. */
export async function topBriefsBySubmissions(db: Db, limit: number) {
  return db
    .select({
      id: briefs.id,
      title: briefs.title,
      status: briefs.status,
      brandName: brandProfiles.companyName,
      submissions: sql<number>`count(${submissions.id})::int`,
      approved: sql<number>`(count(${submissions.id}) filter (where ${submissions.status} = 'approved'))::int`,
    })
    .from(briefs)
    .innerJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
    .leftJoin(submissions, and(eq(submissions.briefId, briefs.id), activeAccount(sql`${submissions.creatorId}`)))
    .where(briefBrandActive)
    .groupBy(briefs.id, brandProfiles.companyName)
    .orderBy(desc(sql`count(${submissions.id})`), desc(briefs.createdAt), desc(briefs.id))
    .limit(limit);
}

/**
 * Payouts counted (not summed): cash awards transferred and withdrawals completed in the window;
 * and now, cash awards not yet transferred and withdrawals pending or approved.
 */
export async function payoutCounts(db: Db, window: Window): Promise<{ completed: number; pending: number }> {
  const inWindow = (column: typeof rewardAssignments.paidAt | typeof withdrawals.completedAt) =>
    and(isNotNull(column), window.from ? gte(column, window.from) : undefined, lt(column, window.to));
  const [[awardsDone], [withdrawalsDone], [awardsOpen], [withdrawalsOpen]] = await Promise.all([
    db
      .select({ value: count() })
      .from(rewardAssignments)
      .where(
        and(
          eq(rewardAssignments.rewardType, 'cash'),
          eq(rewardAssignments.payoutStatus, 'paid'),
          inWindow(rewardAssignments.paidAt),
        ),
      ),
    db
      .select({ value: count() })
      .from(withdrawals)
      .where(and(eq(withdrawals.status, 'completed'), inWindow(withdrawals.completedAt))),
    db
      .select({ value: count() })
      .from(rewardAssignments)
      .where(
        and(
          eq(rewardAssignments.rewardType, 'cash'),
          inArray(rewardAssignments.payoutStatus, [...UNSETTLED_PAYOUT_STATUSES]),
        ),
      ),
    db
      .select({ value: count() })
      .from(withdrawals)
      .where(inArray(withdrawals.status, ['pending', 'approved'])),
  ]);
  return {
    completed: (awardsDone?.value ?? 0) + (withdrawalsDone?.value ?? 0),
    pending: (awardsOpen?.value ?? 0) + (withdrawalsOpen?.value ?? 0),
  };
}

// ---------------------------------------------------------------- payouts (awards)

export type PayoutStatusFilter = 'all' | 'paid' | 'pending' | 'held' | 'failed';

const payoutColumns = {
  id: rewardAssignments.id,
  rewardType: rewardAssignments.rewardType,
  status: rewardAssignments.payoutStatus,
  position: rewardAssignments.position,
  grossCents: rewardAssignments.grossCents,
  feeCents: rewardAssignments.feeCents,
  netCents: rewardAssignments.netCents,
  prizeName: rewardAssignments.prizeName,
  createdAt: rewardAssignments.createdAt,
  paidAt: rewardAssignments.paidAt,
  submissionId: rewardAssignments.submissionId,
  transferId: rewardAssignments.transferId,
  lastError: rewardAssignments.lastError,
  creatorId: rewardAssignments.creatorId,
  creatorFullName: creatorProfiles.fullName,
  creatorUserName: creatorProfiles.userName,
  creatorEmail: users.email,
  briefId: briefs.id,
  briefTitle: briefs.title,
  brandId: briefs.brandId,
  brandName: brandProfiles.companyName,
};

const payoutsFrom = (db: Db, columns: typeof payoutColumns | { value: SQL<number> }) =>
  db
    .select(columns)
    .from(rewardAssignments)
    .innerJoin(briefs, eq(briefs.id, rewardAssignments.briefId))
    .innerJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, rewardAssignments.creatorId))
    .innerJoin(users, eq(users.id, rewardAssignments.creatorId));

function payoutsWhere(status: PayoutStatusFilter, search: string | undefined): SQL | undefined {
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    status === 'all' ? undefined : eq(rewardAssignments.payoutStatus, status),
    pattern
      ? or(
          ilike(briefs.title, pattern),
          ilike(brandProfiles.companyName, pattern),
          ilike(creatorProfiles.fullName, pattern),
          ilike(creatorProfiles.userName, pattern),
          ilike(users.email, pattern),
        )
      : undefined,
  );
}

/** Awards newest first (the status filter rides reward_assignments_status_idx), and how many match. */
export async function listPayouts(
  db: Db,
  filter: { status: PayoutStatusFilter; search?: string; limit: number; offset: number },
) {
  const where = payoutsWhere(filter.status, filter.search);
  const [rows, [total]] = await Promise.all([
    payoutsFrom(db, payoutColumns)
      .where(where)
      .orderBy(desc(rewardAssignments.createdAt), desc(rewardAssignments.id))
      .limit(filter.limit)
      .offset(filter.offset),
    payoutsFrom(db, { value: sql<number>`count(*)::int` }).where(where),
  ]);
  return { rows: rows as PayoutRow[], total: Number((total as { value: number } | undefined)?.value ?? 0) };
}

/** One award by its id or its submission's id (the reference client opens a payout from its submission). */
export async function findPayout(db: Db, id: string): Promise<PayoutRow | undefined> {
  const [row] = await payoutsFrom(db, payoutColumns)
    .where(or(eq(rewardAssignments.id, id), eq(rewardAssignments.submissionId, id)))
    .limit(1);
  return row as PayoutRow | undefined;
}
/**
 * An approved submission with no award yet, as a payout with nothing awarded: the reference client
 * lists approved submissions as its payouts and opens each by the submission's id.
 */
export async function findUnawardedApproval(db: Db, submissionId: string): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select({
      id: submissions.id,
      rewardType: sql<'none'>`'none'`,
      status: sql<'none'>`'none'`,
      position: sql<null>`null`,
      grossCents: sql<number>`0`,
      feeCents: sql<number>`0`,
      netCents: sql<number>`0`,
      prizeName: sql<null>`null`,
      createdAt: submissions.reviewedAt,
      paidAt: sql<null>`null`,
      submissionId: submissions.id,
      transferId: sql<null>`null`,
      lastError: sql<null>`null`,
      creatorId: submissions.creatorId,
      creatorFullName: creatorProfiles.fullName,
      creatorUserName: creatorProfiles.userName,
      creatorEmail: users.email,
      briefId: briefs.id,
      briefTitle: briefs.title,
      brandId: briefs.brandId,
      brandName: brandProfiles.companyName,
    })
    .from(submissions)
    .innerJoin(briefs, eq(briefs.id, submissions.briefId))
    .innerJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, submissions.creatorId))
    .innerJoin(users, eq(users.id, submissions.creatorId))
    .where(
      and(
        eq(submissions.id, submissionId),
        eq(submissions.status, 'approved'),
        sql`not exists(select 1 from ${rewardAssignments} award where award.submission_id = ${submissions.id})`,
      ),
    )
    .limit(1);
  return row ? { ...row, createdAt: row.createdAt ?? new Date(0) } : undefined;
}

export interface PayoutRow {
  id: string;
  rewardType: 'cash' | 'credit' | 'prize' | 'none';
  status: 'paid' | 'pending' | 'held' | 'failed' | 'none';
  position: number | null;
  grossCents: number;
  feeCents: number;
  netCents: number;
  prizeName: string | null;
  createdAt: Date;
  paidAt: Date | null;
  submissionId: string;
  transferId: string | null;
  lastError: string | null;
  creatorId: string;
  creatorFullName: string;
  creatorUserName: string;
  creatorEmail: string;
  briefId: string;
  briefTitle: string;
  brandId: string;
  brandName: string;
}

/** Cash awarded and not transferred yet (pending, held or failed), net, and the held part of it: now. */
export async function awaitingPayout(db: Db): Promise<{ awaiting: number; held: number }> {
  const [row] = await db
    .select({
      awaiting: sql<string>`coalesce(sum(${rewardAssignments.netCents}), 0)`,
      held: sql<string>`coalesce(sum(${rewardAssignments.netCents}) filter (where ${rewardAssignments.payoutStatus} = 'held'), 0)`,
    })
    .from(rewardAssignments)
    .where(
      and(
        eq(rewardAssignments.rewardType, 'cash'),
        inArray(rewardAssignments.payoutStatus, [...UNSETTLED_PAYOUT_STATUSES]),
      ),
    );
  return { awaiting: Number(row?.awaiting ?? 0), held: Number(row?.held ?? 0) };
}

/** Credit granted: the net of credit awards made in the window that stand (a removed award is gone with its row). */
export async function creditGranted(db: Db, window: { from: Date | null; to: Date }): Promise<number> {
  const [row] = await db
    .select({ value: sql<string>`coalesce(sum(${rewardAssignments.netCents}), 0)` })
    .from(rewardAssignments)
    .where(
      and(
        eq(rewardAssignments.rewardType, 'credit'),
        window.from ? gte(rewardAssignments.createdAt, window.from) : undefined,
        lt(rewardAssignments.createdAt, window.to),
      ),
    );
  return Number(row?.value ?? 0);
}

export async function payoutAccountStatus(
  db: Db,
  creatorId: string,
): Promise<'active' | 'restricted' | 'pending' | 'other' | null> {
  const [row] = await db
    .select({ status: payoutAccounts.status })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.creatorId, creatorId))
    .limit(1);
  return row?.status ?? null;
}

/**
 * An award's story after it was made: its outbox events (`reward.assigned`, `payout.held`,
 * `payout.paid`; the outbox keeps them 7 days — the occurred_at index bounds the read) and its
 * audit rows (`payout.transferred`, kept).
 */
export async function payoutHistory(db: Db, assignmentId: string, since: Date) {
  const [events, audits] = await Promise.all([
    db
      .select({ type: domainEvents.type, payload: domainEvents.payload, at: domainEvents.occurredAt })
      .from(domainEvents)
      .where(and(gte(domainEvents.occurredAt, since), eq(domainEvents.aggregateId, `assignment:${assignmentId}`)))
      .orderBy(asc(domainEvents.position)),
    db
      .select({ action: auditLog.action, data: auditLog.data, at: auditLog.createdAt })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'reward_assignment'), eq(auditLog.targetId, assignmentId)))
      .orderBy(asc(auditLog.createdAt)),
  ]);
  return { events, audits };
}

// ---------------------------------------------------------------- names of money movements (recent transactions)

export interface MovementNames {
  briefTitle: string | null;
  brandName: string | null;
  creatorName: string | null;
}

/**
 * Who a money movement concerns, by its ledger reference: a provider payment (its brief and brand),
 * a reward assignment (brief, brand, creator), a withdrawal (creator) or a pool refund
 * `<briefId>:<n>` (brief, brand). One query for any number of references.
 */
export async function movementNames(
  db: Db,
  refs: { payments: string[]; assignments: string[]; withdrawals: string[]; refundBriefs: string[] },
): Promise<Map<string, MovementNames>> {
  const list = (values: string[]) =>
    values.length
      ? sql.join(
          values.map((value) => sql`${value}`),
          sql`, `,
        )
      : sql`null`;
  const rows = await queryRows<{
    ref: string;
    brief_title: string | null;
    brand_name: string | null;
    creator_name: string | null;
  }>(
    db,
    sql`select p.provider_object_id as ref, b.title as brief_title, bp.company_name as brand_name, null as creator_name
          from provider_payments p left join briefs b on b.id = p.brief_id left join brand_profiles bp on bp.id = p.brand_id
          where p.provider_object_id in (${list(refs.payments)})
        union all
        select ra.id::text, b.title, bp.company_name, cp.full_name
          from reward_assignments ra join briefs b on b.id = ra.brief_id join brand_profiles bp on bp.id = b.brand_id left join creator_profiles cp on cp.id = ra.creator_id
          where ra.id::text in (${list(refs.assignments)})
        union all
        select w.id::text, null, null, cp.full_name
          from withdrawals w left join creator_profiles cp on cp.id = w.creator_id
          where w.id::text in (${list(refs.withdrawals)})
        union all
        select b.id::text, b.title, bp.company_name, null
          from briefs b join brand_profiles bp on bp.id = b.brand_id
          where b.id::text in (${list(refs.refundBriefs)})`,
  );
  return new Map(
    rows.map((row) => [
      row.ref,
      { briefTitle: row.brief_title, brandName: row.brand_name, creatorName: row.creator_name },
    ]),
  );
}

// ---------------------------------------------------------------- reconciliation: our references → the provider's ids

/**
 * The provider's object ids behind ledger references: a payment's charge (and intent), an award's
 * or withdrawal's transfer, a card refund's refund id. Four small queries for any number of refs.
 */
export async function providerIdsOf(
  db: Db,
  refs: {
    payments: string[];
    assignments: string[];
    withdrawals: string[];
    refunds: Array<{ briefId: string; sequence: number }>;
  },
) {
  const uuidsOnly = (values: string[]) => values.filter((value) => /^[0-9a-f-]{36}$/i.test(value));
  const refundBriefs = [...new Set(refs.refunds.map((ref) => ref.briefId))].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const [payments, assignments, payouts, refunds] = await Promise.all([
    refs.payments.length
      ? db
          .select({
            ref: providerPayments.providerObjectId,
            chargeId: providerPayments.chargeId,
            objectType: providerPayments.objectType,
          })
          .from(providerPayments)
          .where(inArray(providerPayments.providerObjectId, refs.payments))
      : [],
    uuidsOnly(refs.assignments).length
      ? db
          .select({ ref: rewardAssignments.id, transferId: rewardAssignments.transferId })
          .from(rewardAssignments)
          .where(inArray(rewardAssignments.id, uuidsOnly(refs.assignments)))
      : [],
    uuidsOnly(refs.withdrawals).length
      ? db
          .select({ ref: withdrawals.id, transferId: withdrawals.providerTransferId })
          .from(withdrawals)
          .where(inArray(withdrawals.id, uuidsOnly(refs.withdrawals)))
      : [],
    refundBriefs.length
      ? db
          .select({
            briefId: poolRefunds.briefId,
            sequence: poolRefunds.sequence,
            providerRefundId: poolRefunds.providerRefundId,
            paymentIntentId: poolRefunds.paymentIntentId,
          })
          .from(poolRefunds)
          .where(inArray(poolRefunds.briefId, refundBriefs))
      : [],
  ]);
  return {
    payments: new Map(payments.map((row) => [row.ref, { chargeId: row.chargeId, objectType: row.objectType }])),
    transfers: new Map([...assignments, ...payouts].map((row) => [row.ref, row.transferId])),
    refunds: new Map(refunds.map((row) => [`${row.briefId}:${row.sequence}`, row.providerRefundId])),
  };
}
