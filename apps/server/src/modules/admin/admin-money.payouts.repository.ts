import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  brandProfiles,
  briefs,
  creatorProfiles,
  domainEvents,
  payoutAccounts,
  rewardAssignments,
  submissions,
  users,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/text-search.ts';
import { UNSETTLED_PAYOUT_STATUSES } from '../payouts/index.ts';

// Payouts (awards): the admin's list and detail of awards, and the award figures summed from their
// own payout state.

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
