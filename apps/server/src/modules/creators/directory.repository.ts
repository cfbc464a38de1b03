import { sql, type SQL } from 'drizzle-orm';
import type { BriefCategory } from '@briefly/shared/briefs';
import type { DirectoryPlatform, DirectorySort } from '@briefly/shared/creator-directory';
import { queryRows, type Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/text-search.ts';
import { creatorFiguresSql, portfolioCandidatesSql, portfolioOrderSql } from './public-profile.repository.ts';

// The creator directory's one statement per page (docs/decisions/044-creator-directory-ranking.md):
// the listed, active creators matching the filters, each with the public profile's figures and the
// last three portfolio items, ordered by a sort key and read after a keyset cursor.

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
      return words.length
        ? sql`round((${textScore(words)} * (1 + ${signalsSql}))::numeric, 6)`
        : sql`round(${signalsSql}::numeric, 6)`;
    case 'rating':
      // The shown rating, then how many reviews it rests on.
      return sql`(coalesce(${ratingSql}, 0) * 100000 + least(f.review_count, 99999))::numeric`;
    case 'briefs_won':
      return sql`(f.briefs_won * 100 + coalesce(${ratingSql}, 0))::numeric`;
    case 'newest':
      return sql`extract(epoch from u.created_at)::numeric`;
  }
}

export async function listDirectory(db: Db, filters: DirectoryFilters, page: DirectoryPageRequest) {
  const conditions: SQL[] = [
    sql`u.type = 'creator' and u.status = 'active' and u.deleted_at is null and cp.directory_listed`,
  ];
  if (filters.words.length) conditions.push(wordsMatch(filters.words));
  if (filters.categories.length)
    conditions.push(
      sql`cp.categories ?| array[${sql.join(
        filters.categories.map((category) => sql`${category}`),
        sql`, `,
      )}]::text[]`,
    );
  if (filters.platforms.length)
    conditions.push(
      sql`cp.platforms && array[${sql.join(
        filters.platforms.map((platform) => sql`${platform}`),
        sql`, `,
      )}]::text[]`,
    );
  if (filters.location) conditions.push(sql`cp.location ilike ${containsPattern(filters.location)}`);
  const figureConditions: SQL[] = [];
  if (filters.minRating !== undefined) figureConditions.push(sql`${ratingSql} >= ${filters.minRating}`);
  if (filters.minBriefsWon !== undefined) figureConditions.push(sql`f.briefs_won >= ${filters.minBriefsWon}`);
  const after = page.after
    ? sql`where (k.sort_key < ${page.after.key}::numeric or (k.sort_key = ${page.after.key}::numeric and k.id > ${page.after.id}::uuid))`
    : sql``;

  return queryRows<DirectoryRow>(
    db,
    sql`select k.*,
               (select json_agg(json_build_object('content_url', p.content_url, 'brief_title', p.brief_title, 'won', p.won, 'cover_hash', p.cover_hash)
                                order by ${portfolioOrderSql})
                  from (select * from ${portfolioCandidatesSql(sql`k.id`)} p
                         where p.shown and p.showable order by ${portfolioOrderSql} limit 3) p) as portfolio
          from (
            select cp.id, cp.user_name, cp.display_name, cp.full_name, cp.location, cp.categories, cp.platforms,
                   u.created_at, u.photo_hash, f.*, ${sortKey(page.sort, filters.words)} as sort_key
              from creator_profiles cp
              join users u on u.id = cp.id
              cross join lateral (select ${creatorFiguresSql}) f
             where ${sql.join([...conditions, ...figureConditions], sql` and `)}
          ) k ${after}
         order by k.sort_key desc, k.id
         limit ${page.limit} offset ${page.offset ?? 0}`,
  );
}
