import type { Db } from '../../db/client.ts';
import * as repo from './ledger.repository.ts';
import type { LedgerKind } from './ledger.accounts.ts';

// Reading accounts: their balances, inflows and entries, and the lock that serialises a read-then-debit.

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

/** The entries of these accounts (their own wallets and pools), oldest first: a user's data export. */
export async function entriesOf(db: Db, accounts: string[]) {
  return repo.entriesOfAccounts(db, accounts);
}
