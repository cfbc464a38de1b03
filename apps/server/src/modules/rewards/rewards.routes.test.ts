import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REWARD_MESSAGES, WITHDRAWAL_MESSAGES } from '@briefly/shared/rewards';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  archiveBrief,
  bearer,
  connectPayoutAccount,
  createAdmin,
  createBrand,
  createCreator,
  createDraftBrief,
  createFundedBrief,
  createSubmission,
  distribute,
  finishOnboarding,
  reviewSubmission,
  winnerEntry,
} from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { ledgerInvariantViolations } from '../ledger/ledger.invariants.ts';
import { balanceOf } from '../ledger/ledger.service.ts';
import { briefPoolAccount, creatorWalletAccount } from '../ledger/ledger.accounts.ts';

// The rewards and payouts API (spec part 1 §2, §3, §5, §7; part 2 §3, §4, §7): who may call what,
// the spec's messages, and the money each call moves.

let t: TestApp;
type User = { token: string; id: string };
let brand: User;
let otherBrand: User;
let creator: User;
let creatorNoAccount: User;
let otherCreator: User;
let admin: User;

const as = async (promise: ReturnType<typeof createBrand>): Promise<User> => {
  const created = await promise;
  return { token: created.token, id: created.user.id };
};

beforeAll(async () => {
  t = await createTestApp();
  [brand, otherBrand, creator, creatorNoAccount, otherCreator] = await Promise.all([as(createBrand(t.app)), as(createBrand(t.app)), as(createCreator(t.app)), as(createCreator(t.app)), as(createCreator(t.app))]);
  const created = await createAdmin(t.app, t.database.db);
  admin = { token: created.token, id: created.user.id };
  await connectPayoutAccount(t.app, creator.token, 'complete');
});
afterAll(() => t.close());

async function briefWithEntries(reward = 500, winners = 3) {
  const brief = await createFundedBrief(t.app, brand.token, { reward, amountOfWinners: winners });
  const [a, b, c] = await Promise.all([createSubmission(t.app, creator.token, brief.id), createSubmission(t.app, creatorNoAccount.token, brief.id), createSubmission(t.app, otherCreator.token, brief.id)]);
  return { brief, a: a!, b: b!, c: c! };
}

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

