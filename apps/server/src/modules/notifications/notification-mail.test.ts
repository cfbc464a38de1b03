import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationPriority } from '@briefly/shared/notifications';
import type { Database } from '../../db/client.ts';
import { createMovableClock } from '../../platform/module.ts';
import { isolatedDatabase } from '../../../test/isolated-database.ts';
import { startSmtpServer } from '../../../test/smtp-server.ts';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../../../test/test-app.ts';
import { bearer, createAdmin, createBrand, createCreator, uniqueEmail } from '../../../test/factories.ts';
import type { NotificationDraft } from './notifications.service.ts';
import { databaseWithAnAccount, runJobs, storedMails, storedNotifications } from './notifications.test-support.ts';
import { EMAIL_BATCH_DELAY_MS } from './notification-mail.ts';
import { signUnsubscribeToken } from './unsubscribe-tokens.ts';

// Notification email (docs/product/notifications.md#email): urgent at once, the rest batched per
// person after EMAIL_BATCH_DELAY_MS without what was read meanwhile; SMTP when configured, else
// kept in mail_outbox; one-click unsubscribe per category.

const smtp = startSmtpServer();
const clock = createMovableClock();
let now = Date.now();
const at = (ms: number) => {
  now = ms;
  clock.set(new Date(ms));
};
let t: TestApp;
let isolated: { database: Database; drop(): Promise<void> };

