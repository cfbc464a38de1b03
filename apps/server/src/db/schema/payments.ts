import { bigint, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { briefs } from './briefs.ts';

export const paymentPurposeEnum = pgEnum('payment_purpose', ['brief_funding', 'wallet_funding']);

/**
 * Payment intents and checkout sessions we asked the provider for, and what each one paid for.
 * The provider's id is unique, and `applied_at` is set once (compare-and-set): a payment funds
 * at most one brief or wallet top-up.
 */
export const providerPayments = pgTable(
  'provider_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    objectType: text('object_type').$type<'payment_intent' | 'checkout_session'>().notNull(),
    providerObjectId: text('provider_object_id').notNull().unique('provider_payments_provider_object_unique'),
    purpose: paymentPurposeEnum('purpose').notNull(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The brief it is for (a hosted checkout or a draft's payment intent), or the brief it funded. */
    briefId: uuid('brief_id').references(() => briefs.id, { onDelete: 'set null' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('usd'),
    /** Where the money went once the provider confirmed it: a brief's pool or the brand wallet. */
    appliedTo: text('applied_to').$type<'brief' | 'wallet'>(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /**
     * The provider's charge that took the money (Stripe: the intent's `latest_charge`), set with
     * `applied_at` and never changed: cash transfers of the brief it funded name it as their source.
     */
    chargeId: text('charge_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provider_payments_brand_idx').on(t.brandId, t.createdAt),
    index('provider_payments_brief_idx').on(t.briefId),
  ],
);

/** Provider webhook events already handled: the id is stored in the same transaction as the effect. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
