import { and, count, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brandProfiles, briefs, rewardAssignments, submissions, users, withdrawals } from '../../db/schema/index.ts';
import { UNSETTLED_PAYOUT_STATUSES } from '../payouts/index.ts';
import type { Window } from './admin-time.ts';
import { SUBMISSION_STATES, type SubmissionState } from '@briefly/shared/status-words';
import type { SubmissionStatus } from '@briefly/shared/submissions';

// The counts of the admin's overview and analytics.

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

/**
 * Submissions of active creators on briefs of active brands, per stored status and per state as
 * people say it (`submissionState` of @briefly/shared/status-words: an award makes a winner, an open
 * request for changes on a submission not turned down reads Changes requested). One count each.
 */
export async function submissionStatusCounts(db: Db): Promise<{
  statuses: Record<SubmissionStatus, number>;
  states: Record<SubmissionState, number>;
}> {
  const state = sql<SubmissionState>`case
      when ${rewardAssignments.id} is not null then 'winner'
      when ${submissions.revisionRequestedAt} is not null and ${submissions.status} <> 'rejected' then 'changes_requested'
      when ${submissions.status} = 'approved' then 'shortlisted'
      when ${submissions.status} = 'rejected' then 'not_selected'
      else 'pending' end`;
  const rows = await db
    .select({ status: submissions.status, state, value: count() })
    .from(submissions)
    // One award at most per submission (reward_assignments_submission_unique).
    .leftJoin(rewardAssignments, eq(rewardAssignments.submissionId, submissions.id))
    .where(submissionCounted)
    .groupBy(submissions.status, state);
  const statuses: Record<SubmissionStatus, number> = { pending: 0, approved: 0, rejected: 0 };
  const states = Object.fromEntries(SUBMISSION_STATES.map((each) => [each, 0])) as Record<SubmissionState, number>;
  for (const row of rows) {
    statuses[row.status] += row.value;
    states[row.state] += row.value;
  }
  return { statuses, states };
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
