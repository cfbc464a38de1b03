import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REWARD_MESSAGES } from '@briefly/shared/rewards';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  connectPayoutAccount,
  createBrand,
  createCreator,
  createDraftBrief,
  createFundedBrief,
  createSubmission,
  distribute,
  reviewSubmission,
  winnerEntry,
} from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { ledgerInvariantViolations } from '../ledger/ledger.invariants.ts';
import { balanceOf } from '../ledger/ledger.service.ts';
import { briefPoolAccount, creatorWalletAccount } from '../ledger/ledger.accounts.ts';

// The awards API: distribute-with-stripe and reward management (assign, remove, process payouts)
// — who may call what, the product's messages, and the money each call moves.

let t: TestApp;
type User = { token: string; id: string };
let brand: User;
let otherBrand: User;
let creator: User;
let creatorNoAccount: User;
let otherCreator: User;

const as = async (promise: ReturnType<typeof createBrand>): Promise<User> => {
  const created = await promise;
  return { token: created.token, id: created.user.id };
};

beforeAll(async () => {
  t = await createTestApp();
  [brand, otherBrand, creator, creatorNoAccount, otherCreator] = await Promise.all([
    as(createBrand(t.app)),
    as(createBrand(t.app)),
    as(createCreator(t.app)),
    as(createCreator(t.app)),
    as(createCreator(t.app)),
  ]);
  await connectPayoutAccount(t.app, creator.token, 'complete');
});
afterAll(() => t.close());

async function briefWithEntries(reward = 500, winners = 3) {
  const brief = await createFundedBrief(t.app, brand.token, { reward, amountOfWinners: winners });
  const [a, b, c] = await Promise.all([
    createSubmission(t.app, creator.token, brief.id),
    createSubmission(t.app, creatorNoAccount.token, brief.id),
    createSubmission(t.app, otherCreator.token, brief.id),
  ]);
  return { brief, a: a!, b: b!, c: c! };
}

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

