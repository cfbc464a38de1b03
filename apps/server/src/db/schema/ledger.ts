import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Double-entry ledger (docs/product/money-and-ledger.md#ledger): append-only; a correction is a new transaction.

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** What the money movement belongs to: a provider object or one of our rows. */
    referenceType: text('reference_type').notNull(),
    referenceId: text('reference_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One posting per (kind, reference): a provider object is never counted twice.
  (t) => [
    uniqueIndex('ledger_transactions_kind_reference_unique').on(t.kind, t.referenceId),
    index('ledger_transactions_created_idx').on(t.createdAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    account: text('account').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('usd'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.account, t.currency),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_amount_nonzero', sql`${t.amountCents} <> 0`),
  ],
);

/**
 * Running totals of each per-object account (brief pools, brand and creator wallets, reserved
 * money) per transaction kind, written by `postTransaction` in the posting's own transaction
 * (decision 016). Lists read a brief's paid amount or a creator's earnings here instead of summing
 * the entries per request. External and platform accounts are not rolled up: every posting touches
 * them, and one row per kind would make every money movement wait on the others.
 */
export const ledgerAccountTotals = pgTable(
  'ledger_account_totals',
  {
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.account, t.currency, t.kind] })],
);
