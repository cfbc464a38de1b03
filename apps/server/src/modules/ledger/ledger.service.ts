import { is, sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { beforeCommit, isOpenTransaction } from '../../db/transactions.ts';
import { ledgerAccountTotals } from '../../db/schema/index.ts';
import * as repo from './ledger.repository.ts';
import {
  briefPoolAccount,
  creatorWalletAccount,
  EXTERNAL_CARD_PAYMENTS,
  EXTERNAL_CARD_REFUNDS,
  EXTERNAL_CONNECTED_ACCOUNTS,
  isExternalAccount,
  isRolledUpAccount,
  LEDGER_KINDS,
  PLATFORM_FEES,
  type LedgerKind,
} from './ledger.accounts.ts';
import { DuplicatePostingError, InsufficientBalanceError, InvalidPostingError } from './ledger.errors.ts';

export interface LedgerEntryInput {
  account: string;
  amountCents: number;
}

export interface PostTransactionInput {
  kind: LedgerKind;
  referenceType: string;
  referenceId: string;
  currency?: string;
  entries: LedgerEntryInput[];
}

/**
 * Posts one double-entry transaction inside the caller's database transaction:
 * the entries sum to zero, (kind, reference) is posted at most once (DuplicatePostingError, at
 * once), and no account other than an external one ends below zero (InsufficientBalanceError, when
 * the database transaction commits). Either error thrown from the caller's transaction rolls back
 * the state change the posting belongs to.
 *
 * The posting's locks are not taken here: the debited accounts' locks, the running totals and the
 * balance checks of every posting of the database transaction are settled together just before it
 * commits, in one global order (`settlePostings`, decision 019), so transactions never deadlock on
 * the ledger however many postings each makes.
 */
export async function postTransaction(tx: Db, input: PostTransactionInput): Promise<{ transactionId: string }> {
  if (!isOpenTransaction(tx)) {
    if (is(tx, PgTransaction))
      throw new Error('postTransaction needs the transaction opened by db.transaction, not a nested one');
    return tx.transaction((own) => postTransaction(own, input));
  }
  const currency = input.currency ?? 'usd';
  if (input.entries.length < 2) throw new InvalidPostingError('a transaction needs at least two entries');
  for (const entry of input.entries) {
    if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0) {
      throw new InvalidPostingError(`entry for ${entry.account} must be a non-zero whole number of cents`);
    }
  }
  const sum = input.entries.reduce((total, entry) => total + entry.amountCents, 0);
  if (sum !== 0) throw new InvalidPostingError(`entries sum to ${sum}, not zero`);

  const transactionId = await repo.insertTransactionOnce(tx, {
    kind: input.kind,
    referenceType: input.referenceType,
    referenceId: input.referenceId,
  });
  if (!transactionId) throw new DuplicatePostingError(input.kind, input.referenceId);
  await repo.insertEntries(
    tx,
    input.entries.map((entry) => ({ transactionId, account: entry.account, amountCents: entry.amountCents, currency })),
  );

  const pending = pendingPostingsOf(tx);
  for (const entry of input.entries) {
    if (entry.amountCents < 0 && !isExternalAccount(entry.account))
      pending.debited.add(`${currency}\u0000${entry.account}`);
    if (isRolledUpAccount(entry.account)) {
      const key = `${entry.account}\u0000${currency}\u0000${input.kind}`;
      const row = pending.totals.get(key) ?? { account: entry.account, currency, kind: input.kind, totalCents: 0 };
      row.totalCents += entry.amountCents;
      pending.totals.set(key, row);
    }
  }
  return { transactionId };
}

/** What a database transaction's postings still owe the ledger at commit: debited accounts (currency, account) and rolled-up amounts. */
interface PendingPostings {
  debited: Set<string>;
  totals: Map<string, { account: string; currency: string; kind: string; totalCents: number }>;
}

const pendingByTransaction = new WeakMap<object, PendingPostings>();

