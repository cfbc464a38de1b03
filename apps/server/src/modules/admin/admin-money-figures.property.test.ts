import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../../../test/test-app.ts';
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
  winnerEntry,
} from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { ledgerInvariantViolations } from '../ledger/ledger.invariants.ts';

// One definition per admin money figure (docs/product/money-and-ledger.md#admin-figures): random
// sequences of funding, awards (cash paid, cash held, credit, prize), withdrawals, refunds,
// reversals and deactivations through the HTTP API; after every step each figure of Overview,
// Payouts, Analytics and the Financial dashboard equals the sum computed here by hand from the
// ledger's rows (and, for the award states, the awards' rows), and every "this month" is at most
// its all-time value. Exact figures need a database of their own: PGlite (scripts/test.mjs).

let t: TestApp;
type User = { token: string; id: string };
let admin: User;

beforeAll(async () => {
  t = await createTestApp();
  const made = await createAdmin(t.app, t.database.db);
  admin = { token: made.token, id: made.user.id };
}, 60_000);
afterAll(() => t.close());

async function get<T>(url: string, token = admin.token): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}
const post = (url: string, token: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

type Step =
  | { kind: 'fund'; reward: number }
  | { kind: 'award'; brief: number; creator: number; rewardType: 'cash' | 'credit' | 'prize'; amount: number }
  | { kind: 'assignAndRemove'; brief: number; creator: number }
  | { kind: 'withdraw'; creator: number; amount: number; decision: 'approve' | 'reject' | 'leave' }
  | { kind: 'refund'; brief: number }
  | { kind: 'connect'; creator: number }
  | { kind: 'deactivate'; who: 'brand' | 'creator' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('fund' as const), reward: fc.integer({ min: 60, max: 400 }) }),
  fc.record({
    kind: fc.constant('award' as const),
    brief: fc.nat(),
    creator: fc.nat(),
    rewardType: fc.constantFrom('cash' as const, 'credit' as const, 'prize' as const),
    amount: fc.integer({ min: 100, max: 5_000 }).map((cents) => cents / 100),
  }),
  fc.record({ kind: fc.constant('assignAndRemove' as const), brief: fc.nat(), creator: fc.nat() }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    creator: fc.nat(),
    amount: fc.integer({ min: 100, max: 3_000 }).map((cents) => cents / 100),
    decision: fc.constantFrom('approve' as const, 'reject' as const, 'leave' as const),
  }),
  fc.record({ kind: fc.constant('refund' as const), brief: fc.nat() }),
  fc.record({ kind: fc.constant('connect' as const), creator: fc.nat() }),
  fc.record({ kind: fc.constant('deactivate' as const), who: fc.constantFrom('brand' as const, 'creator' as const) }),
);

interface World {
  brands: User[];
  creators: User[];
  briefs: Array<{ id: string; brand: User; submissions: Map<string, string> }>;
}

const pick = <T>(list: T[], index: number) => (list.length === 0 ? undefined : list[index % list.length]);

