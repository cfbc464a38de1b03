import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@briefly/shared/errors';
import { createTestApp, openTestDatabase, type TestApp } from '../../../test/test-app.ts';
import { queryRows, type Database } from '../../db/client.ts';
import { createAdmin, createBrand, TEST_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import { startGoogleFixture } from '../../../test/google-fixture.ts';

// Sign-in limits that cannot be dodged (docs/decisions/011-hostile-input-and-sign-in-limits.md):
// a forged X-Forwarded-For is not believed, each account has its own limit across every sign-in
// route and address, and an admin's password on the brand/creator page reveals nothing.

const ADDRESS_LIMIT = 3;
const ACCOUNT_LIMIT = 4;

let database: Database;
let t: TestApp;
let behindProxy: TestApp;
/** Makes the accounts (registration has its own per-address limit, set low in `t`). */
let setup: TestApp;
let google: Awaited<ReturnType<typeof startGoogleFixture>>;

/** A client address of its own per test: counters live in the (shared) database. */
const freshAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

beforeAll(async () => {
  google = await startGoogleFixture();
  database = await openTestDatabase();
  const env = {
    NODE_ENV: 'production',
    AUTH_RATE_LIMIT_MAX: String(ADDRESS_LIMIT),
    AUTH_ACCOUNT_LIMIT_MAX: String(ACCOUNT_LIMIT),
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_JWKS_URL: google.jwksUrl,
  };
  t = await createTestApp({ database, env });
  behindProxy = await createTestApp({ database, env: { ...env, TRUST_PROXY: '10.99.0.1' } });
  setup = await createTestApp({ database });
});
afterAll(async () => {
  await t?.close();
  await behindProxy?.close();
  await setup?.close();
  await database?.close();
  await google?.close();
});

interface Attempt {
  url?: string;
  email: string;
  password?: string;
  from: string;
  forwardedFor?: string;
}

const signIn = (
  app: TestApp,
  { url = '/api/login', email, password = 'wrong-password', from, forwardedFor }: Attempt,
) =>
  app.app.inject({
    method: 'POST',
    url,
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email, password },
  });

const googleSignIn = async (email: string, from: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/google',
    remoteAddress: from,
    payload: { credential: await google.sign({ sub: `sub-${email}`, email }) },
  });

const rateLimited = { error: MESSAGES.rateLimited, code: 'RATE_LIMITED' };

describe('per-address limit', () => {
  it('is not dodged by rotating X-Forwarded-For in production (no TRUST_PROXY)', async () => {
    const from = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < ADDRESS_LIMIT + 2; i++) {
      // A different account each time, so only the per-address limit can stop these.
      const response = await signIn(t, { email: uniqueEmail('rotating'), from, forwardedFor: `198.51.100.${i + 1}` });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json()).toMatchObject(rateLimited);
    }
    expect(statuses).toEqual([...Array<number>(ADDRESS_LIMIT).fill(401), 429, 429]);
  });

  it('counts the three sign-in routes together', async () => {
    const from = freshAddress();
    const email = () => uniqueEmail('spread');
    expect((await signIn(t, { url: '/api/login', email: email(), from })).statusCode).toBe(401);
    expect((await signIn(t, { url: '/api/admin/login', email: email(), from })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/google',
          remoteAddress: from,
          payload: { credential: 'not-a-token' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await signIn(t, { url: '/api/admin/login', email: email(), from })).statusCode).toBe(429);
  });

  it('records the real address in the audit log, not the forged one', async () => {
    const brand = await createBrand(setup.app);
    const from = freshAddress();
    const response = await signIn(t, {
      email: brand.user.email,
      password: TEST_PASSWORD,
      from,
      forwardedFor: '203.0.113.77',
    });
    expect(response.statusCode).toBe(200);
    const rows = await queryRows<{ ip: string }>(
      database.db,
      sql`select ip from audit_log where actor_id = ${brand.user.id} and action = 'user.signed_in'`,
    );
    expect(rows.map((row) => row.ip)).toEqual([from]);
  });

  it('believes X-Forwarded-For only from a proxy named in TRUST_PROXY', async () => {
    const brand = await createBrand(setup.app);
    const viaProxy = await signIn(behindProxy, {
      email: brand.user.email,
      password: TEST_PASSWORD,
      from: '10.99.0.1',
      forwardedFor: '203.0.113.8',
    });
    const viaStranger = await signIn(behindProxy, {
      email: brand.user.email,
      password: TEST_PASSWORD,
      from: '10.98.0.1',
      forwardedFor: '203.0.113.9',
    });
    expect([viaProxy.statusCode, viaStranger.statusCode]).toEqual([200, 200]);
    const rows = await queryRows<{ ip: string }>(
      database.db,
      sql`select ip from audit_log where actor_id = ${brand.user.id} and action = 'user.signed_in' order by created_at`,
    );
    expect(rows.map((row) => row.ip).sort()).toEqual(['10.98.0.1', '203.0.113.8']);
  });
});

