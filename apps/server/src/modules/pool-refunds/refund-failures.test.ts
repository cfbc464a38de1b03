import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, openTestDatabase, type TestApp } from '../../../test/test-app.ts';
import {
  archiveBrief,
  bearer,
  connectPayoutAccount,
  createBrand,
  createCreator,
  createDraftBrief,
  createFundedBrief,
  createSubmission,
  distribute,
  paidIntent,
  uniqueSuffix,
  winnerEntry,
} from '../../../test/factories.ts';
import { FAULTS_WEBHOOK_SECRET } from '../../../test/provider-faults.ts';
import { queryRows } from '../../db/client.ts';
import { ProviderUnavailableError } from '../../integrations/payments/errors.ts';
import { signatureHeader } from '../../integrations/payments/signing.ts';
import {
  createTestModeProvider,
  type EventSink,
  type TestModeProvider,
} from '../../integrations/payments/test-mode/test-provider.ts';
import { ledgerInvariantViolations } from '../ledger/ledger.invariants.ts';
import { balanceOf } from '../ledger/ledger.service.ts';
import { brandWalletAccount, EXTERNAL_CARD_REFUNDS } from '../ledger/ledger.accounts.ts';

// A card refund of a pool that fails after the provider accepted it (decision 008): the refund
// row goes succeeded → failed and the money is credited to the brand's wallet, once, in the same
// transaction, however many times and in whatever order the provider's events arrive.

let t: TestApp;
let provider: TestModeProvider;
/** The next refund fails at the provider before we record it (its events find nothing to match). */
let failNextRefundEarly = false;
/** The provider cannot be reached when we read a refund. */
let refundReadsDown = false;
let brand: { token: string; id: string };
let creator: { token: string; id: string };

beforeAll(async () => {
  const database = await openTestDatabase();
  const base = createTestModeProvider({
    db: database.db,
    webhookSecret: FAULTS_WEBHOOK_SECRET,
    publicUrl: 'http://localhost:3000',
  });
  const createRefund: TestModeProvider['createRefund'] = async (args) => {
    const created = await base.createRefund(args);
    if (failNextRefundEarly) await base.failRefund(created.id, 'lost_or_stolen_card');
    return created;
  };
  const retrieveRefund: TestModeProvider['retrieveRefund'] = async (id) => {
    if (refundReadsDown) throw new ProviderUnavailableError();
    return base.retrieveRefund(id);
  };
  provider = { ...base, createRefund, retrieveRefund };
  t = await createTestApp({
    database,
    paymentsProvider: provider,
    env: { PAYMENTS_WEBHOOK_SECRET: FAULTS_WEBHOOK_SECRET },
  });
  const [createdBrand, createdCreator] = await Promise.all([createBrand(t.app), createCreator(t.app)]);
  brand = { token: createdBrand.token, id: createdBrand.user.id };
  creator = { token: createdCreator.token, id: createdCreator.user.id };
  await connectPayoutAccount(t.app, creator.token, 'complete');
});
afterAll(async () => {
  await t.close();
  await t.database.close();
});

/** A card-funded $300 brief with a $100 cash winner (paid), archived, and its $200 refunded to the card. */
async function refundedBrief() {
  const brief = await createFundedBrief(t.app, brand.token, { reward: 300, amountOfWinners: 2 });
  const submission = await createSubmission(t.app, creator.token, brief.id);
  await distribute(t.app, brand.token, brief.id, [winnerEntry(submission, creator.id, 'cash', 100)]);
  await archiveBrief(t.database.db, brief.id);
  const refund = await t.app.inject({
    method: 'POST',
    url: `/api/briefs/${brief.id}/refund`,
    headers: bearer(brand.token),
  });
  expect(refund.statusCode).toBe(200);
  const [row] = await queryRows<{ id: string; provider_refund_id: string; status: string }>(
    t.database.db,
    sql`select id, provider_refund_id, status from pool_refunds where brief_id = ${brief.id}`,
  );
  return { brief, refund: refund.json(), row: row! };
}

