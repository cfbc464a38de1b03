import { sql, type SQL } from 'drizzle-orm';
import type { BriefCategory } from '@briefly/shared/briefs';
import {
  DIRECTORY_PAGE,
  PUBLIC_CREATORS_PAGE_SIZE,
  type DirectoryPlatform,
  type DirectorySort,
} from '@briefly/shared/creator-directory';
import { queryRows, type Db } from '../../db/client.ts';
import { preparedQuery, preparedRawQuery } from '../../db/prepared.ts';
import { containsPattern } from '../../lib/text-search.ts';
import { portfolioCandidatesSql, portfolioOrderSql } from './public-profile.repository.ts';

// The creator directory's one statement per page (docs/decisions/044-creator-directory-ranking.md):
// the listed, active creators matching the filters, each with the public profile's figures and the
// last three portfolio items, ordered by a sort key and read after a keyset cursor. The figures and the
// sort keys that rest on them only are read from the creator_figures roll-up (decision 051), whose
// indexes give each sort's order: a page is an index walk, not a pass over every creator.

export interface DirectoryFilters {
  /** Search words, lower-cased, at most 6. */
  words: string[];
  categories: BriefCategory[];
  platforms: DirectoryPlatform[];
  location?: string;
  minRating?: number;
  minBriefsWon?: number;
}

export interface DirectoryPageRequest {
  sort: DirectorySort;
  /** Rows to read (the caller asks one more than it shows, to know whether a next page exists). */
  limit: number;
  /** Keyset: rows strictly after this sort key and id. */
  after?: { key: string; id: string };
  /** The public index pages by number instead. */
  offset?: number;
}

export interface DirectoryRow {
  id: string;
  user_name: string;
  display_name: string;
  full_name: string;
  location: string;
  categories: BriefCategory[];
  platforms: DirectoryPlatform[];
  created_at: Date | string;
  photo_hash: string | null;
  briefs_won: number | string;
  submissions_approved: number | string;
  submissions_decided: number | string;
  rating_sum: number | string;
  review_count: number | string;
  sort_key: string;
  portfolio: { content_url: string; brief_title: string; won: boolean; cover_hash: string | null }[] | null;
}

/** Each word matches the full-text document or, forgiving a typo, the trigram text (decision 044). */
function wordsMatch(words: string[]): SQL {
  return sql.join(
    words.map((word) => sql`(cp.search_document @@ plainto_tsquery('english', ${word}) or ${word} <% cp.search_text)`),
    sql` and `,
  );
}

/** How well the words match: the text rank plus the mean word similarity, from 0 to about 2. */
function textScore(words: string[]): SQL {
  const anyWord = sql.join(
    words.map((word) => sql`plainto_tsquery('english', ${word})`),
    sql` || `,
  );
  const similarity = sql.join(
    words.map((word) => sql`word_similarity(${word}, cp.search_text)`),
    sql` + `,
  );
  return sql`(ts_rank(cp.search_document, ${anyWord}) + (${similarity}) / ${words.length})`;
}

/** Verified signals: wins, approvals and a rating pulled towards 3.5 until there are reviews (decision 044). */
const signalsSql = sql`(ln(1 + f.briefs_won) + 0.5 * ln(1 + f.submissions_approved)
  + (f.rating_sum + 3 * 3.5) / (f.review_count + 3) / 5)`;
const ratingSql = sql`(case when f.review_count > 0 then round(f.rating_sum::numeric / f.review_count, 1) end)`;

function sortKey(sort: DirectorySort, words: string[]): SQL {
  switch (sort) {
    case 'relevance':
      // Without words: the signals alone, stored (round(signals, 6)).
      return words.length ? sql`round((${textScore(words)} * (1 + ${signalsSql}))::numeric, 6)` : sql`f.signals_key`;
    case 'rating':
      // The shown rating, then how many reviews it rests on (stored as rating_key).
      return sql`f.rating_key`;
    case 'briefs_won':
      // Wins, then the shown rating (stored as won_key).
      return sql`f.won_key`;
    case 'newest':
      return sql`extract(epoch from u.created_at)::numeric`;
  }
}

/** The statement's values: set into its text, or placeholders of a prepared statement. */
type Value = (name: string, value: unknown) => SQL;
const inline: Value = (_name, value) =>
  Array.isArray(value)
    ? sql`array[${sql.join(
        value.map((item) => sql`${item}`),
        sql`, `,
      )}]`
    : sql`${value}`;
const placeholder: Value = (name) => sql`${sql.placeholder(name)}`;

