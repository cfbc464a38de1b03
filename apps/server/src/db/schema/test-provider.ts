import { bigint, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The built-in test-mode payments provider keeps its state here (docs/product/money-and-ledger.md#test-mode), so it survives
// restarts and is shared by every server process, like Stripe's own test mode.

export const testProviderPaymentIntents = pgTable('test_provider_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  /** requires_payment_method → succeeded (a declined card leaves it at requires_payment_method). */
  status: text('status').$type<'requires_payment_method' | 'succeeded'>().notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  cardLast4: text('card_last4'),
  /** The charge made when the intent succeeded (`ch_test_…`, Stripe's `latest_charge`): what a transfer may name as its source. */
  chargeId: text('charge_id').unique('test_provider_payment_intents_charge_unique'),
  lastErrorCode: text('last_error_code'),
  lastErrorMessage: text('last_error_message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const testProviderCheckoutSessions = pgTable('test_provider_checkout_sessions', {
  id: text('id').primaryKey(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  status: text('status').$type<'open' | 'complete' | 'expired'>().notNull(),
  paymentStatus: text('payment_status').$type<'unpaid' | 'paid'>().notNull(),
  paymentIntentId: text('payment_intent_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/** Like Stripe: a key remembers the request it was first used with and the object it made. */
export const testProviderIdempotencyKeys = pgTable('test_provider_idempotency_keys', {
  key: text('key').primaryKey(),
  operation: text('operation').notNull(),
  requestHash: text('request_hash').notNull(),
  objectId: text('object_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Connected accounts for creators' payouts (used by the payouts issue). */
export const testProviderAccounts = pgTable('test_provider_accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  country: text('country').notNull(),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  currentlyDue: jsonb('currently_due').$type<string[]>().notNull().default([]),
  disabledReason: text('disabled_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Transfers to connected accounts (created once per idempotency key). */
export const testProviderTransfers = pgTable(
  'test_provider_transfers',
  {
    id: text('id').primaryKey(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    destination: text('destination').notNull(),
    transferGroup: text('transfer_group'),
    /** The charge it is paid from (Stripe's `source_transaction`); a charge's transfers never add up to more than it. */
    sourceTransaction: text('source_transaction'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_provider_transfers_source_idx').on(t.sourceTransaction)],
);

/** Refunds of payment intents. */
export const testProviderRefunds = pgTable('test_provider_refunds', {
  id: text('id').primaryKey(),
  paymentIntentId: text('payment_intent_id').notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  /** A card refund can fail after it succeeded (the card was closed): `succeeded → failed`. */
  status: text('status').$type<'succeeded' | 'failed'>().notNull(),
  failureReason: text('failure_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
