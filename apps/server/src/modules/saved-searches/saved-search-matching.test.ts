import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ZPublicBriefsQuery } from '@briefly/shared/briefs';
import { ZSavedSearchFilters } from '@briefly/shared/saved-searches';
import type { Database } from '../../db/client.ts';
import { isolatedDatabase } from '../../../test/isolated-database.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createBrand, createCreator, createDraftBrief, createFundedBrief } from '../../../test/factories.ts';
import * as repo from './saved-searches.repository.ts';
import { filterColumns } from './saved-searches.service.ts';

// Saved-search matching is the marketplace's filtering (decision 035): for every filter the
// marketplace has, words and ranges, the briefs a saved search matches when they become public are
// exactly the briefs the marketplace lists for the same filters — both checked against the table.

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let isolated: { database: Database; drop(): Promise<void> };
/** Brief ids by letter. */
const ids: Record<string, string> = {};
const letterOf = (id: string) => Object.entries(ids).find(([, value]) => value === id)?.[0] ?? `?${id}`;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

beforeAll(async () => {
  isolated = await isolatedDatabase('saved_matching');
  t = await createTestApp({ database: isolated.database });
  const [brand, zephyr] = await Promise.all([
    createBrand(t.app, { companyName: 'Northwind Goods' }),
    createBrand(t.app, { companyName: 'Zephyr Outfitters' }),
  ]);
  // A: creative, $100, due in 2 days. B: business, $500, 5 days, the tweets template. C: technical,
  // $1,500, 20 days. D: creative, $750, 60 days, by Zephyr. P (private) and R (draft) never match.
  const briefs = await Promise.all([
    createFundedBrief(t.app, brand.token, {
      title: 'Coffee roasting video',
      description: 'Show our beans.',
      reward: 100,
      deadline: inDays(2),
    }),
    createFundedBrief(t.app, brand.token, {
      title: 'Marketing strategy clips',
      description: 'Short clips about our plans.',
      reward: 500,
      deadline: inDays(5),
    }),
    createFundedBrief(t.app, brand.token, {
      title: 'API tutorial',
      description: 'A software development walkthrough.',
      reward: 1500,
      deadline: inDays(20),
    }),
    createFundedBrief(t.app, zephyr.token, {
      title: 'Summer lookbook',
      description: 'Wear our linen.',
      reward: 750,
      deadline: inDays(60),
    }),
    createFundedBrief(t.app, brand.token, { title: 'Coffee secret', reward: 500, isPrivate: true }),
    createDraftBrief(t.app, brand.token, { title: 'Coffee draft', reward: 500 }),
  ]);
  ['A', 'B', 'C', 'D', 'P', 'R'].forEach((letter, i) => (ids[letter] = briefs[i]!.id));
  await t.database.db.execute(sql`update briefs set template = 'tweets' where id = ${ids.B}::uuid`);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await isolated?.drop();
});

/** [what, filters, the briefs both must find]. */
const TABLE: Array<[string, Record<string, unknown>, string]> = [
  ['no filter', {}, 'ABCD'],
  ['a word of the title', { search: 'coffee' }, 'A'],
  ['a stemmed word', { search: 'roast' }, 'A'],
  ['the start of a word', { search: 'coff' }, 'A'],
  ['a word of the description', { search: 'linen' }, 'D'],
  ['the brand’s name', { search: 'zephyr' }, 'D'],
  ['a quoted phrase', { search: '"marketing strategy"' }, 'B'],
  ['either word (or)', { search: 'coffee or lookbook' }, 'AD'],
  ['words in any case, padded', { search: '  TUTORIAL  ' }, 'C'],
  ['words nothing has', { search: 'submarine' }, ''],
  ['blank words (no filter)', { search: '   ' }, 'ABCD'],
  ['category creative', { category: 'creative' }, 'AD'],
  ['category business', { category: 'business' }, 'B'],
  ['category technical', { category: 'technical' }, 'C'],
  ['template tweets', { template: 'tweets' }, 'B'],
  ['template ecommerce-product', { template: 'ecommerce-product' }, 'ACD'],
  ['template podcast-live', { template: 'podcast-live' }, ''],
  ['a lowest reward (inclusive)', { minReward: 500 }, 'BCD'],
  ['a highest reward (inclusive)', { maxReward: 500 }, 'AB'],
  ['a reward range', { minReward: 400, maxReward: 800 }, 'BD'],
  ['a range with cents', { minReward: 499.99, maxReward: 500.01 }, 'B'],
  ['a lowest reward above all', { minReward: 5000 }, ''],
  ['deadline any', { deadline: 'any' }, 'ABCD'],
  ['deadline urgent (3 days)', { deadline: 'urgent' }, 'A'],
  ['deadline within a week', { deadline: 'week' }, 'AB'],
  ['deadline within a month', { deadline: 'month' }, 'ABC'],
  ['deadline long-term', { deadline: 'long-term' }, 'D'],
  ['a sort (not a filter)', { sort: 'highest' }, 'ABCD'],
  ['words and a range', { search: 'clips or video', maxReward: 200 }, 'A'],
  ['category and a lowest reward', { category: 'creative', minReward: 500 }, 'D'],
  [
    'everything at once',
    {
      search: 'api',
      category: 'technical',
      template: 'ecommerce-product',
      minReward: 1000,
      maxReward: 2000,
      deadline: 'month',
    },
    'C',
  ],
];

describe('saved-search matching', () => {
  it.each(TABLE)('%s: the marketplace and the saved search find the same briefs', async (_what, filters, expected) => {
    // The marketplace, through its own query schema and service.
    const query = ZPublicBriefsQuery.parse({ ...filters, limit: 100 });
    const listed = (await t.app.services.briefs.marketplace(query)).briefs.map((brief) => letterOf(brief.id));
    expect(listed.sort().join('')).toBe(expected);

    // The saved search, stored from the same filters; each brief matched as its publication would.
    const creator = await createCreator(t.app);
    const search = await repo.insert(t.database.db, {
      creatorId: creator.user.id,
      name: _what,
      alert: 'instant',
      ...filterColumns(ZSavedSearchFilters.parse(filters)),
    });
    const matched: string[] = [];
    for (const letter of ['A', 'B', 'C', 'D', 'P', 'R']) {
      const found = await repo.recordMatches(t.database.db, ids[letter]!, new Date());
      if (found.some((match) => match.savedSearchId === search.id)) matched.push(letter);
    }
    expect(matched.join('')).toBe(expected);
    await t.database.db.execute(sql`delete from saved_searches where id = ${search.id}::uuid`);
  });

  it('matches a search that is switched off never, and a brief and search once', async () => {
    const creator = await createCreator(t.app);
    const off = await repo.insert(t.database.db, {
      creatorId: creator.user.id,
      name: 'Off',
      alert: 'off',
      ...filterColumns(ZSavedSearchFilters.parse({})),
    });
    const on = await repo.insert(t.database.db, {
      creatorId: creator.user.id,
      name: 'On',
      alert: 'daily',
      ...filterColumns(ZSavedSearchFilters.parse({})),
    });
    const first = await repo.recordMatches(t.database.db, ids.A!, new Date());
    const again = await repo.recordMatches(t.database.db, ids.A!, new Date());
    expect(first.map((match) => match.savedSearchId)).toContain(on.id);
    expect(first.map((match) => match.savedSearchId)).not.toContain(off.id);
    expect(again.map((match) => match.savedSearchId)).not.toContain(on.id);
  });
});
