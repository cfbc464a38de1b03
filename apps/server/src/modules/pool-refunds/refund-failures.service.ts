import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isFailedRefund, type PaymentsProvider, type ProviderRefund } from '../../integrations/payments/provider.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import { systemClock, type Clock, type PaymentWebhookHandler } from '../../platform/module.ts';
import { withProvider } from '../payments/index.ts';
import { brandWalletAccount, EXTERNAL_CARD_REFUNDS, LEDGER_KINDS, move, postTransaction } from '../ledger/index.ts';
import * as repo from './pool-refunds.repository.ts';

// Card refunds of a pool that fail after the provider accepted them (decision 008). Stripe reports
// it days later with `refund.failed`, `refund.updated` and `charge.refund.updated`; the money comes
// back to the platform's balance, so the refund row goes `succeeded → failed` and, in the same
// transaction, `external:card_refunds → brand wallet` undoes the refund's external leg.

/** Provider events about a refund; each is re-read from the provider, never trusted as sent. */
export const REFUND_EVENT_TYPES = ['refund.failed', 'refund.updated', 'charge.refund.updated'] as const;

export interface RefundFailuresServiceOptions {
  db: Db;
  provider: PaymentsProvider;
  events: EventPublisher;
  clock?: Clock;
}

const ZRefundObject = z.object({ id: z.string().min(1).max(300) });

export function createRefundFailuresService(options: RefundFailuresServiceOptions) {
  const { db, provider, events } = options;
  const now = options.clock ?? systemClock;

  /**
   * Inside the caller's transaction: the compare-and-set `succeeded → failed`, and only when it
   * wins, the reversing posting (one per refund: kind + reference are unique), the audit row and
   * `refund.failed`.
   */
  async function recordFailureInTx(
    tx: Db,
    refund: repo.PoolRefundRow,
    brandId: string,
    providerRefund: ProviderRefund,
  ): Promise<void> {
    const row = await repo.failRefund(tx, refund.id, {
      failureReason: providerRefund.failureReason ?? providerRefund.status,
      failedAt: now(),
    });
    if (!row) return;
    await postTransaction(tx, {
      kind: LEDGER_KINDS.poolRefundFailure,
      referenceType: 'brief',
      referenceId: `${row.briefId}:${row.sequence}`,
      entries: move(EXTERNAL_CARD_REFUNDS, brandWalletAccount(brandId), row.amountCents),
    });
    await repo.audit(tx, {
      actorId: null,
      action: 'brief.pool_refund_failed',
      targetType: 'brief',
      targetId: row.briefId,
      data: {
        amountCents: row.amountCents,
        sequence: row.sequence,
        providerRefundId: row.providerRefundId,
        reason: row.failureReason,
        creditedTo: 'brand_wallet',
      },
    });
    await events.publish(tx, {
      type: 'refund.failed',
      refundId: row.id,
      briefId: row.briefId,
      brandId,
      amountCents: row.amountCents,
      reason: row.failureReason,
    });
  }

  /** What we need before the transaction: our refund recorded as done, and the provider saying it failed. */
  async function failedAtProvider(
    refund: repo.PoolRefundRow | undefined,
  ): Promise<{ refund: repo.PoolRefundRow; brandId: string; providerRefund: ProviderRefund } | null> {
    if (!refund || refund.status !== 'succeeded' || refund.destination !== 'card' || !refund.providerRefundId)
      return null;
    const providerRefundId = refund.providerRefundId;
    const providerRefund = await withProvider(() => provider.retrieveRefund(providerRefundId));
    if (!providerRefund || providerRefund.id !== providerRefundId || !isFailedRefund(providerRefund)) return null;
    const brief = await repo.findBrief(db, refund.briefId);
    if (!brief) return null;
    return { refund, brandId: brief.brandId, providerRefund };
  }

  /**
   * Right after a refund is recorded as done: a failure that happened before our commit (its event
   * found no refund to match and was acknowledged) is caught here instead. A provider error leaves
   * the refund as it is; the refund's later events still reach the webhook.
   */
  async function recheck(refund: repo.PoolRefundRow): Promise<repo.PoolRefundRow> {
    let found;
    try {
      found = await failedAtProvider(refund);
    } catch {
      return refund;
    }
    if (!found) return refund;
    await db.transaction((tx) => recordFailureInTx(tx, found.refund, found.brandId, found.providerRefund));
    return (await repo.findRefund(db, refund.id)) ?? refund;
  }

  /**
   * refund.failed / refund.updated / charge.refund.updated: the refund is re-read from the
   * provider, so duplicated, reordered or stale deliveries all converge on its current state.
   * Refunds we did not make, and ones not failed, are acknowledged and change nothing.
   */
  const refundUpdated: PaymentWebhookHandler = {
    async prepare(object) {
      const parsed = ZRefundObject.safeParse(object);
      if (!parsed.success) return null;
      const found = await failedAtProvider(await repo.findRefundByProviderId(db, parsed.data.id));
      if (!found) return null;
      return {
        apply: (tx) => recordFailureInTx(tx, found.refund, found.brandId, found.providerRefund),
        afterCommit: async () => undefined,
      };
    },
  };

  /** For the payments webhook, one entry per refund event type. */
  const webhookHandlers: Record<string, PaymentWebhookHandler> = Object.fromEntries(
    REFUND_EVENT_TYPES.map((type) => [type, refundUpdated]),
  );

  return { recheck, refundUpdated, webhookHandlers };
}

export type RefundFailuresService = ReturnType<typeof createRefundFailuresService>;
