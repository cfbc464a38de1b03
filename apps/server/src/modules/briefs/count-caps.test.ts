import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ACTIVE_BRIEFS_COUNT_CAP } from '@briefly/shared/submissions';
import { marketplaceCountCap } from '@briefly/shared/briefs';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../../../test/test-app.ts';
import { bearer, createAdmin, createBrand, createCreator, uniqueSuffix } from '../../../test/factories.ts';

// Totals that would grow with the marketplace are counted up to a cap (docs/performance.md#totals):
// the marketplace's matching briefs, the admin's briefs list and the creator dashboard's Active Briefs. Needs a database of its
// own (more than a thousand open briefs would crowd other files' marketplace pages): on PGlite in npm test.

let t: TestApp;
const word = `cap${uniqueSuffix().replace(/[^a-z0-9]/g, '')}`;

/** `count` published public briefs of the brand with the word in their title, in one statement. */
async function seedOpenBriefs(brandId: string, count: number, start = 0) {
  await t.database.db.execute(sql`
    insert into briefs (brand_id, title, description, requirements, template, deadline, amount_of_winners, reward_cents, is_private, status, category, funded_at)
    select ${brandId}, ${word} || ' brief ' || (g + ${start}), 'Seeded.', 'One video.', 'tweets', now() + interval '30 days', 1, 10000, false, 'published', 'creative', now()
    from generate_series(1, ${count}) g`);
}

beforeAll(async () => {
  if (TEST_DB_KIND !== 'postgres') t = await createTestApp();
});
afterAll(() => t?.close());

describe.skipIf(TEST_DB_KIND === 'postgres')('capped totals', () => {
  it('counts marketplace matches exactly through ten pages from the one asked for, then says "more than"', async () => {
    const brand = await createBrand(t.app);
    const list = async (page: number, limit: number) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/briefs/public?search=${word}&limit=${limit}&page=${page}` })
      ).json();
    await seedOpenBriefs(brand.user.id, 50);
    expect(marketplaceCountCap(1, 5)).toBe(50);
    expect(await list(1, 5)).toMatchObject({ total: 50, totalIsCapped: false });

    await seedOpenBriefs(brand.user.id, 1, 50);
    const capped = await list(1, 5);
    expect(capped).toMatchObject({ total: 50, totalIsCapped: true });
    expect(capped.briefs).toHaveLength(5);
    // Further on, the count reaches further: page 3 counts up to 60 and finds all 51.
    const further = await list(3, 5);
    expect(further).toMatchObject({ total: 51, totalIsCapped: false });
    // The pages follow the sort, newest first: page 3 holds the 11th to 15th newest.
    const all = await list(1, 100);
    expect(further.briefs.map((brief: { id: string }) => brief.id)).toEqual(
      all.briefs.slice(10, 15).map((brief: { id: string }) => brief.id),
    );

    // A page past the end has no brief to carry the count: its statement answers the total alone.
    expect(await list(20, 5)).toMatchObject({ briefs: [], total: 51, totalIsCapped: false });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/briefs/public?search=nomatch${word}` })).json(),
    ).toMatchObject({ briefs: [], total: 0, totalIsCapped: false });
  });

  it('counts a big marketplace up to the cap whatever its size', async () => {
    const brand = await createBrand(t.app);
    await seedOpenBriefs(brand.user.id, 1000, 51);
    expect(
      await (await t.app.inject({ method: 'GET', url: `/api/briefs/public?search=${word}&limit=100` })).json(),
    ).toMatchObject({ total: 1000, totalIsCapped: true });
  });

  it("caps the admin's briefs list the same way", async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/briefs?search=${word}&limit=10`,
      headers: bearer(admin.token),
    });
    expect(list.json()).toMatchObject({ total: 1000, totalIsCapped: true });
    expect(list.json().briefs).toHaveLength(10);
  });

  it("caps the creator dashboard's Active Briefs", async () => {
    const creator = await createCreator(t.app);
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/creators/dashboard',
      headers: bearer(creator.token),
    });
    expect(dashboard.statusCode).toBe(200);
    // The first test seeded more than the cap of open public briefs.
    expect(dashboard.json()).toMatchObject({ activeBriefs: ACTIVE_BRIEFS_COUNT_CAP, activeBriefsIsCapped: true });
  });
});
