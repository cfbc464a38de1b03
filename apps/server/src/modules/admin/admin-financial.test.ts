import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
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
import { createMovableClock } from '../../platform/module.ts';

// Financial metrics, recent transactions, the financial CSV and reconciliation over a seeded
// scenario whose money moved at known times: the flows run through the API, then their ledger
// postings (and the awards' and withdrawal's own times) are moved to fixed days before a "now"
// later than anything in the database, and the clock is set to that now. Every figure of every
// range is then a sum computed by hand.

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const clock = createMovableClock();
let t: TestApp;
let now: Date;
let adminToken: string;
let baseline: Record<string, number>;
const briefs: Record<'a' | 'b' | 'c' | 'd', { id: string; title: string }> = {} as never;
let brandName: string;
let creatorName: string;

const at = (daysBefore: number, hours = 0) => new Date(now.getTime() - daysBefore * DAY + hours * HOUR);
const getAs = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const metrics = async (range: string) => {
  const response = await getAs(adminToken, `/api/admin/financial-metrics?timeRange=${range}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

async function move(where: SQL, when: Date) {
  await t.database.db.execute(sql`update ledger_transactions set created_at = ${when} where ${where}`);
}
const ofPool = (briefId: string, kind: string) =>
  sql`kind = ${kind} and id in (select transaction_id from ledger_entries where account = ${`brief:${briefId}:pool`})`;
const ofAwardsOf = (briefId: string, kind: string) =>
  sql`kind = ${kind} and reference_id in (select id::text from reward_assignments where brief_id = ${briefId})`;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SESSION_TTL_DAYS: '365' } });
  const db = t.database.db;
  const brand = await createBrand(t.app);
  const creator = await createCreator(t.app);
  const admin0 = await createAdmin(t.app, db);
  brandName = brand.user.name;
  creatorName = creator.user.name;
  await connectPayoutAccount(t.app, creator.token, 'complete');
  adminToken = admin0.token;
  const all = await metrics('all');
  baseline = {
    collected: all.totalFundsCollected,
    paidOut: all.totalFundsPaidOut,
    fees: all.totalPlatformFees,
    refunds: all.totalRefundsProcessed,
    completed: all.completedPayouts,
    active: all.activeBriefs,
  };

  const funded = async (key: keyof typeof briefs, reward: number, winners: number) => {
    const brief = await createFundedBrief(t.app, brand.token, { reward, amountOfWinners: winners });
    briefs[key] = { id: brief.id, title: brief.title };
    return brief;
  };
  // A: $300 by card, $100 cash awarded (fee $10, $90 transferred), archived, $200 refunded to the card.
  const a = await funded('a', 300, 2);
  expect(
    (
      await distribute(t.app, brand.token, a.id, [
        winnerEntry(await createSubmission(t.app, creator.token, a.id), creator.user.id, 'cash', 100),
      ])
    ).statusCode,
  ).toBe(200);
  await archiveBrief(db, a.id);
  expect(
    (await t.app.inject({ method: 'POST', url: `/api/briefs/${a.id}/refund`, headers: bearer(brand.token) })).json(),
  ).toMatchObject({
    refunded: 200,
    destination: 'card',
  });
  // B: $500 by card, $200 cash awarded (fee $20, $180 transferred).
  const b = await funded('b', 500, 2);
  expect(
    (
      await distribute(t.app, brand.token, b.id, [
        winnerEntry(await createSubmission(t.app, creator.token, b.id), creator.user.id, 'cash', 200),
      ])
    ).statusCode,
  ).toBe(200);
  // C: $1000 by card, $400 credit awarded (fee $40, $360 credit), then a $100 withdrawal paid out.
  const c = await funded('c', 1000, 1);
  expect(
    (
      await distribute(t.app, brand.token, c.id, [
        winnerEntry(await createSubmission(t.app, creator.token, c.id), creator.user.id, 'credit', 400),
      ])
    ).statusCode,
  ).toBe(200);
  const requested = await t.app.inject({
    method: 'POST',
    url: '/api/creators/withdrawals',
    headers: bearer(creator.token),
    payload: { amount: 100 },
  });
  expect(requested.statusCode, requested.body).toBe(201);
  const withdrawalId = requested.json().data.id as string;
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/admin/withdrawal-requests/${withdrawalId}/approve`,
    headers: bearer(admin0.token),
    payload: { adminNotes: '' },
  });
  expect(approved.json().data.status).toBe('completed');
  // D: $200 by card, nothing else.
  await funded('d', 200, 1);

  // "Now" is 400 days after the newest posting in the database, so no other test's money is near it.
  const [newest] = await queryRows<{ at: Date | string }>(
    db,
    sql`select max(created_at) as at from ledger_transactions`,
  );
  now = new Date(Math.ceil((new Date(newest!.at).getTime() + 400 * DAY) / DAY) * DAY + 12 * HOUR);

  await move(ofPool(a.id, 'card_payment'), at(2, -1));
  await move(ofPool(a.id, 'reward_award'), at(2));
  await move(ofAwardsOf(a.id, 'reward_transfer'), at(2, 1));
  await move(ofPool(a.id, 'pool_refund'), at(1));
  await move(ofPool(b.id, 'card_payment'), at(20, -1));
  await move(ofPool(b.id, 'reward_award'), at(20));
  await move(ofAwardsOf(b.id, 'reward_transfer'), at(20, 1));
  await move(ofPool(c.id, 'card_payment'), at(60, -1));
  await move(ofPool(c.id, 'reward_award'), at(60));
  await move(sql`kind in ('withdrawal_request', 'withdrawal_payout') and reference_id = ${withdrawalId}`, at(59));
  await move(ofPool(briefs.d.id, 'card_payment'), at(200));
  // Completed payouts are counted by their own time: the awards' and the withdrawal's.
  await db.execute(
    sql`update reward_assignments set created_at = ${at(2)}, paid_at = ${at(2, 1)} where brief_id = ${a.id}`,
  );
  await db.execute(
    sql`update reward_assignments set created_at = ${at(20)}, paid_at = ${at(20, 1)} where brief_id = ${b.id}`,
  );
  await db.execute(
    sql`update reward_assignments set created_at = ${at(60)}, paid_at = ${at(60)} where brief_id = ${c.id}`,
  );
  await db.execute(
    sql`update withdrawals set requested_at = ${at(59, -1)}, processed_at = ${at(59)}, completed_at = ${at(59)} where id = ${withdrawalId}`,
  );

  clock.set(now);
  adminToken = (await createAdmin(t.app, db)).token;
});
afterAll(() => t.close());

