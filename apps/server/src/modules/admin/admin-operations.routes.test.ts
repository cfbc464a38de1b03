import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, openTestDatabase, type TestApp } from '../../../test/test-app.ts';
import {
  archiveBrief,
  bearer,
  connectPayoutAccount,
  createAdmin,
  createBrand,
  createCreator,
  createFundedBrief,
  createSubmission,
  distribute,
  uniqueSuffix,
  winnerEntry,
} from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { ProviderUnavailableError } from '../../integrations/payments/errors.ts';
import { signatureHeader } from '../../integrations/payments/signing.ts';
import { createTestModeProvider } from '../../integrations/payments/test-mode/test-provider.ts';
import { createMovableClock } from '../../platform/module.ts';

// The admin's operations API (docs/product/admin.md#api): overview, payouts, analytics, financial
// metrics, what needs attention, the audit log, reconciliation, exports; access and bad input for
// every call; admin sessions that end sooner.

const WEBHOOK_SECRET = 'whsec_test_admin_operations';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type User = { token: string; id: string };
let t: TestApp;
let database: Database;
const clock = createMovableClock();
const faults = { failAccountReads: false };
let admin: User & { email: string };
let brand: User;
let creator: User;
let heldCreator: User;
let brief: { id: string };
let cashSubmission: { id: string };
let cashAward: string;
let heldAward: string;

const as = async (promise: ReturnType<typeof createBrand>): Promise<User> => {
  const created = await promise;
  return { token: created.token, id: created.user.id };
};

beforeAll(async () => {
  database = await openTestDatabase();
  const base = createTestModeProvider({
    db: database.db,
    webhookSecret: WEBHOOK_SECRET,
    publicUrl: 'http://localhost:3000',
  });
  const provider = {
    ...base,
    async retrieveAccount(id: string) {
      if (faults.failAccountReads) throw new ProviderUnavailableError();
      return base.retrieveAccount(id);
    },
  };
  t = await createTestApp({ database, clock, paymentsProvider: provider });
  const made = await createAdmin(t.app, database.db);
  admin = { token: made.token, id: made.user.id, email: made.email };
  [brand, creator, heldCreator] = await Promise.all([
    as(createBrand(t.app)),
    as(createCreator(t.app)),
    as(createCreator(t.app)),
  ]);
  await connectPayoutAccount(t.app, creator.token, 'complete');
  brief = await createFundedBrief(t.app, brand.token, { reward: 300, amountOfWinners: 3 });
  cashSubmission = await createSubmission(t.app, creator.token, brief.id);
  const heldSubmission = await createSubmission(t.app, heldCreator.token, brief.id);
  const awarded = await distribute(t.app, brand.token, brief.id, [
    winnerEntry(cashSubmission, creator.id, 'cash', 100),
    winnerEntry(heldSubmission, heldCreator.id, 'cash', 50),
  ]);
  expect(awarded.statusCode, awarded.body).toBe(200);
  const ids = await queryRows<{ id: string; creator_id: string }>(
    database.db,
    sql`select id, creator_id from reward_assignments where brief_id = ${brief.id}`,
  );
  cashAward = ids.find((row) => row.creator_id === creator.id)!.id;
  heldAward = ids.find((row) => row.creator_id === heldCreator.id)!.id;
});
afterAll(async () => {
  await t.close();
  await database.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string | null, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload !== undefined ? { payload } : {}) });
const asAdmin = (url: string) => call('GET', url, admin.token);

const NEW_ROUTES = (): string[] => [
  '/api/admin/overview',
  '/api/admin/payouts',
  `/api/admin/payouts/${cashAward}`,
  '/api/admin/analytics',
  '/api/admin/financial-metrics',
  '/api/admin/attention',
  '/api/admin/audit',
  '/api/admin/reconciliation',
  '/api/admin/brands/export.csv',
  '/api/admin/creators/export.csv',
  '/api/admin/briefs/export.csv',
  '/api/admin/submissions/export.csv',
  '/api/admin/payouts/export.csv',
  '/api/admin/audit/export.csv',
  '/api/admin/financial-metrics/export.csv',
];

