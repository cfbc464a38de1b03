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
  submissionId: string;
  kind: 'submitted' | 'updated' | 'approved' | 'rejected';
  at: Date;
  briefTitle: string;
  brandName: string;
}

/**
 * What happened to the creator's submissions, newest first: each was submitted, maybe edited
 * since (its latest edit), maybe reviewed. Each branch is cut at `limit` before the merge.
 */
export async function recentActivityForCreator(db: Db, creatorId: string, limit: number): Promise<ActivityRow[]> {
  const rows = await queryRows<{
    submission_id: string;
    kind: ActivityRow['kind'];
    at: Date | string;
    brief_title: string;
    brand_name: string;
  }>(
    db,
    sql`select * from (
          (select s.id as submission_id, 'submitted' as kind, s.submitted_at as at, b.title as brief_title, bp.company_name as brand_name
             from submissions s join briefs b on b.id = s.brief_id join brand_profiles bp on bp.id = b.brand_id
            where s.creator_id = ${creatorId} order by s.submitted_at desc limit ${limit})
          union all
          (select s.id, 'updated', s.updated_at, b.title, bp.company_name
             from submissions s join briefs b on b.id = s.brief_id join brand_profiles bp on bp.id = b.brand_id
            where s.creator_id = ${creatorId} and s.updated_at > s.submitted_at order by s.updated_at desc limit ${limit})
          union all
          (select s.id, s.status::text, s.reviewed_at, b.title, bp.company_name
             from submissions s join briefs b on b.id = s.brief_id join brand_profiles bp on bp.id = b.brand_id
            where s.creator_id = ${creatorId} and s.reviewed_at is not null order by s.reviewed_at desc limit ${limit})
        ) activity
        order by at desc, submission_id, kind
        limit ${limit}`,
  );
  return rows.map((row) => ({
    submissionId: row.submission_id,
    kind: row.kind,
    at: new Date(row.at),
    briefTitle: row.brief_title,
    brandName: row.brand_name,
  }));
}
