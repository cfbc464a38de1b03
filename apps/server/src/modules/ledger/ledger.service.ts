import type { Db } from '../../db/client.ts';
import * as repo from './ledger.repository.ts';
import { isExternalAccount, type LedgerKind } from './ledger.accounts.ts';
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

/** What each account paid out to creators and in platform fees (a brief's rewards paid). */
export async function paidToCreatorsFrom(db: Db, accounts: string[], currency = 'usd'): Promise<Map<string, number>> {
  return repo.paidToCreators(db, accounts, currency);
}

/** Net awards credited to each account (a creator's earnings on their dashboard). */
export async function awardsCreditedTo(db: Db, accounts: string[], currency = 'usd'): Promise<Map<string, number>> {
  return repo.awardsCredited(db, accounts, currency);
}

export async function hasHistory(db: Db, account: string): Promise<boolean> {
  return repo.hasEntries(db, account);
}

/** Serialises work that reads an account's balance and then debits it (a per-account lock until commit). */
export async function lockLedgerAccount(tx: Db, account: string): Promise<void> {
  await repo.lockAccount(tx, account);
}

/** Sum of an account's entries per transaction kind (e.g. what a pool received, awarded, refunded). */
export async function totalsByKind(db: Db, account: string, currency = 'usd'): Promise<Map<string, number>> {
  return repo.totalsByKind(db, account, currency);
}

/** Platform fees a brief's pool paid through its awards, less those taken back (the brief's money summary). */
export async function feesFromPool(db: Db, poolAccount: string): Promise<number> {
  return repo.feesFromPool(db, poolAccount);
}

/** Net awards credited to an account less awards taken back from it (a creator's total earned). */
export async function netAwardsTo(db: Db, account: string): Promise<number> {
  return repo.netAwards(db, account);
}

/** Card refunds of a brief's pool that failed and went to the brand's wallet, in cents (decision 008). */
export async function failedCardRefundsOf(db: Db, briefId: string): Promise<number> {
  return repo.failedCardRefunds(db, briefId);
}
