import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { beforeCommit, isOpenTransaction } from '../../db/transactions.ts';
import * as repo from './ledger.repository.ts';
import { isExternalAccount, isRolledUpAccount, type LedgerKind } from './ledger.accounts.ts';
import { DuplicatePostingError, InsufficientBalanceError, InvalidPostingError } from './ledger.errors.ts';

// Writing to the ledger: a posting's checks at once, and its locks, totals and balance checks at commit.

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
