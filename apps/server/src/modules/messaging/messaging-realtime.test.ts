import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../../../test/test-app.ts';
import { brandPayload, creatorPayload } from '../../../test/factories.ts';
import {
  openEventStream,
  startServerProcesses,
  type EventStream,
  type ServerCluster,
} from '../../../test/server-processes.ts';

// Two real server processes on one PostgreSQL database: a message sent through one reaches the
// other participant's stream on the other within 2 s, and reading it reaches the sender's.

async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function expectStatus<T>(result: Promise<{ status: number; body: T }>, status: number): Promise<T> {
  const { status: actual, body } = await result;
  if (actual !== status) throw new Error(`expected ${status}, got ${actual}: ${JSON.stringify(body)}`);
  return body;
}

describe.skipIf(TEST_DB_KIND !== 'postgres')('messages across two server processes', () => {
  let cluster: ServerCluster;
  let a: string;
  let b: string;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    cluster = await startServerProcesses(2);
    [a, b] = cluster.servers.map((server) => server.baseUrl) as [string, string];
  }, 180_000);
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await cluster?.stop();
  }, 60_000);

  it('streams message.created to the creator on process B when the brand writes through process A, and conversation.read back', async () => {
    const brand = await expectStatus(
      call<{ token: string; user: { id: string } }>(a, 'POST', '/api/brands/register', brandPayload()),
      201,
    );
    const creator = await expectStatus(
      call<{ token: string; user: { id: string } }>(b, 'POST', '/api/creators/register', creatorPayload()),
      201,
    );
    const creatorStream = await openEventStream(b, '/api/realtime', { authorization: `Bearer ${creator.token}` });
    const brandStream = await openEventStream(a, '/api/realtime', { authorization: `Bearer ${brand.token}` });
    streams.push(creatorStream, brandStream);
    await creatorStream.waitFor((events) => events.some((event) => event.event === 'ready'));
    await brandStream.waitFor((events) => events.some((event) => event.event === 'ready'));

    const sentAt = Date.now();
    const started = await expectStatus(
      call<{ conversation: { id: string }; message: { id: string } }>(
        a,
        'POST',
        '/api/messages/conversations',
        { receiverId: creator.user.id, initialMessage: 'Hello from A' },
        brand.token,
      ),
      201,
    );
    const events = await creatorStream.waitFor(
      (list) => list.some((event) => event.event === 'message.created'),
      2_000,
    );
    expect(Date.now() - sentAt).toBeLessThan(2_000);
    const data = JSON.parse(events.find((event) => event.event === 'message.created')!.data) as Record<string, unknown>;
    expect(data).toMatchObject({
      conversationId: started.conversation.id,
      messageId: started.message.id,
      senderId: brand.user.id,
      recipientId: creator.user.id,
    });

    const readAt = Date.now();
    await expectStatus(call(b, 'POST', `/api/messages/${started.conversation.id}/read`, undefined, creator.token), 200);
    await brandStream.waitFor((list) => list.some((event) => event.event === 'conversation.read'), 2_000);
    expect(Date.now() - readAt).toBeLessThan(2_000);
  });
});
