import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { centsToDollars, formatPlainAmount } from '@briefly/shared/money';
import type { TTestCard } from '@briefly/shared/payments';
import type { Db } from '../../../db/client.ts';
import {
  AccountNotReadyError,
  CardError,
  IdempotencyKeyReusedError,
  ProviderRequestError,
  WebhookSignatureError,
} from '../errors.ts';
import {
  accountStatus,
  WEBHOOK_TOLERANCE_SECONDS,
  type PaymentsProvider,
  type ProviderAccount,
  type ProviderCheckoutSession,
  type ProviderEvent,
  type ProviderPaymentIntent,
  type ProviderRefund,
} from '../provider.ts';
import { signatureHeader, verifySignatureHeader } from '../signing.ts';
import { chargeTestCard } from './cards.ts';
import * as repo from './test-provider.repository.ts';

// The built-in test mode (docs/product/money-and-ledger.md#test-mode): a stateful simulation of Stripe kept in our own
// database. It also plays Stripe's browser side (card confirmation, hosted checkout page) and
// sends signed events to our webhook route.

export const TEST_API_VERSION = 'briefly-test-mode';
const CHECKOUT_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

/** Where test-mode events go: the app posts them to its own webhook route. */
export type EventSink = (delivery: { rawBody: string; signature: string; type: string }) => Promise<void>;

export interface TestModeProviderOptions {
  db: Db;
  webhookSecret: string;
  /** Absolute base of the hosted pages (the server's public URL). */
  publicUrl: string;
  now?: () => Date;
  onDeliveryError?: (error: unknown, eventType: string) => void;
}

export interface TestModeProvider extends PaymentsProvider {
  readonly mode: 'test';
  /** What Stripe.js does in the browser: charges the card against the intent. */
  confirmPaymentIntent(id: string, clientSecret: string, card: TTestCard): Promise<{ id: string; status: 'succeeded' }>;
  /** The hosted checkout page's data; null when there is no such session. */
  findCheckoutSession(
    id: string,
  ): Promise<(ProviderCheckoutSession & { description: string; cancelUrl: string; expired: boolean }) | null>;
  /** The hosted checkout page's Pay button: charges the card and answers where to send the payer. */
  payCheckoutSession(id: string, card: TTestCard): Promise<{ redirectUrl: string }>;
  /**
   * The hosted onboarding page's buttons: complete (active), restricted (details submitted, a
   * requirement due) or pending (nothing submitted). Emits account.updated.
   */
  setAccountOnboardingOutcome(accountId: string, outcome: OnboardingOutcome): Promise<ProviderAccount>;
  /** The email the account was opened with (shown on the hosted page). */
  accountEmail(accountId: string): Promise<string | null>;
  /**
   * What Stripe does when a card refund fails after it succeeded (the card was closed, …): the
   * refund becomes `failed` and `refund.updated`, `charge.refund.updated` and `refund.failed` are
   * sent. A refund that already failed is answered as it is, with no new events.
   */
  failRefund(id: string, reason?: RefundFailureReason): Promise<ProviderRefund>;
  /** Sets where events go; answers the previous sink (tests pause delivery with it). */
  setEventSink(sink: EventSink | null): EventSink | null;
}

/** Stripe's `failure_reason` values for refunds. */
export const REFUND_FAILURE_REASONS = [
  'expired_or_canceled_card',
  'lost_or_stolen_card',
  'declined',
  'insufficient_funds',
  'merchant_request',
  'unknown',
] as const;
export type RefundFailureReason = (typeof REFUND_FAILURE_REASONS)[number];

export const ONBOARDING_OUTCOMES = ['complete', 'restricted', 'pending'] as const;
export type OnboardingOutcome = (typeof ONBOARDING_OUTCOMES)[number];
const ACCOUNT_LINK_TTL_MS = 5 * 60 * 1000;

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url')}`;

