import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStripeProvider } from './stripe-provider.ts';
import { signatureHeader } from './signing.ts';
import {
  AccountNotReadyError,
  CardError,
  IdempotencyKeyReusedError,
  ProviderUnavailableError,
  WebhookSignatureError,
} from './errors.ts';

// The Stripe adapter against a small local fake of the endpoints it uses: the real
// SDK, pointed at http://127.0.0.1:<port> through its host/port/protocol options.

interface Recorded {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: URLSearchParams;
  query: URLSearchParams;
}

const requests: Recorded[] = [];
const objects = new Map<string, Record<string, unknown>>();
let server: http.Server;
let port: number;

function send(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake', ...headers });
  response.end(JSON.stringify(body));
}

/** The fields a request asks Stripe to expand (`expand[0]=…` or `expand[]=…`). */
const expandOf = (params: URLSearchParams) =>
  [...params.entries()].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value);

function fakeStripe(request: http.IncomingMessage, response: http.ServerResponse) {
  let raw = '';
  request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  request.on('end', () => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const form = new URLSearchParams(raw);
    requests.push({
      method: request.method ?? '',
      path: url.pathname,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
      authorization: request.headers.authorization,
      form,
      query: url.searchParams,
    });
    const metadata = Object.fromEntries(
      [...form.entries()]
        .filter(([key]) => key.startsWith('metadata['))
        .map(([key, value]) => [key.slice(9, -1), value]),
    );

    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const amount = Number(form.get('amount'));
      if (amount === 402)
        return send(response, 402, {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
          },
        });
      if (amount === 400)
        return send(response, 400, {
          error: {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        });
      if (amount === 503)
        return send(
          response,
          503,
          { error: { type: 'api_error', message: 'Stripe is down' } },
          { 'stripe-should-retry': 'false' },
        );
      const id = `pi_fake_${objects.size}`;
      const intent = {
        id,
        object: 'payment_intent',
        amount,
        currency: form.get('currency'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_x`,
        metadata,
      };
      objects.set(id, intent);
      return send(response, 200, intent);
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_fake_${objects.size}`;
      const session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.fake/${id}`,
        status: 'complete',
        payment_status: 'paid',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]'),
        payment_intent: 'pi_from_checkout',
        metadata,
      };
      objects.set(id, session);
      return send(response, 200, session);
    }
    if (request.method === 'POST' && url.pathname === '/v1/accounts') {
      const id = `acct_fake_${objects.size}`;
      const account = {
        id,
        object: 'account',
        type: form.get('type'),
        email: form.get('email'),
        country: form.get('country'),
        default_currency: 'usd',
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        requirements: { currently_due: ['external_account'], disabled_reason: null },
      };
      objects.set(id, account);
      return send(response, 200, account);
    }
    if (request.method === 'POST' && url.pathname === '/v1/account_links') {
      return send(response, 200, {
        object: 'account_link',
        url: `https://connect.fake/setup/${form.get('account')}`,
        expires_at: 1_900_000_000,
        created: 1,
      });
    }
    if (request.method === 'POST' && url.pathname === '/v1/transfers') {
      if (form.get('destination') === 'acct_restricted') {
        return send(response, 400, {
          error: {
            type: 'invalid_request_error',
            code: 'insufficient_capabilities_for_transfer',
            message:
              'Your destination account needs to have at least one of the following capabilities enabled: transfers',
          },
        });
      }
      return send(response, 200, {
        id: `tr_fake_${objects.size}`,
        object: 'transfer',
        amount: Number(form.get('amount')),
        destination: form.get('destination'),
      });
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      return send(response, 200, {
        id: 're_fake_1',
        object: 'refund',
        amount: Number(form.get('amount')),
        payment_intent: form.get('payment_intent'),
        status: 'succeeded',
      });
    }
    if (request.method === 'GET' && url.pathname === '/v1/balance_transactions') {
      // Two pages: the second after `starting_after=txn_3`.
      const bt = (id: string, type: string, amount: number, source: unknown, created: number) => ({
        id,
        object: 'balance_transaction',
        type,
        amount,
        currency: 'usd',
        source,
        created,
      });
      const first = [
        bt('txn_1', 'charge', 5000, { id: 'ch_1', object: 'charge', payment_intent: 'pi_1' }, 1_800_000_000),
        bt('txn_2', 'transfer', -4500, { id: 'tr_1', object: 'transfer' }, 1_800_000_100),
        bt('txn_3', 'stripe_fee', -30, null, 1_800_000_100),
      ];
      const second = [
        bt('txn_4', 'refund', -500, { id: 're_1', object: 'refund' }, 1_800_000_200),
        bt('txn_5', 'refund_failure', 500, { id: 're_1', object: 'refund' }, 1_800_000_300),
        bt('txn_6', 'payout', -1000, { id: 'po_1', object: 'payout' }, 1_800_000_400),
      ];
      const page = url.searchParams.get('starting_after') === 'txn_3' ? second : first;
      return send(response, 200, {
        object: 'list',
        url: '/v1/balance_transactions',
        has_more: page === first,
        data: page,
      });
    }
    const match = /^\/v1\/(payment_intents|checkout\/sessions|accounts|refunds)\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && match) {
      const object = objects.get(match[2]!);
      if (!object)
        return send(response, 404, {
          error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${match[2]}'` },
        });
      // Stripe's expand: the named id fields come back as their objects.
      const expanded = Object.fromEntries(
        expandOf(url.searchParams).map((field) => [
          field,
          typeof object[field] === 'string' ? (objects.get(object[field]) ?? object[field]) : object[field],
        ]),
      );
      return send(response, 200, { ...object, ...expanded });
    }
    return send(response, 404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
  });
}