beforeAll(async () => {
  const port = await smtp.listen();
  at(Date.now());
  isolated = await isolatedDatabase('briefly_mail');
  t = await createTestApp({
    database: isolated.database,
    clock,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Briefly <notifications@briefly.test>',
      PUBLIC_URL: 'https://briefly.test',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await isolated?.drop();
  await smtp.close();
});
beforeEach(() => at(now + 60 * 60_000)); // each test starts an hour later: earlier batches are long due

async function notify(userId: string, overrides: Partial<NotificationDraft> = {}) {
  const [row] = await t.database.db.transaction((tx) =>
    t.app.services.notifications.deliver(tx, {
      eventId: randomUUID(),
      at: clock(),
      drafts: [
        {
          userId,
          title: 'Payout sent',
          message: '$10.00 for “A brief” was sent to your payout account.',
          type: 'success',
          category: 'payment',
          priority: 'normal',
          link: '/creator/dashboard?tab=wallet',
          ...overrides,
        },
      ],
    }),
  );
  return row;
}

const urgent = (userId: string, overrides: Partial<NotificationDraft> = {}) =>
  notify(userId, {
    title: 'Card refund failed',
    message: 'The card refund of $200.00 failed.',
    type: 'error',
    priority: 'urgent' as NotificationPriority,
    ...overrides,
  });

/** The batch job's run (every minute in production), then the emails it queued. */
async function batch() {
  await t.app.services.notificationMail.sendDueBatches();
  await runJobs(t.app);
}

describe(`notification email over SMTP (${TEST_DB_KIND})`, () => {
  it('sends an unverified address its verification link and no notification email, urgent or batched (decision 020)', async () => {
    const creator = await createCreator(t.app, {}, { verified: false });
    const start = now;
    await urgent(creator.user.id);
    await notify(creator.user.id, { title: 'Brief closed', category: 'brief', priority: 'low' });
    at(start + EMAIL_BATCH_DELAY_MS + 60_000);
    await batch();
    expect(smtp.to(creator.user.email)).toEqual([]);
    expect(await storedMails(t.database.db, creator.user.id)).toEqual([]);
    const everything = smtp.received.filter((mail) => mail.to.includes(creator.user.email.toLowerCase()));
    expect(everything.map((mail) => mail.headers.get('subject'))).toEqual(['Verify your email address for Briefly']);
    // The notifications themselves are there, in the app.
    expect((await storedNotifications(t.database.db, [creator.user.id])).map((row) => row.title).sort()).toEqual([
      'Brief closed',
      'Card refund failed',
    ]);
  });

  it('emails an urgent notification at once, with one-click unsubscribe headers, and logs it as sent', async () => {
    const brand = await createBrand(t.app);
    await urgent(brand.user.id);
    await runJobs(t.app);
    const [mail] = smtp.to(brand.user.email);
    expect(smtp.to(brand.user.email)).toHaveLength(1);
    expect(mail!.headers.get('subject')).toBe('Card refund failed');
    expect(mail!.headers.get('from')).toBe('Briefly <notifications@briefly.test>');
    expect(mail!.headers.get('list-unsubscribe')).toMatch(
      /^<https:\/\/briefly\.test\/api\/notifications\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(mail!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const [logged] = await storedMails(t.database.db, brand.user.id);
    expect(logged).toMatchObject({
      to_address: brand.user.email,
      subject: 'Card refund failed',
      status: 'sent',
      transport: 'smtp',
      attempts: 1,
      error: null,
      notification_count: 1,
    });
    expect(logged!.text).toContain('The card refund of $200.00 failed.');
    expect(logged!.text).toContain('Unsubscribe: https://briefly.test/api/notifications/unsubscribe?token=');
    expect(logged!.html).toContain('https://briefly.test/creator/dashboard?tab=wallet');
    const [row] = await storedNotifications(t.database.db, [brand.user.id]);
    expect(row!.emailed_at).not.toBeNull();
    // Not emailed twice by the batch job.
    at(now + EMAIL_BATCH_DELAY_MS * 2);
    await batch();
    expect(smtp.to(brand.user.email)).toHaveLength(1);
  });

  it('batches the rest into one email per person after the delay, without those read in the app meanwhile', async () => {
    const creator = await createCreator(t.app);
    const other = await createCreator(t.app);
    const start = now;
    const first = await notify(creator.user.id, { title: 'You won 1st Place', category: 'winner', priority: 'high' });
    at(start + 60_000);
    const read = await notify(creator.user.id, {
      title: 'Submission shortlisted',
      category: 'submission',
      priority: 'medium',
    });
    at(start + 2 * 60_000);
    await notify(creator.user.id, { title: 'Brief closed', category: 'brief', priority: 'low' });
    await notify(other.user.id, { title: 'Payout sent' });
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/notifications/${read!.id}/read`,
          headers: bearer(creator.token),
        })
      ).statusCode,
    ).toBe(200);

    at(start + EMAIL_BATCH_DELAY_MS - 1000); // the first one is not due yet
    await batch();
    expect(smtp.to(creator.user.email)).toHaveLength(0);

    at(start + EMAIL_BATCH_DELAY_MS + 2 * 60_000 + 1000); // all three are due
    await batch();
    expect(smtp.to(creator.user.email)).toHaveLength(1);
    expect(smtp.to(other.user.email)).toHaveLength(1);
    const [mail] = await storedMails(t.database.db, creator.user.id);
    expect(mail).toMatchObject({
      subject: 'You won 1st Place, and 1 more notification on Briefly',
      notification_count: 2,
      status: 'sent',
    });
    expect(mail!.text).toContain('You won 1st Place');
    expect(mail!.text).toContain('Brief closed');
    expect(mail!.text).not.toContain('Submission shortlisted');
    expect(mail!.text).toContain('You get these emails for winners and briefs notifications.');
    const rows = await storedNotifications(t.database.db, [creator.user.id]);
    expect(rows.map((row) => [row.title, row.emailed_at !== null, row.email_due_at])).toEqual([
      ['You won 1st Place', true, null],
      ['Submission shortlisted', false, null],
      ['Brief closed', true, null],
    ]);
    expect(first!.id).toBe(rows[0]!.id);

    at(now + EMAIL_BATCH_DELAY_MS);
    await batch();
    expect(smtp.to(creator.user.email)).toHaveLength(1);
  });

  it('sends nothing to a user who turned email off, and reads the preferences again at batch time', async () => {
    const creator = await createCreator(t.app);
    const put = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/notifications/preferences',
        headers: bearer(creator.token),
        payload: payload as object,
      });
    await notify(creator.user.id, { category: 'winner' });
    expect((await put({ categories: { winner: { email: false } } })).statusCode).toBe(200);
    await notify(creator.user.id, { category: 'payment' });
    at(now + EMAIL_BATCH_DELAY_MS + 1000);
    await batch();
    expect(smtp.to(creator.user.email).map((mail) => mail.headers.get('subject'))).toEqual(['Payout sent']); // the payment one only

    expect((await put({ email: false })).statusCode).toBe(200);
    await urgent(creator.user.id);
    await notify(creator.user.id);
    at(now + EMAIL_BATCH_DELAY_MS + 1000);
    await batch();
    expect(smtp.to(creator.user.email)).toHaveLength(1);
    expect(await storedMails(t.database.db, creator.user.id)).toHaveLength(1);
  });

  it('marks an address the server refuses failed without holding up anyone else; a temporary refusal is retried', async () => {
    const bounced = await createBrand(t.app, { email: `bounce-${uniqueEmail('brand')}` });
    const flaky = await createBrand(t.app);
    const fine = await createBrand(t.app);
    await runJobs(t.app); // their verification mails first: the refusal below is for the notification
    smtp.failOnce.add(flaky.user.email.toLowerCase());
    await urgent(bounced.user.id);
    await urgent(flaky.user.id);
    await urgent(fine.user.id);
    await runJobs(t.app);
    expect(smtp.to(fine.user.email)).toHaveLength(1);
    expect(await storedMails(t.database.db, bounced.user.id)).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 1, error: expect.stringMatching(/550|No such mailbox/) }),
    ]);
    expect(await storedMails(t.database.db, flaky.user.id)).toEqual([
      expect.objectContaining({ status: 'queued', attempts: 1, error: expect.stringMatching(/451|Try again/) }),
    ]);

    at(now + 5 * 60_000); // past the retry's backoff
    await runJobs(t.app);
    expect(smtp.to(flaky.user.email)).toHaveLength(1);
    expect(await storedMails(t.database.db, flaky.user.id)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 2, error: null }),
    ]);
    expect(await storedMails(t.database.db, bounced.user.id)).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 1 }),
    ]);
  });

  it('unsubscribes from the email’s categories with the signed link: a page to confirm, and one-click POST', async () => {
    const creator = await createCreator(t.app);
    await urgent(creator.user.id, { category: 'payment' });
    await runJobs(t.app);
    const [mail] = await storedMails(t.database.db, creator.user.id);
    const link = new URL(mail!.headers['List-Unsubscribe']!.slice(1, -1));
    const path = `${link.pathname}${link.search}`;

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('payments notifications');
    const preferences = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: bearer(creator.token) })
      ).json().preferences;
    expect((await preferences()).categories.payment.email).toBe(true); // opening the link changes nothing

    const tampered = path.replace(/token=([\w-]+)/, (_match, payload: string) => `token=${payload.slice(0, -2)}xx`);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: tampered,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        })
      ).statusCode,
    ).toBe(400);
    const forged = signUnsubscribeToken('not-the-secret-not-the-secret-not-the-secret', {
      userId: creator.user.id,
      categories: ['winner'],
    });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/notifications/unsubscribe?token=${forged}` })).statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/unsubscribe' })).statusCode).toBe(400);

    // RFC 8058: the mail client posts the form body to the link.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');
    const after = await preferences();
    expect(after.categories.payment).toEqual({ inApp: true, email: false, push: true });
    expect(after.categories.winner.email).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: path })).statusCode).toBe(200); // again, or from the page's button

    await urgent(creator.user.id, { category: 'payment' });
    await urgent(creator.user.id, { category: 'winner', title: 'You won 1st Place' });
    await runJobs(t.app);
    // The first email, then only the winner one (the clock stands still: both have one creation time).
    expect((await storedMails(t.database.db, creator.user.id)).map((row) => row.subject).sort()).toEqual([
      'Card refund failed',
      'You won 1st Place',
    ]);
  });
});

