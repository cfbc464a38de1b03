import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@briefly/shared/errors';
import { TWO_FACTOR_CODE_MESSAGE } from '@briefly/shared/auth';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { createMovableClock } from '../../platform/module.ts';
import { bearer, createAdmin, createBrand, createCreator, TEST_PASSWORD } from '../../../test/factories.ts';
import { totpCode } from './totp.ts';

// Two-factor sign-in (docs/product/accounts.md#two-factor-sign-in, decision 028): TOTP with a controlled
// clock, recovery codes, the admin's enrollment gate under ADMIN_2FA=required.

let t: TestApp;
const clock = createMovableClock();
const STEP_MS = 30_000;
const START = new Date('2026-11-27T12:00:00.000Z');

beforeAll(async () => {
  t = await createTestApp({ clock, env: { ADMIN_2FA: 'required' } });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }), headers });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const at = (offsetMs: number) => new Date(START.getTime() + offsetMs);

/** Sets up and turns on two-factor sign-in at `when`; the secret and the recovery codes. */
async function enroll(prefix: string, token: string, when: Date) {
  clock.set(when);
  const setup = await post(`${prefix}/setup`, undefined, bearer(token));
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauthUrl } = setup.json() as { secret: string; otpauthUrl: string };
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Briefly:.+\?.*secret=/);
  const enable = await post(`${prefix}/enable`, { code: totpCode(secret, when) }, bearer(token));
  expect(enable.statusCode, enable.body).toBe(200);
  const { recoveryCodes } = enable.json() as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

