import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  archiveBrief,
  bearer,
  connectPayoutAccount,
  createBrand,
  createCreator,
  createFundedBrief,
  createSubmission,
  distribute,
} from '../../../test/factories.ts';
import { ledgerInvariantViolations } from '../ledger/ledger.invariants.ts';

// Every view of one money figure agrees (issue 13, item 6; docs/architecture.md#money-figures):
// random fund / assign / distribute / remove / pay / refund sequences through the HTTP API, and
// after every step the brand's figures (brief money summary, totalRewardsPaid = paid cash only, fundedAmount and
// heldAmount of the brief list, reward management's awards and remaining, analytics' totalSpent) and each
// creator's (dashboard and analytics Total Earnings, wallet totalEarned, the Earnings list) say
// the same thing, and the ledger balances.

let t: TestApp;
type User = { token: string; id: string };
let brand: User;
let creators: User[];

beforeAll(async () => {
  t = await createTestApp();
  const [b, c1, c2] = await Promise.all([createBrand(t.app), createCreator(t.app), createCreator(t.app)]);
  brand = { token: b.token, id: b.user.id };
  creators = [c1, c2].map((c) => ({ token: c.token, id: c.user.id }));
  // The first creator can be paid; the second has no payout account until a step connects it (cash stays held).
  await connectPayoutAccount(t.app, creators[0]!.token, 'complete');
}, 60_000);
afterAll(async () => {
  await t.close();
});

const cents = (dollars: number) => Math.round(dollars * 100);
const sumCents = (values: number[]) => values.reduce((sum, value) => sum + cents(value), 0);

async function get<T>(url: string, token: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}

type Step =
  | { kind: 'fund'; reward: number; winners: number }
  | { kind: 'assign'; brief: number; tier: number; creator: number }
  | { kind: 'distribute'; brief: number; creator: number; rewardType: 'cash' | 'credit'; amount: number }
  | { kind: 'remove'; brief: number; assignment: number }
  | { kind: 'pay'; brief: number }
  | { kind: 'refund'; brief: number }
  | { kind: 'connect' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('fund' as const),
    reward: fc.integer({ min: 50, max: 600 }),
    winners: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('assign' as const),
    brief: fc.nat(),
    tier: fc.nat(),
    creator: fc.integer({ min: 0, max: 1 }),
  }),
  fc.record({
    kind: fc.constant('distribute' as const),
    brief: fc.nat(),
    creator: fc.integer({ min: 0, max: 1 }),
    rewardType: fc.constantFrom('cash' as const, 'credit' as const),
    amount: fc.integer({ min: 100, max: 30_000 }).map((value) => value / 100),
  }),
  fc.record({ kind: fc.constant('remove' as const), brief: fc.nat(), assignment: fc.nat() }),
  fc.record({ kind: fc.constant('pay' as const), brief: fc.nat() }),
  fc.record({ kind: fc.constant('refund' as const), brief: fc.nat() }),
  fc.constant({ kind: 'connect' as const }),
);

interface ModelBrief {
  id: string;
  submissions: Map<string, string>;
}

interface ManagedBrief {
  id: string;
  remaining: number;
  rewardTiers: Array<{ id: string }>;
  rewardAssignments: Array<{
    id: string;
    creatorId: string;
    rewardType: string;
    gross: number;
    net: number;
    payoutStatus: string;
  }>;
}

async function managedBriefs(): Promise<ManagedBrief[]> {
  return (await get<{ briefs: ManagedBrief[] }>('/api/brands/reward-management', brand.token)).briefs;
}

async function act(current: Step, briefs: ModelBrief[]): Promise<void> {
  const pick = <T>(list: T[], index: number) => (list.length === 0 ? undefined : list[index % list.length]);
  switch (current.kind) {
    case 'fund': {
      const brief = await createFundedBrief(t.app, brand.token, {
        reward: current.reward,
        amountOfWinners: current.winners,
      });
      const submissions = new Map<string, string>();
      for (const creator of creators)
        submissions.set(creator.id, (await createSubmission(t.app, creator.token, brief.id)).id);
      briefs.push({ id: brief.id, submissions });
      break;
    }
    case 'assign': {
      const brief = pick(briefs, current.brief);
      if (!brief) break;
      const managed = (await managedBriefs()).find((item) => item.id === brief.id)!;
      const tier = pick(managed.rewardTiers, current.tier)!;
      const creator = creators[current.creator]!;
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/briefs/${brief.id}/assign-reward`,
        headers: bearer(brand.token),
        payload: { rewardTierId: tier.id, submissionId: brief.submissions.get(creator.id)!, creatorId: creator.id },
      });
      expect([201, 409, 422], response.body).toContain(response.statusCode);
      break;
    }
    case 'distribute': {
      const brief = pick(briefs, current.brief);
      if (!brief) break;
      const creator = creators[current.creator]!;
      const response = await distribute(t.app, brand.token, brief.id, [
        {
          submissionId: brief.submissions.get(creator.id)!,
          creatorId: creator.id,
          rewardType: current.rewardType,
          amount: current.amount,
        },
      ]);
      expect([200, 409, 422], response.body).toContain(response.statusCode);
      break;
    }
    case 'remove': {
      const brief = pick(briefs, current.brief);
      if (!brief) break;
      const managed = (await managedBriefs()).find((item) => item.id === brief.id)!;
      const assignment = pick(managed.rewardAssignments, current.assignment);
      if (!assignment) break;
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/reward-assignments/${assignment.id}`,
        headers: bearer(brand.token),
      });
      expect([200, 409], response.body).toContain(response.statusCode);
      break;
    }
    case 'pay': {
      const brief = pick(briefs, current.brief);
      if (!brief) break;
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/briefs/${brief.id}/process-payouts`,
        headers: bearer(brand.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      break;
    }
    case 'refund': {
      const brief = pick(briefs, current.brief);
      if (!brief) break;
      await archiveBrief(t.database.db, brief.id);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/briefs/${brief.id}/refund`,
        headers: bearer(brand.token),
      });
      expect([200, 409], response.body).toContain(response.statusCode);
      break;
    }
    case 'connect':
      await connectPayoutAccount(t.app, creators[1]!.token, 'complete');
      break;
  }
}

