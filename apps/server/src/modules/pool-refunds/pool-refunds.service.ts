import { centsToDollars } from '@briefly/shared/money';
import type { UserType } from '@briefly/shared/options';
import type { TRefundPreview } from '@briefly/shared/reward-preview';
import type { TRefundResponse } from '@briefly/shared/rewards';
import type { Db } from '../../db/client.ts';
import type { PaymentsProvider } from '../../integrations/payments/provider.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import { systemClock, type Clock } from '../../platform/module.ts';
import { withProvider } from '../payments/index.ts';
import {
  balanceOf,
  brandWalletAccount,
  briefPoolAccount,
  EXTERNAL_CARD_REFUNDS,
  LEDGER_KINDS,
  move,
  postTransaction,
} from '../ledger/index.ts';
import { lockBriefInTx } from '../briefs/index.ts';
import type { MoneyViewsService } from '../money-views/index.ts';
import type { RefundFailuresService } from './refund-failures.service.ts';
import * as repo from './pool-refunds.repository.ts';
import { briefNotFound, refundNothing, refundNotArchived, refundUnsettled } from './pool-refunds.errors.ts';

// What is left of an archived brief's pool going back to the brand (decisions 007 and 008).

export interface Actor {
  id: string;
  type: UserType;
}

export interface PoolRefundsServiceOptions {
  db: Db;
  provider: PaymentsProvider;
  /** `refund.sent` when the money reached the brand (the wallet at once, the card once the provider took the refund). */
  events: EventPublisher;
  /** The brief's money summary, part of the refund's answer (the money views). */
  views: Pick<MoneyViewsService, 'briefMoney'>;
  /** Catches a card refund that failed before we recorded it as done. */
  refundFailures: Pick<RefundFailuresService, 'recheck'>;
  clock?: Clock;
}

/** How long after a card refund is recorded the retry job still asks the provider whether it failed. */
export const RECHECK_RECENT_REFUNDS_MS = 30 * 60_000;