describe(`notification email without SMTP (${TEST_DB_KIND})`, () => {
  let demo: TestApp;
  // Its own database: the admin's outbox lists the newest mails, and on a shared database other files' fill it.
  let own: { database: Database; drop(): Promise<void> };
  beforeAll(async () => {
    own = await isolatedDatabase('briefly_mail_outbox');
    demo = await createTestApp({
      database: await databaseWithAnAccount(own.database),
      env: { SEED_DEMO: 'true' },
    });
  });
  afterAll(async () => {
    await demo?.close();
    await own?.drop();
  });

  it('keeps the email in mail_outbox, which admins read in demo mode', async () => {
    const brand = await createBrand(demo.app);
    const admin = await createAdmin(demo.app, demo.database.db);
    await demo.database.db.transaction((tx) =>
      demo.app.services.notifications.deliver(tx, {
        eventId: randomUUID(),
        at: new Date(),
        drafts: [
          {
            userId: brand.user.id,
            title: 'Card refund failed',
            message: 'The card refund of $200.00 failed.',
            type: 'error',
            category: 'payment',
            priority: 'urgent',
            link: '/brand/dashboard',
          },
        ],
      }),
    );
    await runJobs(demo.app);
    expect(await storedMails(demo.database.db, brand.user.id)).toEqual([
      expect.objectContaining({ status: 'sent', transport: 'outbox', attempts: 1, to_address: brand.user.email }),
    ]);
    const outbox = await demo.app.inject({
      method: 'GET',
      url: '/api/admin/mail-outbox?limit=100',
      headers: bearer(admin.token),
    });
    expect(outbox.statusCode).toBe(200);
    const entry = outbox
      .json()
      .mails.find(
        (mail: { to: string; notificationCount: number }) => mail.to === brand.user.email && mail.notificationCount > 0,
      );
    expect(entry).toMatchObject({
      subject: 'Card refund failed',
      status: 'sent',
      transport: 'outbox',
      notificationCount: 1,
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      sentAt: expect.any(String),
    });
    expect(entry.text).toContain('The card refund of $200.00 failed.');
  });
});
