import { and, asc, count, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { StoryFilter, StorySort } from '@briefly/shared/story-rules';
import { queryRows, type Db } from '../../db/client.ts';
import { auditLog, successStories } from '../../db/schema/index.ts';

// All of the stories module's queries. Functions take the executor (db or transaction) first.
// Briefs, awards and profiles are read across modules (decision 010); money comes from the ledger
// service, never from its tables.

export type StoryRow = typeof successStories.$inferSelect;
export type NewStory = typeof successStories.$inferInsert;

const published = isNotNull(successStories.publishedAt);

function filterCondition(filter: StoryFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'featured') return eq(successStories.featured, true);
  return eq(successStories.category, filter);
}

const ORDER: Record<StorySort, SQL[]> = {
  newest: [sql`${successStories.publishedAt} desc`],
  budget: [sql`${successStories.budgetCents} desc nulls last`, sql`${successStories.publishedAt} desc`],
  popularity: [sql`${successStories.viewsCount} desc`, sql`${successStories.publishedAt} desc`],
};

/** One page of published stories, filtered and sorted in SQL, with the count. */
export async function listPublished(
  db: Db,
  args: { filter: StoryFilter; sort: StorySort; limit: number; offset: number },
) {
  const where = and(published, filterCondition(args.filter));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(successStories)
      .where(where)
      .orderBy(...ORDER[args.sort], asc(successStories.id))
      .limit(args.limit)
      .offset(args.offset),
    db.select({ value: count() }).from(successStories).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Counts of published stories, and the brief and creator each verified one is about (its "paid" figure is read live from the ledger). */
export async function publishedStats(
  db: Db,
): Promise<{ stories: number; verified: number; verifiedPairs: Array<{ briefId: string; creatorId: string }> }> {
  const [[row], pairs] = await Promise.all([
    queryRows<{ stories: string; verified: string }>(
      db,
      sql`select count(*) as stories, count(*) filter (where verified) as verified
          from ${successStories} where published_at is not null`,
    ),
    queryRows<{ briefId: string; creatorId: string }>(
      db,
      sql`select brief_id as "briefId", creator_id as "creatorId" from ${successStories}
          where published_at is not null and verified and brief_id is not null and creator_id is not null`,
    ),
  ]);
  return { stories: Number(row?.stories ?? 0), verified: Number(row?.verified ?? 0), verifiedPairs: pairs };
}

export async function findStory(db: Db, id: string): Promise<StoryRow | undefined> {
  const [row] = await db.select().from(successStories).where(eq(successStories.id, id));
  return row;
}

export async function lockStory(tx: Db, id: string): Promise<StoryRow | undefined> {
  const [row] = await tx.select().from(successStories).where(eq(successStories.id, id)).for('update');
  return row;
}

/** Counts a view of a published story (popularity) and answers it as it is now. */
export async function countView(db: Db, id: string): Promise<StoryRow | undefined> {
  const [row] = await db
    .update(successStories)
    .set({ viewsCount: sql`${successStories.viewsCount} + 1` })
    .where(and(eq(successStories.id, id), published))
    .returning();
  return row;
}

/** Stories that name this person as their brand or creator, newest first. */
export async function storiesNaming(db: Db, userId: string): Promise<StoryRow[]> {
  return db
    .select()
    .from(successStories)
    .where(or(eq(successStories.brandId, userId), eq(successStories.creatorId, userId)))
    .orderBy(desc(successStories.createdAt), asc(successStories.id))
    .limit(100);
}

export async function insertStory(tx: Db, values: NewStory): Promise<StoryRow> {
  const [row] = await tx.insert(successStories).values(values).returning();
  return row!;
}

export async function updateStory(tx: Db, id: string, values: Partial<NewStory>): Promise<StoryRow> {
  const [row] = await tx.update(successStories).set(values).where(eq(successStories.id, id)).returning();
  return row!;
}

export async function deleteStory(tx: Db, id: string): Promise<void> {
  await tx.delete(successStories).where(eq(successStories.id, id));
}

export async function adminListStories(db: Db, args: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(successStories)
      .orderBy(desc(successStories.createdAt), asc(successStories.id))
      .limit(args.limit)
      .offset(args.offset),
    db.select({ value: count() }).from(successStories),
  ]);
  return { rows, total: total?.value ?? 0 };
}

