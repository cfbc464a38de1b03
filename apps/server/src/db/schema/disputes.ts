import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Disputes with a referee (docs/product/disputes.md, decision 046): a brand or a creator contests a
// decision — an award, a submission's review, a withdrawal's — both parties write, an admin resolves.

export const disputeSubjectEnum = pgEnum('dispute_subject', ['award', 'submission', 'withdrawal']);
export const disputeStatusEnum = pgEnum('dispute_status', ['open', 'resolved']);
export const disputeOutcomeEnum = pgEnum('dispute_outcome', [
  'uphold',
  'reverse_award',
  'pay_creator',
  'reopen_submission',
  'reverse_rejection',
]);

/**
 * One dispute. At most one open per subject (a partial unique index: a second one is 409). `answer_due_at`
 * is three days after opening: the other party's time to answer. A resolution sets the outcome once
 * (compare-and-set on `status = 'open'`), with its ledger entries, audit row and events in the same
 * transaction.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: disputeSubjectEnum('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** The brief the subject belongs to (null for a withdrawal). */
    briefId: uuid('brief_id'),
    brandId: uuid('brand_id').references(() => users.id, { onDelete: 'set null' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    openedBy: uuid('opened_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: disputeStatusEnum('status').notNull().default('open'),
    /** When the decision disputed was made (the 14-day window runs from it). */
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    outcome: disputeOutcomeEnum('outcome'),
    resolutionNote: text('resolution_note'),
    /** Cents moved by the resolution (paid to the creator, or returned to the pool). */
    resolutionCents: bigint('resolution_cents', { mode: 'number' }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('disputes_open_subject_unique')
      .on(t.subjectType, t.subjectId)
      .where(sql`${t.status} = 'open'`),
    index('disputes_status_created_idx').on(t.status, t.createdAt),
    index('disputes_creator_idx').on(t.creatorId, t.createdAt),
    index('disputes_brand_idx').on(t.brandId, t.createdAt),
    check('disputes_resolved_has_outcome', sql`(${t.status} = 'resolved') = (${t.outcome} is not null)`),
  ],
);

/**
 * What the parties (and the admin) wrote, with an optional evidence file: stored through messaging's
 * attachment pipeline (the same checks, FileStorage under `disputes/<dispute>/<uuid>`), served only to
 * the dispute's parties and admins. The file's type is its name's extension (checked against its bytes).
 */
export const disputeMessages = pgTable(
  'dispute_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role').$type<'brand' | 'creator' | 'admin'>().notNull(),
    body: text('body').notNull().default(''),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    storageKey: text('storage_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dispute_messages_dispute_idx').on(t.disputeId, t.createdAt)],
);
