import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../db/client.ts';
import { IdempotencyKeyReusedError, ProviderRequestError } from '../errors.ts';
import type { ProviderAccount, ProviderRefund } from '../provider.ts';
import { signatureHeader } from '../signing.ts';
import * as repo from './test-provider.repository.ts';
import { TEST_API_VERSION, type EventSink, type TestModeProviderOptions } from './test-provider.types.ts';

// What the test mode's use cases share (test-provider.ts wires them): ids, Stripe's objects as its events
// carry them, signed event delivery and Stripe's idempotency.

export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url')}`;

/** Same parameters → same hash, whatever the key order. */
function requestHash(operation: string, params: Record<string, unknown>): string {
  const canonical = JSON.stringify(params, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
  return createHash('sha256').update(`${operation}:${canonical}`).digest('hex');
}

/** Stripe's objects and our views of the rows, as the events and the provider interface carry them. */
export const intentObject = (row: repo.TestPaymentIntentRow) => ({
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
export const sessionObject = (row: repo.TestCheckoutSessionRow) => ({
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

export const accountView = (row: repo.TestAccountRow): ProviderAccount => ({
  id: row.id,
  chargesEnabled: row.chargesEnabled,
  payoutsEnabled: row.payoutsEnabled,
  detailsSubmitted: row.detailsSubmitted,
  requirements: { currentlyDue: row.currentlyDue, disabledReason: row.disabledReason },
  country: row.country,
  defaultCurrency: 'usd',
});
export const accountObject = (row: repo.TestAccountRow) => ({
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

export const refundView = (row: repo.TestRefundRow, currency: string): ProviderRefund => ({
  id: row.id,
  status: row.status,
  amountCents: row.amountCents,
  currency,
  paymentIntentId: row.paymentIntentId,
  failureReason: row.failureReason,
});
export const refundObject = (refund: ProviderRefund) => ({
  id: refund.id,
  object: 'refund',
  amount: refund.amountCents,
  currency: refund.currency,
  payment_intent: refund.paymentIntentId,
  status: refund.status,
  failure_reason: refund.failureReason,
  livemode: false,
});

export function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const noSuch = (what: string, id: string) =>
  new ProviderRequestError(`No such ${what}: '${id}'`, 'resource_missing');

/** The state and the steps every use case of the test mode shares. */
export function createTestModeCore(options: TestModeProviderOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  let sink: EventSink | null = null;

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
      await sink({ rawBody, signature: signatureHeader(options.webhookSecret, rawBody, created), type });
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

  return {
    db,
    now,
    publicUrl: options.publicUrl,
    emit,
    withIdempotency,
    /** Sets where events go; answers the previous sink. */
    setEventSink(next: EventSink | null): EventSink | null {
      const previous = sink;
      sink = next;
      return previous;
    },
  };
}

export type TestModeCore = ReturnType<typeof createTestModeCore>;
