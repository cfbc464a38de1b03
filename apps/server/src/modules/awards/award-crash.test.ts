import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { dollarsToCents } from '@briefly/shared/money';
import { REWARD_MESSAGES } from '@briefly/shared/rewards';
import { TEST_DB_KIND } from '../../../test/test-database.ts';
import { applyPayload, brandPayload, briefPayload, creatorPayload, testCard } from '../../../test/factories.ts';
import { createScratchDatabase, startServerProcess, type ServerProcess } from '../../../test/server-processes.ts';

// Issue 13, item 8: a cash award whose process is killed (-9) after distribute committed it, or
// after process-payouts claimed its transfer, and before the transfer started, is paid by the
// reconcile job, once, with the original provider key `transfer:<assignmentId>`. The first process
// runs with TEST_PAUSE_AT (config.ts): the request stops for good right there, and the test kills
// the process. Each case has its own database, so the job's first run is its own.

async function call<T>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

type Query = <T>(text: string, values?: unknown[]) => Promise<T[]>;

interface Scene {
  url: string;
  brandToken: string;
  briefId: string;
  creatorId: string;
  submissionId: string;
}

/** A brand with a funded brief of one $120 cash tier, and a creator with an active payout account who applied. */
async function scene(url: string): Promise<Scene> {
  const brand = await call<{ token: string }>(url, 'POST', '/api/brands/register', brandPayload());
  const brief = briefPayload({ reward: 120, amountOfWinners: 1 });
  const intent = await call<{ paymentIntentId: string; clientSecret: string }>(
    url,
    'POST',
    '/api/payments/create-payment-intent',
    {
      amount: dollarsToCents(brief.reward),
      currency: 'usd',
      metadata: { type: 'brief_funding', briefTitle: brief.title },
    },
    brand.token,
  );
  await call(url, 'POST', `/test-provider/payment_intents/${intent.paymentIntentId}/confirm`, {
    clientSecret: intent.clientSecret,
    card: testCard(),
  });
  const created = await call<{ brief: { id: string } }>(
    url,
    'POST',
    '/api/briefs',
    { ...brief, paymentIntentId: intent.paymentIntentId },
    brand.token,
  );
  const creator = await call<{ token: string; user: { id: string } }>(
    url,
    'POST',
    '/api/creators/register',
    creatorPayload(),
  );
  const { accountId } = await call<{ accountId: string }>(
    url,
    'POST',
    '/api/creators/onboard',
    { country: 'US' },
    creator.token,
  );
  const onboarded = await fetch(`${url}/test-provider/accounts/${accountId}/onboarding`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome: 'complete', return_url: '/dashboard?tab=wallet&stripe=return' }).toString(),
    redirect: 'manual',
  });
  expect(onboarded.status).toBe(303);
  const submission = await call<{ submission: { id: string } }>(
    url,
    'POST',
    `/api/briefs/${created.brief.id}/apply`,
    applyPayload(),
    creator.token,
  );
  return {
    url,
    brandToken: brand.token,
    briefId: created.brief.id,
    creatorId: creator.user.id,
    submissionId: submission.submission.id,
  };
}

