import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SavedSearchAlert } from '@briefly/shared/saved-searches';
import { briefCategoryEnum, briefs } from './briefs.ts';
import { users } from './users.ts';

// Saved marketplace searches and the briefs that matched them (docs/product/saved-searches.md,
// decision 035). Written by the saved-searches module only.

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The marketplace's words, trimmed; null when none. */
    search: text('search'),
    /** prefixQuery(search), computed once on save: the matching statement uses it as the marketplace does. */
    prefixQuery: text('prefix_query'),
    category: briefCategoryEnum('category'),
    template: text('template'),
    minRewardCents: bigint('min_reward_cents', { mode: 'number' }),
    maxRewardCents: bigint('max_reward_cents', { mode: 'number' }),
    deadline: text('deadline').notNull().default('any'),
    /** Only to open the search again in the marketplace. */
    sort: text('sort').notNull().default('newest'),
    alert: text('alert').$type<SavedSearchAlert>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_creator_idx').on(t.creatorId, t.createdAt),
    // A newly published brief is matched against the searches that alert.
    index('saved_searches_alerting_idx')
      .on(t.alert)
      .where(sql`alert <> 'off'`),
  ],
);

/** One row per brief and search that matched: the key makes the alert happen once per brief and search. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    briefId: uuid('brief_id')
      .notNull()
      .references(() => briefs.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The search's alert when it matched: instant ones are told at once, daily ones wait for the digest. */
    alert: text('alert').$type<SavedSearchAlert>().notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull(),
    /** When the digest took it (emailed, or let go because email is off); null while it waits. */
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.briefId] }),
    // A brief's deletion finds its matches.
    index('saved_search_matches_brief_idx').on(t.briefId),
    // The digest: per creator, the daily matches still waiting.
    index('saved_search_matches_digest_idx')
      .on(t.creatorId, t.matchedAt)
      .where(sql`alert = 'daily' and digested_at is null`),
  ],
);
