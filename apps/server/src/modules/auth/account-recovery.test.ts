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

// Password reset and verified addresses (docs/product/accounts.md#password-reset,
// #verified-email-addresses; decision 020): mailed single-use links, answers that tell nobody
// whether an address has an account, and the gate on money leaving for unverified addresses.

let t: TestApp;
const clock = createMovableClock();
const HOUR_MS = 60 * 60_000;

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

interface Mail {
  subject: string;
  text: string;
  html: string;
}

async function mailsTo(email: string): Promise<Mail[]> {
  return queryRows<Mail>(
    t.database.db,
    sql`select subject, text, html from mail_outbox where lower(to_address) = lower(${email}) order by created_at, id`,
  );
}

/** Runs the queued work (the reset job) until the mails to this address number `count`. */
async function waitForMails(email: string, count: number): Promise<Mail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    await t.app.platform.jobs.drain();
    const mails = await mailsTo(email);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token of the link in a mail to this page. */
function linkToken(mail: Mail, page: '/reset-password' | '/verify-email'): string {
  const match = new RegExp(`https://briefly\\.test${page}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in: ${mail.text}`);
  return match[1]!;
}

/** The test app's own HTTP address (for live streams), listening from the first call on. */
async function listeningAddress(): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

async function requestReset(email: string) {
  const response = await post('/api/auth/password-reset', { email });
  expect(response.statusCode, response.body).toBe(202);
  return response;
}

async function resetToken(email: string): Promise<string> {
  const before = (await mailsTo(email)).length;
  await requestReset(email);
  const mails = await waitForMails(email, before + 1);
  expect(mails).toHaveLength(before + 1);
  return linkToken(mails.at(-1)!, '/reset-password');
}

