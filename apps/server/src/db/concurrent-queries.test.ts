import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, TEST_DB_KIND } from '../../test/test-app.ts';
import { takeConcurrentQueryFindings } from '../../test/concurrent-query-guard.ts';
import type { Database } from './client.ts';

// Two statements at once on one transaction's client: pg queues them (and warns, and pg@9 will refuse).
// The test setup turns that into a failed test; this shows the guard sees it (PostgreSQL only: PGlite
// has no such client).

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe.runIf(TEST_DB_KIND === 'postgres')('the concurrent-query guard', () => {
  it('sees a Promise.all of two statements inside a transaction', async () => {
    await database.db.transaction(async (tx) => {
      await Promise.all([tx.execute(sql`select 1`), tx.execute(sql`select 2`)]);
    });
    await settled();
    expect(takeConcurrentQueryFindings()).toHaveLength(1);
  });

  it("sees pg's own warning when a third statement queues", async () => {
    await database.db.transaction(async (tx) => {
      await Promise.all([tx.execute(sql`select 1`), tx.execute(sql`select 2`), tx.execute(sql`select 3`)]);
    });
    await settled();
    const messages = takeConcurrentQueryFindings().map((finding) => finding.message);
    expect(messages.some((message) => message.includes('already executing a query'))).toBe(true);
  });

  it('sees nothing when the statements run one after the other, or on the pool', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select 2`);
    });
    await Promise.all([database.db.execute(sql`select 1`), database.db.execute(sql`select 2`)]);
    await settled();
    expect(takeConcurrentQueryFindings()).toEqual([]);
  });
});