interface BrandBrief {
  id: string;
  totalRewardsPaid: number;
  fundedAmount: number;
  heldAmount: number;
}
interface MoneySummary {
  funded: number;
  assigned: number;
  paid: number;
  fees: number;
  held: number;
  refunded: number;
  failedRefunds: number;
  remaining: number;
}

async function expectFiguresAgree(briefs: ModelBrief[]): Promise<void> {
  // The brand's side.
  const [list, managed, analytics] = await Promise.all([
    get<{ briefs: BrandBrief[] }>('/api/brands/briefs', brand.token),
    managedBriefs(),
    get<{ totalSpent: number }>('/api/rewards/analytics/brand', brand.token),
  ]);
  expect(cents(analytics.totalSpent), 'analytics totalSpent = the funding of every brief').toBe(
    sumCents(list.briefs.map((brief) => brief.fundedAmount)),
  );
  for (const brief of briefs) {
    const summary = (await get<{ data: MoneySummary }>(`/api/briefs/${brief.id}/money`, brand.token)).data;
    const listed = list.briefs.find((item) => item.id === brief.id)!;
    const managedBrief = managed.find((item) => item.id === brief.id)!;
    const awards = managedBrief.rewardAssignments;
    const single = (await get<{ brief: { totalRewardsPaid: number } }>(`/api/briefs/${brief.id}/public`, brand.token))
      .brief;
    const awarded = sumCents(awards.filter((award) => award.rewardType !== 'prize').map((award) => award.gross));
    expect(
      { summaryAssigned: cents(summary.assigned), rewardManagementAwards: awarded },
      `awarded from brief ${brief.id}`,
    ).toEqual({ summaryAssigned: awarded, rewardManagementAwards: awarded });
    // Only paid is paid (docs/product/money-and-ledger.md#public-figures): totalRewardsPaid is the cash
    // that reached connected accounts, the summary's paid — never held cash or credit.
    const paidCash = sumCents(
      awards.filter((award) => award.rewardType === 'cash' && award.payoutStatus === 'paid').map((award) => award.net),
    );
    expect(
      {
        summaryPaid: cents(summary.paid),
        listTotalRewardsPaid: cents(listed.totalRewardsPaid),
        briefTotalRewardsPaid: cents(single.totalRewardsPaid),
      },
      `paid from brief ${brief.id}`,
    ).toEqual({ summaryPaid: paidCash, listTotalRewardsPaid: paidCash, briefTotalRewardsPaid: paidCash });
    expect(cents(listed.fundedAmount)).toBe(cents(summary.funded));
    expect(cents(listed.heldAmount)).toBe(cents(summary.remaining));
    expect(cents(managedBrief.remaining)).toBe(cents(summary.remaining));
    expect(cents(summary.remaining)).toBe(
      cents(summary.funded) - cents(summary.assigned) - cents(summary.refunded) - cents(summary.failedRefunds),
    );
    expect(cents(summary.paid) + cents(summary.held) + cents(summary.fees)).toBeLessThanOrEqual(
      cents(summary.assigned),
    );
  }

  // Each creator's side.
  for (const creator of creators) {
    const [dashboard, creatorAnalytics, wallet, payouts] = await Promise.all([
      get<{ totalEarnings: number }>('/api/creators/dashboard', creator.token),
      get<{ totalEarnings: number }>('/api/creators/analytics', creator.token),
      get<{ totalEarned: number }>(`/api/creators/wallet/${creator.id}`, creator.token),
      get<{ data: Array<{ netAmount: number }> }>('/api/creators/payouts', creator.token),
    ]);
    const earned = sumCents(payouts.data.map((row) => row.netAmount));
    expect(
      {
        dashboard: cents(dashboard.totalEarnings),
        analytics: cents(creatorAnalytics.totalEarnings),
        wallet: cents(wallet.totalEarned),
        earningsList: earned,
      },
      `total earnings of creator ${creator.id}`,
    ).toEqual({ dashboard: earned, analytics: earned, wallet: earned, earningsList: earned });
  }

  expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
}

async function run(steps: Step[]): Promise<void> {
  const briefs: ModelBrief[] = [];
  for (const current of steps) {
    await act(current, briefs);
    await expectFiguresAgree(briefs);
  }
}

describe('money figures under random award flows', () => {
  it('assign → remove → re-assign → pay: every view shows the award once', async () => {
    await run([
      { kind: 'fund', reward: 300, winners: 2 },
      { kind: 'assign', brief: 0, tier: 0, creator: 0 },
      { kind: 'remove', brief: 0, assignment: 0 },
      { kind: 'assign', brief: 0, tier: 0, creator: 0 },
      { kind: 'pay', brief: 0 },
    ]);
  }, 60_000);

  it('every view of each figure agrees after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 10 }), async (steps) => {
        await run([{ kind: 'fund', reward: 300, winners: 2 }, ...steps]);
      }),
      { numRuns: 15 },
    );
  }, 300_000);
});
