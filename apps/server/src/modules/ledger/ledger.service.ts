import type { Db } from '../../db/client.ts';
import * as repo from './ledger.repository.ts';
import { briefPoolAccount, creatorWalletAccount, isExternalAccount, LEDGER_KINDS, type LedgerKind } from './ledger.accounts.ts';
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
 * the entries sum to zero, (kind, reference) is posted at most once (DuplicatePostingError), and
 * no account other than an external one ends below zero (InsufficientBalanceError). Either error
 * thrown from the caller's transaction rolls back the state change the posting belongs to.
 */
export async function postTransaction(tx: Db, input: PostTransactionInput): Promise<{ transactionId: string }> {
  const currency = input.currency ?? 'usd';
  if (input.entries.length < 2) throw new InvalidPostingError('a transaction needs at least two entries');
  for (const entry of input.entries) {
    if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0) {
      throw new InvalidPostingError(`entry for ${entry.account} must be a non-zero whole number of cents`);
    }
  }
  const sum = input.entries.reduce((total, entry) => total + entry.amountCents, 0);
  if (sum !== 0) throw new InvalidPostingError(`entries sum to ${sum}, not zero`);

  // Lock in a fixed order so two postings debiting the same accounts never deadlock.
  const debited = [...new Set(input.entries.filter((entry) => entry.amountCents < 0 && !isExternalAccount(entry.account)).map((entry) => entry.account))].sort();
  for (const account of debited) await repo.lockAccount(tx, account);

  const transactionId = await repo.insertTransactionOnce(tx, { kind: input.kind, referenceType: input.referenceType, referenceId: input.referenceId });
  if (!transactionId) throw new DuplicatePostingError(input.kind, input.referenceId);
  await repo.insertEntries(
    tx,
    input.entries.map((entry) => ({ transactionId, account: entry.account, amountCents: entry.amountCents, currency })),
  );

  const after = await repo.balances(tx, debited, currency);
  for (const [account, balance] of after) {
    if (balance < 0) throw new InsufficientBalanceError(account);
  }
  return { transactionId };
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
export async function inflowsOf(db: Db, accounts: string[], kinds: LedgerKind[], currency = 'usd'): Promise<Map<string, number>> {
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
export async function briefMoneyFigures(db: Db, briefIds: string[], currency = 'usd'): Promise<Map<string, BriefMoneyFigures>> {
  const pools = briefIds.map(briefPoolAccount);
  const [totals, fees, failed] = await Promise.all([
    repo.totalsByAccountAndKind(db, pools, currency),
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

/** One brief's money figures. */
export async function briefMoneyFiguresOf(db: Db, briefId: string): Promise<BriefMoneyFigures> {
  return (await briefMoneyFigures(db, [briefId])).get(briefId)!;
}

/**
 * Each creator's total earned, in cents: net awards into their wallet less awards taken back
 * (what the dashboard, analytics, wallet and Earnings call Total Earnings / Total Earned).
 */
export async function creatorEarnings(db: Db, creatorIds: string[], currency = 'usd'): Promise<Map<string, number>> {
  const totals = await repo.netAwards(db, creatorIds.map(creatorWalletAccount), currency);
  return new Map(creatorIds.map((id) => [id, totals.get(creatorWalletAccount(id)) ?? 0]));
}