describe.skipIf(TEST_DB_KIND !== 'postgres')('a cash award left by a crash before its transfer', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  /**
   * Runs `crash` on a process paused at `point`, kills it once `reached` says the request got there,
   * then lets a process that runs jobs recover, and checks the award was paid once under its key.
   */
  async function crashAndRecover(
    point: 'award-committed' | 'payouts-claimed',
    prepare: (scene: Scene) => Promise<void>,
    crash: (scene: Scene) => Promise<unknown>,
    reached: (query: Query, scene: Scene) => Promise<boolean>,
  ): Promise<{ scene: Scene; worker: ServerProcess; query: Query }> {
    const scratch = await createScratchDatabase();
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    const processes: ServerProcess[] = [];
    cleanups.push(async () => {
      await Promise.all(processes.map((server) => server.stop()));
      await client.end();
      await scratch.drop();
    });
    const query: Query = async <T>(text: string, values: unknown[] = []) =>
      (await client.query(text, values)).rows as T[];

    // 1. A process that stops at `point`; it runs no jobs.
    const crashing = await startServerProcess(0, scratch.url, { JOBS_ENABLED: 'false', TEST_PAUSE_AT: point }, 90_000);
    processes.push(crashing);
    const current = await scene(crashing.baseUrl);
    await prepare(current);

    // 2. The request reaches the point and stays there; the process is killed (-9).
    const hanging = crash(current).catch((error: unknown) => error);
    await expect.poll(() => reached(query, current), { timeout: 20_000, interval: 50 }).toBe(true);
    await crashing.kill();
    await hanging;
    const [award] = await query<{ id: string; payout_status: string }>(
      `select id, payout_status from reward_assignments where submission_id = $1`,
      [current.submissionId],
    );
    expect(award!.payout_status).toBe('pending');
    expect(
      (await query<{ count: number }>(`select count(*)::int as count from test_provider_transfers`))[0]!.count,
    ).toBe(0);

    // 3. Time passes: the transfer claim is older than the 5 minutes after which it counts as abandoned.
    await query(
      `update reward_assignments set transfer_claimed_at = transfer_claimed_at - interval '10 minutes' where transfer_claimed_at is not null`,
    );

    // 4. A process that runs jobs starts: the reconcile job (its first run is at start) pays the award.
    const worker = await startServerProcess(1, scratch.url, {}, 90_000);
    processes.push(worker);
    await expect
      .poll(
        async () =>
          (
            await query<{ payout_status: string }>(`select payout_status from reward_assignments where id = $1`, [
              award!.id,
            ])
          )[0]!.payout_status,
        {
          timeout: 30_000,
          interval: 200,
        },
      )
      .toBe('paid');

    // 5. Once at the provider, under the original key, and once in the ledger; the ledger balances.
    const keys = await query<{ key: string; object_id: string }>(
      `select key, object_id from test_provider_idempotency_keys where operation like '%transfer%'`,
    );
    expect(keys.map((row) => row.key)).toEqual([`transfer:${award!.id}`]);
    const transfers = await query<{ id: string; amount_cents: string }>(
      `select id, amount_cents from test_provider_transfers`,
    );
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.id).toBe(keys[0]!.object_id);
    expect(Number(transfers[0]!.amount_cents)).toBe(10_800); // $120 less the 10 % fee
    const postings = await query<{ count: number }>(
      `select count(*)::int as count from ledger_transactions where kind = 'reward_transfer' and reference_id = $1`,
      [award!.id],
    );
    expect(postings[0]!.count).toBe(1);
    expect(
      await query(`select transaction_id from ledger_entries group by transaction_id having sum(amount_cents) <> 0`),
    ).toEqual([]);
    return { scene: { ...current, url: worker.baseUrl }, worker, query };
  }

  const awardExists: (query: Query, scene: Scene) => Promise<boolean> = async (query, scene) =>
    (
      await query<{ count: number }>(`select count(*)::int as count from reward_assignments where submission_id = $1`, [
        scene.submissionId,
      ])
    )[0]!.count === 1;

  it('distribute: killed after the award committed, paid by the reconcile job with the original key, once', async () => {
    const winners = (scene: Scene) => ({
      briefId: scene.briefId,
      winners: [{ submissionId: scene.submissionId, creatorId: scene.creatorId, rewardType: 'cash', amount: 120 }],
    });
    const { scene, query } = await crashAndRecover(
      'award-committed',
      async () => undefined,
      (current) =>
        call(current.url, 'POST', '/api/rewards/distribute-with-stripe', winners(current), current.brandToken),
      awardExists,
    );
    // The brand's retry of the same request moves no more money.
    const retry = await call<{ results: { successful: unknown[]; failed: Array<{ reason: string }> } }>(
      scene.url,
      'POST',
      '/api/rewards/distribute-with-stripe',
      winners(scene),
      scene.brandToken,
    );
    expect(retry.results.successful).toEqual([]);
    expect(retry.results.failed.map((row) => row.reason)).toEqual([REWARD_MESSAGES.alreadyRewarded]);
    expect(
      (await query<{ count: number }>(`select count(*)::int as count from test_provider_transfers`))[0]!.count,
    ).toBe(1);
  }, 240_000);

  it('process-payouts: killed after the transfers were claimed, paid by the reconcile job with the original key, once', async () => {
    const { scene, query } = await crashAndRecover(
      'payouts-claimed',
      async (current) => {
        const managed = await call<{ briefs: Array<{ id: string; rewardTiers: Array<{ id: string }> }> }>(
          current.url,
          'GET',
          '/api/brands/reward-management',
          undefined,
          current.brandToken,
        );
        const tier = managed.briefs.find((item) => item.id === current.briefId)!.rewardTiers[0]!;
        await call(
          current.url,
          'POST',
          `/api/briefs/${current.briefId}/assign-reward`,
          { rewardTierId: tier.id, submissionId: current.submissionId, creatorId: current.creatorId },
          current.brandToken,
        );
      },
      (current) =>
        call(current.url, 'POST', `/api/briefs/${current.briefId}/process-payouts`, undefined, current.brandToken),
      async (query, current) =>
        (
          await query<{ count: number }>(
            `select count(*)::int as count from reward_assignments where submission_id = $1 and transfer_claimed_at is not null`,
            [current.submissionId],
          )
        )[0]!.count === 1,
    );
    // Pressing Process Payouts again moves no more money.
    await call(scene.url, 'POST', `/api/briefs/${scene.briefId}/process-payouts`, undefined, scene.brandToken);
    expect(
      (await query<{ count: number }>(`select count(*)::int as count from test_provider_transfers`))[0]!.count,
    ).toBe(1);
  }, 240_000);
});
