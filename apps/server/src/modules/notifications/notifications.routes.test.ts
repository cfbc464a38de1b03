import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNotification, TNotificationsResponse } from '@briefly/shared/notifications';
import { createTestApp, openTestDatabase, TEST_DB_KIND, type TestApp } from '../../../test/test-app.ts';
import { bearer, createAdmin, createBrand, createCreator } from '../../../test/factories.ts';
import type { NotificationDraft } from './notifications.service.ts';
import { sql } from 'drizzle-orm';
import { prune } from './notifications.repository.ts';
import { databaseWithAnAccount, storedNotifications } from './notifications.test-support.ts';

// The notifications API through the real app: the token decides whose notifications are read or
// changed; another user's are never reached.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const JSON_NO_BODY = { 'content-type': 'application/json' };

/** Notifications made the way the event subscriber makes them (one event each), oldest first. */
async function give(
  app: TestApp['app'],
  userId: string,
  drafts: Array<Partial<NotificationDraft>>,
  start = Date.now() - 60_000,
): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, draft] of drafts.entries()) {
    const [row] = await app.database.db.transaction((tx) =>
      app.services.notifications.deliver(tx, {
        eventId: randomUUID(),
        at: new Date(start + index * 1000),
        drafts: [
          {
            userId,
            title: `Note ${index}`,
            message: `Message ${index}`,
            type: 'info',
            category: 'submission',
            priority: 'normal',
            link: '/brand/dashboard',
            ...draft,
          },
        ],
      }),
    );
    ids.push(row!.id);
  }
  return ids;
}

