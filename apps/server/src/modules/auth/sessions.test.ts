import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import { createMovableClock } from '../../platform/module.ts';
import { bearer, createAdmin, createBrand, createCreator, TEST_PASSWORD } from '../../../test/factories.ts';
import { openEventStream } from '../../../test/server-processes.ts';
import { sessionBrowserName, sessionDeviceKind } from './auth.service.ts';
import { TICKETS_PER_USER } from '../../platform/realtime/realtime.ts';

// The caller's own sessions (docs/product/accounts.md#sessions; issue 23, item 3): list them, sign
// one out, sign out every other; a session that ends closes the live streams it opened, no others.

let t: TestApp;
const clock = createMovableClock();

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const login = async (email: string, userAgent: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: TEST_PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
};
const list = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/sessions', headers: token ? bearer(token) : {} });
const revoke = (id: string, token?: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers: token ? bearer(token) : {} });
const revokeOthers = (token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sessions/revoke-others', headers: token ? bearer(token) : {} });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

interface Listed {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  browser: string;
  current: boolean;
}
const sessionsOf = async (token: string): Promise<Listed[]> => {
  const response = await list(token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ sessions: Listed[] }>().sessions;
};

async function listeningAddress(): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/** A stream opened the way the web app opens it: a ticket bought with the session, then GET ?ticket=. */
async function ticketStream(token: string) {
  const ticket = await t.app.inject({ method: 'POST', url: '/api/realtime/ticket', headers: bearer(token) });
  expect(ticket.statusCode, ticket.body).toBe(201);
  const stream = await openEventStream(
    await listeningAddress(),
    `/api/realtime?ticket=${ticket.json<{ ticket: string }>().ticket}`,
    {},
  );
  await stream.waitFor((events) => events.some((e) => e.event === 'ready'));
  return stream;
}

const envelope = { code: expect.any(String), error: expect.any(String) };

describe('GET /api/auth/sessions', () => {
  it("lists the caller's live sessions with a readable browser, marking this one", async () => {
    const brand = await createBrand(t.app);
    const chrome = await login(brand.user.email, CHROME_MAC);
    await login(brand.user.email, FIREFOX_WINDOWS);
    const sessions = await sessionsOf(chrome);
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toEqual([expect.objectContaining({ browser: 'Chrome on macOS' })]);
    expect(sessions.map((s) => s.browser)).toContain('Firefox on Windows');
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(['browser', 'createdAt', 'current', 'device', 'id', 'lastUsedAt']);
      expect(Number.isNaN(Date.parse(session.lastUsedAt))).toBe(false);
    }
    // Another account's sessions are not in it; an ended one is not either.
    await createBrand(t.app);
    expect(await me(chrome)).toHaveProperty('statusCode', 200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(brand.token) });
    expect(logout.statusCode).toBe(204);
    expect(await sessionsOf(chrome)).toHaveLength(2);
  });

  it('records the last use at most once a minute', async () => {
    const creator = await createCreator(t.app);
    const lastUsed = async () =>
      new Date(
        (
          await queryRows<{ at: string | Date }>(
            t.database.db,
            sql`select last_used_at as at from sessions where user_id = ${creator.user.id}`,
          )
        )[0]!.at,
      );
    const start = Date.now() + 120_000;
    try {
      clock.set(new Date(start));
      await me(creator.token);
      const first = await lastUsed();
      expect(first.getTime()).toBe(start);
      clock.set(new Date(start + 30_000));
      await me(creator.token);
      expect((await lastUsed()).getTime()).toBe(start);
      clock.set(new Date(start + 61_000));
      await me(creator.token);
      expect((await lastUsed()).getTime()).toBe(start + 61_000);
    } finally {
      clock.set(null);
    }
  });

  it('answers 401 in the envelope without a session', async () => {
    const response = await list();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject(envelope);
  });

  it("lists an admin's own sessions too", async () => {
    const admin = await createAdmin(t.app, t.database.db);
    const sessions = await sessionsOf(admin.token);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  it('ends that session: its token answers 401, the caller stays signed in', async () => {
    const brand = await createBrand(t.app);
    const other = await login(brand.user.email, FIREFOX_WINDOWS);
    const target = (await sessionsOf(brand.token)).find((s) => !s.current)!;
    const response = await revoke(target.id, brand.token);
    expect(response.statusCode, response.body).toBe(204);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(brand.token)).statusCode).toBe(200);
    expect((await sessionsOf(brand.token)).map((s) => s.id)).not.toContain(target.id);
    // Already ended: nothing to end.
    expect((await revoke(target.id, brand.token)).statusCode).toBe(404);
  });

  it("answers 404 in the envelope for another user's session, and leaves it working", async () => {
    const brand = await createBrand(t.app);
    const creator = await createCreator(t.app);
    const theirs = (await sessionsOf(creator.token))[0]!;
    const response = await revoke(theirs.id, brand.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ ...envelope, code: 'NOT_FOUND' });
    expect((await me(creator.token)).statusCode).toBe(200);
  });

  it('answers 400 in the envelope for a malformed id, 401 without a session', async () => {
    const brand = await createBrand(t.app);
    const malformed = await revoke('not-a-uuid', brand.token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject(envelope);
    const anonymous = await revoke('00000000-0000-4000-8000-000000000000');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject(envelope);
  });

  it('closes the streams that session opened within 2 seconds, and no other', async () => {
    const creator = await createCreator(t.app);
    const other = await login(creator.user.email, FIREFOX_WINDOWS);
    const revoked = await ticketStream(other);
    const kept = await ticketStream(creator.token);
    try {
      const target = (await sessionsOf(creator.token)).find((s) => !s.current)!;
      expect((await revoke(target.id, creator.token)).statusCode).toBe(204);
      await revoked.waitFor((events) => events.some((e) => e.event === 'sessions.ended'), 2_000);
      await revoked.ended;
      // The caller's own stream still carries messages.
      const message = JSON.stringify({ u: [creator.user.id], t: 'notifications.changed', d: {} });
      await t.database.db.execute(sql`select pg_notify('briefly_realtime', ${message})`);
      await kept.waitFor((events) => events.some((e) => e.event === 'notifications.changed'));
      expect(kept.events().some((e) => e.event === 'sessions.ended')).toBe(false);
    } finally {
      revoked.close();
      kept.close();
    }
  });
});

