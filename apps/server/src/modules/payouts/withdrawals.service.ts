import { centsToDollars, dollarsToCents } from '@briefly/shared/money';
import type { UserType } from '@briefly/shared/options';
import type { TWithdrawalDecisionPreview, WithdrawalDecisionAction } from '@briefly/shared/reward-preview';
import type { TWithdrawal } from '@briefly/shared/rewards';
import type { Db } from '../../db/client.ts';
import type { PaymentsProvider } from '../../integrations/payments/provider.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import { systemClock, type Clock } from '../../platform/module.ts';
import {
  balanceOf,
  creatorReservedAccount,
  creatorWalletAccount,
  EXTERNAL_CONNECTED_ACCOUNTS,
  LEDGER_KINDS,
  lockLedgerAccount,
  move,
  postTransaction,
} from '../ledger/index.ts';
import * as repo from './payouts.repository.ts';
import { recordWithdrawalProcessed } from './withdrawal-processed.ts';
import { exceedsBalance, noPayoutAccount, withdrawalNotFound, withdrawalNotPending } from './payouts.errors.ts';

// Withdrawal requests (decision 007): the creator reserves wallet money; an admin approves
// (transfer with key `withdrawal:<id>`, then reserved → connected account) or rejects (reserved →
// wallet). Every status change is a compare-and-set, with its domain event in its transaction.

export interface WithdrawalsServiceOptions {
  db: Db;
  provider: PaymentsProvider;
  events: EventPublisher;
  clock?: Clock;
}

/** Who decides on a request (an admin; the routes allow no one else). */
export interface Actor {
  id: string;
  type: UserType;
}

const LIST_LIMIT = 500;

function toWithdrawal(view: repo.WithdrawalView): TWithdrawal {
  const w = view.withdrawal;
  return {
    id: w.id,
    creator: { id: w.creatorId, fullName: view.fullName ?? '', userName: view.userName ?? '', email: view.email },
    amount: centsToDollars(w.amountCents),
    currency: w.currency,
    status: w.status,
    reason: w.reason,
    adminNotes: w.adminNotes,
    requestedAt: w.requestedAt.toISOString(),
    processedAt: w.processedAt?.toISOString() ?? null,
  };
}

/** Why an approved withdrawal is not transferred yet (recorded as its last error). */
export const NO_ACTIVE_ACCOUNT = 'No active payout account';