const WEBHOOK_SECRET = 'whsec_fake_stripe';
const provider = () =>
  createStripeProvider({
    secretKey: 'sk_test_fake',
    webhookSecret: WEBHOOK_SECRET,
    host: '127.0.0.1',
    port,
    protocol: 'http',
    timeoutMs: 5000,
  });

beforeAll(async () => {
  server = http.createServer(fakeStripe);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  requests.length = 0;
});

describe('Stripe adapter', () => {
  it('creates a payment intent with our idempotency key, our secret key and our metadata', async () => {
    const created = await provider().createPaymentIntent({
      amountCents: 12_500,
      currency: 'usd',
      metadata: { brandId: 'b1', purpose: 'brief_funding' },
      idempotencyKey: 'fund-intent:b1:abc',
    });
    expect(created).toEqual({
      id: expect.stringMatching(/^pi_fake_/),
      clientSecret: expect.stringContaining('_secret_'),
      status: 'requires_payment_method',
    });
    const request = requests[0]!;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: 'fund-intent:b1:abc',
      authorization: 'Bearer sk_test_fake',
    });
    expect(request.form.get('amount')).toBe('12500');
    expect(request.form.get('metadata[brandId]')).toBe('b1');
    expect(request.form.get('automatic_payment_methods[enabled]')).toBe('true');

    expect(await provider().retrievePaymentIntent(created.id)).toEqual({
      id: created.id,
      amountCents: 12_500,
      currency: 'usd',
      status: 'requires_payment_method',
      metadata: { brandId: 'b1', purpose: 'brief_funding' },
      chargeId: null,
    });
    expect(await provider().retrievePaymentIntent('pi_missing')).toBeNull();
  });

  it('reads the charge of a succeeded payment intent from latest_charge, as an id or expanded', async () => {
    objects.set('pi_paid', {
      id: 'pi_paid',
      object: 'payment_intent',
      amount: 5000,
      currency: 'usd',
      status: 'succeeded',
      metadata: {},
      latest_charge: 'ch_paid',
    });
    objects.set('pi_paid_expanded', {
      id: 'pi_paid_expanded',
      object: 'payment_intent',
      amount: 5000,
      currency: 'usd',
      status: 'succeeded',
      metadata: {},
      latest_charge: { id: 'ch_expanded', object: 'charge' },
    });
    expect(await provider().retrievePaymentIntent('pi_paid')).toMatchObject({
      status: 'succeeded',
      chargeId: 'ch_paid',
    });
    expect(await provider().retrievePaymentIntent('pi_paid_expanded')).toMatchObject({ chargeId: 'ch_expanded' });
  });

  it('creates and reads a checkout session', async () => {
    const created = await provider().createCheckoutSession({
      amountCents: 5000,
      currency: 'usd',
      description: 'Fund the brief',
      successUrl: 'https://app.example/briefs/1/funding/success?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'https://app.example/briefs/1/funding/cancel',
      metadata: { briefId: '1' },
      idempotencyKey: 'fund-checkout:1:5000',
    });
    expect(created.url).toBe(`https://checkout.fake/${created.id}`);
    expect(requests[0]!.form.get('success_url')).toContain('{CHECKOUT_SESSION_ID}');
    expect(requests[0]!.form.get('mode')).toBe('payment');
    expect(requests[0]!.form.get('payment_intent_data[metadata][briefId]')).toBe('1');
    objects.set('pi_from_checkout', {
      id: 'pi_from_checkout',
      object: 'payment_intent',
      amount: 5000,
      currency: 'usd',
      status: 'succeeded',
      metadata: { briefId: '1' },
      latest_charge: 'ch_from_checkout',
    });
    expect(await provider().retrieveCheckoutSession(created.id)).toEqual({
      id: created.id,
      status: 'complete',
      paymentStatus: 'paid',
      amountCents: 5000,
      currency: 'usd',
      paymentIntentId: 'pi_from_checkout',
      chargeId: 'ch_from_checkout',
      metadata: { briefId: '1' },
    });
    // One request: the session with its payment intent expanded (for its latest_charge).
    expect(requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${created.id}` });
    expect(expandOf(requests.at(-1)!.query)).toEqual(['payment_intent']);
    expect(await provider().retrieveCheckoutSession('cs_missing')).toBeNull();
  });

  it('maps Stripe errors to typed provider errors', async () => {
    const create = (amountCents: number) =>
      provider().createPaymentIntent({
        amountCents,
        currency: 'usd',
        metadata: {},
        idempotencyKey: `k-${amountCents}`,
      });
    const declined = await create(402).catch((error: unknown) => error);
    expect(declined).toBeInstanceOf(CardError);
    expect(declined).toMatchObject({
      message: 'Your card has insufficient funds.',
      code: 'card_declined',
      declineCode: 'insufficient_funds',
    });
    await expect(create(400)).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    await expect(create(503)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('creates an Express account with our key, links its onboarding and reads its status', async () => {
    const created = await provider().createConnectedAccount({
      country: 'US',
      email: 'c@example.test',
      idempotencyKey: 'account:c1',
    });
    expect(created.id).toMatch(/^acct_fake_/);
    expect(requests[0]).toMatchObject({ path: '/v1/accounts', idempotencyKey: 'account:c1' });
    expect(requests[0]!.form.get('type')).toBe('express');
    expect(requests[0]!.form.get('capabilities[transfers][requested]')).toBe('true');
    const link = await provider().createAccountLink({
      accountId: created.id,
      returnUrl: 'https://app.example/dashboard',
      refreshUrl: 'https://app.example/dashboard?refresh=1',
    });
    expect(link).toEqual({ url: `https://connect.fake/setup/${created.id}`, expiresAt: 1_900_000_000 });
    expect(requests[1]!.form.get('type')).toBe('account_onboarding');
    expect(await provider().retrieveAccount(created.id)).toEqual({
      id: created.id,
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: false,
      requirements: { currentlyDue: ['external_account'], disabledReason: null },
      country: 'US',
      defaultCurrency: 'usd',
    });
    expect(await provider().retrieveAccount('acct_missing')).toBeNull();
  });

  it('creates transfers and refunds with our keys, and maps a destination without capabilities to AccountNotReadyError', async () => {
    const transfer = await provider().createTransfer({
      amountCents: 9000,
      currency: 'usd',
      destination: 'acct_1',
      transferGroup: 'brief_b1',
      idempotencyKey: 'transfer:a1',
    });
    expect(transfer.id).toMatch(/^tr_fake_/);
    expect(requests[0]).toMatchObject({ path: '/v1/transfers', idempotencyKey: 'transfer:a1' });
    expect(requests[0]!.form.get('transfer_group')).toBe('brief_b1');
    expect(requests[0]!.form.get('amount')).toBe('9000');
    expect(requests[0]!.form.has('source_transaction')).toBe(false);
    await provider().createTransfer({
      amountCents: 4500,
      currency: 'usd',
      destination: 'acct_1',
      transferGroup: 'brief_b2',
      sourceTransaction: 'ch_funding',
      idempotencyKey: 'transfer:a3',
    });
    expect(requests.at(-1)).toMatchObject({ path: '/v1/transfers', idempotencyKey: 'transfer:a3' });
    expect(requests.at(-1)!.form.get('source_transaction')).toBe('ch_funding');
    await expect(
      provider().createTransfer({
        amountCents: 1,
        currency: 'usd',
        destination: 'acct_restricted',
        transferGroup: 'g',
        idempotencyKey: 'transfer:a2',
      }),
    ).rejects.toBeInstanceOf(AccountNotReadyError);
    expect(
      await provider().createRefund({ paymentIntentId: 'pi_1', amountCents: 500, idempotencyKey: 'refund:b1:1' }),
    ).toEqual({ id: 're_fake_1', status: 'succeeded' });
    expect(requests.at(-1)).toMatchObject({ path: '/v1/refunds', idempotencyKey: 'refund:b1:1' });
  });

  it('reads a refund as it is now: a card refund that failed after it succeeded, and statuses it does not know', async () => {
    objects.set('re_failed', {
      id: 're_failed',
      object: 'refund',
      amount: 20_000,
      currency: 'usd',
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
      payment_intent: { id: 'pi_expanded', object: 'payment_intent' },
    });
    objects.set('re_new_status', {
      id: 're_new_status',
      object: 'refund',
      amount: 100,
      currency: 'usd',
      status: 'some_future_status',
      payment_intent: 'pi_2',
    });
    expect(await provider().retrieveRefund('re_failed')).toEqual({
      id: 're_failed',
      status: 'failed',
      amountCents: 20_000,
      currency: 'usd',
      paymentIntentId: 'pi_expanded',
      failureReason: 'expired_or_canceled_card',
    });
    expect(requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/refunds/re_failed' });
    expect(await provider().retrieveRefund('re_new_status')).toEqual({
      id: 're_new_status',
      status: 'pending',
      amountCents: 100,
      currency: 'usd',
      paymentIntentId: 'pi_2',
      failureReason: null,
    });
    expect(await provider().retrieveRefund('re_missing')).toBeNull();
  });

  it('lists balance transactions for reconciliation: charges, transfers, refunds net of their failures', async () => {
    const from = new Date(1_799_999_000_000);
    const to = new Date(1_800_001_000_000);
    const activity = await provider().listMoneyActivity!({ from, to });
    expect(activity).toEqual([
      {
        type: 'payment',
        id: 'ch_1',
        paymentIntentId: 'pi_1',
        amountCents: 5000,
        currency: 'usd',
        createdAt: new Date(1_800_000_000_000),
      },
      {
        type: 'transfer',
        id: 'tr_1',
        paymentIntentId: null,
        amountCents: 4500,
        currency: 'usd',
        createdAt: new Date(1_800_000_100_000),
      },
      {
        type: 'refund',
        id: 're_1',
        paymentIntentId: null,
        amountCents: 0,
        currency: 'usd',
        createdAt: new Date(1_800_000_200_000),
      },
    ]);
    const listed = requests.filter((request) => request.path === '/v1/balance_transactions');
    expect(listed).toHaveLength(2);
    expect(listed[0]!.query.get('created[gte]')).toBe(String(from.getTime() / 1000));
    expect(listed[0]!.query.get('created[lt]')).toBe(String(to.getTime() / 1000));
    expect(expandOf(listed[0]!.query)).toEqual(['data.source']);
  });

  it('verifies webhooks with constructEvent and a 300 s tolerance', () => {
    const body = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      created: 1,
      data: { object: { id: 'cs_1', object: 'checkout.session' } },
    });
    const now = Math.floor(Date.now() / 1000);
    expect(provider().verifyWebhook(Buffer.from(body), signatureHeader(WEBHOOK_SECRET, body, now))).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      created: 1,
      object: { id: 'cs_1', object: 'checkout.session' },
    });
    for (const header of [
      undefined,
      signatureHeader('whsec_other', body, now),
      signatureHeader(WEBHOOK_SECRET, body, now - 301),
    ]) {
      expect(() => provider().verifyWebhook(Buffer.from(body), header)).toThrow(WebhookSignatureError);
    }
  });
});
