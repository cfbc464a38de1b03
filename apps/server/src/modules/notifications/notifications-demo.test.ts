import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestApp, openTestDatabase, TEST_DB_KIND } from '../../../test/test-app.ts';
import { DEMO_ADMIN, DEMO_BRANDS, DEMO_CREATORS } from '../../seed/demo-accounts.ts';
import { runJobs } from './notifications.test-support.ts';

// The demo seed causes real events; once the job runner delivers them, the demo accounts have
// notifications dated when each thing happened (docs/product/notifications.md#demo-data).

describe.runIf(TEST_DB_KIND === 'pglite')('demo notifications', () => {
  it('are made from the seeded events, dated when they happened', async () => {
    const t = await createTestApp({ database: await openTestDatabase(), env: { SEED_DEMO: 'true' } });
    try {
      await runJobs(t.app);
      const rows = await queryRows<{
        email: string;
        title: string;
        message: string;
        category: string;
        created_at: Date;
      }>(
        t.database.db,
        sql`select u.email, n.title, n.message, n.category, n.created_at from notifications n join users u on u.id = n.user_id order by u.email, n.created_at`,
      );
      const of = (email: string) => rows.filter((row) => row.email === email);
      const brand = of(DEMO_BRANDS[0].email);
      expect(brand.filter((row) => row.title === 'New submission').length).toBeGreaterThan(2);
      // Dated when each thing happened, not when the runner delivered it.
      expect(new Set(brand.map((row) => new Date(row.created_at).toISOString().slice(0, 10))).size).toBeGreaterThan(3);
      expect(of(DEMO_ADMIN.email).map((row) => row.title)).toContain('Withdrawal request');
      expect(of(DEMO_CREATORS[0].email).map((row) => row.category)).toContain('invitation');
      expect(rows.filter((row) => row.category === 'winner').length).toBeGreaterThanOrEqual(3);
      expect(rows.map((row) => row.title)).toEqual(
        expect.arrayContaining([
          'Reward paid',
          'Reward held: connect your payout account',
          'Brief closed',
          'Submission shortlisted',
        ]),
      );
      // Nothing invented: every notification comes from a seeded event.
      const [orphans] = await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from notifications n where not exists (select 1 from domain_events e where e.id = n.source_event_id)`,
      );
      expect(Number(orphans!.n)).toBe(0);
    } finally {
      await t.close();
      await t.database.close();
    }
  }, 120_000);
});