function pendingPostingsOf(tx: Db): PendingPostings {
  let pending = pendingByTransaction.get(tx);
  if (!pending) {
    const created: PendingPostings = { debited: new Set(), totals: new Map() };
    pendingByTransaction.set(tx, created);
    beforeCommit(tx, 'ledger', () => settlePostings(tx, created));
    pending = created;
  }
  return pending;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Just before commit: locks every debited account, in account order, then adds every posting's
 * amounts to the running totals (decision 016) in one statement whose rows are in (account, currency,
 * kind) order, then checks the debited balances. These are the last locks a transaction takes and
 * every transaction takes them in the same order, so two never wait on each other in a circle here.
 */
async function settlePostings(tx: Db, pending: PendingPostings): Promise<void> {
  const debited = [...pending.debited].map((key) => {
    const [currency, account] = key.split('\u0000') as [string, string];
    return { currency, account };
  });
  for (const account of [...new Set(debited.map((row) => row.account))].sort(byText))
    await repo.lockAccount(tx, account);
  const totals = [...pending.totals.values()];
  await repo.addToTotals(
    tx,
    totals.sort((a, b) => byText(a.account, b.account) || byText(a.currency, b.currency) || byText(a.kind, b.kind)),
  );
  for (const currency of new Set(debited.map((row) => row.currency))) {
    const accounts = debited.filter((row) => row.currency === currency).map((row) => row.account);
    for (const [account, balance] of await repo.balances(tx, accounts, currency)) {
      if (balance < 0) throw new InsufficientBalanceError(account);
    }
  }
}

/** A move of `amountCents` from one account to another: `from: −x`, `to: +x`. */
export function move(from: string, to: string, amountCents: number): LedgerEntryInput[] {
  return [
    { account: from, amountCents: -amountCents },
    { account: to, amountCents },
  ];
}

export async function balanceOf(db: Db, account: string, currency = 'usd'): Promise<number> {
  return (await repo.balances(db, [account], currency)).get(account) ?? 0;
}

export async function balancesOf(db: Db, accounts: string[], currency = 'usd'): Promise<Map<string, number>> {
  return repo.balances(db, accounts, currency);
}

/** Money that came into each account through transactions of these kinds (e.g. what funded a pool). */
export async function inflowsOf(
  db: Db,
  accounts: string[],
  kinds: LedgerKind[],
  currency = 'usd',
): Promise<Map<string, number>> {
  return repo.inflows(db, accounts, kinds, currency);
}

export async function hasHistory(db: Db, account: string): Promise<boolean> {
  return repo.hasEntries(db, account);
}

/** Serialises work that reads an account's balance and then debits it (a per-account lock until commit). */
export async function lockLedgerAccount(tx: Db, account: string): Promise<void> {
  await repo.lockAccount(tx, account);
}

// ---------------------------------------------------------------- money figures
// Each money figure a screen shows has one definition, here (docs/architecture.md#money-figures).
// Screens and endpoints read these functions; none sums ledger entries its own way.

/** Awards and their reversals: what creators earned. */
const AWARD_KINDS: string[] = [LEDGER_KINDS.rewardAward, LEDGER_KINDS.rewardReversal];

/** Money that funds a brief's pool: card payments and the brand's wallet. */
const FUNDING_KINDS: string[] = [LEDGER_KINDS.cardPayment, LEDGER_KINDS.walletToBrief];

/** A brief's money, in cents, all from its pool's entries (funded = awarded + refunded + failedRefunds + remaining). */
export interface BriefMoneyFigures {
  /** Money in: card payments and the brand's wallet into the pool (the brand's "spent"). */
  funded: number;
  /** Gross awards less awards taken back (creators' net plus platform fees): the brief's rewards paid. */
  awarded: number;
  /** The platform fees of those awards, less those taken back. */
  fees: number;
  /** What went back to the brand and reached it (card, or wallet for a wallet-funded brief). */
  refunded: number;
  /** Card refunds the provider failed after accepting them; that money is in the brand's wallet (decision 008). */
  failedRefunds: number;
  /** What the pool still holds ("held for this brief"). */
  remaining: number;
}

/** The money figures of each brief, a few queries for any number of briefs. */
export async function briefMoneyFigures(
  db: Db,
  briefIds: string[],
  currency = 'usd',
): Promise<Map<string, BriefMoneyFigures>> {
  const pools = briefIds.map(briefPoolAccount);
  const [totals, fees, failed] = await Promise.all([
    repo.rolledUpTotalsByKind(db, pools, currency),
    repo.feesByPool(db, pools, currency),
    repo.failedCardRefunds(db, briefIds),
  ]);
  const result = new Map<string, BriefMoneyFigures>();
  for (const briefId of briefIds) {
    const pool = briefPoolAccount(briefId);
    const byKind = new Map(totals.filter((row) => row.account === pool).map((row) => [row.kind, row.total]));
    const kind = (name: string) => byKind.get(name) ?? 0;
    const failedRefunds = failed.get(briefId) ?? 0;
    result.set(briefId, {
      funded: FUNDING_KINDS.reduce((sum, name) => sum + kind(name), 0),
      awarded: 0 - (kind(LEDGER_KINDS.rewardAward) + kind(LEDGER_KINDS.rewardReversal)),
      fees: fees.get(pool) ?? 0,
      refunded: 0 - kind(LEDGER_KINDS.poolRefund) - failedRefunds,
      failedRefunds,
      remaining: [...byKind.values()].reduce((sum, value) => sum + value, 0),
    });
  }
  return result;
}

/** What a brief list shows of each brief's pool (the funded, awarded and remaining of BriefMoneyFigures). */
export interface BriefPoolFigures {
  funded: number;
  awarded: number;
  remaining: number;
}

/**
 * BriefPoolFigures as SQL, from the rollup (decision 016), for a list to select in its own statement:
 * one JSON object per brief instead of a query per list. `briefId` is the SQL of the brief's id column.
 */
export function briefPoolFiguresSql(briefId: SQL, currency = 'usd'): SQL<BriefPoolFigures> {
  // The kinds and the currency are the code's own names, written into the text: a list's statement then
  // has no parameters but its own, so PostgreSQL can plan it once (docs/performance.md#prepared-statements).
  const kinds = (names: string[]) =>
    sql.join(
      names.map((name) => codeName(name)),
      sql`, `,
    );
  return sql<BriefPoolFigures>`(select json_build_object(
      'funded', coalesce(sum(pool.total_cents) filter (where pool.kind in (${kinds(FUNDING_KINDS)})), 0),
      'awarded', 0 - coalesce(sum(pool.total_cents) filter (where pool.kind in (${kinds(AWARD_KINDS)})), 0),
      'remaining', coalesce(sum(pool.total_cents), 0))
    from ${ledgerAccountTotals} pool where pool.account = 'brief:' || ${briefId} || ':pool' and pool.currency = ${codeName(currency)})`;
}

/** A name of the code's (a ledger kind, a currency) as an SQL literal; anything else is refused. */
function codeName(name: string): SQL {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`not a code name: ${name}`);
  return sql.raw(`'${name}'`);
}