async function act(current: Step, world: World): Promise<void> {
  switch (current.kind) {
    case 'fund': {
      const brand = world.brands.at(-1)!;
      const brief = await createFundedBrief(t.app, brand.token, {
        reward: current.reward,
        amountOfWinners: world.creators.length,
      });
      const submissions = new Map<string, string>();
      for (const creator of world.creators)
        submissions.set(creator.id, (await createSubmission(t.app, creator.token, brief.id)).id);
      world.briefs.push({ id: brief.id, brand, submissions });
      break;
    }
    case 'award': {
      const brief = pick(world.briefs, current.brief);
      const creator = pick(world.creators, current.creator);
      const submission = creator && brief?.submissions.get(creator.id);
      if (!brief || !creator || !submission) break;
      const amount = current.rewardType === 'prize' ? 0 : current.amount;
      const response = await distribute(t.app, brief.brand.token, brief.id, [
        winnerEntry({ id: submission }, creator.id, current.rewardType, amount),
      ]);
      expect([200, 404, 409, 422], response.body).toContain(response.statusCode);
      break;
    }
    case 'assignAndRemove': {
      // An award made through reward management and taken back before it is paid: a reversal posting.
      const brief = pick(world.briefs, current.brief);
      const creator = pick(world.creators, current.creator);
      const submission = creator && brief?.submissions.get(creator.id);
      if (!brief || !creator || !submission) break;
      const managed = (
        await get<{
          briefs: Array<{
            id: string;
            rewardTiers: Array<{ id: string }>;
            rewardAssignments: Array<{ rewardTierId: string }>;
          }>;
        }>('/api/brands/reward-management', brief.brand.token)
      ).briefs.find((item) => item.id === brief.id);
      const tier = managed?.rewardTiers.find(
        (candidate) => !managed.rewardAssignments.some((assignment) => assignment.rewardTierId === candidate.id),
      );
      if (!tier) break;
      const assigned = await post(`/api/briefs/${brief.id}/assign-reward`, brief.brand.token, {
        rewardTierId: tier.id,
        submissionId: submission,
        creatorId: creator.id,
      });
      if (assigned.statusCode !== 201) break;
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/reward-assignments/${assigned.json().assignment.id}`,
        headers: bearer(brief.brand.token),
      });
      expect(removed.statusCode, removed.body).toBe(200);
      break;
    }
    case 'withdraw': {
      const creator = pick(world.creators, current.creator)!;
      const requested = await post('/api/creators/withdrawals', creator.token, { amount: current.amount });
      expect([201, 400, 403, 404, 409, 422], requested.body).toContain(requested.statusCode);
      if (requested.statusCode !== 201 || current.decision === 'leave') break;
      const id = requested.json().data.id as string;
      const decided =
        current.decision === 'approve'
          ? await post(`/api/admin/withdrawal-requests/${id}/approve`, admin.token, { adminNotes: '' })
          : await post(`/api/admin/withdrawal-requests/${id}/reject`, admin.token, { reason: 'Not this time' });
      expect(decided.statusCode, decided.body).toBe(200);
      break;
    }
    case 'refund': {
      const brief = pick(world.briefs, current.brief);
      if (!brief) break;
      await archiveBrief(t.database.db, brief.id);
      const response = await post(`/api/briefs/${brief.id}/refund`, brief.brand.token);
      expect([200, 404, 409], response.body).toContain(response.statusCode);
      break;
    }
    case 'connect': {
      const creator = pick(world.creators, current.creator)!;
      const response = await post('/api/creators/onboard', creator.token, { country: 'US' });
      if (response.statusCode === 200)
        await connectPayoutAccount(t.app, creator.token, 'complete').catch(() => undefined);
      break;
    }
    case 'deactivate': {
      // Keep one of each active so later steps have someone to act.
      const list = current.who === 'brand' ? world.brands : world.creators;
      const made = current.who === 'brand' ? await createBrand(t.app) : await createCreator(t.app);
      const gone = list.shift()!;
      list.push({ token: made.token, id: made.user.id });
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/${current.who}s/${gone.id}`,
        headers: bearer(admin.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      // A deactivated brand can no longer act on its briefs (their money stays in the figures).
      if (current.who === 'brand') world.briefs = world.briefs.filter((brief) => brief.brand.id !== gone.id);
      break;
    }
  }
}

// ---------------------------------------------------------------- the figures by hand

type Sums = Record<string, number>;

async function byHand(): Promise<Sums> {
  const [row] = await queryRows<Record<string, string | number | null>>(
    t.database.db,
    sql`with e as (select e.account, e.amount_cents as amount, t.kind, t.created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' as this_month
                   from ledger_entries e join ledger_transactions t on t.id = e.transaction_id)
        select
          (select coalesce(-sum(amount), 0) from e where account = 'external:card_payments' and kind = 'card_payment') as funds_collected,
          (select coalesce(sum(amount), 0) from e where account = 'external:connected_accounts') as paid_out,
          (select coalesce(sum(amount), 0) from e where account = 'external:connected_accounts' and this_month) as paid_out_month,
          (select coalesce(sum(amount), 0) from e where account = 'platform:fees') as fees,
          (select coalesce(sum(amount), 0) from e where account = 'platform:fees' and this_month) as fees_month,
          (select coalesce(-sum(amount), 0) from e where account like 'brief:%:pool' and kind = 'pool_refund') as refunds,
          (select coalesce(sum(amount), 0) from e where account like 'creator:%:wallet' and kind in ('reward_award', 'reward_reversal', 'dispute_payment')) as awarded,
          (select coalesce(sum(amount), 0) from e where account like 'brief:%:pool') as in_pools,
          (select coalesce(sum(amount), 0) from e where account like 'creator:%:wallet' or account like 'creator:%:reserved') as in_creator_wallets,
          (select coalesce(sum(amount), 0) from e where account like 'brand:%:wallet') as in_brand_wallets,
          (select coalesce(sum(net_cents), 0) from reward_assignments where reward_type = 'credit') as credit_granted,
          (select coalesce(sum(net_cents), 0) from reward_assignments where reward_type = 'cash' and payout_status in ('pending', 'held', 'failed')) as awaiting,
          (select coalesce(sum(net_cents), 0) from reward_assignments where reward_type = 'cash' and payout_status = 'held') as held,
          (select count(*) from users where type = 'brand' and status = 'active' and deleted_at is null) as brands,
          (select count(*) from users where type = 'creator' and status = 'active' and deleted_at is null) as creators,
          (select count(*) from briefs b join users u on u.id = b.brand_id where u.status = 'active' and u.deleted_at is null) as briefs,
          (select count(*) from briefs b join users u on u.id = b.brand_id where b.status = 'published' and u.status = 'active' and u.deleted_at is null) as published,
          (select count(*) from submissions s join briefs b on b.id = s.brief_id join users brand on brand.id = b.brand_id join users creator on creator.id = s.creator_id
            where brand.status = 'active' and brand.deleted_at is null and creator.status = 'active' and creator.deleted_at is null) as submissions`,
  );
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, Number(value ?? 0)]));
}

