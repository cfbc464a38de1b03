import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDateTime } from '@briefly/shared/event-rules';
import type { TAuthResponse } from '@briefly/shared/auth';
import { queryRows } from '../../db/client.ts';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../../../test/test-app.ts';
import { bearer, createAdmin, createBrand, createCreator, uniqueSuffix } from '../../../test/factories.ts';

// Seats never pass the capacity however many register at once, and one person holds at most one.
// Meaningful on PostgreSQL (TEST_DB=postgres); PGlite runs one transaction at a time, and there it
// checks the outcome.

const PEOPLE = 30;
const SEATS = 5;
let t: TestApp;
let admin: TAuthResponse;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

async function createEvent(maxAttendees: number): Promise<string> {
  const timezone = 'Europe/Berlin';
  const { date, time } = localDateTime(new Date(Date.now() + 2 * 24 * 60 * 60_000), timezone);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/events',
    headers: bearer(admin.token),
    payload: {
      title: `Race ${uniqueSuffix()}`,
      description: 'Few seats.',
      type: 'networking',
      category: 'networking',
      host: { name: 'Host' },
      date,
      time,
      timezone,
      duration: 30,
      maxAttendees,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().event.id;
}

const registrations = async (eventId: string) =>
  queryRows<{ registered: number; seats: number }>(
    t.database.db,
    sql`select (select count(*)::int from event_registrations where event_id = ${eventId}) as registered, current_attendees as seats from events where id = ${eventId}`,
  );

describe(`registering at once (${TEST_DB_KIND})`, () => {
  it(`${PEOPLE} people for ${SEATS} seats: exactly ${SEATS} get one, the others hear Event Full`, async () => {
    const eventId = await createEvent(SEATS);
    const people = await Promise.all(
      Array.from({ length: PEOPLE }, (_, index) => (index % 2 ? createBrand(t.app) : createCreator(t.app))),
    );
    const responses = await Promise.all(
      people.map((person) =>
        t.app.inject({
          method: 'POST',
          url: `/api/events/${eventId}/register`,
          headers: { ...bearer(person.token), 'content-type': 'application/json' },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.filter((status) => status === 200),
      JSON.stringify(responses.map((response) => response.body).slice(0, 3)),
    ).toHaveLength(SEATS);
    expect(
      responses.filter((response) => response.statusCode === 409 && response.json().code === 'EVENT_FULL'),
    ).toHaveLength(PEOPLE - SEATS);
    expect(await registrations(eventId)).toEqual([{ registered: SEATS, seats: SEATS }]);
  });

  it('one person registering ten times at once holds one seat', async () => {
    const eventId = await createEvent(3);
    const person = await createCreator(t.app);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/events/${eventId}/register`,
          headers: { ...bearer(person.token), 'content-type': 'application/json' },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(await registrations(eventId)).toEqual([{ registered: 1, seats: 1 }]);
  });

  it('registering and cancelling at once keeps the count equal to the registrations', async () => {
    const eventId = await createEvent(50);
    const people = await Promise.all(Array.from({ length: 10 }, () => createCreator(t.app)));
    await Promise.all(
      people.map((person) =>
        t.app.inject({ method: 'POST', url: `/api/events/${eventId}/register`, headers: bearer(person.token) }),
      ),
    );
    await Promise.all(
      people.flatMap((person, index) => [
        t.app.inject({
          method: index % 2 ? 'DELETE' : 'POST',
          url: `/api/events/${eventId}/register`,
          headers: bearer(person.token),
        }),
        t.app.inject({ method: 'DELETE', url: `/api/events/${eventId}/register`, headers: bearer(person.token) }),
      ]),
    );
    const [row] = await registrations(eventId);
    expect(row!.seats).toBe(row!.registered);
  });
});