export function createPoolRefundsService(options: PoolRefundsServiceOptions) {
  const { db, provider, events, views, refundFailures } = options;
  const now = options.clock ?? systemClock;

  /** A pending card refund asked of the provider again, with its original key; other refunds are answered as they are. */
  async function retryRefund(refundId: string): Promise<repo.PoolRefundRow | undefined> {
    const refund = await repo.findRefund(db, refundId);
    if (!refund || refund.status !== 'pending' || !refund.paymentIntentId) return refund;
    const paymentIntentId = refund.paymentIntentId;
    const result = await withProvider(() =>
      provider.createRefund({
        paymentIntentId,
        amountCents: refund.amountCents,
        idempotencyKey: `refund:${refund.briefId}:${refund.sequence}`,
      }),
    );
    const completed = await db.transaction(async (tx) => {
      const row = await repo.completeRefund(tx, refund.id, result.id, now());
      const brief = row ? await repo.findBrief(tx, row.briefId) : undefined;
      if (row && brief)
        await events.publish(tx, {
          type: 'refund.sent',
          refundId: row.id,
          briefId: row.briefId,
          brandId: brief.brandId,
          amountCents: row.amountCents,
          destination: 'card',
        });
      return row;
    });
    // A failure the provider reported before this commit could not be matched to the row: ask now.
    return completed ? refundFailures.recheck(completed) : repo.findRefund(db, refund.id);
  }

  /**
   * The retry job: pending card refunds the provider has not confirmed, asked again with their
   * original keys; and card refunds recorded as done in the last RECHECK_RECENT_REFUNDS_MS, asked
   * about again, in case we crashed between recording one and the recheck that catches a failure
   * the provider reported before our commit. A provider error leaves each for the next run.
   */
  async function retryPending(args: { limit?: number } = {}): Promise<{ attempted: number; rechecked: number }> {
    const limit = args.limit ?? 100;
    const ids = await repo.pendingRefundIds(db, limit);
    for (const id of ids) await retryRefund(id).catch(() => undefined);
    const recent = await repo.cardRefundsSucceededSince(
      db,
      new Date(now().getTime() - RECHECK_RECENT_REFUNDS_MS),
      limit,
    );
    for (const refund of recent) await refundFailures.recheck(refund).catch(() => undefined);
    return { attempted: ids.length, rechecked: recent.length };
  }

  /**
   * POST /api/briefs/:id/refund: what is left of an archived brief's pool, once its awards are
   * settled, goes back where it came from: the card (provider refund `refund:<briefId>:<n>`) or the
   * brand's wallet. The ledger posting is made with the refund row; a provider failure leaves the
   * refund pending and it is retried with the same key (this call again, or the retry job).
   */
  /** The payment intent of the charge that funded the brief (a card refund goes there), or null: the wallet. */
  async function fundingIntent(briefId: string): Promise<string | null> {
    const funding = await repo.fundingPayment(db, briefId);
    if (funding?.objectType === 'payment_intent') return funding.providerObjectId;
    if (funding?.objectType === 'checkout_session') {
      const session = await withProvider(() => provider.retrieveCheckoutSession(funding.providerObjectId));
      return session?.paymentIntentId ?? null;
    }
    return null;
  }

  /**
   * The one place that decides what a refund does (decision 047), under the brief's lock: a pending
   * card refund is asked again; otherwise the checks (archived, every award settled, something
   * left) and the amount (the whole pool) and where it goes. The refund carries it out; its preview
   * returns it.
   */
  async function planRefund(tx: Db, actor: Actor, briefId: string, paymentIntentId: string | null) {
    // Under the brief's row lock (the briefs module's lock order): one refund decision at a time.
    await lockBriefInTx(tx, briefId);
    const brief = await repo.findBrief(tx, briefId);
    if (!brief || brief.brandId !== actor.id) throw briefNotFound();
    const previous = await repo.refundsOfBrief(tx, brief.id);
    const pool = briefPoolAccount(brief.id);
    const remaining = await balanceOf(tx, pool);
    const pending = previous.find((row) => row.status === 'pending');
    if (pending) return { kind: 'retry' as const, brief, pending, remaining };
    if (brief.status !== 'archived') throw refundNotArchived();
    if (await repo.hasUnsettledAwards(tx, brief.id)) throw refundUnsettled();
    if (remaining <= 0) throw refundNothing();
    const destination: 'card' | 'wallet' = paymentIntentId !== null ? 'card' : 'wallet';
    return { kind: 'new' as const, brief, previous, pool, remaining, destination };
  }

  /** GET /api/briefs/:id/refund/preview: what the refund would do now, from the same plan; writes nothing. */
  async function previewRefund(actor: Actor, briefId: string): Promise<TRefundPreview> {
    const owned = await repo.findBrief(db, briefId);
    if (!owned || owned.brandId !== actor.id) throw briefNotFound();
    const paymentIntentId = await fundingIntent(briefId);
    const plan = await db.transaction((tx) => planRefund(tx, actor, briefId, paymentIntentId));
    if (plan.kind === 'retry')
      return {
        amount: centsToDollars(plan.pending.amountCents),
        destination: plan.pending.destination,
        retry: true,
        pool: { before: centsToDollars(plan.remaining), after: centsToDollars(plan.remaining) },
      };
    return {
      amount: centsToDollars(plan.remaining),
      destination: plan.destination,
      retry: false,
      pool: { before: centsToDollars(plan.remaining), after: 0 },
    };
  }

  /**
   * POST /api/briefs/:id/refund: what is left of an archived brief's pool, once its awards are
   * settled, goes back where it came from: the card (provider refund `refund:<briefId>:<n>`) or the
   * brand's wallet. The ledger posting is made with the refund row; a provider failure leaves the
   * refund pending and it is retried with the same key (this call again, or the retry job).
   */
  async function refundPool(actor: Actor, briefId: string): Promise<TRefundResponse> {
    const owned = await repo.findBrief(db, briefId);
    if (!owned || owned.brandId !== actor.id) throw briefNotFound();
    const paymentIntentId = await fundingIntent(briefId);
    const refund = await db.transaction(async (tx) => {
      const plan = await planRefund(tx, actor, briefId, paymentIntentId);
      if (plan.kind === 'retry') return plan.pending;
      const { brief, previous, pool, remaining } = plan;
      const sequence = previous.length + 1;
      const toCard = plan.destination === 'card';
      const row = await repo.insertRefund(tx, {
        briefId: brief.id,
        sequence,
        amountCents: remaining,
        destination: toCard ? 'card' : 'wallet',
        paymentIntentId,
        status: toCard ? 'pending' : 'succeeded',
        createdAt: now(),
        completedAt: toCard ? null : now(),
      });
      await postTransaction(tx, {
        kind: LEDGER_KINDS.poolRefund,
        referenceType: 'brief',
        referenceId: `${brief.id}:${sequence}`,
        entries: move(pool, toCard ? EXTERNAL_CARD_REFUNDS : brandWalletAccount(brief.brandId), remaining),
      });
      await repo.audit(tx, {
        actorId: actor.id,
        action: 'brief.pool_refunded',
        targetType: 'brief',
        targetId: brief.id,
        data: { amountCents: remaining, destination: row.destination, sequence },
      });
      if (row.status === 'succeeded')
        await events.publish(tx, {
          type: 'refund.sent',
          refundId: row.id,
          briefId: brief.id,
          brandId: brief.brandId,
          amountCents: remaining,
          destination: 'wallet',
        });
      return row;
    });
    const settled = refund.status === 'pending' ? await retryRefund(refund.id) : refund;
    return {
      refunded: centsToDollars(refund.amountCents),
      status: settled?.status ?? 'pending',
      destination: refund.destination,
      data: await views.briefMoney(actor, briefId),
    };
  }

  return { refundPool, previewRefund, retryRefund, retryPending };
}

export type PoolRefundsService = ReturnType<typeof createPoolRefundsService>;
