import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const briefStatusEnum = pgEnum('brief_status', ['draft', 'published', 'archived']);
export const briefCategoryEnum = pgEnum('brief_category', ['technical', 'business', 'creative']);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type AdditionalFields = Record<string, string | string[]>;

export const briefs = pgTable(
  'briefs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements').notNull(),
    location: text('location').notNull().default('Anywhere'),
    template: text('template'),
    additionalFields: jsonb('additional_fields').$type<AdditionalFields>().notNull().default({}),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    amountOfWinners: integer('amount_of_winners').notNull().default(1),
    /** The whole reward pool, in cents. */
    rewardCents: bigint('reward_cents', { mode: 'number' }).notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    /** How many times the brand may ask a creator for changes to one submission (docs/product/submissions.md#revisions). */
    revisionLimit: integer('revision_limit').notNull().default(2),
    status: briefStatusEnum('status').notNull().default('draft'),
    /** The keyword category (docs/product/briefs.md#categories), computed from title and description on write. */
    category: briefCategoryEnum('category').notNull(),
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Title (weight A) and description (B); the brand's name is matched by the query. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'B')`,
      ),
  },
  (t) => [
    // The marketplace's sorts. After the sort's columns each carries every column the marketplace filters
    // on, so its walk down the index (decision 017) reads no table row: at 100,000 briefs a filtered walk
    // skips many rows on its way to ten pages of matches, each on a different page of the table
    // (docs/performance.md#figures). Drizzle has no INCLUDE; trailing key columns serve the same end.
    index('briefs_marketplace_created_idx').on(
      t.status,
      t.isPrivate,
      t.createdAt,
      t.id,
      t.category,
      t.template,
      t.rewardCents,
      t.deadline,
      t.brandId,
    ),
    index('briefs_status_deadline_idx').on(
      t.status,
      t.deadline,
      t.id,
      t.isPrivate,
      t.category,
      t.template,
      t.rewardCents,
      t.brandId,
    ),
    index('briefs_status_reward_idx').on(
      t.status,
      t.rewardCents,
      t.createdAt,
      t.id,
      t.isPrivate,
      t.category,
      t.template,
      t.deadline,
      t.brandId,
    ),
    index('briefs_brand_created_idx').on(t.brandId, t.createdAt),
    // The admin's list: all briefs or one status, newest first; with the brand, its capped count reads
    // no table row either.
    index('briefs_created_idx').on(t.createdAt, t.id, t.brandId),
    index('briefs_status_created_idx').on(t.status, t.createdAt, t.id, t.brandId),
    index('briefs_search_idx').using('gin', t.searchVector),
  ],
);

export const rewardTiers = pgTable(
  'reward_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    briefId: uuid('brief_id')
      .notNull()
      .references(() => briefs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    cashCents: bigint('cash_cents', { mode: 'number' }).notNull().default(0),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reward_tiers_brief_position_unique').on(t.briefId, t.position)],
);

/** Creators invited to a private brief: with its brand and admins, the only ones who see it. */
export const briefInvitations = pgTable(
  'brief_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    briefId: uuid('brief_id')
      .notNull()
      .references(() => briefs.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('brief_invitations_brief_creator_unique').on(t.briefId, t.creatorId),
    index('brief_invitations_creator_idx').on(t.creatorId),
  ],
);
