import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REGISTRATION_CHANGES_PER_USER } from './events.routes.ts';
import type { TAuthResponse } from '@briefly/shared/auth';
import { EVENT_MESSAGES, localDateTime } from '@briefly/shared/event-rules';
import type { TAdminEventRequest, TEvent, TEventsResponse } from '@briefly/shared/events';
import { formatZonedDateTime } from '@briefly/shared/zoned-time';
import { queryRows } from '../../db/client.ts';
import { createMovableClock } from '../../platform/module.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createAdmin, createBrand, createCreator, uniqueSuffix } from '../../../test/factories.ts';
import { runJobs, storedMails, storedNotifications } from '../notifications/notifications.test-support.ts';

// The events API through the real app: public reads with figures from the database, registration
// once per person and never past the capacity, the admin's audited writes, the calendar file,
// the registration email and the day-before reminder.

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const clock = createMovableClock();
let t: TestApp;
let admin: TAuthResponse;
let brand: TAuthResponse;
let creator: TAuthResponse;

beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await createAdmin(t.app, t.database.db);
  brand = await createBrand(t.app);
  creator = await createCreator(t.app);
});
afterAll(() => t.close());
beforeEach(() => clock.set(null));

const call = (options: InjectOptions) => t.app.inject(options);

/** A valid event starting `inMs` from the clock's now, in New York time. */
function eventPayload(overrides: Partial<TAdminEventRequest> = {}, inMs = 3 * DAY): TAdminEventRequest {
  const timezone = overrides.timezone ?? 'America/New_York';
  const { date, time } = localDateTime(new Date(clock().getTime() + inMs), timezone);
  return {
    title: `Creator workshop ${uniqueSuffix()}`,
    description: 'How to pitch a brand in three minutes.',
    type: 'workshop',
    category: 'education',
    host: { name: 'Ada Host', type: 'team', bio: 'Runs the creator programme.' },
    date,
    time,
    timezone,
    duration: 60,
    maxAttendees: 50,
    price: 0,
    tags: ['pitching', 'brands', 'video', 'audio', 'growth'],
    requirements: ['A laptop'],
    learningOutcomes: ['A pitch you can send today'],
    agenda: [{ time: '00:00', topic: 'Welcome', speaker: 'Ada Host' }],
    ...overrides,
  };
}

