import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_ZONE_MESSAGES } from '@briefly/shared/account-time-zone';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createAdmin, createBrand, createCreator } from '../../../test/factories.ts';

// PUT /api/me/time-zone (docs/product/accounts.md#your-time-zone, decision 039).

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const put = (payload: unknown, token?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/me/time-zone',
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json().user;

describe('PUT /api/me/time-zone', () => {
  it('stores the zone in its IANA spelling and /api/me reports it', async () => {
    const creator = await createCreator(t.app);
    expect((await me(creator.token)).timeZone).toBeUndefined();

    const response = await put({ timeZone: 'europe/berlin' }, creator.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ timeZone: 'Europe/Berlin', timeZoneChosen: true });
    expect(await me(creator.token)).toMatchObject({ timeZone: 'Europe/Berlin', timeZoneChosen: true });
  });

  it('answers 401 without a session', async () => {
    const response = await put({ timeZone: 'Europe/Berlin' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it.each(['Mars/Olympus', '+01:00', '', 'Europe/Berlin; drop table users', 'x'.repeat(80)])(
    'refuses %j with a clear 400 sentence',
    async (timeZone) => {
      const brand = await createBrand(t.app);
      const response = await put({ timeZone }, brand.token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: TIME_ZONE_MESSAGES.invalid, code: 'VALIDATION_ERROR' });
      expect((await me(brand.token)).timeZone).toBeUndefined();
    },
  );

  it("cannot set another user's zone: a user id is refused, and only the caller's account changes", async () => {
    const [brand, creator] = await Promise.all([createBrand(t.app), createCreator(t.app)]);
    const refused = await put({ timeZone: 'Asia/Tokyo', userId: creator.user.id }, brand.token);
    expect(refused.statusCode).toBe(400);

    expect((await put({ timeZone: 'Asia/Tokyo' }, brand.token)).statusCode).toBe(200);
    expect((await me(brand.token)).timeZone).toBe('Asia/Tokyo');
    expect((await me(creator.token)).timeZone).toBeUndefined();
  });

  it("a zone noticed on a device ('detected') fills an empty one and follows the device, but never replaces a chosen one", async () => {
    const creator = await createCreator(t.app);
    const detect = (timeZone: string) => put({ timeZone, source: 'detected' }, creator.token);

    expect((await detect('America/New_York')).json()).toEqual({ timeZone: 'America/New_York', timeZoneChosen: false });
    expect((await detect('America/Chicago')).json()).toEqual({ timeZone: 'America/Chicago', timeZoneChosen: false });

    await put({ timeZone: 'Europe/Lisbon' }, creator.token);
    expect((await detect('America/Denver')).json()).toEqual({ timeZone: 'Europe/Lisbon', timeZoneChosen: true });

    // "Use this device's zone": followed again from now on.
    expect((await put({ timeZone: 'America/Denver', source: 'device' }, creator.token)).json()).toEqual({
      timeZone: 'America/Denver',
      timeZoneChosen: false,
    });
    expect((await detect('Asia/Seoul')).json()).toEqual({ timeZone: 'Asia/Seoul', timeZoneChosen: false });
  });

  it('admins have a zone too', async () => {
    const admin = await createAdmin(t.app, t.database.db);
    expect((await put({ timeZone: 'UTC' }, admin.token)).json()).toEqual({ timeZone: 'UTC', timeZoneChosen: true });
  });
});
