import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_END_MESSAGES } from '@briefly/shared/session-end';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMovableClock } from '../../platform/module.ts';
import { bearer, createAdmin, createBrand, createCreator, TEST_PASSWORD } from '../../../test/factories.ts';

// A browser whose session ended elsewhere is told why (issue 40, item 8): the 401 for a token the server
// issued says SESSION_ENDED with the reason; a token it never issued learns nothing more than before.

let t: TestApp;
const clock = createMovableClock();

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const signIn = async (email: string) => {
  const response = await call('POST', '/api/login', undefined, { email, password: TEST_PASSWORD });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
};
const expectEnded = async (token: string, reason: keyof typeof SESSION_END_MESSAGES) => {
  const response = await call('GET', '/api/me', token);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ code: 'SESSION_ENDED', error: SESSION_END_MESSAGES[reason], details: { reason } });
};

describe('a token whose session ended', () => {
  it('says it was signed out from another device', async () => {
    const creator = await createCreator(t.app);
    const laptop = await signIn(creator.user.email);
    const sessions = (await call('GET', '/api/auth/sessions', creator.token)).json().sessions as Array<{
      id: string;
      current: boolean;
    }>;
    const other = sessions.find((session) => !session.current)!;
    expect((await call('DELETE', `/api/auth/sessions/${other.id}`, creator.token)).statusCode).toBe(204);
    await expectEnded(laptop, 'revoked');

    const phone = await signIn(creator.user.email);
    expect((await call('POST', '/api/auth/sessions/revoke-others', creator.token)).statusCode).toBe(200);
    await expectEnded(phone, 'revoked');
  });

  it('says the password was changed', async () => {
    const brand = await createBrand(t.app);
    const other = await signIn(brand.user.email);
    const changed = await call('POST', '/api/auth/change-password', brand.token, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-brand-new-password',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expectEnded(other, 'password_changed');
  });

  it('says the account was deactivated, or closed', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const brand = await createBrand(t.app);
    expect((await call('DELETE', `/api/admin/brands/${brand.user.id}`, admin.token)).statusCode).toBe(200);
    await expectEnded(brand.token, 'deactivated');

    const creator = await createCreator(t.app);
    const other = await signIn(creator.user.email);
    expect((await call('DELETE', '/api/me', creator.token, { password: TEST_PASSWORD })).statusCode).toBe(204);
    await expectEnded(other, 'closed');
  });

  it('says it was signed out on this device, or that it expired', async () => {
    const creator = await createCreator(t.app);
    const other = await signIn(creator.user.email);
    expect((await call('POST', '/api/logout', creator.token)).statusCode).toBeLessThan(300);
    await expectEnded(creator.token, 'signed_out');

    clock.set(new Date(Date.now() + 400 * 24 * 60 * 60 * 1000));
    try {
      await expectEnded(other, 'expired');
    } finally {
      clock.set(new Date());
    }
  });

  it('tells a token never issued nothing more than before', async () => {
    const response = await call('GET', '/api/me', 'not-a-token-we-issued');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', error: SESSION_END_MESSAGES.expired });
  });
});
