import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@briefly/shared/options';
import { TEST_DB_KIND, openTestDatabase } from '../../../test/test-app.ts';
import { uniqueEmail } from '../../../test/factories.ts';
import { openEventStream as openStream, type EventStream as Stream } from '../../../test/server-processes.ts';
import type { Database } from '../../db/client.ts';
import { realtimeTickets, users } from '../../db/schema/index.ts';
import { registerAccessControl } from '../../plugins/access.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import * as authRepo from '../../modules/auth/auth.repository.ts';
import { createAuthService } from '../../modules/auth/auth.service.ts';
import { hashToken, newSessionToken } from '../../modules/auth/tokens.ts';
import { createDatabaseListener, type DatabaseListener } from '../listener/database-listener.ts';
import type { Logger } from '../module.ts';
import { createPostgresRealtimeBus } from '../transport/postgres-bus.ts';
import { createRealtime, type Realtime, TICKET_TTL_MS } from './realtime.ts';
import { MAX_STREAMS_PER_USER } from './connections.ts';

const silentLog = Fastify({ logger: false }).log as Logger;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`realtime (${TEST_DB_KIND})`, () => {
  let database: Database;
  let listener: DatabaseListener;
  let realtime: Realtime;
  let app: FastifyInstance;
  let baseUrl: string;
  let now = new Date();
  const clock = () => now;
  const streams: Stream[] = [];

  async function userWithSession(type: UserType = 'brand') {
    const user = await authRepo.insertUser(database.db, { type, email: uniqueEmail(type) });
    const token = newSessionToken();
    await authRepo.insertSession(database.db, {
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return { id: user.id, token };
  }

  async function ticketFor(token: string): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/realtime/ticket',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ ticket: string }>().ticket;
  }

  async function connect(path: string, headers: Record<string, string> = {}) {
    const stream = await openStream(baseUrl, path, headers);
    streams.push(stream);
    return stream;
  }

  async function buildApp(): Promise<{ instance: FastifyInstance; realtime: Realtime }> {
    const auth = createAuthService({ db: database.db, sessionTtlMs: 3_600_000, verifyGoogleIdToken: null });
    const realtime = createRealtime({
      db: database.db,
      bus: createPostgresRealtimeBus(listener),
      resolveSession: auth.resolveSession,
      log: silentLog,
      clock,
      heartbeatMs: 200,
    });
    const instance = Fastify({ logger: false });
    instance.setValidatorCompiler(validatorCompiler);
    instance.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(instance);
    registerAccessControl(instance, auth.resolveSession);
    await instance.register(realtime.routes);
    await instance.listen({ port: 0, host: '127.0.0.1' });
    return { instance, realtime };
  }

  beforeAll(async () => {
    database = await openTestDatabase();
    listener = createDatabaseListener(database, silentLog);
    ({ instance: app, realtime } = await buildApp());
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
    now = new Date();
  });
  afterAll(async () => {
    await app.close();
    await listener.close();
    await database.close();
  });

  it('streams a user’s messages to the stream a ticket opened, and not another user’s', async () => {
    const brand = await userWithSession('brand');
    const other = await userWithSession('creator');
    const issued = await app.inject({
      method: 'POST',
      url: '/api/realtime/ticket',
      headers: { authorization: `Bearer ${brand.token}` },
    });
    expect(issued.statusCode).toBe(201);
    const { ticket, expiresAt } = issued.json<{ ticket: string; expiresAt: string }>();
    expect(new Date(expiresAt).getTime() - now.getTime()).toBe(TICKET_TTL_MS);
    const [stored] = await database.db.select().from(realtimeTickets).where(eq(realtimeTickets.userId, brand.id));
    expect(stored?.tokenHash).not.toBe(ticket); // only the hash is kept

    const stream = await connect(`/api/realtime?ticket=${encodeURIComponent(ticket)}`);
    const otherStream = await connect('/api/realtime', { authorization: `Bearer ${other.token}` });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['content-encoding']).toBeUndefined();
    await stream.waitFor((events) => events.some((e) => e.event === 'ready'));
    await otherStream.waitFor((events) => events.some((e) => e.event === 'ready'));
    expect(stream.text().startsWith('retry: 3000\n\nevent: ready\ndata: {}\n\n')).toBe(true);

    const sentAt = Date.now();
    await database.db.transaction(async (tx) => {
      await realtime.sendToUsers(tx, [brand.id], {
        type: 'submission.created',
        data: { submissionId: 's1', note: 'line\nbreak' },
      });
    });
    const events = await stream.waitFor((list) => list.some((e) => e.event === 'submission.created'));
    expect(Date.now() - sentAt).toBeLessThan(2_000);
    expect(JSON.parse(events.find((e) => e.event === 'submission.created')!.data)).toEqual({
      submissionId: 's1',
      note: 'line\nbreak',
    });

    // The other user hears nothing but their own stream's greeting and heartbeats.
    await sleep(300);
    expect(otherStream.events().map((e) => e.event)).toEqual(['ready']);
    expect(otherStream.text()).toContain(': ping\n\n');
  });

  it('sends nothing when the transaction rolls back', async () => {
    const brand = await userWithSession();
    const stream = await connect('/api/realtime', { authorization: `Bearer ${brand.token}` });
    await stream.waitFor((events) => events.some((e) => e.event === 'ready'));
    await expect(
      database.db.transaction(async (tx) => {
        await realtime.sendToUsers(tx, [brand.id], { type: 'rolled.back', data: {} });
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await realtime.sendToUsers(database.db, [brand.id], { type: 'marker', data: {} });
    const events = await stream.waitFor((list) => list.some((e) => e.event === 'marker'));
    expect(events.map((e) => e.event)).toEqual(['ready', 'marker']);
  });

  it('reaches every tab of a user, and ends the oldest past the per-user limit', async () => {
    const brand = await userWithSession();
    // One after another, each ready before the next opens: the oldest is then tabs[0]. Opened at once, the server
    // may register them in another order (through PgBouncer a CI run ended tabs[1] and waited for its event).
    const tabs: Awaited<ReturnType<typeof connect>>[] = [];
    for (let index = 0; index <= MAX_STREAMS_PER_USER; index += 1) {
      const tab = await connect('/api/realtime', { authorization: `Bearer ${brand.token}` });
      await tab.waitFor((events) => events.some((e) => e.event === 'ready'));
      tabs.push(tab);
    }
    await realtime.sendToUsers(database.db, [brand.id, brand.id], {
      type: 'wallet.funded',
      data: { amountCents: 100 },
    });
    for (const tab of tabs.slice(1)) {
      const events = await tab.waitFor((list) => list.some((e) => e.event === 'wallet.funded'));
      expect(events.filter((e) => e.event === 'wallet.funded')).toHaveLength(1);
    }
    await tabs[0]!.ended;
    expect(tabs[0]!.events().map((e) => e.event)).toEqual(['ready']);
  });

  it('ends every open stream of a user whose sessions ended, at commit, and no one else’s', async () => {
    const brand = await userWithSession();
    const other = await userWithSession();
    const tabs = await Promise.all(
      [1, 2].map(() => connect('/api/realtime', { authorization: `Bearer ${brand.token}` })),
    );
    const bystander = await connect('/api/realtime', { authorization: `Bearer ${other.token}` });
    for (const stream of [...tabs, bystander])
      await stream.waitFor((events) => events.some((e) => e.event === 'ready'));
    const sentAt = Date.now();
    await database.db.transaction((tx) => realtime.endStreamsOf(tx, [brand.id]));
    for (const tab of tabs) {
      await tab.ended;
      expect(tab.events().map((e) => e.event)).toEqual(['ready', 'sessions.ended']);
    }
    expect(Date.now() - sentAt).toBeLessThan(2_000);
    await realtime.sendToUsers(database.db, [other.id], { type: 'marker', data: {} });
    expect((await bystander.waitFor((list) => list.some((e) => e.event === 'marker'))).map((e) => e.event)).toEqual([
      'ready',
      'marker',
    ]);
  });

  it('answers 401 in the error envelope to anonymous, bad, used and expired callers', async () => {
    const brand = await userWithSession();
    const expectUnauthenticated = async (url: string, headers: Record<string, string> = {}) => {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', error: expect.any(String) });
    };
    await expectUnauthenticated('/api/realtime');
    await expectUnauthenticated('/api/realtime', { authorization: 'Bearer not-a-session' });
    await expectUnauthenticated('/api/realtime?ticket=not-a-ticket');
    await expectUnauthenticated(`/api/realtime?ticket=${'x'.repeat(500)}`);
    // The session token is not a ticket: it never goes in a URL.
    await expectUnauthenticated(`/api/realtime?ticket=${brand.token}`);
    await expectUnauthenticated(`/api/realtime?token=${brand.token}`);
    const anonymousTicket = await app.inject({ method: 'POST', url: '/api/realtime/ticket' });
    expect(anonymousTicket.statusCode).toBe(401);

    const used = await ticketFor(brand.token);
    const first = await connect(`/api/realtime?ticket=${used}`);
    expect(first.status).toBe(200);
    await expectUnauthenticated(`/api/realtime?ticket=${used}`);

    const expiring = await ticketFor(brand.token);
    now = new Date(now.getTime() + TICKET_TTL_MS + 1);
    await expectUnauthenticated(`/api/realtime?ticket=${expiring}`);
  });

  it('lets only one of two simultaneous claims of a ticket through', async () => {
    const brand = await userWithSession();
    const ticket = await ticketFor(brand.token);
    const [a, b] = await Promise.all([
      connect(`/api/realtime?ticket=${ticket}`),
      connect(`/api/realtime?ticket=${ticket}`),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 401]);
  });

  it('refuses a ticket of a user deactivated after it was issued', async () => {
    const brand = await userWithSession();
    const ticket = await ticketFor(brand.token);
    await database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, brand.id));
    const response = await app.inject({ method: 'GET', url: `/api/realtime?ticket=${ticket}` });
    expect(response.statusCode).toBe(401);
  });

  it('drops a message too large for NOTIFY instead of failing the transaction', async () => {
    const brand = await userWithSession();
    await database.db.transaction(async (tx) => {
      await realtime.sendToUsers(tx, [brand.id], { type: 'too.big', data: { blob: 'x'.repeat(10_000) } });
    });
    await expect(realtime.sendToUsers(database.db, [brand.id], { type: 'bad\ntype', data: {} })).rejects.toThrow(
      /Invalid realtime message type/,
    );
  });

  it('closes the app with streams still open', async () => {
    const { instance: second } = await buildApp();
    const url = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
    const brand = await userWithSession();
    const open = await Promise.all([
      openStream(url, '/api/realtime', { authorization: `Bearer ${brand.token}` }),
      openStream(url, '/api/realtime', { authorization: `Bearer ${brand.token}` }),
    ]);
    for (const stream of open) await stream.waitFor((events) => events.some((e) => e.event === 'ready'));
    const started = Date.now();
    await second.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    await Promise.all(open.map((stream) => stream.ended));
  });
});
