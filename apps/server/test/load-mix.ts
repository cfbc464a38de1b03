import http from 'node:http';
import { dollarsToCents } from '@briefly/shared/money';
import { applyPayload, brandPayload, briefPayload, creatorPayload, testCard } from './factories.ts';
import { openEventStream, type EventStream } from './server-processes.ts';

// A mixed load on real server processes through one address (a proxy): reads, applications, messages
// with open event streams, payments in test mode. Used by the rolling-restart test and `npm run soak`.
// Every request opens its own connection (no client keep-alive), as many browsers behind many proxies do,
// so what is counted is what the proxy answered.

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export interface LoadTally {
  requests: number;
  /** Every answer of 5xx and every request the proxy never answered, with what it was. */
  failures: string[];
  /** Durations of every request, in ms (the soak's latency). */
  durations: number[];
  /** The same durations by kind of request (apply, message, marketplace, …), to see which one grows. */
  byKind?: Map<string, number[]>;
}

function record(tally: LoadTally, kind: string, ms: number): void {
  tally.durations.push(ms);
  if (!tally.byKind) return;
  const list = tally.byKind.get(kind) ?? [];
  list.push(ms);
  tally.byKind.set(kind, list);
}

/** One request on a fresh connection; a transport error is an answer of status 0. */
export function request<T = Record<string, unknown>>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<Answer<T>> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      `${baseUrl}${path}`,
      {
        method,
        agent: false,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        timeout: 30_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          let parsed: unknown = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = { text: text.slice(0, 200) };
          }
          resolve({ status: response.statusCode ?? 0, body: parsed as T });
        });
        response.on('error', (error) => resolve({ status: 0, body: { error: error.message } as T }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => resolve({ status: 0, body: { error: error.message } as T }));
    req.end(payload);
  });
}

export async function expectStatus<T>(answer: Promise<Answer<T>>, ...statuses: number[]): Promise<T> {
  const { status, body } = await answer;
  if (!statuses.includes(status))
    throw new Error(`expected ${statuses.join('/')}, got ${status}: ${JSON.stringify(body)}`);
  return body;
}

interface Person {
  token: string;
  id: string;
}

/** A brief funded in test mode the way the dashboard funds one: an intent, the test card, then the brief. */
export async function fundBrief(baseUrl: string, brand: Person): Promise<string> {
  const brief = briefPayload();
  const intent = await expectStatus(
    request<{ paymentIntentId: string; clientSecret: string }>(
      baseUrl,
      'POST',
      '/api/payments/create-payment-intent',
      {
        amount: dollarsToCents(brief.reward),
        currency: 'usd',
        metadata: { type: 'brief_funding', briefTitle: brief.title },
      },
      brand.token,
    ),
    200,
  );
  await expectStatus(
    request(baseUrl, 'POST', `/test-provider/payment_intents/${intent.paymentIntentId}/confirm`, {
      clientSecret: intent.clientSecret,
      card: testCard(),
    }),
    200,
  );
  const created = await expectStatus(
    request<{ brief: { id: string } }>(
      baseUrl,
      'POST',
      '/api/briefs',
      { ...brief, paymentIntentId: intent.paymentIntentId },
      brand.token,
    ),
    201,
  );
  return created.brief.id;
}

/**
 * An event stream that comes back: when the server ends it (a process stopping) it is opened again
 * through the proxy, and on every `ready` after the first the conversation is read again (the resync a
 * browser does), so no message is missed for good.
 */
export interface ResumingStream {
  /** How many times it was (re)opened and said `ready`. */
  readies(): number;
  /** Message ids seen on the stream or in a resync. */
  seen: Set<string>;
  close(): void;
}

