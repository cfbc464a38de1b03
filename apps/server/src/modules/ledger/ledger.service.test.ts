import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { Database } from '../../db/client.ts';
import { balanceOf, briefMoneyFigures, creatorEarnings, move, postTransaction } from './ledger.service.ts';
import {
  brandWalletAccount,
  briefPoolAccount,
  creatorWalletAccount,
  EXTERNAL_CARD_PAYMENTS,
  EXTERNAL_CARD_REFUNDS,
  EXTERNAL_CONNECTED_ACCOUNTS,
  LEDGER_KINDS,
  PLATFORM_FEES,
} from './ledger.accounts.ts';
import { DuplicatePostingError, InsufficientBalanceError, InvalidPostingError } from './ledger.errors.ts';
import { ledgerInvariantViolations } from './ledger.invariants.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const post = (
  entries: Array<{ account: string; amountCents: number }>,
  referenceId: string = randomUUID(),
  kind: (typeof LEDGER_KINDS)[keyof typeof LEDGER_KINDS] = LEDGER_KINDS.cardPayment,
) => database.db.transaction((tx) => postTransaction(tx, { kind, referenceType: 'test', referenceId, entries }));

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
    await expect(
      post([
        { account: EXTERNAL_CARD_PAYMENTS, amountCents: -100 },
        { account: wallet, amountCents: 99 },
      ]),
    ).rejects.toBeInstanceOf(InvalidPostingError);
    await expect(
      post([
        { account: EXTERNAL_CARD_PAYMENTS, amountCents: -1.5 },
        { account: wallet, amountCents: 1.5 },
      ]),
    ).rejects.toBeInstanceOf(InvalidPostingError);
    await expect(
      post([
        { account: EXTERNAL_CARD_PAYMENTS, amountCents: 0 },
        { account: wallet, amountCents: 0 },
      ]),
    ).rejects.toBeInstanceOf(InvalidPostingError);
    await expect(post([{ account: wallet, amountCents: 0 }])).rejects.toBeInstanceOf(InvalidPostingError);
    expect(await balanceOf(database.db, wallet)).toBe(0);
  });

  it('posts a (kind, reference) once', async () => {
    const wallet = brandWalletAccount(randomUUID());
    const reference = `pi_${randomUUID()}`;
    await post(move(EXTERNAL_CARD_PAYMENTS, wallet, 100), reference);
    await expect(post(move(EXTERNAL_CARD_PAYMENTS, wallet, 100), reference)).rejects.toBeInstanceOf(
      DuplicatePostingError,
    );
    expect(await balanceOf(database.db, wallet)).toBe(100);
  });

  it('never lets an account other than an external one go below zero, rolling the whole transaction back', async () => {
    const wallet = brandWalletAccount(randomUUID());
    const pool = briefPoolAccount(randomUUID());
    await post(move(EXTERNAL_CARD_PAYMENTS, wallet, 300));
    await expect(post(move(wallet, pool, 301), randomUUID(), LEDGER_KINDS.walletToBrief)).rejects.toBeInstanceOf(
      InsufficientBalanceError,
    );
    expect(await balanceOf(database.db, wallet)).toBe(300);
    expect(await balanceOf(database.db, pool)).toBe(0);
    await post(move(wallet, pool, 300), randomUUID(), LEDGER_KINDS.walletToBrief);
    expect(await balanceOf(database.db, wallet)).toBe(0);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });
});

describe('reads for the money views', () => {
  it('defines a brief’s figures and a creator’s earnings from their own transactions only, reversals taken back', async () => {
    const [briefId, otherBriefId, creatorId, brandId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const [pool, otherPool, wallet] = [
      briefPoolAccount(briefId),
      briefPoolAccount(otherBriefId),
      creatorWalletAccount(creatorId),
    ];
    const award = (from: string, gross: number, fee: number) => [
      { account: from, amountCents: -gross },
      { account: PLATFORM_FEES, amountCents: fee },
      { account: wallet, amountCents: gross - fee },
    ];
    const [kept, taken, elsewhere] = [randomUUID(), randomUUID(), randomUUID()];
    await post(move(EXTERNAL_CARD_PAYMENTS, pool, 10_000));
    await post(move(EXTERNAL_CARD_PAYMENTS, otherPool, 1_000));
    await post(award(pool, 5_000, 500), kept, LEDGER_KINDS.rewardAward);
    await post(award(pool, 2_000, 200), taken, LEDGER_KINDS.rewardAward);
    await post(
      award(pool, 2_000, 200).map((entry) => ({ ...entry, amountCents: -entry.amountCents })),
      taken,
      LEDGER_KINDS.rewardReversal,
    );
    await post(award(otherPool, 1_000, 100), elsewhere, LEDGER_KINDS.rewardAward);
    await post(move(wallet, EXTERNAL_CONNECTED_ACCOUNTS, 4_500), kept, LEDGER_KINDS.rewardTransfer);
    // Refunds are referenced `<briefId>:<sequence>` on the brief, as the pool refunds post them.
    const asBrief = (
      kind: (typeof LEDGER_KINDS)[keyof typeof LEDGER_KINDS],
      entries: Array<{ account: string; amountCents: number }>,
    ) =>
      database.db.transaction((tx) =>
        postTransaction(tx, { kind, referenceType: 'brief', referenceId: `${briefId}:1`, entries }),
      );
    await asBrief(LEDGER_KINDS.poolRefund, move(pool, EXTERNAL_CARD_REFUNDS, 3_000));
    await asBrief(LEDGER_KINDS.poolRefundFailure, move(EXTERNAL_CARD_REFUNDS, brandWalletAccount(brandId), 3_000));

    const figures = await briefMoneyFigures(database.db, [briefId, otherBriefId]);
    // Awards less reversals (gross, and their fees); the failed card refund went to the brand's wallet, not back to the pool.
    expect(figures.get(briefId)).toEqual({
      funded: 10_000,
      awarded: 5_000,
      fees: 500,
      refunded: 0,
      failedRefunds: 3_000,
      remaining: 2_000,
    });
    expect(figures.get(otherBriefId)).toEqual({
      funded: 1_000,
      awarded: 1_000,
      fees: 100,
      refunded: 0,
      failedRefunds: 0,
      remaining: 0,
    });
    // Awards less reversals; the transfer out of the wallet is not an award.
    expect((await creatorEarnings(database.db, [creatorId])).get(creatorId)).toBe(4_500 + 900);
    expect(await ledgerInvariantViolations(database.db)).toEqual([]);
  });
});
