import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_ERROR_MESSAGES } from '@briefly/shared/payments';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { createBrand, createPaymentIntent, testCard, uniqueSuffix } from '../../../../test/factories.ts';
import { IdempotencyKeyReusedError } from '../errors.ts';
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
    await expect(provider.createPaymentIntent({ ...args, amountCents: 2000 })).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    await expect(
      provider.createCheckoutSession({ amountCents: 1000, currency: 'usd', description: 'x', successUrl: 'http://a', cancelUrl: 'http://b', metadata: {}, idempotencyKey: key }),
    ).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
  });

  it('creates one object for one key when asked many times at once', async () => {
    const key = `key-${uniqueSuffix()}`;
    const results = await Promise.all(Array.from({ length: 8 }, () => provider.createPaymentIntent({ amountCents: 500, currency: 'usd', metadata: {}, idempotencyKey: key })));
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
  });

  it('reports payment intents and sessions as Stripe does, and null for unknown ids', async () => {
    expect(await provider.retrievePaymentIntent('pi_test_nope')).toBeNull();
    expect(await provider.retrieveCheckoutSession('cs_test_nope')).toBeNull();
    const created = await provider.createPaymentIntent({ amountCents: 700, currency: 'usd', metadata: { purpose: 'x' }, idempotencyKey: `key-${uniqueSuffix()}` });
    expect(await provider.retrievePaymentIntent(created.id)).toEqual({ id: created.id, amountCents: 700, currency: 'usd', status: 'requires_payment_method', metadata: { purpose: 'x' } });
  });
});

describe('POST /test-provider/payment_intents/:id/confirm', () => {
  const confirm = (id: string, body: unknown) => t.app.inject({ method: 'POST', url: `/test-provider/payment_intents/${id}/confirm`, payload: body as object });

  it('needs the client secret, confirms once, and answers card problems with 402 and Stripe’s message', async () => {
    const brand = await createBrand(t.app);
    const intent = await createPaymentIntent(t.app, brand.token, 1500);
    expect((await confirm(intent.paymentIntentId, { clientSecret: 'wrong', card: testCard() })).statusCode).toBe(404);
    const malformed = await confirm(intent.paymentIntentId, { clientSecret: intent.clientSecret, card: { ...testCard(), number: '1234 5678' } });
    expect(malformed.statusCode).toBe(402);
    expect(malformed.json()).toMatchObject({ error: CARD_ERROR_MESSAGES.incompleteNumber, code: 'CARD_DECLINED' });
    const past = await confirm(intent.paymentIntentId, { clientSecret: intent.clientSecret, card: { ...testCard(), expYear: 2020 } });
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
