import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, openTestDatabase, TEST_DB_KIND, type TestApp } from '../../test/test-app.ts';
import { queryRows, type Database } from '../db/client.ts';
import { sql } from 'drizzle-orm';
import { signatureHeader } from '../integrations/payments/signing.ts';
import { getOrCreateSecret } from './secrets.ts';

describe(`platform secrets (${TEST_DB_KIND})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('makes a secret once and answers the same one afterwards', async () => {
    const name = `test.${randomUUID()}`;
    const first = await getOrCreateSecret(database.db, name);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(await getOrCreateSecret(database.db, name)).toBe(first);
    expect(await getOrCreateSecret(database.db, `test.${randomUUID()}`)).not.toBe(first);
  });

  it('agrees on one secret when many first starts race', async () => {
    const name = `test.${randomUUID()}`;
    const values = await Promise.all(
      Array.from({ length: 12 }, (_, index) => getOrCreateSecret(database.db, name, () => `candidate-${index}`)),
    );
    expect(new Set(values).size).toBe(1);
    const rows = await queryRows<{ value: string }>(
      database.db,
      sql`select value from platform_secrets where name = ${name}`,
    );
    expect(rows).toEqual([{ value: values[0] }]);
  });
});

describe('the test-mode webhook secret', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('is random, stored, and the one webhooks are checked against; a secret derived from the data location is refused', async () => {
    const [row] = await queryRows<{ value: string }>(
      t.database.db,
      sql`select value from platform_secrets where name = 'payments.test_mode_webhook'`,
    );
    expect(row?.value).toMatch(/^whsec_test_[\w-]{43}$/);

    const event = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'unhandled.test',
      created: 1,
      livemode: false,
      data: { object: {} },
    });
    const deliver = (secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/webhooks/payments',
        payload: event,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signatureHeader(secret, event, Math.floor(Date.now() / 1000)),
        },
      });
    // Only the stored secret verifies: nothing guessable from the configuration signs events any more.
    expect((await deliver('whsec_test_guessed')).statusCode).toBe(400);
    expect((await deliver(row!.value)).statusCode).toBe(200);
  });

  it('is the one PAYMENTS_WEBHOOK_SECRET names, when set', async () => {
    const configured = await createTestApp({
      database: t.database,
      env: { PAYMENTS_WEBHOOK_SECRET: 'whsec_configured' },
    });
    try {
      const event = JSON.stringify({
        id: `evt_${randomUUID()}`,
        object: 'event',
        type: 'unhandled.test',
        created: 1,
        livemode: false,
        data: { object: {} },
      });
      const response = await configured.app.inject({
        method: 'POST',
        url: '/api/webhooks/payments',
        payload: event,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signatureHeader('whsec_configured', event, Math.floor(Date.now() / 1000)),
        },
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await configured.close();
    }
  });
});
