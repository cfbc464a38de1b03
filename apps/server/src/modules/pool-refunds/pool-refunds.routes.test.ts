import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

// Refunding what is left of a pool, and the brief's money summary that shows it.

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
  [brand, otherBrand, creator, creatorNoAccount, otherCreator] = await Promise.all([
    as(createBrand(t.app)),
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

describe('POST /api/briefs/:id/refund and GET /api/briefs/:id/money', () => {
  it('refunds what is left of an archived, settled brief to the card once', async () => {
    const { brief, a } = await briefWithEntries(300, 2);
    await distribute(t.app, brand.token, brief.id, [winnerEntry(a, creator.id, 'cash', 100)]);
    const early = await inject('POST', `/api/briefs/${brief.id}/refund`, brand.token);
    expect(early.json().error).toBe(REWARD_MESSAGES.refundNotArchived);
    await archiveBrief(t.database.db, brief.id);
    const refund = await inject('POST', `/api/briefs/${brief.id}/refund`, brand.token);
    expect(refund.statusCode).toBe(200);
    expect(refund.json()).toMatchObject({
      refunded: 200,
      status: 'succeeded',
      destination: 'card',
      data: { funded: 300, assigned: 100, refunded: 200, remaining: 0 },
    });
    const again = await inject('POST', `/api/briefs/${brief.id}/refund`, brand.token);
    expect(again.json().error).toBe(REWARD_MESSAGES.refundNothing);
    const providerRefunds = await queryRows<{ total: string }>(
      t.database.db,
      sql`select sum(r.amount_cents) as total from test_provider_refunds r join provider_payments p on p.provider_object_id = r.payment_intent_id where p.brief_id = ${brief.id}`,
    );
    expect(Number(providerRefunds[0]!.total)).toBe(20_000);
    expect((await inject('GET', `/api/briefs/${brief.id}/money`, admin.token)).json().data.refunded).toBe(200);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });

  it('refuses while an award is unsettled; answers 401, 403, 404 and 400', async () => {
    const { brief, b } = await briefWithEntries(300, 2);
    await distribute(t.app, brand.token, brief.id, [winnerEntry(b, creatorNoAccount.id, 'cash', 100)]);
    await archiveBrief(t.database.db, brief.id);
    expect((await inject('POST', `/api/briefs/${brief.id}/refund`, brand.token)).json().error).toBe(
      REWARD_MESSAGES.refundUnsettled,
    );
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
