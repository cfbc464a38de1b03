import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_ERROR_MESSAGES, TEST_CARDS } from '@briefly/shared/payments';
import { sql } from 'drizzle-orm';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../../../../test/test-app.ts';
import {
  confirmCard,
  createBrand,
  createPaymentIntent,
  paidIntent,
  payCheckout,
  testCard,
  uniqueSuffix,
} from '../../../../test/factories.ts';
import { queryRows } from '../../../db/client.ts';
import { IdempotencyKeyReusedError, ProviderRequestError } from '../errors.ts';
import type { TestModeProvider } from './test-provider.ts';

let t: TestApp;
let provider: TestModeProvider;
beforeAll(async () => {
  t = await createTestApp();
  provider = t.app.services.provider as TestModeProvider;
});
afterAll(() => t.close());

describe('test-mode provider', () => {
  it('is idempotent like Stripe: same key and parameters → same object; other parameters → an error', async () => {
    const key = `key-${uniqueSuffix()}`;
    const args = { amountCents: 1000, currency: 'usd', metadata: { b: '2', a: '1' }, idempotencyKey: key };
    const first = await provider.createPaymentIntent(args);
    const again = await provider.createPaymentIntent({ ...args, metadata: { a: '1', b: '2' } });
    expect(again).toEqual(first);
    await expect(provider.createPaymentIntent({ ...args, amountCents: 2000 })).rejects.toBeInstanceOf(
      IdempotencyKeyReusedError,
    );
    await expect(
      provider.createCheckoutSession({
        amountCents: 1000,
        currency: 'usd',
        description: 'x',
        successUrl: 'http://a',
        cancelUrl: 'http://b',
        metadata: {},
        idempotencyKey: key,
      }),
    ).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
  });

  it('creates one object for one key when asked many times at once', async () => {
    const key = `key-${uniqueSuffix()}`;
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        provider.createPaymentIntent({ amountCents: 500, currency: 'usd', metadata: {}, idempotencyKey: key }),
      ),
    );
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
  });

  it('reports payment intents and sessions as Stripe does, and null for unknown ids', async () => {
    expect(await provider.retrievePaymentIntent('pi_test_nope')).toBeNull();
    expect(await provider.retrieveCheckoutSession('cs_test_nope')).toBeNull();
    const created = await provider.createPaymentIntent({
      amountCents: 700,
      currency: 'usd',
      metadata: { purpose: 'x' },
      idempotencyKey: `key-${uniqueSuffix()}`,
    });
    expect(await provider.retrievePaymentIntent(created.id)).toEqual({
      id: created.id,
      amountCents: 700,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { purpose: 'x' },
      chargeId: null,
    });
  });

  it('makes a charge when an intent succeeds or a hosted checkout is paid, and reports it as the latest charge', async () => {
    const brand = await createBrand(t.app);
    const intent = await createPaymentIntent(t.app, brand.token, 1200);
    expect((await confirmCard(t.app, intent, TEST_CARDS.declined)).statusCode).toBe(402);
    expect((await provider.retrievePaymentIntent(intent.paymentIntentId))?.chargeId).toBeNull();
    expect((await confirmCard(t.app, intent)).statusCode).toBe(200);
    const paid = await provider.retrievePaymentIntent(intent.paymentIntentId);
    expect(paid).toMatchObject({ status: 'succeeded', chargeId: expect.stringMatching(/^ch_test_/) });

    const session = await provider.createCheckoutSession({
      amountCents: 900,
      currency: 'usd',
      description: 'x',
      successUrl: 'http://a',
      cancelUrl: 'http://b',
      metadata: {},
      idempotencyKey: `key-${uniqueSuffix()}`,
    });
    expect((await provider.retrieveCheckoutSession(session.id))?.chargeId).toBeNull();
    expect((await payCheckout(t.app, session.id)).statusCode).toBe(303);
    const completed = await provider.retrieveCheckoutSession(session.id);
    expect(completed).toMatchObject({
      status: 'complete',
      paymentIntentId: expect.stringMatching(/^pi_test_/),
      chargeId: expect.stringMatching(/^ch_test_/),
    });
    expect((await provider.retrievePaymentIntent(completed!.paymentIntentId!))?.chargeId).toBe(completed!.chargeId);
    expect(completed!.chargeId).not.toBe(paid!.chargeId);
  });
});

