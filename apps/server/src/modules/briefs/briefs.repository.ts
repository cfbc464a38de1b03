import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { BriefCategory, BriefStatus } from '@briefly/shared/briefs';
import { MARKETPLACE_DEFAULT_LIMIT, MARKETPLACE_PAGE_SIZE } from '@briefly/shared/limits';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { prefixQuery, textQuery, tsQuery } from '../../lib/text-search.ts';
import {
  brandProfiles,
  briefInvitations,
  briefs,
  creatorProfiles,
  rewardAssignments,
  rewardTiers,
  submissions,
  users,
} from '../../db/schema/index.ts';
import { type BriefPoolFigures, briefPoolFiguresSql } from '../ledger/index.ts';
import { brandIsActive, textMatches } from './marketplace-sql.ts';
import type { BriefSubmissionEntry } from './briefs.activity.ts';

// All of the briefs module's queries. Functions take the executor (db or transaction) first.

const { searchVector: _searchVector, ...briefColumns } = getTableColumns(briefs);
export type BriefRow = Omit<typeof briefs.$inferSelect, 'searchVector'>;
export type NewBrief = Omit<typeof briefs.$inferInsert, 'searchVector'>;
export type TierRow = typeof rewardTiers.$inferSelect;
export type NewTier = Omit<typeof rewardTiers.$inferInsert, 'briefId'>;

const brandColumns = {
  id: brandProfiles.id,
  companyName: brandProfiles.companyName,
  contactName: brandProfiles.contactName,
  logo: brandProfiles.logo,
  socialWebsite: brandProfiles.socialWebsite,
  socialInstagram: brandProfiles.socialInstagram,
  socialTwitter: brandProfiles.socialTwitter,
  socialLinkedIn: brandProfiles.socialLinkedIn,
};
export type BrandRow = {
  id: string;
  companyName: string;
  contactName: string;
  logo: string | null;
  socialWebsite: string;
  socialInstagram: string;
  socialTwitter: string;
  socialLinkedIn: string;
};
export interface BriefWithBrand {
  brief: BriefRow;
  brand: BrandRow;
}

// ---------------------------------------------------------------- a brief as lists show it
// A list reads each brief with its tiers, submissions, winners and pool figures in the list's own
// statement (correlated subqueries aggregated to JSON; the pool from the ledger's rollup), so a page
// costs one statement whatever its size (docs/performance.md#statements-per-request). Reads of the
// submissions' and awards' tables are reads across modules (decision 010). The brief's id is spelled
// out: Drizzle leaves column names unqualified in single-table select lists.

/** A tier as lists read it (TierRow without what no screen shows). */
export type ListTier = Pick<
  TierRow,
  'id' | 'position' | 'name' | 'description' | 'cashCents' | 'creditCents' | 'isActive'
>;
/** JSON carries timestamps as text; the mapper makes them dates. */
type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

export interface BriefListRow extends BriefWithBrand {
  tiers: ListTier[];
  submissions: Array<Json<BriefSubmissionEntry>>;
  winners: Array<Json<WinnerRow>>;
  pool: BriefPoolFigures;
}

const BRIEF_ID = sql.raw('"briefs"."id"');

const tiersJson = sql<ListTier[]>`(select coalesce(json_agg(json_build_object(
    'id', tier.id, 'position', tier.position, 'name', tier.name, 'description', tier.description,
    'cashCents', tier.cash_cents, 'creditCents', tier.credit_cents, 'isActive', tier.is_active) order by tier.position), '[]'::json)
  from ${rewardTiers} tier where tier.brief_id = ${BRIEF_ID})`;

const submissionsJson = sql<Array<Json<BriefSubmissionEntry>>>`(select coalesce(json_agg(json_build_object(
    'submittedAt', submission.submitted_at, 'status', submission.status) order by submission.submitted_at, submission.id), '[]'::json)
  from ${submissions} submission where submission.brief_id = ${BRIEF_ID})`;

const winnersJson = sql<Array<Json<WinnerRow>>>`(select coalesce(json_agg(json_build_object(
    'briefId', award.brief_id, 'position', award.position, 'rewardType', award.reward_type, 'userName', creator.user_name,
    'prizeName', award.prize_name, 'prizeDescription', award.prize_description, 'awardedAt', award.created_at)
    order by award.position asc nulls last, award.created_at, award.id), '[]'::json)
  from ${rewardAssignments} award join ${creatorProfiles} creator on creator.id = award.creator_id where award.brief_id = ${BRIEF_ID})`;

