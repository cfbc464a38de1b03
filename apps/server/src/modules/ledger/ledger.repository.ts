import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../db/client.ts';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/index.ts';
import { EXTERNAL_CARD_REFUNDS, LEDGER_KINDS, PLATFORM_FEES } from './ledger.accounts.ts';

// All of the ledger's queries. Functions take the executor (db or transaction) first.

/** Inserts the transaction row unless (kind, reference) was already posted; null then. */
export async function insertTransactionOnce(db: Db, values: { kind: string; referenceType: string; referenceId: string }): Promise<string | null> {
  const [row] = await db.insert(ledgerTransactions).values(values).onConflictDoNothing().returning({ id: ledgerTransactions.id });
  return row?.id ?? null;
}

export async function insertEntries(db: Db, rows: Array<typeof ledgerEntries.$inferInsert>): Promise<void> {
  await db.insert(ledgerEntries).values(rows);
}

/**
 * Serialises debits of one account across concurrent transactions, so the check that the balance
 * stays at or above zero sees every earlier debit. Released at commit or rollback.
 */
export async function lockAccount(db: Db, account: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${account}, 0))`);
}

export async function balances(db: Db, accounts: string[], currency: string): Promise<Map<string, number>> {
  const result = new Map<string, number>(accounts.map((account) => [account, 0]));
  if (accounts.length === 0) return result;
  const rows = await db
    .select({ account: ledgerEntries.account, balance: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.account, accounts), eq(ledgerEntries.currency, currency)))
    .groupBy(ledgerEntries.account);
  for (const row of rows) result.set(row.account, Number(row.balance));
  return result;
}

/** Sum of the positive entries into each account from transactions of the given kinds. */
export async function inflows(db: Db, accounts: string[], kinds: string[], currency: string): Promise<Map<string, number>> {
  const result = new Map<string, number>(accounts.map((account) => [account, 0]));
  if (accounts.length === 0) return result;
  const rows = await db
    .select({ account: ledgerEntries.account, total: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(inArray(ledgerEntries.account, accounts), eq(ledgerEntries.currency, currency), sql`${ledgerEntries.amountCents} > 0`, inArray(ledgerTransactions.kind, kinds)),
    )
    .groupBy(ledgerEntries.account);
  for (const row of rows) result.set(row.account, Number(row.total));
  return result;
}

/**
 * What left each account for creators and platform fees (awards), summed from the receiving side
 * of the transactions that debited it.
 */
export async function paidToCreators(db: Db, accounts: string[], currency: string): Promise<Map<string, number>> {
  const result = new Map<string, number>(accounts.map((account) => [account, 0]));
  if (accounts.length === 0) return result;
  const receiving = alias(ledgerEntries, 'receiving');
  const rows = await db
    .select({ account: ledgerEntries.account, total: sql<string>`sum(${receiving.amountCents})` })
    .from(ledgerEntries)
    .innerJoin(
      receiving,
      and(
        eq(receiving.transactionId, ledgerEntries.transactionId),
        sql`${receiving.amountCents} > 0`,
        sql`(${receiving.account} like 'creator:%' or ${receiving.account} = ${PLATFORM_FEES})`,
      ),
    )
    .where(and(inArray(ledgerEntries.account, accounts), eq(ledgerEntries.currency, currency), sql`${ledgerEntries.amountCents} < 0`))
    .groupBy(ledgerEntries.account);
  for (const row of rows) result.set(row.account, Number(row.total));
  return result;
}

/**
 * Net awards credited to each account: its positive entries in transactions that debit a brief's
 * pool (an award moves pool → creator wallet and pool → platform fees in one transaction), so a
 * rejected withdrawal coming back to the wallet is not counted as earned again.
 */
export async function awardsCredited(db: Db, accounts: string[], currency: string): Promise<Map<string, number>> {
  const result = new Map<string, number>(accounts.map((account) => [account, 0]));
  if (accounts.length === 0) return result;
  const rows = await db
    .select({ account: ledgerEntries.account, total: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(
      and(
        inArray(ledgerEntries.account, accounts),
        eq(ledgerEntries.currency, currency),
        sql`${ledgerEntries.amountCents} > 0`,
        // Spelled out: a correlated subquery cannot rely on Drizzle qualifying column names.
        sql`exists(select 1 from ledger_entries pool where pool.transaction_id = "ledger_entries"."transaction_id" and pool.amount_cents < 0 and pool.account like 'brief:%:pool')`,
      ),
    )
    .groupBy(ledgerEntries.account);
  for (const row of rows) result.set(row.account, Number(row.total));
  return result;
}

export async function totalsByKind(db: Db, account: string, currency: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ kind: ledgerTransactions.kind, total: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.account, account), eq(ledgerEntries.currency, currency)))
    .groupBy(ledgerTransactions.kind);
  return new Map(rows.map((row) => [row.kind, Number(row.total)]));
}

/** Awards and their reversals, the two kinds that move a pool's money to creators and fees. */
const AWARD_KINDS = [LEDGER_KINDS.rewardAward, LEDGER_KINDS.rewardReversal];

/** Platform fees taken by the awards (less reversals) of transactions that touch `poolAccount`. */
export async function feesFromPool(db: Db, poolAccount: string): Promise<number> {
  const rows = await queryRows<{ total: string | null }>(
    db,
    sql`select sum(fee.amount_cents) as total from ${ledgerEntries} fee
        join ${ledgerTransactions} t on t.id = fee.transaction_id and t.kind in (${LEDGER_KINDS.rewardAward}, ${LEDGER_KINDS.rewardReversal})
        where fee.account = ${PLATFORM_FEES}
          and exists (select 1 from ${ledgerEntries} pool where pool.transaction_id = fee.transaction_id and pool.account = ${poolAccount})`,
  );
  return Number(rows[0]?.total ?? 0);
}

/** The sum of an account's entries in award and reversal transactions (net awards it kept). */
export async function netAwards(db: Db, account: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.account, account), inArray(ledgerTransactions.kind, AWARD_KINDS)));
  return Number(row?.total ?? 0);
}

/**
 * What the failed card refunds of a brief's pool gave back from `external:card_refunds` (their
 * reversals are referenced `<briefId>:<sequence>` like the refunds; decision 008), in cents.
 */
export async function failedCardRefunds(db: Db, briefId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`-coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerTransactions.kind, LEDGER_KINDS.poolRefundFailure),
        eq(ledgerTransactions.referenceType, 'brief'),
        sql`${ledgerTransactions.referenceId} like ${`${briefId}:%`}`,
        eq(ledgerEntries.account, EXTERNAL_CARD_REFUNDS),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function hasEntries(db: Db, account: string): Promise<boolean> {
  const [row] = await db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.account, account)).limit(1);
  return row !== undefined;
}

// ---------------------------------------------------------------- invariants (tests, admin checks)

export async function currencyTotals(db: Db): Promise<Array<{ currency: string; total: number }>> {
  const rows = await db
    .select({ currency: ledgerEntries.currency, total: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.currency);
  return rows.map((row) => ({ currency: row.currency, total: Number(row.total) }));
}

export async function unbalancedTransactions(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId, ledgerEntries.currency)
    .having(sql`sum(${ledgerEntries.amountCents}) <> 0`);
  return rows.map((row) => row.id);
}

export async function negativeInternalBalances(db: Db): Promise<Array<{ account: string; currency: string; balance: number }>> {
  const rows = await db
    .select({ account: ledgerEntries.account, currency: ledgerEntries.currency, balance: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.account} not like 'external:%'`)
    .groupBy(ledgerEntries.account, ledgerEntries.currency)
    .having(sql`sum(${ledgerEntries.amountCents}) < 0`);
  return rows.map((row) => ({ ...row, balance: Number(row.balance) }));
}
