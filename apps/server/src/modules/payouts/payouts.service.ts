import { REWARD_MESSAGES, type PayoutStatus } from '@briefly/shared/rewards';
import type { Db } from '../../db/client.ts';
import type { PaymentsProvider } from '../../integrations/payments/provider.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import { systemClock, type Clock } from '../../platform/module.ts';
import {
  creatorWalletAccount,
  EXTERNAL_CONNECTED_ACCOUNTS,
  LEDGER_KINDS,
  move,
  postTransaction,
} from '../ledger/index.ts';
import * as repo from './payouts.repository.ts';

// Cash awards leaving for the creator's connected account (decision 007): a compare-and-set
// claim, the provider transfer with key `transfer:<assignmentId>` (from the funding charge stored
// with the award, when there is one), then one transaction marks it paid and posts `creator
// wallet → external:connected_accounts`. Without an active account, or when the provider
// refuses, the money stays in the wallet and the award is `held` for a later attempt.

export interface PayoutsServiceOptions {
  db: Db;
  provider: PaymentsProvider;
  events: EventPublisher;
  clock?: Clock;
}

/** A transfer claim older than this is considered abandoned (a crash) and may be retried. */
export const STALE_TRANSFER_CLAIM_MS = 5 * 60_000;

export function createPayoutsService(options: PayoutsServiceOptions) {
  const { db, provider, events } = options;
  const now = options.clock ?? systemClock;

  /** The creator's account a transfer can go to now (active), or undefined: the award is held. */
  async function receivingAccount(executor: Db, creatorId: string) {
    const account = await repo.findPayoutAccount(executor, creatorId);
    return account && account.status === 'active' ? account : undefined;
  }

  /** Whether a cash award to this creator would be transferred now (the rule `transferAssignment` applies). */
  async function canReceiveTransfer(executor: Db, creatorId: string): Promise<boolean> {
    return (await receivingAccount(executor, creatorId)) !== undefined;
  }

  const currentStatus = async (assignmentId: string): Promise<PayoutStatus> =>
    (await repo.findAssignment(db, assignmentId))?.payoutStatus ?? 'none';

  /**
   * Claims a new cash award's transfer in the transaction that makes the award (distribute), so a
   * crash after that commit leaves a claim that goes stale and `reconcileTransfers` finishes it
   * with the same key, instead of a `pending` award nothing picks up. Returns the claim's time,
   * which the caller passes to `transferAssignment` after commit.
   */
  async function claimTransferInTx(tx: Db, assignmentId: string): Promise<Date | undefined> {
    const claimedAt = now();
    const row = await repo.claimTransfer(
      tx,
      assignmentId,
      claimedAt,
      new Date(claimedAt.getTime() - STALE_TRANSFER_CLAIM_MS),
    );
    return row ? claimedAt : undefined;
  }

  /**
   * Pays one cash award at most once; answers its payout status afterwards (paid, held, or as
   * another caller left it). `ownClaim`: the claim the caller made with `claimTransferInTx`.
   */
  async function transferAssignment(assignmentId: string, ownClaim?: Date): Promise<PayoutStatus> {
    const claimedAt = now();
    const claimed = await repo.claimTransfer(
      db,
      assignmentId,
      claimedAt,
      new Date(claimedAt.getTime() - STALE_TRANSFER_CLAIM_MS),
      ownClaim,
    );
    if (!claimed) return currentStatus(assignmentId);
    const hold = async (reason: string): Promise<PayoutStatus> => {
      const held = await db.transaction(async (tx) => {
        const row = await repo.releaseAsHeld(tx, assignmentId, claimedAt, reason);
        if (row)
          await events.publish(tx, {
            type: 'payout.held',
            assignmentId,
            briefId: row.briefId,
            creatorId: row.creatorId,
            amountCents: row.netCents,
            reason,
          });
        return row;
      });
      return held?.payoutStatus ?? currentStatus(assignmentId);
    };

    let transferId: string | null = null;
    if (claimed.netCents > 0) {
      const account = await receivingAccount(db, claimed.creatorId);
      if (!account) return hold(REWARD_MESSAGES.noAccountHint);
      try {
        ({ id: transferId } = await provider.createTransfer({
          amountCents: claimed.netCents,
          currency: 'usd',
          destination: account.providerAccountId,
          transferGroup: `brief_${claimed.briefId}`,
          ...(claimed.sourceTransaction ? { sourceTransaction: claimed.sourceTransaction } : {}),
          idempotencyKey: `transfer:${assignmentId}`,
        }));
      } catch (error) {
        return hold(error instanceof Error ? error.message : 'The transfer failed');
      }
    }
    await db.transaction(async (tx) => {
      const row = await repo.markTransferred(tx, assignmentId, transferId, now());
      if (!row) return;
      if (row.netCents > 0) {
        await postTransaction(tx, {
          kind: LEDGER_KINDS.rewardTransfer,
          referenceType: 'reward_assignment',
          referenceId: row.id,
          entries: move(creatorWalletAccount(row.creatorId), EXTERNAL_CONNECTED_ACCOUNTS, row.netCents),
        });
      }
      await repo.audit(tx, {
        actorId: null,
        action: 'payout.transferred',
        targetType: 'reward_assignment',
        targetId: row.id,
        data: { amountCents: row.netCents, transferId },
      });
      await events.publish(tx, {
        type: 'payout.paid',
        assignmentId,
        briefId: row.briefId,
        creatorId: row.creatorId,
        amountCents: row.netCents,
        transferId,
      });
    });
    return 'paid';
  }

  /**
   * Marks unprocessed credit settled (it is in the wallet already); undefined when it was not
   * unsettled credit. `executor`: the caller's transaction, when it settles with other changes.
   */
  async function settleCredit(assignmentId: string, executor: Db = db): Promise<PayoutStatus | undefined> {
    return (
      (await repo.settleCredit(executor, assignmentId, now()))?.payoutStatus ??
      (await repo.findAssignment(executor, assignmentId))?.payoutStatus
    );
  }

  /** Transfers held cash of creators whose account is active (one creator after their account.updated, or all: the job). */
  async function releaseHeldPayouts(
    args: { creatorId?: string; limit?: number } = {},
  ): Promise<{ attempted: number; paid: number }> {
    const ids = await repo.heldForActiveAccounts(db, args.limit ?? 100, args.creatorId);
    let paid = 0;
    for (const id of ids) if ((await transferAssignment(id)) === 'paid') paid++;
    return { attempted: ids.length, paid };
  }

  /** Transfers claimed and never finished (a crash between the provider and our commit): retried with the same key. */
  async function reconcileTransfers(args: { limit?: number } = {}): Promise<{ attempted: number; paid: number }> {
    const ids = await repo.staleTransferClaims(
      db,
      new Date(now().getTime() - STALE_TRANSFER_CLAIM_MS),
      args.limit ?? 100,
    );
    let paid = 0;
    for (const id of ids) if ((await transferAssignment(id)) === 'paid') paid++;
    return { attempted: ids.length, paid };
  }

  /**
   * A creator's awards not settled yet, in cents (net): all of them (held cash and unprocessed
   * credit: in the wallet, not withdrawable) and the cash among them. `executor` lets a caller read
   * it under its own lock.
   */
  async function unsettledOf(
    creatorId: string,
    executor: Db = db,
  ): Promise<{ unsettled: number; heldCash: number; hasPayoutAccount: boolean }> {
    return repo.unsettledNetOfCreator(executor, creatorId);
  }

  return {
    canReceiveTransfer,
    claimTransferInTx,
    transferAssignment,
    settleCredit,
    releaseHeldPayouts,
    reconcileTransfers,
    unsettledOf,
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