describe('POST /api/rewards/distribute-with-stripe', () => {
  it('pays cash to an active account, credits credit, records a prize and holds cash for a creator without an account', async () => {
    const { brief, a, b, c } = await briefWithEntries(500, 3);
    const response = await distribute(t.app, brand.token, brief.id, [winnerEntry(a, creator.id, 'cash', 200), winnerEntry(b, creatorNoAccount.id, 'cash', 100), winnerEntry(c, otherCreator.id, 'credit', 50)]);
    expect(response.statusCode).toBe(200);
    const { successful, failed } = response.json().results;
    expect(failed).toEqual([]);
    expect(successful).toEqual([
      expect.objectContaining({ submissionId: a.id, rewardType: 'cash', gross: 200, platformFee: 20, net: 180, payoutStatus: 'paid' }),
      expect.objectContaining({ submissionId: b.id, rewardType: 'cash', gross: 100, platformFee: 10, net: 90, payoutStatus: 'held' }),
      expect.objectContaining({ submissionId: c.id, rewardType: 'credit', gross: 50, platformFee: 5, net: 45, payoutStatus: 'paid' }),
    ]);
    const db = t.database.db;
    expect(await balanceOf(db, briefPoolAccount(brief.id))).toBe(15_000);
    expect(await balanceOf(db, creatorWalletAccount(creatorNoAccount.id))).toBe(9000);
    expect(await balanceOf(db, creatorWalletAccount(otherCreator.id))).toBe(4500);
    expect(await ledgerInvariantViolations(db)).toEqual([]);

    const money = await inject('GET', `/api/briefs/${brief.id}/money`, brand.token);
    expect(money.json().data).toEqual({ funded: 500, assigned: 350, paid: 180, fees: 35, held: 90, refunded: 0, failedRefunds: 0, remaining: 150 });
    const listed = (await inject('GET', '/api/brands/briefs', brand.token)).json().briefs.find((item: { id: string }) => item.id === brief.id);
    expect(listed).toMatchObject({ winnersCount: 3, totalRewardsPaid: 350 });
  });

  it('records a prize with its details and moves no money', async () => {
    const { brief, a } = await briefWithEntries(100, 1);
    const response = await distribute(t.app, brand.token, brief.id, [winnerEntry(a, creator.id, 'prize')]);
    expect(response.json().results.successful).toEqual([expect.objectContaining({ rewardType: 'prize', gross: 0, net: 0, payoutStatus: 'none' })]);
    expect(await balanceOf(t.database.db, briefPoolAccount(brief.id))).toBe(10_000);
  });

  it('reports a submission that already has a reward in failed, and moves nothing more', async () => {
    const { brief, a } = await briefWithEntries(500, 2);
    await distribute(t.app, brand.token, brief.id, [winnerEntry(a, creator.id, 'credit', 100)]);
    const again = await distribute(t.app, brand.token, brief.id, [winnerEntry(a, creator.id, 'credit', 100)]);
    expect(again.statusCode).toBe(200);
    expect(again.json().results).toEqual({ successful: [], failed: [{ submissionId: a.id, creatorId: creator.id, reason: REWARD_MESSAGES.alreadyRewarded }] });
    expect(await balanceOf(t.database.db, briefPoolAccount(brief.id))).toBe(40_000);
  });

  it('answers the spec messages for invalid winners (400)', async () => {
    const { brief, a } = await briefWithEntries();
    const cases: Array<[unknown[], string]> = [
      [[], REWARD_MESSAGES.selectWinners],
      [[winnerEntry(a, creator.id, 'cash', 0)], REWARD_MESSAGES.cashAmount],
      [[winnerEntry(a, creator.id, 'credit', 0)], REWARD_MESSAGES.creditAmount],
      [[{ ...winnerEntry(a, creator.id, 'prize'), prizeDetails: { name: 'Kit', description: ' ' } }], REWARD_MESSAGES.prizeDetails],
      [[winnerEntry(a, creator.id, 'cash', 10), winnerEntry(a, creator.id, 'cash', 10)], REWARD_MESSAGES.duplicateSubmission],
    ];
    for (const [winners, message] of cases) {
      const response = await distribute(t.app, brand.token, brief.id, winners);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().error).toBe(message);
    }
    const badUuid = await inject('POST', '/api/rewards/distribute-with-stripe', brand.token, { briefId: 'nope', winners: [] });
    expect(badUuid.statusCode).toBe(400);
    const extra = await inject('POST', '/api/rewards/distribute-with-stripe', brand.token, { briefId: brief.id, winners: [{ ...winnerEntry(a, creator.id, 'cash', 10), payoutStatus: 'paid' }] });
    expect(extra.statusCode).toBe(400);
  });

  it('refuses more than the pool holds (409), more winners than tiers (422), an unfunded brief (409), a rejected or foreign submission', async () => {
    const { brief, a, b, c } = await briefWithEntries(100, 2);
    const tooMuch = await distribute(t.app, brand.token, brief.id, [winnerEntry(a, creator.id, 'cash', 60), winnerEntry(b, creatorNoAccount.id, 'credit', 40.01)]);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toBe(REWARD_MESSAGES.exceedsPool);
    const tooMany = await distribute(t.app, brand.token, brief.id, [winnerEntry(a, creator.id, 'cash', 1), winnerEntry(b, creatorNoAccount.id, 'cash', 1), winnerEntry(c, otherCreator.id, 'cash', 1)]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error).toBe(REWARD_MESSAGES.tooManyWinners);

    await reviewSubmission(t.app, brand.token, c.id, 'reject');
    expect((await distribute(t.app, brand.token, brief.id, [winnerEntry(c, otherCreator.id, 'cash', 1)])).statusCode).toBe(409);
    expect((await distribute(t.app, brand.token, brief.id, [winnerEntry(a, otherCreator.id, 'cash', 1)])).statusCode).toBe(400);
    const other = await briefWithEntries(100, 1);
    expect((await distribute(t.app, brand.token, brief.id, [winnerEntry(other.a, creator.id, 'cash', 1)])).json().error).toBe(REWARD_MESSAGES.submissionNotFound);

    const draft = await createDraftBrief(t.app, brand.token);
    const unfunded = await distribute(t.app, brand.token, draft.id, [winnerEntry(a, creator.id, 'cash', 1)]);
    expect(unfunded.statusCode).toBe(409);
    expect(unfunded.json().error).toBe(REWARD_MESSAGES.notFunded);
    expect(await balanceOf(t.database.db, briefPoolAccount(brief.id))).toBe(10_000);
  });

  it('answers 401 anonymous, 403 for a creator, 404 for another brand’s brief', async () => {
    const { brief, a } = await briefWithEntries();
    expect((await inject('POST', '/api/rewards/distribute-with-stripe', undefined, { briefId: brief.id, winners: [] })).statusCode).toBe(401);
    expect((await distribute(t.app, creator.token, brief.id, [winnerEntry(a, creator.id, 'cash', 1)])).statusCode).toBe(403);
    const foreign = await distribute(t.app, otherBrand.token, brief.id, [winnerEntry(a, creator.id, 'cash', 1)]);
    expect(foreign.statusCode).toBe(404);
    expect((await distribute(t.app, brand.token, randomUUID(), [winnerEntry(a, creator.id, 'cash', 1)])).statusCode).toBe(404);
  });

  it('replays the first response for the same Idempotency-Key and body, and answers 422 for another body', async () => {
    const { brief, a, b } = await briefWithEntries(500, 2);
    const key = { 'idempotency-key': `distribute-${randomUUID()}` };
    const first = await distribute(t.app, brand.token, brief.id, [winnerEntry(a, creator.id, 'credit', 100)], key);
    const replay = await distribute(t.app, brand.token, brief.id, [winnerEntry(a, creator.id, 'credit', 100)], key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const different = await distribute(t.app, brand.token, brief.id, [winnerEntry(b, creatorNoAccount.id, 'credit', 100)], key);
    expect(different.statusCode).toBe(422);
    expect(await balanceOf(t.database.db, briefPoolAccount(brief.id))).toBe(40_000);
  });
});

