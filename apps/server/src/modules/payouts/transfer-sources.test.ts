import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, openTestDatabase, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  connectPayoutAccount,
  createBrand,
  createCreator,
  createDraftBrief,
  createFundedBrief,
  createPaymentIntent,
  confirmCard,
  createSubmission,
  distribute,
  payCheckout,
  winnerEntry,
} from '../../../test/factories.ts';
import { FAULTS_WEBHOOK_SECRET, faultyTestProvider, type ProviderFaults } from '../../../test/provider-faults.ts';
import { queryRows } from '../../db/client.ts';
import type { TestModeProvider } from '../../integrations/payments/test-mode/test-provider.ts';
import { ledgerInvariantViolations } from '../ledger/ledger.invariants.ts';
import { reconcileTransfers, releaseHeldPayouts } from './payouts.jobs.ts';

// Decision 007: a cash transfer of a brief's reward names the card charge that funded the brief
// (`source_transaction`), so it does not wait for the platform's available balance. The charge is
// recorded when the funding is settled and fixed on the award, so every retry under
// `transfer:<assignmentId>` sends the same parameters. Wallet money (wallet-funded briefs,
// withdrawals) has no single charge and names none.

let t: TestApp;
let provider: TestModeProvider;
let faults: ProviderFaults;
let brand: { token: string; id: string };

beforeAll(async () => {
  const database = await openTestDatabase();
  ({ provider, faults } = faultyTestProvider(database));
  t = await createTestApp({
    database,
    paymentsProvider: provider,
    env: { PAYMENTS_WEBHOOK_SECRET: FAULTS_WEBHOOK_SECRET },
  });
  const created = await createBrand(t.app);
  brand = { token: created.token, id: created.user.id };
});
afterAll(async () => {
  await t.close();
  await t.database.close();
});

const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function activeCreator() {
  const created = await createCreator(t.app);
  const accountId = await connectPayoutAccount(t.app, created.token, 'complete');
  return { token: created.token, id: created.user.id, accountId };
}

/** The charge we recorded with the payment that funded the brief (null: none or not recorded). */
async function fundingChargeOf(briefId: string): Promise<string | null | undefined> {
  const rows = await queryRows<{ charge_id: string | null }>(
    t.database.db,
    sql`select charge_id from provider_payments where brief_id = ${briefId} and applied_to = 'brief'`,
  );
  return rows[0]?.charge_id;
}

/** The charge the test-mode provider made for a payment intent. */
async function providerChargeOf(paymentIntentId: string): Promise<string | null> {
  return (await provider.retrievePaymentIntent(paymentIntentId))?.chargeId ?? null;
}

const transfersTo = (accountId: string) =>
  queryRows<{ id: string; amount_cents: number; source_transaction: string | null }>(
    t.database.db,
    sql`select id, amount_cents::int as amount_cents, source_transaction from test_provider_transfers where destination = ${accountId}`,
  );
const assignmentSource = async (id: string) =>
  (
    await queryRows<{ source_transaction: string | null }>(
      t.database.db,
      sql`select source_transaction from reward_assignments where id = ${id}`,
    )
  )[0]?.source_transaction;
const requestsFor = (assignmentId: string) =>
  faults.transferRequests.filter((request) => request.idempotencyKey === `transfer:${assignmentId}`);

/** assign-reward on the brief's first tier without a winner. */
async function assignFreeTier(briefId: string, submissionId: string, creatorId: string): Promise<string> {
  const managed = (
    await t.app.inject({ method: 'GET', url: '/api/brands/reward-management', headers: bearer(brand.token) })
  )
    .json()
    .briefs.find((item: { id: string }) => item.id === briefId);
  const taken = new Set(
    managed.rewardAssignments.map((assignment: { rewardTierId: string }) => assignment.rewardTierId),
  );
  const tier = managed.rewardTiers.find((candidate: { id: string }) => !taken.has(candidate.id));
  const assigned = await post(`/api/briefs/${briefId}/assign-reward`, brand.token, {
    rewardTierId: tier.id,
    submissionId,
    creatorId,
  });
  expect(assigned.statusCode).toBe(201);
  return assigned.json().assignment.id as string;
}

