import { and, eq, inArray, sql } from 'drizzle-orm';
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

/** Sum of each account's entries per transaction kind, for several accounts at once. */
export async function totalsByAccountAndKind(db: Db, accounts: string[], currency: string): Promise<Array<{ account: string; kind: string; total: number }>> {
  if (accounts.length === 0) return [];
  const rows = await db
    .select({ account: ledgerEntries.account, kind: ledgerTransactions.kind, total: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(inArray(ledgerEntries.account, accounts), eq(ledgerEntries.currency, currency)))
    .groupBy(ledgerEntries.account, ledgerTransactions.kind);
  return rows.map((row) => ({ account: row.account, kind: row.kind, total: Number(row.total) }));
}

/** Awards and their reversals, the two kinds that move a pool's money to creators and fees. */
const AWARD_KINDS = [LEDGER_KINDS.rewardAward, LEDGER_KINDS.rewardReversal];

/** Platform fees taken by the awards (less reversals) paid from each pool account. */
export async function feesByPool(db: Db, pools: string[], currency: string): Promise<Map<string, number>> {
  const result = new Map<string, number>(pools.map((pool) => [pool, 0]));
  if (pools.length === 0) return result;
  const rows = await queryRows<{ account: string; total: string | null }>(
    db,
    sql`select pool.account, sum(fee.amount_cents) as total from ${ledgerEntries} pool
        join ${ledgerTransactions} t on t.id = pool.transaction_id and t.kind in (${LEDGER_KINDS.rewardAward}, ${LEDGER_KINDS.rewardReversal})
        join ${ledgerEntries} fee on fee.transaction_id = pool.transaction_id and fee.account = ${PLATFORM_FEES} and fee.currency = ${currency}
        where pool.account in (${sql.join(
          pools.map((pool) => sql`${pool}`),
          sql`, `,
        )})
        group by pool.account`,
  );
  for (const row of rows) result.set(row.account, Number(row.total ?? 0));
  return result;
}

/** The sum of each account's entries in award and reversal transactions (net awards it kept). */
export async function netAwards(db: Db, accounts: string[], currency: string): Promise<Map<string, number>> {
  const result = new Map<string, number>(accounts.map((account) => [account, 0]));
  if (accounts.length === 0) return result;
  const rows = await db
    .select({ account: ledgerEntries.account, total: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(inArray(ledgerEntries.account, accounts), eq(ledgerEntries.currency, currency), inArray(ledgerTransactions.kind, AWARD_KINDS)))
    .groupBy(ledgerEntries.account);
  for (const row of rows) result.set(row.account, Number(row.total));
  return result;
}

/**
 * What the failed card refunds of a brief's pool gave back from `external:card_refunds` (their
 * reversals are referenced `<briefId>:<sequence>` like the refunds; decision 008), in cents.
 */
export async function failedCardRefunds(db: Db, briefIds: string[]): Promise<Map<string, number>> {
  const result = new Map<string, number>(briefIds.map((id) => [id, 0]));
  if (briefIds.length === 0) return result;
  const briefOf = sql<string>`split_part(${ledgerTransactions.referenceId}, ':', 1)`;
  const rows = await db
    .select({ briefId: briefOf, total: sql<string>`-sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        eq(ledgerTransactions.kind, LEDGER_KINDS.poolRefundFailure),
        eq(ledgerTransactions.referenceType, 'brief'),
        inArray(briefOf, briefIds),
        eq(ledgerEntries.account, EXTERNAL_CARD_REFUNDS),
      ),
    )
    .groupBy(briefOf);
  for (const row of rows) result.set(row.briefId, Number(row.total));
  return result;
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
