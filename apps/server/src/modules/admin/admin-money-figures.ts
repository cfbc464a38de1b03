import type { Db } from '../../db/client.ts';
import { platformBalances, platformMoneyFlows } from '../ledger/index.ts';
import * as repo from './admin-money.repository.ts';
import type { Window } from './admin-time.ts';

// Every money figure of the admin's screens, defined once (docs/product/money-and-ledger.md#admin-figures).
// Overview, Payouts, Analytics and the Financial dashboard read these two functions and nothing
// else, so one question has one answer everywhere; "this month" is the same figure over the
// calendar month on the admin's clock, so it can never exceed its all-time value.

/** What moved in a window, in cents. */
export interface AdminMoneyFlows {
  /** Card payments that came in: brief funding and wallet top-ups (the ledger's `external:card_payments`). */
  fundsCollected: number;
  /** Paid out: cash that reached creators' payout accounts — award transfers and completed withdrawals (`external:connected_accounts`). */
  paidOut: number;
  /**
   * Awarded to creators: net awards (cash and credit) and payments made by a dispute's resolution
   * (`dispute_payment`) into their wallets, less awards taken back.
   */
  awarded: number;
  /** Credit granted: the net of credit awards made in the window that stand. */
  creditGranted: number;
  /** Platform fees kept, net of fees given back with removed awards (`platform:fees`). */
  platformFees: number;
  /** Refunds: pool money given back to brands, to their card or their wallet. */
  refunds: number;
}

/** Where money is now, in cents. */
export interface AdminMoneyNow {
  /** Awaiting payout: cash awarded and not transferred yet (pending, held or failed), net. */
  awaitingPayout: number;
  /** Held: the part of awaitingPayout that waits for the creator's payout account. */
  held: number;
  inPools: number;
  /** Creators' wallets and their reservations for pending withdrawals. */
  inCreatorWallets: number;
  inBrandWallets: number;
}

export async function adminMoneyFlows(db: Db, window: Window): Promise<AdminMoneyFlows> {
  const [flows, creditGranted] = await Promise.all([platformMoneyFlows(db, window), repo.creditGranted(db, window)]);
  return {
    fundsCollected: flows.fundsCollected,
    paidOut: flows.paidOut,
    awarded: flows.netAwarded,
    creditGranted,
    platformFees: flows.platformFees,
    refunds: flows.poolRefunds,
  };
}

export async function adminMoneyNow(db: Db): Promise<AdminMoneyNow> {
  const [balances, awaiting] = await Promise.all([platformBalances(db), repo.awaitingPayout(db)]);
  return {
    awaitingPayout: awaiting.awaiting,
    held: awaiting.held,
    inPools: balances.briefPools,
    inCreatorWallets: balances.creatorWallets + balances.creatorReserved,
    inBrandWallets: balances.brandWallets,
  };
}