export function createWithdrawalsService(options: WithdrawalsServiceOptions) {
  const { db, provider, events } = options;
  const now = options.clock ?? systemClock;

  /** The creator's payout account a withdrawal can be transferred to now, or undefined. */
  async function activeAccount(executor: Db, creatorId: string) {
    const account = await repo.findPayoutAccount(executor, creatorId);
    return account && account.status === 'active' ? account : undefined;
  }

  async function view(id: string): Promise<TWithdrawal> {
    const [row] = await repo.withdrawalViews(db, { ids: [id], limit: 1 });
    if (!row) throw withdrawalNotFound();
    return toWithdrawal(row);
  }

  /**
   * POST /api/creators/withdrawals. Available = wallet balance minus awards not yet settled (held
   * cash is transferred by itself once the account is active). The wallet's ledger lock makes
   * parallel requests over one balance run one at a time, so they never overdraw it.
   */
  async function request(creatorId: string, amountDollars: number): Promise<TWithdrawal> {
    const account = await repo.findPayoutAccount(db, creatorId);
    if (!account || account.status !== 'active') throw noPayoutAccount();
    const amountCents = dollarsToCents(amountDollars);
    const wallet = creatorWalletAccount(creatorId);
    const row = await db.transaction(async (tx) => {
      await lockLedgerAccount(tx, wallet);
      const balance = await balanceOf(tx, wallet);
      const unsettled = await repo.unsettledNetOfCreator(tx, creatorId);
      if (amountCents > balance - unsettled.unsettled) throw exceedsBalance();
      const row = await repo.insertWithdrawal(tx, {
        creatorId,
        amountCents,
        currency: 'usd',
        status: 'pending',
        requestedAt: now(),
      });
      await postTransaction(tx, {
        kind: LEDGER_KINDS.withdrawalRequest,
        referenceType: 'withdrawal',
        referenceId: row.id,
        entries: move(wallet, creatorReservedAccount(creatorId), amountCents),
      });
      await repo.audit(tx, {
        actorId: creatorId,
        action: 'withdrawal.requested',
        targetType: 'withdrawal',
        targetId: row.id,
        data: { amountCents },
      });
      await events.publish(tx, { type: 'withdrawal.requested', withdrawalId: row.id, creatorId, amountCents });
      return row;
    });
    return view(row.id);
  }

  async function listOwn(creatorId: string): Promise<TWithdrawal[]> {
    return (await repo.withdrawalViews(db, { creatorId, limit: LIST_LIMIT })).map(toWithdrawal);
  }

  async function listAll(status?: TWithdrawal['status']): Promise<TWithdrawal[]> {
    return (await repo.withdrawalViews(db, { status, limit: LIST_LIMIT })).map(toWithdrawal);
  }

  /**
   * Pays an approved request: the transfer (key `withdrawal:<id>`, so a retry returns the first
   * transfer), then approved → completed and reserved → connected account in one transaction. A
   * refusal leaves it approved with the money reserved; the reconcile job retries it.
   */
  async function completeWithdrawal(id: string): Promise<void> {
    const row = await repo.findWithdrawal(db, id);
    if (!row || row.status !== 'approved') return;
    const account = await activeAccount(db, row.creatorId);
    if (!account) {
      await repo.recordWithdrawalError(db, id, NO_ACTIVE_ACCOUNT);
      return;
    }
    let transferId: string;
    try {
      ({ id: transferId } = await provider.createTransfer({
        amountCents: row.amountCents,
        currency: row.currency,
        destination: account.providerAccountId,
        transferGroup: `withdrawal_${id}`,
        idempotencyKey: `withdrawal:${id}`,
      }));
    } catch (error) {
      await repo.recordWithdrawalError(db, id, error instanceof Error ? error.message : 'The transfer failed');
      return;
    }
    await db.transaction(async (tx) => {
      const done = await repo.moveWithdrawal(tx, id, 'approved', {
        status: 'completed',
        providerTransferId: transferId,
        completedAt: now(),
        lastError: null,
      });
      if (!done) return;
      await postTransaction(tx, {
        kind: LEDGER_KINDS.withdrawalPayout,
        referenceType: 'withdrawal',
        referenceId: id,
        entries: move(creatorReservedAccount(done.creatorId), EXTERNAL_CONNECTED_ACCOUNTS, done.amountCents),
      });
      await recordWithdrawalProcessed(tx, events, done, {
        status: 'completed',
        actorId: null,
        action: 'withdrawal.transferred',
        data: { transferId },
      });
    });
  }

  /**
   * What approving or rejecting a request would do now (decision 047), from the rules the actions
   * apply: only a pending request may be decided (404 / 409 as the actions answer); approving
   * transfers the whole amount (no fee) when the creator's payout account is active — the check
   * `completeWithdrawal` makes — and otherwise leaves it approved and reserved, retried later;
   * rejecting returns the amount to the creator's wallet. Writes nothing.
   */
  async function previewDecision(id: string, action: WithdrawalDecisionAction): Promise<TWithdrawalDecisionPreview> {
    const row = await repo.findWithdrawal(db, id);
    if (!row) throw withdrawalNotFound();
    if (row.status !== 'pending') throw withdrawalNotPending();
    const base = {
      withdrawalId: row.id,
      creatorId: row.creatorId,
      action,
      amount: centsToDollars(row.amountCents),
      fee: 0,
    };
    if (action === 'reject') return { ...base, destination: 'wallet', heldReason: null };
    const account = await activeAccount(db, row.creatorId);
    return account
      ? { ...base, destination: 'connected_account', heldReason: null }
      : { ...base, destination: 'held', heldReason: NO_ACTIVE_ACCOUNT };
  }

  async function approve(admin: Actor, id: string, adminNotes: string): Promise<TWithdrawal> {
    await db.transaction(async (tx) => {
      const row = await repo.moveWithdrawal(tx, id, 'pending', {
        status: 'approved',
        adminNotes,
        processedBy: admin.id,
        processedAt: now(),
      });
      if (!row) {
        if (!(await repo.findWithdrawal(tx, id))) throw withdrawalNotFound();
        throw withdrawalNotPending();
      }
      await recordWithdrawalProcessed(tx, events, row, {
        status: 'approved',
        actorId: admin.id,
        action: 'withdrawal.approved',
        data: { adminNotes },
      });
    });
    await completeWithdrawal(id);
    return view(id);
  }

  async function reject(admin: Actor, id: string, reason: string, adminNotes: string): Promise<TWithdrawal> {
    await db.transaction(async (tx) => {
      const row = await repo.moveWithdrawal(tx, id, 'pending', {
        status: 'rejected',
        reason: reason.trim(),
        adminNotes,
        processedBy: admin.id,
        processedAt: now(),
      });
      if (!row) {
        if (!(await repo.findWithdrawal(tx, id))) throw withdrawalNotFound();
        throw withdrawalNotPending();
      }
      await postTransaction(tx, {
        kind: LEDGER_KINDS.withdrawalReversal,
        referenceType: 'withdrawal',
        referenceId: id,
        entries: move(creatorReservedAccount(row.creatorId), creatorWalletAccount(row.creatorId), row.amountCents),
      });
      await recordWithdrawalProcessed(tx, events, row, {
        status: 'rejected',
        reason: row.reason ?? reason.trim(),
        actorId: admin.id,
        action: 'withdrawal.rejected',
        data: { reason, adminNotes },
      });
    });
    return view(id);
  }

  /** Approved requests whose transfer has not succeeded yet (the reconcile job). */
  async function reconcileApproved(args: { limit?: number } = {}): Promise<{ attempted: number }> {
    const ids = await repo.approvedWithdrawalIds(db, args.limit ?? 100);
    for (const id of ids) await completeWithdrawal(id);
    return { attempted: ids.length };
  }

  return { request, listOwn, listAll, previewDecision, approve, reject, completeWithdrawal, reconcileApproved };
}

export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
