import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCHES_PER_CREATOR } from '@briefly/shared/saved-searches';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createBrand, createCreator } from '../../../test/factories.ts';

// The saved searches API (docs/product/saved-searches.md#api): the creator's own only, the
// marketplace's filter values only, at most 20; every refusal is a 4xx envelope and stores nothing.

let t: TestApp;
let creator: { token: string; id: string };
let otherCreator: { token: string; id: string };
let brand: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  const [c, oc, b] = await Promise.all([createCreator(t.app), createCreator(t.app), createBrand(t.app)]);
  creator = { token: c.token, id: c.user.id };
  otherCreator = { token: oc.token, id: oc.user.id };
  brand = { token: b.token };
});
afterAll(() => t.close());

const URL = '/api/creators/saved-searches';
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const valid = {
  name: 'Fitness over $500',
  filters: { search: 'fitness', category: 'creative', minReward: 500, deadline: 'month', sort: 'highest' },
  alert: 'daily',
};
const storedCount = async (creatorId: string) =>
  Number(
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from saved_searches where creator_id = ${creatorId}::uuid`,
      )
    )[0]?.n,
  );

describe('saved searches', () => {
  it('saves, lists, renames, switches the alert and deletes a search of the creator', async () => {
    const created = await call('POST', URL, creator.token, valid);
    expect(created.statusCode).toBe(201);
    const saved = created.json().savedSearch;
    expect(saved).toMatchObject({
      name: 'Fitness over $500',
      alert: 'daily',
      filters: { search: 'fitness', category: 'creative', minReward: 500, deadline: 'month', sort: 'highest' },
    });
    const listed = await call('GET', URL, creator.token);
    expect(listed.json()).toMatchObject({ savedSearches: [{ id: saved.id }], limit: SAVED_SEARCHES_PER_CREATOR });

    const renamed = await call('PUT', `${URL}/${saved.id}`, creator.token, { name: 'Gym', alert: 'instant' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().savedSearch).toMatchObject({ name: 'Gym', alert: 'instant', filters: { search: 'fitness' } });

    const refiltered = await call('PUT', `${URL}/${saved.id}`, creator.token, { filters: { deadline: 'any' } });
    expect(refiltered.json().savedSearch.filters).toEqual({ deadline: 'any', sort: 'newest' });

    const deleted = await call('DELETE', `${URL}/${saved.id}`, creator.token);
    expect(deleted.json()).toEqual({ id: saved.id, deleted: true });
    expect((await call('GET', URL, creator.token)).json().savedSearches).toEqual([]);
  });

  it('answers 401 when anonymous and 403 for a brand', async () => {
    for (const [method, url] of [
      ['GET', URL],
      ['POST', URL],
      ['PUT', `${URL}/00000000-0000-4000-8000-000000000000`],
      ['DELETE', `${URL}/00000000-0000-4000-8000-000000000000`],
    ] as const) {
      expect((await call(method, url, null, method === 'GET' ? undefined : valid)).statusCode).toBe(401);
      expect((await call(method, url, brand.token, method === 'GET' ? undefined : valid)).statusCode).toBe(403);
    }
  });

  it('answers 404 for another creator’s search and changes nothing', async () => {
    const mine = (await call('POST', URL, creator.token, valid)).json().savedSearch;
    for (const [method, payload] of [
      ['PUT', { name: 'Taken over' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, `${URL}/${mine.id}`, otherCreator.token, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: SAVED_SEARCH_MESSAGES.notFound, code: 'NOT_FOUND' });
    }
    expect((await call('GET', URL, otherCreator.token)).json().savedSearches).toEqual([]);
    expect((await call('GET', URL, creator.token)).json().savedSearches).toMatchObject([{ name: valid.name }]);
    await call('DELETE', `${URL}/${mine.id}`, creator.token);
  });

  it.each([
    ['an unknown category', { ...valid, filters: { category: 'gardening' } }, 'filters.category'],
    ['an unknown template', { ...valid, filters: { template: 'nope' } }, 'filters.template'],
    ['an unknown deadline bucket', { ...valid, filters: { deadline: 'tomorrow' } }, 'filters.deadline'],
    ['an unknown sort', { ...valid, filters: { sort: 'random' } }, 'filters.sort'],
    ['an unknown filter', { ...valid, filters: { colour: 'red' } }, 'filters'],
    ['a negative reward', { ...valid, filters: { minReward: -5 } }, 'filters.minReward'],
    ['a reversed reward range', { ...valid, filters: { minReward: 900, maxReward: 100 } }, 'filters.maxReward'],
    ['an oversize name', { ...valid, name: 'x'.repeat(81) }, 'name'],
    ['a blank name', { ...valid, name: '   ' }, 'name'],
    ['an unknown alert', { ...valid, alert: 'hourly' }, 'alert'],
    ['oversize words', { ...valid, filters: { search: 'w'.repeat(201) } }, 'filters.search'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_what, payload, field) => {
    const response = await call('POST', URL, creator.token, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.issues.some((issue: { path: string }) => issue.path === field)).toBe(true);
    expect(await storedCount(creator.id)).toBe(0);
  });

  it('refuses a bad change and an invalid id with a 400, changing nothing', async () => {
    const mine = (await call('POST', URL, creator.token, valid)).json().savedSearch;
    expect((await call('PUT', `${URL}/${mine.id}`, creator.token, { name: 'y'.repeat(200) })).statusCode).toBe(400);
    expect((await call('PUT', `${URL}/${mine.id}`, creator.token, {})).statusCode).toBe(400);
    expect((await call('PUT', `${URL}/not-a-uuid`, creator.token, { name: 'x' })).statusCode).toBe(400);
    expect((await call('GET', URL, creator.token)).json().savedSearches).toMatchObject([{ name: valid.name }]);
    await call('DELETE', `${URL}/${mine.id}`, creator.token);
  });

  it('keeps at most 20 per creator, also when saves race', async () => {
    const saves = await Promise.all(
      Array.from({ length: SAVED_SEARCHES_PER_CREATOR + 3 }, (_, i) =>
        call('POST', URL, creator.token, { ...valid, name: `Search ${i}` }),
      ),
    );
    expect(saves.filter((response) => response.statusCode === 201)).toHaveLength(SAVED_SEARCHES_PER_CREATOR);
    const refused = saves.filter((response) => response.statusCode !== 201);
    expect(refused).toHaveLength(3);
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: SAVED_SEARCH_MESSAGES.limitReached, code: 'CONFLICT' });
    }
    expect(await storedCount(creator.id)).toBe(SAVED_SEARCHES_PER_CREATOR);
  });
});
