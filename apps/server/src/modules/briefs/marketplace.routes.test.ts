import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TBrief } from '@briefly/shared/briefs';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  createAdmin,
  createBrand,
  createCreator,
  createDraftBrief,
  createFundedBrief,
  uniqueSuffix,
} from '../../../test/factories.ts';

// The public side: marketplace list and search, brief detail visibility, brand page.
// Tests share the database with other files (on PostgreSQL), so each search is for a word only
// this file's briefs contain.

let t: TestApp;
const word = `zq${uniqueSuffix().replace(/[^a-z0-9]/g, '')}`;
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

let brand: { token: string; id: string; companyName: string };
let invited: { token: string; id: string };
let stranger: { token: string };
let otherBrand: { token: string };
let admin: { token: string };
const briefs: Record<string, TBrief> = {};

beforeAll(async () => {
  t = await createTestApp();
  const companyName = `Glimmer${word} Studio`;
  const [b, c, s, o] = await Promise.all([
    createBrand(t.app, { companyName }),
    createCreator(t.app),
    createCreator(t.app),
    createBrand(t.app),
  ]);
  brand = { token: b.token, id: b.user.id, companyName };
  invited = { token: c.token, id: c.user.id };
  stranger = s;
  otherBrand = o;
  admin = await createAdmin(t.app, t.database.db);
  // In creation order, so 'newest' is the reverse.
  briefs.coffee = await createFundedBrief(t.app, b.token, {
    title: `Coffee roasting ${word}`,
    description: 'Film our roastery at dawn.',
    reward: 300,
    deadline: inDays(2),
    template: 'podcast-live',
  });
  briefs.api = await createFundedBrief(t.app, b.token, {
    title: `Explain the API ${word}`,
    description: 'A backend walkthrough for developers.',
    reward: 900,
    deadline: inDays(6),
    template: 'tweets',
  });
  briefs.strategy = await createFundedBrief(t.app, b.token, {
    title: `Brand story ${word}`,
    description: 'Marketing strategy in short videos.',
    reward: 50,
    deadline: inDays(20),
  });
  briefs.longTerm = await createFundedBrief(t.app, b.token, {
    title: `Summer lookbook ${word}`,
    description: 'Photography for the summer line.',
    reward: 1200,
    deadline: inDays(60),
    amountOfWinners: 4,
  });
  briefs.private = await createFundedBrief(t.app, b.token, {
    title: `Secret launch ${word}`,
    description: 'Invite only.',
    isPrivate: true,
  });
  briefs.draft = await createDraftBrief(t.app, b.token, { title: `Unfunded idea ${word}` });
  briefs.archived = await createFundedBrief(t.app, b.token, { title: `Old campaign ${word}` });
  await t.app.inject({
    method: 'PUT',
    url: `/api/briefs/${briefs.archived.id}`,
    headers: bearer(b.token),
    payload: { status: 'archived' },
  });
  await t.app.services.briefs.inviteCreator({ id: brand.id, type: 'brand' }, briefs.private.id, invited.id);
});
afterAll(() => t.close());

