import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { briefs, submissions } from '../../db/schema/index.ts';

// Figures: the counts for briefs (briefs.activity) and a creator's own figures and activity.

// ---------------------------------------------------------------- counts for briefs (briefs.activity)

export async function countsByBrief(db: Db, briefIds: string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (briefIds.length === 0) return result;
  const rows = await db
    .select({ briefId: submissions.briefId, count: count() })
    .from(submissions)
    .where(inArray(submissions.briefId, briefIds))
    .groupBy(submissions.briefId);
  for (const row of rows) result.set(row.briefId, Number(row.count));
  return result;
}

const monthOf = (column: typeof submissions.submittedAt) =>
  sql<string>`to_char(date_trunc('month', ${column} at time zone 'UTC'), 'YYYY-MM')`;

export async function perMonthForBrand(db: Db, brandId: string, since: Date): Promise<Map<string, number>> {
  const month = monthOf(submissions.submittedAt);
  const rows = await db
    .select({ month, count: count() })
    .from(submissions)
    .innerJoin(briefs, eq(briefs.id, submissions.briefId))
    .where(and(eq(briefs.brandId, brandId), gte(submissions.submittedAt, since)))
    .groupBy(month);
  return new Map(rows.map((row) => [row.month, Number(row.count)]));
}

export async function countSinceForBrand(db: Db, brandId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(submissions)
    .innerJoin(briefs, eq(briefs.id, submissions.briefId))
    .where(and(eq(briefs.brandId, brandId), gte(submissions.submittedAt, since)));
  return Number(row?.count ?? 0);
}

// ---------------------------------------------------------------- a creator's figures

export async function totalsForCreator(
  db: Db,
  creatorId: string,
): Promise<{ total: number; approved: number; rejected: number; pending: number }> {
  const [row] = await db
    .select({
      total: count(),
      approved: sql<number>`count(*) filter (where ${submissions.status} = 'approved')::int`,
      rejected: sql<number>`count(*) filter (where ${submissions.status} = 'rejected')::int`,
      pending: sql<number>`count(*) filter (where ${submissions.status} = 'pending')::int`,
    })
    .from(submissions)
    .where(eq(submissions.creatorId, creatorId));
  return {
    total: Number(row?.total ?? 0),
    approved: Number(row?.approved ?? 0),
    rejected: Number(row?.rejected ?? 0),
    pending: Number(row?.pending ?? 0),
  };
}

export async function monthlyForCreator(
  db: Db,
  creatorId: string,
  since: Date,
): Promise<Map<string, { submissions: number; approved: number }>> {
  const month = monthOf(submissions.submittedAt);
  const rows = await db
    .select({
      month,
      submissions: count(),
      approved: sql<number>`count(*) filter (where ${submissions.status} = 'approved')::int`,
    })
    .from(submissions)
    .where(and(eq(submissions.creatorId, creatorId), gte(submissions.submittedAt, since)))
    .groupBy(month)
    .orderBy(asc(month));
  return new Map(
    rows.map((row) => [row.month, { submissions: Number(row.submissions), approved: Number(row.approved) }]),
  );
}

/** How many submissions the creator made since `since`, as SQL for a statement that reads several figures at once. */
export const countSinceForCreatorSql = (creatorId: string, since: Date) =>
  sql<number>`(select count(*)::int from ${submissions} mine where mine.creator_id = ${creatorId} and mine.submitted_at >= ${since})`;

export interface ActivityRow {
  /** Unique within the feed: the submission and the kind, or the revision request's history row. */
  key: string;
  kind: 'submitted' | 'updated' | 'approved' | 'rejected' | 'changes_requested' | 'won' | 'paid' | 'held';
  at: Date;
  briefTitle: string;
  brandName: string;
  /** A win's place (null outside the tiers), its reward type and its net amount in cents; null for the others. */
  position: number | null;
  rewardType: 'cash' | 'credit' | 'prize' | null;
  netCents: number | null;
}

/**
 * What happened to the creator's submissions, newest first: each was submitted, maybe edited since
 * (its latest edit), maybe asked for changes (each request), reviewed, picked as a winner, and its
 * reward paid, credited or held (docs/product/creator-dashboard.md#overview). Each branch is cut at
 * `limit` before the merge.
 */
export async function recentActivityForCreator(db: Db, creatorId: string, limit: number): Promise<ActivityRow[]> {
  const rows = await queryRows<{
    key: string;
    kind: ActivityRow['kind'];
    at: Date | string;
    brief_title: string;
    brand_name: string;
    position: number | null;
    reward_type: ActivityRow['rewardType'];
    net_cents: number | string | null;
  }>(
    db,
    sql`with mine as (
          select s.*, b.title as brief_title, bp.company_name as brand_name
            from submissions s join briefs b on b.id = s.brief_id join brand_profiles bp on bp.id = b.brand_id
           where s.creator_id = ${creatorId}
        ), won as (
          select ra.*, mine.brief_title, mine.brand_name
            from reward_assignments ra join mine on mine.id = ra.submission_id
           where ra.creator_id = ${creatorId}
        )
        select * from (
          (select id::text || ':submitted' as key, 'submitted' as kind, submitted_at as at, brief_title, brand_name,
                  null::int as position, null::text as reward_type, null::bigint as net_cents
             from mine order by submitted_at desc limit ${limit})
          union all
          (select id::text || ':updated', 'updated', updated_at, brief_title, brand_name, null, null, null
             from mine where updated_at > submitted_at order by updated_at desc limit ${limit})
          union all
          (select id::text || ':' || status::text, status::text, reviewed_at, brief_title, brand_name, null, null, null
             from mine where reviewed_at is not null
              -- picking a winner approves it: that approval is the win, not a shortlisting of its own
              and not exists (select 1 from won where won.submission_id = mine.id and won.created_at <= mine.reviewed_at)
            order by reviewed_at desc limit ${limit})
          union all
          (select h.id::text || ':changes_requested', 'changes_requested', h.at, mine.brief_title, mine.brand_name, null, null, null
             from submission_history h join mine on mine.id = h.submission_id
            where h.kind = 'revision_requested' order by h.at desc limit ${limit})
          union all
          (select submission_id::text || ':won', 'won', created_at, brief_title, brand_name, position, reward_type::text, net_cents
             from won order by created_at desc limit ${limit})
          union all
          (select submission_id::text || ':paid', 'paid', paid_at, brief_title, brand_name, position, reward_type::text, net_cents
             from won where payout_status = 'paid' and reward_type <> 'prize' and paid_at is not null
            order by paid_at desc limit ${limit})
          union all
          (select submission_id::text || ':held', 'held', created_at, brief_title, brand_name, position, reward_type::text, net_cents
             from won where payout_status = 'held' order by created_at desc limit ${limit})
        ) activity
        order by at desc, key
        limit ${limit}`,
  );
  return rows.map((row) => ({
    key: row.key,
    kind: row.kind,
    at: new Date(row.at),
    briefTitle: row.brief_title,
    brandName: row.brand_name,
    position: row.position,
    rewardType: row.reward_type,
    netCents: row.net_cents === null ? null : Number(row.net_cents),
  }));
}