export function resumingStream(baseUrl: string, person: Person, conversationId: string): ResumingStream {
  const seen = new Set<string>();
  let readies = 0;
  let closed = false;
  let current: EventStream | null = null;
  const resync = async () => {
    const page = await request<{ messages: Array<{ id: string }> }>(
      baseUrl,
      'GET',
      `/api/messages/${conversationId}?limit=100`,
      undefined,
      person.token,
    );
    for (const message of page.body?.messages ?? []) seen.add(message.id);
  };
  const loop = async () => {
    while (!closed) {
      try {
        current = await openEventStream(baseUrl, '/api/realtime', { authorization: `Bearer ${person.token}` });
        let counted = 0;
        const poll = setInterval(() => {
          const events = current?.eventsSince(counted) ?? [];
          for (const event of events) {
            if (event.event === 'ready') {
              readies++;
              if (readies > 1) void resync();
            }
            if (event.event === 'message.created')
              seen.add((JSON.parse(event.data) as { messageId: string }).messageId);
          }
          counted += events.length;
        }, 20);
        await current.ended;
        clearInterval(poll);
        for (const event of current.eventsSince(counted))
          if (event.event === 'message.created') seen.add((JSON.parse(event.data) as { messageId: string }).messageId);
      } catch {
        // The proxy had no process for it this instant: try again.
      }
      if (!closed) await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  void loop();
  return {
    readies: () => readies,
    seen,
    close() {
      closed = true;
      current?.close();
    },
  };
}

export interface LoadWorld {
  brand: Person;
  creators: Person[];
  conversations: string[];
  briefIds: string[];
}

/** A brand, creators, a funded brief and one conversation per creator, made through `baseUrl`. */
export async function makeWorld(baseUrl: string, creatorCount = 3): Promise<LoadWorld> {
  const brand = await expectStatus(
    request<{ token: string; user: { id: string } }>(baseUrl, 'POST', '/api/brands/register', brandPayload()),
    201,
  );
  const creators = await Promise.all(
    Array.from({ length: creatorCount }, () =>
      expectStatus(
        request<{ token: string; user: { id: string } }>(baseUrl, 'POST', '/api/creators/register', creatorPayload()),
        201,
      ),
    ),
  );
  const brandPerson = { token: brand.token, id: brand.user.id };
  const briefId = await fundBrief(baseUrl, brandPerson);
  const conversations: string[] = [];
  for (const creator of creators) {
    const started = await expectStatus(
      request<{ conversation: { id: string } }>(
        baseUrl,
        'POST',
        '/api/messages/conversations',
        { receiverId: creator.user.id, initialMessage: 'Hello from the load test', briefId },
        brand.token,
      ),
      200,
      201,
    );
    conversations.push(started.conversation.id);
  }
  return {
    brand: brandPerson,
    creators: creators.map((creator) => ({ token: creator.token, id: creator.user.id })),
    conversations,
    briefIds: [briefId],
  };
}

/**
 * Runs the mix until `until()` says stop: `workers` loops, each picking reads (most), an application, a
 * message, a conversation read by its creator, or a new funded brief. Every 5xx and every unanswered request is a failure in the tally;
 * 4xx answers are the API's own (a second application to one brief is 409) and count as answered.
 */
export async function runMix(
  baseUrl: string,
  world: LoadWorld,
  options: { workers: number; until: () => boolean; sent: Map<string, string[]>; tally: LoadTally },
): Promise<void> {
  const { tally, sent } = options;
  const timed = async <T>(what: string, answer: Promise<Answer<T>>): Promise<Answer<T>> => {
    const started = performance.now();
    const result = await answer;
    record(tally, what, performance.now() - started);
    tally.requests++;
    if (result.status === 0 || result.status >= 500)
      tally.failures.push(`${what}: ${result.status} ${JSON.stringify(result.body)}`);
    return result;
  };
  let step = 0;
  const worker = async (index: number) => {
    while (!options.until()) {
      const turn = (step++ + index) % 20;
      const creatorIndex = turn % world.creators.length;
      const creator = world.creators[creatorIndex]!;
      const briefId = world.briefIds[world.briefIds.length - 1]!;
      if (turn === 0) {
        // Payments in test mode: a new funded brief (three requests), then applications go to it.
        const started = performance.now();
        try {
          world.briefIds.push(await fundBrief(baseUrl, world.brand));
          tally.requests += 3;
          record(tally, 'fund a brief', performance.now() - started);
        } catch (error) {
          tally.requests += 3;
          tally.failures.push(`fund a brief: ${(error as Error).message}`);
        }
      } else if (turn < 4) {
        await timed('apply', request(baseUrl, 'POST', `/api/briefs/${briefId}/apply`, applyPayload(), creator.token));
      } else if (turn < 8) {
        const conversationId = world.conversations[creatorIndex]!;
        const answer = await timed(
          'message',
          request<{ message: { id: string } }>(
            baseUrl,
            'POST',
            '/api/messages',
            { conversationId, content: `load ${step}` },
            world.brand.token,
          ),
        );
        if (answer.status === 201) sent.get(conversationId)?.push(answer.body.message.id);
      } else if (turn < 14) {
        await timed('marketplace', request(baseUrl, 'GET', '/api/briefs/public'));
      } else if (turn < 17) {
        await timed('brief', request(baseUrl, 'GET', `/api/briefs/${briefId}/public`));
      } else if (turn < 19) {
        await timed('conversations', request(baseUrl, 'GET', '/api/messages/conversations', undefined, creator.token));
      } else {
        // The creator opens the chat, as people do: what was unread is read (unread counts stay those of a
        // person who reads their messages, not thousands).
        const reader = Math.floor(step / 20) % world.creators.length;
        await timed(
          'read',
          request(
            baseUrl,
            'POST',
            `/api/messages/${world.conversations[reader]!}/read`,
            undefined,
            world.creators[reader]!.token,
          ),
        );
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, (_, index) => worker(index)));
}