/** What a list selects for each brief: the brief, its brand and its details. */
const listColumns = {
  brief: briefColumns,
  brand: brandColumns,
  tiers: tiersJson,
  submissions: submissionsJson,
  winners: winnersJson,
  pool: briefPoolFiguresSql(BRIEF_ID),
};

export async function insertBrief(db: Db, values: NewBrief): Promise<BriefRow> {
  const [row] = await db.insert(briefs).values(values).returning(briefColumns);
  if (!row) throw new Error('insert into briefs returned nothing');
  return row;
}

export async function insertTiers(db: Db, briefId: string, tiers: NewTier[]): Promise<void> {
  if (tiers.length === 0) return;
  await db.insert(rewardTiers).values(tiers.map((tier) => ({ ...tier, briefId })));
}

export async function replaceTiers(db: Db, briefId: string, tiers: NewTier[]): Promise<void> {
  await db.delete(rewardTiers).where(eq(rewardTiers.briefId, briefId));
  await insertTiers(db, briefId, tiers);
}

export async function findBrief(db: Db, id: string): Promise<BriefRow | undefined> {
  const [row] = await db.select(briefColumns).from(briefs).where(eq(briefs.id, id)).limit(1);
  return row;
}

/** The brand's own brief, locked until the transaction ends (edits, deletes and funding take turns). */
export async function lockOwnBrief(db: Db, id: string, brandId: string): Promise<BriefRow | undefined> {
  const [row] = await db
    .select(briefColumns)
    .from(briefs)
    .where(and(eq(briefs.id, id), eq(briefs.brandId, brandId)))
    .for('update')
    .limit(1);
  return row;
}

export async function lockBrief(db: Db, id: string): Promise<void> {
  await db.select({ id: briefs.id }).from(briefs).where(eq(briefs.id, id)).for('update');
}

/**
 * Compare-and-set: marks an unfunded brief of this brand, whose reward is exactly the amount,
 * funded; a draft with a future deadline is published too. Null when any of that does not hold.
 */
export async function markFunded(
  db: Db,
  args: { id: string; brandId: string; amountCents: number; now: Date; publish: boolean },
): Promise<BriefRow | undefined> {
  const publish = args.publish
    ? sql`case when ${briefs.status} = 'draft' and ${briefs.deadline} > ${args.now} then 'published'::brief_status else ${briefs.status} end`
    : briefs.status;
  const [row] = await db
    .update(briefs)
    .set({ fundedAt: args.now, updatedAt: args.now, status: publish as SQL<BriefStatus> })
    .where(
      and(
        eq(briefs.id, args.id),
        eq(briefs.brandId, args.brandId),
        isNull(briefs.fundedAt),
        eq(briefs.rewardCents, args.amountCents),
      ),
    )
    .returning(briefColumns);
  return row;
}

export async function updateBrief(db: Db, id: string, values: Partial<NewBrief>): Promise<BriefRow> {
  const [row] = await db.update(briefs).set(values).where(eq(briefs.id, id)).returning(briefColumns);
  if (!row) throw new Error(`brief ${id} vanished during an update`);
  return row;
}

export async function deleteBrief(db: Db, id: string): Promise<void> {
  await db.delete(briefs).where(eq(briefs.id, id));
}

export async function tiersOf(db: Db, briefIds: string[]): Promise<Map<string, TierRow[]>> {
  const result = new Map<string, TierRow[]>(briefIds.map((id) => [id, []]));
  if (briefIds.length === 0) return result;
  const rows = await db
    .select()
    .from(rewardTiers)
    .where(inArray(rewardTiers.briefId, briefIds))
    .orderBy(asc(rewardTiers.briefId), asc(rewardTiers.position));
  for (const row of rows) result.get(row.briefId)?.push(row);
  return result;
}

export interface WinnerRow {
  briefId: string;
  position: number | null;
  rewardType: 'cash' | 'credit' | 'prize';
  userName: string;
  prizeName: string | null;
  prizeDescription: string | null;
  awardedAt: Date;
}