describe('POST /api/rewards/distribute-with-stripe', () => {
  it('pays cash to an active account, credits credit, records a prize and holds cash for a creator without an account', async () => {
    const { brief, a, b, c } = await briefWithEntries(500, 3);
    const response = await distribute(t.app, brand.token, brief.id, [
      winnerEntry(a, creator.id, 'cash', 200),
      winnerEntry(b, creatorNoAccount.id, 'cash', 100),
      winnerEntry(c, otherCreator.id, 'credit', 50),
    ]);
    expect(response.statusCode).toBe(200);
    const { successful, failed } = response.json().results;
    expect(failed).toEqual([]);
    expect(successful).toEqual([
      expect.objectContaining({
        submissionId: a.id,
        rewardType: 'cash',
        gross: 200,
        platformFee: 20,
        net: 180,
        payoutStatus: 'paid',
      }),
      expect.objectContaining({
        submissionId: b.id,
        rewardType: 'cash',
        gross: 100,
        platformFee: 10,
        net: 90,
        payoutStatus: 'held',
      }),
      expect.objectContaining({
        submissionId: c.id,
        rewardType: 'credit',
        gross: 50,
        platformFee: 5,
        net: 45,
        payoutStatus: 'paid',
      }),
    ]);
    const db = t.database.db;
    expect(await balanceOf(db, briefPoolAccount(brief.id))).toBe(15_000);
    expect(await balanceOf(db, creatorWalletAccount(creatorNoAccount.id))).toBe(9000);
    expect(await balanceOf(db, creatorWalletAccount(otherCreator.id))).toBe(4500);
    expect(await ledgerInvariantViolations(db)).toEqual([]);

    const money = await inject('GET', `/api/briefs/${brief.id}/money`, brand.token);
    expect(money.json().data).toEqual({
      funded: 500,
      assigned: 350,
      paid: 180,
      fees: 35,
      held: 90,
      refunded: 0,
      failedRefunds: 0,
      remaining: 150,
    });
    const listed = (await inject('GET', '/api/brands/briefs', brand.token))
      .json()
      .briefs.find((item: { id: string }) => item.id === brief.id);
    // Only paid is paid: the cash that reached a connected account (180), not the held cash (90) or the credit (45).
    expect(listed).toMatchObject({ winnersCount: 3, totalRewardsPaid: 180 });
  });

  it('writes reward.assigned and the payout’s outcome to the outbox with each change, once', async () => {
    const { brief, a, b } = await briefWithEntries(300, 2);
    const response = await distribute(t.app, brand.token, brief.id, [
      winnerEntry(a, creator.id, 'cash', 100),
      winnerEntry(b, creatorNoAccount.id, 'cash', 100),
    ]);
    const [paid, held] = response.json().results.successful;
    const events = async (assignmentId: string) =>
      (
        await queryRows<{ type: string }>(
          t.database.db,
          sql`select type from domain_events where aggregate_id = ${`assignment:${assignmentId}`}`,
        )
      )
        .map((row) => row.type)
        .sort();
    expect(await events(paid.assignmentId)).toEqual(['payout.paid', 'reward.assigned']);
    expect(await events(held.assignmentId)).toEqual(['payout.held', 'reward.assigned']);
  });

  it('records a prize with its details and moves no money', async () => {
    const { brief, a } = await briefWithEntries(100, 1);
    const response = await distribute(t.app, brand.token, brief.id, [winnerEntry(a, creator.id, 'prize')]);
    expect(response.json().results.successful).toEqual([
      expect.objectContaining({ rewardType: 'prize', gross: 0, net: 0, payoutStatus: 'none' }),
    ]);
    expect(await balanceOf(t.database.db, briefPoolAccount(brief.id))).toBe(10_000);
  });

  it('approves a pending submission picked as a winner, for its creator and in their portfolio', async () => {
    const { brief, a, b } = await briefWithEntries(300, 2);
    const statusOf = async (token: string, id: string) =>
      (await inject('GET', `/api/creators/submissions/${id}`, token)).json().submission.status;
    expect(await statusOf(creator.token, a.id)).toBe('pending');
    const analyticsOf = async (token: string) => {
      const body = (await inject('GET', '/api/creators/analytics', token)).json();
      return body.analytics ?? body;
    };
    const before = await analyticsOf(creatorNoAccount.token);
    expect(
      (await distribute(t.app, brand.token, brief.id, [winnerEntry(a, creator.id, 'credit', 100)])).statusCode,
    ).toBe(200);
    expect(await statusOf(creator.token, a.id)).toBe('approved');
    // Assign-reward approves too; and the award is what counts as a completed project.
    const tiers = (await inject('GET', '/api/brands/reward-management', brand.token))
      .json()
      .briefs.find((entry: { id: string }) => entry.id === brief.id).rewardTiers;
    const free = tiers.find((tier: { position: number }) => tier.position === 2);
    const assigned = await inject('POST', `/api/briefs/${brief.id}/assign-reward`, brand.token, {
      rewardTierId: free.id,
      submissionId: b.id,
      creatorId: creatorNoAccount.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    expect(await statusOf(creatorNoAccount.token, b.id)).toBe('approved');
    const after = await analyticsOf(creatorNoAccount.token);
    expect(after.approvedSubmissions).toBe(before.approvedSubmissions + 1);
    expect(after.completedProjects).toBe(before.completedProjects + 1);
    // Nobody else's status changed, and a winner can no longer be rejected.
    expect((await inject('POST', `/api/brands/submissions/${a.id}/reject`, brand.token)).statusCode).toBe(409);
  });

  it('reports a submission that already has a reward in failed, and moves nothing more', async () => {
    const { brief, a } = await briefWithEntries(500, 2);
    await distribute(t.app, brand.token, brief.id, [winnerEntry(a, creator.id, 'credit', 100)]);
    const again = await distribute(t.app, brand.token, brief.id, [winnerEntry(a, creator.id, 'credit', 100)]);
    expect(again.statusCode).toBe(200);
    expect(again.json().results).toEqual({
      successful: [],
      failed: [{ submissionId: a.id, creatorId: creator.id, reason: REWARD_MESSAGES.alreadyRewarded }],
    });
    expect(await balanceOf(t.database.db, briefPoolAccount(brief.id))).toBe(40_000);
  });

  it('answers the spec messages for invalid winners (400)', async () => {
    const { brief, a } = await briefWithEntries();
    const cases: Array<[unknown[], string]> = [
      [[], REWARD_MESSAGES.selectWinners],
      [[winnerEntry(a, creator.id, 'cash', 0)], REWARD_MESSAGES.cashAmount],
      [[winnerEntry(a, creator.id, 'credit', 0)], REWARD_MESSAGES.creditAmount],
      [
        [{ ...winnerEntry(a, creator.id, 'prize'), prizeDetails: { name: 'Kit', description: ' ' } }],
        REWARD_MESSAGES.prizeDetails,
      ],
      [
        [winnerEntry(a, creator.id, 'cash', 10), winnerEntry(a, creator.id, 'cash', 10)],
        REWARD_MESSAGES.duplicateSubmission,
      ],
    ];
    for (const [winners, message] of cases) {
      const response = await distribute(t.app, brand.token, brief.id, winners);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error).toBe(message);
    }
    const badUuid = await inject('POST', '/api/rewards/distribute-with-stripe', brand.token, {
      briefId: 'nope',
      winners: [],
    });
    expect(badUuid.statusCode).toBe(400);
    const extra = await inject('POST', '/api/rewards/distribute-with-stripe', brand.token, {
      briefId: brief.id,
      winners: [{ ...winnerEntry(a, creator.id, 'cash', 10), payoutStatus: 'paid' }],
    });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses more than the pool holds (409), more winners than tiers (422), an unfunded brief (409), a rejected or foreign submission', async () => {
    const { brief, a, b, c } = await briefWithEntries(100, 2);
    const tooMuch = await distribute(t.app, brand.token, brief.id, [
      winnerEntry(a, creator.id, 'cash', 60),
      winnerEntry(b, creatorNoAccount.id, 'credit', 40.01),
    ]);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toBe(REWARD_MESSAGES.exceedsPool);
    const tooMany = await distribute(t.app, brand.token, brief.id, [
      winnerEntry(a, creator.id, 'cash', 1),
      winnerEntry(b, creatorNoAccount.id, 'cash', 1),
      winnerEntry(c, otherCreator.id, 'cash', 1),
    ]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error).toBe(REWARD_MESSAGES.tooManyWinners);

    await reviewSubmission(t.app, brand.token, c.id, 'reject');
    expect(
      (await distribute(t.app, brand.token, brief.id, [winnerEntry(c, otherCreator.id, 'cash', 1)])).statusCode,
    ).toBe(409);
    expect(
      (await distribute(t.app, brand.token, brief.id, [winnerEntry(a, otherCreator.id, 'cash', 1)])).statusCode,
    ).toBe(400);
    const other = await briefWithEntries(100, 1);
    expect(
      (await distribute(t.app, brand.token, brief.id, [winnerEntry(other.a, creator.id, 'cash', 1)])).json().error,
    ).toBe(REWARD_MESSAGES.submissionNotFound);

    const draft = await createDraftBrief(t.app, brand.token);
    const unfunded = await distribute(t.app, brand.token, draft.id, [winnerEntry(a, creator.id, 'cash', 1)]);
    expect(unfunded.statusCode).toBe(409);
    expect(unfunded.json().error).toBe(REWARD_MESSAGES.notFunded);
    expect(await balanceOf(t.database.db, briefPoolAccount(brief.id))).toBe(10_000);
  });

  it('answers 401 anonymous, 403 for a creator, 404 for another brand’s brief', async () => {
    const { brief, a } = await briefWithEntries();
    expect(
      (await inject('POST', '/api/rewards/distribute-with-stripe', undefined, { briefId: brief.id, winners: [] }))
        .statusCode,
    ).toBe(401);
    expect((await distribute(t.app, creator.token, brief.id, [winnerEntry(a, creator.id, 'cash', 1)])).statusCode).toBe(
      403,
    );
    const foreign = await distribute(t.app, otherBrand.token, brief.id, [winnerEntry(a, creator.id, 'cash', 1)]);
    expect(foreign.statusCode).toBe(404);
    expect(
      (await distribute(t.app, brand.token, randomUUID(), [winnerEntry(a, creator.id, 'cash', 1)])).statusCode,
    ).toBe(404);
  });

  it('replays the first response for the same Idempotency-Key and body, and answers 422 for another body', async () => {
    const { brief, a, b } = await briefWithEntries(500, 2);
    const key = { 'idempotency-key': `distribute-${randomUUID()}` };
    const first = await distribute(t.app, brand.token, brief.id, [winnerEntry(a, creator.id, 'credit', 100)], key);
    const replay = await distribute(t.app, brand.token, brief.id, [winnerEntry(a, creator.id, 'credit', 100)], key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const different = await distribute(
      t.app,
      brand.token,
      brief.id,
      [winnerEntry(b, creatorNoAccount.id, 'credit', 100)],
      key,
    );
    expect(different.statusCode).toBe(422);
    expect(await balanceOf(t.database.db, briefPoolAccount(brief.id))).toBe(40_000);
  });
});

describe('reward management', () => {
  it('assigns tiers, removes an unpaid assignment with a reversing transaction, and processes payouts', async () => {
    const { brief, a, b, c } = await briefWithEntries(600, 3);
    const otherWalletBefore = await balanceOf(t.database.db, creatorWalletAccount(otherCreator.id));
    const management = (await inject('GET', '/api/brands/reward-management', brand.token)).json();
    const item = management.briefs.find((entry: { id: string }) => entry.id === brief.id);
    expect(item).toMatchObject({ totalBudget: 600, isFunded: true, rewardAssignments: [] });
    expect(item.submissions).toHaveLength(3);
    const tiers: Array<{ id: string; amount: number }> = item.rewardTiers;
    expect(tiers).toHaveLength(3);

    const assign = (tierId: string, submissionId: string, creatorId: string, token = brand.token) =>
      inject('POST', `/api/briefs/${brief.id}/assign-reward`, token, { rewardTierId: tierId, submissionId, creatorId });
    const first = await assign(tiers[0]!.id, a.id, creator.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      message: REWARD_MESSAGES.assigned,
      assignment: { rewardType: 'cash', gross: tiers[0]!.amount, payoutStatus: 'pending' },
    });
    expect((await assign(tiers[0]!.id, b.id, creatorNoAccount.id)).json().error).toBe(REWARD_MESSAGES.tierTaken);
    expect((await assign(tiers[1]!.id, a.id, creator.id)).json().error).toBe(REWARD_MESSAGES.alreadyRewarded);
    expect((await assign(randomUUID(), b.id, creatorNoAccount.id)).statusCode).toBe(404);
    const second = await assign(tiers[1]!.id, b.id, creatorNoAccount.id);
    const third = await assign(tiers[2]!.id, c.id, otherCreator.id);
    expect(third.statusCode).toBe(201);

    const removed = await inject('DELETE', `/api/reward-assignments/${third.json().assignment.id}`, brand.token);
    expect(removed.json()).toEqual({ message: REWARD_MESSAGES.assignmentRemoved });
    expect(await balanceOf(t.database.db, creatorWalletAccount(otherCreator.id))).toBe(otherWalletBefore);
    const reversal = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from ledger_transactions where kind = 'reward_reversal' and reference_id = ${third.json().assignment.id}`,
    );
    expect(Number(reversal[0]!.count)).toBe(1);

    const processed = await inject('POST', `/api/briefs/${brief.id}/process-payouts`, brand.token);
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toMatchObject({ message: REWARD_MESSAGES.payoutsProcessed, processed: 2 });
    const statuses = Object.fromEntries(
      processed
        .json()
        .results.map((row: { submissionId: string; payoutStatus: string }) => [row.submissionId, row.payoutStatus]),
    );
    expect(statuses).toEqual({ [a.id]: 'paid', [b.id]: 'held' });
    expect(
      (await inject('DELETE', `/api/reward-assignments/${first.json().assignment.id}`, brand.token)).json().error,
    ).toBe(REWARD_MESSAGES.paidAssignment);
    // A held award can still be taken back: the money never left.
    expect(
      (await inject('DELETE', `/api/reward-assignments/${second.json().assignment.id}`, brand.token)).statusCode,
    ).toBe(200);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('answers 401, 403, 404 for another brand, 400 for bad ids', async () => {
    const { brief, a } = await briefWithEntries();
    const body = { rewardTierId: randomUUID(), submissionId: a.id, creatorId: creator.id };
    expect((await inject('GET', '/api/brands/reward-management')).statusCode).toBe(401);
    expect((await inject('GET', '/api/brands/reward-management', creator.token)).statusCode).toBe(403);
    expect(
      (await inject('GET', '/api/brands/reward-management', otherBrand.token))
        .json()
        .briefs.some((entry: { id: string }) => entry.id === brief.id),
    ).toBe(false);
    expect((await inject('POST', `/api/briefs/${brief.id}/assign-reward`, undefined, body)).statusCode).toBe(401);
    expect((await inject('POST', `/api/briefs/${brief.id}/assign-reward`, creator.token, body)).statusCode).toBe(403);
    expect((await inject('POST', `/api/briefs/${brief.id}/assign-reward`, otherBrand.token, body)).statusCode).toBe(
      404,
    );
    expect((await inject('POST', `/api/briefs/x/assign-reward`, brand.token, body)).statusCode).toBe(400);
    expect(
      (
        await inject('POST', `/api/briefs/${brief.id}/assign-reward`, brand.token, { ...body, rewardTierId: 'x' })
      ).json().error,
    ).toBe('Invalid reward tier ID');
    expect((await inject('DELETE', `/api/reward-assignments/${randomUUID()}`)).statusCode).toBe(401);
    expect((await inject('DELETE', `/api/reward-assignments/${randomUUID()}`, creator.token)).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/reward-assignments/${randomUUID()}`, brand.token)).statusCode).toBe(404);
    expect((await inject('DELETE', '/api/reward-assignments/x', brand.token)).statusCode).toBe(400);
    expect((await inject('POST', `/api/briefs/${brief.id}/process-payouts`)).statusCode).toBe(401);
    expect((await inject('POST', `/api/briefs/${brief.id}/process-payouts`, creator.token)).statusCode).toBe(403);
    expect((await inject('POST', `/api/briefs/${brief.id}/process-payouts`, otherBrand.token)).statusCode).toBe(404);
    expect(
      (await inject('POST', `/api/briefs/${brief.id}/process-payouts`, brand.token, { status: 'paid' })).statusCode,
    ).toBe(400);
    const tiers = (await inject('GET', '/api/brands/reward-management', brand.token))
      .json()
      .briefs.find((entry: { id: string }) => entry.id === brief.id).rewardTiers;
    const assigned = await inject('POST', `/api/briefs/${brief.id}/assign-reward`, brand.token, {
      ...body,
      rewardTierId: tiers[0].id,
    });
    expect(
      (await inject('DELETE', `/api/reward-assignments/${assigned.json().assignment.id}`, otherBrand.token)).statusCode,
    ).toBe(404);
  });
});
