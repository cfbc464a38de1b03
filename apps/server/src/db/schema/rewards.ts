import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { briefs, rewardTiers } from './briefs.ts';
import { submissions } from './submissions.ts';

// Winners, payouts, withdrawals and pool refunds (docs/product/rewards-and-payouts.md). Money itself lives in the
// ledger; these rows are the state machines that decide when it moves.

/** A creator's connected payout account, with the provider's status as last seen (webhook or recheck). */
export const payoutAccounts = pgTable('payout_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  creatorId: uuid('creator_id')
    .notNull()
    .unique('payout_accounts_creator_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  providerAccountId: text('provider_account_id').notNull().unique('payout_accounts_provider_account_unique'),
  status: text('status').$type<'active' | 'restricted' | 'pending' | 'other'>().notNull().default('pending'),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  currentlyDue: jsonb('currently_due').$type<string[]>().notNull().default([]),
  disabledReason: text('disabled_reason'),
  country: text('country').notNull().default('US'),
  defaultCurrency: text('default_currency').notNull().default('usd'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const rewardTypeEnum = pgEnum('reward_type', ['cash', 'credit', 'prize']);
export const payoutStatusEnum = pgEnum('payout_status', ['paid', 'pending', 'held', 'failed', 'none']);

/**
 * A winner: one per submission (UNIQUE) and at most one per tier. Cash and credit carry gross, fee
 * and net; a prize carries its details and no money. `transfer_claimed_at` marks a cash transfer in
 * flight (set by compare-and-set before the provider call), so one caller transfers it.
 */
export const rewardAssignments = pgTable(
  'reward_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    briefId: uuid('brief_id')
      .notNull()
      .references(() => briefs.id),
    rewardTierId: uuid('reward_tier_id').references(() => rewardTiers.id, { onDelete: 'set null' }),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    rewardType: rewardTypeEnum('reward_type').notNull(),
    position: integer('position'),
    grossCents: bigint('gross_cents', { mode: 'number' }).notNull().default(0),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull().default(0),
    netCents: bigint('net_cents', { mode: 'number' }).notNull().default(0),
    description: text('description').notNull().default(''),
    prizeName: text('prize_name'),
    prizeValue: text('prize_value'),
    prizeDescription: text('prize_description'),
    payoutStatus: payoutStatusEnum('payout_status').notNull(),
    transferId: text('transfer_id'),
    /**
     * The charge a cash transfer is paid from (`source_transaction`), fixed when the award is made
     * from the brief's funding, so every retry under `transfer:<id>` sends the same parameters.
     * Null: the brief was not funded by one known card charge (wallet, several sources).
     */
    sourceTransaction: text('source_transaction'),
    transferClaimedAt: timestamp('transfer_claimed_at', { withTimezone: true }),
    /**
     * Set while a dispute about this award is open (docs/product/disputes.md): no transfer may claim it.
     * Set by compare-and-set only when no transfer is in flight; cleared when the dispute is resolved.
     */
    payoutPausedAt: timestamp('payout_paused_at', { withTimezone: true }),
    lastError: text('last_error'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_assignments_submission_unique').on(t.submissionId),
    uniqueIndex('reward_assignments_tier_unique')
      .on(t.rewardTierId)
      .where(sql`${t.rewardTierId} is not null`),
    index('reward_assignments_brief_idx').on(t.briefId),
    index('reward_assignments_creator_idx').on(t.creatorId, t.createdAt),
    index('reward_assignments_status_idx').on(t.payoutStatus),
    check(
      'reward_assignments_money',
      sql`${t.grossCents} >= 0 and ${t.feeCents} >= 0 and ${t.netCents} = ${t.grossCents} - ${t.feeCents}`,
    ),
  ],
);

export const withdrawalStatusEnum = pgEnum('withdrawal_status', ['pending', 'approved', 'rejected', 'completed']);

/** A creator's request to move wallet money to their payout account; an admin approves or rejects it. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('usd'),
    status: withdrawalStatusEnum('status').notNull().default('pending'),
    reason: text('reason'),
    adminNotes: text('admin_notes'),
    processedBy: uuid('processed_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    providerTransferId: text('provider_transfer_id'),
    lastError: text('last_error'),
  },
  (t) => [
    index('withdrawals_status_requested_idx').on(t.status, t.requestedAt),
    index('withdrawals_creator_requested_idx').on(t.creatorId, t.requestedAt),
    check('withdrawals_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * What is left of a brief's pool going back to the brand (numbered per brief; the provider key is
 * `refund:<briefId>:<sequence>`). The ledger posting is made when the row is created; the provider
 * call is retried with the same key until it succeeds. A card refund the provider fails afterwards
 * goes `succeeded → failed`, and its money to the brand's wallet (decision 008).
 */
export const poolRefunds = pgTable(
  'pool_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    briefId: uuid('brief_id')
      .notNull()
      .references(() => briefs.id),
    sequence: integer('sequence').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    destination: text('destination').$type<'card' | 'wallet'>().notNull(),
    paymentIntentId: text('payment_intent_id'),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull(),
    providerRefundId: text('provider_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** The provider's reason (Stripe's `failure_reason`, e.g. `expired_or_canceled_card`). */
    failureReason: text('failure_reason'),
  },
  (t) => [
    uniqueIndex('pool_refunds_brief_sequence_unique').on(t.briefId, t.sequence),
    uniqueIndex('pool_refunds_provider_refund_unique').on(t.providerRefundId),
  ],
);

/** Replays of money-moving requests sent with an `Idempotency-Key` header (docs/product/money-and-ledger.md#idempotency). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    callerId: uuid('caller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_caller_key_unique').on(t.callerId, t.key)],
);
