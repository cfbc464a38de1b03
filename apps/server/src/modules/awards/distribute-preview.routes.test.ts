import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { REWARD_MESSAGES } from '@briefly/shared/rewards';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  connectPayoutAccount,
  createBrand,
  createCreator,
  createFundedBrief,
  createSubmission,
  winnerEntry,
} from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';

// POST /api/rewards/distribute-with-stripe/preview (decision 045): the Select Winners confirm
// summary — who may ask, what it answers, and that it writes nothing.

let t: TestApp;
type User = { token: string; id: string };
let brand: User;
let otherBrand: User;
let creator: User;
let creatorNoAccount: User;
let third: User;

const as = async (promise: ReturnType<typeof createBrand>): Promise<User> => {
  const made = await promise;
  return { token: made.token, id: made.user.id };
};

beforeAll(async () => {
  t = await createTestApp();
  [brand, otherBrand, creator, creatorNoAccount, third] = await Promise.all([
    as(createBrand(t.app)),
    as(createBrand(t.app)),
    as(createCreator(t.app)),
    as(createCreator(t.app)),
    as(createCreator(t.app)),
  ]);
  await connectPayoutAccount(t.app, creator.token, 'complete');
});
afterAll(() => t.close());

const preview = (token: string | undefined, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/rewards/distribute-with-stripe/preview',
    headers: token ? bearer(token) : {},
    payload,
  });

async function scenario() {
  const brief = await createFundedBrief(t.app, brand.token, { reward: 1500, amountOfWinners: 3 });
  const a = await createSubmission(t.app, creator.token, brief.id);
  const b = await createSubmission(t.app, creatorNoAccount.token, brief.id);
  const c = await createSubmission(t.app, third.token, brief.id);
  const winners = [
    winnerEntry(a, creator.id, 'cash', 800),
    winnerEntry(b, creatorNoAccount.id, 'cash', 400),
    winnerEntry(c, third.id, 'credit', 100),
  ];
  return { brief, winners, payload: { briefId: brief.id, winners } };
}

describe('POST /api/rewards/distribute-with-stripe/preview', () => {
  it('lists each payee, fee, where the net goes (connected account, held and why, credit) and the pool left; writes nothing', async () => {
    const { brief, payload, winners } = await scenario();
    const response = await preview(brand.token, payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      payees: [
        expect.objectContaining({
          submissionId: winners[0]!.submissionId,
          gross: 800,
          platformFee: 80,
          net: 720,
          destination: 'connected_account',
          heldReason: null,
          position: 1,
        }),
        expect.objectContaining({
          submissionId: winners[1]!.submissionId,
          gross: 400,
          platformFee: 40,
          net: 360,
          destination: 'held',
          heldReason: REWARD_MESSAGES.noAccountHint,
          position: 2,
        }),
        expect.objectContaining({
          submissionId: winners[2]!.submissionId,
          gross: 100,
          platformFee: 10,
          net: 90,
          destination: 'wallet_credit',
          position: 3,
        }),
      ],
      failed: [],
      totals: { gross: 1300, platformFee: 130, toConnectedAccounts: 720, held: 360, credited: 90 },
      pool: { before: 1500, after: 200 },
    });
    const rows = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from reward_assignments where brief_id = ${brief.id}`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses anonymous callers (401) and creators (403)', async () => {
    const { payload } = await scenario();
    expect((await preview(undefined, payload)).statusCode).toBe(401);
    expect((await preview(creator.token, payload)).statusCode).toBe(403);
  });

  it("answers 404 for another brand's brief", async () => {
    const { payload } = await scenario();
    const response = await preview(otherBrand.token, payload);
    expect(response.statusCode).toBe(404);
  });

  it('answers the same sentences as distribute for bad input', async () => {
    const { payload, winners } = await scenario();
    const noAmount = await preview(brand.token, { ...payload, winners: [{ ...winners[0]!, amount: 0 }] });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().error).toBe(REWARD_MESSAGES.cashAmount);
    const tooMuch = await preview(brand.token, { ...payload, winners: [{ ...winners[0]!, amount: 5000 }] });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toBe(REWARD_MESSAGES.exceedsPool);
    expect((await preview(brand.token, { briefId: 'nope', winners })).statusCode).toBe(400);
  });
});
