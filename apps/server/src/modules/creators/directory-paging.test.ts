import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCreatorDirectoryResponse } from '@briefly/shared/creator-directory';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createBrand, createCreator, uniqueSuffix } from '../../../test/factories.ts';

// Keyset paging (decision 044): walking 100 creators page by page while others register shows each
// of the 100 exactly once, whatever the sort.

let t: TestApp;
let brandToken = '';
const tag = `pg${uniqueSuffix().replace(/[^a-f]/g, 'k')}`;
const original = new Set<string>();

const register = async (index: number) => {
  const created = await createCreator(t.app, { fullName: `${tag} Creator ${index}` });
  return created.user.id;
};

beforeAll(async () => {
  t = await createTestApp();
  brandToken = (await createBrand(t.app)).token;
  for (let index = 0; index < 100; index++) original.add(await register(index));
}, 180_000);
afterAll(() => t?.close());

describe('GET /api/brands/creators/directory paging', () => {
  it.each(['newest', 'relevance', 'rating', 'briefs_won'])(
    'walks 100 creators by %s without a repeat or a gap while new ones register',
    async (sort) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `q=${tag}&sort=${sort}&limit=7${cursor ? `&cursor=${cursor}` : ''}`;
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/brands/creators/directory?${query}`,
          headers: bearer(brandToken),
        });
        expect(response.statusCode, response.body).toBe(200);
        const body = response.json<TCreatorDirectoryResponse>();
        seen.push(...body.creators.map((creator) => creator.id));
        cursor = body.nextCursor;
        // Someone registers between two pages.
        if (pages++ % 3 === 0) await register(1000 + pages);
      } while (cursor && pages < 40);
      const fromOriginal = seen.filter((id) => original.has(id));
      expect(new Set(seen).size).toBe(seen.length);
      expect(new Set(fromOriginal)).toEqual(original);
    },
    60_000,
  );
});