async function list(token: string, query = ''): Promise<TNotificationsResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe(`notifications API (${TEST_DB_KIND})`, () => {
  it('answers 401 to anonymous callers on every call', async () => {
    const id = randomUUID();
    const calls: Array<[string, string]> = [
      ['GET', '/api/notifications'],
      ['GET', `/api/notifications/${id}`],
      ['PATCH', `/api/notifications/${id}/read`],
      ['DELETE', `/api/notifications/${id}`],
      ['POST', '/api/notifications/read-all'],
      ['POST', '/api/notifications/dismiss-all'],
      ['GET', '/api/notifications/preferences'],
      ['PUT', '/api/notifications/preferences'],
    ];
    for (const [method, url] of calls) {
      const response = await t.app.inject({ method: method as 'GET', url, headers: JSON_NO_BODY });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
  });

  it('lists your own notifications newest first with stats, filtered and paged in the query', async () => {
    const brand = await createBrand(t.app);
    const other = await createBrand(t.app);
    const ids = await give(t.app, brand.user.id, [
      { category: 'submission', priority: 'normal' },
      { category: 'payment', priority: 'urgent', type: 'error' },
      { category: 'brief', priority: 'low', type: 'success' },
      { category: 'payment', priority: 'high' },
    ]);
    await give(t.app, other.user.id, [{ title: 'Not yours' }]);

    const all = await list(brand.token);
    expect(all.notifications.map((n) => n.id)).toEqual([...ids].reverse());
    expect(all.stats).toEqual({ total: 4, unread: 4, urgent: 1 });
    expect(all.total).toBe(4);
    const newest = all.notifications[0]!;
    expect(newest).toEqual({
      id: ids[3],
      title: 'Note 3',
      message: 'Message 3',
      type: 'info',
      category: 'payment',
      priority: 'high',
      isRead: false,
      readAt: null,
      createdAt: expect.any(String),
      link: '/brand/dashboard',
      dismissedAt: null,
    });

    // The spec's client sends userId and userType: accepted and ignored, even another user's id.
    const spoofed = await list(brand.token, `?userId=${other.user.id}&userType=brand`);
    expect(spoofed.notifications.map((n) => n.id)).toEqual([...ids].reverse());

    expect((await list(brand.token, '?category=payment')).notifications.map((n) => n.id)).toEqual([ids[3], ids[1]]);
    expect((await list(brand.token, '?priority=urgent')).notifications.map((n) => n.id)).toEqual([ids[1]]);
    const paged = await list(brand.token, '?limit=2&offset=1');
    expect(paged.notifications.map((n) => n.id)).toEqual([ids[2], ids[1]]);
    expect(paged.total).toBe(4);
    const past = await list(brand.token, '?limit=2&offset=10');
    expect(past.notifications).toEqual([]);
    expect(past.total).toBe(4);

    await t.app.inject({ method: 'PATCH', url: `/api/notifications/${ids[1]}/read`, headers: bearer(brand.token) });
    expect((await list(brand.token, '?isRead=true')).notifications.map((n) => n.id)).toEqual([ids[1]]);
    expect((await list(brand.token, '?isRead=false&category=payment')).notifications.map((n) => n.id)).toEqual([
      ids[3],
    ]);
    expect((await list(brand.token)).stats).toEqual({ total: 4, unread: 3, urgent: 0 });
  });

  it('refuses bad filters with a clear 400', async () => {
    const brand = await createBrand(t.app);
    const cases: Array<[string, RegExp]> = [
      ['?category=lottery', /category must be one of payment, wallet, submission/],
      ['?priority=critical', /priority must be one of urgent, high, medium, normal, low/],
      ['?isRead=maybe', /isRead must be true or false/],
      ['?includeDismissed=yes', /includeDismissed must be true or false/],
      ['?limit=101', /limit must be at most 100/],
      ['?limit=0', /limit must be at least 1/],
      ['?limit=ten', /limit must be a number/],
      ['?offset=-1', /offset must be 0 or more/],
      ['?sort=oldest', /sort|Unrecognized/i],
    ];
    for (const [query, message] of cases) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/notifications${query}`,
        headers: bearer(brand.token),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expect(response.json().error, query).toMatch(message);
    }
    const badId = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/not-an-id',
      headers: bearer(brand.token),
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error).toBe('Invalid notification ID');
  });

  it('opens, reads and dismisses only your own; another user’s answers 404 like a missing one', async () => {
    const owner = await createCreator(t.app);
    const intruder = await createCreator(t.app);
    const [id] = await give(t.app, owner.user.id, [{ category: 'winner', priority: 'high', type: 'success' }]);
    const asIntruder = (method: 'GET' | 'PATCH' | 'DELETE', url: string) =>
      t.app.inject({
        method,
        url: `${url}?userId=${owner.user.id}&userType=creator`,
        headers: { ...bearer(intruder.token), ...JSON_NO_BODY },
      });
    for (const [method, url] of [
      ['GET', `/api/notifications/${id}`],
      ['PATCH', `/api/notifications/${id}/read`],
      ['DELETE', `/api/notifications/${id}`],
    ] as const) {
      const response = await asIntruder(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error: 'Notification not found', code: 'NOT_FOUND' });
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/${randomUUID()}`,
      headers: bearer(owner.token),
    });
    expect(missing.statusCode).toBe(404);

    // Untouched by the intruder's calls.
    const opened = await t.app.inject({ method: 'GET', url: `/api/notifications/${id}`, headers: bearer(owner.token) });
    expect(opened.statusCode).toBe(200);
    expect(opened.json<{ notification: TNotification }>().notification).toMatchObject({
      id,
      isRead: false,
      readAt: null,
    });

    // The spec's client: a JSON content type and no body.
    const read = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${id}/read?userId=${owner.user.id}&userType=creator`,
      headers: { ...bearer(owner.token), ...JSON_NO_BODY },
    });
    expect(read.statusCode, read.body).toBe(200);
    const readAt = read.json<{ notification: TNotification }>().notification.readAt;
    expect(read.json().notification).toMatchObject({ id, isRead: true, readAt: expect.any(String) });
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${id}/read`,
      headers: bearer(owner.token),
    });
    expect(again.json().notification.readAt).toBe(readAt); // the first read time stays

    const dismissed = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${id}`,
      headers: { ...bearer(owner.token), ...JSON_NO_BODY },
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toEqual({ id, dismissed: true });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/notifications/${id}`, headers: bearer(owner.token) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/notifications/${id}`, headers: bearer(owner.token) })).statusCode,
    ).toBe(404);
    expect((await list(owner.token)).notifications).toEqual([]);
    expect((await list(owner.token)).stats).toEqual({ total: 0, unread: 0, urgent: 0 });
    const withDismissed = await list(owner.token, '?includeDismissed=true');
    expect(withDismissed.notifications.map((n) => [n.id, typeof n.dismissedAt])).toEqual([[id, 'string']]);
  });

  it('marks all read and dismisses all, yours only, with a JSON content type and no body', async () => {
    const brand = await createBrand(t.app);
    const other = await createBrand(t.app);
    await give(t.app, brand.user.id, [{}, { priority: 'urgent', category: 'payment' }, {}]);
    await give(t.app, other.user.id, [{}, {}]);

    const readAll = await t.app.inject({
      method: 'POST',
      url: `/api/notifications/read-all?userId=${other.user.id}`,
      headers: { ...bearer(brand.token), ...JSON_NO_BODY },
    });
    expect(readAll.statusCode, readAll.body).toBe(200);
    expect(readAll.json()).toEqual({ updated: 3, stats: { total: 3, unread: 0, urgent: 0 } });
    expect((await list(other.token)).stats).toEqual({ total: 2, unread: 2, urgent: 0 });

    const withBody = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: bearer(brand.token),
      payload: { userId: brand.user.id, userType: 'brand' },
    });
    expect(withBody.json()).toMatchObject({ updated: 0 });

    const dismissAll = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/dismiss-all',
      headers: { ...bearer(brand.token), ...JSON_NO_BODY },
    });
    expect(dismissAll.statusCode, dismissAll.body).toBe(200);
    expect(dismissAll.json()).toEqual({ updated: 3, stats: { total: 0, unread: 0, urgent: 0 } });
    expect((await list(other.token)).stats.total).toBe(2);

    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: { ...bearer(brand.token), ...JSON_NO_BODY },
      payload: '{"userId":',
    });
    expect(badJson.statusCode).toBe(400);
  });

  it('keeps preferences on the server: defaults all on, partial updates, security stays on in the app', async () => {
    const creator = await createCreator(t.app);
    const initial = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/preferences?userId=${creator.user.id}`,
      headers: bearer(creator.token),
    });
    expect(initial.statusCode).toBe(200);
    const body = initial.json();
    expect(body.lockedInApp).toEqual(['security']);
    expect(body.preferences).toMatchObject({ inApp: true, email: true, push: true });
    expect(
      Object.values(body.preferences.categories as Record<string, unknown>).every(
        (channels) => JSON.stringify(channels) === JSON.stringify({ inApp: true, email: true, push: true }),
      ),
    ).toBe(true);

    const put = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/notifications/preferences',
        headers: bearer(creator.token),
        payload: payload as object,
      });
    const first = await put({
      emailNotifications: false,
      categories: { submission: { inApp: false }, security: { inApp: false, email: false } },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().preferences).toMatchObject({
      inApp: true,
      email: false,
      categories: {
        submission: { inApp: false, email: true, push: true },
        security: { inApp: true, email: false, push: true },
        winner: { inApp: true, email: true, push: true },
      },
    });
    const second = await put({ push: false, categories: { winner: { email: false } } });
    expect(second.json().preferences).toMatchObject({
      email: false,
      push: false,
      categories: { submission: { inApp: false }, winner: { email: false, inApp: true } },
    });
    const reread = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/preferences',
      headers: bearer(creator.token),
    });
    expect(reread.json()).toEqual(second.json());

    expect((await put({ categories: { lottery: { email: false } } })).statusCode).toBe(400);
    expect((await put({ email: 'no' })).statusCode).toBe(400);
    expect((await put({ categories: { winner: { sms: true } } })).statusCode).toBe(400);
  });

  it('forgets dismissed notifications after the retention; the others stay', async () => {
    const creator = await createCreator(t.app);
    const [old, kept, recent] = await give(t.app, creator.user.id, [{}, {}, {}]);
    await t.database.db.execute(
      sql`update notifications set dismissed_at = now() - interval '100 days' where id in (${old}, ${kept})`,
    );
    await t.database.db.execute(sql`update notifications set dismissed_at = null where id = ${kept}`);
    await t.database.db.execute(
      sql`update notifications set dismissed_at = now() - interval '1 day' where id = ${recent}`,
    );
    await prune(t.database.db, new Date(Date.now() - 90 * 24 * 60 * 60_000));
    expect((await storedNotifications(t.database.db, [creator.user.id])).map((row) => row.id).sort()).toEqual(
      [kept, recent].sort(),
    );
  });

  it('describes every call in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as Record<string, unknown>);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/notifications',
        '/api/notifications/{id}',
        '/api/notifications/{id}/read',
        '/api/notifications/read-all',
        '/api/notifications/preferences',
        '/api/notifications/unsubscribe',
      ]),
    );
  });

  it('offers the test notification and the mail outbox only in demo mode', async () => {
    const creator = await createCreator(t.app);
    const admin = await createAdmin(t.app, t.database.db);
    const seed = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/seed',
      headers: { ...bearer(creator.token), ...JSON_NO_BODY },
    });
    expect(seed.statusCode).toBe(404);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/admin/mail-outbox', headers: bearer(admin.token) });
    expect(outbox.statusCode).toBe(404);
  });
});