describe('POST /api/auth/sessions/revoke-others', () => {
  it('ends every other session of the caller and their streams, and no one else’s', async () => {
    const brand = await createBrand(t.app);
    const second = await login(brand.user.email, CHROME_MAC);
    const third = await login(brand.user.email, FIREFOX_WINDOWS);
    const stranger = await createBrand(t.app);
    const secondStream = await ticketStream(second);
    const ownStream = await ticketStream(brand.token);
    try {
      const response = await revokeOthers(brand.token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ revoked: 2 });
      expect((await me(second)).statusCode).toBe(401);
      expect((await me(third)).statusCode).toBe(401);
      expect((await me(brand.token)).statusCode).toBe(200);
      expect((await me(stranger.token)).statusCode).toBe(200);
      expect(await sessionsOf(brand.token)).toEqual([expect.objectContaining({ current: true })]);
      await secondStream.waitFor((events) => events.some((e) => e.event === 'sessions.ended'), 2_000);
      await secondStream.ended;
      expect(ownStream.events().some((e) => e.event === 'sessions.ended')).toBe(false);
      expect((await revokeOthers(brand.token)).json()).toEqual({ revoked: 0 });
    } finally {
      secondStream.close();
      ownStream.close();
    }
  });

  it('answers 401 in the envelope without a session', async () => {
    const response = await revokeOthers();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject(envelope);
  });
});

describe('POST /api/logout', () => {
  it("ends the streams of the session that signs out, not the account's other streams", async () => {
    const creator = await createCreator(t.app);
    const other = await login(creator.user.email, CHROME_MAC);
    const leaving = await ticketStream(other);
    const staying = await ticketStream(creator.token);
    try {
      expect((await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(other) })).statusCode).toBe(204);
      await leaving.waitFor((events) => events.some((e) => e.event === 'sessions.ended'), 2_000);
      await leaving.ended;
      expect(staying.events().some((e) => e.event === 'sessions.ended')).toBe(false);
      expect((await me(creator.token)).statusCode).toBe(200);
    } finally {
      leaving.close();
      staying.close();
    }
  });
});

describe('sessionBrowserName', () => {
  it('names the browser and system, or says it does not know', () => {
    expect(sessionBrowserName(CHROME_MAC)).toBe('Chrome on macOS');
    expect(sessionBrowserName(FIREFOX_WINDOWS)).toBe('Firefox on Windows');
    expect(sessionBrowserName(null)).toBe('Unknown browser');
    expect(sessionBrowserName('curl/8.4.0')).toBe('Other browser or app');
  });
});

describe('sessionDeviceKind', () => {
  it('tells a phone, a tablet and a desktop apart: Safari on iOS is a phone', () => {
    const safariIphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    const ipad =
      'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';
    const pixel =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    const galaxyTab =
      'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(sessionDeviceKind(safariIphone)).toBe('phone');
    expect(sessionDeviceKind(pixel)).toBe('phone');
    expect(sessionDeviceKind(ipad)).toBe('tablet');
    expect(sessionDeviceKind(galaxyTab)).toBe('tablet');
    expect(sessionDeviceKind(CHROME_MAC)).toBe('desktop');
    expect(sessionDeviceKind(FIREFOX_WINDOWS)).toBe('desktop');
    expect(sessionDeviceKind(null)).toBe('unknown');
  });
});

describe('POST /api/realtime/ticket', () => {
  it('is limited per user, not per client: another user still gets theirs', async () => {
    const brand = await createBrand(t.app);
    const other = await createCreator(t.app);
    const ticket = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/realtime/ticket', headers: bearer(token) });
    for (let issued = 0; issued < TICKETS_PER_USER.max; issued++)
      expect((await ticket(brand.token)).statusCode).toBe(201);
    const refused = await ticket(brand.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(expect.objectContaining({ code: 'RATE_LIMITED' }));
    expect((await ticket(other.token)).statusCode).toBe(201);
  });
});
