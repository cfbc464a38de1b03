import { createHash } from 'node:crypto';
import { z } from 'zod';
import { centsToDollars, dollarsToCents } from '@briefly/shared/money';
import type {
  TCheckoutRecheckResponse,
  TCheckoutSessionResponse,
  TCreatePaymentIntentRequest,
  TCreatePaymentIntentResponse,
  TFundConfirmRequest,
} from '@briefly/shared/payments';
import type { Db } from '../../db/client.ts';
import type { EventPublisher } from '../../platform/outbox/domain-events.ts';
import type { PaymentWebhookHandler } from '../../platform/module.ts';
import { badRequest } from '../../lib/errors.ts';
import type { PaymentsProvider, ProviderEvent } from '../../integrations/payments/provider.ts';
import { WebhookSignatureError } from '../../integrations/payments/errors.ts';
import {
  balanceOf,
  brandWalletAccount,
  EXTERNAL_CARD_PAYMENTS,
  LEDGER_KINDS,
  move,
  postTransaction,
} from '../ledger/index.ts';
import type { BriefFunding } from './payments.briefs.ts';
import * as repo from './payments.repository.ts';
import {
  briefAlreadyFunded,
  briefNotFound,
  paymentAlreadyUsed,
  paymentAmountMismatch,
  paymentCurrencyMismatch,
  paymentForAnotherBrief,
  paymentMovedToWallet,
  paymentNotFound,
  paymentNotSucceeded,
  webhookSignatureInvalid,
  withProvider,
} from './payments.errors.ts';

// Money in (docs/product/money-and-ledger.md#flows): payment intents and hosted checkout for briefs and the brand wallet,
// settled once per provider object — by the API call that re-checks with the provider or by the
// signed webhook, whichever comes first.

/** What the briefs module tells us about a brief we are asked to take money for. */
export interface FundableBrief {
  id: string;
  title: string;
  rewardCents: number;
  isFunded: boolean;
}

export interface PaymentsServiceOptions {
  db: Db;
  provider: PaymentsProvider;
  events: EventPublisher;
  /** Absolute base of our pages, for the provider's success and cancel URLs. */
  publicUrl: string;
  /** The brand's own brief, or null. */
  findOwnBrief: (brandId: string, briefId: string) => Promise<FundableBrief | null>;
  /** The briefs module's funding, for a payment that pays for a brief. */
  briefFunding: BriefFunding;
  /** Other modules' webhook events (e.g. account.updated), by type; they join the allow-list. */
  webhookHandlers?: (type: string) => PaymentWebhookHandler | undefined;
  now?: () => Date;
}

/** Kept for the modules that name it; the shape lives with the module contract. */
export type WebhookEventHandler = PaymentWebhookHandler;

/** Webhook event types we act on; any other verified event is answered 2xx and ignored. */
export const HANDLED_EVENT_TYPES = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'checkout.session.completed',
]);

const ZEventObject = z.object({ id: z.string().min(1).max(300) });

type Settlement =
  | { appliedTo: 'brief'; briefId: string; brandId: string; amountCents: number; source: 'card' | 'checkout' }
  | { appliedTo: 'wallet'; brandId: string; amountCents: number };

/** What the provider says was paid: USD cents and the charge that took them (null when it reports none). */
interface Paid {
  amountCents: number;
  chargeId: string | null;
}

/** A payment intent checked for a new brief (checkIntentForNewBrief), to claim in its creation transaction. */
export interface CheckedIntent {
  paymentIntentId: string;
  chargeId: string | null;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);
/** How many numbered keys to try past ones whose payment was already used. */
const MAX_KEY_GENERATIONS = 50;

