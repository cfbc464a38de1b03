import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { briefs } from './briefs.ts';

export const submissionStatusEnum = pgEnum('submission_status', ['pending', 'approved', 'rejected']);

/**
 * A creator's application to a brief: one per creator and brief (re-applying updates the pending
 * one). `updated_at` is the creator's last edit; a review sets `reviewed_at` and `reviewed_by`
 * and never touches `updated_at`, so the three times tell the submission's story.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    briefId: uuid('brief_id')
      .notNull()
      .references(() => briefs.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentUrl: text('content_url').notNull(),
    additionalInfo: text('additional_info').notNull().default(''),
    /** What the creator's client sent as `amount` (the reward as text); shown, never trusted. */
    amountText: text('amount_text').notNull().default(''),
    status: submissionStatusEnum('status').notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('submissions_brief_creator_unique').on(t.briefId, t.creatorId),
    index('submissions_creator_submitted_idx').on(t.creatorId, t.submittedAt),
    index('submissions_brief_submitted_idx').on(t.briefId, t.submittedAt),
    index('submissions_status_submitted_idx').on(t.status, t.submittedAt),
    check('submissions_reviewed_when_decided', sql`(${t.status} = 'pending') = (${t.reviewedAt} is null)`),
  ],
);
