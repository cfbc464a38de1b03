import { randomBytes } from 'node:crypto';
import { CardError, ProviderRequestError } from '../errors.ts';
import type { ProviderCheckoutSession, ProviderPaymentIntent } from '../provider.ts';
import { chargeTestCard } from './cards.ts';
import { intentObject, newId, noSuch, sameSecret, sessionObject, type TestModeCore } from './test-provider.core.ts';
import * as repo from './test-provider.repository.ts';
import type { TestModeProvider } from './test-provider.types.ts';

// The test mode's payments: payment intents (what Stripe.js confirms in the browser) and hosted checkout.

const CHECKOUT_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

type PaymentUseCases = Pick<
  TestModeProvider,
  | 'createPaymentIntent'
  | 'retrievePaymentIntent'
  | 'confirmPaymentIntent'
  | 'createCheckoutSession'
  | 'retrieveCheckoutSession'
  | 'findCheckoutSession'
  | 'payCheckoutSession'
>;

export function testModePayments({ db, now, publicUrl, emit, withIdempotency }: TestModeCore): PaymentUseCases {
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

  const successRedirect = (row: repo.TestCheckoutSessionRow) =>
    row.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', encodeURIComponent(row.id));

  return {
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
  };
}
