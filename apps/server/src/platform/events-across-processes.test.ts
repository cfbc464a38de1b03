import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { dollarsToCents } from '@briefly/shared/money';
import { TEST_DB_KIND } from '../../test/test-database.ts';
import { applyPayload, brandPayload, briefPayload, creatorPayload, testCard } from '../../test/factories.ts';
import { createScratchDatabase, startServerProcess, type ServerProcess } from '../../test/server-processes.ts';

// The outbox and the job runner with real server processes on one PostgreSQL database: events
// written by a process that crashes before delivering them are delivered after it is gone, by
// whichever process runs jobs, each exactly once per subscriber; each scheduled job runs once per period.

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

describe.skipIf(TEST_DB_KIND !== 'postgres')('events and jobs across server processes', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let listener: pg.Client;
  const processes: ServerProcess[] = [];
  /** What the realtime subscriber sent, as its NOTIFY envelope: recipients, type, data. */
  const realtimeMessages: Array<{ u: string[]; t: string; d: Record<string, unknown> }> = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase();
    listener = new pg.Client({ connectionString: scratch.url });
    await listener.connect();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(processes.map((server) => server.stop()));
    await listener?.end();
    await scratch?.drop();
  }, 60_000);

  const query = async <T>(text: string, values: unknown[] = []) => (await listener.query(text, values)).rows as T[];

  it('delivers, after a crash, every event once per subscriber; scheduled jobs run once per period', async () => {
    // 1. A process that does not run jobs takes requests and is killed: its events are committed, undelivered.
    const crashing = await startServerProcess(0, scratch.url, { JOBS_ENABLED: 'false' }, 90_000);
    processes.push(crashing);
    const url = crashing.baseUrl;
    const brand = await call<{ token: string }>(url, 'POST', '/api/brands/register', brandPayload());
    const brief = briefPayload();
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
    const submissionIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const creator = await call<{ token: string }>(url, 'POST', '/api/creators/register', creatorPayload());
      submissionIds.push(
        (
          await call<{ submission: { id: string } }>(
            url,
            'POST',
            `/api/briefs/${created.brief.id}/apply`,
            applyPayload(),
            creator.token,
          )
        ).submission.id,
      );
    }
    await crashing.kill();

    // The events the realtime subscriber takes (brief.published, for saved searches, is not forwarded to browsers).
    const events = (
      await query<{ count: number }>(`select count(*)::int as count from domain_events where type <> 'brief.published'`)
    )[0]!.count;
    expect(events).toBeGreaterThanOrEqual(5); // brief.funded + 4 × submission.created
    const undelivered = await query<{ count: number }>(
      `select count(*)::int as count from jobs where queue = 'event:realtime' and status = 'queued'`,
    );
    expect(undelivered[0]!.count).toBe(events);

    // 2. Two processes that run jobs start; the realtime subscriber's side effect is one NOTIFY per event.
    await listener.query('listen briefly_realtime');
    listener.on('notification', (message) => {
      if (message.channel === 'briefly_realtime' && message.payload)
        realtimeMessages.push(JSON.parse(message.payload) as (typeof realtimeMessages)[number]);
    });
    const workers = await Promise.all([1, 2].map((index) => startServerProcess(index, scratch.url, {}, 90_000)));
    processes.push(...workers);

    await expect
      .poll(
        async () =>
          (
            await query<{ count: number }>(
              `select count(*)::int as count from jobs where queue like 'event:%' and status <> 'completed'`,
            )
          )[0]!.count,
        {
          timeout: 20_000,
          interval: 200,
        },
      )
      .toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 500)); // the last NOTIFYs are on their way

    const receipts = await query<{ event_id: string; n: number }>(
      `select event_id, count(*)::int as n from event_receipts where subscriber = 'realtime' group by event_id`,
    );
    expect(receipts).toHaveLength(events);
    expect(receipts.every((row) => row.n === 1)).toBe(true);
    const deliveries = await query<{ attempts: number }>(`select attempts from jobs where queue = 'event:realtime'`);
    expect(deliveries.every((row) => row.attempts === 1)).toBe(true);
    for (const submissionId of submissionIds) {
      expect(
        realtimeMessages.filter(
          (message) => message.t === 'submission.created' && message.d.submissionId === submissionId,
        ),
      ).toHaveLength(1);
    }

    // 3. Each scheduled job ran once for this period, whichever process claimed it.
    const runs = await query<{ queue: string; singleton_key: string; status: string; attempts: number }>(
      `select queue, singleton_key, status, attempts from jobs where queue like 'schedule:%' order by queue`,
    );
    const scheduled = new Set(runs.map((run) => run.queue));
    for (const name of [
      'archive-expired-briefs',
      'reconcile-unapplied-payments',
      'release-held-payouts',
      'reconcile-transfers',
      'prune-platform-tables',
    ]) {
      expect(scheduled).toContain(`schedule:${name}`);
    }
    const perPeriod = new Map<string, number>();
    for (const run of runs)
      perPeriod.set(`${run.queue}|${run.singleton_key}`, (perPeriod.get(`${run.queue}|${run.singleton_key}`) ?? 0) + 1);
    expect([...perPeriod.values()].every((count) => count === 1)).toBe(true);
    await expect
      .poll(
        async () =>
          (
            await query<{ status: string }>(
              `select status from jobs where queue like 'schedule:%' and status <> 'completed'`,
            )
          ).length,
        { timeout: 20_000 },
      )
      .toBe(0);
    expect(
      (await query<{ attempts: number }>(`select attempts from jobs where queue like 'schedule:%'`)).every(
        (row) => row.attempts === 1,
      ),
    ).toBe(true);
  }, 180_000);
});