/** One brief's money figures. */
export async function briefMoneyFiguresOf(db: Db, briefId: string): Promise<BriefMoneyFigures> {
  return (await briefMoneyFigures(db, [briefId])).get(briefId)!;
}

/**
 * Each creator's total earned, in cents: net awards into their wallet less awards taken back
 * (what the dashboard, analytics, wallet and Earnings call Total Earnings / Total Earned).
 */
export async function creatorEarnings(db: Db, creatorIds: string[], currency = 'usd'): Promise<Map<string, number>> {
  const totals = await repo.rolledUpTotalsByKind(db, creatorIds.map(creatorWalletAccount), currency);
  const result = new Map(creatorIds.map((id) => [creatorWalletAccount(id), 0]));
  for (const row of totals)
    if (AWARD_KINDS.includes(row.kind)) result.set(row.account, (result.get(row.account) ?? 0) + row.total);
  return new Map(creatorIds.map((id) => [id, result.get(creatorWalletAccount(id)) ?? 0]));
}

/** A creator's earnings (creatorEarnings) as SQL, in cents, from the rollup: for a statement that reads several figures at once. */
export function creatorEarningsSql(creatorId: string, currency = 'usd'): SQL<number> {
  return sql<number>`(select coalesce(sum(wallet.total_cents), 0)::bigint from ${ledgerAccountTotals} wallet
    where wallet.account = ${creatorWalletAccount(creatorId)} and wallet.currency = ${currency} and wallet.kind in (${sql.join(
      AWARD_KINDS.map((kind) => sql`${kind}`),
      sql`, `,
    )}))`;
}

