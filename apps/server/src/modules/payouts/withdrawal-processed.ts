import type { Db } from '../../db/client.ts';
import type { DomainEvents, EventPublisher } from '../../platform/outbox/domain-events.ts';
import * as repo from './payouts.repository.ts';

// A withdrawal's decision written down in one place: its audit entry and `withdrawal.processed`, in the
// transaction that moved its status (decision 007) — an admin's approval or rejection, the transfer that
// completes it (withdrawals.service.ts), a dispute's reinstatement (withdrawal-reinstatement.ts).

export interface WithdrawalProcessed {
  status: DomainEvents['withdrawal.processed']['status'];
  /** Why it was rejected; null otherwise. */
  reason?: string | null;
  /** Who decided (null: the transfer, made by no one). */
  actorId: string | null;
  /** The audit entry's action, e.g. `withdrawal.approved`. */
  action: string;
  /** Added to the audit entry's data after the amount. */
  data?: Record<string, unknown>;
}

export async function recordWithdrawalProcessed(
  tx: Db,
  events: EventPublisher,
  withdrawal: { id: string; creatorId: string; amountCents: number },
  processed: WithdrawalProcessed,
): Promise<void> {
  await repo.audit(tx, {
    actorId: processed.actorId,
    action: processed.action,
    targetType: 'withdrawal',
    targetId: withdrawal.id,
    data: { amountCents: withdrawal.amountCents, ...processed.data },
  });
  await events.publish(tx, {
    type: 'withdrawal.processed',
    withdrawalId: withdrawal.id,
    creatorId: withdrawal.creatorId,
    amountCents: withdrawal.amountCents,
    status: processed.status,
    reason: processed.reason ?? null,
  });
}