describe('an admin under ADMIN_2FA=required', () => {
  it('is held at enrollment, enrolls, and then signs in only with a code', async () => {
    clock.set(START);
    const admin = await createAdmin(t.app, t.database.db);
    expect(admin.user.twoFactorSetupRequired).toBe(true);

    // Nothing of the admin area before enrollment; what every user has stays open.
    const held = await get('/api/admin/overview', admin.token);
    expect(held.statusCode).toBe(403);
    expect(held.json().code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    expect((await get('/api/me', admin.token)).statusCode).toBe(200);

    const { secret, recoveryCodes } = await enroll('/api/admin/2fa', admin.token, START);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await get('/api/admin/overview', admin.token)).statusCode).toBe(200);
    const meAfter = (await get('/api/me', admin.token)).json().user;
    expect(meAfter.twoFactorEnabled).toBe(true);
    expect(meAfter.twoFactorSetupRequired).toBeUndefined();

    // Without a code: 401 TWO_FACTOR_REQUIRED and no session.
    clock.set(at(5 * STEP_MS));
    const bare = await post('/api/admin/login', { email: admin.email, password: TEST_PASSWORD });
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED', error: MESSAGES.twoFactorRequired });
    expect(bare.json().token).toBeUndefined();

    // The web's forms ask for the step as an answer (decision 041): 200, still no session; a wrong password
    // is still a 401, and so is a bad value for the flag (400).
    const step = await post('/api/admin/login', {
      email: admin.email,
      password: TEST_PASSWORD,
      secondFactorStep: 'answer',
    });
    expect(step.statusCode).toBe(200);
    expect(step.json()).toEqual({ secondFactorRequired: true });
    const stepWrongPassword = await post('/api/admin/login', {
      email: admin.email,
      password: 'not-the-password',
      secondFactorStep: 'answer',
    });
    expect(stepWrongPassword.statusCode).toBe(401);
    expect(stepWrongPassword.json().code).toBe('INVALID_CREDENTIALS');
    const badStep = await post('/api/admin/login', {
      email: admin.email,
      password: TEST_PASSWORD,
      secondFactorStep: 'yes',
    });
    expect(badStep.statusCode).toBe(400);

    // A wrong password with a right code is still a wrong password (the code tells nothing).
    const wrongPassword = await post('/api/admin/login', {
      email: admin.email,
      password: 'not-the-password',
      code: totpCode(secret, at(5 * STEP_MS)),
    });
    expect(wrongPassword.json().code).toBe('INVALID_CREDENTIALS');

    const wrongCode = await post('/api/admin/login', { email: admin.email, password: TEST_PASSWORD, code: '000000' });
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json().code).toBe('TWO_FACTOR_INVALID');

    const code = totpCode(secret, at(5 * STEP_MS));
    const signedIn = await post('/api/admin/login', { email: admin.email, password: TEST_PASSWORD, code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.twoFactorEnabled).toBe(true);

    // The same code again, even within its step: refused.
    const reused = await post('/api/admin/login', { email: admin.email, password: TEST_PASSWORD, code });
    expect(reused.json().code).toBe('TWO_FACTOR_INVALID');

    // A recovery code works once, whatever its case and dashes.
    const recovery = recoveryCodes[3]!;
    const typed = recovery.toUpperCase().replace('-', ' ');
    const byRecovery = await post('/api/admin/login', {
      email: admin.email,
      password: TEST_PASSWORD,
      recoveryCode: typed,
    });
    expect(byRecovery.statusCode, byRecovery.body).toBe(200);
    const again = await post('/api/admin/login', {
      email: admin.email,
      password: TEST_PASSWORD,
      recoveryCode: recovery,
    });
    expect(again.json().code).toBe('TWO_FACTOR_INVALID');

    // Admins may not turn it off while it is required.
    const off = await post(
      '/api/admin/2fa/disable',
      { password: TEST_PASSWORD, code: totpCode(secret, at(9 * STEP_MS)) },
      bearer(signedIn.json().token),
    );
    expect(off.statusCode).toBe(403);
    expect(off.json().error).toBe(MESSAGES.twoFactorRequiredForAdmins);
  });

  it('accepts the previous and next step, not two steps away, and never an older step after a newer one', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const { secret } = await enroll('/api/admin/2fa', admin.token, at(100 * STEP_MS));
    const signIn = (code: string, when: Date) => {
      clock.set(when);
      return post('/api/admin/login', { email: admin.email, password: TEST_PASSWORD, code });
    };
    // Enabled at step 100 (that step is used): step 101's code is accepted at step 102 (previous).
    expect((await signIn(totpCode(secret, at(101 * STEP_MS)), at(102 * STEP_MS))).statusCode).toBe(200);
    // Step 104's code at step 103 (next): accepted.
    expect((await signIn(totpCode(secret, at(104 * STEP_MS)), at(103 * STEP_MS))).statusCode).toBe(200);
    // Step 103's code at 103 is older than 104, used already: refused.
    expect((await signIn(totpCode(secret, at(103 * STEP_MS)), at(103 * STEP_MS))).statusCode).toBe(401);
    // Two steps away: refused.
    expect((await signIn(totpCode(secret, at(110 * STEP_MS)), at(108 * STEP_MS))).statusCode).toBe(401);
    expect((await signIn(totpCode(secret, at(110 * STEP_MS)), at(110 * STEP_MS))).statusCode).toBe(200);
  });

  it('stores the recovery codes hashed and ends the other sessions when it is turned on', async () => {
    clock.set(at(200 * STEP_MS));
    const admin = await createAdmin(t.app, t.database.db);
    const second = await post('/api/admin/login', { email: admin.email, password: TEST_PASSWORD });
    expect(second.statusCode).toBe(200);
    const { recoveryCodes } = await enroll('/api/admin/2fa', admin.token, at(200 * STEP_MS));
    expect((await get('/api/me', second.json().token)).statusCode).toBe(401);
    expect((await get('/api/me', admin.token)).statusCode).toBe(200);
    const stored = await queryRows<{ code_hash: string }>(
      t.database.db,
      sql`select code_hash from two_factor_recovery_codes where user_id = ${admin.user.id}`,
    );
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(recoveryCodes).not.toContain(row.code_hash);
  });
});

describe('an admin still to enroll under ADMIN_2FA=required', () => {
  it('gets nothing from the admin role on public routes either: a hidden or removed forum post is 404 as for anyone', async () => {
    clock.set(at(250 * STEP_MS));
    const [admin, author] = await Promise.all([createAdmin(t.app, t.database.db), createCreator(t.app)]);
    const created = await post(
      '/api/forums/posts',
      { title: 'Lighting on a budget', content: 'How do you light a kitchen shoot?', category: 'tips', tags: [] },
      bearer(author.token),
    );
    expect(created.statusCode, created.body).toBe(201);
    const postId = created.json().post.id as string;
    for (const visibility of ['hidden', 'removed']) {
      await t.database.db.execute(sql`update forum_posts set visibility = ${visibility} where id = ${postId}`);
      expect((await get(`/api/forums/posts/${postId}`)).statusCode).toBe(404);
      const asAdmin = await get(`/api/forums/posts/${postId}`, admin.token);
      expect(asAdmin.statusCode, asAdmin.body).toBe(404);
    }
    // Still signed in as themselves where every user is: their own account and their enrollment.
    expect((await get('/api/me', admin.token)).json().user.type).toBe('admin');
  });
});

