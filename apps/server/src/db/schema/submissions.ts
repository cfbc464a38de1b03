import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
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
    /** The link as normalized when stored (docs/product/submissions.md#content-links). */
    contentUrl: text('content_url').notNull(),
    /**
     * What makes two links the same item (`youtube:<id>`, or the normalized URL): the duplicate flag
     * compares it. Empty for submissions stored before links were normalized.
     */
    contentKey: text('content_key').notNull().default(''),
    additionalInfo: text('additional_info').notNull().default(''),
    /** What the creator's client sent as `amount` (the reward as text); shown, never trusted. */
    amountText: text('amount_text').notNull().default(''),
    status: submissionStatusEnum('status').notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The brand's open request for changes (docs/product/submissions.md#revisions): set by a request,
     * cleared by the creator's resubmission or the brand's decision. A flag beside the spec's status, not
     * a status of its own (decision 031). The note is the request's, kept here while it is open.
     */
    revisionRequestedAt: timestamp('revision_requested_at', { withTimezone: true }),
    revisionNote: text('revision_note'),
    /** Requests made so far, against the brief's revision limit. */
    revisionsRequested: integer('revisions_requested').notNull().default(0),
    /**
     * The earlier submission of the same link (content_key) to the same brief by another creator, set when
     * the creator applied after being warned (decision 048). Winning needs the brand's acknowledgement.
     */
    duplicateOf: uuid('duplicate_of').references((): AnyPgColumn => submissions.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('submissions_brief_creator_unique').on(t.briefId, t.creatorId),
    index('submissions_creator_submitted_idx').on(t.creatorId, t.submittedAt),
    index('submissions_brief_submitted_idx').on(t.briefId, t.submittedAt),
    index('submissions_status_submitted_idx').on(t.status, t.submittedAt),
    check('submissions_reviewed_when_decided', sql`(${t.status} = 'pending') = (${t.reviewedAt} is null)`),
    check(
      'submissions_revision_note_when_requested',
      sql`(${t.revisionRequestedAt} is null) = (${t.revisionNote} is null)`,
    ),
    // Equality only, and a key may be as long as a link: a hash index has no row-size limit.
    index('submissions_content_key_idx').using('hash', t.contentKey),
    index('submissions_duplicate_of_idx').on(t.duplicateOf),
  ],
);

export const submissionHistoryKindEnum = pgEnum('submission_history_kind', ['version', 'revision_requested']);

/**
 * A submission's past (docs/product/submissions.md#history): each version the creator replaced by a
 * resubmission (its link, details and the time it was made) and each request for changes (the note,
 * who asked, when). The current version is the submission itself.
 */
export const submissionHistory = pgTable(
  'submission_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    kind: submissionHistoryKindEnum('kind').notNull(),
    /** A version: its link and details. */
    contentUrl: text('content_url'),
    additionalInfo: text('additional_info'),
    /** A request: the brand's note. */
    note: text('note'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('submission_history_submission_at_idx').on(t.submissionId, t.at)],
);