const cents = (dollars: number) => Math.round(dollars * 100);

async function expectFiguresFromTheLedger(): Promise<void> {
  const [overview, payouts, analytics, financialAll, financialMonth, hand] = await Promise.all([
    get<{ totalBrands: number; totalCreators: number; availableBriefs: number; monthRevenueCents: number }>(
      '/api/admin/overview',
    ),
    get<{ totals: { totalPaidCents: number; pendingCents: number; heldCents: number; thisMonthCents: number } }>(
      '/api/admin/payouts',
    ),
    get<{
      totalBrands: number;
      totalCreators: number;
      totalBriefs: number;
      totalSubmissions: number;
      totalPayouts: number;
      monthlyRevenue: number;
      revenueByMonth: Array<{ feesCents: number }>;
      financialOverview: Record<string, number>;
    }>('/api/admin/analytics'),
    get<{ data: Record<string, number> }>('/api/admin/financial-metrics?timeRange=all'),
    get<{ data: Record<string, number> }>('/api/admin/financial-metrics?timeRange=30d'),
    byHand(),
  ]);

  // Paid out: one figure, the same on every screen.
  expect({
    payouts: payouts.totals.totalPaidCents,
    analytics: cents(analytics.totalPayouts),
    analyticsOverview: analytics.financialOverview.paidOutCents,
    financial: cents(financialAll.data.totalFundsPaidOut!),
  }).toEqual({
    payouts: hand.paid_out,
    analytics: hand.paid_out,
    analyticsOverview: hand.paid_out,
    financial: hand.paid_out,
  });
  expect(payouts.totals.thisMonthCents).toBe(hand.paid_out_month);

  // Platform fees: this month on the overview and analytics, all time on analytics and the financial dashboard.
  expect({
    overview: overview.monthRevenueCents,
    analytics: cents(analytics.monthlyRevenue),
    chart: analytics.revenueByMonth.at(-1)!.feesCents,
  }).toEqual({
    overview: hand.fees_month,
    analytics: hand.fees_month,
    chart: hand.fees_month,
  });
  expect({
    analytics: analytics.financialOverview.platformFeesCents,
    financial: cents(financialAll.data.totalPlatformFees!),
  }).toEqual({
    analytics: hand.fees,
    financial: hand.fees,
  });

  expect({
    fundsCollected: analytics.financialOverview.fundsCollectedCents,
    fundsCollectedFinancial: cents(financialAll.data.totalFundsCollected!),
    refunds: analytics.financialOverview.refundedCents,
    refundsFinancial: cents(financialAll.data.totalRefundsProcessed!),
    awarded: analytics.financialOverview.awardedCents,
    creditGranted: analytics.financialOverview.creditGrantedCents,
    awaiting: analytics.financialOverview.awaitingPayoutCents,
    awaitingPayouts: payouts.totals.pendingCents,
    held: analytics.financialOverview.heldCents,
    heldPayouts: payouts.totals.heldCents,
    inPools: analytics.financialOverview.inPoolsCents,
    inCreatorWallets: analytics.financialOverview.inCreatorWalletsCents,
    inBrandWallets: analytics.financialOverview.inBrandWalletsCents,
  }).toEqual({
    fundsCollected: hand.funds_collected,
    fundsCollectedFinancial: hand.funds_collected,
    refunds: hand.refunds,
    refundsFinancial: hand.refunds,
    awarded: hand.awarded,
    creditGranted: hand.credit_granted,
    awaiting: hand.awaiting,
    awaitingPayouts: hand.awaiting,
    held: hand.held,
    heldPayouts: hand.held,
    inPools: hand.in_pools,
    inCreatorWallets: hand.in_creator_wallets,
    inBrandWallets: hand.in_brand_wallets,
  });

  // Counts: one rule about deactivated accounts everywhere.
  expect({
    overview: [overview.totalBrands, overview.totalCreators],
    analytics: [analytics.totalBrands, analytics.totalCreators],
  }).toEqual({
    overview: [hand.brands, hand.creators],
    analytics: [hand.brands, hand.creators],
  });
  expect({
    available: overview.availableBriefs,
    active: financialAll.data.activeBriefs,
    briefs: analytics.totalBriefs,
    submissions: analytics.totalSubmissions,
  }).toEqual({
    available: hand.published,
    active: hand.published,
    briefs: hand.briefs,
    submissions: hand.submissions,
  });

  // A part of a figure is never more than the whole.
  expect(payouts.totals.thisMonthCents).toBeLessThanOrEqual(payouts.totals.totalPaidCents);
  expect(overview.monthRevenueCents).toBeLessThanOrEqual(analytics.financialOverview.platformFeesCents!);
  for (const figure of ['totalFundsCollected', 'totalFundsPaidOut', 'totalPlatformFees', 'totalRefundsProcessed']) {
    expect(financialMonth.data[figure]!, figure).toBeLessThanOrEqual(financialAll.data[figure]!);
  }
  expect(payouts.totals.heldCents).toBeLessThanOrEqual(payouts.totals.pendingCents);
  expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
}

