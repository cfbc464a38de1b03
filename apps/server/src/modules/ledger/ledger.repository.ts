import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { ledgerAccountTotals, ledgerEntries, ledgerTransactions } from '../../db/schema/index.ts';
import {
  EXTERNAL_CARD_PAYMENTS,
  EXTERNAL_CARD_REFUNDS,
  EXTERNAL_CONNECTED_ACCOUNTS,
  LEDGER_KINDS,
  PLATFORM_FEES,
} from './ledger.accounts.ts';

// All of the ledger's queries. Functions take the executor (db or transaction) first.

/** Inserts the transaction row unless (kind, reference) was already posted; null then. */
export async function insertTransactionOnce(
  db: Db,
  values: { kind: string; referenceType: string; referenceId: string },
): Promise<string | null> {
  const [row] = await db
    .insert(ledgerTransactions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: ledgerTransactions.id });
  return row?.id ?? null;
}

export async function insertEntries(db: Db, rows: Array<typeof ledgerEntries.$inferInsert>): Promise<void> {
  await db.insert(ledgerEntries).values(rows);
}

/** Adds a posting's amounts to its accounts' running totals (rows sorted by account: a fixed lock order). */
export async function addToTotals(
  db: Db,
  rows: Array<{ account: string; currency: string; kind: string; totalCents: number }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(ledgerAccountTotals)
    .values(rows)
    .onConflictDoUpdate({
      target: [ledgerAccountTotals.account, ledgerAccountTotals.currency, ledgerAccountTotals.kind],
      set: { totalCents: sql`${ledgerAccountTotals.totalCents} + excluded.total_cents` },
    });
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
export async function inflows(
  db: Db,
  accounts: string[],
  kinds: string[],
  currency: string,
): Promise<Map<string, number>> {
  const result = new Map<string, number>(accounts.map((account) => [account, 0]));
  if (accounts.length === 0) return result;
  const rows = await db
    .select({ account: ledgerEntries.account, total: sql<string>`sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(
      and(
        inArray(ledgerEntries.account, accounts),
        eq(ledgerEntries.currency, currency),
        sql`${ledgerEntries.amountCents} > 0`,
        inArray(ledgerTransactions.kind, kinds),
      ),
    )
    .groupBy(ledgerEntries.account);
  for (const row of rows) result.set(row.account, Number(row.total));
  return result;
}

/** The rolled-up totals of per-object accounts per kind (decision 016): the sums of their entries, kept. */
export async function rolledUpTotalsByKind(
  db: Db,
  accounts: string[],
  currency: string,
): Promise<Array<{ account: string; kind: string; total: number }>> {
  if (accounts.length === 0) return [];
  const rows = await db
    .select({
      account: ledgerAccountTotals.account,
      kind: ledgerAccountTotals.kind,
      total: ledgerAccountTotals.totalCents,
    })
    .from(ledgerAccountTotals)
    .where(and(inArray(ledgerAccountTotals.account, accounts), eq(ledgerAccountTotals.currency, currency)));
  return rows.map((row) => ({ account: row.account, kind: row.kind, total: Number(row.total) }));
}

/** Rolled-up totals that differ from the entries they sum, as `account/currency/kind: kept ≠ summed`. */
export async function rollupDifferences(db: Db): Promise<string[]> {
  const rows = await queryRows<{
    account: string;
    currency: string;
    kind: string;
    kept: string | null;
    summed: string | null;
  }>(
    db,
    sql`with summed as (
          select e.account, e.currency, t.kind, sum(e.amount_cents) as total
          from ${ledgerEntries} e join ${ledgerTransactions} t on t.id = e.transaction_id
          where e.account not like 'external:%' and e.account not like 'platform:%'
          group by e.account, e.currency, t.kind)
        select coalesce(k.account, s.account) as account, coalesce(k.currency, s.currency) as currency, coalesce(k.kind, s.kind) as kind,
               k.total_cents as kept, s.total as summed
        from ${ledgerAccountTotals} k full join summed s on s.account = k.account and s.currency = k.currency and s.kind = k.kind
        where k.total_cents is distinct from s.total and not (s.total is null and k.total_cents = 0)`,
  );
  return rows.map(
    (row) =>
      `${row.account}/${row.currency}/${row.kind}: kept ${row.kept ?? 'nothing'}, entries sum to ${row.summed ?? 'nothing'}`,
  );
}

/** Platform fees taken by the awards and dispute payments (less reversals) paid from each pool account. */
export async function feesByPool(db: Db, pools: string[], currency: string): Promise<Map<string, number>> {
  const result = new Map<string, number>(pools.map((pool) => [pool, 0]));
  if (pools.length === 0) return result;
  const rows = await queryRows<{ account: string; total: string | null }>(
    db,
    sql`select pool.account, sum(fee.amount_cents) as total from ${ledgerEntries} pool
        join ${ledgerTransactions} t on t.id = pool.transaction_id and t.kind in (${LEDGER_KINDS.rewardAward}, ${LEDGER_KINDS.rewardReversal}, ${LEDGER_KINDS.disputePayment})
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
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, account))
    .limit(1);
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

export async function negativeInternalBalances(
  db: Db,
): Promise<Array<{ account: string; currency: string; balance: number }>> {
  const rows = await db
    .select({
      account: ledgerEntries.account,
      currency: ledgerEntries.currency,
      balance: sql<string>`sum(${ledgerEntries.amountCents})`,
    })
    .from(ledgerEntries)
    .where(sql`${ledgerEntries.account} not like 'external:%'`)
    .groupBy(ledgerEntries.account, ledgerEntries.currency)
    .having(sql`sum(${ledgerEntries.amountCents}) < 0`);
  return rows.map((row) => ({ ...row, balance: Number(row.balance) }));
}

// ---------------------------------------------------------------- platform-wide figures (the admin's money views)

/** Postings made at or after `from` and before `to` (null: open end). */
export interface PostingRange {
  from: Date | null;
  to: Date | null;
}

const inRange = (range: PostingRange) =>
  sql`${range.from ? sql`and t.created_at >= ${range.from}` : sql``} ${range.to ? sql`and t.created_at < ${range.to}` : sql``}`;

/** An account's family: the platform's named accounts as they are, others by their kind of owner. */
const accountFamily = sql`case
  when e.account in (${EXTERNAL_CARD_PAYMENTS}, ${EXTERNAL_CONNECTED_ACCOUNTS}, ${EXTERNAL_CARD_REFUNDS}, ${PLATFORM_FEES}) then e.account
  when e.account like 'creator:%:wallet' then 'creator_wallet'
  when e.account like 'creator:%:reserved' then 'creator_reserved'
  when e.account like 'brief:%:pool' then 'brief_pool'
  when e.account like 'brand:%:wallet' then 'brand_wallet'
  else 'other' end`;

/** Sum of entries per transaction kind and account family, for postings in the range (one query). */
export async function totalsByKindAndFamily(
  db: Db,
  range: PostingRange,
  currency: string,
): Promise<Array<{ kind: string; family: string; total: number }>> {
  const rows = await queryRows<{ kind: string; family: string; total: string | number }>(
    db,
    sql`select t.kind, ${accountFamily} as family, sum(e.amount_cents) as total
        from ${ledgerEntries} e join ${ledgerTransactions} t on t.id = e.transaction_id
        where e.currency = ${currency} ${inRange(range)}
        group by 1, 2`,
  );
  return rows.map((row) => ({ kind: row.kind, family: row.family, total: Number(row.total) }));
}

/** Balance of each account family now (one query over every entry). */
export async function balancesByFamily(db: Db, currency: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ family: string; total: string | number }>(
    db,
    sql`select ${accountFamily} as family, sum(e.amount_cents) as total from ${ledgerEntries} e where e.currency = ${currency} group by 1`,
  );
  return new Map(rows.map((row) => [row.family, Number(row.total)]));
}

/** Platform fees (net of reversals) per calendar month ('YYYY-MM' in the time zone) of postings since `since`. */
export async function feesByMonth(
  db: Db,
  since: Date,
  timeZone: string,
  currency: string,
): Promise<Map<string, number>> {
  const rows = await queryRows<{ month: string; total: string | number }>(
    db,
    sql`select to_char(date_trunc('month', t.created_at at time zone ${timeZone}), 'YYYY-MM') as month, sum(e.amount_cents) as total
        from ${ledgerEntries} e join ${ledgerTransactions} t on t.id = e.transaction_id
        where e.account = ${PLATFORM_FEES} and e.currency = ${currency} and t.created_at >= ${since}
        group by 1`,
  );
  return new Map(rows.map((row) => [row.month, Number(row.total)]));
}

/** The newest transactions of these kinds in the range, each with the money it moved (its positive entries). */
export async function newestOfKinds(db: Db, kinds: string[], range: PostingRange, limit: number, offset = 0) {
  const rows = await queryRows<{
    id: string;
    kind: string;
    reference_id: string;
    created_at: Date | string;
    amount: string | number;
  }>(
    db,
    sql`select t.id, t.kind, t.reference_id, t.created_at, sum(e.amount_cents) filter (where e.amount_cents > 0) as amount
        from ${ledgerTransactions} t join ${ledgerEntries} e on e.transaction_id = t.id
        where t.kind in (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )}) ${inRange(range)}
        group by t.id, t.kind, t.reference_id, t.created_at
        order by t.created_at desc, t.id desc limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    referenceId: row.reference_id,
    createdAt: new Date(row.created_at),
    amountCents: Number(row.amount ?? 0),
  }));
}

/** Every posting on an external account in the range: what the payments provider should also know. */
export async function externalPostings(db: Db, range: PostingRange, currency: string) {
  const rows = await queryRows<{
    kind: string;
    reference_id: string;
    created_at: Date | string;
    account: string;
    amount: string | number;
  }>(
    db,
    sql`select t.kind, t.reference_id, t.created_at, e.account, e.amount_cents as amount
        from ${ledgerEntries} e join ${ledgerTransactions} t on t.id = e.transaction_id
        where e.account in (${EXTERNAL_CARD_PAYMENTS}, ${EXTERNAL_CONNECTED_ACCOUNTS}, ${EXTERNAL_CARD_REFUNDS}) and e.currency = ${currency} ${inRange(range)}
        order by t.created_at, t.id`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    referenceId: row.reference_id,
    createdAt: new Date(row.created_at),
    account: row.account,
    amountCents: Number(row.amount),
  }));
}

/** Net awards (less reversals) into creators' wallets from these pool accounts, per pool and wallet account. */
export async function netAwardsFromPools(
  db: Db,
  pools: string[],
  currency: string,
): Promise<Array<{ pool: string; wallet: string; total: number }>> {
  if (pools.length === 0) return [];
  const rows = await queryRows<{ pool: string; wallet: string; total: string | null }>(
    db,
    sql`select pool.account as pool, wallet.account as wallet, sum(wallet.amount_cents) as total from ${ledgerEntries} pool
        join ${ledgerTransactions} t on t.id = pool.transaction_id and t.kind in (${LEDGER_KINDS.rewardAward}, ${LEDGER_KINDS.rewardReversal})
        join ${ledgerEntries} wallet on wallet.transaction_id = pool.transaction_id and wallet.account like 'creator:%:wallet' and wallet.currency = ${currency}
        where pool.account in (${sql.join(
          pools.map((pool) => sql`${pool}`),
          sql`, `,
        )})
        group by pool.account, wallet.account`,
  );
  return rows.map((row) => ({ pool: row.pool, wallet: row.wallet, total: Number(row.total ?? 0) }));
}

/** Award cash of these pools that reached connected accounts (the awards' transfers), per pool and wallet. */
export async function transfersOfAwardsFromPools(
  db: Db,
  pools: string[],
  currency: string,
): Promise<Array<{ pool: string; wallet: string; total: number }>> {
  if (pools.length === 0) return [];
  const rows = await queryRows<{ pool: string; wallet: string; total: string | null }>(
    db,
    sql`select pool.account as pool, wallet.account as wallet, -sum(wallet.amount_cents) as total
        from ${ledgerEntries} pool join ${ledgerTransactions} a on a.id = pool.transaction_id and a.kind = ${LEDGER_KINDS.rewardAward}
        join ${ledgerTransactions} t on t.kind = ${LEDGER_KINDS.rewardTransfer} and t.reference_type = a.reference_type and t.reference_id = a.reference_id
        join ${ledgerEntries} wallet on wallet.transaction_id = t.id and wallet.account like 'creator:%:wallet' and wallet.currency = ${currency}
        where pool.account in (${sql.join(
          pools.map((pool) => sql`${pool}`),
          sql`, `,
        )})
        group by pool.account, wallet.account`,
  );
  return rows.map((row) => ({ pool: row.pool, wallet: row.wallet, total: Number(row.total ?? 0) }));
}

/** Every entry of these accounts with its transaction's kind and reference, oldest first (a user's data export). */
export async function entriesOfAccounts(db: Db, accounts: string[]) {
  if (accounts.length === 0) return [];
  return db
    .select({
      id: ledgerEntries.id,
      transactionId: ledgerEntries.transactionId,
      account: ledgerEntries.account,
      amountCents: ledgerEntries.amountCents,
      currency: ledgerEntries.currency,
      kind: ledgerTransactions.kind,
      referenceType: ledgerTransactions.referenceType,
      referenceId: ledgerTransactions.referenceId,
      createdAt: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(inArray(ledgerEntries.account, accounts))
    .orderBy(ledgerEntries.createdAt, ledgerEntries.id);
}
