import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
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

// The creator's money views: wallet and payouts, from the ledger, for the creator and admins only.

let t: TestApp;
type User = { token: string; id: string };
let brand: User;
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
  [brand, creator, creatorNoAccount, otherCreator] = await Promise.all([
    as(createBrand(t.app)),
    as(createCreator(t.app)),
    as(createCreator(t.app)),
    as(createCreator(t.app)),
  ]);
  const created = await createAdmin(t.app, t.database.db);
  admin = { token: created.token, id: created.user.id };
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

describe('creator money views', () => {
  it('shows the wallet and payouts from the ledger to the creator and an admin only', async () => {
    const { brief, b } = await briefWithEntries(300, 1);
    await distribute(t.app, brand.token, brief.id, [winnerEntry(b, creatorNoAccount.id, 'cash', 100)]);
    const wallet = await inject('GET', `/api/creators/wallet/${creatorNoAccount.id}`, creatorNoAccount.token);
    expect(wallet.statusCode).toBe(200);
    expect(wallet.json()).toMatchObject({
      balance: expect.any(Number),
      held: expect.any(Number),
      reserved: 0,
      hasPayoutAccount: false,
    });
    // The wallet says whether there is a payout account to ask about (GET /api/stripe/account answers 404 without one).
    expect((await inject('GET', `/api/creators/wallet/${creator.id}`, creator.token)).json()).toMatchObject({
      hasPayoutAccount: true,
    });
    expect(wallet.json().held).toBeGreaterThanOrEqual(90);
    expect(wallet.json().available).toBe(wallet.json().balance - wallet.json().held);
    expect((await inject('GET', `/api/creators/wallet/current`, creatorNoAccount.token)).json()).toEqual(wallet.json());
    expect((await inject('GET', `/api/creators/wallet/${creatorNoAccount.id}`, admin.token)).json()).toEqual(
      wallet.json(),
    );

    const payouts = await inject('GET', `/api/stripe/payouts/current`, creatorNoAccount.token);
    const payout = payouts.json().payouts.find((row: { brief: { id: string } }) => row.brief.id === brief.id);
    expect(payout).toMatchObject({
      amount: 100,
      platformFee: 10,
      netAmount: 90,
      rewardType: 'cash',
      status: 'held',
      paidAt: null,
      brief: { title: brief.title, brand: { companyName: 'Acme Studio' } },
    });
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
