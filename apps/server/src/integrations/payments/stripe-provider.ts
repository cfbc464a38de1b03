import Stripe from 'stripe';
import {
  AccountNotReadyError,
  CardError,
  IdempotencyKeyReusedError,
  ProviderRequestError,
  ProviderUnavailableError,
  WebhookSignatureError,
} from './errors.ts';
import {
  WEBHOOK_TOLERANCE_SECONDS,
  type PaymentIntentStatus,
  type PaymentsProvider,
  type ProviderAccount,
  type ProviderCheckoutSession,
  type ProviderEvent,
  type ProviderMoneyActivity,
  type ProviderPaymentIntent,
  type ProviderRefund,
  type RefundStatus,
} from './provider.ts';

// Stripe (docs/product/money-and-ledger.md#stripe) through the official SDK. Idempotency keys come from our ids (never the
// SDK's random ones); webhooks are checked with constructEvent and a 300 s tolerance.

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local fake of the endpoints used. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  timeoutMs?: number;
}

export function createStripeProvider(options: StripeProviderOptions): PaymentsProvider & { readonly mode: 'stripe' } {
  const stripe = new Stripe(options.secretKey, {
    host: options.host,
    port: options.port,
    protocol: options.protocol,
    timeout: options.timeoutMs ?? 20_000,
    // Retries reuse our idempotency key, so a retried create never charges twice.
    maxNetworkRetries: 2,
    telemetry: false,
    appInfo: { name: 'Briefly' },
  });

  async function call<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      throw mapStripeError(error);
    }
  }

  /** A missing object is an answer (null), not a failure. */
  async function retrieve<T>(action: () => Promise<T>): Promise<T | null> {
    try {
      return await action();
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        (error.statusCode === 404 || error.code === 'resource_missing')
      )
        return null;
      throw mapStripeError(error);
    }
  }

  return {
    mode: 'stripe',

    async createPaymentIntent({ amountCents, currency, metadata, idempotencyKey }) {
      const intent = await call(() =>
        stripe.paymentIntents.create(
          { amount: amountCents, currency, metadata, automatic_payment_methods: { enabled: true } },
          { idempotencyKey },
        ),
      );
      if (!intent.client_secret) throw new ProviderRequestError('The payment intent has no client secret');
      return { id: intent.id, clientSecret: intent.client_secret, status: intentStatus(intent.status) };
    },

    async retrievePaymentIntent(id): Promise<ProviderPaymentIntent | null> {
      const intent = await retrieve(() => stripe.paymentIntents.retrieve(id));
      if (!intent) return null;
      return {
        id: intent.id,
        amountCents: intent.amount,
        currency: intent.currency,
        status: intentStatus(intent.status),
        metadata: { ...intent.metadata },
        chargeId: idOf(intent.latest_charge),
      };
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
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              { quantity: 1, price_data: { currency, unit_amount: amountCents, product_data: { name: description } } },
            ],
            success_url: successUrl,
            cancel_url: cancelUrl,
            metadata,
            payment_intent_data: { metadata },
          },
          { idempotencyKey },
        ),
      );
      if (!session.url) throw new ProviderRequestError('The checkout session has no URL');
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(id): Promise<ProviderCheckoutSession | null> {
      // Expanded: the intent's latest_charge is the session's charge, in the same request.
      const session = await retrieve(() => stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent'] }));
      if (!session) return null;
      const paymentIntent = session.payment_intent;
      return {
        id: session.id,
        status: oneOf(session.status, ['open', 'complete', 'expired'] as const, 'open'),
        paymentStatus: oneOf(session.payment_status, ['paid', 'unpaid', 'no_payment_required'] as const, 'unpaid'),
        amountCents: session.amount_total ?? 0,
        currency: session.currency ?? 'usd',
        paymentIntentId: idOf(paymentIntent),
        chargeId: paymentIntent && typeof paymentIntent === 'object' ? idOf(paymentIntent.latest_charge) : null,
        metadata: { ...session.metadata },
      };
    },

    async createConnectedAccount({ country, email, idempotencyKey }) {
      const account = await call(() =>
        stripe.accounts.create(
          { type: 'express', country, email, capabilities: { transfers: { requested: true } } },
          { idempotencyKey },
        ),
      );
      return { id: account.id };
    },

    async createAccountLink({ accountId, returnUrl, refreshUrl }) {
      const link = await call(() =>
        stripe.accountLinks.create({
          account: accountId,
          return_url: returnUrl,
          refresh_url: refreshUrl,
          type: 'account_onboarding',
        }),
      );
      return { url: link.url, expiresAt: link.expires_at };
    },

    async retrieveAccount(id): Promise<ProviderAccount | null> {
      const account = await retrieve(() => stripe.accounts.retrieve(id));
      if (!account) return null;
      return {
        id: account.id,
        chargesEnabled: account.charges_enabled ?? false,
        payoutsEnabled: account.payouts_enabled ?? false,
        detailsSubmitted: account.details_submitted ?? false,
        requirements: {
          currentlyDue: account.requirements?.currently_due ?? [],
          disabledReason: account.requirements?.disabled_reason ?? null,
        },
        country: account.country ?? 'US',
        defaultCurrency: account.default_currency ?? 'usd',
      };
    },

    async createTransfer({ amountCents, currency, destination, transferGroup, sourceTransaction, idempotencyKey }) {
      const transfer = await call(() =>
        stripe.transfers.create(
          {
            amount: amountCents,
            currency,
            destination,
            transfer_group: transferGroup,
            ...(sourceTransaction ? { source_transaction: sourceTransaction } : {}),
          },
          { idempotencyKey },
        ),
      );
      return { id: transfer.id };
    },

    async createRefund({ paymentIntentId, amountCents, idempotencyKey }) {
      const refund = await call(() =>
        stripe.refunds.create({ payment_intent: paymentIntentId, amount: amountCents }, { idempotencyKey }),
      );
      return { id: refund.id, status: refund.status ?? 'pending' };
    },

    async retrieveRefund(id): Promise<ProviderRefund | null> {
      const refund = await retrieve(() => stripe.refunds.retrieve(id));
      if (!refund) return null;
      const paymentIntent = refund.payment_intent;
      return {
        id: refund.id,
        status: refundStatus(refund.status),
        amountCents: refund.amount,
        currency: refund.currency,
        paymentIntentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
        failureReason: refund.failure_reason ?? null,
      };
    },

    /**
     * Balance transactions created in the range: charges (and `payment`s) in, transfers out, card
     * refunds out net of refund failures (source: the refund), at most MAX_BALANCE_TRANSACTIONS.
     */
    async listMoneyActivity({ from, to }) {
      const byId = new Map<string, ProviderMoneyActivity>();
      const created = {
        ...(from ? { gte: Math.floor(from.getTime() / 1000) } : {}),
        lt: Math.ceil(to.getTime() / 1000),
      };
      const list = stripe.balanceTransactions.list({ created, limit: 100, expand: ['data.source'] });
      let seen = 0;
      await call(async () => {
        for await (const transaction of list) {
          if (++seen > MAX_BALANCE_TRANSACTIONS) break;
          const activityType = BALANCE_TYPES[transaction.type];
          const sourceId = idOf(transaction.source as string | { id: string } | null);
          if (!activityType || !sourceId) continue;
          const source =
            typeof transaction.source === 'object'
              ? (transaction.source as { payment_intent?: string | { id: string } | null })
              : null;
          const previous = byId.get(sourceId);
          // Charges are positive, transfers and refunds negative, a refund's failure positive again.
          const amountCents =
            (previous?.amountCents ?? 0) + (activityType === 'payment' ? transaction.amount : -transaction.amount);
          byId.set(sourceId, {
            type: activityType,
            id: sourceId,
            paymentIntentId: previous?.paymentIntentId ?? idOf(source?.payment_intent ?? null),
            amountCents,
            currency: transaction.currency,
            createdAt: previous?.createdAt ?? new Date(transaction.created * 1000),
          });
        }
      });
      return [...byId.values()];
    },

    verifyWebhook(rawBody, header): ProviderEvent {
      if (!header) throw new WebhookSignatureError('No signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, header, options.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
      return {
        id: event.id,
        type: event.type,
        created: event.created,
        object: event.data.object as unknown as Record<string, unknown>,
      };
    },
  };
}