const money = async (briefId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/briefs/${briefId}/money`, headers: bearer(brand.token) })).json()
    .data;
const walletCents = () => balanceOf(t.database.db, brandWalletAccount(brand.id));
const refundRow = async (id: string) =>
  (
    await queryRows<{ status: string; failure_reason: string | null; failed_at: Date | null }>(
      t.database.db,
      sql`select status, failure_reason, failed_at from pool_refunds where id = ${id}`,
    )
  )[0]!;
const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ count: number }>(t.database.db, query))[0]!.count);
const reversals = (briefId: string) =>
  count(
    sql`select count(*)::int as count from ledger_transactions where kind = 'pool_refund_failure' and reference_id like ${`${briefId}:%`}`,
  );
const audits = (briefId: string) =>
  count(
    sql`select count(*)::int as count from audit_log where action = 'brief.pool_refund_failed' and target_id = ${briefId}`,
  );

const deliver = (delivery: { rawBody: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/payments',
    payload: delivery.rawBody,
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
  });

/** A provider event signed with the webhook secret, as Stripe would send it. */
function signedEvent(type: string, object: Record<string, unknown>) {
  const created = Math.floor(Date.now() / 1000);
  const rawBody = JSON.stringify({
    id: `evt_${uniqueSuffix()}${uniqueSuffix()}`,
    object: 'event',
    created,
    type,
    data: { object },
  });
  return { rawBody, signature: signatureHeader(FAULTS_WEBHOOK_SECRET, rawBody, created) };
}

/** Runs `act` with the provider's events captured instead of delivered. */
async function captureEvents(act: () => Promise<unknown>): Promise<Array<Parameters<EventSink>[0]>> {
  const captured: Array<Parameters<EventSink>[0]> = [];
  const sink = provider.setEventSink(async (delivery) => void captured.push(delivery));
  try {
    await act();
  } finally {
    provider.setEventSink(sink);
  }
  return captured;
}

describe('a card refund that fails after it succeeded', () => {
  it('marks the refund failed and credits the brand wallet once, end to end through the test provider', async () => {
    const { brief, refund, row } = await refundedBrief();
    expect(refund).toMatchObject({
      refunded: 200,
      status: 'succeeded',
      destination: 'card',
      data: { refunded: 200, failedRefunds: 0, remaining: 0 },
    });
    const walletBefore = await walletCents();
    const cardRefundsBefore = await balanceOf(t.database.db, EXTERNAL_CARD_REFUNDS);

    const failed = await t.app.inject({
      method: 'POST',
      url: `/test-provider/refunds/${row.provider_refund_id}/fail`,
      payload: { reason: 'expired_or_canceled_card' },
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      id: row.provider_refund_id,
      status: 'failed',
      amountCents: 20_000,
      failureReason: 'expired_or_canceled_card',
    });

    expect(await refundRow(row.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
      failed_at: expect.anything(),
    });
    expect(await walletCents()).toBe(walletBefore + 20_000);
    expect(await balanceOf(t.database.db, EXTERNAL_CARD_REFUNDS)).toBe(cardRefundsBefore - 20_000);
    expect(await reversals(brief.id)).toBe(1);
    expect(await audits(brief.id)).toBe(1);
    const entries = await queryRows<{ account: string; amount_cents: string }>(
      t.database.db,
      sql`select e.account, e.amount_cents from ledger_entries e join ledger_transactions tr on tr.id = e.transaction_id where tr.kind = 'pool_refund_failure' and tr.reference_id like ${`${brief.id}:%`} order by e.amount_cents`,
    );
    expect(entries.map((entry) => [entry.account, Number(entry.amount_cents)])).toEqual([
      [EXTERNAL_CARD_REFUNDS, -20_000],
      [brandWalletAccount(brand.id), 20_000],
    ]);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
    expect(await money(brief.id)).toEqual({
      funded: 300,
      assigned: 100,
      paid: 90,
      fees: 10,
      held: 0,
      refunded: 0,
      failedRefunds: 200,
      remaining: 0,
    });

    // Failing it again at the provider changes nothing and sends nothing.
    expect(
      (await t.app.inject({ method: 'POST', url: `/test-provider/refunds/${row.provider_refund_id}/fail` })).json()
        .status,
    ).toBe('failed');
    expect(await walletCents()).toBe(walletBefore + 20_000);
    expect(await reversals(brief.id)).toBe(1);
    // The pool is empty: nothing more to refund.
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/briefs/${brief.id}/refund`, headers: bearer(brand.token) }))
        .statusCode,
    ).toBe(409);
  });

  it('leaves money the brand can spend on a new brief', async () => {
    const { row } = await refundedBrief();
    const wallet = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/brands/wallet', headers: bearer(brand.token) })).json()
        .balance as number;
    const before = await wallet();
    expect(
      (await t.app.inject({ method: 'POST', url: `/test-provider/refunds/${row.provider_refund_id}/fail` })).statusCode,
    ).toBe(200);
    expect(await wallet()).toBe(before + 200);
    const draft = await createDraftBrief(t.app, brand.token, { reward: 200, amountOfWinners: 1 });
    const funded = await t.app.inject({
      method: 'POST',
      url: `/api/briefs/${draft.id}/fund/wallet`,
      headers: bearer(brand.token),
    });
    expect(funded.statusCode).toBe(200);
    expect(await wallet()).toBe(before);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('gives the same state as one delivery when each event arrives 1–5 times, in any order, at once', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const { brief, row } = await refundedBrief();
      const walletBefore = await walletCents();
      const captured = await captureEvents(() => provider.failRefund(row.provider_refund_id));
      expect(captured.map((delivery) => delivery.type)).toEqual([
        'refund.updated',
        'charge.refund.updated',
        'refund.failed',
      ]);
      // A stale snapshot (the refund as it was when it succeeded) is re-read, not trusted.
      captured.push({
        ...signedEvent('refund.updated', { id: row.provider_refund_id, object: 'refund', status: 'succeeded' }),
        type: 'refund.updated',
      });

      const deliveries = captured.flatMap((delivery) => Array.from({ length: randomInt(1, 6) }, () => delivery));
      for (let index = deliveries.length - 1; index > 0; index--) {
        const other = randomInt(0, index + 1);
        [deliveries[index], deliveries[other]] = [deliveries[other]!, deliveries[index]!];
      }
      const answers = await Promise.all(deliveries.map(deliver));
      expect(answers.map((answer) => answer.statusCode)).toEqual(deliveries.map(() => 200));
      expect(answers.filter((answer) => answer.json().duplicate === false)).toHaveLength(captured.length);

      expect((await refundRow(row.id)).status).toBe('failed');
      expect(await walletCents()).toBe(walletBefore + 20_000);
      expect(await reversals(brief.id)).toBe(1);
      expect(await audits(brief.id)).toBe(1);
      expect((await money(brief.id)).failedRefunds).toBe(200);
    }
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('answers 503 while the provider cannot be read, so the same event is delivered again and applied', async () => {
    const { brief, row } = await refundedBrief();
    const captured = await captureEvents(() => provider.failRefund(row.provider_refund_id));
    const event = captured.find((delivery) => delivery.type === 'refund.failed')!;
    refundReadsDown = true;
    const down = await deliver(event).finally(() => (refundReadsDown = false));
    expect(down.statusCode).toBe(503);
    expect((await refundRow(row.id)).status).toBe('succeeded');
    const again = await deliver(event);
    expect(again.json()).toEqual({ received: true, duplicate: false });
    expect((await refundRow(row.id)).status).toBe('failed');
    expect(await reversals(brief.id)).toBe(1);
  });

  it('catches a failure the provider reported before our refund was recorded', async () => {
    const brief = await createFundedBrief(t.app, brand.token, { reward: 150, amountOfWinners: 1 });
    await archiveBrief(t.database.db, brief.id);
    const walletBefore = await walletCents();
    failNextRefundEarly = true;
    const refund = await t.app
      .inject({ method: 'POST', url: `/api/briefs/${brief.id}/refund`, headers: bearer(brand.token) })
      .finally(() => (failNextRefundEarly = false));
    expect(refund.statusCode).toBe(200);
    expect(refund.json()).toMatchObject({
      refunded: 150,
      status: 'failed',
      destination: 'card',
      data: { funded: 150, refunded: 0, failedRefunds: 150, remaining: 0 },
    });
    expect(await walletCents()).toBe(walletBefore + 15_000);
    expect(await reversals(brief.id)).toBe(1);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('catches it in the retry job when we crashed between recording the refund and asking about it (issue 13, item 8)', async () => {
    const { brief, row } = await refundedBrief();
    const walletBefore = await walletCents();
    // The failure happened before our refund was recorded, and its events found nothing to match;
    // the process then died before its recheck: only the provider knows.
    await t.database.db.execute(
      sql`update test_provider_refunds set status = 'failed', failure_reason = 'lost_or_stolen_card' where id = ${row.provider_refund_id}`,
    );
    expect((await refundRow(row.id)).status).toBe('succeeded');
    await t.app.services.poolRefunds.retryPending();
    expect((await refundRow(row.id)).status).toBe('failed');
    expect(await walletCents()).toBe(walletBefore + 20_000);
    await t.app.services.poolRefunds.retryPending();
    expect(await reversals(brief.id)).toBe(1);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });
});

describe('refund events that change nothing', () => {
  it('acknowledges and ignores refunds we did not make, unknown ids and malformed objects', async () => {
    // A refund at the provider that is not one of our pool refunds (e.g. made from its dashboard).
    const intent = await paidIntent(t.app, brand.token, 5_000);
    const foreign = await provider.createRefund({
      paymentIntentId: intent.paymentIntentId,
      amountCents: 1_000,
      idempotencyKey: `foreign-${uniqueSuffix()}`,
    });
    const walletBefore = await walletCents();
    const reversalsBefore = await count(
      sql`select count(*)::int as count from ledger_transactions where kind = 'pool_refund_failure'`,
    );
    const captured = await captureEvents(() => provider.failRefund(foreign.id));
    const others = [
      signedEvent('refund.failed', { id: 're_test_unknown', object: 'refund', status: 'failed' }),
      signedEvent('charge.refund.updated', { object: 'refund' }),
      signedEvent('refund.updated', { id: 42 }),
      signedEvent('refund.failed', { id: 'x'.repeat(5000) }),
    ];
    for (const delivery of [...captured, ...others]) {
      const answer = await deliver(delivery);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ received: true, duplicate: false });
    }
    expect(await walletCents()).toBe(walletBefore);
    expect(
      await count(sql`select count(*)::int as count from ledger_transactions where kind = 'pool_refund_failure'`),
    ).toBe(reversalsBefore);
  });

  it('does nothing for a refund that has not failed', async () => {
    const { brief, row } = await refundedBrief();
    const answer = await deliver(
      signedEvent('refund.failed', { id: row.provider_refund_id, object: 'refund', status: 'failed' }),
    );
    expect(answer.statusCode).toBe(200);
    expect((await refundRow(row.id)).status).toBe('succeeded');
    expect(await reversals(brief.id)).toBe(0);
    expect((await money(brief.id)).refunded).toBe(200);
  });

  it('refuses events with a bad or missing signature', async () => {
    const { brief, row } = await refundedBrief();
    const captured = await captureEvents(() => provider.failRefund(row.provider_refund_id));
    const event = captured.find((delivery) => delivery.type === 'refund.failed')!;
    const forged = signatureHeader('whsec_someone_else', event.rawBody, Math.floor(Date.now() / 1000));
    for (const headers of [{ 'stripe-signature': forged }, {}, { 'stripe-signature': 'garbage' }]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/webhooks/payments',
        payload: event.rawBody,
        headers: { 'content-type': 'application/json', ...headers },
      });
      expect(answer.statusCode).toBe(400);
    }
    const stale = Math.floor(Date.now() / 1000) - 301;
    expect(
      (
        await deliver({
          rawBody: event.rawBody,
          signature: signatureHeader(FAULTS_WEBHOOK_SECRET, event.rawBody, stale),
        })
      ).statusCode,
    ).toBe(400);
    expect((await refundRow(row.id)).status).toBe('succeeded');
    expect(await reversals(brief.id)).toBe(0);
    // The genuine delivery still works afterwards.
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await refundRow(row.id)).status).toBe('failed');
  });
});

