import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { textQuery } from '../../lib/text-search.ts';
import { brandProfiles, briefs } from '../../db/schema/index.ts';
import { brandIsActive, textMatches } from './marketplace-sql.ts';
import { briefColumns, invitedSql, listColumns, type BriefListRow, type BriefRow } from './briefs.lists.repository.ts';

// What a creator sees: the briefs they may see, and whether they were invited to one.

/** Published briefs the creator may see: public ones, and private ones they were invited to, of active brands. */
const visibleToCreator = (creatorId: string) =>
  sql`${briefs.status} = 'published' and (${briefs.isPrivate} = false or ${invitedSql(creatorId)}) and ${brandIsActive}`;

export type CreatorBriefRow = BriefListRow & { isInvited: boolean };

/** One brief with whether this creator was invited to it (whatever its status). */
export async function findBriefForCreator(
  db: Db,
  briefId: string,
  creatorId: string,
): Promise<(BriefRow & { isInvited: boolean; brandActive: boolean }) | undefined> {
  const [row] = await db
    .select({ ...briefColumns, isInvited: invitedSql(creatorId), brandActive: sql<boolean>`${brandIsActive}` })
    .from(briefs)
    .where(eq(briefs.id, briefId))
    .limit(1);
  return row;
}

export async function briefsVisibleToCreator(db: Db, creatorId: string, limit: number): Promise<CreatorBriefRow[]> {
  const rows = await db
    .select({ ...listColumns, isInvited: invitedSql(creatorId) })
    .from(briefs)
    .innerJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
    .where(visibleToCreator(creatorId))
    .orderBy(desc(briefs.createdAt), desc(briefs.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, isInvited: Boolean(row.isInvited) }));
}

/**
 * How many briefs the creator may see accept applications now (published, deadline ahead), counted
 * up to `cap` + 1, as SQL for a statement that reads several figures at once (the creator dashboard).
 */
export const openForCreatorCountSql = (creatorId: string, now: Date, cap: number) =>
  sql<number>`(select count(*)::int from (select 1 from ${briefs} where ${visibleToCreator(creatorId)} and ${briefs.deadline} > ${now} order by ${briefs.status}, ${briefs.deadline} limit ${cap + 1}) open)`;

/** Full-text search (the marketplace's technique) over the briefs the creator may see, best match first. */
export async function searchBriefsForCreator(
  db: Db,
  creatorId: string,
  search: string,
  limit: number,
): Promise<CreatorBriefRow[]> {
  const query = textQuery(search);
  const rows = await db
    .select({ ...listColumns, isInvited: invitedSql(creatorId) })
    .from(briefs)
    .innerJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
    .where(and(visibleToCreator(creatorId), textMatches(query)))
    .orderBy(sql`ts_rank(${briefs.searchVector}, ${query}) desc`, desc(briefs.createdAt), desc(briefs.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, isInvited: Boolean(row.isInvited) }));
}
