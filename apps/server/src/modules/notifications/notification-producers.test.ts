import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  brandPayload,
  connectPayoutAccount,
  createAdmin,
  createBrand,
  createCreator,
  createFundedBrief,
  createSubmission,
  distribute,
  reviewSubmission,
  TEST_PASSWORD,
  winnerEntry,
} from '../../../test/factories.ts';
import { startGoogleFixture } from '../../../test/google-fixture.ts';
import { NOTIFICATIONS_SUBSCRIBER, NOTIFIED_EVENTS } from './notification-producers.ts';
import { runJobs, storedNotifications, type StoredNotification } from './notifications.test-support.ts';

// Each domain event notifies exactly the people concerned, once, also when it is delivered again
// (docs/product/notifications.md#what-notifies-whom). Events are delivered by the job runner.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

type Expected = Partial<
  Pick<StoredNotification, 'user_id' | 'title' | 'message' | 'type' | 'category' | 'priority' | 'link' | 'in_app'>
>;

/** Events of one moment may share a timestamp: compare in a fixed order (user, title, message). */
const keyOf = (item: Expected) => `${item.user_id}|${item.title}|${item.message ?? ''}`;
const inOrder = <T extends Expected>(items: T[]) => [...items].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));

/** Exactly these notifications for these users, and the same after every event about them is delivered again. */
async function expectNotifications(userIds: string[], expected: Expected[]): Promise<StoredNotification[]> {
  await runJobs(t.app);
  const first = await storedNotifications(db(), userIds);
  expect(inOrder(first.map(pick))).toEqual(inOrder(expected).map((item) => expect.objectContaining(item)));
  await redeliverEventsAbout(userIds);
  await runJobs(t.app);
  const again = await storedNotifications(db(), userIds);
  expect(again.map((row) => row.id)).toEqual(first.map((row) => row.id));
  return first;
}

const pick = (row: StoredNotification) => ({
  user_id: row.user_id,
  title: row.title,
  message: row.message,
  type: row.type,
  category: row.category,
  priority: row.priority,
  link: row.link,
  in_app: row.in_app,
});

/**
 * As if every delivery of these users' events to the notifications subscriber had been lost after
 * its commit and the receipt with it: the subscriber runs again, and the unique key keeps one.
 */
async function redeliverEventsAbout(userIds: string[]): Promise<void> {
  const about = sql.join(
    userIds.map((id) => sql`payload::text like ${`%${id}%`}`),
    sql` or `,
  );
  const types = sql.join(
    NOTIFIED_EVENTS.map((type) => sql`${type}`),
    sql`, `,
  );
  const events = await queryRows<{ id: string }>(
    db(),
    sql`select id from domain_events where (${about}) and type in (${types})`,
  );
  if (events.length === 0) return;
  const ids = sql.join(
    events.map((event) => sql`${event.id}`),
    sql`, `,
  );
  await db().execute(
    sql`delete from event_receipts where subscriber = ${NOTIFICATIONS_SUBSCRIBER} and event_id::text in (${ids})`,
  );
  // Due a second ago: the runner compares with the clock in whole milliseconds, the database's now() has microseconds.
  await db().execute(
    sql`update jobs set status = 'queued', run_at = now() - interval '1 second', completed_at = null, attempts = 0 where queue = ${`event:${NOTIFICATIONS_SUBSCRIBER}`} and payload->>'eventId' in (${ids})`,
  );
  await runJobs(t.app);
  // Each was really delivered again (a new receipt), and made nothing new.
  const [receipts] = await queryRows<{ n: number }>(
    db(),
    sql`select count(*)::int as n from event_receipts where subscriber = ${NOTIFICATIONS_SUBSCRIBER} and event_id::text in (${ids})`,
  );
  expect(Number(receipts!.n)).toBe(events.length);
}

const brandReview = (briefId: string) => `/brand/dashboard?tab=manage-rewards&brief=${briefId}`;