/** The brief detail's statement, prepared (db/prepared.ts): with and without a creator's invitation. */
const briefWithBrand = (withInvitation: boolean) =>
  preparedQuery(withInvitation ? 'briefs_detail_for_creator' : 'briefs_detail', (db, name) =>
    db
      .select({
        ...listColumns,
        brandActive: sql<boolean>`${brandIsActive}`,
        isInvited: withInvitation ? invitedSql(sql.placeholder('creatorId')) : sql<boolean>`false`,
      })
      .from(briefs)
      .innerJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
      .where(eq(briefs.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  );
const briefDetail = briefWithBrand(false);
const briefDetailForCreator = briefWithBrand(true);

/**
 * One brief as lists show it. `brandActive`: whether the brand's account is active (a deactivated
 * brand's briefs are seen by admins only); `isInvited`: whether `creatorId`, when given, was invited.
 */
export async function findBriefWithBrand(
  db: Db,
  id: string,
  creatorId?: string,
): Promise<(BriefListRow & { brandActive: boolean; isInvited: boolean }) | undefined> {
  const [row] = creatorId ? await briefDetailForCreator(db, { id, creatorId }) : await briefDetail(db, { id });
  return row;
}

const ofBrand = preparedQuery('briefs_of_brand', (db, name) =>
  db
    .select(listColumns)
    .from(briefs)
    .innerJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
    .where(eq(briefs.brandId, sql.placeholder('brandId')))
    .orderBy(desc(briefs.createdAt), desc(briefs.id))
    .prepare(name),
);

export async function briefsOfBrand(db: Db, brandId: string): Promise<BriefListRow[]> {
  return ofBrand(db, { brandId });
}

/** Published, public briefs of a brand (its public page), newest first. */
const activeOfBrand = preparedQuery('briefs_active_of_brand', (db, name) =>
  db
    .select(listColumns)
    .from(briefs)
    .innerJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
    .where(
      and(eq(briefs.brandId, sql.placeholder('brandId')), eq(briefs.status, 'published'), eq(briefs.isPrivate, false)),
    )
    .orderBy(desc(briefs.createdAt), desc(briefs.id))
    .prepare(name),
);

export async function activeBriefsOfBrand(db: Db, brandId: string): Promise<BriefListRow[]> {
  return activeOfBrand(db, { brandId });
}

/** A brand's public profile, if the brand exists and is active. */
export async function findActiveBrand(db: Db, brandId: string): Promise<BrandRow | undefined> {
  const [row] = await db
    .select(brandColumns)
    .from(brandProfiles)
    .innerJoin(users, eq(users.id, brandProfiles.id))
    .where(and(eq(brandProfiles.id, brandId), eq(users.status, 'active'), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------- invitations

/** Inserts the invitations that do not exist yet; answers the creators newly invited. */
export async function insertInvitations(db: Db, briefId: string, creatorIds: string[], now: Date): Promise<string[]> {
  if (creatorIds.length === 0) return [];
  const rows = await db
    .insert(briefInvitations)
    .values(creatorIds.map((creatorId) => ({ briefId, creatorId, createdAt: now })))
    .onConflictDoNothing()
    .returning({ creatorId: briefInvitations.creatorId });
  return rows.map((row) => row.creatorId);
}

export async function deleteInvitation(db: Db, briefId: string, creatorId: string): Promise<void> {
  await db
    .delete(briefInvitations)
    .where(and(eq(briefInvitations.briefId, briefId), eq(briefInvitations.creatorId, creatorId)));
}

/** The brief's invited creators with their names, oldest invitation first. */
export async function invitationsOf(db: Db, briefId: string) {
  return db
    .select({
      creatorId: briefInvitations.creatorId,
      fullName: creatorProfiles.fullName,
      userName: creatorProfiles.userName,
      email: users.email,
      invitedAt: briefInvitations.createdAt,
    })
    .from(briefInvitations)
    .innerJoin(users, eq(users.id, briefInvitations.creatorId))
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, briefInvitations.creatorId))
    .where(eq(briefInvitations.briefId, briefId))
    .orderBy(asc(briefInvitations.createdAt), asc(briefInvitations.creatorId));
}

/** Which of these ids are active creator accounts. */
export async function activeCreatorIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.type, 'creator'), eq(users.status, 'active'), isNull(users.deletedAt)));
  return new Set(rows.map((row) => row.id));
}

// ---------------------------------------------------------------- what a creator sees

/**
 * Whether the creator was invited to the brief in the row being selected (a correlated subquery).
 * Spelled out: Drizzle leaves column names unqualified in single-table select lists.
 */