// ---------------------------------------------------------------- platform-wide figures (docs/product/admin.md#money)
// The admin's money views: one definition each, over every account, for postings in a time range.

export type { PostingRange } from './ledger.repository.ts';

/** Money that moved through the platform in a range, in cents (all ≥ 0 except where noted). */
export interface PlatformMoneyFlows {
  /** Card payments in (brief funding and wallet top-ups): `external:card_payments`, negated. */
  fundsCollected: number;
  /** Cash awards transferred to creators' payout accounts. */
  transferredAwards: number;
  /** Withdrawals transferred to creators' payout accounts. */
  transferredWithdrawals: number;
  /** Both: everything into `external:connected_accounts`. */
  paidOut: number;
  /** Platform fees kept: `platform:fees`, net of fees given back with removed awards (may be < 0 in a range with only reversals). */
  platformFees: number;
  /** What pools gave back to brands (`pool_refund`: to their card or their wallet). */
  poolRefunds: number;
  /** Into `external:card_refunds`: card refunds less those that failed afterwards. */
  cardRefunds: number;
  /** Card refunds that failed afterwards (credited to the brand's wallet, decision 008). */
  failedCardRefunds: number;
  /** Net awarded to creators' wallets (cash and credit), less awards taken back: the sum of their total earned. */
  netAwarded: number;
}

export async function platformMoneyFlows(
  db: Db,
  range: repo.PostingRange,
  currency = 'usd',
): Promise<PlatformMoneyFlows> {
  const totals = await repo.totalsByKindAndFamily(db, range, currency);
  const sum = (family: string, kinds?: string[]) =>
    totals
      .filter((row) => row.family === family && (!kinds || kinds.includes(row.kind)))
      .reduce((total, row) => total + row.total, 0);
  const transferredAwards = sum(EXTERNAL_CONNECTED_ACCOUNTS, [LEDGER_KINDS.rewardTransfer]);
  const transferredWithdrawals = sum(EXTERNAL_CONNECTED_ACCOUNTS, [LEDGER_KINDS.withdrawalPayout]);
  return {
    fundsCollected: -sum(EXTERNAL_CARD_PAYMENTS, [LEDGER_KINDS.cardPayment]),
    transferredAwards,
    transferredWithdrawals,
    paidOut: sum(EXTERNAL_CONNECTED_ACCOUNTS),
    platformFees: sum(PLATFORM_FEES),
    poolRefunds: -sum('brief_pool', [LEDGER_KINDS.poolRefund]),
    cardRefunds: sum(EXTERNAL_CARD_REFUNDS),
    failedCardRefunds: -sum(EXTERNAL_CARD_REFUNDS, [LEDGER_KINDS.poolRefundFailure]),
    netAwarded: sum('creator_wallet', [LEDGER_KINDS.rewardAward, LEDGER_KINDS.rewardReversal]),
  };
}

/** Platform fees per calendar month ('YYYY-MM' on the time zone's clock) since `since`; months without fees are absent. */
export async function platformFeesByMonth(
  db: Db,
  since: Date,
  timeZone = 'UTC',
  currency = 'usd',
): Promise<Map<string, number>> {
  return repo.feesByMonth(db, since, timeZone, currency);
}

/** Where the money is now, in cents: every brief pool, creator wallet, creator reservation and brand wallet together. */
export async function platformBalances(
  db: Db,
  currency = 'usd',
): Promise<{ briefPools: number; creatorWallets: number; creatorReserved: number; brandWallets: number }> {
  const families = await repo.balancesByFamily(db, currency);
  return {
    briefPools: families.get('brief_pool') ?? 0,
    creatorWallets: families.get('creator_wallet') ?? 0,
    creatorReserved: families.get('creator_reserved') ?? 0,
    brandWallets: families.get('brand_wallet') ?? 0,
  };
}