async function run(steps: Step[]): Promise<void> {
  const [brand, paid, held] = await Promise.all([createBrand(t.app), createCreator(t.app), createCreator(t.app)]);
  await connectPayoutAccount(t.app, paid.token, 'complete');
  const world: World = {
    brands: [{ token: brand.token, id: brand.user.id }],
    creators: [paid, held].map((c) => ({ token: c.token, id: c.user.id })),
    briefs: [],
  };
  for (const current of steps) {
    await act(current, world);
    await expectFiguresFromTheLedger();
  }
}

describe.skipIf(TEST_DB_KIND !== 'pglite')(
  'admin money figures: one definition, read from the ledger, shown the same everywhere',
  () => {
    it('cash paid and held, credit, a prize, a withdrawal each way, a reversal, a refund and a deactivated brand', async () => {
      await run([
        { kind: 'fund', reward: 300 },
        { kind: 'award', brief: 0, creator: 0, rewardType: 'cash', amount: 80 },
        { kind: 'award', brief: 0, creator: 1, rewardType: 'cash', amount: 40 },
        { kind: 'fund', reward: 200 },
        { kind: 'award', brief: 1, creator: 0, rewardType: 'credit', amount: 60 },
        { kind: 'award', brief: 1, creator: 1, rewardType: 'prize', amount: 0 },
        { kind: 'withdraw', creator: 0, amount: 20, decision: 'approve' },
        { kind: 'withdraw', creator: 0, amount: 10, decision: 'reject' },
        { kind: 'withdraw', creator: 0, amount: 5, decision: 'leave' },
        { kind: 'fund', reward: 100 },
        { kind: 'assignAndRemove', brief: 2, creator: 0 },
        { kind: 'refund', brief: 2 },
        { kind: 'connect', creator: 1 },
        { kind: 'deactivate', who: 'brand' },
        { kind: 'deactivate', who: 'creator' },
      ]);
    }, 120_000);

    it('every figure equals its sum from the ledger after every step of random sequences', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), async (steps) => {
          await run([{ kind: 'fund', reward: 300 }, ...steps]);
        }),
        { numRuns: 10 },
      );
    }, 300_000);
  },
);