describe('brands and creators (optional)', () => {
  it('a creator turns it on, signs in with a code, and turns it off with the password and a code', async () => {
    clock.set(at(300 * STEP_MS));
    const creator = await createCreator(t.app);
    expect(creator.user.twoFactorEnabled).toBe(false);
    expect(creator.user.twoFactorSetupRequired).toBeUndefined();
    const { secret } = await enroll('/api/auth/2fa', creator.token, at(300 * STEP_MS));
    const email = creator.user.email;

    clock.set(at(302 * STEP_MS));
    expect((await post('/api/login', { email, password: TEST_PASSWORD })).json().code).toBe('TWO_FACTOR_REQUIRED');
    const code = totpCode(secret, at(302 * STEP_MS));
    const signedIn = await post('/api/login', { email, password: TEST_PASSWORD, code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    // Turning it off needs the password and a fresh code.
    clock.set(at(304 * STEP_MS));
    const noPassword = await post(
      '/api/auth/2fa/disable',
      { code: totpCode(secret, at(304 * STEP_MS)) },
      bearer(signedIn.json().token),
    );
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().code).toBe('CURRENT_PASSWORD_WRONG');
    const wrongCode = await post(
      '/api/auth/2fa/disable',
      { password: TEST_PASSWORD, code: '123456' },
      bearer(signedIn.json().token),
    );
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().code).toBe('TWO_FACTOR_INVALID');
    const off = await post(
      '/api/auth/2fa/disable',
      { password: TEST_PASSWORD, code: totpCode(secret, at(304 * STEP_MS)) },
      bearer(signedIn.json().token),
    );
    expect(off.statusCode, off.body).toBe(204);
    expect((await post('/api/login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a second setup while on, an enable before setup, and a wrong first code', async () => {
    clock.set(at(400 * STEP_MS));
    const brand = await createBrand(t.app);
    const early = await post('/api/auth/2fa/enable', { code: '123456' }, bearer(brand.token));
    expect(early.statusCode).toBe(400);
    expect(early.json().code).toBe('TWO_FACTOR_NOT_STARTED');

    const setup = await post('/api/auth/2fa/setup', undefined, bearer(brand.token));
    const { secret } = setup.json() as { secret: string };
    const wrong = await post('/api/auth/2fa/enable', { code: '999999' }, bearer(brand.token));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('TWO_FACTOR_INVALID');
    // Nothing changed: still off.
    expect((await get('/api/me', brand.token)).json().user.twoFactorEnabled).toBe(false);

    const enabled = await post(
      '/api/auth/2fa/enable',
      { code: totpCode(secret, at(400 * STEP_MS)) },
      bearer(brand.token),
    );
    expect(enabled.statusCode).toBe(200);
    const second = await post('/api/auth/2fa/setup', undefined, bearer(brand.token));
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('TWO_FACTOR_ALREADY_ENABLED');
  });
});

describe('who may call it, and bad input', () => {
  it('answers 401 to anonymous callers and 403 to the other side', async () => {
    clock.set(null);
    const creator = await createCreator(t.app);
    const admin = await createAdmin(t.app, t.database.db);
    for (const path of ['setup', 'enable', 'disable']) {
      expect((await post(`/api/admin/2fa/${path}`, {})).statusCode).toBe(401);
      expect((await post(`/api/auth/2fa/${path}`, {})).statusCode).toBe(401);
      expect((await post(`/api/admin/2fa/${path}`, {}, bearer(creator.token))).statusCode).toBe(403);
      expect((await post(`/api/auth/2fa/${path}`, {}, bearer(admin.token))).statusCode).toBe(403);
    }
  });

  it.each([
    [{ code: '12345' }, TWO_FACTOR_CODE_MESSAGE],
    [{ code: 'abcdef' }, TWO_FACTOR_CODE_MESSAGE],
    [{ code: 123456 }, undefined],
    [{ code: '123456', extra: true }, undefined],
    [{}, undefined],
  ])('refuses %j with 400 and a sentence', async (body, message) => {
    const brand = await createBrand(t.app);
    const response = await post('/api/auth/2fa/enable', body, bearer(brand.token));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    if (message) expect(response.json().error).toContain(message);
  });

  it('refuses a malformed code at sign-in with 400, before anything is checked', async () => {
    const brand = await createBrand(t.app);
    const response = await post('/api/login', { email: brand.user.email, password: TEST_PASSWORD, code: '12' });
    expect(response.statusCode).toBe(400);
  });
});