describe('access: admins only', () => {
  it('anonymous 401, brand 403, creator 403 on every call; an admin 200', async () => {
    for (const url of NEW_ROUTES()) {
      for (const [token, status, code] of [
        [null, 401, 'UNAUTHENTICATED'],
        [brand.token, 403, 'FORBIDDEN'],
        [creator.token, 403, 'FORBIDDEN'],
      ] as const) {
        const response = await call('GET', url, token);
        expect(response.statusCode, `${url} ${response.body}`).toBe(status);
        expect(response.json()).toMatchObject({ error: expect.any(String), code });
      }
      expect((await asAdmin(url)).statusCode, url).toBe(200);
    }
  });

  it('admin sessions end after ADMIN_SESSION_TTL_HOURS (12 by default); brand sessions last longer', async () => {
    const fresh = await createAdmin(t.app, database.db);
    const start = Date.now();
    clock.set(new Date(start));
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: fresh.email, password: 'correct-horse-battery' },
    });
    expect(session.statusCode, session.body).toBe(200);
    const token = session.json().token as string;
    try {
      clock.set(new Date(start + 11 * HOUR_MS));
      expect((await call('GET', '/api/admin/overview', token)).statusCode).toBe(200);
      clock.set(new Date(start + 12 * HOUR_MS + 1000));
      expect((await call('GET', '/api/admin/overview', token)).statusCode).toBe(401);
      // A brand's 30-day session made at the same time still works.
      expect((await call('GET', '/api/brands/briefs', brand.token)).statusCode).toBe(200);
      const [row] = await queryRows<{ hours: number }>(
        database.db,
        sql`select round(extract(epoch from (expires_at - created_at)) / 3600)::int as hours from sessions where user_id = ${fresh.user.id} order by created_at desc limit 1`,
      );
      expect(row!.hours).toBe(12);
    } finally {
      clock.set(null);
    }
  });

  it('ADMIN_SESSION_TTL_HOURS configures it', async () => {
    const other = await createTestApp({ env: { ADMIN_SESSION_TTL_HOURS: '2' } });
    try {
      const made = await createAdmin(other.app, other.database.db);
      const [row] = await queryRows<{ hours: number }>(
        other.database.db,
        sql`select round(extract(epoch from (expires_at - created_at)) / 3600)::int as hours from sessions where user_id = ${made.user.id}`,
      );
      expect(row!.hours).toBe(2);
    } finally {
      await other.close();
    }
  });
});