async function createEvent(overrides: Partial<TAdminEventRequest> = {}, inMs?: number): Promise<TEvent> {
  const response = await call({
    method: 'POST',
    url: '/api/admin/events',
    headers: bearer(admin.token),
    payload: eventPayload(overrides, inMs),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().event;
}

const register = (token: string | null, id: string) =>
  call({
    method: 'POST',
    url: `/api/events/${id}/register`,
    headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/json' },
  });

async function listEvents(query = '', token?: string): Promise<TEventsResponse> {
  const response = await call({ method: 'GET', url: `/api/events${query}`, headers: token ? bearer(token) : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function auditActions(eventId: string): Promise<string[]> {
  const rows = await queryRows<{ action: string }>(
    t.database.db,
    sql`select action from audit_log where target_type = 'event' and target_id = ${eventId} order by created_at`,
  );
  return rows.map((row) => row.action);
}

describe('GET /api/events', () => {
  it('is public and answers the spec’s Event fields with the date and time in the event’s time zone', async () => {
    const created = await createEvent({ timezone: 'Asia/Tokyo' });
    const { events, stats } = await listEvents('?limit=100');
    const event = events.find((item) => item.id === created.id)!;
    expect(event).toMatchObject({
      type: 'workshop',
      category: 'education',
      host: { name: 'Ada Host', type: 'team', bio: 'Runs the creator programme.', id: null },
      timezone: 'Asia/Tokyo',
      duration: 60,
      maxAttendees: 50,
      currentAttendees: 0,
      seatsLeft: 50,
      price: 0,
      currency: 'USD',
      isFree: true,
      isLive: false,
      status: 'upcoming',
      isRegistered: false,
      recordingUrl: null,
    });
    expect(localDateTime(new Date(event.startsAt), 'Asia/Tokyo')).toEqual({ date: event.date, time: event.time });
    expect(new Date(event.endsAt).getTime() - new Date(event.startsAt).getTime()).toBe(60 * 60_000);
    expect(stats.upcoming).toBeGreaterThanOrEqual(1);
    expect(stats.registrations).not.toBeNull();
  });

  it('refuses an unknown filter or category with 400', async () => {
    for (const query of ['?filter=soon', '?category=cooking', '?limit=0']) {
      const response = await call({ method: 'GET', url: `/api/events${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const response = await call({ method: 'GET', url: '/api/events?filter=soon' });
    expect(response.json().error).toContain(EVENT_MESSAGES.filterInvalid);
  });

  it('filters by time and type and category, and lists events to come soonest first, then past ones', async () => {
    const later = await createEvent({ type: 'webinar', category: 'technical' }, 10 * DAY);
    const sooner = await createEvent({ type: 'webinar', category: 'technical' }, 5 * DAY);
    const networking = await createEvent({ type: 'networking', category: 'networking' }, 2 * HOUR);
    // A past one: made earlier, as of eight days ago, for an hour later that day.
    clock.set(new Date(Date.now() - 8 * DAY));
    const past = await createEvent({ type: 'webinar', category: 'technical' }, HOUR);
    clock.set(null);

    const webinars = (await listEvents('?filter=webinar&category=technical&limit=100')).events.map((event) => event.id);
    expect(webinars.indexOf(sooner.id)).toBeLessThan(webinars.indexOf(later.id));
    expect(webinars.indexOf(later.id)).toBeLessThan(webinars.indexOf(past.id));
    expect(webinars).not.toContain(networking.id);

    const upcoming = (await listEvents('?filter=upcoming&limit=100')).events.map((event) => event.id);
    expect(upcoming).toEqual(expect.arrayContaining([sooner.id, later.id, networking.id]));
    expect(upcoming).not.toContain(past.id);

    // Live: once it has started, until its end.
    clock.set(new Date(Date.now() + 2 * HOUR + 10 * 60_000));
    const live = await listEvents('?filter=live&limit=100');
    expect(live.events.map((event) => event.id)).toContain(networking.id);
    expect(live.events.find((event) => event.id === networking.id)).toMatchObject({ status: 'live', isLive: true });
    clock.set(null);

    const education = (await listEvents('?category=networking&limit=100')).events;
    expect(education.every((event) => event.category === 'networking')).toBe(true);
  });
});

describe('GET /api/events/:id', () => {
  it('answers one event, 404 for an unknown one and 400 for a malformed id', async () => {
    const created = await createEvent();
    const found = await call({ method: 'GET', url: `/api/events/${created.id}` });
    expect(found.statusCode).toBe(200);
    expect(found.json().event.id).toBe(created.id);
    expect((await call({ method: 'GET', url: '/api/events/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
    expect((await call({ method: 'GET', url: '/api/events/not-an-id' })).statusCode).toBe(400);
  });

  it('offers the event as a calendar file', async () => {
    const created = await createEvent({ title: 'Pitch, clinic; live' });
    const response = await call({ method: 'GET', url: `/api/events/${created.id}/calendar.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['content-disposition']).toBe('attachment; filename="pitch-clinic-live.ics"');
    expect(response.body).toContain('SUMMARY:Pitch\\, clinic\\; live');
    expect(response.body).toContain(`UID:event-${created.id}@`);
  });
});

describe('registration', () => {
  it('anonymous callers are not registered (200) and cannot register (401)', async () => {
    const event = await createEvent();
    const status = await call({ method: 'GET', url: `/api/events/${event.id}/registration` });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ isRegistered: false });
    expect((await register(null, event.id)).statusCode).toBe(401);
    expect((await call({ method: 'DELETE', url: `/api/events/${event.id}/register` })).statusCode).toBe(401);
  });

  it('admins cannot register (403); unknown events answer 404', async () => {
    const event = await createEvent();
    expect((await register(admin.token, event.id)).statusCode).toBe(403);
    expect((await register(creator.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('registers once with no body: the seat count moves, a second call changes nothing, cancelling frees the seat', async () => {
    const event = await createEvent({ maxAttendees: 5 });
    const first = await register(creator.token, event.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      isRegistered: true,
      message: EVENT_MESSAGES.registered,
      event: { currentAttendees: 1, seatsLeft: 4, isRegistered: true },
    });

    const again = await register(creator.token, event.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      isRegistered: true,
      message: EVENT_MESSAGES.alreadyRegistered,
      event: { currentAttendees: 1 },
    });

    const status = await call({
      method: 'GET',
      url: `/api/events/${event.id}/registration`,
      headers: bearer(creator.token),
    });
    expect(status.json()).toEqual({ isRegistered: true });
    expect(
      (await listEvents('?limit=100', creator.token)).events.find((item) => item.id === event.id)?.isRegistered,
    ).toBe(true);

    const brandRegistration = await register(brand.token, event.id);
    expect(brandRegistration.json().event.currentAttendees).toBe(2);

    const cancelled = await call({
      method: 'DELETE',
      url: `/api/events/${event.id}/register`,
      headers: bearer(creator.token),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ isRegistered: false, event: { currentAttendees: 1, seatsLeft: 4 } });
    // Cancelling again changes nothing.
    const twice = await call({
      method: 'DELETE',
      url: `/api/events/${event.id}/register`,
      headers: bearer(creator.token),
    });
    expect(twice.json().event.currentAttendees).toBe(1);
  });

  it('answers Event Full (409 EVENT_FULL) once every seat is taken', async () => {
    const event = await createEvent({ maxAttendees: 1 });
    expect((await register(creator.token, event.id)).statusCode).toBe(200);
    const full = await register(brand.token, event.id);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'EVENT_FULL', error: EVENT_MESSAGES.fullError });
  });

  it('refuses events that started, ended or were cancelled (409), and paid ones (422)', async () => {
    const soon = await createEvent({}, HOUR);
    clock.set(new Date(Date.now() + HOUR + 5 * 60_000));
    const started = await register(creator.token, soon.id);
    expect(started.statusCode).toBe(409);
    expect(started.json()).toMatchObject({ code: 'EVENT_CLOSED', error: EVENT_MESSAGES.started });
    clock.set(new Date(Date.now() + 3 * HOUR));
    const ended = await register(creator.token, soon.id);
    expect(ended.json()).toMatchObject({ code: 'EVENT_CLOSED', error: EVENT_MESSAGES.ended });
    clock.set(null);

    const paid = await createEvent({ price: 25 });
    const refused = await register(creator.token, paid.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(EVENT_MESSAGES.paid);
    expect((await call({ method: 'GET', url: `/api/events/${paid.id}` })).json().event).toMatchObject({
      isFree: false,
      price: 25,
      currentAttendees: 0,
    });

    const doomed = await createEvent();
    expect((await register(brand.token, doomed.id)).statusCode).toBe(200);
    expect(
      (await call({ method: 'DELETE', url: `/api/admin/events/${doomed.id}`, headers: bearer(admin.token) })).json(),
    ).toEqual({ outcome: 'cancelled', notified: 1 });
    const cancelled = await register(creator.token, doomed.id);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error).toBe(EVENT_MESSAGES.cancelled);
  });

  it('keeps a registration once the event started: cancelling then is refused', async () => {
    const event = await createEvent({}, HOUR);
    await register(creator.token, event.id);
    clock.set(new Date(Date.now() + 2 * HOUR));
    const response = await call({
      method: 'DELETE',
      url: `/api/events/${event.id}/register`,
      headers: bearer(creator.token),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(EVENT_MESSAGES.cannotCancelStarted);
  });

  it('tells the registrant in the app and by email with the calendar invitation attached', async () => {
    const person = await createCreator(t.app);
    const event = await createEvent({ title: `Calendar check ${uniqueSuffix()}` });
    expect((await register(person.token, event.id)).statusCode).toBe(200);
    await runJobs(t.app);
    const [notification] = await storedNotifications(t.database.db, [person.user.id]);
    expect(notification).toMatchObject({
      title: 'You are registered',
      category: 'event',
      link: `/events?event=${event.id}`,
    });
    // One clock: no stored zone for the person, so the event's own, named (New York: EST or EDT).
    const starts = formatZonedDateTime(event.startsAt, 'America/New_York');
    expect(starts).toMatch(/ at \d{1,2}:\d{2} [AP]M E[SD]T$/);
    expect(notification!.message).toContain(`on ${starts}.`);
    const mails = await storedMails(t.database.db, person.user.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`on ${starts}.`);
    const [attachment] = (
      mails[0] as unknown as { attachments: Array<{ filename: string; content: string; contentType: string }> }
    ).attachments;
    expect(attachment!.contentType).toContain('text/calendar');
    expect(attachment!.content).toContain('BEGIN:VCALENDAR');
    const start = new Date(event.startsAt)
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z')
      .replace(/[-:]/g, '');
    expect(attachment!.content).toContain(`DTSTART:${start}`);
  });

  it('registering and cancelling again and again mails one calendar file per event and day', async () => {
    const person = await createCreator(t.app);
    const event = await createEvent({ title: `Churn check ${uniqueSuffix()}` });
    const cancel = () =>
      call({ method: 'DELETE', url: `/api/events/${event.id}/register`, headers: bearer(person.token) });
    clock.set(new Date(Date.now()));
    for (let cycle = 0; cycle < 10; cycle++) {
      expect((await register(person.token, event.id)).statusCode).toBe(200);
      await runJobs(t.app);
      expect((await cancel()).statusCode).toBe(200);
    }
    expect(await storedMails(t.database.db, person.user.id)).toHaveLength(1);
    expect(await storedNotifications(t.database.db, [person.user.id])).toHaveLength(1);

    // The next day, a registration mails the calendar file again.
    clock.set(new Date(Date.now() + DAY));
    expect((await register(person.token, event.id)).statusCode).toBe(200);
    await runJobs(t.app);
    expect(await storedMails(t.database.db, person.user.id)).toHaveLength(2);
  });

  it('limits registration changes per person', async () => {
    const person = await createCreator(t.app);
    const event = await createEvent({ title: `Limit check ${uniqueSuffix()}` });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < REGISTRATION_CHANGES_PER_USER.max + 1; attempt++) {
      statuses.push((await register(person.token, event.id)).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    const refused = await register(person.token, event.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});

describe('the day-before reminder', () => {
  it('reminds each registration once, a day before, and not after it was cancelled', async () => {
    const stayer = await createCreator(t.app);
    const leaver = await createCreator(t.app);
    const event = await createEvent({}, 3 * DAY);
    await register(stayer.token, event.id);
    await register(leaver.token, event.id);
    await call({ method: 'DELETE', url: `/api/events/${event.id}/register`, headers: bearer(leaver.token) });

    clock.set(new Date(new Date(event.startsAt).getTime() - 30 * HOUR));
    await t.app.services.communityEvents.remindDue();
    await runJobs(t.app);
    const early = await storedNotifications(t.database.db, [stayer.user.id]);
    expect(early.filter((row) => row.title === 'Your event starts soon')).toHaveLength(0);

    clock.set(new Date(new Date(event.startsAt).getTime() - 20 * HOUR));
    expect((await t.app.services.communityEvents.remindDue()).reminded).toBeGreaterThanOrEqual(1);
    await t.app.services.communityEvents.remindDue();
    await runJobs(t.app);
    const reminders = (await storedNotifications(t.database.db, [stayer.user.id, leaver.user.id])).filter(
      (row) => row.title === 'Your event starts soon',
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ user_id: stayer.user.id, priority: 'high' });
  });
});

describe('admin writes', () => {
  it('anonymous 401, brands and creators 403', async () => {
    const payload = eventPayload();
    expect((await call({ method: 'POST', url: '/api/admin/events', payload })).statusCode).toBe(401);
    for (const token of [brand.token, creator.token]) {
      expect(
        (await call({ method: 'POST', url: '/api/admin/events', headers: bearer(token), payload })).statusCode,
      ).toBe(403);
      expect((await call({ method: 'GET', url: '/api/admin/events', headers: bearer(token) })).statusCode).toBe(403);
    }
  });

  it('refuses bad event fields with 400', async () => {
    const cases: Array<Partial<TAdminEventRequest> & Record<string, unknown>> = [
      { title: '  ' },
      { timezone: 'Mars/Olympus' },
      { date: '2030-02-30' },
      { time: '25:00' },
      { duration: 0 },
      { maxAttendees: 0 },
      { price: -1 },
      { price: 10.005 },
      { recordingUrl: 'https://example.com/video' },
      { recordingUrl: 'javascript:alert(1)', isRecorded: true },
      { tags: Array.from({ length: 11 }, (_, index) => `tag${index}`) },
      { type: 'party' as never },
      { currentAttendees: 3 },
    ];
    for (const change of cases) {
      const response = await call({
        method: 'POST',
        url: '/api/admin/events',
        headers: bearer(admin.token),
        payload: { ...eventPayload(), ...change },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
    }
    const past = await call({
      method: 'POST',
      url: '/api/admin/events',
      headers: bearer(admin.token),
      payload: eventPayload({}, -HOUR),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe(EVENT_MESSAGES.startInPast);
    // 02:30 on the day New York's clocks jump from 02:00 to 03:00 does not exist.
    const gap = await call({
      method: 'POST',
      url: '/api/admin/events',
      headers: bearer(admin.token),
      payload: {
        ...eventPayload(),
        date: `${new Date().getUTCFullYear() + 2}-03-${secondSundayOfMarch(new Date().getUTCFullYear() + 2)}`,
        time: '02:30',
      },
    });
    expect(gap.statusCode).toBe(400);
  });

  it('creates, edits and deletes with an audit row each; capacity never below the people registered', async () => {
    const event = await createEvent({ maxAttendees: 10 });
    await register(creator.token, event.id);
    await register(brand.token, event.id);

    const tooSmall = await call({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      headers: bearer(admin.token),
      payload: eventPayload({ title: event.title, maxAttendees: 1 }),
    });
    expect(tooSmall.statusCode).toBe(409);
    expect(tooSmall.json().error).toBe(EVENT_MESSAGES.capacityBelowRegistrations(2));

    const edited = await call({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      headers: bearer(admin.token),
      payload: { ...eventPayload({ title: 'Renamed workshop', maxAttendees: 2 }), date: event.date, time: event.time },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().event).toMatchObject({
      title: 'Renamed workshop',
      maxAttendees: 2,
      seatsLeft: 0,
      startsAt: event.startsAt,
    });
    expect((await register((await createCreator(t.app)).token, event.id)).json()).toMatchObject({ code: 'EVENT_FULL' });

    expect(
      (
        await call({
          method: 'PUT',
          url: '/api/admin/events/00000000-0000-4000-8000-000000000000',
          headers: bearer(admin.token),
          payload: eventPayload(),
        })
      ).statusCode,
    ).toBe(404);

    const empty = await createEvent();
    const deleted = await call({
      method: 'DELETE',
      url: `/api/admin/events/${empty.id}`,
      headers: bearer(admin.token),
    });
    expect(deleted.json()).toEqual({ outcome: 'deleted', notified: 0 });
    expect((await call({ method: 'GET', url: `/api/events/${empty.id}` })).statusCode).toBe(404);
    expect(await auditActions(empty.id)).toEqual(['admin.event.created', 'admin.event.deleted']);

    const cancelled = await call({
      method: 'DELETE',
      url: `/api/admin/events/${event.id}`,
      headers: bearer(admin.token),
    });
    expect(cancelled.json()).toEqual({ outcome: 'cancelled', notified: 2 });
    expect((await call({ method: 'GET', url: `/api/events/${event.id}` })).json().event).toMatchObject({
      status: 'cancelled',
      currentAttendees: 2,
    });
    await runJobs(t.app);
    const told = await storedNotifications(t.database.db, [creator.user.id, brand.user.id]);
    expect(
      told.filter((row) => row.title === 'Event cancelled' && row.link === `/events?event=${event.id}`),
    ).toHaveLength(2);
    // Deleting a cancelled event removes it.
    expect(
      (await call({ method: 'DELETE', url: `/api/admin/events/${event.id}`, headers: bearer(admin.token) })).json()
        .outcome,
    ).toBe('deleted');
    expect(await auditActions(event.id)).toEqual([
      'admin.event.created',
      'admin.event.updated',
      'admin.event.cancelled',
      'admin.event.deleted',
    ]);
  });

  it('moving an event tells its registrants with a new calendar file', async () => {
    const person = await createCreator(t.app);
    const event = await createEvent();
    await register(person.token, event.id);
    const moved = await call({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      headers: bearer(admin.token),
      payload: eventPayload({ title: event.title }, 4 * DAY),
    });
    expect(moved.statusCode).toBe(200);
    await runJobs(t.app);
    const notifications = await storedNotifications(t.database.db, [person.user.id]);
    expect(notifications.map((row) => row.title)).toContain('Event moved');
  });

  it("writes the moved start on each registrant's own clock: their zone when stored, else the event's (decision 039)", async () => {
    const [tokyo, berlin, unknown] = await Promise.all([
      createCreator(t.app),
      createBrand(t.app),
      createCreator(t.app),
    ]);
    for (const [person, timeZone] of [
      [tokyo, 'Asia/Tokyo'],
      [berlin, 'Europe/Berlin'],
    ] as const) {
      const set = await call({
        method: 'PUT',
        url: '/api/me/time-zone',
        headers: bearer(person.token),
        payload: { timeZone },
      });
      expect(set.statusCode, set.body).toBe(200);
    }
    const event = await createEvent({ title: `Zones check ${uniqueSuffix()}` });
    for (const person of [tokyo, berlin, unknown])
      expect((await register(person.token, event.id)).statusCode).toBe(200);
    const moved = await call({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      headers: bearer(admin.token),
      payload: eventPayload({ title: event.title }, 5 * DAY),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await runJobs(t.app);
    const startsAt = (moved.json() as { event: TEvent }).event.startsAt;

    const expected = [
      [tokyo, formatZonedDateTime(startsAt, 'Asia/Tokyo'), /GMT\+9, Tokyo$/],
      [berlin, formatZonedDateTime(startsAt, 'Europe/Berlin'), /GMT\+[12], Berlin$/],
      [unknown, formatZonedDateTime(startsAt, 'America/New_York'), / E[SD]T$/],
    ] as const;
    for (const [person, starts, zoneName] of expected) {
      expect(starts).toMatch(zoneName);
      const [notice] = (await storedNotifications(t.database.db, [person.user.id])).filter(
        (row) => row.title === 'Event moved',
      );
      expect(notice!.message).toBe(
        `“${event.title}” now starts ${starts}. The updated calendar invitation is attached to the email.`,
      );
      const mail = (await storedMails(t.database.db, person.user.id)).find((row) => row.subject === 'Event moved');
      expect(mail!.text).toContain(`now starts ${starts}.`);
      expect(mail!.html).toContain(`now starts ${starts}.`);
    }
    // Three different clock texts for one moment.
    expect(new Set(expected.map(([, starts]) => starts)).size).toBe(3);
  });
});

/** Day of the month of March's second Sunday (US clocks go forward at 02:00). */
function secondSundayOfMarch(year: number): string {
  const first = new Date(Date.UTC(year, 2, 1)).getUTCDay();
  return String(1 + ((7 - first) % 7) + 7).padStart(2, '0');
}
