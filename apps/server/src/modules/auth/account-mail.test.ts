import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedDatabase } from '../../../test/isolated-database.ts';
import { bodyText, startSmtpServer, type Received } from '../../../test/smtp-server.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, brandPayload, creatorPayload, TEST_PASSWORD, uniqueEmail } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';

// The account's own mails as a mail server receives them (docs/product/accounts.md#password-reset):
// a local SMTP server reads the verification and reset mails, and the test follows their links the
// way a person would — nothing is read from the database.

const smtp = startSmtpServer();
let t: TestApp;
let isolated: { database: Database; drop(): Promise<void> };

beforeAll(async () => {
  const port = await smtp.listen();
  isolated = await isolatedDatabase('briefly_account_mail');
  t = await createTestApp({
    database: isolated.database,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Briefly <accounts@briefly.test>',
      PUBLIC_URL: 'https://briefly.test',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await isolated?.drop();
  await smtp.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** Runs the queued work until the mail server holds a mail to this address with this subject. */
async function mailTo(address: string, subject: RegExp): Promise<Received> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await t.app.platform.jobs.drain();
    const mail = smtp.received
      .filter((received) => received.to.includes(address.toLowerCase()))
      .find((received) => subject.test(received.headers.get('subject') ?? ''));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The link in the mail, as a URL on the public address. */
function linkIn(mail: Received, page: string): URL {
  const match = new RegExp(`https://briefly\\.test${page}\\?token=[A-Za-z0-9_-]+`).exec(bodyText(mail));
  if (!match) throw new Error(`no ${page} link in: ${bodyText(mail)}`);
  return new URL(match[0]);
}

describe('account mail over SMTP', () => {
  it('registration mails a verification link; following it verifies the address', async () => {
    const email = uniqueEmail('smtp-verify');
    const registered = await post('/api/creators/register', creatorPayload({ email }));
    expect(registered.statusCode, registered.body).toBe(201);
    const token = registered.json().token as string;
    expect(registered.json().user.emailVerified).toBe(false);

    const mail = await mailTo(email, /^Verify your email/);
    // A mail link never carries a session token.
    expect(mail.raw).not.toContain(token);
    const link = linkIn(mail, '/verify-email');
    const verified = await post('/api/auth/verify-email', { token: link.searchParams.get('token') });
    expect(verified.statusCode, verified.body).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.json().user.emailVerified).toBe(true);
  });

  it('forgot password → the mail → a new password → signed in; the old password and the link no longer work', async () => {
    const email = uniqueEmail('smtp-reset');
    const registered = await post('/api/brands/register', brandPayload({ email }));
    expect(registered.statusCode, registered.body).toBe(201);

    expect((await post('/api/auth/password-reset', { email })).statusCode).toBe(202);
    const mail = await mailTo(email, /^Reset your Briefly password/);
    const token = linkIn(mail, '/reset-password').searchParams.get('token');

    const confirmed = await post('/api/auth/password-reset/confirm', { token, password: 'a-new-secret-42' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await post('/api/login', { email, password: TEST_PASSWORD })).statusCode).toBe(401);
    const signedIn = await post('/api/login', { email, password: 'a-new-secret-42' });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.emailVerified).toBe(true);
    const again = await post('/api/auth/password-reset/confirm', { token, password: 'another-secret-42' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_USED');
  });

  it('mails nothing for an unknown address, and answers it the same', async () => {
    const unknown = uniqueEmail('smtp-nobody');
    const known = uniqueEmail('smtp-known');
    await post('/api/brands/register', brandPayload({ email: known }));
    const [a, b] = [
      await post('/api/auth/password-reset', { email: unknown }),
      await post('/api/auth/password-reset', { email: known }),
    ];
    expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    await mailTo(known, /^Reset your Briefly password/);
    await t.app.platform.jobs.drain();
    expect(smtp.received.filter((mail) => mail.to.includes(unknown.toLowerCase()))).toEqual([]);
  });
});
