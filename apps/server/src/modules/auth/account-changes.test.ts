import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@briefly/shared/errors';
import { REGISTRATION_MESSAGES } from '@briefly/shared/auth';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { createMovableClock } from '../../platform/module.ts';
import {
  bearer,
  createAdmin,
  createBrand,
  createCreator,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../../test/factories.ts';
import { openEventStream } from '../../../test/server-processes.ts';
import type { AddressInfo } from 'node:net';

// Changing the password and the address while signed in (docs/product/accounts.md#change-password-and-email).

let t: TestApp;
const clock = createMovableClock();
const DAY_MS = 24 * 60 * 60_000;

beforeAll(async () => {
  t = await createTestApp({ clock, env: { PUBLIC_URL: 'https://briefly.test' } });
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }), headers });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
const login = (email: string, password: string) => post('/api/login', { email, password });
const changePassword = (token: string, body: unknown) => post('/api/auth/change-password', body, bearer(token));
const changeEmail = (token: string, body: unknown) => post('/api/auth/change-email', body, bearer(token));

interface Mail {
  subject: string;
  text: string;
}

async function mailsTo(email: string): Promise<Mail[]> {
  await t.app.platform.jobs.drain();
  return queryRows<Mail>(
    t.database.db,
    sql`select subject, text from mail_outbox where lower(to_address) = lower(${email}) order by created_at, id`,
  );
}

function linkToken(mail: Mail): string {
  const match = /https:\/\/briefly\.test\/verify-email\?token=([A-Za-z0-9_-]{43})/.exec(mail.text);
  if (!match) throw new Error(`no /verify-email link in: ${mail.text}`);
  return match[1]!;
}

/** Asks for the change and answers the token of the link mailed to the new address. */
async function changeLink(token: string, newEmail: string): Promise<string> {
  const response = await changeEmail(token, { password: TEST_PASSWORD, newEmail });
  expect(response.statusCode, response.body).toBe(202);
  const mails = (await mailsTo(newEmail)).filter((mail) => mail.subject.startsWith('Confirm your new email'));
  return linkToken(mails.at(-1)!);
}