describe('the funding charge', () => {
  it('is recorded with a card payment when POST /api/briefs settles it, and the brief’s cash transfers name it', async () => {
    const [first, second] = [await activeCreator(), await activeCreator()];
    const brief = await createFundedBrief(t.app, brand.token, { reward: 500, amountOfWinners: 3 });
    const [paymentIntentId] = (
      await queryRows<{ provider_object_id: string }>(
        t.database.db,
        sql`select provider_object_id from provider_payments where brief_id = ${brief.id}`,
      )
    ).map((row) => row.provider_object_id);
    const chargeId = await fundingChargeOf(brief.id);
    expect(chargeId).toMatch(/^ch_test_/);
    expect(chargeId).toBe(await providerChargeOf(paymentIntentId!));

    const [a, b] = [
      await createSubmission(t.app, first.token, brief.id),
      await createSubmission(t.app, second.token, brief.id),
    ];
    const response = await distribute(t.app, brand.token, brief.id, [
      winnerEntry(a, first.id, 'cash', 200),
      winnerEntry(b, second.id, 'cash', 300),
    ]);
    expect(response.json().results.successful.map((row: { payoutStatus: string }) => row.payoutStatus)).toEqual([
      'paid',
      'paid',
    ]);
    // Two transfers from one charge of $500: $180 + $270 net.
    expect(await transfersTo(first.accountId)).toEqual([
      expect.objectContaining({ amount_cents: 18_000, source_transaction: chargeId }),
    ]);
    expect(await transfersTo(second.accountId)).toEqual([
      expect.objectContaining({ amount_cents: 27_000, source_transaction: chargeId }),
    ]);
    for (const row of response.json().results.successful)
      expect(await assignmentSource(row.assignmentId)).toBe(chargeId);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('is the session’s charge for a brief paid through hosted checkout (settled by the webhook)', async () => {
    const creator = await activeCreator();
    const draft = await createDraftBrief(t.app, brand.token, { reward: 120, amountOfWinners: 1 });
    const { sessionId } = (await post(`/api/briefs/${draft.id}/fund/checkout`, brand.token)).json();
    expect((await payCheckout(t.app, sessionId)).statusCode).toBe(303);
    const session = await provider.retrieveCheckoutSession(sessionId);
    expect(session?.chargeId).toMatch(/^ch_test_/);
    expect(await fundingChargeOf(draft.id)).toBe(session!.chargeId);

    const submission = await createSubmission(t.app, creator.token, draft.id);
    const assignmentId = await assignFreeTier(draft.id, submission.id, creator.id);
    expect((await post(`/api/briefs/${draft.id}/process-payouts`, brand.token)).json().results[0].payoutStatus).toBe(
      'paid',
    );
    expect(await transfersTo(creator.accountId)).toEqual([
      expect.objectContaining({ amount_cents: 10_800, source_transaction: session!.chargeId }),
    ]);
    expect(requestsFor(assignmentId)).toEqual([expect.objectContaining({ sourceTransaction: session!.chargeId })]);
  });

  it('is the intent’s charge for a draft paid by card and settled by the payment_intent.succeeded webhook', async () => {
    const creator = await activeCreator();
    const draft = await createDraftBrief(t.app, brand.token, { reward: 80, amountOfWinners: 1 });
    const intent = await createPaymentIntent(t.app, brand.token, 8000, { briefId: draft.id });
    expect((await confirmCard(t.app, intent)).statusCode).toBe(200);
    expect(await fundingChargeOf(draft.id)).toBe(await providerChargeOf(intent.paymentIntentId));
    const submission = await createSubmission(t.app, creator.token, draft.id);
    await distribute(t.app, brand.token, draft.id, [winnerEntry(submission, creator.id, 'cash', 80)]);
    expect(await transfersTo(creator.accountId)).toEqual([
      expect.objectContaining({ source_transaction: await providerChargeOf(intent.paymentIntentId) }),
    ]);
  });

  it('is none for a brief funded from the brand’s wallet, even when the wallet was topped up by card', async () => {
    const payer = await createBrand(t.app);
    const creator = await activeCreator();
    const { sessionId } = (await post('/api/brands/wallet/checkout', payer.token, { amount: 100 })).json();
    expect((await payCheckout(t.app, sessionId)).statusCode).toBe(303);
    // The top-up's own charge is recorded with it; the brief funded from the wallet has no single charge.
    const topUp = await queryRows<{ applied_to: string; charge_id: string | null }>(
      t.database.db,
      sql`select applied_to, charge_id from provider_payments where provider_object_id = ${sessionId}`,
    );
    expect(topUp).toEqual([
      { applied_to: 'wallet', charge_id: (await provider.retrieveCheckoutSession(sessionId))!.chargeId },
    ]);
    const draft = await createDraftBrief(t.app, payer.token, { reward: 100, amountOfWinners: 1 });
    expect((await post(`/api/briefs/${draft.id}/fund/wallet`, payer.token)).statusCode).toBe(200);
    expect(await fundingChargeOf(draft.id)).toBeUndefined();

    const submission = await createSubmission(t.app, creator.token, draft.id);
    const response = await distribute(t.app, payer.token, draft.id, [winnerEntry(submission, creator.id, 'cash', 100)]);
    const [result] = response.json().results.successful;
    expect(result.payoutStatus).toBe('paid');
    expect(await transfersTo(creator.accountId)).toEqual([
      expect.objectContaining({ amount_cents: 9000, source_transaction: null }),
    ]);
    expect(await assignmentSource(result.assignmentId)).toBeNull();
    expect(requestsFor(result.assignmentId)).toEqual([
      expect.not.objectContaining({ sourceTransaction: expect.anything() }),
    ]);
  });
});

describe('retries of a transfer from the funding charge', () => {
  it('send exactly the same parameters under the same key (provider error, lost answer, stale claim) and pay once', async () => {
    const creator = await activeCreator();
    const brief = await createFundedBrief(t.app, brand.token, { reward: 300, amountOfWinners: 3 });
    const chargeId = await fundingChargeOf(brief.id);
    const submission = await createSubmission(t.app, creator.token, brief.id);

    // 1. The provider errors before acting: held, then the release job pays it.
    faults.failTransfers = true;
    const failed = (
      await distribute(t.app, brand.token, brief.id, [winnerEntry(submission, creator.id, 'cash', 100)])
    ).json().results.successful[0];
    faults.failTransfers = false;
    expect(failed.payoutStatus).toBe('held');
    await releaseHeldPayouts({ payouts: t.app.services.payouts });

    // 2. The provider acts and the answer is lost: held, and the retry gets the first transfer back.
    const second = await activeCreator();
    const lostSubmission = await createSubmission(t.app, second.token, brief.id);
    faults.loseTransferAnswers = true;
    const lost = (
      await distribute(t.app, brand.token, brief.id, [winnerEntry(lostSubmission, second.id, 'cash', 100)])
    ).json().results.successful[0];
    faults.loseTransferAnswers = false;
    expect(lost.payoutStatus).toBe('held');
    await releaseHeldPayouts({ payouts: t.app.services.payouts });

    // 3. A claim left by a crash is retried by the reconcile job.
    const third = await activeCreator();
    const staleSubmission = await createSubmission(t.app, third.token, brief.id);
    const staleId = await assignFreeTier(brief.id, staleSubmission.id, third.id);
    await t.database.db.execute(
      sql`update reward_assignments set transfer_claimed_at = now() - interval '10 minutes' where id = ${staleId}`,
    );
    await reconcileTransfers({ payouts: t.app.services.payouts, withdrawals: t.app.services.withdrawals });

    for (const [assignmentId, accountId, attempts] of [
      [failed.assignmentId, creator.accountId, 2],
      [lost.assignmentId, second.accountId, 2],
      [staleId, third.accountId, 1],
    ] as const) {
      const requests = requestsFor(assignmentId);
      expect(requests).toHaveLength(attempts);
      expect(requests[0]).toMatchObject({ sourceTransaction: chargeId, transferGroup: `brief_${brief.id}` });
      for (const request of requests) expect(request).toEqual(requests[0]);
      const transfers = await transfersTo(accountId);
      expect(transfers).toHaveLength(1);
      expect(transfers[0]!.source_transaction).toBe(chargeId);
    }
    const payouts = (
      await t.app.inject({ method: 'GET', url: '/api/creators/payouts', headers: bearer(second.token) })
    ).json().data;
    expect(payouts[0]).toMatchObject({ status: 'paid', transactionId: (await transfersTo(second.accountId))[0]!.id });
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });
});

describe('withdrawals', () => {
  it('pay wallet money and name no source transaction, even when the credit came from a card-funded brief', async () => {
    const creator = await activeCreator();
    const brief = await createFundedBrief(t.app, brand.token, { reward: 100, amountOfWinners: 1 });
    const submission = await createSubmission(t.app, creator.token, brief.id);
    await distribute(t.app, brand.token, brief.id, [winnerEntry(submission, creator.id, 'credit', 100)]);
    const id = (await post('/api/creators/withdrawals', creator.token, { amount: 90 })).json().data.id as string;
    expect((await t.app.services.withdrawals.approve({ id: brand.id, type: 'admin' }, id, '')).status).toBe(
      'completed',
    );
    const requests = faults.transferRequests.filter((request) => request.idempotencyKey === `withdrawal:${id}`);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.sourceTransaction).toBeUndefined();
    expect(await transfersTo(creator.accountId)).toEqual([
      expect.objectContaining({ amount_cents: 9000, source_transaction: null }),
    ]);
  });
});
