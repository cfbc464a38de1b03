import { randomInt } from 'node:crypto';
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
import type { EventSink, TestModeProvider } from '../../integrations/payments/test-mode/test-provider.ts';
import { ledgerInvariantViolations } from '../ledger/ledger.invariants.ts';
import { balanceOf } from '../ledger/ledger.service.ts';
import { creatorReservedAccount, creatorWalletAccount } from '../ledger/ledger.accounts.ts';
import { reconcileTransfers, releaseHeldPayouts } from './payouts.jobs.ts';

// Failure paths of payouts (decision 007): a transfer the provider refuses or whose answer is lost leaves
// the money in the creator's wallet, held and retryable, never lost and never paid twice; the
// release job pays it once the account is active; account.updated delivered in any order and any
// number of times converges on the provider's state.

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

async function winner(outcome: 'complete' | 'restricted' | null) {
  const created = await createCreator(t.app);
  const creator = { token: created.token, id: created.user.id, accountId: null as string | null };
  if (outcome !== null) creator.accountId = await connectPayoutAccount(t.app, creator.token, outcome);
  const brief = await createFundedBrief(t.app, brand.token, { reward: 200, amountOfWinners: 1 });
  const submission = await createSubmission(t.app, creator.token, brief.id);
  return { creator, brief, submission };
}

const transfersTo = async (accountId: string) =>
  Number(
    (
      await queryRows<{ count: number }>(
        t.database.db,
        sql`select count(*)::int as count from test_provider_transfers where destination = ${accountId}`,
      )
    )[0]!.count,
  );
const postings = async (kind: string, referenceId: string) =>
  Number(
    (
      await queryRows<{ count: number }>(
        t.database.db,
        sql`select count(*)::int as count from ledger_transactions where kind = ${kind} and reference_id = ${referenceId}`,
      )
    )[0]!.count,
  );

describe('a cash transfer that fails', () => {
  it('holds the money when the provider errors, and the release job pays it once', async () => {
    const { creator, brief, submission } = await winner('complete');
    faults.failTransfers = true;
    const response = await distribute(t.app, brand.token, brief.id, [winnerEntry(submission, creator.id, 'cash', 100)]);
    faults.failTransfers = false;
    const [result] = response.json().results.successful;
    expect(result).toMatchObject({ payoutStatus: 'held', net: 90 });
    expect(await balanceOf(t.database.db, creatorWalletAccount(creator.id))).toBe(9000);
    expect(await transfersTo(creator.accountId!)).toBe(0);

    await releaseHeldPayouts({ payouts: t.app.services.payouts });
    await releaseHeldPayouts({ payouts: t.app.services.payouts });
    expect(await transfersTo(creator.accountId!)).toBe(1);
    expect(await postings('reward_transfer', result.assignmentId)).toBe(1);
    expect(await balanceOf(t.database.db, creatorWalletAccount(creator.id))).toBe(0);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('holds the money when the answer is lost after the provider acted, and the retry returns the same transfer', async () => {
    const { creator, brief, submission } = await winner('complete');
    faults.loseTransferAnswers = true;
    const response = await distribute(t.app, brand.token, brief.id, [winnerEntry(submission, creator.id, 'cash', 100)]);
    faults.loseTransferAnswers = false;
    const [result] = response.json().results.successful;
    expect(result.payoutStatus).toBe('held');
    expect(await transfersTo(creator.accountId!)).toBe(1);
    await releaseHeldPayouts({ payouts: t.app.services.payouts });
    expect(await transfersTo(creator.accountId!)).toBe(1);
    const payouts = (
      await t.app.inject({ method: 'GET', url: '/api/creators/payouts', headers: bearer(creator.token) })
    ).json().data;
    expect(payouts[0]).toMatchObject({ status: 'paid', transactionId: expect.stringMatching(/^tr_test_/) });
    expect(await postings('reward_transfer', result.assignmentId)).toBe(1);
  });

  it('holds the money when the account turned restricted at the provider, and pays it when onboarding completes', async () => {
    const { creator, brief, submission } = await winner('complete');
    // The provider restricts the account and its webhook is lost: our stored status still says active.
    const sink = provider.setEventSink(null);
    await provider.setAccountOnboardingOutcome(creator.accountId!, 'restricted');
    provider.setEventSink(sink);
    const response = await distribute(t.app, brand.token, brief.id, [winnerEntry(submission, creator.id, 'cash', 100)]);
    expect(response.json().results.successful[0].payoutStatus).toBe('held');
    expect(await balanceOf(t.database.db, creatorWalletAccount(creator.id))).toBe(9000);
    await provider.setAccountOnboardingOutcome(creator.accountId!, 'complete');
    expect(await transfersTo(creator.accountId!)).toBe(1);
    expect(await balanceOf(t.database.db, creatorWalletAccount(creator.id))).toBe(0);
  });

  it('retries a transfer left in flight by a crash, with the same key', async () => {
    const { creator, brief, submission } = await winner('complete');
    const brandToken = brand.token;
    const tiers = (
      await t.app.inject({ method: 'GET', url: '/api/brands/reward-management', headers: bearer(brandToken) })
    )
      .json()
      .briefs.find((item: { id: string }) => item.id === brief.id).rewardTiers;
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/briefs/${brief.id}/assign-reward`,
      headers: bearer(brandToken),
      payload: { rewardTierId: tiers[0].id, submissionId: submission.id, creatorId: creator.id },
    });
    const id = assigned.json().assignment.id as string;
    // A claim still fresh is someone else's transfer in flight: left alone.
    await t.database.db.execute(
      sql`update reward_assignments set transfer_claimed_at = now() - interval '1 minute' where id = ${id}`,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/briefs/${brief.id}/process-payouts`,
          headers: bearer(brandToken),
        })
      ).json().results[0].payoutStatus,
    ).toBe('pending');
    expect(await transfersTo(creator.accountId!)).toBe(0);
    // Once stale (the process crashed), the reconcile job retries it with the same key.
    await t.database.db.execute(
      sql`update reward_assignments set transfer_claimed_at = now() - interval '10 minutes' where id = ${id}`,
    );
    await reconcileTransfers({ payouts: t.app.services.payouts, withdrawals: t.app.services.withdrawals });
    expect(await transfersTo(creator.accountId!)).toBe(1);
    expect(await postings('reward_transfer', id)).toBe(1);
  });

  it('keeps an approved withdrawal whose transfer failed approved and reserved, and completes it on reconcile', async () => {
    const { creator, brief, submission } = await winner('complete');
    await distribute(t.app, brand.token, brief.id, [winnerEntry(submission, creator.id, 'credit', 100)]);
    const request = await t.app.inject({
      method: 'POST',
      url: '/api/creators/withdrawals',
      headers: bearer(creator.token),
      payload: { amount: 90 },
    });
    const id = request.json().data.id as string;
    const admin = t.app.services.withdrawals;
    faults.failTransfers = true;
    const approved = await admin.approve({ id: brand.id, type: 'admin' }, id, '');
    faults.failTransfers = false;
    expect(approved.status).toBe('approved');
    expect(await balanceOf(t.database.db, creatorReservedAccount(creator.id))).toBe(9000);
    await reconcileTransfers({ payouts: t.app.services.payouts, withdrawals: admin });
    expect((await admin.listOwn(creator.id))[0]!.status).toBe('completed');
    expect(await postings('withdrawal_payout', id)).toBe(1);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });
});