describe('test-mode transfers from a source transaction', () => {
  /** A charge of `amountCents` (a paid intent) and an active connected account to send it to. */
  async function chargeAndAccount(amountCents: number) {
    const brand = await createBrand(t.app);
    const intent = await paidIntent(t.app, brand.token, amountCents);
    const chargeId = (await provider.retrievePaymentIntent(intent.paymentIntentId))!.chargeId!;
    const account = await provider.createConnectedAccount({
      country: 'US',
      email: `c-${uniqueSuffix()}@example.test`,
      idempotencyKey: `account:${uniqueSuffix()}`,
    });
    await provider.setAccountOnboardingOutcome(account.id, 'complete');
    return { chargeId, destination: account.id };
  }
  const transfer = (args: {
    amountCents: number;
    destination: string;
    sourceTransaction?: string;
    idempotencyKey?: string;
  }) =>
    provider.createTransfer({
      currency: 'usd',
      transferGroup: 'brief_x',
      idempotencyKey: `transfer:${uniqueSuffix()}`,
      ...args,
    });
  const storedTransfers = (chargeId: string) =>
    queryRows<{ id: string; amount_cents: number; source_transaction: string }>(
      t.database.db,
      sql`select id, amount_cents::int as amount_cents, source_transaction from test_provider_transfers where source_transaction = ${chargeId}`,
    );

  it('records the source, and refuses a charge that does not exist as Stripe does', async () => {
    const { chargeId, destination } = await chargeAndAccount(1000);
    const made = await transfer({ amountCents: 400, destination, sourceTransaction: chargeId });
    expect(await storedTransfers(chargeId)).toEqual([{ id: made.id, amount_cents: 400, source_transaction: chargeId }]);
    const missing = await transfer({ amountCents: 100, destination, sourceTransaction: 'ch_test_nope' }).catch(
      (error: unknown) => error,
    );
    expect(missing).toBeInstanceOf(ProviderRequestError);
    expect(missing).toMatchObject({ message: "No such charge: 'ch_test_nope'", providerCode: 'resource_missing' });
    // An intent that has not succeeded has no charge: its id is no source either.
    const brand = await createBrand(t.app);
    const unpaid = await createPaymentIntent(t.app, brand.token, 5000);
    await expect(
      transfer({ amountCents: 100, destination, sourceTransaction: unpaid.paymentIntentId }),
    ).rejects.toMatchObject({ providerCode: 'resource_missing' });
  });

  it('refuses transfers that would together exceed the charge, and keeps nothing of a refused one', async () => {
    const { chargeId, destination } = await chargeAndAccount(1000);
    await transfer({ amountCents: 600, destination, sourceTransaction: chargeId });
    const over = await transfer({ amountCents: 401, destination, sourceTransaction: chargeId }).catch(
      (error: unknown) => error,
    );
    expect(over).toBeInstanceOf(ProviderRequestError);
    expect(over).toMatchObject({ providerCode: 'balance_insufficient', message: expect.stringContaining(chargeId) });
    await transfer({ amountCents: 400, destination, sourceTransaction: chargeId });
    await expect(transfer({ amountCents: 1, destination, sourceTransaction: chargeId })).rejects.toMatchObject({
      providerCode: 'balance_insufficient',
    });
    expect((await storedTransfers(chargeId)).map((row) => Number(row.amount_cents)).sort()).toEqual([400, 600]);
    // Without a source the transfer comes from the platform's balance: no such limit.
    expect((await transfer({ amountCents: 5000, destination })).id).toMatch(/^tr_test_/);
  });

  it('keeps Stripe’s idempotency: the same key and source answer the first transfer, even once the charge is spent; another source is an error', async () => {
    const { chargeId, destination } = await chargeAndAccount(1000);
    const idempotencyKey = `transfer:${uniqueSuffix()}`;
    const first = await transfer({ amountCents: 1000, destination, sourceTransaction: chargeId, idempotencyKey });
    expect(await transfer({ amountCents: 1000, destination, sourceTransaction: chargeId, idempotencyKey })).toEqual(
      first,
    );
    await expect(transfer({ amountCents: 1000, destination, idempotencyKey })).rejects.toBeInstanceOf(
      IdempotencyKeyReusedError,
    );
    const other = await chargeAndAccount(1000);
    await expect(
      transfer({ amountCents: 1000, destination, sourceTransaction: other.chargeId, idempotencyKey }),
    ).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    expect(await storedTransfers(chargeId)).toHaveLength(1);
  });

  it(`never lets parallel transfers from one charge add up to more than it (${TEST_DB_KIND})`, async () => {
    const { chargeId, destination } = await chargeAndAccount(1000);
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => transfer({ amountCents: 300, destination, sourceTransaction: chargeId })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(
      results
        .filter((result) => result.status === 'rejected')
        .every((result) => (result as PromiseRejectedResult).reason instanceof ProviderRequestError),
    ).toBe(true);
    expect(await storedTransfers(chargeId)).toHaveLength(3);
  });
});

describe('POST /test-provider/payment_intents/:id/confirm', () => {
  const confirm = (id: string, body: unknown) =>
    t.app.inject({ method: 'POST', url: `/test-provider/payment_intents/${id}/confirm`, payload: body as object });

  it('needs the client secret, confirms once, and answers card problems with 402 and Stripe’s message', async () => {
    const brand = await createBrand(t.app);
    const intent = await createPaymentIntent(t.app, brand.token, 1500);
    expect((await confirm(intent.paymentIntentId, { clientSecret: 'wrong', card: testCard() })).statusCode).toBe(404);
    const malformed = await confirm(intent.paymentIntentId, {
      clientSecret: intent.clientSecret,
      card: { ...testCard(), number: '1234 5678' },
    });
    expect(malformed.statusCode).toBe(402);
    expect(malformed.json()).toMatchObject({ error: CARD_ERROR_MESSAGES.incompleteNumber, code: 'CARD_DECLINED' });
    const past = await confirm(intent.paymentIntentId, {
      clientSecret: intent.clientSecret,
      card: { ...testCard(), expYear: 2020 },
    });
    expect(past.json().error).toBe(CARD_ERROR_MESSAGES.expiryPast);
    const ok = await confirm(intent.paymentIntentId, { clientSecret: intent.clientSecret, card: testCard() });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id: intent.paymentIntentId, status: 'succeeded' });
    const twice = await confirm(intent.paymentIntentId, { clientSecret: intent.clientSecret, card: testCard() });
    expect(twice.statusCode).toBe(409);
    expect((await confirm(intent.paymentIntentId, { clientSecret: intent.clientSecret })).statusCode).toBe(400);
  });

  it('answers an unknown checkout session with a 404 page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test-provider/checkout/cs_test_nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