export function createPaymentsService(options: PaymentsServiceOptions) {
  const { db, provider, events, publicUrl, findOwnBrief } = options;
  const { fundBriefInTx, lockBriefInTx } = options.briefFunding;
  const now = options.now ?? (() => new Date());

  /**
   * Deterministic provider idempotency keys (docs/product/money-and-ledger.md#idempotency): a retried request gets the same
   * provider object; once that object has paid for something, the same request gets the next key.
   */
  async function firstUnusedKey<T extends { id: string }>(
    base: string,
    create: (key: string) => Promise<T>,
    record: (object: T) => Promise<repo.ProviderPaymentRow>,
  ) {
    for (let generation = 0; generation < MAX_KEY_GENERATIONS; generation++) {
      const object = await withProvider(() => create(generation === 0 ? base : `${base}:${generation}`));
      const row = await record(object);
      if (!row.appliedAt) return object;
    }
    throw badRequest('Too many payments for the same request; please change the amount or try again tomorrow.');
  }

  async function createBriefPaymentIntent(
    brandId: string,
    input: TCreatePaymentIntentRequest,
    requestKey?: string,
  ): Promise<TCreatePaymentIntentResponse> {
    const { briefId, briefTitle } = input.metadata;
    if (briefId) {
      const brief = await findOwnBrief(brandId, briefId);
      if (!brief) throw briefNotFound();
      if (brief.isFunded) throw briefAlreadyFunded();
      if (brief.rewardCents !== input.amount) throw paymentAmountMismatch(input.amount, brief.rewardCents);
    }
    const metadata: Record<string, string> = {
      type: 'brief_funding',
      purpose: 'brief_funding',
      brandId,
      ...(briefTitle ? { briefTitle: briefTitle.slice(0, 200) } : {}),
      ...(briefId ? { briefId } : {}),
    };
    const base = `fund-intent:${brandId}:${requestKey ? `key:${sha(requestKey)}` : sha(JSON.stringify([input.amount, input.currency, briefTitle ?? '', briefId ?? '']))}`;
    const intent = await firstUnusedKey(
      base,
      (idempotencyKey) =>
        provider.createPaymentIntent({ amountCents: input.amount, currency: input.currency, metadata, idempotencyKey }),
      (created) =>
        repo.recordProviderPayment(db, {
          provider: provider.mode,
          objectType: 'payment_intent',
          providerObjectId: created.id,
          purpose: 'brief_funding',
          brandId,
          briefId: briefId ?? null,
          amountCents: input.amount,
          currency: input.currency,
        }),
    );
    return { clientSecret: intent.clientSecret, client_secret: intent.clientSecret, paymentIntentId: intent.id };
  }

  /** What the provider says was paid (USD cents, and its charge), or null when it was not (yet) paid. */
  async function paidPayment(row: repo.ProviderPaymentRow): Promise<Paid | null> {
    if (row.objectType === 'checkout_session') {
      const session = await withProvider(() => provider.retrieveCheckoutSession(row.providerObjectId));
      if (!session || session.status !== 'complete' || session.paymentStatus !== 'paid') return null;
      if (session.currency !== 'usd') throw paymentCurrencyMismatch(session.currency);
      return { amountCents: session.amountCents, chargeId: session.chargeId };
    }
    const intent = await withProvider(() => provider.retrievePaymentIntent(row.providerObjectId));
    if (!intent || intent.status !== 'succeeded') return null;
    if (intent.currency !== 'usd') throw paymentCurrencyMismatch(intent.currency);
    return { amountCents: intent.amountCents, chargeId: intent.chargeId };
  }

  /**
   * Before the brief exists (POST /api/briefs): the intent must be this brand's, made for a new
   * brief, succeeded, in USD, for exactly the reward, and not used yet. Asks the provider.
   */
  async function checkIntentForNewBrief(
    brandId: string,
    paymentIntentId: string,
    rewardCents: number,
  ): Promise<CheckedIntent> {
    const row = await repo.findByProviderObject(db, paymentIntentId);
    if (!row || row.brandId !== brandId || row.objectType !== 'payment_intent') throw paymentNotFound();
    if (row.appliedAt) throw paymentAlreadyUsed();
    if (row.briefId) throw paymentForAnotherBrief();
    const paid = await paidPayment(row);
    if (paid === null) throw paymentNotSucceeded();
    if (paid.amountCents !== rewardCents) throw paymentAmountMismatch(paid.amountCents, rewardCents);
    return { paymentIntentId, chargeId: paid.chargeId };
  }

  /**
   * Inside the brief's creation transaction, before the brief is inserted: the compare-and-set that
   * lets an intent fund one brief. Returns the function that records the brief once it exists.
   */
  async function claimIntentForNewBrief(tx: Db, checked: CheckedIntent): Promise<(briefId: string) => Promise<void>> {
    const claimed = await repo.claim(tx, checked.paymentIntentId, {
      appliedTo: 'brief',
      chargeId: checked.chargeId,
      now: now(),
    });
    if (!claimed) throw paymentAlreadyUsed();
    return (briefId) => repo.setBrief(tx, claimed.id, briefId);
  }

  /** Applies a paid provider object once and announces it (in the same transaction). */
  async function settleInTx(tx: Db, row: repo.ProviderPaymentRow, paid: Paid): Promise<Settlement | null> {
    const settlement = await applyPayment(tx, row, paid);
    if (settlement) await publishSettlement(tx, settlement);
    return settlement;
  }

  /** Applies a paid provider object once: to its brief when that brief can take it, else to the wallet. */
  async function applyPayment(tx: Db, row: repo.ProviderPaymentRow, paid: Paid): Promise<Settlement | null> {
    const { amountCents } = paid;
    // Brief before payment row: the order the brief's delete takes them in (no deadlock).
    if (row.briefId) await lockBriefInTx(tx, row.briefId);
    const claimed = await repo.claim(tx, row.providerObjectId, {
      appliedTo: 'brief',
      chargeId: paid.chargeId,
      now: now(),
    });
    if (!claimed) return null;
    const reference = { referenceType: row.objectType, referenceId: row.providerObjectId };
    if (row.purpose === 'brief_funding' && row.briefId) {
      const brief = await fundBriefInTx(tx, {
        briefId: row.briefId,
        brandId: row.brandId,
        amountCents,
        source: { kind: 'card', ...reference },
        now: now(),
        events,
      });
      if (brief)
        return {
          appliedTo: 'brief',
          briefId: brief.id,
          brandId: row.brandId,
          amountCents,
          source: row.objectType === 'checkout_session' ? 'checkout' : 'card',
        };
    }
    await postTransaction(tx, {
      kind: LEDGER_KINDS.cardPayment,
      ...reference,
      entries: move(EXTERNAL_CARD_PAYMENTS, brandWalletAccount(row.brandId), amountCents),
    });
    await repo.setAppliedTo(tx, row.id, 'wallet');
    return { appliedTo: 'wallet', brandId: row.brandId, amountCents };
  }

  async function publishSettlement(tx: Db, settlement: Settlement): Promise<void> {
    if (settlement.appliedTo === 'brief') {
      await events.publish(tx, {
        type: 'brief.funded',
        briefId: settlement.briefId,
        brandId: settlement.brandId,
        amountCents: settlement.amountCents,
        source: settlement.source,
      });
    } else {
      await events.publish(tx, {
        type: 'wallet.funded',
        brandId: settlement.brandId,
        amountCents: settlement.amountCents,
      });
    }
  }

  /** Re-checks one of our provider objects and settles it if paid; the row as it is afterwards. */
  async function recheck(row: repo.ProviderPaymentRow): Promise<{ paid: boolean; row: repo.ProviderPaymentRow }> {
    const paid = await paidPayment(row);
    if (paid === null) return { paid: false, row };
    if (!row.appliedAt) {
      await db.transaction((tx) => settleInTx(tx, row, paid));
    }
    return { paid: true, row: (await repo.findByProviderObject(db, row.providerObjectId)) ?? row };
  }

  // ---------------------------------------------------------------- hosted checkout

  async function createBriefCheckout(brandId: string, brief: FundableBrief): Promise<TCheckoutSessionResponse> {
    const session = await firstUnusedKey(
      `fund-checkout:${brief.id}:${brief.rewardCents}`,
      (idempotencyKey) =>
        provider.createCheckoutSession({
          amountCents: brief.rewardCents,
          currency: 'usd',
          description: `Fund the brief “${brief.title.slice(0, 120)}”`,
          successUrl: `${publicUrl}/briefs/${brief.id}/funding/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${publicUrl}/briefs/${brief.id}/funding/cancel`,
          metadata: { purpose: 'brief_funding', brandId, briefId: brief.id },
          idempotencyKey,
        }),
      (created) =>
        repo.recordProviderPayment(db, {
          provider: provider.mode,
          objectType: 'checkout_session',
          providerObjectId: created.id,
          purpose: 'brief_funding',
          brandId,
          briefId: brief.id,
          amountCents: brief.rewardCents,
          currency: 'usd',
        }),
    );
    return { url: session.url, sessionId: session.id };
  }

  /**
   * POST /api/briefs/:id/fund/confirm: after the hosted page (sessionId) or a card payment made for
   * this draft (paymentIntentId). Asks the provider; funds once; a payment that can no longer fund
   * the brief (its reward changed, or it was funded another way) goes to the wallet and says so.
   */
  async function confirmBriefFunding(brandId: string, briefId: string, input: TFundConfirmRequest): Promise<void> {
    const objectId = 'sessionId' in input ? input.sessionId : input.paymentIntentId;
    const row = await repo.findByProviderObject(db, objectId);
    if (!row || row.brandId !== brandId || row.briefId !== briefId || row.purpose !== 'brief_funding')
      throw paymentNotFound();
    const { paid, row: after } = await recheck(row);
    if (!paid) throw paymentNotSucceeded();
    if (after.appliedTo === 'wallet') throw paymentMovedToWallet();
  }

  async function createWalletCheckout(
    brandId: string,
    amountDollars: number,
    requestKey?: string,
  ): Promise<TCheckoutSessionResponse> {
    const amountCents = dollarsToCents(amountDollars);
    const session = await firstUnusedKey(
      `wallet-topup:${brandId}:${requestKey ? `key:${sha(requestKey)}` : amountCents}`,
      (idempotencyKey) =>
        provider.createCheckoutSession({
          amountCents,
          currency: 'usd',
          description: 'Add funds to your Briefly wallet',
          successUrl: `${publicUrl}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${publicUrl}/payment/cancel`,
          metadata: { purpose: 'wallet_funding', brandId },
          idempotencyKey,
        }),
      (created) =>
        repo.recordProviderPayment(db, {
          provider: provider.mode,
          objectType: 'checkout_session',
          providerObjectId: created.id,
          purpose: 'wallet_funding',
          brandId,
          amountCents,
          currency: 'usd',
        }),
    );
    return { url: session.url, sessionId: session.id };
  }

  async function walletBalanceCents(brandId: string): Promise<number> {
    return balanceOf(db, brandWalletAccount(brandId));
  }

  /** POST /api/stripe/webhook { sessionId } from the wallet success page: only a re-check. */
  async function recheckWalletSession(brandId: string, sessionId: string): Promise<TCheckoutRecheckResponse> {
    const row = await repo.findByProviderObject(db, sessionId);
    if (!row || row.brandId !== brandId || row.objectType !== 'checkout_session' || row.purpose !== 'wallet_funding')
      throw paymentNotFound();
    const { paid, row: after } = await recheck(row);
    return {
      received: true,
      paymentStatus: paid ? 'paid' : 'unpaid',
      credited: after.appliedAt !== null,
      balance: centsToDollars(await walletBalanceCents(brandId)),
    };
  }

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
    const handler = options.webhookHandlers?.(event.type);
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

  return {
    reconcileUnappliedPayments,
    createBriefPaymentIntent,
    checkIntentForNewBrief,
    claimIntentForNewBrief,
    createBriefCheckout,
    confirmBriefFunding,
    createWalletCheckout,
    recheckWalletSession,
    walletBalanceCents,
    handleWebhook,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
