import type { Db } from '../../db/client.ts';
import * as repo from './ledger.repository.ts';
import {
  EXTERNAL_CARD_PAYMENTS,
  EXTERNAL_CARD_REFUNDS,
  EXTERNAL_CONNECTED_ACCOUNTS,
  LEDGER_KINDS,
  PLATFORM_FEES,
  type LedgerKind,
} from './ledger.accounts.ts';

// Platform-wide figures (docs/product/admin.md#money), the admin's money views: one definition each,
// over every account, for postings in a time range.

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
  /**
   * Net awarded to creators' wallets (cash and credit awards, and payments made by a dispute's
   * resolution), less awards taken back: the sum of their total earned and of those payments' nets.
   */
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
    netAwarded: sum('creator_wallet', [
      LEDGER_KINDS.rewardAward,
      LEDGER_KINDS.rewardReversal,
      LEDGER_KINDS.disputePayment,
    ]),
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