/** Reconciliation reads at most this many balance transactions per call (a wider range: ask again for a narrower one). */
const MAX_BALANCE_TRANSACTIONS = 10_000;
/** Balance transaction types that are our money movements, by what they are about. */
const BALANCE_TYPES: Record<string, ProviderMoneyActivity['type'] | undefined> = {
  charge: 'payment',
  payment: 'payment',
  transfer: 'transfer',
  transfer_cancel: 'transfer',
  transfer_failure: 'transfer',
  refund: 'refund',
  payment_refund: 'refund',
  refund_failure: 'refund',
  payment_failure_refund: 'refund',
};

const INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] as const;

/** A status this code does not know yet is treated as "not paid". */
function intentStatus(status: string): PaymentIntentStatus {
  return oneOf(status, INTENT_STATUSES, 'processing');
}

const REFUND_STATUSES = ['pending', 'requires_action', 'succeeded', 'failed', 'canceled'] as const;

/** A status this code does not know yet is treated as still in progress (not failed). */
function refundStatus(status: string | null): RefundStatus {
  return oneOf(status, REFUND_STATUSES, 'pending');
}

/** The id of a field Stripe sends as an id or, when expanded, as the object. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

function mapStripeError(error: unknown): Error {
  if (error instanceof Stripe.errors.StripeCardError)
    return new CardError(error.message, error.code ?? 'card_declined', error.decline_code ?? null);
  if (error instanceof Stripe.errors.StripeIdempotencyError) return new IdempotencyKeyReusedError(error.message);
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    return new ProviderUnavailableError(undefined, { cause: error });
  }
  // A destination without the transfers capability (onboarding incomplete or restricted).
  if (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    /capabilit|insufficient_capabilities/i.test(`${error.code ?? ''} ${error.message}`)
  ) {
    return new AccountNotReadyError(error.message, { cause: error });
  }
  if (error instanceof Stripe.errors.StripeError)
    return new ProviderRequestError(error.message, error.code ?? null, { cause: error });
  return error instanceof Error ? error : new Error(String(error));
}
