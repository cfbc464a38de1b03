import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BRIEF_FUNDING_MESSAGES } from '@briefly/shared/briefs';
import { CARD_ERROR_MESSAGES, TEST_CARDS } from '@briefly/shared/payments';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  confirmCard,
  createBrand,
  createCreator,
  createDraftBrief,
  createFundedBrief,
  createPaymentIntent,
  payCheckout,
  paidIntent,
} from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { signatureHeader } from '../../integrations/payments/signing.ts';
import type { TestModeProvider } from '../../integrations/payments/test-mode/test-provider.ts';
import { ledgerInvariantViolations } from '../ledger/ledger.invariants.ts';
import { balanceOf } from '../ledger/ledger.service.ts';
import { brandWalletAccount, briefPoolAccount } from '../ledger/ledger.accounts.ts';

const WEBHOOK_SECRET = 'whsec_test_payments_routes';
const PUBLIC_URL = 'http://briefly.test';

let t: TestApp;
let brand: { token: string; id: string };
let otherBrand: { token: string; id: string };
let creator: { token: string };

beforeAll(async () => {
  t = await createTestApp({ env: { PAYMENTS_WEBHOOK_SECRET: WEBHOOK_SECRET, PUBLIC_URL } });
  const [b, o, c] = await Promise.all([createBrand(t.app), createBrand(t.app), createCreator(t.app)]);
  brand = { token: b.token, id: b.user.id };
  otherBrand = { token: o.token, id: o.user.id };
  creator = c;
});
afterAll(() => t.close());

const post = (url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const expectLedgerHolds = async () => expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
const pool = (briefId: string) => balanceOf(t.database.db, briefPoolAccount(briefId));
const wallet = (brandId: string) => balanceOf(t.database.db, brandWalletAccount(brandId));
const testProvider = () => t.app.services.provider as TestModeProvider;
const ledgerPostingsFor = async (referenceId: string) => {
  const [row] = await queryRows<{ count: number }>(
    t.database.db,
    sql`select count(*)::int as count from ledger_transactions where reference_id = ${referenceId}`,
  );
  return Number(row?.count);
};

describe('POST /api/payments/create-payment-intent', () => {
  it('creates an intent and answers its client secret under both names', async () => {
    const response = await post('/api/payments/create-payment-intent', brand.token, {
      amount: 12_345,
      currency: 'usd',
      metadata: { type: 'brief_funding', briefTitle: 'Spring' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.paymentIntentId).toMatch(/^pi_test_/);
    expect(body.clientSecret).toMatch(new RegExp(`^${body.paymentIntentId}_secret_`));
    expect(body.client_secret).toBe(body.clientSecret);
  });

  it('answers a repeated request with the same intent, and a new one once that intent is used', async () => {
    const body = {
      amount: 20_000,
      currency: 'usd',
      metadata: { type: 'brief_funding', briefTitle: 'Same body twice' },
    };
    const first = (await post('/api/payments/create-payment-intent', brand.token, body)).json();
    const again = (await post('/api/payments/create-payment-intent', brand.token, body)).json();
    expect(again.paymentIntentId).toBe(first.paymentIntentId);
    await confirmCard(t.app, first);
    const created = await post('/api/briefs', brand.token, {
      title: 'Same body twice',
      description: 'd',
      requirements: 'r',
      deadline: new Date(Date.now() + 86_400_000 * 5).toISOString(),
      reward: 200,
      paymentIntentId: first.paymentIntentId,
    });
    expect(created.statusCode).toBe(201);
    const next = (await post('/api/payments/create-payment-intent', brand.token, body)).json();
    expect(next.paymentIntentId).not.toBe(first.paymentIntentId);
  });

  it('uses the Idempotency-Key header when the client sends one', async () => {
    const body = { amount: 5000, currency: 'usd' };
    const send = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/create-payment-intent',
        headers: { ...bearer(brand.token), 'idempotency-key': key },
        payload: body,
      });
    const a = (await send('key-a')).json();
    const a2 = (await send('key-a')).json();
    const b = (await send('key-b')).json();
    expect(a2.paymentIntentId).toBe(a.paymentIntentId);
    expect(b.paymentIntentId).not.toBe(a.paymentIntentId);
  });

  it.each([
    [{ amount: 0, currency: 'usd' }],
    [{ amount: 12.5, currency: 'usd' }],
    [{ amount: 1000, currency: 'eur' }],
    [{ amount: 1000, currency: 'usd', metadata: { type: 'brief_funding', brandId: 'someone-else' } }],
    [{ amount: 1000, currency: 'usd', metadata: { briefId: 'not-a-uuid' } }],
  ])('refuses %o with 400', async (body) => {
    expect((await post('/api/payments/create-payment-intent', brand.token, body)).statusCode).toBe(400);
  });

  it('returns 401 when anonymous and 403 for a creator', async () => {
    expect((await post('/api/payments/create-payment-intent', undefined, { amount: 1000 })).statusCode).toBe(401);
    expect((await post('/api/payments/create-payment-intent', creator.token, { amount: 1000 })).statusCode).toBe(403);
  });

  describe('for an existing draft (metadata.briefId)', () => {
    it('funds the draft when the card succeeds (through the signed webhook), once', async () => {
      const draft = await createDraftBrief(t.app, brand.token, { reward: 80 });
      const intent = await createPaymentIntent(t.app, brand.token, 8000, { briefId: draft.id });
      expect((await confirmCard(t.app, intent)).statusCode).toBe(200);
      expect(await pool(draft.id)).toBe(8000);
      const confirm = await post(`/api/briefs/${draft.id}/fund/confirm`, brand.token, {
        paymentIntentId: intent.paymentIntentId,
      });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json().brief).toMatchObject({ isFunded: true, status: 'published', heldAmount: 80 });
      expect(await ledgerPostingsFor(intent.paymentIntentId)).toBe(1);
      // …and it cannot create another brief.
      const reuse = await post('/api/briefs', brand.token, {
        title: 'x',
        description: 'd',
        requirements: 'r',
        deadline: draft.deadline,
        reward: 80,
        paymentIntentId: intent.paymentIntentId,
      });
      expect(reuse.statusCode).toBe(409);
      await expectLedgerHolds();
    });

    it("refuses another brand's brief (404), a funded brief (409) and another amount (409)", async () => {
      const theirs = await createDraftBrief(t.app, otherBrand.token, { reward: 10 });
      expect(
        (
          await post('/api/payments/create-payment-intent', brand.token, {
            amount: 1000,
            metadata: { briefId: theirs.id },
          })
        ).statusCode,
      ).toBe(404);
      const funded = await createFundedBrief(t.app, brand.token, { reward: 10 });
      expect(
        (
          await post('/api/payments/create-payment-intent', brand.token, {
            amount: 1000,
            metadata: { briefId: funded.id },
          })
        ).statusCode,
      ).toBe(409);
      const draft = await createDraftBrief(t.app, brand.token, { reward: 10 });
      const wrong = await post('/api/payments/create-payment-intent', brand.token, {
        amount: 999,
        metadata: { briefId: draft.id },
      });
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().code).toBe('PAYMENT_AMOUNT_MISMATCH');
    });
  });
});

