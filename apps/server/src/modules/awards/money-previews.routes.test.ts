import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { REWARD_MESSAGES } from '@briefly/shared/rewards';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
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

// The confirm-before-paying summaries of Process Payouts, Refund what's left and the admins'
// withdrawal decisions (decision 047): who may ask, what they answer, that they write nothing, and
// that the action then does exactly what its preview said.

let t: TestApp;
type User = { token: string; id: string };
let brand: User;
let otherBrand: User;
let creator: User;
let creatorPending: User;
let third: User;
let admin: User;

const as = async (promise: ReturnType<typeof createBrand>): Promise<User> => {
  const made = await promise;
  return { token: made.token, id: made.user.id };
};

beforeAll(async () => {
  t = await createTestApp();
  [brand, otherBrand, creator, creatorPending, third] = await Promise.all([
    as(createBrand(t.app)),
    as(createBrand(t.app)),
    as(createCreator(t.app)),
    as(createCreator(t.app)),
    as(createCreator(t.app)),
  ]);
  const created = await createAdmin(t.app, t.database.db);
  admin = { token: created.token, id: created.user.id };
  await connectPayoutAccount(t.app, creator.token, 'complete');
  await connectPayoutAccount(t.app, creatorPending.token, 'pending');
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const setAccountStatus = (creatorId: string, status: string) =>
  t.database.db.execute(sql`update payout_accounts set status = ${status} where creator_id = ${creatorId}`);

/** A funded brief with three tiers assigned (not yet processed): cash to an active account, cash to a pending one, credit. */
async function assignedBrief() {
  const brief = await createFundedBrief(t.app, brand.token, { reward: 900, amountOfWinners: 3 });
  const subs = await Promise.all(
    [creator, creatorPending, third].map((user) => createSubmission(t.app, user.token, brief.id)),
  );
  const management = (await inject('GET', '/api/brands/reward-management', brand.token)).json();
  const tiers: Array<{ id: string }> = management.briefs.find((b: { id: string }) => b.id === brief.id).rewardTiers;
  const users = [creator, creatorPending, third];
  for (const [index, tier] of tiers.entries()) {
    const response = await inject('POST', `/api/briefs/${brief.id}/assign-reward`, brand.token, {
      rewardTierId: tier.id,
      submissionId: subs[index]!.id,
      creatorId: users[index]!.id,
    });
    expect(response.statusCode).toBe(201);
  }
  // The third award is credit: assign-reward gives cash, so turn it into unsettled credit as a brand's choice would.
  await t.database.db.execute(
    sql`update reward_assignments set reward_type = 'credit' where brief_id = ${brief.id} and creator_id = ${third.id}`,
  );
  return { brief, subs };
}

describe('GET /api/briefs/:id/process-payouts/preview', () => {
  it('says per award where the net goes, and Process Payouts then does exactly that', async () => {
    const { brief } = await assignedBrief();
    const response = await inject('GET', `/api/briefs/${brief.id}/process-payouts/preview`, brand.token);
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    const byCreator = Object.fromEntries(
      preview.payees.map((p: { creatorId: string; destination: string }) => [p.creatorId, p]),
    );
    expect(byCreator[creator.id]).toMatchObject({
      rewardType: 'cash',
      destination: 'connected_account',
      heldReason: null,
    });
    expect(byCreator[creatorPending.id]).toMatchObject({
      rewardType: 'cash',
      destination: 'held',
      heldReason: REWARD_MESSAGES.noAccountHint,
    });
    expect(byCreator[third.id]).toMatchObject({ rewardType: 'credit', destination: 'wallet_credit' });
    expect(preview.totals.net).toBe(preview.totals.toConnectedAccounts + preview.totals.held + preview.totals.credited);
    // Nothing written: still three unsettled awards.
    const unsettled = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from reward_assignments where brief_id = ${brief.id} and payout_status = 'pending'`,
    );
    expect(unsettled[0]!.n).toBe(3);

    const processed = (await inject('POST', `/api/briefs/${brief.id}/process-payouts`, brand.token)).json();
    const expected = { connected_account: 'paid', held: 'held', wallet_credit: 'paid' } as const;
    for (const payee of preview.payees as Array<{
      assignmentId: string;
      net: number;
      destination: keyof typeof expected;
    }>) {
      const result = processed.results.find((r: { assignmentId: string }) => r.assignmentId === payee.assignmentId);
      expect(result).toMatchObject({ net: payee.net, payoutStatus: expected[payee.destination] });
    }
    const after = (await inject('GET', `/api/briefs/${brief.id}/process-payouts/preview`, brand.token)).json();
    expect(after.payees.map((p: { creatorId: string }) => p.creatorId)).toEqual([creatorPending.id]);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('refuses anonymous (401), creators (403), another brand (404) and a bad id (400)', async () => {
    const { brief } = await assignedBrief();
    const url = `/api/briefs/${brief.id}/process-payouts/preview`;
    expect((await inject('GET', url)).statusCode).toBe(401);
    expect((await inject('GET', url, creator.token)).statusCode).toBe(403);
    expect((await inject('GET', url, otherBrand.token)).statusCode).toBe(404);
    expect((await inject('GET', '/api/briefs/nope/process-payouts/preview', brand.token)).statusCode).toBe(400);
  });
});

describe('GET /api/briefs/:id/refund/preview', () => {
  it('answers the amount and destination the refund then uses, and refuses as the refund does', async () => {
    const brief = await createFundedBrief(t.app, brand.token, { reward: 300, amountOfWinners: 2 });
    const sub = await createSubmission(t.app, creator.token, brief.id);
    await distribute(t.app, brand.token, brief.id, [winnerEntry(sub, creator.id, 'cash', 100)]);
    const url = `/api/briefs/${brief.id}/refund/preview`;
    const early = await inject('GET', url, brand.token);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(REWARD_MESSAGES.refundNotArchived);
    await archiveBrief(t.database.db, brief.id);
    const preview = await inject('GET', url, brand.token);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ amount: 200, destination: 'card', retry: false, pool: { before: 200, after: 0 } });
    // Nothing written.
    expect((await inject('GET', url, brand.token)).json()).toEqual(preview.json());
    const refund = (await inject('POST', `/api/briefs/${brief.id}/refund`, brand.token)).json();
    expect({ amount: refund.refunded, destination: refund.destination }).toEqual({
      amount: preview.json().amount,
      destination: preview.json().destination,
    });
    expect((await inject('GET', url, brand.token)).json().error).toBe(REWARD_MESSAGES.refundNothing);
  });

  it('refuses anonymous (401), creators (403), another brand (404) and a bad id (400)', async () => {
    const brief = await createFundedBrief(t.app, brand.token, { reward: 300, amountOfWinners: 1 });
    const url = `/api/briefs/${brief.id}/refund/preview`;
    expect((await inject('GET', url)).statusCode).toBe(401);
    expect((await inject('GET', url, creator.token)).statusCode).toBe(403);
    expect((await inject('GET', url, otherBrand.token)).statusCode).toBe(404);
    expect((await inject('GET', '/api/briefs/nope/refund/preview', brand.token)).statusCode).toBe(400);
  });
});

describe('GET /api/admin/withdrawal-requests/:id/preview', () => {
  async function pendingWithdrawal(amount: number) {
    const brief = await createFundedBrief(t.app, brand.token, { reward: 400, amountOfWinners: 1 });
    const sub = await createSubmission(t.app, creator.token, brief.id);
    await distribute(t.app, brand.token, brief.id, [winnerEntry(sub, creator.id, 'credit', 200)]);
    const response = await inject('POST', '/api/creators/withdrawals', creator.token, { amount });
    expect(response.statusCode).toBe(201);
    return response.json().data.id as string;
  }

  it('approve: to the connected account when active, held and why when not; approval then does that', async () => {
    const id = await pendingWithdrawal(40);
    const url = `/api/admin/withdrawal-requests/${id}/preview`;
    const now = await inject('GET', `${url}?action=approve`, admin.token);
    expect(now.statusCode).toBe(200);
    expect(now.json()).toEqual({
      withdrawalId: id,
      creatorId: creator.id,
      action: 'approve',
      amount: 40,
      fee: 0,
      destination: 'connected_account',
      heldReason: null,
    });
    await setAccountStatus(creator.id, 'restricted');
    try {
      const held = (await inject('GET', `${url}?action=approve`, admin.token)).json();
      expect(held).toMatchObject({ destination: 'held', heldReason: 'No active payout account' });
      const approved = await inject('POST', `/api/admin/withdrawal-requests/${id}/approve`, admin.token, {
        adminNotes: '',
      });
      expect(approved.json().data.status).toBe('approved');
    } finally {
      await setAccountStatus(creator.id, 'active');
    }
    const decided = await inject('GET', `${url}?action=approve`, admin.token);
    expect(decided.statusCode).toBe(409);

    const other = await pendingWithdrawal(10);
    const preview = (
      await inject('GET', `/api/admin/withdrawal-requests/${other}/preview?action=approve`, admin.token)
    ).json();
    const approved = await inject('POST', `/api/admin/withdrawal-requests/${other}/approve`, admin.token, {
      adminNotes: '',
    });
    expect(preview.destination).toBe('connected_account');
    expect(approved.json().data).toMatchObject({ amount: preview.amount, status: 'completed' });
  });

  it('reject: back to the wallet', async () => {
    const id = await pendingWithdrawal(5);
    const preview = await inject('GET', `/api/admin/withdrawal-requests/${id}/preview?action=reject`, admin.token);
    expect(preview.json()).toMatchObject({ action: 'reject', amount: 5, destination: 'wallet', heldReason: null });
    const rejected = await inject('POST', `/api/admin/withdrawal-requests/${id}/reject`, admin.token, {
      reason: 'Duplicate request',
      adminNotes: '',
    });
    expect(rejected.json().data.status).toBe('rejected');
  });

  it('refuses anonymous (401), brands and creators (403), an unknown request (404) and bad input (400)', async () => {
    const id = await pendingWithdrawal(1);
    const url = `/api/admin/withdrawal-requests/${id}/preview?action=approve`;
    expect((await inject('GET', url)).statusCode).toBe(401);
    expect((await inject('GET', url, brand.token)).statusCode).toBe(403);
    expect((await inject('GET', url, creator.token)).statusCode).toBe(403);
    expect(
      (await inject('GET', `/api/admin/withdrawal-requests/${randomUUID()}/preview?action=approve`, admin.token))
        .statusCode,
    ).toBe(404);
    const bad = await inject('GET', `/api/admin/withdrawal-requests/${id}/preview?action=maybe`, admin.token);
    expect(bad.statusCode).toBe(400);
    expect((await inject('GET', `/api/admin/withdrawal-requests/${id}/preview`, admin.token)).statusCode).toBe(400);
  });
});