describe('POST /api/auth/change-password', () => {
  it('changes the password, ends every other session and keeps this one', async () => {
    const brand = await createBrand(t.app);
    const other = (await login(brand.user.email, TEST_PASSWORD)).json().token as string;
    const response = await changePassword(brand.token, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-brand-new-password',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true, message: MESSAGES.passwordChanged });

    expect((await me(brand.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(brand.user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(brand.user.email, 'a-brand-new-password')).statusCode).toBe(200);
  });

  it('closes the other sessions’ realtime streams', async () => {
    const creator = await createCreator(t.app);
    const other = (await login(creator.user.email, TEST_PASSWORD)).json().token as string;
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const stream = await openEventStream(address, '/api/realtime', bearer(other));
    try {
      await stream.waitFor((events) => events.some((e) => e.event === 'ready'));
      const response = await changePassword(creator.token, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'a-brand-new-password',
      });
      expect(response.statusCode).toBe(200);
      await stream.waitFor((events) => events.some((e) => e.event === 'sessions.ended'));
      await stream.ended;
    } finally {
      stream.close();
    }
  });

  it('refuses a wrong current password with 400 and changes nothing', async () => {
    const creator = await createCreator(t.app);
    const response = await changePassword(creator.token, {
      currentPassword: 'not-the-password',
      newPassword: 'a-brand-new-password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG', error: MESSAGES.currentPasswordWrong });
    expect((await login(creator.user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await me(creator.token)).statusCode).toBe(200);
  });

  it('answers 401 to anonymous callers and 400 in the envelope to bad input', async () => {
    const creator = await createCreator(t.app);
    const anonymous = await post('/api/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-brand-new-password',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' });

    const short = await changePassword(creator.token, { currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: REGISTRATION_MESSAGES.passwordTooShort });
    expect((await changePassword(creator.token, {})).json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    const extra = await changePassword(creator.token, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-brand-new-password',
      extra: 1,
    });
    expect(extra.statusCode).toBe(400);
    expect((await login(creator.user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('limits', () => {
  it('counts wrong current passwords against the account’s sign-in attempts', async () => {
    const creator = await createCreator(t.app);
    for (let attempt = 0; attempt < 10; attempt++)
      expect(
        (await changePassword(creator.token, { currentPassword: 'wrong-guess', newPassword: 'a-brand-new-password' }))
          .statusCode,
      ).toBe(400);
    const locked = await changePassword(creator.token, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'a-brand-new-password',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED', error: MESSAGES.rateLimited });
    expect((await login(creator.user.email, TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('limits the change links mailed to one address, whichever account asks', async () => {
    const target = uniqueEmail('popular');
    for (let attempt = 0; attempt < 5; attempt++) {
      const creator = await createCreator(t.app);
      expect((await changeEmail(creator.token, { password: TEST_PASSWORD, newEmail: target })).statusCode).toBe(202);
    }
    const creator = await createCreator(t.app);
    const over = await changeEmail(creator.token, { password: TEST_PASSWORD, newEmail: target.toUpperCase() });
    expect(over.statusCode).toBe(429);
    expect(await mailsTo(target)).toHaveLength(5);
  });
});

describe('POST /api/auth/change-email', () => {
  it('is not for admins', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const response = await changeEmail(admin.token, { password: TEST_PASSWORD, newEmail: uniqueEmail('admin') });
    expect(response.statusCode).toBe(403);
  });

  it('mails a link to the new address and a notice to the old; the link changes the address, verified', async () => {
    const creator = await createCreator(t.app);
    const newEmail = uniqueEmail('moved');
    const response = await changeEmail(creator.token, { password: TEST_PASSWORD, newEmail });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ ok: true, message: MESSAGES.emailChangeRequested });

    const notice = (await mailsTo(creator.user.email)).at(-1)!;
    expect(notice.subject).toBe('Your Briefly email address is about to change');
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toContain('https://briefly.test/forgot-password');
    expect(notice.text).not.toMatch(/token=/);

    // Nothing changes until the link is opened.
    expect((await me(creator.token)).json().user.email).toBe(creator.user.email);
    const [mail] = await mailsTo(newEmail);
    expect(mail!.subject).toBe('Confirm your new email address for Briefly');
    const confirmed = await post('/api/auth/verify-email', { token: linkToken(mail!) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ ok: true, emailVerified: true, changedTo: newEmail });

    const user = (await me(creator.token)).json().user;
    expect(user).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await login(newEmail, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(creator.user.email, TEST_PASSWORD)).statusCode).toBe(401);

    const again = await post('/api/auth/verify-email', { token: linkToken(mail!) });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'TOKEN_USED', error: MESSAGES.verifyLinkUsed });
  });

  it('answers the same for a taken address; the link then answers 409 and changes nothing', async () => {
    const creator = await createCreator(t.app);
    const brand = await createBrand(t.app);
    const free = await changeEmail(creator.token, { password: TEST_PASSWORD, newEmail: uniqueEmail('free') });
    const taken = await changeEmail(creator.token, { password: TEST_PASSWORD, newEmail: brand.user.email });
    expect(taken.statusCode).toBe(202);
    expect(taken.body).toBe(free.body);

    const mail = (await mailsTo(brand.user.email)).at(-1)!;
    const confirmed = await post('/api/auth/verify-email', { token: linkToken(mail) });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toMatchObject({ code: 'EMAIL_TAKEN', error: MESSAGES.emailChangeTaken });
    expect((await me(creator.token)).json().user.email).toBe(creator.user.email);
  });

  it('answers 409 when another account took the address after the link was sent', async () => {
    const creator = await createCreator(t.app);
    const newEmail = uniqueEmail('contested');
    const token = await changeLink(creator.token, newEmail);
    await createBrand(t.app, { email: newEmail });
    const confirmed = await post('/api/auth/verify-email', { token });
    expect(confirmed.statusCode).toBe(409);
    expect((await me(creator.token)).json().user.email).toBe(creator.user.email);
  });

  it('refuses a wrong password and sends nothing', async () => {
    const creator = await createCreator(t.app);
    const newEmail = uniqueEmail('never');
    const response = await changeEmail(creator.token, { password: 'not-the-password', newEmail });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG', error: MESSAGES.currentPasswordWrong });
    expect(await mailsTo(newEmail)).toEqual([]);
  });

  it('answers 401 to anonymous callers and 400 in the envelope to bad input', async () => {
    const creator = await createCreator(t.app);
    expect((await post('/api/auth/change-email', { password: TEST_PASSWORD, newEmail: 'a@b.co' })).statusCode).toBe(
      401,
    );
    const bad = await changeEmail(creator.token, { password: TEST_PASSWORD, newEmail: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: REGISTRATION_MESSAGES.invalidEmail });
    const same = await changeEmail(creator.token, { password: TEST_PASSWORD, newEmail: creator.user.email });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ code: 'SAME_EMAIL', error: MESSAGES.sameEmail });
  });

  it('refuses expired, superseded and wrong-purpose links', async () => {
    const creator = await createCreator(t.app);
    const first = await changeLink(creator.token, uniqueEmail('first'));
    const second = await changeLink(creator.token, uniqueEmail('second'));
    const superseded = await post('/api/auth/verify-email', { token: first });
    expect(superseded.json()).toMatchObject({ code: 'TOKEN_EXPIRED', error: MESSAGES.verifyLinkReplaced });

    const reset = await post('/api/auth/password-reset/confirm', { token: second, password: 'long-enough-now' });
    expect(reset.json()).toMatchObject({ code: 'TOKEN_INVALID' });

    clock.set(new Date(Date.now() + DAY_MS + 60_000));
    try {
      const expired = await post('/api/auth/verify-email', { token: second });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
    } finally {
      clock.set(null);
    }
    expect((await me(creator.token)).json().user.email).toBe(creator.user.email);
  });

  it('limits the requests per account', async () => {
    const creator = await createCreator(t.app);
    for (let attempt = 0; attempt < 5; attempt++)
      expect(
        (await changeEmail(creator.token, { password: TEST_PASSWORD, newEmail: uniqueEmail('n') })).statusCode,
      ).toBe(202);
    const over = await changeEmail(creator.token, { password: TEST_PASSWORD, newEmail: uniqueEmail('n') });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
