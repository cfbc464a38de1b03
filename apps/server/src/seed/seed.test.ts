import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import { createTestApp, openTestDatabase, TEST_DB_KIND, type TestApp } from '../../test/test-app.ts';
import { uniqueEmail } from '../../test/factories.ts';
import { DEMO_ADMIN, DEMO_BRANDS, DEMO_PASSWORD } from './demo-accounts.ts';
import { DEMO_BRIEFS } from './demo-briefs.ts';
import { DEMO_SUBMISSIONS } from './demo-submissions.ts';
import { DEMO_CREATORS } from './demo-accounts.ts';
import { ledgerInvariantViolations } from '../modules/ledger/ledger.invariants.ts';

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  let t: TestApp;
  const email = uniqueEmail('boss');
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: email, ADMIN_PASSWORD: 'first-password' } });
  });
  afterAll(() => t.close());

  it('creates the admin at start, and resets its password on the next start', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email, password: 'first-password' },
    });
    expect(first.statusCode).toBe(200);
    const restarted = await createTestApp({
      database: t.database,
      env: { ADMIN_EMAIL: email, ADMIN_PASSWORD: 'second-password' },
    });
    try {
      expect(
        (
          await restarted.app.inject({
            method: 'POST',
            url: '/api/admin/login',
            payload: { email, password: 'first-password' },
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await restarted.app.inject({
            method: 'POST',
            url: '/api/admin/login',
            payload: { email, password: 'second-password' },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await restarted.close();
    }
  });
});

// Demo seeding needs an empty database, so it runs only on a fresh PGlite.
describe.runIf(TEST_DB_KIND === 'pglite')('demo seed', () => {
  it('seeds demo accounts once into an empty database and shows demo credentials', async () => {
    const database = await openTestDatabase();
    const t = await createTestApp({ database, env: { SEED_DEMO: 'true' } });
    try {
      const brand = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: DEMO_BRANDS[0].email, password: DEMO_PASSWORD },
      });
      expect(brand.statusCode).toBe(200);
      const admin = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
      });
      expect(admin.statusCode).toBe(200);
      const again = await createTestApp({ database, env: { SEED_DEMO: 'true' } });
      const [count] = await queryRows<{ count: number }>(database.db, sql`select count(*)::int as count from users`);
      expect(Number(count?.count)).toBe(1 + DEMO_BRANDS.length + 4);
      await again.close();

      // Demo briefs: every template and status, funded through the ledger like a real card payment.
      const briefs = await queryRows<{
        status: string;
        template: string;
        funded: boolean;
        is_private: boolean;
        reward_cents: number;
        pool: number | null;
      }>(
        database.db,
        sql`select b.status, b.template, b.funded_at is not null as funded, b.is_private, b.reward_cents::int as reward_cents,
              (select sum(e.amount_cents)::int from ledger_entries e where e.account = 'brief:' || b.id || ':pool') as pool
            from briefs b`,
      );
      expect(briefs).toHaveLength(DEMO_BRIEFS.length);
      expect(new Set(briefs.map((brief) => brief.template)).size).toBe(5);
      expect(new Set(briefs.map((brief) => brief.status))).toEqual(new Set(['published', 'draft', 'archived']));
      expect(briefs.filter((brief) => brief.is_private)).toHaveLength(1);
      // Funded pools hold their reward, less what the demo winners were awarded (archived briefs only).
      for (const brief of briefs) {
        if (brief.status === 'archived') expect(brief.pool ?? 0).toBeLessThanOrEqual(brief.reward_cents);
        else expect(brief.pool ?? 0).toBe(brief.funded ? brief.reward_cents : 0);
      }
      expect(briefs.filter((brief) => brief.status === 'draft').every((brief) => !brief.funded)).toBe(true);
      expect(await ledgerInvariantViolations(database.db)).toEqual([]);
      const marketplace = await t.app.inject({ method: 'GET', url: '/api/briefs/public?limit=100' });
      expect(marketplace.json().total).toBe(
        briefs.filter((brief) => brief.status === 'published' && !brief.is_private).length,
      );

      // Demo submissions: pending, approved and rejected, made through the service on their day.
      const submissions = await queryRows<{ status: string; reviewed: boolean; edited: boolean }>(
        database.db,
        sql`select status, reviewed_at is not null as reviewed, updated_at > submitted_at as edited from submissions`,
      );
      expect(submissions).toHaveLength(DEMO_SUBMISSIONS.length);
      expect(new Set(submissions.map((submission) => submission.status))).toEqual(
        new Set(['pending', 'approved', 'rejected']),
      );
      expect(submissions.every((submission) => submission.reviewed === (submission.status !== 'pending'))).toBe(true);
      expect(submissions.some((submission) => submission.edited)).toBe(true);
      const creatorLogin = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: DEMO_CREATORS[0].email, password: DEMO_PASSWORD },
      });
      const headers = { authorization: `Bearer ${creatorLogin.json().token}` };
      const dashboard = (await t.app.inject({ method: 'GET', url: '/api/creators/dashboard', headers })).json();
      expect(dashboard.recentActivity.length).toBeGreaterThanOrEqual(3);
      expect(dashboard.activeBriefs).toBeGreaterThan(0);
      // Demo rewards: paid cash, credit, a prize and held cash, and a pending withdrawal, all in the ledger.
      const statuses = await queryRows<{ reward_type: string; payout_status: string }>(
        database.db,
        sql`select reward_type, payout_status from reward_assignments order by reward_type, payout_status`,
      );
      expect(statuses.map((row) => `${row.reward_type}:${row.payout_status}`).sort()).toEqual([
        'cash:held',
        'cash:paid',
        'credit:paid',
        'prize:none',
      ]);
      // Demo reviews: verified (the pairs worked together), both sides, so all published at once.
      const reviews = await queryRows<{ published: number; total: number }>(
        database.db,
        sql`select count(*)::int as total, count(published_at)::int as published from reviews`,
      );
      expect(reviews[0]).toEqual({ total: 8, published: 8 });
      const brandHeaders = { authorization: `Bearer ${brand.json().token}` };
      const found = await t.app.inject({
        method: 'GET',
        url: '/api/brands/creators/directory?q=portland%20food&minRating=4',
        headers: brandHeaders,
      });
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().creators.map((creator: { userName: string }) => creator.userName)).toEqual(['priyaphoto']);
      const pending = await queryRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from withdrawals where status = 'pending'`,
      );
      expect(Number(pending[0]?.count)).toBe(1);
      const winnerLogin = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: DEMO_CREATORS[1].email, password: DEMO_PASSWORD },
      });
      const payouts = (
        await t.app.inject({
          method: 'GET',
          url: '/api/creators/payouts',
          headers: { authorization: `Bearer ${winnerLogin.json().token}` },
        })
      ).json().data;
      expect(payouts).toEqual([expect.objectContaining({ rewardType: 'cash', status: 'paid', netAmount: 108 })]);
      const analytics = (await t.app.inject({ method: 'GET', url: '/api/creators/analytics', headers })).json();
      expect(analytics.rating).not.toBeNull();
      expect(
        analytics.monthly.filter((month: { submissions: number }) => month.submissions > 0).length,
      ).toBeGreaterThan(1);
    } finally {
      await t.close();
      await database.close();
    }
  }, 120_000);
});
