import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, openTestDatabase, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  connectPayoutAccount,
  createBrand,
  createCreator,
  createFundedBrief,
  createSubmission,
  distribute,
  winnerEntry,
} from '../../../test/factories.ts';
import { FAULTS_WEBHOOK_SECRET, faultyTestProvider, type ProviderFaults } from '../../../test/provider-faults.ts';
import { queryRows } from '../../db/client.ts';
import { ledgerInvariantViolations } from '../../modules/ledger/ledger.invariants.ts';
import { balanceOf } from '../../modules/ledger/ledger.service.ts';
import { creatorWalletAccount } from '../../modules/ledger/ledger.accounts.ts';
import { releaseHeldPayouts } from '../../modules/payouts/payouts.jobs.ts';

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The payments provider timing out or answering 5xx: the user's call fails at once with a clear
// 503 (never a 500, never a request held for the SDK's minutes), the jobs retry the money's call
// under its idempotency key, and the money moves once — even when the provider acted on the call
// it did not answer in time.

const TIMEOUT_MS = 300;

let t: TestApp;
let faults: ProviderFaults;
let brand: { token: string; id: string };

beforeAll(async () => {
  const database = await openTestDatabase();
  const faulty = faultyTestProvider(database);
  faults = faulty.faults;
  t = await createTestApp({
    database,
    paymentsProvider: faulty.provider,
    env: { PAYMENTS_WEBHOOK_SECRET: FAULTS_WEBHOOK_SECRET, PAYMENTS_PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS) },
  });
  const created = await createBrand(t.app);
  brand = { token: created.token, id: created.user.id };
});
afterAll(async () => {
  await t.close();
  await t.database.close();
});

const intent = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/create-payment-intent',
    headers: bearer(brand.token),
    payload: { amount: 10_000, currency: 'usd', metadata: { type: 'brief_funding', briefTitle: 'Outage' } },
  });

describe('the payments provider failing', () => {
  it("fails the user's call with 503 PROVIDER_UNAVAILABLE when the provider answers 5xx or not in time", async () => {
    faults.failPaymentIntents = true;
    const refused = await intent();
    faults.failPaymentIntents = false;
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'PROVIDER_UNAVAILABLE', error: expect.stringMatching(/provider/) });

    faults.stallPaymentIntents = true;
    const started = Date.now();
    const timedOut = await intent();
    faults.stallPaymentIntents = false;
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_000);
    expect(timedOut.statusCode).toBe(503);
    expect(timedOut.json()).toMatchObject({
      code: 'PROVIDER_UNAVAILABLE',
      error: expect.stringMatching(/did not answer in time/),
    });

    // Back: the same call succeeds.
    expect((await intent()).statusCode).toBe(200);
  });

  it('pays a winner once when the transfer timed out after the provider made it, through the jobs, with the same key', async () => {
    const created = await createCreator(t.app);
    const accountId = await connectPayoutAccount(t.app, created.token, 'complete');
    const brief = await createFundedBrief(t.app, brand.token, { reward: 200, amountOfWinners: 1 });
    const submission = await createSubmission(t.app, created.token, brief.id);

    // The provider makes the transfer, but only after our call gave up on it.
    faults.transferDelayMs = TIMEOUT_MS * 3;
    const requestsBefore = faults.transferRequests.length;
    const response = await distribute(t.app, brand.token, brief.id, [
      winnerEntry(submission, created.user.id, 'cash', 100),
    ]);
    expect(response.statusCode).toBe(200);
    const [result] = response.json().results.successful;
    expect(result.payoutStatus).toBe('held');
    // The late transfer lands at the provider.
    const transfersMade = async () =>
      (
        await queryRows<{ count: number }>(
          t.database.db,
          sql`select count(*)::int as count from test_provider_transfers where destination = ${accountId}`,
        )
      )[0]!.count;
    await waitFor(async () => (await transfersMade()) === 1);
    faults.transferDelayMs = 0;

    // The job that releases held payouts retries it: the provider answers with the transfer it made.
    await waitFor(async () => {
      await releaseHeldPayouts({ payouts: t.app.services.payouts });
      return (await balanceOf(t.database.db, creatorWalletAccount(created.user.id))) === 0;
    });
    expect(await transfersMade()).toBe(1);
    // This creator's transfers only: on the shared test database the job also releases other files' held payouts.
    const ours = faults.transferRequests.slice(requestsBefore).filter((request) => request.destination === accountId);
    const keys = new Set(ours.map((request) => request.idempotencyKey));
    // Usually the job's retry asks again (the same key, the same transfer back); under load the late
    // transfer's own webhook may settle the payout first. Either way: one key, one transfer.
    expect(ours.length).toBeGreaterThanOrEqual(1);
    expect(keys.size).toBe(1);
    expect(await balanceOf(t.database.db, creatorWalletAccount(created.user.id))).toBe(0);
    const postings = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from ledger_transactions where kind = 'reward_transfer' and reference_id = ${result.assignmentId}`,
    );
    expect(postings[0]!.count).toBe(1);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });
});
