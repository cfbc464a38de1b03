import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { balanceOf, move, postTransaction } from './ledger.service.ts';
import { brandWalletAccount, briefPoolAccount, EXTERNAL_CARD_PAYMENTS, LEDGER_KINDS } from './ledger.accounts.ts';
import { DuplicatePostingError, InsufficientBalanceError, InvalidPostingError } from './ledger.errors.ts';
import { ledgerInvariantViolations } from './ledger.invariants.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const post = (entries: Array<{ account: string; amountCents: number }>, referenceId: string = randomUUID(), kind: (typeof LEDGER_KINDS)[keyof typeof LEDGER_KINDS] = LEDGER_KINDS.cardPayment) =>
  database.db.transaction((tx) => postTransaction(tx, { kind, referenceType: 'test', referenceId, entries }));

describe('postTransaction', () => {
  it('posts balanced entries and reads balances from them', async () => {
    const wallet = brandWalletAccount(randomUUID());
    await post(move(EXTERNAL_CARD_PAYMENTS, wallet, 5000));
    await post(move(EXTERNAL_CARD_PAYMENTS, wallet, 250));
    expect(await balanceOf(database.db, wallet)).toBe(5250);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });

  it('refuses entries that do not sum to zero, zero or fractional amounts, and a single entry', async () => {
    const wallet = brandWalletAccount(randomUUID());
    await expect(post([{ account: EXTERNAL_CARD_PAYMENTS, amountCents: -100 }, { account: wallet, amountCents: 99 }])).rejects.toBeInstanceOf(InvalidPostingError);
    await expect(post([{ account: EXTERNAL_CARD_PAYMENTS, amountCents: -1.5 }, { account: wallet, amountCents: 1.5 }])).rejects.toBeInstanceOf(InvalidPostingError);
    await expect(post([{ account: EXTERNAL_CARD_PAYMENTS, amountCents: 0 }, { account: wallet, amountCents: 0 }])).rejects.toBeInstanceOf(InvalidPostingError);
    await expect(post([{ account: wallet, amountCents: 0 }])).rejects.toBeInstanceOf(InvalidPostingError);
    expect(await balanceOf(database.db, wallet)).toBe(0);
  });

  it('posts a (kind, reference) once', async () => {
    const wallet = brandWalletAccount(randomUUID());
    const reference = `pi_${randomUUID()}`;
    await post(move(EXTERNAL_CARD_PAYMENTS, wallet, 100), reference);
    await expect(post(move(EXTERNAL_CARD_PAYMENTS, wallet, 100), reference)).rejects.toBeInstanceOf(DuplicatePostingError);
    expect(await balanceOf(database.db, wallet)).toBe(100);
  });

  it('never lets an account other than an external one go below zero, rolling the whole transaction back', async () => {
    const wallet = brandWalletAccount(randomUUID());
    const pool = briefPoolAccount(randomUUID());
    await post(move(EXTERNAL_CARD_PAYMENTS, wallet, 300));
    await expect(post(move(wallet, pool, 301), randomUUID(), LEDGER_KINDS.walletToBrief)).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await balanceOf(database.db, wallet)).toBe(300);
    expect(await balanceOf(database.db, pool)).toBe(0);
    await post(move(wallet, pool, 300), randomUUID(), LEDGER_KINDS.walletToBrief);
    expect(await balanceOf(database.db, wallet)).toBe(0);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });
});