function directoryStatement(filters: DirectoryFilters, page: DirectoryPageRequest, value: Value): SQL {
  const conditions: SQL[] = [
    sql`u.type = 'creator' and u.status = 'active' and u.deleted_at is null and cp.directory_listed`,
  ];
  if (filters.words.length) conditions.push(wordsMatch(filters.words));
  if (filters.categories.length)
    conditions.push(sql`cp.categories ?| ${value('categories', filters.categories)}::text[]`);
  if (filters.platforms.length) conditions.push(sql`cp.platforms && ${value('platforms', filters.platforms)}::text[]`);
  if (filters.location) conditions.push(sql`cp.location ilike ${value('location', containsPattern(filters.location))}`);
  if (filters.minRating !== undefined)
    conditions.push(sql`${ratingSql} >= ${value('minRating', filters.minRating)}::numeric`);
  if (filters.minBriefsWon !== undefined)
    conditions.push(sql`f.briefs_won >= ${value('minBriefsWon', filters.minBriefsWon)}::int`);
  const after = page.after
    ? sql`where (k.sort_key < ${value('afterKey', page.after.key)}::numeric
             or (k.sort_key = ${value('afterKey', page.after.key)}::numeric and k.id > ${value('afterId', page.after.id)}::uuid))`
    : sql``;
  return sql`select k.*,
               (select json_agg(json_build_object('content_url', p.content_url, 'brief_title', p.brief_title, 'won', p.won, 'cover_hash', p.cover_hash)
                                order by ${portfolioOrderSql})
                  from (select * from ${portfolioCandidatesSql(sql`k.id`)} p
                         where p.shown and p.showable order by ${portfolioOrderSql} limit 3) p) as portfolio
          from (
            select cp.id, cp.user_name, cp.display_name, cp.full_name, cp.location, cp.categories, cp.platforms,
                   u.created_at, u.photo_hash, f.*, ${sortKey(page.sort, filters.words)} as sort_key
              from creator_profiles cp
              join users u on u.id = cp.id
              join creator_figures f on f.creator_id = cp.id
             where ${sql.join(conditions, sql` and `)}
          ) k ${after}
         order by k.sort_key desc, k.id
         limit ${literalCount(page.limit)}${page.offset ? sql` offset ${value('offset', page.offset)}::int` : sql``}`;
}

/**
 * Browsing without search words: one named statement per shape of the request (the sort, which filters are
 * set, a cursor or an offset, the page's size), parsed and planned once per connection as the marketplace's
 * (docs/performance.md#prepared-statements). Planning the statement took 1–1.5 ms, five times its run.
 * A search with words is built and planned each time: its plan depends on the words. The shapes are few (4 sorts,
 * 7 flags, 2 page sizes), so the statements a connection keeps stay few.
 */
const browseStatements = new Map<string, ReturnType<typeof preparedQuery<unknown>>>();

function browseShape(filters: DirectoryFilters, page: DirectoryPageRequest): string {
  const set = (flag: string, on: unknown) => (on ? flag : '');
  return [
    page.sort,
    set('c', filters.categories.length),
    set('p', filters.platforms.length),
    set('l', filters.location),
    set('r', filters.minRating !== undefined),
    set('w', filters.minBriefsWon !== undefined),
    set('a', page.after),
    set('o', page.offset),
    `_${page.limit}`,
  ].join('');
}

/** Pages read with a prepared statement: the directory's default page and the public index's, each with the one more row that tells whether a next page exists. Other sizes would make a statement each. */
const PREPARED_PAGE_ROWS = new Set([DIRECTORY_PAGE.default + 1, PUBLIC_CREATORS_PAGE_SIZE + 1]);

export async function listDirectory(db: Db, filters: DirectoryFilters, page: DirectoryPageRequest) {
  if (filters.words.length || !PREPARED_PAGE_ROWS.has(page.limit))
    return queryRows<DirectoryRow>(db, directoryStatement(filters, page, inline));
  const shape = browseShape(filters, page);
  let statement = browseStatements.get(shape);
  if (!statement) {
    statement = preparedQuery(`creator_directory_${shape}`, (handle, name) =>
      preparedRawQuery(handle, directoryStatement(filters, page, placeholder), name),
    );
    browseStatements.set(shape, statement);
  }
  const result = (await statement(db, {
    categories: filters.categories,
    platforms: filters.platforms,
    location: filters.location ? containsPattern(filters.location) : undefined,
    minRating: filters.minRating,
    minBriefsWon: filters.minBriefsWon,
    afterKey: page.after?.key,
    afterId: page.after?.id,
    offset: page.offset,
  })) as { rows: DirectoryRow[] };
  return result.rows;
}

/**
 * The page's size written into the text (a validated whole number, a handful of values): a prepared
 * statement whose LIMIT is a parameter gets a generic plan that cannot count on it, and is slower than the
 * plan for a known limit (docs/performance.md#prepared-statements). Offsets (the public index's later
 * pages) stay parameters, so the statement's texts stay few.
 */
function literalCount(value: number): SQL {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a count: ${String(value)}`);
  return sql.raw(String(value));
}