describe(`notifications from domain events (${TEST_DB_KIND})`, () => {
  it('brief funded, submissions made and updated: the brand is told, once each', async () => {
    const brand = await createBrand(t.app, { companyName: 'Lumen Labs' });
    const creator = await createCreator(t.app, { fullName: 'Leo Park' });
    const bystander = await createCreator(t.app);
    const brief = await createFundedBrief(t.app, brand.token, { title: 'Night sky reel', reward: 250 });
    await createSubmission(t.app, creator.token, brief.id);
    await inject('POST', `/api/briefs/${brief.id}/apply`, creator.token, {
      contentUrl: 'https://www.tiktok.com/@leo/video/2',
      additionalInfo: 'Better cut',
    });

    await expectNotifications(
      [brand.user.id, creator.user.id, bystander.user.id],
      [
        {
          user_id: brand.user.id,
          title: 'Brief funded and live',
          message: '“Night sky reel” is funded with $250.00 and open to creators.',
          type: 'success',
          category: 'brief',
          priority: 'normal',
          link: '/brand/dashboard?tab=briefs',
        },
        {
          user_id: brand.user.id,
          title: 'New submission',
          message: 'Leo Park submitted to “Night sky reel”.',
          type: 'info',
          category: 'submission',
          priority: 'normal',
          link: brandReview(brief.id),
        },
        {
          user_id: brand.user.id,
          title: 'Submission updated',
          message: 'Leo Park updated their submission to “Night sky reel”.',
          category: 'submission',
          priority: 'low',
        },
      ],
    );
  });

  it('a review tells the creator: shortlisted or not selected', async () => {
    const brand = await createBrand(t.app, { companyName: 'Peak Outdoors' });
    const [chosen, declined] = await Promise.all([createCreator(t.app), createCreator(t.app)]);
    const brief = await createFundedBrief(t.app, brand.token, { title: 'Trail running tips' });
    const a = await createSubmission(t.app, chosen.token, brief.id);
    const b = await createSubmission(t.app, declined.token, brief.id);
    await runJobs(t.app);
    await reviewSubmission(t.app, brand.token, a.id, 'approve');
    await reviewSubmission(t.app, brand.token, b.id, 'reject');

    await expectNotifications(
      [chosen.user.id, declined.user.id],
      [
        {
          user_id: chosen.user.id,
          title: 'Submission shortlisted',
          message: 'Peak Outdoors shortlisted your submission to “Trail running tips”.',
          type: 'success',
          category: 'submission',
          priority: 'medium',
          link: '/creator/dashboard?tab=submissions',
        },
        {
          user_id: declined.user.id,
          title: 'Submission not selected',
          message: 'Your submission to “Trail running tips” by Peak Outdoors was not selected.',
          type: 'warning',
          category: 'submission',
          priority: 'normal',
        },
      ],
    );
  });

  it('an invitation tells the invited creator only', async () => {
    const brand = await createBrand(t.app, { companyName: 'Lumen Labs' });
    const [guest, other] = await Promise.all([createCreator(t.app), createCreator(t.app)]);
    const brief = await createFundedBrief(t.app, brand.token, { title: 'Private launch', isPrivate: true });
    const invited = await inject('POST', `/api/briefs/${brief.id}/invitations`, brand.token, {
      creatorIds: [guest.user.id],
    });
    expect(invited.statusCode, invited.body).toBeLessThan(300);
    await expectNotifications(
      [guest.user.id, other.user.id],
      [
        {
          user_id: guest.user.id,
          title: 'You are invited to a brief',
          message: 'Lumen Labs invited you to apply to “Private launch”.',
          type: 'info',
          category: 'invitation',
          priority: 'medium',
          link: `/creator/dashboard?tab=marketplace&brief=${brief.id}`,
        },
      ],
    );
  });

  it('winners: the place and amount, then paid to the account or held until it is connected', async () => {
    const brand = await createBrand(t.app, { companyName: 'Peak Outdoors' });
    const [paidCreator, heldCreator, prizeCreator] = await Promise.all([
      createCreator(t.app),
      createCreator(t.app),
      createCreator(t.app),
    ]);
    await connectPayoutAccount(t.app, paidCreator.token, 'complete');
    const brief = await createFundedBrief(t.app, brand.token, {
      title: 'Gear review',
      reward: 600,
      amountOfWinners: 3,
    });
    const [a, b, c] = [
      await createSubmission(t.app, paidCreator.token, brief.id),
      await createSubmission(t.app, heldCreator.token, brief.id),
      await createSubmission(t.app, prizeCreator.token, brief.id),
    ];
    await runJobs(t.app);
    const before = (await storedNotifications(db(), [paidCreator.user.id])).length;
    const response = await distribute(t.app, brand.token, brief.id, [
      winnerEntry(a, paidCreator.user.id, 'cash', 300),
      winnerEntry(b, heldCreator.user.id, 'cash', 200),
      winnerEntry(c, prizeCreator.user.id, 'prize'),
    ]);
    expect(response.statusCode, response.body).toBe(200);

    const rows = await expectNotifications(
      [paidCreator.user.id, heldCreator.user.id, prizeCreator.user.id],
      [
        {
          user_id: paidCreator.user.id,
          title: 'Payout account verified',
          category: 'wallet',
          type: 'success',
          priority: 'medium',
          link: '/creator/dashboard?tab=wallet',
        },
        {
          user_id: paidCreator.user.id,
          title: 'Winner · 1st place',
          message:
            'Peak Outdoors picked your submission to “Gear review”: you win $270.00 in cash after the platform fee. You can now review Peak Outdoors on your dashboard.',
          type: 'success',
          category: 'winner',
          priority: 'high',
          link: '/creator/dashboard?tab=earnings',
        },
        {
          user_id: heldCreator.user.id,
          title: 'Winner · 2nd place',
          message:
            'Peak Outdoors picked your submission to “Gear review”: you win $180.00 in cash after the platform fee. You can now review Peak Outdoors on your dashboard.',
        },
        {
          user_id: prizeCreator.user.id,
          title: 'Winner · 3rd place',
          message:
            'Peak Outdoors picked your submission to “Gear review”: you win the prize “Camera kit”. You can now review Peak Outdoors on your dashboard.',
        },
        {
          user_id: paidCreator.user.id,
          title: 'Reward paid',
          message: '$270.00 for “Gear review” was sent to your payout account.',
          type: 'success',
          category: 'payment',
          priority: 'medium',
        },
        {
          user_id: heldCreator.user.id,
          title: 'Reward held: connect your payout account',
          message:
            '$180.00 for “Gear review” is held in your wallet until your payout account is connected and verified.',
          type: 'warning',
          category: 'reward',
          priority: 'high',
          link: '/creator/dashboard?tab=wallet',
        },
      ],
    );
    expect(before).toBe(1);
    expect(rows.filter((row) => row.user_id === heldCreator.user.id)).toHaveLength(2);

    // Held again on a later retry (a new event): nothing new to say.
    const [assignment] = await queryRows<{ id: string }>(
      db(),
      sql`select id from reward_assignments where creator_id = ${heldCreator.user.id}`,
    );
    await db().transaction((tx) =>
      t.app.services.events.publish(tx, {
        type: 'payout.held',
        assignmentId: assignment!.id,
        briefId: brief.id,
        creatorId: heldCreator.user.id,
        amountCents: 18_000,
        reason: 'The transfer failed',
      }),
    );
    await runJobs(t.app);
    expect((await storedNotifications(db(), [heldCreator.user.id])).map((row) => row.title)).toEqual(
      expect.arrayContaining(['Reward held: connect your payout account']),
    );
    expect(await storedNotifications(db(), [heldCreator.user.id])).toHaveLength(2);
  });

  it('payout accounts: verified or restricted', async () => {
    const creator = await createCreator(t.app);
    await connectPayoutAccount(t.app, creator.token, 'restricted');
    await expectNotifications(
      [creator.user.id],
      [
        {
          user_id: creator.user.id,
          title: 'Payout account needs attention',
          message: 'The payment provider needs more information before your payout account can receive money.',
          type: 'warning',
          category: 'wallet',
          priority: 'high',
        },
      ],
    );
  });

  it('withdrawals: every active admin hears of a request; the creator of the decision, with the reason', async () => {
    const brand = await createBrand(t.app);
    const creator = await createCreator(t.app, { fullName: 'Sam Rivera' });
    await connectPayoutAccount(t.app, creator.token, 'complete');
    const [admin, otherAdmin] = [await createAdmin(t.app, db()), await createAdmin(t.app, db())];
    const gone = await createAdmin(t.app, db());
    await db().execute(sql`update users set status = 'deactivated' where id = ${gone.user.id}`);
    // Earlier requests by others may have notified these admins: only this creator's count.
    const brief = await createFundedBrief(t.app, brand.token, {
      title: 'Credit brief',
      reward: 400,
      amountOfWinners: 1,
    });
    const submission = await createSubmission(t.app, creator.token, brief.id);
    await distribute(t.app, brand.token, brief.id, [winnerEntry(submission, creator.user.id, 'credit', 200)]);
    await runJobs(t.app);
    const adminIds = [admin.user.id, otherAdmin.user.id, gone.user.id];
    const adminBefore = (await storedNotifications(db(), adminIds)).length;
    const creatorBefore = (await storedNotifications(db(), [creator.user.id])).length;

    const first = await inject('POST', '/api/creators/withdrawals', creator.token, { amount: 50 });
    const second = await inject('POST', '/api/creators/withdrawals', creator.token, { amount: 25 });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    await runJobs(t.app);
    const toAdmins = (await storedNotifications(db(), adminIds)).slice(adminBefore);
    expect(toAdmins.map((row) => [row.user_id, row.title, row.message, row.link]).sort()).toEqual(
      [
        [
          admin.user.id,
          'Withdrawal request',
          'Sam Rivera asked to withdraw $50.00.',
          '/admin/dashboard?tab=withdrawals',
        ],
        [
          admin.user.id,
          'Withdrawal request',
          'Sam Rivera asked to withdraw $25.00.',
          '/admin/dashboard?tab=withdrawals',
        ],
        [
          otherAdmin.user.id,
          'Withdrawal request',
          'Sam Rivera asked to withdraw $50.00.',
          '/admin/dashboard?tab=withdrawals',
        ],
        [
          otherAdmin.user.id,
          'Withdrawal request',
          'Sam Rivera asked to withdraw $25.00.',
          '/admin/dashboard?tab=withdrawals',
        ],
      ].sort(),
    );

    const rejected = await inject(
      'POST',
      `/api/admin/withdrawal-requests/${first.json().data.id}/reject`,
      admin.token,
      {
        reason: 'Bank details do not match.',
        adminNotes: '',
      },
    );
    const approved = await inject(
      'POST',
      `/api/admin/withdrawal-requests/${second.json().data.id}/approve`,
      admin.token,
      { adminNotes: 'ok' },
    );
    expect([rejected.statusCode, approved.statusCode]).toEqual([200, 200]);
    await runJobs(t.app);
    const toCreator = (await storedNotifications(db(), [creator.user.id])).slice(creatorBefore);
    // Approved and paid at once: one notification says it was sent (no separate "approved").
    expect(inOrder(toCreator.map(pick))).toEqual([
      expect.objectContaining({
        title: 'Withdrawal rejected',
        message:
          'Your withdrawal of $50.00 was rejected (Bank details do not match); the money is back in your wallet.',
        type: 'error',
        priority: 'high',
        category: 'wallet',
      }),
      expect.objectContaining({
        title: 'Withdrawal sent',
        message: '$25.00 from your wallet was sent to your payout account.',
        type: 'success',
        category: 'wallet',
      }),
    ]);
    const all = [...adminIds, creator.user.id];
    const count = (await storedNotifications(db(), all)).length;
    await redeliverEventsAbout(all);
    await runJobs(t.app);
    expect(await storedNotifications(db(), all)).toHaveLength(count);
  });

  it('an archived brief tells its brand and every creator who applied; refunds tell the brand', async () => {
    const brand = await createBrand(t.app, { companyName: 'Lumen Labs' });
    const [winner, applicant, outsider] = await Promise.all([
      createCreator(t.app),
      createCreator(t.app),
      createCreator(t.app),
    ]);
    await connectPayoutAccount(t.app, winner.token, 'complete');
    const brief = await createFundedBrief(t.app, brand.token, {
      title: 'Studio tour',
      reward: 300,
      amountOfWinners: 2,
    });
    const a = await createSubmission(t.app, winner.token, brief.id);
    await createSubmission(t.app, applicant.token, brief.id);
    await distribute(t.app, brand.token, brief.id, [winnerEntry(a, winner.user.id, 'cash', 100)]);
    await runJobs(t.app);
    const counts = async () =>
      (await storedNotifications(db(), [brand.user.id, winner.user.id, applicant.user.id, outsider.user.id])).length;
    const before = await counts();

    expect((await inject('PUT', `/api/briefs/${brief.id}`, brand.token, { status: 'archived' })).statusCode).toBe(200);
    const refund = await inject('POST', `/api/briefs/${brief.id}/refund`, brand.token);
    expect(refund.statusCode, refund.body).toBe(200);
    await runJobs(t.app);
    const [row] = await queryRows<{ provider_refund_id: string }>(
      db(),
      sql`select provider_refund_id from pool_refunds where brief_id = ${brief.id}`,
    );
    const failed = await t.app.inject({
      method: 'POST',
      url: `/test-provider/refunds/${row!.provider_refund_id}/fail`,
      payload: { reason: 'expired_or_canceled_card' },
    });
    expect(failed.statusCode, failed.body).toBe(200);
    await runJobs(t.app);

    const all = await storedNotifications(db(), [brand.user.id, winner.user.id, applicant.user.id, outsider.user.id]);
    const expected: Expected[] = [
      {
        user_id: brand.user.id,
        title: 'Brief closed',
        message: '“Studio tour” is archived and no longer accepts submissions.',
        link: brandReview(brief.id),
      },
      ...[winner.user.id, applicant.user.id].map((id): Expected => ({
        user_id: id,
        title: 'Brief closed',
        message: '“Studio tour” by Lumen Labs has closed to new submissions.',
        priority: 'low',
        category: 'brief',
      })),
      {
        user_id: brand.user.id,
        title: 'Refund sent',
        message: '$200.00 left in “Studio tour” was refunded to your card.',
        type: 'success',
        category: 'payment',
      },
      {
        user_id: brand.user.id,
        title: 'Card refund failed',
        message: 'The card refund of $200.00 for “Studio tour” failed, so the money is back in your Briefly wallet.',
        type: 'error',
        category: 'payment',
        priority: 'urgent',
      },
    ];
    expect(inOrder(all.slice(before).map(pick))).toEqual(
      inOrder(expected).map((item) => expect.objectContaining(item)),
    );
    const ids = [brand.user.id, winner.user.id, applicant.user.id, outsider.user.id];
    await redeliverEventsAbout(ids);
    await runJobs(t.app);
    expect(await storedNotifications(db(), ids)).toHaveLength(all.length);
  });

  it('a sign-in from a browser not seen before on the account is a security notification', async () => {
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0';
    const firefoxUpdated = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
    const chromeOnMac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const payload = brandPayload();
    const registered = await inject('POST', '/api/brands/register', undefined, payload, { 'user-agent': firefox });
    expect(registered.statusCode).toBe(201);
    const userId = registered.json().user.id as string;
    const login = (userAgent: string) =>
      inject(
        'POST',
        '/api/login',
        undefined,
        { email: payload.email, password: TEST_PASSWORD },
        { 'user-agent': userAgent },
      );

    expect((await login(chromeOnMac)).statusCode).toBe(200); // the first sign-in after registering: expected anywhere
    expect((await login(firefox)).statusCode).toBe(200);
    expect((await login(firefoxUpdated)).statusCode).toBe(200); // the same browser, updated
    expect((await login(chromeOnMac)).statusCode).toBe(200); // seen before
    await expectNotifications([userId], []);
    expect((await login(safari)).statusCode).toBe(200);
    expect((await login(safari)).statusCode).toBe(200);
    const [alert] = await expectNotifications(
      [userId],
      [
        {
          user_id: userId,
          title: 'New sign-in to your account',
          type: 'warning',
          category: 'security',
          priority: 'high',
          link: null,
        },
      ],
    );
    expect(alert!.message).toMatch(
      /^Your account was signed in from Safari on iOS \(IP address [^)]+\); if this was not you, contact the Briefly team at once\.$/,
    );
  });

  it('an admin’s very first sign-in is not news; a new browser later is', async () => {
    const admin = await createAdmin(t.app, db()); // inserted, then signed in once: the first session
    const again = await inject(
      'POST',
      '/api/admin/login',
      undefined,
      { email: admin.email, password: TEST_PASSWORD },
      {
        'user-agent':
          'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      },
    );
    expect(again.statusCode).toBe(200);
    await runJobs(t.app);
    const rows = (await storedNotifications(db(), [admin.user.id])).filter((row) => row.category === 'security');
    expect(rows.map((row) => row.message)).toEqual([expect.stringContaining('Safari on macOS')]);
  });
});