describe('POST /test-provider/refunds/:id/fail', () => {
  it('answers 404 for an unknown refund and 400 for an unknown reason', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/test-provider/refunds/re_test_nope/fail' })).statusCode).toBe(
      404,
    );
    const { row } = await refundedBrief();
    const bad = await t.app.inject({
      method: 'POST',
      url: `/test-provider/refunds/${row.provider_refund_id}/fail`,
      payload: { reason: 'because' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await refundRow(row.id)).status).toBe('succeeded');
  });

  it('makes a failed refund’s amount refundable again at the provider, as Stripe does', async () => {
    const intent = await paidIntent(t.app, brand.token, 2_000);
    const first = await provider.createRefund({
      paymentIntentId: intent.paymentIntentId,
      amountCents: 2_000,
      idempotencyKey: `r1-${uniqueSuffix()}`,
    });
    await expect(
      provider.createRefund({
        paymentIntentId: intent.paymentIntentId,
        amountCents: 2_000,
        idempotencyKey: `r2-${uniqueSuffix()}`,
      }),
    ).rejects.toThrow(/greater than unrefunded/);
    await captureEvents(() => provider.failRefund(first.id));
    expect(await provider.retrieveRefund(first.id)).toEqual({
      id: first.id,
      status: 'failed',
      amountCents: 2_000,
      currency: 'usd',
      paymentIntentId: intent.paymentIntentId,
      failureReason: 'expired_or_canceled_card',
    });
    expect(
      (
        await provider.createRefund({
          paymentIntentId: intent.paymentIntentId,
          amountCents: 2_000,
          idempotencyKey: `r3-${uniqueSuffix()}`,
        })
      ).status,
    ).toBe('succeeded');
    expect(await provider.retrieveRefund('re_test_nope')).toBeNull();
  });
});