describe('GET /api/admin/financial-metrics', () => {
  it('each range’s figures are the hand-computed sums of what moved in it (dollars)', async () => {
    const expected = {
      '7d': {
        totalFundsCollected: 300,
        totalFundsPaidOut: 90,
        totalPlatformFees: 10,
        totalRefundsProcessed: 200,
        completedPayouts: 1,
      },
      '30d': {
        totalFundsCollected: 800,
        totalFundsPaidOut: 270,
        totalPlatformFees: 30,
        totalRefundsProcessed: 200,
        completedPayouts: 2,
      },
      '90d': {
        totalFundsCollected: 1800,
        totalFundsPaidOut: 370,
        totalPlatformFees: 70,
        totalRefundsProcessed: 200,
        completedPayouts: 3,
      },
    };
    for (const [range, figures] of Object.entries(expected)) {
      const data = await metrics(range);
      expect(data, range).toMatchObject({
        ...figures,
        timeRange: range,
        currency: 'usd',
        paymentsMode: 'test',
        to: now.toISOString(),
      });
      expect(data.from).toBe(new Date(now.getTime() - Number(range.replace('d', '')) * DAY).toISOString());
    }
    const all = await metrics('all');
    expect(all.from).toBeNull();
    const mine = {
      totalFundsCollected: 2000,
      totalFundsPaidOut: 370,
      totalPlatformFees: 70,
      totalRefundsProcessed: 200,
      completedPayouts: 3,
    };
    const grown = {
      totalFundsCollected: all.totalFundsCollected - baseline.collected!,
      totalFundsPaidOut: all.totalFundsPaidOut - baseline.paidOut!,
      totalPlatformFees: Math.round((all.totalPlatformFees - baseline.fees!) * 100) / 100,
      totalRefundsProcessed: all.totalRefundsProcessed - baseline.refunds!,
      completedPayouts: all.completedPayouts - baseline.completed!,
    };
    // PostgreSQL's test database is shared with files that may run at the same time.
    if (TEST_DB_KIND === 'pglite') {
      expect(grown).toEqual(mine);
      expect(all.activeBriefs).toBe(baseline.active! + 3); // B, C and D are published; A is archived
      expect(all.pendingPayouts).toBe(0);
    } else {
      // In cents: a difference of two large dollar totals carries float error (369.99999999999955 for 370).
      for (const [key, value] of Object.entries(mine))
        expect(Math.round(grown[key as keyof typeof grown] * 100), key).toBeGreaterThanOrEqual(Math.round(value * 100));
    }
  });

  it('the 5 newest movements of the range, with the brief, brand and creator they concern', async () => {
    const week = (await metrics('7d')).recentTransactions;
    expect(week).toEqual([
      {
        id: expect.any(String),
        type: 'refund',
        briefTitle: briefs.a.title,
        brandName,
        creatorName: null,
        amount: 200,
        createdAt: at(1).toISOString(),
      },
      {
        id: expect.any(String),
        type: 'payout',
        briefTitle: briefs.a.title,
        brandName,
        creatorName,
        amount: 90,
        createdAt: at(2, 1).toISOString(),
      },
      {
        id: expect.any(String),
        type: 'funding',
        briefTitle: briefs.a.title,
        brandName,
        creatorName: null,
        amount: 300,
        createdAt: at(2, -1).toISOString(),
      },
    ]);
    const month = (await metrics('30d')).recentTransactions;
    expect(month.map((row: { type: string; amount: number }) => `${row.type} ${row.amount}`)).toEqual([
      'refund 200',
      'payout 90',
      'funding 300',
      'payout 180',
      'funding 500',
    ]);
    const quarter = (await metrics('90d')).recentTransactions;
    expect(quarter).toHaveLength(5);
  });

  it('exports the range as CSV: the figures, then every movement of the range', async () => {
    const response = await getAs(adminToken, '/api/admin/financial-metrics/export.csv?timeRange=90d');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="financial-90d-${now.toISOString().slice(0, 10)}.csv"`,
    );
    const lines = response.body.split('\r\n');
    expect(lines.slice(0, 12)).toEqual([
      'Metric,Value',
      'Time Range,90d',
      `From,${new Date(now.getTime() - 90 * DAY).toISOString()}`,
      `To,${now.toISOString()}`,
      'Payments Mode,test',
      'Funds Collected,1800.00',
      'Funds Paid Out,370.00',
      'Platform Fees,70.00',
      'Refunds Processed,200.00',
      expect.stringMatching(/^Active Briefs,\d+$/),
      'Completed Payouts,3',
      expect.stringMatching(/^Pending Payouts,\d+$/),
    ]);
    expect(lines[12]).toBe('');
    expect(lines[13]).toBe('Transaction ID,Type,Brief,Brand,Creator,Amount,Date');
    const rows = lines.slice(14).filter((line) => line !== '');
    // A: funding, payout, refund; B: funding, payout; C: funding, the withdrawal's payout.
    expect(rows.map((line) => line.split(',')[1])).toEqual([
      'refund',
      'payout',
      'funding',
      'payout',
      'funding',
      'payout',
      'funding',
    ]);
    expect(rows[5]).toContain(`,,,${creatorName},100.00,${at(59).toISOString()}`);
  });
});

describe('GET /api/admin/reconciliation', () => {
  const differencesFor = (body: { differences: Array<{ providerObjectId: string }> }, ids: string[]) =>
    body.differences.filter((d) => ids.includes(d.providerObjectId));

  it('the ledger agrees with the test-mode provider on every object of the scenario, and shows a deliberate difference', async () => {
    const db = t.database.db;
    const ids = await queryRows<{ kind: string; id: string }>(
      db,
      sql`select 'charge' as kind, charge_id as id from provider_payments where brief_id in (${briefs.a.id}, ${briefs.b.id}, ${briefs.c.id}, ${briefs.d.id})
          union all select 'transfer', transfer_id from reward_assignments where brief_id in (${briefs.a.id}, ${briefs.b.id})
          union all select 'refund', provider_refund_id from pool_refunds where brief_id = ${briefs.a.id}`,
    );
    const ours = ids.map((row) => row.id);
    expect(ours).toHaveLength(7);
    const response = await getAs(adminToken, '/api/admin/reconciliation?timeRange=all');
    expect(response.statusCode, response.body).toBe(200);
    const before = response.json();
    expect(before).toMatchObject({ timeRange: 'all', from: null, paymentsMode: 'test', provider: expect.any(Object) });
    expect(differencesFor(before, ours)).toEqual([]);
    if (TEST_DB_KIND === 'pglite') {
      expect(before.differences).toEqual([]);
      expect(before.provider).toEqual({ ...before.ledger, feesCents: null });
      expect(before.ledger).toMatchObject({
        fundingCents: 200_000,
        transfersCents: 37_000,
        feesCents: 7_000,
        refundsCents: 20_000,
      });
    }

    // The provider's books drift: a transfer we never posted, a charge of another amount, a refund it does not have.
    const [chargeOfB] = await queryRows<{ id: string }>(
      db,
      sql`select charge_id as id from provider_payments where brief_id = ${briefs.b.id}`,
    );
    const refund = ids.find((row) => row.kind === 'refund')!.id;
    const stray = `tr_test_stray_${Date.now()}`;
    await db.execute(
      sql`insert into test_provider_transfers (id, amount_cents, currency, destination, created_at) values (${stray}, 1234, 'usd', 'acct_test_nobody', now())`,
    );
    await db.execute(
      sql`update test_provider_payment_intents set amount_cents = amount_cents + 1 where charge_id = ${chargeOfB!.id}`,
    );
    await db.execute(sql`delete from test_provider_refunds where id = ${refund}`);

    const after = (await getAs(adminToken, '/api/admin/reconciliation?timeRange=all')).json();
    const found = differencesFor(after, [...ours, stray]);
    expect(found).toHaveLength(3);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'missing_in_ledger',
          objectType: 'transfer',
          providerObjectId: stray,
          ledgerCents: null,
          providerCents: 1234,
        }),
        expect.objectContaining({
          kind: 'amount_mismatch',
          objectType: 'payment',
          providerObjectId: chargeOfB!.id,
          ledgerCents: 50_000,
          providerCents: 50_001,
        }),
        expect.objectContaining({
          kind: 'missing_at_provider',
          objectType: 'refund',
          providerObjectId: refund,
          ledgerCents: 20_000,
          providerCents: null,
        }),
      ]),
    );
    if (TEST_DB_KIND === 'pglite') {
      expect(after.provider).toEqual({
        fundingCents: 200_001,
        transfersCents: 37_000 + 1234,
        feesCents: null,
        refundsCents: 0,
      });
    }
  });
});