describe('per-account limit', () => {
  it('holds across /api/login, /api/admin/login and Google, from any address', async () => {
    const brand = await createBrand(setup.app);
    const email = brand.user.email;
    expect((await signIn(t, { url: '/api/login', email, from: freshAddress() })).statusCode).toBe(401);
    expect((await signIn(t, { url: '/api/login', email: email.toUpperCase(), from: freshAddress() })).statusCode).toBe(
      401,
    );
    expect((await signIn(t, { url: '/api/admin/login', email, from: freshAddress() })).statusCode).toBe(401);
    expect(
      (await signIn(t, { url: '/api/admin/login', email, from: freshAddress(), password: TEST_PASSWORD })).statusCode,
    ).toBe(401);

    // Locked: even the right password, or Google, is refused without being checked.
    const right = await signIn(t, { email, password: TEST_PASSWORD, from: freshAddress() });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject(rateLimited);
    const viaGoogle = await googleSignIn(email, freshAddress());
    expect(viaGoogle.statusCode).toBe(429);
    expect(viaGoogle.json()).toMatchObject(rateLimited);

    // Another account is untouched.
    const other = await createBrand(setup.app);
    expect(
      (await signIn(t, { email: other.user.email, password: TEST_PASSWORD, from: freshAddress() })).statusCode,
    ).toBe(200);
  });

  it('lets no more than the limit through when guesses arrive at once', async () => {
    const brand = await createBrand(setup.app);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => signIn(t, { email: brand.user.email, from: freshAddress() })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - ACCOUNT_LIMIT);
  });

  it('does not count successful sign-ins', async () => {
    const brand = await createBrand(setup.app);
    const email = brand.user.email;
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++)
      expect((await signIn(t, { email, from: freshAddress() })).statusCode).toBe(401);
    for (let i = 0; i < ACCOUNT_LIMIT + 1; i++)
      expect((await signIn(t, { email, password: TEST_PASSWORD, from: freshAddress() })).statusCode).toBe(200);
    expect((await googleSignIn(email, freshAddress())).statusCode).toBe(200);
    expect((await signIn(t, { email, from: freshAddress() })).statusCode).toBe(401);
    expect((await signIn(t, { email, password: TEST_PASSWORD, from: freshAddress() })).statusCode).toBe(429);
  });

  it('limits unknown emails the same way, so a 429 says nothing about whether an account exists', async () => {
    const email = uniqueEmail('nobody');
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_LIMIT; i++)
      statuses.push((await signIn(t, { email, from: freshAddress() })).statusCode);
    expect(statuses).toEqual([...Array<number>(ACCOUNT_LIMIT).fill(401), 429]);
  });
});

describe('an admin’s password on /api/login', () => {
  it('is answered exactly like a wrong password, in about the same time', async () => {
    const admin = await createAdmin(setup.app, database.db);
    const brand = await createBrand(setup.app);
    const timings = { adminRight: [] as number[], brandWrong: [] as number[] };
    // Alternated, within the account limit (each answer counts as a failure).
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      for (const [key, attempt] of [
        ['adminRight', { email: admin.email, password: TEST_PASSWORD }],
        ['brandWrong', { email: brand.user.email, password: 'wrong-password' }],
      ] as const) {
        const started = performance.now();
        const response = await signIn(t, { ...attempt, from: freshAddress() });
        timings[key].push(performance.now() - started);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ error: MESSAGES.invalidCredentials, code: 'INVALID_CREDENTIALS' });
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      }
    }
    // Both spend one password hash check and no more: neither takes several times the other
    // (a generous bound; the machine running the tests is shared).
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const ratio = median(timings.adminRight) / median(timings.brandWrong);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });
});