describe('POST /api/auth/password-reset', () => {
  it('answers a real and an unknown address identically, and mails only the real one', async () => {
    const creator = await createCreator(t.app);
    const unknown = uniqueEmail('nobody');
    const real = await post('/api/auth/password-reset', { email: creator.user.email });
    const stranger = await post('/api/auth/password-reset', { email: unknown });
    expect(real.statusCode).toBe(202);
    expect(stranger.statusCode).toBe(real.statusCode);
    expect(stranger.body).toBe(real.body);
    expect(real.json()).toEqual({ ok: true, message: MESSAGES.resetRequested });

    const mails = await waitForMails(creator.user.email, 2); // the verification mail of registration, then the reset
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Verify your email address for Briefly',
      'Reset your Briefly password',
    ]);
    expect(linkToken(mails[1]!, '/reset-password')).toHaveLength(43);
    expect(await mailsTo(unknown)).toEqual([]);
  });

  it('refuses a malformed address with the registration message in the envelope', async () => {
    const response = await post('/api/auth/password-reset', { email: 'not-an-address' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: REGISTRATION_MESSAGES.invalidEmail });
    expect((await post('/api/auth/password-reset', {})).statusCode).toBe(400);
    expect((await post('/api/auth/password-reset', { email: 'a@b.co', extra: 1 })).statusCode).toBe(400);
  });

  it('limits the mails to one address, real or unknown alike', async () => {
    const creator = await createCreator(t.app);
    const unknown = uniqueEmail('nobody');
    for (const email of [creator.user.email, unknown]) {
      for (let attempt = 0; attempt < 5; attempt++) await requestReset(email);
      const over = await post('/api/auth/password-reset', { email: email.toUpperCase() });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', error: MESSAGES.rateLimited });
    }
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password from the mailed link and ends every session of the account', async () => {
    const brand = await createBrand(t.app);
    const other = await login(brand.user.email, TEST_PASSWORD);
    expect(other.statusCode).toBe(200);
    const token = await resetToken(brand.user.email);

    const confirmed = await post('/api/auth/password-reset/confirm', { token, password: 'a-new-long-password' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ ok: true });

    expect((await me(brand.token)).statusCode).toBe(401);
    expect((await me(other.json().token)).statusCode).toBe(401);
    expect((await login(brand.user.email, TEST_PASSWORD)).statusCode).toBe(401);
    const signedIn = await login(brand.user.email, 'a-new-long-password');
    expect(signedIn.statusCode).toBe(200);

    const again = await post('/api/auth/password-reset/confirm', { token, password: 'yet-another-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'TOKEN_USED', error: MESSAGES.resetLinkUsed });
    expect((await login(brand.user.email, 'a-new-long-password')).statusCode).toBe(200);
  });

  it('closes the account’s open realtime streams', async () => {
    const creator = await createCreator(t.app);
    const address = await listeningAddress();
    const stream = await openEventStream(address, '/api/realtime', bearer(creator.token));
    try {
      await stream.waitFor((events) => events.some((e) => e.event === 'ready'));
      const token = await resetToken(creator.user.email);
      expect(
        (await post('/api/auth/password-reset/confirm', { token, password: 'a-new-long-password' })).statusCode,
      ).toBe(200);
      await stream.waitFor((events) => events.some((e) => e.event === 'sessions.ended'));
      await stream.ended;
    } finally {
      stream.close();
    }
  });

  it('closes the open realtime streams of an account an admin deactivates', async () => {
    const creator = await createCreator(t.app);
    const admin = await createAdmin(t.app, t.database.db);
    const address = await listeningAddress();
    const stream = await openEventStream(address, '/api/realtime', bearer(creator.token));
    try {
      await stream.waitFor((events) => events.some((e) => e.event === 'ready'));
      const deactivated = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/creators/${creator.user.id}`,
        headers: bearer(admin.token),
      });
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      await stream.waitFor((events) => events.some((e) => e.event === 'sessions.ended'));
      await stream.ended;
    } finally {
      stream.close();
    }
  });

  it('applies the registration password rule', async () => {
    const creator = await createCreator(t.app);
    const token = await resetToken(creator.user.email);
    const short = await post('/api/auth/password-reset/confirm', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: REGISTRATION_MESSAGES.passwordTooShort });
    // Nothing was used up: the link still works.
    expect((await post('/api/auth/password-reset/confirm', { token, password: 'long-enough-now' })).statusCode).toBe(
      200,
    );
  });

  it('refuses malformed, unknown and wrong-purpose tokens and changes nothing', async () => {
    const creator = await createCreator(t.app, {}, { verified: false });
    const [verification] = await mailsTo(creator.user.email);
    const wrongPurpose = linkToken(verification!, '/verify-email');
    for (const token of ['', 'not-a-token', 'A'.repeat(43), wrongPurpose]) {
      const response = await post('/api/auth/password-reset/confirm', { token, password: 'a-new-long-password' });
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toMatchObject({ code: 'TOKEN_INVALID', error: MESSAGES.resetLinkInvalid });
    }
    expect((await me(creator.token)).statusCode).toBe(200);
    expect((await login(creator.user.email, TEST_PASSWORD)).statusCode).toBe(200);
    // The verification link was not used up by being tried here.
    expect((await post('/api/auth/verify-email', { token: wrongPurpose })).statusCode).toBe(200);
  });

  it('refuses a link older than an hour, and every link but the newest', async () => {
    const creator = await createCreator(t.app);
    const first = await resetToken(creator.user.email);
    const second = await resetToken(creator.user.email);
    const superseded = await post('/api/auth/password-reset/confirm', {
      token: first,
      password: 'a-new-long-password',
    });
    expect(superseded.statusCode).toBe(400);
    // Still TOKEN_EXPIRED for clients that know the codes; the sentence says a newer email replaced it.
    expect(superseded.json()).toMatchObject({ code: 'TOKEN_EXPIRED', error: MESSAGES.resetLinkReplaced });

    clock.set(new Date(Date.now() + HOUR_MS + 60_000));
    try {
      const expired = await post('/api/auth/password-reset/confirm', {
        token: second,
        password: 'a-new-long-password',
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED', error: MESSAGES.resetLinkExpired });
    } finally {
      clock.set(null);
    }
    expect((await login(creator.user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/password-reset/check', () => {
  const check = (token: unknown) => post('/api/auth/password-reset/check', { token });

  it('says a working link works, and uses nothing up: the form can then set the password', async () => {
    const creator = await createCreator(t.app);
    const token = await resetToken(creator.user.email);
    const first = await check(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ok: true });
    expect((await check(token)).statusCode).toBe(200);
    expect(
      (await post('/api/auth/password-reset/confirm', { token, password: 'a-new-long-password' })).statusCode,
    ).toBe(200);
  });

  it('says on arrival that a link was used, replaced by a newer email, or not valid', async () => {
    const creator = await createCreator(t.app);
    const first = await resetToken(creator.user.email);
    const second = await resetToken(creator.user.email);
    expect((await check(first)).json()).toMatchObject({ code: 'TOKEN_EXPIRED', error: MESSAGES.resetLinkReplaced });
    await post('/api/auth/password-reset/confirm', { token: second, password: 'a-new-long-password' });
    const used = await check(second);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({ code: 'TOKEN_USED', error: MESSAGES.resetLinkUsed });
    expect((await check('A'.repeat(43))).json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('refuses bad input in the error envelope', async () => {
    const response = await post('/api/auth/password-reset/check', { token: 'x'.repeat(300) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await post('/api/auth/password-reset/check', {})).statusCode).toBe(400);
  });
});

describe('verified email addresses', () => {
  it('mails a verification link on registration; following it verifies the address once', async () => {
    const creator = await createCreator(t.app, {}, { verified: false });
    expect(creator.user.emailVerified).toBe(false);
    expect((await me(creator.token)).json().user.emailVerified).toBe(false);
    const [mail] = await mailsTo(creator.user.email);
    expect(mail!.subject).toBe('Verify your email address for Briefly');
    expect(mail!.text).not.toContain(creator.token);
    const token = linkToken(mail!, '/verify-email');

    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ ok: true, emailVerified: true });
    expect((await me(creator.token)).json().user.emailVerified).toBe(true);

    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'TOKEN_USED', error: MESSAGES.verifyLinkUsed });
  });

  it('refuses malformed, reset and expired tokens on POST /api/auth/verify-email', async () => {
    const brand = await createBrand(t.app, {}, { verified: false });
    expect((await post('/api/auth/verify-email', {})).statusCode).toBe(400);
    const reset = await resetToken(brand.user.email);
    for (const token of ['x', reset]) {
      const response = await post('/api/auth/verify-email', { token });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'TOKEN_INVALID', error: MESSAGES.verifyLinkInvalid });
    }
    const token = linkToken((await mailsTo(brand.user.email))[0]!, '/verify-email');
    clock.set(new Date(Date.now() + 25 * HOUR_MS));
    try {
      const expired = await post('/api/auth/verify-email', { token });
      expect(expired.json()).toMatchObject({ code: 'TOKEN_EXPIRED', error: MESSAGES.verifyLinkExpired });
    } finally {
      clock.set(null);
    }
    expect((await me(brand.token)).json().user.emailVerified).toBe(false);
  });

  it('says a verification link replaced by a newer email was replaced, not that it expired', async () => {
    const creator = await createCreator(t.app, {}, { verified: false });
    const older = linkToken((await mailsTo(creator.user.email))[0]!, '/verify-email');
    expect((await post('/api/auth/verify-email/resend', undefined, bearer(creator.token))).statusCode).toBe(202);
    const mails = await waitForMails(creator.user.email, 2);
    const refused = await post('/api/auth/verify-email', { token: older });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'TOKEN_EXPIRED', error: MESSAGES.verifyLinkReplaced });
    expect((await post('/api/auth/verify-email', { token: linkToken(mails[1]!, '/verify-email') })).statusCode).toBe(
      200,
    );
  });

  it('resends to the signed-in user, alike whether or not one was needed, within the per-address limit', async () => {
    expect((await post('/api/auth/verify-email/resend')).statusCode).toBe(401);
    const unverified = await createCreator(t.app, {}, { verified: false });
    const verified = await createCreator(t.app);
    const first = await post('/api/auth/verify-email/resend', undefined, bearer(unverified.token));
    const alreadyDone = await post('/api/auth/verify-email/resend', undefined, bearer(verified.token));
    expect(first.statusCode).toBe(202);
    expect(alreadyDone.statusCode).toBe(202);
    expect(alreadyDone.body).toBe(first.body);
    expect(first.json()).toEqual({ ok: true, message: MESSAGES.verificationSent });

    const mails = await mailsTo(unverified.user.email);
    expect(mails).toHaveLength(2);
    // Only the newest link works.
    expect(
      (await post('/api/auth/verify-email', { token: linkToken(mails[0]!, '/verify-email') })).json(),
    ).toMatchObject({ code: 'TOKEN_EXPIRED' });
    expect((await mailsTo(verified.user.email)).filter((mail) => mail.subject.startsWith('Verify'))).toHaveLength(1);

    for (let attempt = 0; attempt < 4; attempt++)
      expect((await post('/api/auth/verify-email/resend', undefined, bearer(unverified.token))).statusCode).toBe(202);
    const over = await post('/api/auth/verify-email/resend', undefined, bearer(unverified.token));
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('counts a password reset as proof of the address', async () => {
    const creator = await createCreator(t.app, {}, { verified: false });
    const token = await resetToken(creator.user.email);
    expect(
      (await post('/api/auth/password-reset/confirm', { token, password: 'a-new-long-password' })).statusCode,
    ).toBe(200);
    const signedIn = await login(creator.user.email, 'a-new-long-password');
    expect(signedIn.json().user.emailVerified).toBe(true);
  });

  it('refuses payout onboarding and withdrawal requests with EMAIL_NOT_VERIFIED until the address is verified', async () => {
    const creator = await createCreator(t.app, {}, { verified: false });
    const onboard = await post('/api/creators/onboard', { country: 'US' }, bearer(creator.token));
    expect(onboard.statusCode).toBe(403);
    expect(onboard.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', error: MESSAGES.emailNotVerified });
    const link = await post(
      '/api/creators/onboard/link',
      { returnUrl: 'https://briefly.test/dashboard', refreshUrl: 'https://briefly.test/dashboard' },
      bearer(creator.token),
    );
    expect(link.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    const withdrawal = await post('/api/creators/withdrawals', { amount: 10 }, bearer(creator.token));
    expect(withdrawal.statusCode).toBe(403);
    expect(withdrawal.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', error: MESSAGES.emailNotVerified });

    const token = linkToken((await mailsTo(creator.user.email))[0]!, '/verify-email');
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    const after = await post('/api/creators/onboard', { country: 'US' }, bearer(creator.token));
    expect(after.statusCode, after.body).toBe(200);
  });

  it('lets unverified addresses through when EMAIL_VERIFICATION=off', async () => {
    const off = await createTestApp({ database: t.database, env: { EMAIL_VERIFICATION: 'off' } });
    try {
      const creator = await createCreator(off.app, {}, { verified: false });
      const onboard = await off.app.inject({
        method: 'POST',
        url: '/api/creators/onboard',
        payload: { country: 'US' },
        headers: bearer(creator.token),
      });
      expect(onboard.statusCode, onboard.body).toBe(200);
    } finally {
      await off.close();
    }
  });
});
