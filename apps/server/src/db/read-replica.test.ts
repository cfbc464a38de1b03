import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, TEST_DB_KIND, type TestApp } from '../../test/test-app.ts';
import { bearer, createBrand, createCreator, createFundedBrief } from '../../test/factories.ts';
import { openDatabase, type Database } from './client.ts';
import { runMigrations } from './migrate.ts';

// DATABASE_READ_URL (decision 053): anonymous public reads from the replica, everything else from the primary. A
// second PostgreSQL database stands in for the replica: migrated, never written by the app, so a read shows by
// its statements (each pool's own) and by what it finds — a brief written just now is on the primary only.

const adminUrl = () => {
  const url = new URL(process.env.TEST_ADMIN_DATABASE_URL ?? process.env.TEST_DATABASE_URL!);
  if (!process.env.TEST_ADMIN_DATABASE_URL) url.pathname = '/postgres';
  return url;
};

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl().toString() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe.skipIf(TEST_DB_KIND !== 'postgres')('public reads from a read replica (DATABASE_READ_URL)', () => {
  const replicaName = `briefly_replica_${Date.now()}`;
  const on = { primary: 0, replica: 0 };
  let primary: Database;
  let replica: Database;
  let t: TestApp;

  beforeAll(async () => {
    await admin(`create database ${replicaName}`);
    const replicaUrl = adminUrl();
    replicaUrl.pathname = `/${replicaName}`;
    replica = await openDatabase({ kind: 'postgres', url: replicaUrl.toString(), onQuery: () => void on.replica++ });
    await runMigrations(replica);
    primary = await openTestDatabase({ onQuery: () => void on.primary++ });
    t = await createTestApp({ database: { ...primary, replica: replica.db } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await primary?.close();
    await replica?.close();
    await admin(`drop database if exists ${replicaName} with (force)`);
  });

  /** Which pools a request's statements went to. */
  async function counted(run: () => Promise<{ statusCode: number }>) {
    const before = { ...on };
    const response = await run();
    return { status: response.statusCode, primary: on.primary - before.primary, replica: on.replica - before.replica };
  }

  it('reads the marketplace, a public brief and the sitemap of an anonymous visitor from the replica', async () => {
    const brand = await createBrand(t.app);
    const brief = await createFundedBrief(t.app, brand.token);
    const get = (url: string, headers = {}) => counted(() => t.app.inject({ method: 'GET', url, headers }));

    const marketplace = await get('/api/briefs/public?limit=50');
    expect(marketplace).toMatchObject({ status: 200, primary: 0 });
    expect(marketplace.replica).toBeGreaterThan(0);
    // Not replicated: the stand-in never gets it.
    expect(await get(`/api/briefs/${brief.id}/public`)).toMatchObject({ status: 404, primary: 0 });
    // The card's read is the replica's; its 404 page counts the not-found handler's rate limit on the primary (a write).
    const card = await get(`/share/briefs/${brief.id}.png`);
    expect(card).toMatchObject({ status: 404, replica: 1 });
    const sitemap = await get('/sitemap.xml');
    expect(sitemap).toMatchObject({ status: 200, primary: 0 });
    expect(sitemap.replica).toBeGreaterThan(0);
    expect(await get(`/api/public/brands/${brand.user.id}/briefs`)).toMatchObject({ primary: 0 });
  });

  it('reads from the primary for a signed-in caller, so a write is seen by its author at once', async () => {
    const brand = await createBrand(t.app);
    const creator = await createCreator(t.app);
    const brief = await createFundedBrief(t.app, brand.token);
    for (const token of [brand.token, creator.token]) {
      const detail = await counted(() =>
        t.app.inject({ method: 'GET', url: `/api/briefs/${brief.id}/public`, headers: bearer(token) }),
      );
      expect(detail).toMatchObject({ status: 200, replica: 0 });
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/briefs/public?limit=50',
        headers: bearer(token),
      });
      expect(response.json().briefs.map((b: { id: string }) => b.id)).toContain(brief.id);
    }
  });

  it('sends writes and the routes not marked as public reads to the primary', async () => {
    const write = await counted(() => createBrand(t.app).then(() => ({ statusCode: 201 })));
    expect(write.replica).toBe(0);
    expect(write.primary).toBeGreaterThan(0);
    const health = await counted(() => t.app.inject({ method: 'GET', url: '/api/health/ready' }));
    expect(health.replica).toBe(0);
  });
});