const list = async (query: Record<string, string>, token?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/briefs/public?${new URLSearchParams(query)}`,
    headers: token ? bearer(token) : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { briefs: TBrief[]; total: number; page: number; limit: number };
};
const titles = (result: { briefs: TBrief[] }) => result.briefs.map((brief) => brief.title);
const ids = (result: { briefs: TBrief[] }) => result.briefs.map((brief) => brief.id);

describe('GET /api/briefs/public', () => {
  it('lists only published public briefs, newest first, with tiers and brand', async () => {
    const result = await list({ search: word });
    expect(ids(result)).toEqual([briefs.longTerm!.id, briefs.strategy!.id, briefs.api!.id, briefs.coffee!.id]);
    expect(result).toMatchObject({ total: 4, page: 1, limit: 24 });
    const lookbook = result.briefs[0]!;
    expect(lookbook.rewardTiers.map((tier) => tier.amount)).toEqual([480, 360, 240, 120]);
    expect(lookbook).toMatchObject({
      status: 'published',
      isFunded: true,
      brandName: brand.companyName,
      brand: { id: brand.id },
      category: 'creative',
    });
  });

  it('never shows private briefs, even to the creators invited to them', async () => {
    for (const token of [undefined, invited.token, brand.token, admin.token]) {
      expect(ids(await list({ search: `secret ${word}` }, token))).toEqual([]);
    }
  });

  it('searches title, description and brand name with full-text search and partial words', async () => {
    expect(titles(await list({ search: `roasting ${word}` }))).toEqual([briefs.coffee!.title]);
    expect(titles(await list({ search: `developers ${word}` }))).toEqual([briefs.api!.title]);
    expect(titles(await list({ search: `roast ${word}` }))).toEqual([briefs.coffee!.title]); // stemming
    expect(titles(await list({ search: `roas ${word}` }))).toEqual([briefs.coffee!.title]); // a partial word
    expect(titles(await list({ search: `photog ${word}` }))).toEqual([briefs.longTerm!.title]);
    expect((await list({ search: `Glimmer${word}` })).total).toBe(4); // the brand's name
    expect(titles(await list({ search: `${word} -coffee -api -brand` }))).toEqual([briefs.longTerm!.title]); // websearch syntax
    expect((await list({ search: `${word} nothingmatcheshere` })).total).toBe(0);
  });

  it('ignores blank search text and survives odd characters', async () => {
    expect((await list({ search: '   ' })).page).toBe(1);
    for (const search of ["'", '&|!():*', '"unterminated', '\\', 'a & | b']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/briefs/public?${new URLSearchParams({ search })}`,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('filters by category, template and budget', async () => {
    expect(ids(await list({ search: word, category: 'technical' }))).toEqual([briefs.api!.id]);
    expect(ids(await list({ search: word, category: 'business' }))).toEqual([briefs.strategy!.id]);
    expect(ids(await list({ search: word, template: 'tweets' }))).toEqual([briefs.api!.id]);
    expect(ids(await list({ search: word, minReward: '300', maxReward: '900' }))).toEqual([
      briefs.api!.id,
      briefs.coffee!.id,
    ]);
  });

  it('filters by deadline bucket', async () => {
    expect(ids(await list({ search: word, deadline: 'urgent' }))).toEqual([briefs.coffee!.id]);
    expect(ids(await list({ search: word, deadline: 'week' }))).toEqual([briefs.api!.id, briefs.coffee!.id]);
    expect(ids(await list({ search: word, deadline: 'month' }))).toEqual([
      briefs.strategy!.id,
      briefs.api!.id,
      briefs.coffee!.id,
    ]);
    expect(ids(await list({ search: word, deadline: 'long-term' }))).toEqual([briefs.longTerm!.id]);
  });

  it('sorts by every option', async () => {
    expect(ids(await list({ search: word, sort: 'oldest' }))).toEqual([
      briefs.coffee!.id,
      briefs.api!.id,
      briefs.strategy!.id,
      briefs.longTerm!.id,
    ]);
    expect(ids(await list({ search: word, sort: 'highest' }))).toEqual([
      briefs.longTerm!.id,
      briefs.api!.id,
      briefs.coffee!.id,
      briefs.strategy!.id,
    ]);
    expect(ids(await list({ search: word, sort: 'lowest' }))).toEqual([
      briefs.strategy!.id,
      briefs.coffee!.id,
      briefs.api!.id,
      briefs.longTerm!.id,
    ]);
    expect(ids(await list({ search: word, sort: 'deadline' }))).toEqual([
      briefs.coffee!.id,
      briefs.api!.id,
      briefs.strategy!.id,
      briefs.longTerm!.id,
    ]);
  });

  it('pages with the total of all matches', async () => {
    const second = await list({ search: word, limit: '3', page: '2' });
    expect(second).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(ids(second)).toEqual([briefs.coffee!.id]);
    const beyond = await list({ search: word, limit: '3', page: '5' });
    expect(beyond).toMatchObject({ total: 4, briefs: [] });
  });

  it('answers bad query parameters with 400', async () => {
    for (const query of ['sort=random', 'limit=1000', 'page=0', 'category=weird', 'isPrivate=true']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/briefs/public?${query}` });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('GET /api/briefs/:id/public', () => {
  const get = (id: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/briefs/${id}/public`, headers: token ? bearer(token) : {} });

  it('shows a published public brief to anyone, and an archived one too', async () => {
    const response = await get(briefs.coffee!.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().brief).toMatchObject({
      id: briefs.coffee!.id,
      title: briefs.coffee!.title,
      brand: { companyName: brand.companyName },
    });
    expect(response.json().brief).not.toHaveProperty('heldAmount');
    expect((await get(briefs.archived!.id)).json().brief.status).toBe('archived');
  });

  it.each([
    ['anonymous', () => undefined, 404],
    ['a creator who was not invited', () => stranger.token, 404],
    ['another brand', () => otherBrand.token, 404],
    ['the invited creator', () => invited.token, 200],
    ['its brand', () => brand.token, 200],
    ['an admin', () => admin.token, 200],
  ])('shows a private brief to %s: %i', async (_who, token, status) => {
    const response = await get(briefs.private!.id, token());
    expect(response.statusCode).toBe(status);
    if (status === 404) expect(response.json()).toEqual({ error: 'Brief not found', code: 'NOT_FOUND' });
  });

  it.each([
    ['anonymous', () => undefined, 404],
    ['a creator', () => invited.token, 404],
    ['another brand', () => otherBrand.token, 404],
    ['its brand', () => brand.token, 200],
    ['an admin', () => admin.token, 200],
  ])('shows a draft to %s: %i', async (_who, token, status) => {
    expect((await get(briefs.draft!.id, token())).statusCode).toBe(status);
  });

  it('answers 404 for an unknown brief and 400 for a bad id', async () => {
    expect((await get('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await get('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Invalid brief ID', code: 'VALIDATION_ERROR' });
  });
});

describe('GET /api/public/brands/:brandId/briefs', () => {
  const get = (brandId: string) => t.app.inject({ method: 'GET', url: `/api/public/brands/${brandId}/briefs` });

  it('returns the brand and its active briefs only', async () => {
    const response = await get(brand.id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.brand).toMatchObject({ id: brand.id, companyName: brand.companyName, contactName: 'Jo Brand' });
    expect(body.briefs.map((brief: TBrief) => brief.id).sort()).toEqual(
      [briefs.coffee!.id, briefs.api!.id, briefs.strategy!.id, briefs.longTerm!.id].sort(),
    );
  });

  it("answers 404 'Brand not found' for an unknown brand or a creator, 400 for a bad id", async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', invited.id]) {
      const response = await get(id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Brand not found', code: 'NOT_FOUND' });
    }
    const bad = await get('brand-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid brand ID');
  });
});

describe('a deactivated brand (docs/product/admin.md#api)', () => {
  it("takes the brand's briefs out of the marketplace, the creators' lists and search; back when reactivated", async () => {
    const gone = await createBrand(t.app);
    const brief = await createFundedBrief(t.app, gone.token, { title: `Fading ${word}` });
    const listed = async () =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/briefs/public?search=${word}&limit=100` })).json()
          .briefs as TBrief[]
      ).some((item) => item.id === brief.id);
    const searched = async () =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/search?q=fading`, headers: bearer(stranger.token) })).json()
          .results as Array<{ id: string }>
      ).some((item) => item.id === brief.id);
    const setStatus = (status: 'active' | 'deactivated') =>
      t.database.db.execute(sql`update users set status = ${status} where id = ${gone.user.id}`);
    expect(await listed()).toBe(true);
    expect(await searched()).toBe(true);
    await setStatus('deactivated');
    expect(await listed()).toBe(false);
    expect(await searched()).toBe(false);
    const forCreator = await t.app.inject({
      method: 'GET',
      url: '/api/creators/briefs',
      headers: bearer(stranger.token),
    });
    expect(JSON.stringify(forCreator.json())).not.toContain(brief.id);
    await setStatus('active');
    expect(await listed()).toBe(true);
  });
});
