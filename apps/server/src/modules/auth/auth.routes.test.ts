import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@briefly/shared/errors';
import { REGISTRATION_MESSAGES } from '@briefly/shared/auth';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import {
  bearer,
  brandPayload,
  createAdmin,
  createBrand,
  createCreator,
  creatorPayload,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../../test/factories.ts';
import { startGoogleFixture } from '../../../test/google-fixture.ts';

let t: TestApp;
let google: Awaited<ReturnType<typeof startGoogleFixture>>;

beforeAll(async () => {
  google = await startGoogleFixture();
  t = await createTestApp({ env: { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.jwksUrl } });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const countUsersWithEmail = async (email: string) => {
  const [row] = await queryRows<{ count: number }>(
    t.database.db,
    sql`select count(*)::int as count from users where lower(email) = lower(${email})`,
  );
  return Number(row?.count);
};

describe('POST /api/brands/register', () => {
  it('creates a brand, signs it in, and returns no secrets', async () => {
    const payload = brandPayload({ companyName: 'Glow Cosmetics' });
    const response = await post('/api/brands/register', payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({
      type: 'brand',
      email: payload.email,
      companyName: 'Glow Cosmetics',
      name: 'Glow Cosmetics',
    });
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(response.body).not.toMatch(/password|hash/i);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(body.token) });
    expect(me.json().user.id).toBe(body.user.id);
  });

  it('stores only the last 4 digits of card and bank numbers', async () => {
    const card = await createBrand(t.app, { cardNumber: '4111 1111 1111 1234' });
    const bank = await createBrand(t.app, {
      paymentMethod: 'bank_transfer',
      bankName: 'First Bank',
      bankAccountType: 'Checking',
      bankRouting: '021000021',
      bankAccount: '12345678',
    });
    const rows = await queryRows(
      t.database.db,
      sql`select card_last4, bank_routing_last4, bank_account_last4 from brand_profiles where id in (${card.user.id}, ${bank.user.id}) order by card_last4 nulls last`,
    );
    expect(rows).toEqual([
      { card_last4: '1234', bank_routing_last4: null, bank_account_last4: null },
      { card_last4: null, bank_routing_last4: '0021', bank_account_last4: '5678' },
    ]);
  });

  it.each([
    ['missing company name', { companyName: '' }, REGISTRATION_MESSAGES.requiredFields],
    ['blank contact name', { contactName: '   ' }, REGISTRATION_MESSAGES.requiredFields],
    ['passwords differ', { confirmPassword: 'something-else' }, REGISTRATION_MESSAGES.passwordsDoNotMatch],
    ['short password', { password: 'short', confirmPassword: 'short' }, REGISTRATION_MESSAGES.passwordTooShort],
    ['bad email', { email: 'not-an-email' }, REGISTRATION_MESSAGES.invalidEmail],
    ['missing phone', { phoneNumber: '' }, REGISTRATION_MESSAGES.requiredContactFields],
    ['missing zip', { addressZip: '' }, REGISTRATION_MESSAGES.requiredContactFields],
    ['no payment method', { paymentMethod: '' }, REGISTRATION_MESSAGES.selectPaymentMethod],
    ['card without type', { cardType: '' }, REGISTRATION_MESSAGES.cardDetails],
    ['card with letters', { cardNumber: 'abcd' }, REGISTRATION_MESSAGES.cardLast4],
    [
      'bank without account',
      {
        paymentMethod: 'bank_transfer',
        bankName: 'B',
        bankAccountType: 'Savings',
        bankRouting: '1234',
        bankAccount: '',
      },
      REGISTRATION_MESSAGES.bankDetails,
    ],
    ['terms not accepted', { termsAccepted: false }, REGISTRATION_MESSAGES.acceptTerms],
  ] as const)('refuses %s with the spec message and creates nothing', async (_name, overrides, message) => {
    const payload = brandPayload(overrides as object);
    const response = await post('/api/brands/register', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_ERROR' });
    expect(await countUsersWithEmail(payload.email)).toBe(0);
  });

  it.each([
    ['a card number over 19 characters', { cardNumber: '4'.repeat(20) }],
    ['a bank account over 8 characters', { bankAccount: '123456789' }],
    ['an unknown country', { addressCountry: 'Atlantis' }],
    ['an unknown phone code', { phoneCountry: '+999' }],
    ['a number for a name', { companyName: 42 }],
  ])('refuses %s', async (_name, overrides) => {
    const response = await post('/api/brands/register', brandPayload(overrides as object));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('refuses a duplicate email whatever its case', async () => {
    const first = await createBrand(t.app);
    const response = await post('/api/brands/register', brandPayload({ email: first.user.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: MESSAGES.emailTaken, code: 'EMAIL_TAKEN' });
  });

  it.each([{ type: 'admin' }, { role: 'admin' }, { isVerified: true }, { id: '00000000-0000-0000-0000-000000000000' }])(
    'refuses server-owned fields (%o) and creates nothing',
    async (extra) => {
      const payload = { ...brandPayload(), ...extra };
      const response = await post('/api/brands/register', payload);
      expect(response.statusCode).toBe(400);
      expect(await countUsersWithEmail(payload.email)).toBe(0);
    },
  );

  it('registers once when the same email is sent many times at once', async () => {
    const payload = brandPayload();
    const responses = await Promise.all(Array.from({ length: 8 }, () => post('/api/brands/register', payload)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(await countUsersWithEmail(payload.email)).toBe(1);
  });
});

describe('POST /api/creators/register', () => {
  it('creates a creator and signs them in', async () => {
    const payload = creatorPayload({ fullName: 'Rae Rivers' });
    const response = await post('/api/creators/register', payload);
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({ type: 'creator', fullName: 'Rae Rivers', userName: payload.userName });
  });

  it.each([
    ['missing username', { userName: '' }, REGISTRATION_MESSAGES.requiredFields],
    ['missing full name', { fullName: '' }, REGISTRATION_MESSAGES.requiredFields],
    ['passwords differ', { confirmPassword: 'nope-nope-nope' }, REGISTRATION_MESSAGES.passwordsDoNotMatch],
    ['short password', { password: '1234567', confirmPassword: '1234567' }, REGISTRATION_MESSAGES.passwordTooShort],
    ['short username', { userName: 'ab' }, REGISTRATION_MESSAGES.usernameTooShort],
    ['missing city', { addressCity: '' }, REGISTRATION_MESSAGES.requiredContactFields],
    ['terms not accepted', { termsAccepted: false }, REGISTRATION_MESSAGES.acceptTerms],
  ] as const)('refuses %s with the spec message', async (_name, overrides, message) => {
    const response = await post('/api/creators/register', creatorPayload(overrides as object));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });

  it('refuses a username that is taken, whatever its case', async () => {
    const first = await createCreator(t.app);
    const response = await post(
      '/api/creators/register',
      creatorPayload({ userName: first.user.userName!.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('USERNAME_TAKEN');
  });

  it('refuses an email a brand already uses', async () => {
    const brand = await createBrand(t.app);
    const response = await post('/api/creators/register', creatorPayload({ email: brand.user.email }));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(MESSAGES.emailTaken);
  });

  it('does not let a body make an admin', async () => {
    const payload = { ...creatorPayload(), type: 'admin' };
    const response = await post('/api/creators/register', payload);
    expect(response.statusCode).toBe(400);
    expect(await countUsersWithEmail(payload.email)).toBe(0);
  });
});

describe('POST /api/auth/email-available', () => {
  it('says whether an email can still register, whatever its case, for anyone', async () => {
    const brand = await createBrand(t.app);
    const taken = await post('/api/auth/email-available', { email: ` ${brand.user.email.toUpperCase()} ` });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ available: false });
    expect((await post('/api/auth/email-available', { email: uniqueEmail('free') })).json()).toEqual({
      available: true,
    });
  });

  it.each([
    {},
    { email: '' },
    { email: 'not-an-email' },
    { email: 'a@b.co', extra: 1 },
    { email: `${'x'.repeat(250)}@b.co` },
  ])('refuses %o with 400', async (payload) => {
    const response = await post('/api/auth/email-available', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
  });

  it('is rate limited per address', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '2' } });
    try {
      const remoteAddress = `10.78.${randomInt(256)}.${randomInt(1, 255)}`;
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/email-available',
          remoteAddress,
          payload: { email: uniqueEmail('sweep') },
        });
      for (let i = 0; i < 2; i++) expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/login', () => {
  it('signs in a brand and a creator with a case-insensitive email', async () => {
    const brand = await createBrand(t.app);
    const creator = await createCreator(t.app);
    for (const account of [brand, creator]) {
      const response = await post('/api/login', { email: account.user.email.toUpperCase(), password: TEST_PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.json().user.id).toBe(account.user.id);
      expect(response.json().token).not.toBe(account.token);
    }
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const brand = await createBrand(t.app);
    const wrong = await post('/api/login', { email: brand.user.email, password: 'wrong-password' });
    const unknown = await post('/api/login', { email: uniqueEmail('nobody'), password: 'whatever-password' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' });
    }
  });

  it('tells a Google-created account to use Google', async () => {
    const email = uniqueEmail('googler');
    const credential = await google.sign({ sub: `sub-${email}`, email, name: 'G User' });
    expect((await post('/api/auth/google', { credential, userType: 'creator', termsAccepted: true })).statusCode).toBe(
      200,
    );
    const response = await post('/api/login', { email, password: 'anything-at-all' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ googleOAuthRequired: true, error: MESSAGES.googleOAuthRequired });
  });

  it('answers an admin’s own password exactly like a wrong password', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const right = await post('/api/login', { email: admin.email, password: TEST_PASSWORD });
    const wrong = await post('/api/login', { email: admin.email, password: 'not-the-password' });
    for (const response of [right, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: MESSAGES.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    }
  });

  it.each([
    {},
    { email: 'a@b.co' },
    { password: 'x' },
    { email: '', password: '' },
    { email: 'a@b.co', password: 'x', extra: 1 },
  ])('refuses a malformed body %o with 400', async (body) => {
    const response = await post('/api/login', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('POST /api/admin/login', () => {
  it('signs in an admin', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const response = await post('/api/admin/login', { email: admin.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ type: 'admin', email: admin.email });
  });

  it('refuses a brand with the same answer as a wrong password', async () => {
    const brand = await createBrand(t.app);
    const response = await post('/api/admin/login', { email: brand.user.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('Invalid email or password.');
  });
});

describe('POST /api/auth/google', () => {
  it('registers a creator from the wizard (userType, terms accepted) and then signs them in', async () => {
    const email = uniqueEmail('gcreator');
    const credential = await google.sign({ sub: `sub-${email}`, email, name: 'Gina Google' });
    const first = await post('/api/auth/google', {
      credential,
      userType: 'creator',
      termsAccepted: true,
      userData: { name: 'Gina Google' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ type: 'creator', email, fullName: 'Gina Google' });
    const again = await post('/api/auth/google', { credential });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(first.json().user.id);
  });

  it('signs in an existing password account with the same verified email', async () => {
    const creator = await createCreator(t.app);
    const credential = await google.sign({ sub: `sub-${creator.user.email}`, email: creator.user.email });
    const response = await post('/api/auth/google', { credential });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(creator.user.id);
  });

  it('registers a brand from the brand wizard, with its terms accepted', async () => {
    const email = uniqueEmail('gbrand');
    const credential = await google.sign({ sub: `sub-${email}`, email, name: 'Bo Brand' });
    const response = await post('/api/auth/google', { credential, userType: 'brand', termsAccepted: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ type: 'brand', email });
    const [row] = await queryRows<{ terms_accepted_at: unknown }>(
      t.database.db,
      sql`select terms_accepted_at from brand_profiles where id = ${response.json().user.id}`,
    );
    expect(row?.terms_accepted_at).not.toBeNull();
  });

  // The sign-in page sends userType 'creator' too (docs/product/accounts.md#google-sign-in): only
  // the wizards' accepted terms make an account.
  it.each([
    ['no userType', {}],
    ['the sign-in page’s userType', { userType: 'creator' }],
    ['terms not accepted', { userType: 'brand', termsAccepted: false }],
  ])('asks an unknown Google user to register first (%s) and makes no account', async (_name, extra) => {
    const email = uniqueEmail('stranger');
    const response = await post('/api/auth/google', {
      credential: await google.sign({ sub: `sub-${email}`, email }),
      ...extra,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: MESSAGES.googleNoAccount, code: 'GOOGLE_ACCOUNT_NOT_FOUND' });
    expect(await countUsersWithEmail(email)).toBe(0);
  });

  it.each([
    ['signed by another key', async (email: string) => google.sign({ sub: 'x', email }, { key: google.strangerKey })],
    ['for another audience', async (email: string) => google.sign({ sub: 'x', email }, { audience: 'someone-else' })],
    [
      'from another issuer',
      async (email: string) => google.sign({ sub: 'x', email }, { issuer: 'https://evil.example' }),
    ],
    [
      'expired',
      async (email: string) => google.sign({ sub: 'x', email }, { expiresIn: Math.floor(Date.now() / 1000) - 3600 }),
    ],
    ['with an unverified email', async (email: string) => google.sign({ sub: 'x', email, email_verified: false })],
    ['that is not a JWT', async () => 'not-a-token'],
  ])('refuses a token %s and creates nothing', async (_name, makeToken) => {
    const email = uniqueEmail('forged');
    const response = await post('/api/auth/google', { credential: await makeToken(email), userType: 'creator' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: MESSAGES.googleFailed, code: 'GOOGLE_AUTH_FAILED' });
    expect(await countUsersWithEmail(email)).toBe(0);
  });

  it('refuses userType admin', async () => {
    const email = uniqueEmail('wannabe');
    const response = await post('/api/auth/google', {
      credential: await google.sign({ sub: `s-${email}`, email }),
      userType: 'admin',
    });
    expect(response.statusCode).toBe(400);
    expect(await countUsersWithEmail(email)).toBe(0);
  });
});

describe('POST /api/logout and GET /api/me', () => {
  it('revokes the token so it no longer works', async () => {
    const brand = await createBrand(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(brand.token) })).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(brand.token) });
    expect(logout.statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(brand.token) });
    expect(me.statusCode).toBe(401);
    // A token it issued: the server says why it ended (issue 40, item 8).
    expect(me.json()).toMatchObject({ code: 'SESSION_ENDED', details: { reason: 'signed_out' } });
  });

  it('keeps other sessions of the same user alive', async () => {
    const brand = await createBrand(t.app);
    const second = (await post('/api/login', { email: brand.user.email, password: TEST_PASSWORD })).json();
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(brand.token) });
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(second.token) })).statusCode).toBe(200);
  });

  it('answers 401 when anonymous or with a made-up token', async () => {
    for (const headers of [{}, bearer('made-up-token'), { authorization: 'Basic abc' }]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers });
      expect(me.statusCode).toBe(401);
      expect(me.json().code).toBe('UNAUTHENTICATED');
      expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(401);
    }
  });

  it('refuses an expired session', async () => {
    const brand = await createBrand(t.app);
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${brand.user.id}`,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(brand.token) })).statusCode).toBe(401);
  });

  it('refuses a deactivated user', async () => {
    const creator = await createCreator(t.app);
    await t.database.db.execute(sql`update users set status = 'deactivated' where id = ${creator.user.id}`);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(creator.token) })).statusCode).toBe(
      401,
    );
    const login = await post('/api/login', { email: creator.user.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('ACCOUNT_DEACTIVATED');
  });
});

describe('rate limiting', () => {
  it('answers 429 in the envelope after too many sign-in attempts', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3' } });
    try {
      const email = uniqueEmail('limited');
      // An address of its own: counters live in the database, which other test files share on PostgreSQL.
      const remoteAddress = `10.77.${randomInt(256)}.${randomInt(1, 255)}`;
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress,
          payload: { email, password: 'wrong-password' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED', error: MESSAGES.rateLimited });
    } finally {
      await limited.close();
    }
  });
});
