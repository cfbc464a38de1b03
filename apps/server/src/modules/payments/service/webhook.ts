import type { ProviderEvent } from '../../../integrations/payments/provider.ts';
import { WebhookSignatureError } from '../../../integrations/payments/errors.ts';
import * as repo from '../payments.repository.ts';
import { webhookSignatureInvalid } from '../payments.errors.ts';
import type { PaymentsDeps, WebhookEventHandler } from './deps.ts';
import type { SettlementUseCases } from './settlement.ts';
import { HANDLED_EVENT_TYPES, ZEventObject } from './deps.ts';

/** The provider's signed webhook, and the reconciliation of payments it never reported. */
export function webhookUseCases(deps: PaymentsDeps, settlement: SettlementUseCases) {
  const { db, provider, now } = deps;
  const { paidPayment, settleInTx, recheck } = settlement;

  // ---------------------------------------------------------------- webhook

  /**
   * POST /api/webhooks/payments: signature and timestamp checked on the raw body; the event id is
   * stored under a unique constraint in the same transaction as its effect, so a replay is
   * answered 2xx and changes nothing. The event's object is re-read from the provider.
   */
  async function handleWebhook(rawBody: Buffer, signatureHeader: string | undefined): Promise<{ duplicate: boolean }> {
    let event;
    try {
      event = provider.verifyWebhook(rawBody, signatureHeader);
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw webhookSignatureInvalid(error.message);
      throw error;
    }
    const handler = deps.webhookHandlers?.(event.type);
    if (!HANDLED_EVENT_TYPES.has(event.type) && !handler) return { duplicate: false };
    try {
      return await processWebhookEvent(event, handler);
    } catch (error) {
      // Kept for the admin's "needs attention" until a redelivery is processed (the provider retries).
      await repo
        .recordWebhookFailure(db, {
          eventId: event.id,
          type: event.type,
          error: error instanceof Error ? error.message : String(error),
          at: now(),
        })
        .catch(() => {});
      throw error;
    }
  }

  async function processWebhookEvent(
    event: ProviderEvent,
    handler: WebhookEventHandler | undefined,
  ): Promise<{ duplicate: boolean }> {
    if (await repo.isWebhookEventStored(db, event.id)) return { duplicate: true };
    if (handler) {
      const prepared = await handler.prepare(event.object);
      const stored = await db.transaction(async (tx) => {
        if (!(await repo.storeWebhookEventOnce(tx, { eventId: event.id, provider: provider.mode, type: event.type })))
          return false;
        await prepared?.apply(tx);
        return true;
      });
      if (stored) await prepared?.afterCommit();
      return { duplicate: !stored };
    }

    const object = ZEventObject.safeParse(event.object);
    const row = object.success ? await repo.findByProviderObject(db, object.data.id) : undefined;
    // A creation-flow intent (no brief yet) is settled by POST /api/briefs, not here.
    const settles =
      row !== undefined &&
      row.appliedAt === null &&
      ((event.type === 'checkout.session.completed' && row.objectType === 'checkout_session') ||
        (event.type === 'payment_intent.succeeded' && row.objectType === 'payment_intent' && row.briefId !== null));
    const paid = settles && row ? await paidPayment(row) : null;

    const stored = await db.transaction(async (tx) => {
      if (!(await repo.storeWebhookEventOnce(tx, { eventId: event.id, provider: provider.mode, type: event.type })))
        return false;
      if (row && paid !== null) await settleInTx(tx, row, paid);
      return true;
    });
    return { duplicate: !stored };
  }

  /**
   * Safety net for money that arrived but was never applied: a brand paid an intent and never
   * created its brief, or a checkout's webhook and return page were both lost. Each provider
   * object we created, unapplied and older than the grace period, is re-checked with the provider;
   * if it was paid it is settled like any other (its brief when it can take it, else the brand's
   * wallet), through the same compare-and-set, so a late POST /api/briefs and this job can't both win.
   */
  async function reconcileUnappliedPayments(options: {
    graceMs: number;
    maxAgeMs: number;
    limit?: number;
  }): Promise<{ checked: number; settled: number }> {
    const at = now().getTime();
    const rows = await repo.findUnapplied(db, {
      createdBefore: new Date(at - options.graceMs),
      createdAfter: new Date(at - options.maxAgeMs),
      limit: options.limit ?? 100,
    });
    let settled = 0;
    for (const row of rows) {
      const before = row.appliedAt;
      const { paid, row: after } = await recheck(row);
      if (paid && !before && after.appliedAt) settled++;
    }
    return { checked: rows.length, settled };
  }

  return { handleWebhook, reconcileUnappliedPayments };
}
