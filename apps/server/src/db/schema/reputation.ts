import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { briefs } from './briefs.ts';
import { submissions } from './submissions.ts';
import { users } from './users.ts';

// Creator profiles' portfolios and reviews (docs/product/creator-profiles-and-reviews.md). Written by
// the creators module (portfolio) and the reviews module only.

/** An approved or winning submission its creator chose to show on their public profile. */
export const portfolioItems = pgTable(
  'portfolio_items',
  {
    submissionId: uuid('submission_id')
      .primaryKey()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The cover picture the creator uploaded for the item: a photo hash (docs/product/photos.md), or null. */
    coverHash: text('cover_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('portfolio_items_creator_idx').on(t.creatorId)],
);

/** A private brief whose brand chose that its submissions may not be shown in portfolios. */
export const briefPortfolioExclusions = pgTable('brief_portfolio_exclusions', {
  briefId: uuid('brief_id')
    .primaryKey()
    .references(() => briefs.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A review after working together on a brief, once per (brief, reviewer, reviewee). Hidden until
 * `published_at` is set: when the other side has reviewed too, or 14 days after it was written.
 * Never edited once written; the reviewee may add one reply. `hidden_at`: an admin took it down.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    briefId: uuid('brief_id')
      .notNull()
      .references(() => briefs.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revieweeId: uuid('reviewee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    replyText: text('reply_text'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reviews_brief_reviewer_reviewee_unique').on(t.briefId, t.reviewerId, t.revieweeId),
    index('reviews_reviewee_published_idx').on(t.revieweeId, t.publishedAt),
    index('reviews_reviewer_idx').on(t.reviewerId),
    // The blind ones, oldest first: the publishing job's walk.
    index('reviews_unpublished_idx')
      .on(t.createdAt)
      .where(sql`published_at is null`),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_reply_whole', sql`(${t.replyText} is null) = (${t.repliedAt} is null)`),
  ],
);

/** A member's report of a review; open until an admin hides or restores the review, or keeps it (dismissed, with a note in the audit log). */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').$type<'open' | 'hidden' | 'restored' | 'dismissed'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('review_reports_review_reporter_unique').on(t.reviewId, t.reporterId),
    index('review_reports_open_idx')
      .on(t.createdAt)
      .where(sql`status = 'open'`),
  ],
);