/** Same parameters → same hash, whatever the key order. */
function requestHash(operation: string, params: Record<string, unknown>): string {
  const canonical = JSON.stringify(params, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  return createHash('sha256').update(`${operation}:${canonical}`).digest('hex');
}

const ZEvent = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export function createTestModeProvider(options: TestModeProviderOptions): TestModeProvider {
  const { db, webhookSecret, publicUrl } = options;
  const now = options.now ?? (() => new Date());
  let sink: EventSink | null = null;

  const intentObject = (row: repo.TestPaymentIntentRow) => ({
    id: row.id,
    object: 'payment_intent',
    amount: row.amountCents,
    currency: row.currency,
    status: row.status,
    metadata: row.metadata,
    latest_charge: row.chargeId,
    last_payment_error: row.lastErrorCode ? { code: row.lastErrorCode, message: row.lastErrorMessage } : null,
    livemode: false,
  });
  const sessionObject = (row: repo.TestCheckoutSessionRow) => ({
    id: row.id,
    object: 'checkout.session',
    amount_total: row.amountCents,
    currency: row.currency,
    status: row.status,
    payment_status: row.paymentStatus,
    payment_intent: row.paymentIntentId,
    metadata: row.metadata,
    livemode: false,
  });

  /** Signs an event like Stripe and hands it to the sink (after the change it reports committed). */
  async function emit(type: string, object: Record<string, unknown>): Promise<void> {
    if (!sink) return;
    const created = Math.floor(now().getTime() / 1000);
    const rawBody = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      api_version: TEST_API_VERSION,
      created,
      livemode: false,
      type,
      data: { object },
    });
    try {
      await sink({ rawBody, signature: signatureHeader(webhookSecret, rawBody, created), type });
    } catch (error) {
      options.onDeliveryError?.(error, type);
    }
  }

  /** Stripe's idempotency: the same key and parameters give the first result; other parameters fail. */
  async function withIdempotency<T>(
    key: string,
    operation: string,
    params: Record<string, unknown>,
    objectId: string,
    create: (tx: Db) => Promise<T>,
    load: (tx: Db, id: string) => Promise<T>,
  ): Promise<T> {
    const hash = requestHash(operation, params);
    return db.transaction(async (tx) => {
      const claim = await repo.claimIdempotencyKey(tx, { key, operation, requestHash: hash, objectId });
      if (claim.claimed) return create(tx);
      if (claim.operation !== operation || claim.requestHash !== hash) throw new IdempotencyKeyReusedError(key);
      return load(tx, claim.objectId);
    });
  }

  const noSuch = (what: string, id: string) => new ProviderRequestError(`No such ${what}: '${id}'`, 'resource_missing');

  /** A session as Stripe reports it, with its intent's charge once it was paid. */
  async function sessionView(
    row: repo.TestCheckoutSessionRow,
  ): Promise<ProviderCheckoutSession & { expired: boolean }> {
    const expired = row.status === 'open' && row.expiresAt.getTime() <= now().getTime();
    const intent = row.paymentIntentId ? await repo.findPaymentIntent(db, row.paymentIntentId) : undefined;
    return {
      id: row.id,
      status: expired ? 'expired' : row.status,
      paymentStatus: row.paymentStatus,
      amountCents: row.amountCents,
      currency: row.currency,
      paymentIntentId: row.paymentIntentId,
      chargeId: intent?.chargeId ?? null,
      metadata: row.metadata,
      expired,
    };
  }

  const accountView = (row: repo.TestAccountRow): ProviderAccount => ({
    id: row.id,
    chargesEnabled: row.chargesEnabled,
    payoutsEnabled: row.payoutsEnabled,
    detailsSubmitted: row.detailsSubmitted,
    requirements: { currentlyDue: row.currentlyDue, disabledReason: row.disabledReason },
    country: row.country,
    defaultCurrency: 'usd',
  });
  const accountObject = (row: repo.TestAccountRow) => ({
    id: row.id,
    object: 'account',
    type: 'express',
    email: row.email,
    country: row.country,
    default_currency: 'usd',
    charges_enabled: row.chargesEnabled,
    payouts_enabled: row.payoutsEnabled,
    details_submitted: row.detailsSubmitted,
    requirements: { currently_due: row.currentlyDue, disabled_reason: row.disabledReason },
    livemode: false,
  });

  const refundView = (row: repo.TestRefundRow, currency: string): ProviderRefund => ({
    id: row.id,
    status: row.status,
    amountCents: row.amountCents,
    currency,
    paymentIntentId: row.paymentIntentId,
    failureReason: row.failureReason,
  });
  const refundObject = (refund: ProviderRefund) => ({
    id: refund.id,
    object: 'refund',
    amount: refund.amountCents,
    currency: refund.currency,
    payment_intent: refund.paymentIntentId,
    status: refund.status,
    failure_reason: refund.failureReason,
    livemode: false,
  });
  const refundCurrency = async (row: repo.TestRefundRow) =>
    (await repo.findPaymentIntent(db, row.paymentIntentId))?.currency ?? 'usd';

  /**
   * Like Stripe: a transfer's source must be a charge that took money, and a charge's transfers
   * together never exceed it. The charge stays locked until the transfer is stored.
   */
  async function checkSourceTransaction(tx: Db, chargeId: string, amountCents: number): Promise<void> {
    const charge = await repo.lockCharge(tx, chargeId);
    if (!charge) throw noSuch('charge', chargeId);
    const left = charge.intent.amountCents - charge.transferredCents;
    if (amountCents > left) {
      throw new ProviderRequestError(
        `Insufficient funds in the source transaction ${chargeId}: the transfer amount ($${formatPlainAmount(centsToDollars(amountCents))}) is greater than what is left of the charge for transfers ($${formatPlainAmount(centsToDollars(left))}).`,
        'balance_insufficient',
      );
    }
  }

  const successRedirect = (row: repo.TestCheckoutSessionRow) =>
    row.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(row.id));

  return {
    mode: 'test',

    setEventSink(next) {
      const previous = sink;
      sink = next;
      return previous;
    },

    async createPaymentIntent({ amountCents, currency, metadata, idempotencyKey }) {
      const id = newId('pi');
      const row = await withIdempotency(
        idempotencyKey,
        'payment_intents.create',
        { amountCents, currency, metadata },
        id,
        (tx) =>
          repo.insertPaymentIntent(tx, {
            id,
            clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
            amountCents,
            currency,
            status: 'requires_payment_method',
            metadata,
            createdAt: now(),
            updatedAt: now(),
          }),
        async (tx, existingId) => {
          const existing = await repo.findPaymentIntent(tx, existingId);
          if (!existing) throw noSuch('payment_intent', existingId);
          return existing;
        },
      );
      return { id: row.id, clientSecret: row.clientSecret, status: row.status };
    },

    async retrievePaymentIntent(id): Promise<ProviderPaymentIntent | null> {
      const row = await repo.findPaymentIntent(db, id);
      if (!row) return null;
      return {
        id: row.id,
        amountCents: row.amountCents,
        currency: row.currency,
        status: row.status,
        metadata: row.metadata,
        chargeId: row.chargeId,
      };
    },

    async confirmPaymentIntent(id, clientSecret, card) {
      const intent = await repo.findPaymentIntent(db, id);
      if (!intent || !sameSecret(intent.clientSecret, clientSecret)) throw noSuch('payment_intent', id);
      if (intent.status === 'succeeded') {
        throw new ProviderRequestError(
          'You cannot confirm this PaymentIntent because it has a status of succeeded.',
          'payment_intent_unexpected_state',
        );
      }
      let last4: string;
      try {
        ({ last4 } = chargeTestCard(card, now()));
      } catch (error) {
        if (!(error instanceof CardError)) throw error;
        const failed = await repo.recordPaymentIntentError(
          db,
          id,
          { code: error.declineCode ?? error.code, message: error.message },
          now(),
        );
        if (failed) await emit('payment_intent.payment_failed', intentObject(failed));
        throw error;
      }
      const succeeded = await repo.markPaymentIntentSucceeded(
        db,
        id,
        { cardLast4: last4, chargeId: newId('ch') },
        now(),
      );
      if (!succeeded) {
        throw new ProviderRequestError(
          'You cannot confirm this PaymentIntent because it has a status of succeeded.',
          'payment_intent_unexpected_state',
        );
      }
      await emit('payment_intent.succeeded', intentObject(succeeded));
      return { id, status: 'succeeded' };
    },

    async createCheckoutSession({
      amountCents,
      currency,
      description,
      successUrl,
      cancelUrl,
      metadata,
      idempotencyKey,
    }) {
      const id = newId('cs');
      const row = await withIdempotency(
        idempotencyKey,
        'checkout.sessions.create',
        { amountCents, currency, description, successUrl, cancelUrl, metadata },
        id,
        (tx) =>
          repo.insertCheckoutSession(tx, {
            id,
            amountCents,
            currency,
            description,
            successUrl,
            cancelUrl,
            metadata,
            status: 'open',
            paymentStatus: 'unpaid',
            createdAt: now(),
            expiresAt: new Date(now().getTime() + CHECKOUT_SESSION_TTL_MS),
          }),
        async (tx, existingId) => {
          const existing = await repo.findCheckoutSession(tx, existingId);
          if (!existing) throw noSuch('checkout session', existingId);
          return existing;
        },
      );
      return { id: row.id, url: `${publicUrl}/test-provider/checkout/${encodeURIComponent(row.id)}` };
    },

    async retrieveCheckoutSession(id) {
      const row = await repo.findCheckoutSession(db, id);
      if (!row) return null;
      const { expired: _expired, ...view } = await sessionView(row);
      return view;
    },

    async findCheckoutSession(id) {
      const row = await repo.findCheckoutSession(db, id);
      return row ? { ...(await sessionView(row)), description: row.description, cancelUrl: row.cancelUrl } : null;
    },

    async payCheckoutSession(id, card) {
      const session = await repo.findCheckoutSession(db, id);
      if (!session) throw noSuch('checkout session', id);
      if (session.status === 'complete') return { redirectUrl: successRedirect(session) };
      if ((await sessionView(session)).expired)
        throw new ProviderRequestError('This Checkout Session has expired.', 'checkout_session_expired');
      const { last4 } = chargeTestCard(card, now());
      const paymentIntentId = newId('pi');
      const completed = await db.transaction(async (tx) => {
        const row = await repo.completeCheckoutSession(tx, id, paymentIntentId, now());
        if (!row) return null;
        const intent = await repo.insertPaymentIntent(tx, {
          id: paymentIntentId,
          clientSecret: `${paymentIntentId}_secret_${randomBytes(16).toString('hex')}`,
          amountCents: row.amountCents,
          currency: row.currency,
          status: 'succeeded',
          metadata: row.metadata,
          cardLast4: last4,
          chargeId: newId('ch'),
          createdAt: now(),
          updatedAt: now(),
        });
        return { session: row, intent };
      });
      // Completed by a parallel click: the same redirect, no second charge.
      if (!completed) return { redirectUrl: successRedirect((await repo.findCheckoutSession(db, id)) ?? session) };
      await emit('payment_intent.succeeded', intentObject(completed.intent));
      await emit('checkout.session.completed', sessionObject(completed.session));
      return { redirectUrl: successRedirect(completed.session) };
    },

    async createConnectedAccount({ country, email, idempotencyKey }) {
      const id = newId('acct');
      const row = await withIdempotency(
        idempotencyKey,
        'accounts.create',
        { country, email },
        id,
        (tx) =>
          repo.insertAccount(tx, {
            id,
            email,
            country,
            currentlyDue: ['external_account', 'individual.dob.day', 'tos_acceptance.date'],
            createdAt: now(),
            updatedAt: now(),
          }),
        async (tx, existingId) => {
          const existing = await repo.findAccount(tx, existingId);
          if (!existing) throw noSuch('account', existingId);
          return existing;
        },
      );
      return { id: row.id };
    },

    async createAccountLink({ accountId, returnUrl, refreshUrl }) {
      if (!(await repo.findAccount(db, accountId))) throw noSuch('account', accountId);
      const query = new URLSearchParams({ return_url: returnUrl, refresh_url: refreshUrl });
      return {
        url: `${publicUrl}/test-provider/onboarding/${encodeURIComponent(accountId)}?${query.toString()}`,
        expiresAt: Math.floor((now().getTime() + ACCOUNT_LINK_TTL_MS) / 1000),
      };
    },

    async retrieveAccount(id) {
      const row = await repo.findAccount(db, id);
      return row ? accountView(row) : null;
    },

    async accountEmail(accountId) {
      return (await repo.findAccount(db, accountId))?.email ?? null;
    },

    async setAccountOnboardingOutcome(accountId, outcome) {
      const values =
        outcome === 'complete'
          ? {
              detailsSubmitted: true,
              chargesEnabled: true,
              payoutsEnabled: true,
              currentlyDue: [],
              disabledReason: null,
            }
          : outcome === 'restricted'
            ? {
                detailsSubmitted: true,
                chargesEnabled: true,
                payoutsEnabled: false,
                currentlyDue: ['individual.verification.document'],
                disabledReason: 'requirements.past_due',
              }
            : {
                detailsSubmitted: false,
                chargesEnabled: false,
                payoutsEnabled: false,
                currentlyDue: ['external_account', 'individual.dob.day', 'tos_acceptance.date'],
                disabledReason: null,
              };
      const row = await repo.updateAccount(db, accountId, { ...values, updatedAt: now() });
      if (!row) throw noSuch('account', accountId);
      await emit('account.updated', accountObject(row));
      return accountView(row);
    },

    async createTransfer({ amountCents, currency, destination, transferGroup, sourceTransaction, idempotencyKey }) {
      const id = newId('tr');
      const row = await withIdempotency(
        idempotencyKey,
        'transfers.create',
        { amountCents, currency, destination, transferGroup, sourceTransaction: sourceTransaction ?? null },
        id,
        async (tx) => {
          // Like Stripe: a replayed key answers the first transfer; a new one checks the destination.
          const account = await repo.findAccount(tx, destination);
          if (!account) throw noSuch('account', destination);
          if (accountStatus(accountView(account)) !== 'active') {
            throw new AccountNotReadyError(
              'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
            );
          }
          if (sourceTransaction) await checkSourceTransaction(tx, sourceTransaction, amountCents);
          return repo.insertTransfer(tx, {
            id,
            amountCents,
            currency,
            destination,
            transferGroup,
            sourceTransaction: sourceTransaction ?? null,
            createdAt: now(),
          });
        },
        async (tx, existingId) => {
          const existing = await repo.findTransfer(tx, existingId);
          if (!existing) throw noSuch('transfer', existingId);
          return existing;
        },
      );
      if (row.id === id) {
        await emit('transfer.created', {
          id: row.id,
          object: 'transfer',
          amount: row.amountCents,
          currency: row.currency,
          destination: row.destination,
          transfer_group: row.transferGroup,
          source_transaction: row.sourceTransaction,
        });
      }
      return { id: row.id };
    },

    async createRefund({ paymentIntentId, amountCents, idempotencyKey }) {
      const id = newId('re');
      const row = await withIdempotency(
        idempotencyKey,
        'refunds.create',
        { paymentIntentId, amountCents },
        id,
        async (tx) => {
          const intent = await repo.findPaymentIntent(tx, paymentIntentId);
          if (!intent || intent.status !== 'succeeded') throw noSuch('payment_intent', paymentIntentId);
          const refunded = await repo.refundedCents(tx, paymentIntentId);
          if (amountCents <= 0 || refunded + amountCents > intent.amountCents) {
            throw new ProviderRequestError(
              `Refund amount ($${formatPlainAmount(centsToDollars(amountCents))}) is greater than unrefunded amount on charge ($${formatPlainAmount(centsToDollars(intent.amountCents - refunded))})`,
              'amount_too_large',
            );
          }
          return repo.insertRefund(tx, { id, paymentIntentId, amountCents, status: 'succeeded', createdAt: now() });
        },
        async (tx, existingId) => {
          const existing = await repo.findRefund(tx, existingId);
          if (!existing) throw noSuch('refund', existingId);
          return existing;
        },
      );
      if (row.id === id) {
        const chargeId =
          (await repo.findPaymentIntent(db, row.paymentIntentId))?.chargeId ?? `ch_for_${row.paymentIntentId}`;
        await emit('charge.refunded', {
          id: chargeId,
          object: 'charge',
          payment_intent: row.paymentIntentId,
          amount_refunded: row.amountCents,
        });
      }
      return { id: row.id, status: row.status };
    },

    async retrieveRefund(id) {
      const row = await repo.findRefund(db, id);
      return row ? refundView(row, await refundCurrency(row)) : null;
    },

    async failRefund(id, reason = 'expired_or_canceled_card') {
      const failed = await repo.failRefund(db, id, reason);
      const row = failed ?? (await repo.findRefund(db, id));
      if (!row) throw noSuch('refund', id);
      const refund = refundView(row, await refundCurrency(row));
      if (failed) {
        for (const type of ['refund.updated', 'charge.refund.updated', 'refund.failed'])
          await emit(type, refundObject(refund));
      }
      return refund;
    },

    async listMoneyActivity(range) {
      const { charges, transfers, refunds } = await repo.moneyActivity(db, range);
      return [
        ...charges.map((row) => ({
          type: 'payment' as const,
          id: row.chargeId ?? row.id,
          paymentIntentId: row.id,
          amountCents: row.amountCents,
          currency: row.currency,
          createdAt: row.updatedAt,
        })),
        ...transfers.map((row) => ({
          type: 'transfer' as const,
          id: row.id,
          paymentIntentId: null,
          amountCents: row.amountCents,
          currency: row.currency,
          createdAt: row.createdAt,
        })),
        ...refunds.map((row) => ({
          type: 'refund' as const,
          id: row.id,
          paymentIntentId: row.paymentIntentId,
          // A refund that failed afterwards gave the money back to the platform (decision 008).
          amountCents: row.status === 'failed' ? 0 : row.amountCents,
          currency: 'usd',
          createdAt: row.createdAt,
        })),
      ];
    },

    verifyWebhook(rawBody, header): ProviderEvent {
      verifySignatureHeader(
        webhookSecret,
        rawBody,
        header,
        WEBHOOK_TOLERANCE_SECONDS,
        Math.floor(now().getTime() / 1000),
      );
      let parsed: z.infer<typeof ZEvent>;
      try {
        parsed = ZEvent.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        throw new WebhookSignatureError('The signed payload is not an event');
      }
      return { id: parsed.id, type: parsed.type, created: parsed.created, object: parsed.data.object };
    },
  };
}

function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