describe('payout accounts', () => {
  it('onboards once per creator, links only to our own pages, and reports the status', async () => {
    const fresh = await as(createCreator(t.app));
    const first = await inject('POST', '/api/creators/onboard', fresh.token, { country: 'US' });
    const second = await inject('POST', '/api/creators/onboard', fresh.token, { country: 'US' });
    expect(first.json()).toEqual({ ok: true, accountId: expect.stringMatching(/^acct_test_/) });
    expect(second.json()).toEqual(first.json());
    expect((await inject('GET', `/api/stripe/account/${fresh.id}`, fresh.token)).json()).toEqual({
      status: 'pending',
      chargesEnabled: false,
      payoutsEnabled: false,
      requirements: { currently_due: expect.arrayContaining(['external_account']) },
      country: 'US',
      default_currency: 'usd',
    });

    const link = await inject('POST', '/api/creators/onboard/link', fresh.token, { returnUrl: 'http://localhost:3000/dashboard?tab=wallet&stripe=return', refreshUrl: '/dashboard?tab=wallet&stripe=refresh' });
    expect(link.statusCode).toBe(200);
    const url = new URL(link.json().data.url);
    expect(url.pathname).toBe(`/test-provider/onboarding/${first.json().accountId}`);
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('name="outcome" value="complete"');
    for (const returnUrl of ['https://evil.example/steal', 'javascript:alert(1)', '//evil.example/x']) {
      const refused = await inject('POST', '/api/creators/onboard/link', fresh.token, { returnUrl, refreshUrl: '/dashboard' });
      expect(refused.statusCode, returnUrl).toBe(400);
    }

    const redirect = await finishOnboarding(t.app, first.json().accountId, 'restricted');
    expect(redirect.headers.location).toBe('http://localhost:3000/dashboard?tab=wallet&stripe=return');
    expect((await inject('GET', `/api/stripe/account/current`, fresh.token)).json().status).toBe('restricted');
    await t.database.db.execute(sql`update payout_accounts set status = 'pending' where creator_id = ${fresh.id}`);
    const recheck = await inject('POST', '/api/creators/onboard/recheck', fresh.token);
    expect(recheck.json().data).toMatchObject({ status: 'restricted', chargesEnabled: true, payoutsEnabled: false });
  });

  it('never redirects the hosted page to another site', async () => {
    const fresh = await as(createCreator(t.app));
    const accountId = await connectPayoutAccount(t.app, fresh.token, null);
    const response = await t.app.inject({
      method: 'POST',
      url: `/test-provider/accounts/${accountId}/onboarding`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=complete&return_url=https%3A%2F%2Fevil.example%2F',
    });
    expect(response.statusCode).toBe(303);
    expect(new URL(response.headers.location as string).origin).toBe('http://localhost:3000');
  });

  it('answers 401, 403 for a brand, 404 for another creator or no account, 400 for a bad id; an admin may look', async () => {
    expect((await inject('POST', '/api/creators/onboard', undefined, { country: 'US' })).statusCode).toBe(401);
    expect((await inject('POST', '/api/creators/onboard', brand.token, { country: 'US' })).statusCode).toBe(403);
    expect((await inject('POST', '/api/creators/onboard', creator.token, { country: 'FR' })).statusCode).toBe(400);
    expect((await inject('GET', `/api/stripe/account/${creator.id}`, brand.token)).statusCode).toBe(403);
    expect((await inject('GET', `/api/stripe/account/${creator.id}`, otherCreator.token)).statusCode).toBe(404);
    expect((await inject('GET', `/api/stripe/account/${creatorNoAccount.id}`, creatorNoAccount.token)).statusCode).toBe(404);
    expect((await inject('GET', '/api/stripe/account/not-a-uuid', creator.token)).statusCode).toBe(400);
    expect((await inject('GET', `/api/stripe/account/${creator.id}`, admin.token)).json().status).toBe('active');
    expect((await inject('POST', '/api/creators/onboard/link', creatorNoAccount.token, { returnUrl: '/a', refreshUrl: '/b' })).statusCode).toBe(404);
    expect((await inject('POST', '/api/creators/onboard/recheck', creatorNoAccount.token)).statusCode).toBe(404);
  });

  it('shows the brand real payout hints on submissions', async () => {
    const { brief } = await briefWithEntries();
    const list = (await inject('GET', `/api/brands/submissions?briefId=${brief.id}`, brand.token)).json();
    const submissions: Array<{ creatorId: string; hasStripeAccount: boolean; stripeAccountStatus: { status: string } | null }> = list.submissions ?? list.data ?? list;
    const byCreator = new Map(submissions.map((item) => [item.creatorId, item]));
    expect(byCreator.get(creator.id)).toMatchObject({ hasStripeAccount: true, stripeAccountStatus: { status: 'active' } });
    expect(byCreator.get(creatorNoAccount.id)).toMatchObject({ hasStripeAccount: false, stripeAccountStatus: null });
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

    const assign = (tierId: string, submissionId: string, creatorId: string, token = brand.token) => inject('POST', `/api/briefs/${brief.id}/assign-reward`, token, { rewardTierId: tierId, submissionId, creatorId });
    const first = await assign(tiers[0]!.id, a.id, creator.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ message: REWARD_MESSAGES.assigned, assignment: { rewardType: 'cash', gross: tiers[0]!.amount, payoutStatus: 'pending' } });
    expect((await assign(tiers[0]!.id, b.id, creatorNoAccount.id)).json().error).toBe(REWARD_MESSAGES.tierTaken);
    expect((await assign(tiers[1]!.id, a.id, creator.id)).json().error).toBe(REWARD_MESSAGES.alreadyRewarded);
    expect((await assign(randomUUID(), b.id, creatorNoAccount.id)).statusCode).toBe(404);
    const second = await assign(tiers[1]!.id, b.id, creatorNoAccount.id);
    const third = await assign(tiers[2]!.id, c.id, otherCreator.id);
    expect(third.statusCode).toBe(201);

    const removed = await inject('DELETE', `/api/reward-assignments/${third.json().assignment.id}`, brand.token);
    expect(removed.json()).toEqual({ message: REWARD_MESSAGES.assignmentRemoved });
    expect(await balanceOf(t.database.db, creatorWalletAccount(otherCreator.id))).toBe(otherWalletBefore);
    const reversal = await queryRows<{ count: number }>(t.database.db, sql`select count(*)::int as count from ledger_transactions where kind = 'reward_reversal' and reference_id = ${third.json().assignment.id}`);
    expect(Number(reversal[0]!.count)).toBe(1);

    const processed = await inject('POST', `/api/briefs/${brief.id}/process-payouts`, brand.token);
    expect(processed.statusCode).toBe(200);
    expect(processed.json()).toMatchObject({ message: REWARD_MESSAGES.payoutsProcessed, processed: 2 });
    const statuses = Object.fromEntries(processed.json().results.map((row: { submissionId: string; payoutStatus: string }) => [row.submissionId, row.payoutStatus]));
    expect(statuses).toEqual({ [a.id]: 'paid', [b.id]: 'held' });
    expect((await inject('DELETE', `/api/reward-assignments/${first.json().assignment.id}`, brand.token)).json().error).toBe(REWARD_MESSAGES.paidAssignment);
    // A held award can still be taken back: the money never left.
    expect((await inject('DELETE', `/api/reward-assignments/${second.json().assignment.id}`, brand.token)).statusCode).toBe(200);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('answers 401, 403, 404 for another brand, 400 for bad ids', async () => {
    const { brief, a } = await briefWithEntries();
    const body = { rewardTierId: randomUUID(), submissionId: a.id, creatorId: creator.id };
    expect((await inject('GET', '/api/brands/reward-management')).statusCode).toBe(401);
    expect((await inject('GET', '/api/brands/reward-management', creator.token)).statusCode).toBe(403);
    expect((await inject('GET', '/api/brands/reward-management', otherBrand.token)).json().briefs.some((entry: { id: string }) => entry.id === brief.id)).toBe(false);
    expect((await inject('POST', `/api/briefs/${brief.id}/assign-reward`, undefined, body)).statusCode).toBe(401);
    expect((await inject('POST', `/api/briefs/${brief.id}/assign-reward`, creator.token, body)).statusCode).toBe(403);
    expect((await inject('POST', `/api/briefs/${brief.id}/assign-reward`, otherBrand.token, body)).statusCode).toBe(404);
    expect((await inject('POST', `/api/briefs/x/assign-reward`, brand.token, body)).statusCode).toBe(400);
    expect((await inject('POST', `/api/briefs/${brief.id}/assign-reward`, brand.token, { ...body, rewardTierId: 'x' })).json().error).toBe('Invalid reward tier ID');
    expect((await inject('DELETE', `/api/reward-assignments/${randomUUID()}`)).statusCode).toBe(401);
    expect((await inject('DELETE', `/api/reward-assignments/${randomUUID()}`, creator.token)).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/reward-assignments/${randomUUID()}`, brand.token)).statusCode).toBe(404);
    expect((await inject('DELETE', '/api/reward-assignments/x', brand.token)).statusCode).toBe(400);
    expect((await inject('POST', `/api/briefs/${brief.id}/process-payouts`)).statusCode).toBe(401);
    expect((await inject('POST', `/api/briefs/${brief.id}/process-payouts`, creator.token)).statusCode).toBe(403);
    expect((await inject('POST', `/api/briefs/${brief.id}/process-payouts`, otherBrand.token)).statusCode).toBe(404);
    expect((await inject('POST', `/api/briefs/${brief.id}/process-payouts`, brand.token, { status: 'paid' })).statusCode).toBe(400);
    const tiers = (await inject('GET', '/api/brands/reward-management', brand.token)).json().briefs.find((entry: { id: string }) => entry.id === brief.id).rewardTiers;
    const assigned = await inject('POST', `/api/briefs/${brief.id}/assign-reward`, brand.token, { ...body, rewardTierId: tiers[0].id });
    expect((await inject('DELETE', `/api/reward-assignments/${assigned.json().assignment.id}`, otherBrand.token)).statusCode).toBe(404);
  });
});

describe('creator money views', () => {
  it('shows the wallet and payouts from the ledger to the creator and an admin only', async () => {
    const { brief, b } = await briefWithEntries(300, 1);
    await distribute(t.app, brand.token, brief.id, [winnerEntry(b, creatorNoAccount.id, 'cash', 100)]);
    const wallet = await inject('GET', `/api/creators/wallet/${creatorNoAccount.id}`, creatorNoAccount.token);
    expect(wallet.statusCode).toBe(200);
    expect(wallet.json()).toMatchObject({ balance: expect.any(Number), held: expect.any(Number), reserved: 0 });
    expect(wallet.json().held).toBeGreaterThanOrEqual(90);
    expect(wallet.json().available).toBe(wallet.json().balance - wallet.json().held);
    expect((await inject('GET', `/api/creators/wallet/current`, creatorNoAccount.token)).json()).toEqual(wallet.json());
    expect((await inject('GET', `/api/creators/wallet/${creatorNoAccount.id}`, admin.token)).json()).toEqual(wallet.json());

    const payouts = await inject('GET', `/api/stripe/payouts/current`, creatorNoAccount.token);
    const payout = payouts.json().payouts.find((row: { brief: { id: string } }) => row.brief.id === brief.id);
    expect(payout).toMatchObject({ amount: 100, platformFee: 10, netAmount: 90, rewardType: 'cash', status: 'held', paidAt: null, brief: { title: brief.title, brand: { companyName: 'Acme Studio' } } });
    const own = await inject('GET', '/api/creators/payouts', creatorNoAccount.token);
    expect(own.json().data).toEqual(payouts.json().payouts);

    for (const url of [`/api/creators/wallet/${creatorNoAccount.id}`, `/api/stripe/payouts/${creatorNoAccount.id}`]) {
      expect((await inject('GET', url)).statusCode, url).toBe(401);
      expect((await inject('GET', url, brand.token)).statusCode, url).toBe(403);
      expect((await inject('GET', url, otherCreator.token)).statusCode, url).toBe(404);
    }
    expect((await inject('GET', '/api/creators/wallet/123', creator.token)).statusCode).toBe(400);
    expect((await inject('GET', '/api/creators/payouts')).statusCode).toBe(401);
    expect((await inject('GET', '/api/creators/payouts', brand.token)).statusCode).toBe(403);
  });
});

describe('withdrawals', () => {
  it('reserves wallet money, lets an admin approve (transfer) or reject (back to the wallet)', async () => {
    const { brief, a } = await briefWithEntries(400, 1);
    await distribute(t.app, brand.token, brief.id, [winnerEntry(a, creator.id, 'credit', 200)]);
    const db = t.database.db;
    const before = await balanceOf(db, creatorWalletAccount(creator.id));
    const request = await inject('POST', '/api/creators/withdrawals', creator.token, { amount: 50 });
    expect(request.statusCode).toBe(201);
    expect(request.json().data).toMatchObject({ amount: 50, currency: 'usd', status: 'pending', reason: null, creator: { id: creator.id } });
    expect(await balanceOf(db, creatorWalletAccount(creator.id))).toBe(before - 5000);
    const tooMuch = await inject('POST', '/api/creators/withdrawals', creator.token, { amount: 1_000_000 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toBe(WITHDRAWAL_MESSAGES.exceedsBalance);
    const noAccount = await inject('POST', '/api/creators/withdrawals', creatorNoAccount.token, { amount: 1 });
    expect(noAccount.json().error).toBe(WITHDRAWAL_MESSAGES.noAccount);
    expect((await inject('POST', '/api/creators/withdrawals', creator.token, { amount: 0.5 })).statusCode).toBe(400);
    expect((await inject('GET', '/api/creators/withdrawals', creator.token)).json().data[0].id).toBe(request.json().data.id);

    const id = request.json().data.id as string;
    const listed = await inject('GET', '/api/admin/withdrawal-requests?status=pending', admin.token);
    expect(listed.json().data.some((row: { id: string }) => row.id === id)).toBe(true);
    expect((await inject('GET', '/api/admin/withdrawal-requests?status=bogus', admin.token)).statusCode).toBe(400);

    const noReason = await inject('POST', `/api/admin/withdrawal-requests/${id}/reject`, admin.token, { reason: '  ', adminNotes: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe(WITHDRAWAL_MESSAGES.reasonRequired);
    const approved = await inject('POST', `/api/admin/withdrawal-requests/${id}/approve`, admin.token, { adminNotes: 'ok' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'completed', adminNotes: 'ok', processedAt: expect.any(String) });
    const again = await inject('POST', `/api/admin/withdrawal-requests/${id}/reject`, admin.token, { reason: 'late' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(WITHDRAWAL_MESSAGES.notPending);

    const second = (await inject('POST', '/api/creators/withdrawals', creator.token, { amount: 20 })).json().data.id as string;
    const rejected = await inject('POST', `/api/admin/withdrawal-requests/${second}/reject`, admin.token, { reason: 'Details do not match', adminNotes: 'checked' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: 'Details do not match' });
    expect(await balanceOf(db, creatorWalletAccount(creator.id))).toBe(before - 5000);
    const audit = await queryRows<{ action: string }>(db, sql`select action from audit_log where target_id in (${id}, ${second}) order by created_at`);
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['withdrawal.requested', 'withdrawal.approved', 'withdrawal.transferred', 'withdrawal.rejected']));
    expect(await ledgerInvariantViolations(db)).toEqual([]);
  });

  it('answers 401, 403 for a non-admin approving, 404 for an unknown request, 400 for a bad id', async () => {
    const id = randomUUID();
    expect((await inject('POST', '/api/creators/withdrawals', undefined, { amount: 5 })).statusCode).toBe(401);
    expect((await inject('POST', '/api/creators/withdrawals', brand.token, { amount: 5 })).statusCode).toBe(403);
    expect((await inject('GET', '/api/admin/withdrawal-requests', creator.token)).statusCode).toBe(403);
    expect((await inject('GET', '/api/admin/withdrawal-requests')).statusCode).toBe(401);
    expect((await inject('POST', `/api/admin/withdrawal-requests/${id}/approve`, creator.token, { adminNotes: '' })).statusCode).toBe(403);
    expect((await inject('POST', `/api/admin/withdrawal-requests/${id}/approve`, brand.token, { adminNotes: '' })).statusCode).toBe(403);
    expect((await inject('POST', `/api/admin/withdrawal-requests/${id}/approve`, admin.token, { adminNotes: '' })).statusCode).toBe(404);
    expect((await inject('POST', `/api/admin/withdrawal-requests/${id}/reject`, admin.token, { reason: 'x' })).statusCode).toBe(404);
    expect((await inject('POST', '/api/admin/withdrawal-requests/x/approve', admin.token, { adminNotes: '' })).statusCode).toBe(400);
  });
});

describe('POST /api/briefs/:id/refund and GET /api/briefs/:id/money', () => {
  it('refunds what is left of an archived, settled brief to the card once', async () => {
    const { brief, a } = await briefWithEntries(300, 2);
    await distribute(t.app, brand.token, brief.id, [winnerEntry(a, creator.id, 'cash', 100)]);
    const early = await inject('POST', `/api/briefs/${brief.id}/refund`, brand.token);
    expect(early.json().error).toBe(REWARD_MESSAGES.refundNotArchived);
    await archiveBrief(t.database.db, brief.id);
    const refund = await inject('POST', `/api/briefs/${brief.id}/refund`, brand.token);
    expect(refund.statusCode).toBe(200);
    expect(refund.json()).toMatchObject({ refunded: 200, status: 'succeeded', destination: 'card', data: { funded: 300, assigned: 100, refunded: 200, remaining: 0 } });
    const again = await inject('POST', `/api/briefs/${brief.id}/refund`, brand.token);
    expect(again.json().error).toBe(REWARD_MESSAGES.refundNothing);
    const providerRefunds = await queryRows<{ total: string }>(t.database.db, sql`select sum(r.amount_cents) as total from test_provider_refunds r join provider_payments p on p.provider_object_id = r.payment_intent_id where p.brief_id = ${brief.id}`);
    expect(Number(providerRefunds[0]!.total)).toBe(20_000);
    expect((await inject('GET', `/api/briefs/${brief.id}/money`, admin.token)).json().data.refunded).toBe(200);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('refuses while an award is unsettled; answers 401, 403, 404 and 400', async () => {
    const { brief, b } = await briefWithEntries(300, 2);
    await distribute(t.app, brand.token, brief.id, [winnerEntry(b, creatorNoAccount.id, 'cash', 100)]);
    await archiveBrief(t.database.db, brief.id);
    expect((await inject('POST', `/api/briefs/${brief.id}/refund`, brand.token)).json().error).toBe(REWARD_MESSAGES.refundUnsettled);
    expect((await inject('POST', `/api/briefs/${brief.id}/refund`)).statusCode).toBe(401);
    expect((await inject('POST', `/api/briefs/${brief.id}/refund`, creator.token)).statusCode).toBe(403);
    expect((await inject('POST', `/api/briefs/${brief.id}/refund`, otherBrand.token)).statusCode).toBe(404);
    expect((await inject('POST', '/api/briefs/x/refund', brand.token)).statusCode).toBe(400);
    expect((await inject('GET', `/api/briefs/${brief.id}/money`)).statusCode).toBe(401);
    expect((await inject('GET', `/api/briefs/${brief.id}/money`, creator.token)).statusCode).toBe(403);
    expect((await inject('GET', `/api/briefs/${brief.id}/money`, otherBrand.token)).statusCode).toBe(404);
    expect((await inject('GET', '/api/briefs/x/money', brand.token)).statusCode).toBe(400);
  });
});