const invitedSql = (creatorId: string | Placeholder) =>
  sql<boolean>`exists(select 1 from brief_invitations invitation where invitation.brief_id = "briefs"."id" and invitation.creator_id = ${creatorId})`;

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

// ---------------------------------------------------------------- marketplace

export interface MarketplaceFilter {
  /** Trimmed, non-blank. */
  search?: string;
  category?: BriefCategory;
  template?: string;
  minRewardCents?: number;
  maxRewardCents?: number;
  deadline: 'any' | 'urgent' | 'week' | 'month' | 'long-term';
  sort: 'newest' | 'oldest' | 'highest' | 'lowest' | 'deadline';
  limit: number;
  offset: number;
  now: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The marketplace filter's values by name: the prepared statement's placeholders (db/prepared.ts). */
function marketplaceValues(filter: MarketplaceFilter & { countCap: number }): Record<string, unknown> {
  const inDays = (days: number) => new Date(filter.now.getTime() + days * DAY_MS);
  const bucketDays = { any: 0, urgent: 3, week: 7, month: 30, 'long-term': 30 }[filter.deadline];
  return {
    search: filter.search,
    prefix: filter.search ? prefixQuery(filter.search) : null,
    category: filter.category,
    template: filter.template,
    minRewardCents: filter.minRewardCents,
    maxRewardCents: filter.maxRewardCents,
    now: filter.now,
    deadlineBound: inDays(bucketDays),
    limit: filter.limit,
    offset: filter.offset,
    countLimit: filter.countCap + 1,
  };
}

/**
 * First pages of these sizes — our web app's and the API's default: nearly every visit — are prepared with
 * their limits written into the statement. With the limits as parameters PostgreSQL cannot tell how far the
 * walk goes, estimates a generic plan at a tenth of the table, and at 100,000 briefs keeps planning every
 * execution anew (0.6 ms of a 1.5 ms statement); written in, the plan is made once per connection.
 */
const FIRST_PAGE_LIMITS: ReadonlySet<number> = new Set([MARKETPLACE_PAGE_SIZE, MARKETPLACE_DEFAULT_LIMIT]);

const isCommonFirstPage = (values: Record<string, unknown>) =>
  values.offset === 0 && FIRST_PAGE_LIMITS.has(values.limit as number);

/** What decides the marketplace statement's text (each shape is prepared once): which filters are set, the sort, a common first page. */
function marketplaceShape(values: Record<string, unknown>, filter: MarketplaceFilter): string {
  const set = (name: string) => (values[name] === undefined || values[name] === null ? '0' : '1');
  const firstPage = isCommonFirstPage(values) ? `_first${String(values.limit)}` : '';
  return (
    ['search', 'prefix', 'category', 'template', 'minRewardCents', 'maxRewardCents'].map(set).join('') +
    `_${filter.deadline}_${filter.sort}${firstPage}`
  );
}

/** A count written into the statement's text (a validated whole number); typed as Drizzle's limit() takes it. */
function literalCount(value: unknown): Placeholder {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw new Error(`not a count: ${String(value)}`);
  return sql.raw(String(value)) as unknown as Placeholder;
}

/** The marketplace's WHERE, with `value(name)` for each filter value: a placeholder when prepared, else the value. */
function marketplaceConditions(
  filter: MarketplaceFilter,
  values: Record<string, unknown>,
  value: (name: string) => unknown,
): SQL[] {
  const conditions: SQL[] = [sql`${briefs.status} = 'published'`, sql`${briefs.isPrivate} = false`, brandIsActive];
  if (values.search) conditions.push(textMatches(tsQuery(value('search'), values.prefix ? value('prefix') : null)));
  if (values.category !== undefined) conditions.push(sql`${briefs.category} = ${value('category')}`);
  if (values.template !== undefined) conditions.push(sql`${briefs.template} = ${value('template')}`);
  if (values.minRewardCents !== undefined) conditions.push(sql`${briefs.rewardCents} >= ${value('minRewardCents')}`);
  if (values.maxRewardCents !== undefined) conditions.push(sql`${briefs.rewardCents} <= ${value('maxRewardCents')}`);
  if (filter.deadline === 'long-term') conditions.push(sql`${briefs.deadline} > ${value('deadlineBound')}`);
  else if (filter.deadline !== 'any')
    conditions.push(sql`${briefs.deadline} >= ${value('now')} and ${briefs.deadline} <= ${value('deadlineBound')}`);
  return conditions;
}

const ORDER: Record<MarketplaceFilter['sort'], SQL[]> = {
  newest: [desc(briefs.createdAt), desc(briefs.id)],
  oldest: [asc(briefs.createdAt), asc(briefs.id)],
  highest: [desc(briefs.rewardCents), desc(briefs.createdAt), desc(briefs.id)],
  lowest: [asc(briefs.rewardCents), desc(briefs.createdAt), desc(briefs.id)],
  deadline: [asc(briefs.deadline), asc(briefs.id)],
};

/** A row of the marketplace's statement: a brief of the page with the total, or (a page past the end) the total alone. */
type MarketplaceRow = Omit<BriefListRow, 'brief' | 'brand'> & {
  brief: BriefListRow['brief'] | null;
  brand: BriefListRow['brand'] | null;
  total: number;
};

/** One statement per shape of filter (marketplaceShape), prepared on first use. */
const marketplaceStatements = new Map<string, ReturnType<typeof preparedQuery<MarketplaceRow[]>>>();

function marketplaceStatement(shape: string, filter: MarketplaceFilter, values: Record<string, unknown>) {
  let statement = marketplaceStatements.get(shape);
  if (!statement) {
    statement = preparedQuery(`briefs_marketplace_${shape}`, (db, name) => {
      const where = and(...marketplaceConditions(filter, values, (key) => sql.placeholder(key)));
      const count = (key: 'countLimit' | 'offset' | 'limit') =>
        isCommonFirstPage(values) ? literalCount(values[key]) : sql.placeholder(key);
      const order = sql.join(ORDER[filter.sort], sql`, `);
      // One walk down the sort's index, numbering the matching ids, up to the count's cap (past the
      // page's end): the page is the stretch after the offset, the total is how far the walk got. Read
      // once, not once for the page and again for the count; only the page's ids are joined and turned into JSON.
      const walk = db.$with('walk').as(
        db
          .select({ id: briefs.id, position: sql<number>`row_number() over (order by ${order})`.as('position') })
          .from(briefs)
          .where(where)
          .orderBy(...ORDER[filter.sort])
          .limit(count('countLimit')),
      );
      const counted = db
        .select({ total: sql<number>`count(*)::int`.as('total') })
        .from(walk)
        .as('counted');
      const page = db
        .select({ id: walk.id, position: walk.position })
        .from(walk)
        .where(sql`${walk.position} > ${count('offset')}`)
        .orderBy(walk.position)
        .limit(count('limit'))
        .as('page');
      // The total's one row, joined to the page's: a page past the end still answers its total, as one row without a brief.
      return db
        .with(walk)
        .select({ ...listColumns, total: counted.total })
        .from(counted)
        .leftJoin(page, sql`true`)
        .leftJoin(briefs, eq(briefs.id, page.id))
        .leftJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
        .orderBy(page.position)
        .prepare(name);
    });
    marketplaceStatements.set(shape, statement);
  }
  return statement;
}

const isPageRow = (row: MarketplaceRow): row is BriefListRow & { total: number } =>
  row.brief !== null && row.brand !== null;

/**
 * One page of the marketplace and the number of briefs that match, counted up to `countCap` + 1 (a
 * total beyond that is reported as "more than countCap": counting all of 100,000 briefs cost more than
 * the page). Page and count come from one walk of the sort's index, in one statement, past the end too.
 */
export async function marketplacePage(
  db: Db,
  filter: MarketplaceFilter & { countCap: number },
): Promise<{ rows: BriefListRow[]; total: number }> {
  const values = marketplaceValues(filter);
  const found = await marketplaceStatement(marketplaceShape(values, filter), filter, values)(db, values);
  return { rows: found.filter(isPageRow), total: Number(found[0]?.total ?? 0) };
}

// ---------------------------------------------------------------- jobs

/** Archives published briefs whose deadline has passed, in one statement (safe with several processes). */
export async function archiveExpired(
  db: Db,
  now: Date,
): Promise<Array<{ id: string; brandId: string; title: string; archivedAt: Date | null }>> {
  return db
    .update(briefs)
    .set({ status: 'archived', archivedAt: now, updatedAt: now })
    .where(and(eq(briefs.status, 'published'), sql`${briefs.deadline} < ${now}`))
    .returning({ id: briefs.id, brandId: briefs.brandId, title: briefs.title, archivedAt: briefs.archivedAt });
}
