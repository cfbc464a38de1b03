import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../../../test/test-app.ts';
import { bearer, createBrand, createCreator } from '../../../test/factories.ts';

// One conversation per brand–creator pair however many starts race (decision 012). Meaningful on
// PostgreSQL (TEST_DB=postgres); PGlite runs one transaction at a time, and there it checks the outcome.

const PARALLEL = 10;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MESSAGE_RATE_LIMIT_MAX: '100000' } });
});
afterAll(() => t.close());

const count = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ count: number }>(t.database.db, query))[0]!.count);

describe(`starting conversations ${PARALLEL} times at once (${TEST_DB_KIND})`, () => {
  it('makes one conversation, keeps every message, and says "created" once', async () => {
    const [brand, creator] = await Promise.all([createBrand(t.app), createCreator(t.app)]);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        t.app.inject({
          method: 'POST',
          url: '/api/messages/conversations',
          headers: bearer(brand.token),
          payload: { receiverId: creator.user.id, initialMessage: `hello ${index}` },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.filter((status) => status === 201),
      JSON.stringify(responses.map((r) => r.body)),
    ).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PARALLEL - 1);
    const ids = new Set(responses.map((response) => response.json().conversation.id as string));
    expect(ids.size).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as count from conversations where brand_id = ${brand.user.id} and creator_id = ${creator.user.id}`,
      ),
    ).toBe(1);
    expect(await count(sql`select count(*)::int as count from messages where conversation_id = ${[...ids][0]}`)).toBe(
      PARALLEL,
    );
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/messages/conversations',
      headers: bearer(creator.token),
    });
    expect(list.json().conversations).toEqual([expect.objectContaining({ unreadCount: PARALLEL })]);
  });

  it('meets in one conversation when both sides start it at the same moment', async () => {
    const [brand, creator] = await Promise.all([createBrand(t.app), createCreator(t.app)]);
    // The creator may write first once the brand has written: prime the pair, then race both directions.
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/messages/conversations',
      headers: bearer(brand.token),
      payload: { receiverId: creator.user.id, initialMessage: 'hi' },
    });
    expect(first.statusCode).toBe(201);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        index % 2
          ? t.app.inject({
              method: 'POST',
              url: '/api/messages/conversations',
              headers: bearer(brand.token),
              payload: { receiverId: creator.user.id, initialMessage: `b${index}` },
            })
          : t.app.inject({
              method: 'POST',
              url: '/api/messages/conversations',
              headers: bearer(creator.token),
              payload: { receiverId: brand.user.id, initialMessage: `c${index}` },
            }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array<number>(PARALLEL).fill(200));
    expect(
      await count(
        sql`select count(*)::int as count from conversations where brand_id = ${brand.user.id} and creator_id = ${creator.user.id}`,
      ),
    ).toBe(1);
  });
});
