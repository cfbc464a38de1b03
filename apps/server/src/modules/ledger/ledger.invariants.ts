import type { Db } from '../../db/client.ts';
import * as repo from './ledger.repository.ts';

/**
 * The ledger's invariants (docs/architecture.md), as a list of what is broken; empty when all hold:
 * per currency the entries sum to zero, every transaction balances, no account other than an
 * external one is below zero, and the rolled-up totals equal the entries (decision 016). Tests call
 * it after every money movement.
 */
export async function ledgerInvariantViolations(db: Db): Promise<string[]> {
  const problems: string[] = [];
  for (const { currency, total } of await repo.currencyTotals(db)) {
    if (total !== 0) problems.push(`${currency} entries sum to ${total}`);
  }
  for (const id of await repo.unbalancedTransactions(db)) problems.push(`transaction ${id} does not balance`);
  for (const { account, currency, balance } of await repo.negativeInternalBalances(db))
    problems.push(`${account} is at ${balance} ${currency}`);
  for (const difference of await repo.rollupDifferences(db)) problems.push(`rollup ${difference}`);
  return problems;
}