describe('bad input: 400 in the error envelope; missing ids: 404', () => {
  it('refuses bad queries', async () => {
    const bad = [
      '/api/admin/payouts?status=bogus',
      '/api/admin/payouts?status=none',
      '/api/admin/payouts?page=0',
      '/api/admin/payouts?limit=101',
      '/api/admin/payouts?unknown=1',
      '/api/admin/financial-metrics?timeRange=1y',
      '/api/admin/financial-metrics?other=1',
      '/api/admin/reconciliation?timeRange=14d',
      '/api/admin/audit?actorId=not-an-id',
      '/api/admin/audit?from=yesterday',
      '/api/admin/audit?to=2026-13-45',
      '/api/admin/audit?page=-1',
      '/api/admin/payouts/not-an-id',
      '/api/admin/brands/export.csv?status=bogus',
      '/api/admin/payouts/export.csv?page=2',
      '/api/admin/financial-metrics/export.csv?timeRange=2d',
      '/api/admin/audit/export.csv?from=x',
    ];
    for (const url of bad) {
      const response = await asAdmin(url);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({ error: expect.any(String), code: 'VALIDATION_ERROR' });
    }
    // Blank values are the defaults; choices are taken in any letter case.
    expect((await asAdmin('/api/admin/financial-metrics?timeRange=7D')).json().data.timeRange).toBe('7d');
    for (const url of [
      '/api/admin/financial-metrics?timeRange=',
      '/api/admin/payouts?status=&search=',
      '/api/admin/audit?actorId=&from=&to=',
    ]) {
      expect((await asAdmin(url)).statusCode, url).toBe(200);
    }
    expect((await asAdmin('/api/admin/financial-metrics')).json().data.timeRange).toBe('30d');
  });

  it('answers 404 for a payout that does not exist', async () => {
    const response = await asAdmin(`/api/admin/payouts/${randomUUID()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Payout not found' });
    // A brief's id is not a payout's.
    expect((await asAdmin(`/api/admin/payouts/${brief.id}`)).statusCode).toBe(404);
  });
});

describe('overview, payouts, analytics', () => {
  it('overview: the counts, this month’s platform fees from the ledger, and the attention summary', async () => {
    const body = (await asAdmin('/api/admin/overview')).json();
    const [counts] = await queryRows<{ brands: number; creators: number; published: number; fees: string }>(
      database.db,
      sql`select (select count(*)::int from users where type = 'brand' and status = 'active' and deleted_at is null) as brands,
                 (select count(*)::int from users where type = 'creator' and status = 'active' and deleted_at is null) as creators,
                 (select count(*)::int from briefs b join users u on u.id = b.brand_id where b.status = 'published' and u.status = 'active') as published,
                 (select coalesce(sum(e.amount_cents), 0) from ledger_entries e join ledger_transactions x on x.id = e.transaction_id
                   where e.account = 'platform:fees' and x.created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' and x.created_at <= now()) as fees`,
    );
    expect(body).toMatchObject({
      totalBrands: counts!.brands,
      totalCreators: counts!.creators,
      availableBriefs: counts!.published,
      monthRevenueCents: Number(counts!.fees),
    });
    // 10% of the $150 awarded in this file, at least (PostgreSQL shares the database with other files).
    expect(body.monthRevenueCents).toBeGreaterThanOrEqual(1500);
    expect(body.attention.sections.map((section: { kind: string }) => section.kind)).toEqual(
      expect.arrayContaining(['withdrawals.pending', 'messaging.reported_conversations']),
    );
    expect(body.attention.total).toBe(
      body.attention.sections.reduce((sum: number, section: { count: number }) => sum + section.count, 0),
    );
  });

  it('payouts: awards with creator, brief, brand and amounts; filters; totals from the ledger', async () => {
    const list = (await asAdmin(`/api/admin/payouts?search=${encodeURIComponent(await briefTitle())}`)).json();
    expect(list.total).toBe(2);
    const paid = list.payouts.find((row: { id: string }) => row.id === cashAward);
    expect(paid).toMatchObject({
      rewardType: 'cash',
      status: 'paid',
      grossCents: 10_000,
      feeCents: 1_000,
      netCents: 9_000,
      amount: 100,
      platformFee: 10,
      netAmount: 90,
      creator: { id: creator.id },
      brief: { id: brief.id },
      brand: { id: brand.id },
      submissionId: cashSubmission.id,
    });
    expect(paid.paidAt).toEqual(expect.any(String));
    const held = list.payouts.find((row: { id: string }) => row.id === heldAward);
    expect(held).toMatchObject({ status: 'held', grossCents: 5_000, feeCents: 500, netCents: 4_500 });

    const onlyHeld = (
      await asAdmin(`/api/admin/payouts?status=held&search=${encodeURIComponent(await briefTitle())}`)
    ).json();
    expect(onlyHeld.payouts.map((row: { id: string }) => row.id)).toEqual([heldAward]);

    // Totals (docs/product/money-and-ledger.md#admin-figures): paid out = into creators' payout accounts (ledger);
    // awaiting payout and held = the cash awards' payout state.
    const [sums] = await queryRows<{ paid: string; awaiting: string; held: string; month: string }>(
      database.db,
      sql`select (select coalesce(sum(e.amount_cents), 0) from ledger_entries e join ledger_transactions x on x.id = e.transaction_id
                   where e.account = 'external:connected_accounts' and x.created_at <= now()) as paid,
                 (select coalesce(sum(net_cents), 0) from reward_assignments where reward_type = 'cash' and payout_status in ('pending', 'held', 'failed')) as awaiting,
                 (select coalesce(sum(net_cents), 0) from reward_assignments where reward_type = 'cash' and payout_status = 'held') as held,
                 (select coalesce(sum(e.amount_cents), 0) from ledger_entries e join ledger_transactions x on x.id = e.transaction_id
                   where e.account = 'external:connected_accounts' and x.created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' and x.created_at <= now()) as month`,
    );
    expect(list.totals).toEqual({
      totalPaidCents: Number(sums!.paid),
      pendingCents: Number(sums!.awaiting),
      heldCents: Number(sums!.held),
      thisMonthCents: Number(sums!.month),
    });
    expect(list.totals.pendingCents).toBeGreaterThanOrEqual(4_500);
    expect(list.totals.heldCents).toBeGreaterThanOrEqual(4_500);
    expect(list.totals.thisMonthCents).toBeLessThanOrEqual(list.totals.totalPaidCents);
  });

  it('payout detail: by award id or submission id, with the account status and history', async () => {
    const byId = (await asAdmin(`/api/admin/payouts/${cashAward}`)).json().payout;
    expect(byId).toMatchObject({
      id: cashAward,
      status: 'paid',
      payoutAccountStatus: 'active',
      transferId: expect.stringMatching(/^tr_test_/),
      transferAttempts: 1,
      lastError: null,
    });
    expect(byId.history.map((step: { kind: string }) => step.kind)).toEqual(['awarded', 'paid']);
    const bySubmission = (await asAdmin(`/api/admin/payouts/${cashSubmission.id}`)).json().payout;
    expect(bySubmission.id).toBe(cashAward);
    const held = (await asAdmin(`/api/admin/payouts/${heldAward}`)).json().payout;
    expect(held).toMatchObject({ status: 'held', payoutAccountStatus: null, transferId: null, transferAttempts: 1 });
    expect(held.history.map((step: { kind: string }) => step.kind)).toEqual(['awarded', 'held']);
  });

  it('payout detail of an approved submission with no award yet: what the Payouts table shows for it, not a 404', async () => {
    const other = await createFundedBrief(t.app, brand.token, { reward: 100, amountOfWinners: 1 });
    const approved = await createSubmission(t.app, (await as(createCreator(t.app))).token, other.id);
    expect((await call('POST', `/api/brands/submissions/${approved.id}/approve`, brand.token)).statusCode).toBe(200);
    const response = await asAdmin(`/api/admin/payouts/${approved.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().payout).toMatchObject({
      id: approved.id,
      submissionId: approved.id,
      rewardType: 'none',
      status: 'none',
      grossCents: 0,
      netCents: 0,
      paidAt: null,
      transferAttempts: 0,
      brief: { id: other.id },
      history: [{ kind: 'approved', detail: 'No reward assigned yet' }],
    });
    // A pending submission is no payout at all.
    const pending = await createSubmission(t.app, (await as(createCreator(t.app))).token, other.id);
    expect((await asAdmin(`/api/admin/payouts/${pending.id}`)).statusCode).toBe(404);
  });

  it('"this month" is a calendar month on the admin’s clock: any time zone name, else 400', async () => {
    for (const url of ['/api/admin/overview', '/api/admin/analytics', '/api/admin/payouts']) {
      for (const timeZone of ['Pacific/Kiritimati', 'America/Los_Angeles', 'UTC', '']) {
        const response = await asAdmin(`${url}?timeZone=${encodeURIComponent(timeZone)}`);
        expect(response.statusCode, `${url} ${timeZone}: ${response.body}`).toBe(200);
      }
      const bad = await asAdmin(`${url}?timeZone=Mars%2FOlympus`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('timeZone must be a time zone name');
    }
    const analytics = (await asAdmin('/api/admin/analytics?timeZone=Pacific%2FKiritimati')).json();
    const month = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Pacific/Kiritimati',
      year: 'numeric',
      month: '2-digit',
    })
      .format(new Date())
      .slice(0, 7);
    expect(analytics.revenueByMonth.at(-1).month).toBe(month);
    expect(analytics.monthlyRevenue).toBe(analytics.revenueByMonth.at(-1).feesCents / 100);
  });

  it('analytics counts each submission once under its status word: a winner is not shortlisted, a request for changes shows', async () => {
    const states = async () => {
      const response = await asAdmin('/api/admin/analytics');
      expect(response.statusCode, response.body).toBe(200);
      return response.json().submissionStateCounts;
    };
    const before = await states();
    const other = await createFundedBrief(t.app, brand.token, { reward: 100, amountOfWinners: 1 });
    const [winner, revised] = await Promise.all([
      createSubmission(t.app, creator.token, other.id),
      createSubmission(t.app, heldCreator.token, other.id),
    ]);
    const request = await t.app.inject({
      method: 'POST',
      url: `/api/brands/submissions/${revised.id}/request-revision`,
      headers: bearer(brand.token),
      payload: { note: 'Shorter intro, please.' },
    });
    expect(request.statusCode).toBe(200);
    expect(
      (await distribute(t.app, brand.token, other.id, [winnerEntry(winner, creator.id, 'credit', 50)])).statusCode,
    ).toBe(200);
    const after = await states();
    expect({
      winner: after.winner - before.winner,
      changes_requested: after.changes_requested - before.changes_requested,
      shortlisted: after.shortlisted - before.shortlisted,
      pending: after.pending - before.pending,
      not_selected: after.not_selected - before.not_selected,
    }).toEqual({ winner: 1, changes_requested: 1, shortlisted: 0, pending: 0, not_selected: 0 });
  });

  it('analytics: totals, status counts, 12 months of revenue and growth, top briefs with paid amounts', async () => {
    const body = (await asAdmin('/api/admin/analytics')).json();
    expect(body.revenueByMonth).toHaveLength(12);
    expect(body.userGrowthByMonth).toHaveLength(12);
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(body.revenueByMonth.at(-1)).toEqual({ month: thisMonth, feesCents: expect.any(Number) });
    expect(body.monthlyRevenue).toBe(body.revenueByMonth.at(-1).feesCents / 100);
    expect(body.userGrowthByMonth.at(-1).brands).toBeGreaterThanOrEqual(1);
    expect(body.userGrowthByMonth.at(-1).creators).toBeGreaterThanOrEqual(2);
    expect(body.totalBriefs).toBe(
      body.briefStatusCounts.draft + body.briefStatusCounts.published + body.briefStatusCounts.archived,
    );
    expect(body.totalSubmissions).toBe(
      body.submissionStatusCounts.pending + body.submissionStatusCounts.approved + body.submissionStatusCounts.rejected,
    );
    expect(body.totalSubmissions).toBe(
      Object.values(body.submissionStateCounts as Record<string, number>).reduce((sum, value) => sum + value, 0),
    );
    expect(body.briefPerformance.length).toBeLessThanOrEqual(10);
    const mine = body.briefPerformance.find((row: { briefId: string }) => row.briefId === brief.id);
    if (mine) expect(mine).toMatchObject({ submissions: 2, awardedCents: 13_500, fundedCents: 30_000 });
    expect(body.financialOverview.platformFeesCents).toBeGreaterThanOrEqual(1_500);
    // Paid out: the $90 transferred in this file, at least.
    expect(body.totalPayouts).toBeGreaterThanOrEqual(90);
    expect(body.totalPayouts).toBe(body.financialOverview.paidOutCents / 100);
  });

  it('the admin brief detail carries its money summary from the ledger', async () => {
    const detail = (await asAdmin(`/api/admin/briefs/${brief.id}`)).json().brief;
    expect(detail.money).toEqual({
      funded: 300,
      assigned: 150,
      paid: 90,
      fees: 15,
      held: 45,
      refunded: 0,
      failedRefunds: 0,
      remaining: 150,
    });
  });
});

/** A time before anything else in the database, earlier on every run (the mirror of now around 2000). */
const ancient = () => new Date(2 * Date.UTC(2000, 0, 1) - Date.now());

const briefTitle = async () =>
  (await queryRows<{ title: string }>(database.db, sql`select title from briefs where id = ${brief.id}`))[0]!.title;

describe('a deactivated brand’s briefs', () => {
  it('a direct public link and the brand page answer 404; admins still see the brief', async () => {
    const other = await as(createBrand(t.app));
    const hidden = await createFundedBrief(t.app, other.token);
    expect((await call('GET', `/api/briefs/${hidden.id}/public`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/brands/${other.id}`, admin.token)).statusCode).toBe(200);
    for (const token of [null, creator.token, brand.token]) {
      const response = await call('GET', `/api/briefs/${hidden.id}/public`, token);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Brief not found');
    }
    expect((await call('GET', `/api/public/brands/${other.id}/briefs`)).statusCode).toBe(404);
    expect((await call('GET', `/api/briefs/${hidden.id}/public`, admin.token)).statusCode).toBe(200);
    expect((await asAdmin(`/api/admin/briefs/${hidden.id}`)).statusCode).toBe(200);
  });
});