describe(`notifications API in demo mode (${TEST_DB_KIND})`, () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({
      database: await databaseWithAnAccount(await openTestDatabase()),
      env: { SEED_DEMO: 'true' },
    });
  });
  afterAll(async () => {
    await demo.close();
    await demo.database.close();
  });

  it('creates the test notification for the caller, whatever userId is sent', async () => {
    const creator = await createCreator(demo.app);
    const other = await createCreator(demo.app);
    expect(
      (await demo.app.inject({ method: 'POST', url: '/api/notifications/seed', headers: JSON_NO_BODY })).statusCode,
    ).toBe(401);
    const seeded = await demo.app.inject({
      method: 'POST',
      url: '/api/notifications/seed',
      headers: { ...bearer(creator.token), ...JSON_NO_BODY },
    });
    expect(seeded.statusCode, seeded.body).toBe(201);
    expect(seeded.json().notification).toMatchObject({
      title: 'Test notification',
      type: 'info',
      category: 'system',
      priority: 'normal',
      isRead: false,
    });
    const custom = await demo.app.inject({
      method: 'POST',
      url: '/api/notifications/seed',
      headers: bearer(creator.token),
      payload: { userId: other.user.id, userType: 'creator', title: 'Hello', message: 'A custom test', extra: 1 },
    });
    expect(custom.statusCode, custom.body).toBe(201);
    const listed = await demo.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(creator.token) });
    expect(listed.json().notifications.map((n: TNotification) => n.title)).toEqual(['Hello', 'Test notification']);
    const others = await demo.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(other.token) });
    expect(others.json().notifications).toEqual([]);
  });

  it('shows admins the mail outbox; others may not read it', async () => {
    const admin = await createAdmin(demo.app, demo.database.db);
    const creator = await createCreator(demo.app);
    const response = await demo.app.inject({
      method: 'GET',
      url: '/api/admin/mail-outbox?limit=5',
      headers: bearer(admin.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ mails: expect.any(Array), total: expect.any(Number) });
    expect(
      (await demo.app.inject({ method: 'GET', url: '/api/admin/mail-outbox', headers: bearer(creator.token) }))
        .statusCode,
    ).toBe(403);
    expect((await demo.app.inject({ method: 'GET', url: '/api/admin/mail-outbox' })).statusCode).toBe(401);
    expect(
      (
        await demo.app.inject({
          method: 'GET',
          url: '/api/admin/mail-outbox?status=lost',
          headers: bearer(admin.token),
        })
      ).statusCode,
    ).toBe(400);
  });
});