describe('hosted checkout for a brief', () => {
  it('funds the brief through the hosted page, the webhook and the confirm call, exactly once', async () => {
    const draft = await createDraftBrief(t.app, brand.token, { reward: 150 });
    const start = await post(`/api/briefs/${draft.id}/fund/checkout`, brand.token);
    expect(start.statusCode).toBe(200);
    const { url, sessionId } = start.json();
    expect(sessionId).toMatch(/^cs_test_/);
    expect(url).toBe(`${PUBLIC_URL}/test-provider/checkout/${sessionId}`);
    expect((await post(`/api/briefs/${draft.id}/fund/checkout`, brand.token)).json().sessionId).toBe(sessionId);

    const page = await get(`/test-provider/checkout/${sessionId}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('$150.00');
    expect(page.body).toContain(`action="/test-provider/checkout/${sessionId}/pay"`);
    expect(page.body).toContain(`href="${PUBLIC_URL}/briefs/${draft.id}/funding/cancel"`);
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");

    const early = await post(`/api/briefs/${draft.id}/fund/confirm`, brand.token, { sessionId });
    expect(early.statusCode).toBe(402);

    const declined = await payCheckout(t.app, sessionId, TEST_CARDS.declined);
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain(CARD_ERROR_MESSAGES.declined);
    expect(await pool(draft.id)).toBe(0);

    const paid = await payCheckout(t.app, sessionId);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${PUBLIC_URL}/briefs/${draft.id}/funding/success?session_id=${sessionId}`);
    expect(await pool(draft.id)).toBe(15_000); // the checkout.session.completed webhook funded it

    const confirm = await post(`/api/briefs/${draft.id}/fund/confirm`, brand.token, { sessionId });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().brief).toMatchObject({
      isFunded: true,
      status: 'published',
      fundedAmount: 150,
      heldAmount: 150,
    });
    expect((await payCheckout(t.app, sessionId)).statusCode).toBe(303); // paying again only redirects
    expect(await pool(draft.id)).toBe(15_000);
    expect(await ledgerPostingsFor(sessionId)).toBe(1);
    await expectLedgerHolds();
  });

  it('funds through the confirm call alone when no webhook arrives', async () => {
    const draft = await createDraftBrief(t.app, brand.token, { reward: 40 });
    const { sessionId } = (await post(`/api/briefs/${draft.id}/fund/checkout`, brand.token)).json();
    const sink = testProvider().setEventSink(null);
    try {
      expect((await payCheckout(t.app, sessionId)).statusCode).toBe(303);
    } finally {
      testProvider().setEventSink(sink);
    }
    expect(await pool(draft.id)).toBe(0);
    const confirm = await post(`/api/briefs/${draft.id}/fund/confirm`, brand.token, { sessionId });
    expect(confirm.json().brief).toMatchObject({ isFunded: true, heldAmount: 40 });
    await expectLedgerHolds();
  });

  it('refuses a funded brief, and answers 401, 403, 404 and 400 as it should', async () => {
    const funded = await createFundedBrief(t.app, brand.token);
    const again = await post(`/api/briefs/${funded.id}/fund/checkout`, brand.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(BRIEF_FUNDING_MESSAGES.alreadyFunded);
    const draft = await createDraftBrief(t.app, brand.token);
    expect((await post(`/api/briefs/${draft.id}/fund/checkout`)).statusCode).toBe(401);
    expect((await post(`/api/briefs/${draft.id}/fund/checkout`, creator.token)).statusCode).toBe(403);
    expect((await post(`/api/briefs/${draft.id}/fund/checkout`, otherBrand.token)).statusCode).toBe(404);
    expect((await post('/api/briefs/x/fund/checkout', brand.token)).statusCode).toBe(400);
  });

  it("refuses to confirm with another brief's session, or with no session", async () => {
    const a = await createDraftBrief(t.app, brand.token);
    const b = await createDraftBrief(t.app, brand.token);
    const { sessionId } = (await post(`/api/briefs/${a.id}/fund/checkout`, brand.token)).json();
    expect((await post(`/api/briefs/${b.id}/fund/confirm`, brand.token, { sessionId })).statusCode).toBe(404);
    expect((await post(`/api/briefs/${a.id}/fund/confirm`, otherBrand.token, { sessionId })).statusCode).toBe(404);
    const empty = await post(`/api/briefs/${a.id}/fund/confirm`, brand.token, { sessionId: '' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('the brand wallet', () => {
  let walletBrand: { token: string; id: string };
  beforeEach(async () => {
    const created = await createBrand(t.app);
    walletBrand = { token: created.token, id: created.user.id };
  });

  it('adds funds through hosted checkout, re-checked by POST /api/stripe/webhook without a double credit', async () => {
    expect((await get('/api/brands/wallet', walletBrand.token)).json()).toEqual({ balance: 0, currency: 'usd' });
    const start = await post('/api/brands/wallet/checkout', walletBrand.token, { amount: 250 });
    expect(start.statusCode).toBe(200);
    const { sessionId } = start.json();
    const unpaid = await post('/api/stripe/webhook', walletBrand.token, { sessionId });
    expect(unpaid.json()).toEqual({ received: true, paymentStatus: 'unpaid', credited: false, balance: 0 });
    const paid = await payCheckout(t.app, sessionId);
    expect(paid.headers.location).toBe(`${PUBLIC_URL}/payment/success?session_id=${sessionId}`);
    const recheck = await post('/api/stripe/webhook', walletBrand.token, { sessionId });
    expect(recheck.json()).toEqual({ received: true, paymentStatus: 'paid', credited: true, balance: 250 });
    expect((await get('/api/brands/wallet', walletBrand.token)).json().balance).toBe(250);
    expect(await wallet(walletBrand.id)).toBe(25_000);
    await expectLedgerHolds();
  });

  it('funds a brief from the wallet, and refuses when the wallet is short', async () => {
    const { sessionId } = (await post('/api/brands/wallet/checkout', walletBrand.token, { amount: 100 })).json();
    await payCheckout(t.app, sessionId);
    const small = await createDraftBrief(t.app, walletBrand.token, { reward: 60 });
    const funded = await post(`/api/briefs/${small.id}/fund/wallet`, walletBrand.token);
    expect(funded.statusCode).toBe(200);
    expect(funded.json().brief).toMatchObject({ isFunded: true, status: 'published', heldAmount: 60 });
    expect(await wallet(walletBrand.id)).toBe(4000);
    expect((await post(`/api/briefs/${small.id}/fund/wallet`, walletBrand.token)).statusCode).toBe(409);
    // A retry of a lost answer under the same Idempotency-Key gets the first answer back, not a 409.
    const keyed = await createDraftBrief(t.app, walletBrand.token, { reward: 10 });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/briefs/${keyed.id}/fund/wallet`,
        headers: { ...bearer(walletBrand.token), 'idempotency-key': `fund-${keyed.id}` },
      });
    const first = await send();
    const replay = await send();
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await wallet(walletBrand.id)).toBe(3000);
    const big = await createDraftBrief(t.app, walletBrand.token, { reward: 41 });
    const short = await post(`/api/briefs/${big.id}/fund/wallet`, walletBrand.token);
    expect(short.statusCode).toBe(409);
    expect(short.json()).toEqual({ error: BRIEF_FUNDING_MESSAGES.insufficientWallet, code: 'INSUFFICIENT_BALANCE' });
    expect(await wallet(walletBrand.id)).toBe(3000);
    await expectLedgerHolds();
  });

  it('keeps wallets apart and answers 401, 403, 404 and 400', async () => {
    const { sessionId } = (await post('/api/brands/wallet/checkout', walletBrand.token, { amount: 10 })).json();
    expect((await post('/api/stripe/webhook', otherBrand.token, { sessionId })).statusCode).toBe(404);
    expect((await get('/api/brands/wallet')).statusCode).toBe(401);
    expect((await get('/api/brands/wallet', creator.token)).statusCode).toBe(403);
    expect((await post('/api/brands/wallet/checkout', walletBrand.token, { amount: 0.5 })).statusCode).toBe(400);
    expect(
      (await post('/api/brands/wallet/checkout', walletBrand.token, { amount: 10, balance: 1e6 })).statusCode,
    ).toBe(400);
    const draft = await createDraftBrief(t.app, walletBrand.token);
    expect((await post(`/api/briefs/${draft.id}/fund/wallet`, otherBrand.token)).statusCode).toBe(404);
    expect((await post(`/api/briefs/${draft.id}/fund/wallet`, creator.token)).statusCode).toBe(403);
  });
});

describe('POST /api/webhooks/payments', () => {
  const deliver = (body: string, signature: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/payments',
      payload: body,
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    });
  const event = (id: string, type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id, object: 'event', type, created: Math.floor(Date.now() / 1000), data: { object } });
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  it('refuses a missing or bad signature, and a stale or future timestamp, with 400', async () => {
    const body = event('evt_sig', 'checkout.session.completed', { id: 'cs_test_x' });
    for (const signature of [
      undefined,
      'garbage',
      signatureHeader('whsec_wrong', body, nowSeconds()),
      signatureHeader(WEBHOOK_SECRET, body, nowSeconds() - 301),
      signatureHeader(WEBHOOK_SECRET, body, nowSeconds() + 400),
    ]) {
      const response = await deliver(body, signature);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    const tampered = await deliver(
      body.replace('cs_test_x', 'cs_test_y'),
      signatureHeader(WEBHOOK_SECRET, body, nowSeconds()),
    );
    expect(tampered.statusCode).toBe(400);
  });

  it('applies an event once: a replay is answered 2xx and changes nothing', async () => {
    const payer = await createBrand(t.app);
    const { sessionId } = (await post('/api/brands/wallet/checkout', payer.token, { amount: 30 })).json();
    const sink = testProvider().setEventSink(null);
    try {
      await payCheckout(t.app, sessionId);
    } finally {
      testProvider().setEventSink(sink);
    }
    expect(await wallet(payer.user.id)).toBe(0);
    const body = event(`evt_replay_${sessionId}`, 'checkout.session.completed', { id: sessionId });
    const first = await deliver(body, signatureHeader(WEBHOOK_SECRET, body, nowSeconds()));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(await wallet(payer.user.id)).toBe(3000);
    const replay = await deliver(body, signatureHeader(WEBHOOK_SECRET, body, nowSeconds()));
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, duplicate: true });
    const otherEvent = event(`evt_other_${sessionId}`, 'checkout.session.completed', { id: sessionId });
    expect((await deliver(otherEvent, signatureHeader(WEBHOOK_SECRET, otherEvent, nowSeconds()))).statusCode).toBe(200);
    expect(await wallet(payer.user.id)).toBe(3000);
    expect(await ledgerPostingsFor(sessionId)).toBe(1);
    await expectLedgerHolds();
  });

  it('answers 2xx to event types it does not handle, and to objects it does not know', async () => {
    for (const body of [
      event('evt_unknown_type', 'customer.created', { id: 'cus_1' }),
      event('evt_unknown_object', 'checkout.session.completed', { id: 'cs_test_nobody' }),
    ]) {
      const response = await deliver(body, signatureHeader(WEBHOOK_SECRET, body, nowSeconds()));
      expect(response.statusCode).toBe(200);
    }
  });

  it('records failed card payments it is told about without moving money', async () => {
    const intent = await createPaymentIntent(t.app, brand.token, 1234);
    await confirmCard(t.app, intent, TEST_CARDS.insufficientFunds);
    const rows = await queryRows<{ type: string }>(
      t.database.db,
      sql`select type from webhook_events where type = 'payment_intent.payment_failed'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(await ledgerPostingsFor(intent.paymentIntentId)).toBe(0);
    const used = await paidIntent(t.app, brand.token, 1234);
    expect(await ledgerPostingsFor(used.paymentIntentId)).toBe(0); // a creation-flow intent waits for POST /api/briefs
  });
});