describe(`preferences decide what is made (${TEST_DB_KIND})`, () => {
  const put = (token: string, payload: unknown) => inject('PUT', '/api/notifications/preferences', token, payload);

  it('a category switched off in the app is not shown (kept for email when email is on); off everywhere, not made', async () => {
    const brand = await createBrand(t.app);
    const [emailOnly, nothing] = await Promise.all([createCreator(t.app), createCreator(t.app)]);
    expect((await put(emailOnly.token, { categories: { submission: { inApp: false } } })).statusCode).toBe(200);
    expect((await put(nothing.token, { categories: { submission: { inApp: false, email: false } } })).statusCode).toBe(
      200,
    );
    const brief = await createFundedBrief(t.app, brand.token);
    const a = await createSubmission(t.app, emailOnly.token, brief.id);
    const b = await createSubmission(t.app, nothing.token, brief.id);
    await reviewSubmission(t.app, brand.token, a.id, 'approve');
    await reviewSubmission(t.app, brand.token, b.id, 'approve');
    await expectNotifications(
      [emailOnly.user.id, nothing.user.id],
      [{ user_id: emailOnly.user.id, title: 'Submission shortlisted', in_app: false }],
    );
    const listed = await inject('GET', '/api/notifications', emailOnly.token);
    expect(listed.json()).toMatchObject({ notifications: [], stats: { total: 0 } });
  });

  it('critical notifications reach the app even with in-app notifications off', async () => {
    const payload = brandPayload();
    const registered = await inject('POST', '/api/brands/register', undefined, payload, {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/131.0',
    });
    const token = registered.json().token as string;
    expect(
      (await put(token, { inApp: false, email: false, categories: { security: { inApp: false } } })).statusCode,
    ).toBe(200);
    const login = (userAgent: string) =>
      inject(
        'POST',
        '/api/login',
        undefined,
        { email: payload.email, password: TEST_PASSWORD },
        { 'user-agent': userAgent },
      );
    await login('Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/131.0');
    await login('Mozilla/5.0 (Windows NT 10.0) Chrome/130.0 Safari/537.36');
    const brief = await createFundedBrief(t.app, token); // brief.funded: not critical, not made
    expect(brief.id).toBeTruthy();
    await runJobs(t.app);
    const rows = await storedNotifications(db(), [registered.json().user.id]);
    expect(rows.map((row) => [row.category, row.in_app])).toEqual([['security', true]]);
    const listed = await inject('GET', '/api/notifications', token);
    expect(listed.json().stats).toEqual({ total: 1, unread: 1, urgent: 0 });
  });
});

