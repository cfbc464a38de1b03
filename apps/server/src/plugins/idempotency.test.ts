import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, createCreator } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// POST /api/creators/onboard honours the header; its body hashes the same every time.
const onboard = (token: string, key: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/creators/onboard',
    headers: { ...bearer(token), 'idempotency-key': key },
    payload: { country: 'US' },
  });

describe('Idempotency-Key', () => {
  it('takes over a key whose first request never finished, once it is stale', async () => {
    const creator = await createCreator(t.app);
    const key = `onboard-${randomUUID()}`;
    const first = await onboard(creator.token, key);
    expect(first.statusCode).toBe(200);
    // Make it look like the first request died before its response was stored.
    await t.database.db.execute(
      sql`update idempotency_keys set response_status = null, response_body = null where key = ${key}`,
    );

    const fresh = await onboard(creator.token, key);
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json().code).toBe('REQUEST_IN_PROGRESS');

    await t.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '3 minutes' where key = ${key}`,
    );
    const retried = await onboard(creator.token, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().accountId).toBe(first.json().accountId);

    // Its answer is stored again, so the next call is a replay.
    const replayed = await onboard(creator.token, key);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
  });
});