describe('what needs attention', () => {
  const section = (body: { sections: Array<{ kind: string }> }, kind: string) =>
    body.sections.find((s) => s.kind === kind) as {
      kind: string;
      count: number;
      oldest: string | null;
      rows: Array<{ id: string; title: string; since: string; link: string; detail: string | null }>;
    };

  it('lists each seeded condition with a link to where it is resolved, oldest first', async () => {
    // A pending withdrawal (the creator's cash was transferred; credit makes a balance to withdraw).
    const creditBrief = await createFundedBrief(t.app, brand.token, { reward: 100, amountOfWinners: 1 });
    const creditSubmission = await createSubmission(t.app, creator.token, creditBrief.id);
    expect(
      (await distribute(t.app, brand.token, creditBrief.id, [winnerEntry(creditSubmission, creator.id, 'credit', 100)]))
        .statusCode,
    ).toBe(200);
    const requested = await call('POST', '/api/creators/withdrawals', creator.token, { amount: 20 });
    expect(requested.statusCode, requested.body).toBe(201);
    const withdrawalId = requested.json().data.id as string;

    // Cash held 8 days for a creator with no payout account (the threshold is 7).
    await database.db.execute(
      sql`update reward_assignments set created_at = now() - interval '8 days' where id = ${heldAward}`,
    );

    // A failed card refund, and a dead letter.
    const refundBrief = await createFundedBrief(t.app, brand.token, { reward: 40, amountOfWinners: 1 });
    await archiveBrief(database.db, refundBrief.id);
    expect((await call('POST', `/api/briefs/${refundBrief.id}/refund`, brand.token)).statusCode).toBe(200);
    const [refund] = await queryRows<{ id: string; provider_refund_id: string }>(
      database.db,
      sql`select id, provider_refund_id from pool_refunds where brief_id = ${refundBrief.id}`,
    );
    const failed = await t.app.inject({
      method: 'POST',
      url: `/test-provider/refunds/${refund!.provider_refund_id}/fail`,
      payload: {},
    });
    expect(failed.statusCode, failed.body).toBe(200);
    const [job] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into jobs (queue, status, attempts, max_attempts, last_error, completed_at) values ('adminops-test', 'failed', 8, 8, 'boom', now()) returning id`,
    );

    // A reported conversation.
    const started = await call('POST', '/api/messages/conversations', brand.token, {
      receiverId: creator.id,
      initialMessage: 'Hello',
    });
    expect([200, 201], started.body).toContain(started.statusCode);
    const reported = await call('POST', `/api/messages/${started.json().conversation.id}/report`, creator.token, {
      reason: 'Spam',
    });
    expect(reported.statusCode, reported.body).toBe(201);

    // Sections show their 20 oldest: on a shared database (PostgreSQL) other files' items may be
    // older, so ours are made the oldest — earlier each run, since open ones of past runs stay.
    const oldest = ancient();
    await database.db.execute(sql`update withdrawals set requested_at = ${oldest} where id = ${withdrawalId}`);
    await database.db.execute(sql`update reward_assignments set created_at = ${oldest} where id = ${heldAward}`);
    await database.db.execute(sql`update jobs set completed_at = ${oldest} where id = ${job!.id}`);
    await database.db.execute(
      sql`update conversation_reports set created_at = ${oldest} where id = ${reported.json().report.id}`,
    );
    await database.db.execute(sql`update briefs set funded_at = ${oldest} where brand_id = ${brand.id}`);
    // Failed card refunds are shown for 30 days: ours is the oldest of them.
    await database.db.execute(
      sql`update pool_refunds set failed_at = now() - interval '30 days' + interval '1 minute' where id = ${refund!.id}`,
    );

    const body = (await asAdmin('/api/admin/attention')).json();
    expect(body.total).toBe(body.sections.reduce((sum: number, s: { count: number }) => sum + s.count, 0));

    const withdrawals = section(body, 'withdrawals.pending');
    expect(withdrawals.rows).toContainEqual(
      expect.objectContaining({
        id: withdrawalId,
        link: `/admin/dashboard?tab=withdrawals&withdrawal=${withdrawalId}`,
        title: expect.stringContaining('$20.00'),
      }),
    );
    const held = section(body, 'payouts.held_cash');
    expect(held.rows).toContainEqual(
      expect.objectContaining({
        id: heldCreator.id,
        link: `/admin/dashboard?tab=creators&creator=${heldCreator.id}`,
        detail: 'Payout account: no payout account',
      }),
    );
    expect(held.rows.find((row) => row.id === heldCreator.id)!.title).toContain('$45.00');
    const failedRefunds = section(body, 'refunds.card_failed');
    expect(failedRefunds.rows).toContainEqual(
      expect.objectContaining({
        id: refund!.id,
        link: `/admin/dashboard?tab=briefs&brief=${refundBrief.id}`,
        detail: 'expired_or_canceled_card',
      }),
    );
    expect(section(body, 'jobs.dead_letters').rows).toContainEqual(
      expect.objectContaining({
        id: String(job!.id),
        link: `/admin/dashboard?tab=jobs&job=${job!.id}`,
        detail: '8 attempts: boom',
      }),
    );
    const reports = section(body, 'messaging.reported_conversations');
    expect(reports.rows).toContainEqual(
      expect.objectContaining({
        id: reported.json().report.id,
        detail: 'Spam',
        link: `/admin/dashboard?tab=reports&report=${reported.json().report.id}`,
      }),
    );
    // The brand is unverified and has funded briefs.
    expect(section(body, 'brands.unverified_funded').rows).toContainEqual(
      expect.objectContaining({ id: brand.id, link: `/admin/dashboard?tab=brands&brand=${brand.id}` }),
    );

    // Every section: rows oldest first, at most 20, `oldest` is the first row's time, count ≥ rows.
    for (const s of body.sections as Array<ReturnType<typeof section>>) {
      expect(s.rows.length).toBeLessThanOrEqual(20);
      expect(s.count).toBeGreaterThanOrEqual(s.rows.length);
      const times = s.rows.map((row) => row.since);
      expect(times).toEqual([...times].sort());
      if (s.rows.length) expect(s.oldest).toBe(s.rows[0]!.since);
    }

    // Resolved things leave: the withdrawal decided, the report's creator verified brand.
    expect(
      (await call('POST', `/api/admin/withdrawal-requests/${withdrawalId}/reject`, admin.token, { reason: 'Not now' }))
        .statusCode,
    ).toBe(200);
    expect((await call('PUT', `/api/admin/brands/${brand.id}`, admin.token, { isVerified: true })).statusCode).toBe(
      200,
    );
    const after = (await asAdmin('/api/admin/attention')).json();
    expect(section(after, 'withdrawals.pending').rows.map((row) => row.id)).not.toContain(withdrawalId);
    expect(section(after, 'brands.unverified_funded').rows.map((row) => row.id)).not.toContain(brand.id);
  });

  it('stuck transfers and unconfirmed pool refunds appear after ATTENTION_STUCK_MINUTES', async () => {
    // A transfer claimed two hours ago and never recorded (a crash), and a withdrawal approved whose transfer keeps failing.
    await database.db.execute(
      sql`update reward_assignments set transfer_claimed_at = now() - interval '2 hours' where id = ${heldAward}`,
    );
    const body = (await asAdmin('/api/admin/attention')).json();
    const stuck = section(body, 'payouts.transfers_stuck');
    expect(stuck.rows).toContainEqual(
      expect.objectContaining({
        id: heldAward,
        detail: 'transfer started and never recorded',
        link: `/admin/dashboard?tab=payouts&payout=${heldAward}`,
      }),
    );
    await database.db.execute(sql`update reward_assignments set transfer_claimed_at = null where id = ${heldAward}`);

    const refundBrief = await createFundedBrief(t.app, brand.token, { reward: 30, amountOfWinners: 1 });
    await archiveBrief(database.db, refundBrief.id);
    expect((await call('POST', `/api/briefs/${refundBrief.id}/refund`, brand.token)).statusCode).toBe(200);
    // As if the provider had not confirmed it for two hours.
    await database.db.execute(
      sql`update pool_refunds set status = 'pending', created_at = now() - interval '2 hours' where brief_id = ${refundBrief.id}`,
    );
    const refunds = section((await asAdmin('/api/admin/attention')).json(), 'refunds.stuck');
    expect(refunds.rows).toContainEqual(
      expect.objectContaining({
        link: `/admin/dashboard?tab=briefs&brief=${refundBrief.id}`,
        title: expect.stringContaining('$30.00'),
      }),
    );
    await database.db.execute(sql`update pool_refunds set status = 'succeeded' where brief_id = ${refundBrief.id}`);
  });

  it('a provider event whose processing failed is listed until a redelivery is processed', async () => {
    const [account] = await queryRows<{ provider_account_id: string }>(
      database.db,
      sql`select provider_account_id from payout_accounts where creator_id = ${creator.id}`,
    );
    const eventId = `evt_test_adminops_${uniqueSuffix()}`;
    const body = JSON.stringify({
      id: eventId,
      type: 'account.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: account!.provider_account_id, object: 'account' } },
    });
    const deliver = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks/payments',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signatureHeader(WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000)),
        },
        payload: body,
      });
    faults.failAccountReads = true;
    try {
      // The provider is told to deliver again (a 5xx).
      expect((await deliver()).statusCode).toBeGreaterThanOrEqual(500);
      expect((await deliver()).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      faults.failAccountReads = false;
    }
    const listed = section((await asAdmin('/api/admin/attention')).json(), 'webhooks.failed');
    expect(listed.rows).toContainEqual(
      expect.objectContaining({
        id: eventId,
        title: `account.updated ${eventId}`,
        link: '/admin/dashboard?tab=financial',
        detail: expect.stringMatching(/^2 failed attempt\(s\): /),
      }),
    );
    expect((await deliver()).statusCode).toBe(200);
    expect(
      section((await asAdmin('/api/admin/attention')).json(), 'webhooks.failed').rows.map((row) => row.id),
    ).not.toContain(eventId);
  });
});

describe('audit log', () => {
  it('every admin action writes a row; filters by action, entity, actor and dates', async () => {
    const made = await call('POST', '/api/admin/creators', admin.token, {
      userName: `audit_${uniqueSuffix()}`,
      fullName: 'Audit Me',
      email: `audit-${uniqueSuffix()}@example.test`,
      password: 'secret',
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().creator.id as string;
    await call('PUT', `/api/admin/creators/${id}`, admin.token, { fullName: 'Audited' });
    await call('PUT', `/api/admin/creators/${id}`, admin.token, { isVerified: true });
    await call('DELETE', `/api/admin/creators/${id}`, admin.token);

    const all = (await asAdmin(`/api/admin/audit?entityType=creator&actorId=${admin.id}&limit=100`)).json();
    const mine = all.entries.filter((row: { entityId: string }) => row.entityId === id);
    expect(mine.map((row: { action: string }) => row.action)).toEqual([
      'admin.creator.deactivated',
      'admin.creator.verified',
      'admin.creator.updated',
      'admin.creator.created',
    ]);
    expect(mine[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      entityType: 'creator',
      before: { accountStatus: 'active' },
      after: { accountStatus: 'deactivated' },
    });
    expect(mine[3]).toMatchObject({ before: null, after: { fullName: 'Audit Me' } });
    expect(JSON.stringify(mine)).not.toContain('secret');

    const exact = (await asAdmin('/api/admin/audit?action=admin.creator.verified&limit=100')).json();
    expect(exact.entries.every((row: { action: string }) => row.action === 'admin.creator.verified')).toBe(true);
    expect(exact.entries.map((row: { entityId: string }) => row.entityId)).toContain(id);
    const prefix = (await asAdmin('/api/admin/audit?action=admin.creator.&limit=100')).json();
    expect(prefix.entries.every((row: { action: string }) => row.action.startsWith('admin.creator.'))).toBe(true);
    expect(prefix.total).toBeGreaterThanOrEqual(4);
    // Withdrawal decisions are in the same log (written by the payouts module).
    expect(
      (await asAdmin(`/api/admin/audit?action=withdrawal.rejected&actorId=${admin.id}`)).json().entries[0],
    ).toMatchObject({
      actorId: admin.id,
      entityType: 'withdrawal',
      after: { reason: 'Not now' },
    });

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    expect(
      (
        await asAdmin(`/api/admin/audit?from=${today}&to=${today}&entityType=creator&actorId=${admin.id}&limit=100`)
      ).json().total,
    ).toBe(all.total);
    expect((await asAdmin(`/api/admin/audit?from=${tomorrow}&entityType=creator`)).json()).toMatchObject({
      entries: [],
      total: 0,
    });
    expect((await asAdmin(`/api/admin/audit?to=2000-01-01&entityType=creator`)).json().total).toBe(0);
    expect((await asAdmin(`/api/admin/audit?actorId=${randomUUID()}`)).json()).toMatchObject({ entries: [], total: 0 });

    const paged = (await asAdmin(`/api/admin/audit?entityType=creator&actorId=${admin.id}&limit=2&page=2`)).json();
    expect(paged).toMatchObject({ page: 2, limit: 2, total: all.total });
    expect(paged.entries.map((row: { id: string }) => row.id)).toEqual(
      all.entries.slice(2, 4).map((row: { id: string }) => row.id),
    );
  });

  it('an admin’s submission review and archive run are audited too', async () => {
    const reviewBrief = await createFundedBrief(t.app, brand.token);
    const submission = await createSubmission(t.app, heldCreator.token, reviewBrief.id);
    expect(
      (await call('PUT', `/api/admin/submissions/${submission.id}/review`, admin.token, { status: 'approved' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await asAdmin(`/api/admin/audit?entityType=submission&action=admin.submission.approved`))
        .json()
        .entries.map((row: { entityId: string }) => row.entityId),
    ).toContain(submission.id);
    expect((await call('POST', '/api/admin/archive-expired-briefs', admin.token)).statusCode).toBe(200);
    expect(
      (await asAdmin(`/api/admin/audit?action=admin.briefs.archive_run&actorId=${admin.id}`)).json().total,
    ).toBeGreaterThanOrEqual(1);
  });
});