describe('account.updated webhooks', () => {
  it('converge on the provider’s state whatever the order and number of deliveries, and pay held cash once', async () => {
    for (let trial = 0; trial < 3; trial++) {
      const { creator, brief, submission } = await winner(null);
      const accountId = (
        await t.app.inject({
          method: 'POST',
          url: '/api/creators/onboard',
          headers: bearer(creator.token),
          payload: { country: 'US' },
        })
      ).json().accountId as string;
      await distribute(t.app, brand.token, brief.id, [winnerEntry(submission, creator.id, 'cash', 100)]);

      const captured: Array<Parameters<EventSink>[0]> = [];
      const sink = provider.setEventSink(async (delivery) => void captured.push(delivery));
      const outcomes = (['restricted', 'pending', 'complete'] as const).slice(trial);
      for (const outcome of outcomes) await provider.setAccountOnboardingOutcome(accountId, outcome);
      provider.setEventSink(sink);

      const deliveries = captured.flatMap((delivery) => Array.from({ length: randomInt(1, 6) }, () => delivery));
      for (let index = deliveries.length - 1; index > 0; index--) {
        const other = randomInt(0, index + 1);
        [deliveries[index], deliveries[other]] = [deliveries[other]!, deliveries[index]!];
      }
      const answers = await Promise.all(
        deliveries.map((delivery) =>
          t.app.inject({
            method: 'POST',
            url: '/api/webhooks/payments',
            payload: delivery.rawBody,
            headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
          }),
        ),
      );
      expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
      expect(answers.filter((answer) => answer.json().duplicate === false)).toHaveLength(captured.length);
      const status = (
        await t.app.inject({ method: 'GET', url: `/api/stripe/account/${creator.id}`, headers: bearer(creator.token) })
      ).json();
      expect(status).toMatchObject({
        status: 'active',
        chargesEnabled: true,
        payoutsEnabled: true,
        requirements: { currently_due: [] },
      });
      expect(await transfersTo(accountId)).toBe(1);
      expect(await balanceOf(t.database.db, creatorWalletAccount(creator.id))).toBe(0);
    }
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });
});