describe(`a Google sign-in from a new browser (${TEST_DB_KIND})`, () => {
  it('notifies like a password sign-in; registering through Google does not', async () => {
    const google = await startGoogleFixture();
    const app = await createTestApp({
      database: t.database,
      env: { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.jwksUrl },
    });
    try {
      const email = `googler-${Date.now()}@example.test`;
      const credential = await google.sign({ sub: `sub-${email}`, email, name: 'Gia Google' });
      const signIn = (userAgent: string, extra: Record<string, unknown> = {}) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/google',
          headers: { 'user-agent': userAgent },
          payload: { credential, ...extra },
        });
      const registered = await signIn(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
        {
          userType: 'creator',
          termsAccepted: true,
        },
      );
      expect(registered.statusCode, registered.body).toBe(200);
      const userId = registered.json().user.id as string;
      expect(
        (
          await signIn(
            'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
          )
        ).statusCode,
      ).toBe(200);
      expect(
        (
          await signIn(
            'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
          )
        ).statusCode,
      ).toBe(200);
      await runJobs(app.app);
      const rows = await storedNotifications(db(), [userId]);
      expect(rows.map((row) => [row.category, row.message.match(/from (.+?) \(/)?.[1]])).toEqual([
        ['security', 'Chrome on Android'],
      ]);
    } finally {
      await app.close();
      await google.close();
    }
  });
});
