import type { Db } from '../../db/client.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import {
  balanceOf,
  creatorReservedAccount,
  creatorWalletAccount,
  LEDGER_KINDS,
  lockLedgerAccount,
  move,
  postTransaction,
} from '../ledger/index.ts';
import * as repo from './payouts.repository.ts';
import { recordWithdrawalProcessed } from './withdrawal-processed.ts';

// A rejected withdrawal reinstated by a dispute's resolution (docs/product/disputes.md, decision 046):
// the request goes back into the state machine as approved — rejected → approved by compare-and-set,
// its amount reserved again (creator wallet → reserved, `withdrawal_reinstatement` of the withdrawal,
// so at most once) — and is then paid like any approved request (`completeWithdrawal`, after commit).

export type Reinstatement =
  | { result: 'reinstated'; amountCents: number; creatorId: string }
  | { result: 'missing' | 'not_rejected' | 'wallet_short' };

/**
 * In the caller's transaction (the caller rolls it back on anything but 'reinstated'). The wallet's
 * ledger lock first, as a withdrawal request takes it, so the balance checked is the balance reserved
 * from: the amount must still be available (wallet less unsettled awards), or 'wallet_short'.
 */
export async function reinstateWithdrawalInTx(
  tx: Db,
  events: EventPublisher,
  id: string,
  decision: { by: string; note: string; at: Date },
): Promise<Reinstatement> {
  const found = await repo.findWithdrawal(tx, id);
  if (!found) return { result: 'missing' };
  const wallet = creatorWalletAccount(found.creatorId);
  await lockLedgerAccount(tx, wallet);
  const row = await repo.moveWithdrawal(tx, id, 'rejected', {
    status: 'approved',
    reason: null,
    adminNotes: decision.note,
    processedBy: decision.by,
    processedAt: decision.at,
    lastError: null,
  });
  if (!row) return { result: 'not_rejected' };
  const balance = await balanceOf(tx, wallet);
  const unsettled = await repo.unsettledNetOfCreator(tx, row.creatorId);
  if (row.amountCents > balance - unsettled.unsettled) return { result: 'wallet_short' };
  await postTransaction(tx, {
    kind: LEDGER_KINDS.withdrawalReinstatement,
    referenceType: 'withdrawal',
    referenceId: id,
    entries: move(wallet, creatorReservedAccount(row.creatorId), row.amountCents),
  });
  await recordWithdrawalProcessed(tx, events, row, {
    status: 'approved',
    actorId: decision.by,
    action: 'withdrawal.reinstated',
    data: { adminNotes: decision.note },
  });
  return { result: 'reinstated', amountCents: row.amountCents, creatorId: row.creatorId };
}