// ---------------------------------------------------------------- people and briefs

/** A brand's shown name and logo, when the account is a brand. */
export async function brandById(
  db: Db,
  id: string,
): Promise<{ id: string; name: string; logo: string | null } | undefined> {
  const [row] = await queryRows<{ id: string; name: string; logo: string | null }>(
    db,
    sql`select p.id, p.company_name as name, p.logo from brand_profiles p join users u on u.id = p.id where p.id = ${id} and u.type = 'brand'`,
  );
  return row;
}

export async function creatorById(db: Db, id: string): Promise<{ id: string; name: string } | undefined> {
  const [row] = await queryRows<{ id: string; name: string }>(
    db,
    sql`select p.id, p.full_name as name from creator_profiles p join users u on u.id = p.id where p.id = ${id} and u.type = 'creator'`,
  );
  return row;
}

export interface BriefForStory {
  id: string;
  title: string;
  description: string;
  status: string;
  category: 'technical' | 'business' | 'creative';
  brandId: string;
  brandName: string;
  brandLogo: string | null;
}

export async function briefForStory(db: Db, briefId: string): Promise<BriefForStory | undefined> {
  const [row] = await queryRows<BriefForStory>(
    db,
    sql`select b.id, b.title, b.description, b.status, b.category, b.brand_id as "brandId", p.company_name as "brandName", p.logo as "brandLogo"
        from briefs b join brand_profiles p on p.id = b.brand_id where b.id = ${briefId}`,
  );
  return row;
}

/** The creators who won on these briefs (an award that stands), by brief. */
export async function winnersOf(
  db: Db,
  briefIds: string[],
): Promise<Map<string, Array<{ creatorId: string; name: string }>>> {
  const result = new Map<string, Array<{ creatorId: string; name: string }>>(briefIds.map((id) => [id, []]));
  if (briefIds.length === 0) return result;
  const rows = await queryRows<{ brief_id: string; creator_id: string; name: string }>(
    db,
    sql`select a.brief_id, a.creator_id, p.full_name as name
        from reward_assignments a join creator_profiles p on p.id = a.creator_id
        where a.brief_id in (${sql.join(
          briefIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by a.brief_id, a.creator_id, p.full_name
        order by a.brief_id, min(a.position) nulls last, p.full_name`,
  );
  for (const row of rows) result.get(row.brief_id)?.push({ creatorId: row.creator_id, name: row.name });
  return result;
}

/** Briefs with at least one winner, newest first, with how many stories each already has. */
export async function briefsWithWinners(
  db: Db,
  limit: number,
): Promise<Array<{ id: string; title: string; status: string; brandName: string; stories: number }>> {
  const rows = await queryRows<{ id: string; title: string; status: string; brand_name: string; stories: string }>(
    db,
    sql`select b.id, b.title, b.status, p.company_name as brand_name,
               (select count(*) from ${successStories} s where s.brief_id = b.id) as stories
        from briefs b join brand_profiles p on p.id = b.brand_id
        where exists (select 1 from reward_assignments a where a.brief_id = b.id)
        order by b.created_at desc limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    brandName: row.brand_name,
    stories: Number(row.stories),
  }));
}

export async function audit(
  tx: Db,
  entry: { actorId: string; action: string; targetId: string; before: unknown; after: unknown; ip: string | null },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: 'success_story',
    targetId: entry.targetId,
    data: { before: entry.before, after: entry.after },
    ip: entry.ip,
  });
}
