import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
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
} from '../../../test/factories.ts';
import { FAULTS_WEBHOOK_SECRET, faultyTestProvider, type ProviderFaults } from '../../../test/provider-faults.ts';
import { queryRows } from '../../db/client.ts';
import { ledgerInvariantViolations } from './ledger.invariants.ts';

// A model test of the money flows (decision 007): random sequences of fund / distribute (cash,
// credit, prize) / failing transfers / withdraw / approve / reject / refund / release, and after
// every step the ledger sums to zero, no internal account is negative, and no brief has paid out
// (awards + refunds) more than it received.

let t: TestApp;
let faults: ProviderFaults;
type User = { token: string; id: string };
let brand: User;
let admin: User;
let creators: User[];

beforeAll(async () => {
  const database = await openTestDatabase();
  let provider;
  ({ provider, faults } = faultyTestProvider(database));
  t = await createTestApp({
    database,
    paymentsProvider: provider,
    env: { PAYMENTS_WEBHOOK_SECRET: FAULTS_WEBHOOK_SECRET },
  });
  const [b, a, c1, c2] = await Promise.all([
    createBrand(t.app),
    createAdmin(t.app, t.database.db),
    createCreator(t.app),
    createCreator(t.app),
  ]);
  brand = { token: b.token, id: b.user.id };
  admin = { token: a.token, id: a.user.id };
  creators = [c1, c2].map((c) => ({ token: c.token, id: c.user.id }));
  // The first creator can be paid; the second has no payout account until a step connects it.
  await connectPayoutAccount(t.app, creators[0]!.token, 'complete');
}, 60_000);
afterAll(async () => {
  await t.close();
  await t.database.close();
});

type Step =
  | { kind: 'fund'; reward: number }
  | {
      kind: 'distribute';
      brief: number;
      creator: number;
      rewardType: 'cash' | 'credit' | 'prize';
      amount: number;
      failTransfer: boolean;
    }
  | { kind: 'withdraw'; creator: number; amount: number }
  | { kind: 'decide'; approve: boolean; failTransfer: boolean }
  | { kind: 'refund'; brief: number }
  | { kind: 'connect' }
  | { kind: 'release' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('fund' as const), reward: fc.integer({ min: 10, max: 500 }) }),
  fc.record({
    kind: fc.constant('distribute' as const),
    brief: fc.nat(),
    creator: fc.integer({ min: 0, max: 1 }),
    rewardType: fc.constantFrom('cash' as const, 'credit' as const, 'prize' as const),
    amount: fc.integer({ min: 1, max: 40_000 }).map((cents) => cents / 100),
    failTransfer: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    creator: fc.integer({ min: 0, max: 1 }),
    amount: fc.integer({ min: 100, max: 30_000 }).map((cents) => cents / 100),
  }),
  fc.record({ kind: fc.constant('decide' as const), approve: fc.boolean(), failTransfer: fc.boolean() }),
  fc.record({ kind: fc.constant('refund' as const), brief: fc.nat() }),
  fc.constant({ kind: 'connect' as const }),
  fc.constant({ kind: 'release' as const }),
);

interface ModelBrief {
  id: string;
  submissions: Map<string, string>;
}

async function run(steps: Step[], briefs: ModelBrief[]) {
  const pick = <T>(list: T[], index: number) => (list.length === 0 ? undefined : list[index % list.length]);
  for (const current of steps) {
    faults.failTransfers = false;
    switch (current.kind) {
      case 'fund': {
        const brief = await createFundedBrief(t.app, brand.token, { reward: current.reward, amountOfWinners: 2 });
        const submissions = new Map<string, string>();
        for (const creator of creators)
          submissions.set(creator.id, (await createSubmission(t.app, creator.token, brief.id)).id);
        briefs.push({ id: brief.id, submissions });
        break;
      }
      case 'distribute': {
        const brief = pick(briefs, current.brief);
        if (!brief) break;
        const creator = creators[current.creator]!;
        faults.failTransfers = current.failTransfer;
        const entry = {
          submissionId: brief.submissions.get(creator.id)!,
          creatorId: creator.id,
          rewardType: current.rewardType,
          amount: current.rewardType === 'prize' ? 0 : current.amount,
          ...(current.rewardType === 'prize' ? { prizeDetails: { name: 'Kit', description: 'A kit' } } : {}),
        };
        const response = await distribute(t.app, brand.token, brief.id, [entry]);
        expect([200, 409, 422]).toContain(response.statusCode);
        break;
      }
      case 'withdraw': {
        const creator = creators[current.creator]!;
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/creators/withdrawals',
          headers: bearer(creator.token),
          payload: { amount: current.amount },
        });
        expect([201, 409]).toContain(response.statusCode);
        break;
      }
      case 'decide': {
        const pending = (
          await t.app.inject({
            method: 'GET',
            url: '/api/admin/withdrawal-requests?status=pending',
            headers: bearer(admin.token),
          })
        ).json().data as Array<{
          id: string;
        }>;
        const target = pending[0];
        if (!target) break;
        faults.failTransfers = current.failTransfer;
        const url = `/api/admin/withdrawal-requests/${target.id}/${current.approve ? 'approve' : 'reject'}`;
        const response = await t.app.inject({
          method: 'POST',
          url,
          headers: bearer(admin.token),
          payload: current.approve ? { adminNotes: '' } : { reason: 'No' },
        });
        expect(response.statusCode).toBe(200);
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
        expect([200, 409]).toContain(response.statusCode);
        break;
      }
      case 'connect':
        await connectPayoutAccount(t.app, creators[1]!.token, 'complete');
        break;
      case 'release':
        // This file's creators only: on the shared PostgreSQL database other files' awards are in states of
        // their own making, and a run of the job over all of them is theirs to test.
        for (const creator of creators) await t.app.services.payouts.releaseHeldPayouts({ creatorId: creator.id });
        await t.app.services.withdrawals.reconcileApproved();
        break;
    }
    faults.failTransfers = false;
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
    const overpaid = await queryRows<{ account: string }>(
      t.database.db,
      sql`select e.account from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
          where e.account like 'brief:%:pool'
          group by e.account
          having sum(e.amount_cents) filter (where t.kind in ('reward_award', 'reward_reversal', 'pool_refund')) < -sum(e.amount_cents) filter (where t.kind in ('card_payment', 'wallet_to_brief'))`,
    );
    expect(overpaid).toEqual([]);
  }
}

describe('the ledger under random money flows', () => {
  it('keeps every invariant after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 12 }), async (steps) => {
        // Each run starts with one funded brief so distributions have somewhere to happen.
        await run([{ kind: 'fund', reward: 300 }, ...steps], []);
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
