import { and, asc, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { BriefCategory } from '@briefly/shared/briefs';
import { MARKETPLACE_DEFAULT_LIMIT, MARKETPLACE_PAGE_SIZE } from '@briefly/shared/limits';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { prefixQuery, tsQuery } from '../../lib/text-search.ts';
import { brandProfiles, briefs } from '../../db/schema/index.ts';
import { brandIsActive, textMatches } from './marketplace-sql.ts';
import { listColumns, type BriefListRow } from './briefs.lists.repository.ts';

// The marketplace: one page of public briefs and how many match, in one statement.

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
