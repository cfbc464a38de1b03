import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../../../test/test-app.ts';
import { brandPayload, creatorPayload } from '../../../test/factories.ts';
import { openEventStream, type EventStream, type ServerProcess } from '../../../test/server-processes.ts';
import {
  call,
  createFaultDatabase,
  expectStatus,
  startFaultServer,
  waitUntil,
  type CallResult,
  type FaultDatabase,
} from '../../../test/faults.ts';

// Every connection of a real server process is ended by pg_terminate_backend while requests are in
// flight (a failover, a restart, an operator): those requests answer 503 in the error envelope, never
// hang or crash the process; the next ones succeed within 5 s; the live-updates listener reconnects
// and the jobs run again, so a message sent after the cut reaches a stream opened before it, once.

interface Account {
  token: string;
  user: { id: string };
}

describe.skipIf(TEST_DB_KIND !== 'postgres')('the database cutting every connection of the server', () => {
  let database: FaultDatabase;
  let server: ServerProcess;
  let stream: EventStream | undefined;

  beforeAll(async () => {
    database = await createFaultDatabase();
    // A delivery job cut mid-run is retried after JOBS_RETRY_BASE_MS (shortened, so the test stays short).
    server = await startFaultServer(database, {
      MESSAGE_RATE_LIMIT_MAX: '100000',
      JOBS_RETRY_BASE_MS: '200',
      JOBS_POLL_INTERVAL_MS: '200',
    });
  }, 120_000);
  afterAll(async () => {
    stream?.close();
    await server?.stop();
    await database?.drop();
  }, 30_000);

  it('answers 503 to the requests in flight, serves the next ones within 5 s and delivers live updates again, once', async () => {
    const base = server.baseUrl;
    const brand = await expectStatus(
      call<Account>(base, 'POST', '/api/brands/register', { body: brandPayload() }),
      201,
    );
    const creator = await expectStatus(
      call<Account>(base, 'POST', '/api/creators/register', { body: creatorPayload() }),
      201,
    );
    const conversation = await expectStatus(
      call<{ conversation: { id: string } }>(base, 'POST', '/api/messages/conversations', {
        token: brand.token,
        body: { receiverId: creator.user.id, initialMessage: 'Before the cut' },
      }),
      201,
    );
    const conversationId = conversation.conversation.id;
    stream = await openEventStream(base, '/api/realtime', { authorization: `Bearer ${creator.token}` });
    await stream.waitFor((events) => events.some((event) => event.event === 'ready'));

    const send = (content: string) =>
      call<{ message?: { id: string } }>(base, 'POST', '/api/messages', {
        token: brand.token,
        body: { conversationId, content, type: 'text' },
      });

    // Requests held in flight: the test's own transaction locks the messages table, so every
    // request that reads or writes messages waits inside the database until the cut.
    await database.client.query('begin');
    await database.client.query('lock table messages in access exclusive mode');
    const inFlight: Array<Promise<CallResult>> = [];
    for (let i = 0; i < 6; i++) {
      inFlight.push(send(`In flight ${i}`));
      inFlight.push(call(base, 'GET', '/api/messages/conversations', { token: creator.token }));
    }
    // And load that keeps coming through the cut.
    let loading = true;
    const loadResults: CallResult[] = [];
    const load = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (loading) loadResults.push(await call(base, 'GET', '/api/me', { token: brand.token }));
      }),
    );
    await waitUntil('the requests to wait on the lock', async () => {
      const { rows } = await database.client.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and application_name = 'briefly-server' and wait_event_type = 'Lock'`,
      );
      return rows[0]!.waiting >= 4;
    });

    const cutAt = Date.now();
    expect(await database.terminateServerConnections()).toBeGreaterThan(0);
    await database.client.query('commit');

    const held = await Promise.all(inFlight);
    for (const result of held) {
      expect([200, 201, 503], JSON.stringify(result.body)).toContain(result.status);
      if (result.status === 503) {
        expect(result.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', error: expect.stringMatching(/database/) });
        expect(result.headers.get('retry-after')).toBeTruthy();
      }
    }
    expect(held.filter((result) => result.status === 503).length).toBeGreaterThan(0);

    // The next requests succeed within 5 s of the cut.
    await waitUntil(
      'a request to succeed after the cut',
      async () => (await send('After the cut')).status === 201,
      5_000,
    );
    expect(Date.now() - cutAt).toBeLessThan(5_000);
    loading = false;
    await load;
    for (const result of loadResults) expect([200, 503], JSON.stringify(result.body)).toContain(result.status);
    expect(server.exited).toBeDefined();
    expect(await Promise.race([server.exited, new Promise((resolve) => setTimeout(() => resolve('alive'), 10))])).toBe(
      'alive',
    );

    // Live updates resume once the listener has reconnected (readiness says so; a message sent while it is still
    // reconnecting is not heard, by design: the stream gets `resync` instead). Then a message sent reaches the
    // stream opened before the cut.
    await waitUntil(
      'the listener to reconnect (ready again)',
      async () => (await fetch(`${base}/api/health/ready`)).status === 200,
      10_000,
    );
    const last = await expectStatus(send('Heard after the cut'), 201);
    const lastId = last.message!.id;
    const heard = () =>
      stream!
        .events()
        .filter((event) => event.event === 'message.created')
        .map((event) => (JSON.parse(event.data) as { messageId: string }).messageId);
    await waitUntil('the message sent after the cut to reach the stream', () => heard().includes(lastId), 10_000);

    // The jobs run again: every saved message's delivery completes, and none is heard twice.
    await waitUntil(
      'every live-update delivery job to complete',
      async () => {
        const { rows } = await database.client.query<{ pending: number }>(
          `select count(*)::int as pending from jobs where queue = 'event:realtime' and status <> 'completed'`,
        );
        return rows[0]!.pending === 0;
      },
      10_000,
    );
    const { rows } = await database.client.query<{ id: string }>('select id from messages where conversation_id = $1', [
      conversationId,
    ]);
    const saved = new Set(rows.map((row) => row.id));
    expect(heard().every((id) => saved.has(id))).toBe(true);
    expect(new Set(heard()).size).toBe(heard().length);
    // A notification sent while the listener was reconnecting is lost by design: the stream is told to
    // `resync` (refetch) instead. Without a resync, every saved message was heard.
    if (!stream.events().some((event) => event.event === 'resync'))
      expect([...saved].filter((id) => !heard().includes(id))).toEqual([]);
  }, 30_000);
});
