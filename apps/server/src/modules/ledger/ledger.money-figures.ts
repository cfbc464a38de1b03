import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerAccountTotals } from '../../db/schema/index.ts';
import * as repo from './ledger.repository.ts';
import { briefPoolAccount, creatorWalletAccount, LEDGER_KINDS } from './ledger.accounts.ts';

// Each money figure a screen shows has one definition, here (docs/architecture.md#money-figures).
// Screens and endpoints read these functions; none sums ledger entries its own way.

/** Awards and their reversals: what creators earned (their Total Earned, award by award). */
const EARNING_KINDS: string[] = [LEDGER_KINDS.rewardAward, LEDGER_KINDS.rewardReversal];

/**
 * What a pool awarded: its awards less those taken back, and payments a dispute's resolution made from
 * it to a creator (pool → fee and wallet, like an award; docs/product/disputes.md#resolving).
 */
const AWARD_KINDS: string[] = [...EARNING_KINDS, LEDGER_KINDS.disputePayment];

/** Money that funds a brief's pool: card payments and the brand's wallet. */
const FUNDING_KINDS: string[] = [LEDGER_KINDS.cardPayment, LEDGER_KINDS.walletToBrief];

/** A brief's money, in cents, all from its pool's entries (funded = awarded + refunded + failedRefunds + remaining). */
export interface BriefMoneyFigures {
  /** Money in: card payments and the brand's wallet into the pool (the brand's "spent"). */
  funded: number;
  /** Gross awards and dispute payments less awards taken back (creators' net plus platform fees): the brief's rewards paid. */
  awarded: number;
  /** The platform fees of those awards and payments, less those taken back. */
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
  // One after the other: `db` may be a transaction's one connection (closing an account reads these).
  const totals = await repo.rolledUpTotalsByKind(db, pools, currency);
  const fees = await repo.feesByPool(db, pools, currency);
  const failed = await repo.failedCardRefunds(db, briefIds);
  const result = new Map<string, BriefMoneyFigures>();
  for (const briefId of briefIds) {
    const pool = briefPoolAccount(briefId);
    const byKind = new Map(totals.filter((row) => row.account === pool).map((row) => [row.kind, row.total]));
    const kind = (name: string) => byKind.get(name) ?? 0;
    const failedRefunds = failed.get(briefId) ?? 0;
    result.set(briefId, {
      funded: FUNDING_KINDS.reduce((sum, name) => sum + kind(name), 0),
      awarded: 0 - AWARD_KINDS.reduce((sum, name) => sum + kind(name), 0),
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
 * Each creator's total earned, in cents: net awards into their wallet less awards taken back (what the
 * dashboard, analytics, wallet and Earnings call Total Earnings / Total Earned). A payment made by a
 * dispute's resolution is in the wallet's balance, not here: it is not an award (decision 046).
 */
export async function creatorEarnings(db: Db, creatorIds: string[], currency = 'usd'): Promise<Map<string, number>> {
  const totals = await repo.rolledUpTotalsByKind(db, creatorIds.map(creatorWalletAccount), currency);
  const result = new Map(creatorIds.map((id) => [creatorWalletAccount(id), 0]));
  for (const row of totals)
    if (EARNING_KINDS.includes(row.kind)) result.set(row.account, (result.get(row.account) ?? 0) + row.total);
  return new Map(creatorIds.map((id) => [id, result.get(creatorWalletAccount(id)) ?? 0]));
}

/** A creator's earnings (creatorEarnings) as SQL, in cents, from the rollup: for a statement that reads several figures at once. */
export function creatorEarningsSql(creatorId: string, currency = 'usd'): SQL<number> {
  return sql<number>`(select coalesce(sum(wallet.total_cents), 0)::bigint from ${ledgerAccountTotals} wallet
    where wallet.account = ${creatorWalletAccount(creatorId)} and wallet.currency = ${currency} and wallet.kind in (${sql.join(
      EARNING_KINDS.map((kind) => sql`${kind}`),
      sql`, `,
    )}))`;
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
  return byBriefAndCreator(briefIds, (pools) => repo.netAwardsFromPools(db, pools, currency));
}

/**
 * What each creator was PAID from each of these briefs, in cents: award cash that reached their
 * connected account (the reward transfers) — nothing held, pending or credited (issue 37 item 4;
 * docs/product/money-and-ledger.md#public-figures). A verified story's "paid" figure.
 */
export async function creatorPaidOutByBrief(
  db: Db,
  briefIds: string[],
  currency = 'usd',
): Promise<Map<string, Map<string, number>>> {
  return byBriefAndCreator(briefIds, (pools) => repo.transfersOfAwardsFromPools(db, pools, currency));
}

async function byBriefAndCreator(
  briefIds: string[],
  read: (pools: string[]) => Promise<Array<{ pool: string; wallet: string; total: number }>>,
): Promise<Map<string, Map<string, number>>> {
  const pools = new Map(briefIds.map((id) => [briefPoolAccount(id), id]));
  const rows = await read([...pools.keys()]);
  const result = new Map<string, Map<string, number>>(briefIds.map((id) => [id, new Map()]));
  for (const row of rows) {
    const creatorId = /^creator:(.+):wallet$/.exec(row.wallet)?.[1];
    const briefId = pools.get(row.pool);
    if (creatorId && briefId) result.get(briefId)!.set(creatorId, row.total);
  }
  return result;
}