export type MovementType = 'funding' | 'payout' | 'refund';
const MOVEMENT_KINDS: Record<string, MovementType> = {
  [LEDGER_KINDS.cardPayment]: 'funding',
  [LEDGER_KINDS.rewardTransfer]: 'payout',
  [LEDGER_KINDS.withdrawalPayout]: 'payout',
  [LEDGER_KINDS.poolRefund]: 'refund',
};

/**
 * The newest money movements in the range: card payments in (funding), transfers to creators
 * (payout: an award's or a withdrawal's) and pool refunds (refund). `referenceId` names the object:
 * the provider's payment id, the reward assignment, the withdrawal, or `<briefId>:<n>`.
 */
export async function recentMovements(
  db: Db,
  range: repo.PostingRange,
  limit: number,
  offset = 0,
): Promise<
  Array<{
    transactionId: string;
    type: MovementType;
    kind: LedgerKind;
    referenceId: string;
    amountCents: number;
    createdAt: Date;
  }>
> {
  const rows = await repo.newestOfKinds(db, Object.keys(MOVEMENT_KINDS), range, limit, offset);
  return rows.map((row) => ({
    transactionId: row.id,
    type: MOVEMENT_KINDS[row.kind]!,
    kind: row.kind as LedgerKind,
    referenceId: row.referenceId,
    amountCents: row.amountCents,
    createdAt: row.createdAt,
  }));
}

/** What the ledger says moved with the payments provider, per object we posted (reconciliation). */
export interface ProviderPosting {
  type: 'payment' | 'transfer' | 'refund';
  kind: LedgerKind;
  /** Our reference: the provider's payment id, the reward assignment, the withdrawal, `<briefId>:<n>`. */
  referenceId: string;
  /** Money in (payment), out (transfer) or back to a card (refund; a failed refund's reversal is negative). */
  amountCents: number;
  createdAt: Date;
}

export async function providerPostings(db: Db, range: repo.PostingRange, currency = 'usd'): Promise<ProviderPosting[]> {
  const rows = await repo.externalPostings(db, range, currency);
  const result: ProviderPosting[] = [];
  for (const row of rows) {
    const kind = row.kind as LedgerKind;
    if (row.account === EXTERNAL_CARD_PAYMENTS && kind === LEDGER_KINDS.cardPayment)
      result.push({
        type: 'payment',
        kind,
        referenceId: row.referenceId,
        amountCents: -row.amountCents,
        createdAt: row.createdAt,
      });
    else if (row.account === EXTERNAL_CONNECTED_ACCOUNTS)
      result.push({
        type: 'transfer',
        kind,
        referenceId: row.referenceId,
        amountCents: row.amountCents,
        createdAt: row.createdAt,
      });
    else if (row.account === EXTERNAL_CARD_REFUNDS)
      result.push({
        type: 'refund',
        kind,
        referenceId: row.referenceId,
        amountCents: row.amountCents,
        createdAt: row.createdAt,
      });
  }
  return result;
}

/**
 * What each creator earned from each of these briefs, in cents: the net of the brief's awards into
 * their wallet less awards taken back (a success story's verified "paid" figure). Briefs map to
 * their creators with an award; one query for any number of briefs.
 */
export async function creatorEarningsByBrief(
  db: Db,
  briefIds: string[],
  currency = 'usd',
): Promise<Map<string, Map<string, number>>> {
  const pools = new Map(briefIds.map((id) => [briefPoolAccount(id), id]));
  const rows = await repo.netAwardsFromPools(db, [...pools.keys()], currency);
  const result = new Map<string, Map<string, number>>(briefIds.map((id) => [id, new Map()]));
  for (const row of rows) {
    const creatorId = /^creator:(.+):wallet$/.exec(row.wallet)?.[1];
    const briefId = pools.get(row.pool);
    if (creatorId && briefId) result.get(briefId)!.set(creatorId, row.total);
  }
  return result;
}

/** The entries of these accounts (their own wallets and pools), oldest first: a user's data export. */
export async function entriesOf(db: Db, accounts: string[]) {
  return repo.entriesOfAccounts(db, accounts);
}
