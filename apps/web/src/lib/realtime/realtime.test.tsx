import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, mockFetch } from '@/test/fetch-mock';
import { ApiError } from '../api-client';
import { queryKeys } from '../query-keys';
import {
  createRealtimeClient,
  reconnectDelay,
  type EventSourceLike,
  type RealtimeClient,
  type RealtimeClientOptions,
  type RealtimeTicket,
} from './connection';
import { INVALIDATION_BATCH_MS, useRealtimeSync } from './hooks';
import { SessionProvider, useSession, type SessionContextValue } from '../session';
import { STORAGE_KEYS } from '../session-storage';

/** Stands in for EventSource: records what was opened and lets the test play the server. */
class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  static latest() {
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error('No stream was opened');
    return source;
  }

  readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  closed = false;

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, data: unknown = {}) {
    const event = new MessageEvent<string>(type, { data: typeof data === 'string' ? data : JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  fail() {
    for (const listener of this.listeners.get('error') ?? []) listener(new MessageEvent('error'));
  }
}

const ticket = (n: number): RealtimeTicket => ({
  ticket: `t-${n}`,
  expiresAt: new Date(Date.now() + 60_000).toISOString(),
});

/** A client with the fake stream, numbered tickets and no jitter (random 0: each delay is half its step). */
function setup(options: RealtimeClientOptions = {}) {
  let issued = 0;
  const fetchTicket = vi.fn(async (_signal: AbortSignal) => ticket(++issued));
  const client = createRealtimeClient({
    fetchTicket,
    openStream: (url) => new FakeEventSource(url),
    random: () => 0,
    ...options,
  });
  return { client, fetchTicket };
}

/** Lets the ticket promise settle and the stream open. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  FakeEventSource.opened = [];
});

describe('createRealtimeClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('buys a ticket, opens the stream with it and reports open on ready', async () => {
    const { client, fetchTicket } = setup();
    client.start();
    expect(client.getStatus()).toBe('connecting');
    await settle();
    expect(fetchTicket).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.latest().url).toBe('/api/realtime?ticket=t-1');
    FakeEventSource.latest().emit('ready');
    expect(client.getStatus()).toBe('open');
  });

  it('hands subscribers the parsed data of their event type and ignores unknown types and garbled data', async () => {
    const { client } = setup();
    const created = vi.fn();
    client.subscribe('submission.created', created);
    client.start();
    await settle();
    const stream = FakeEventSource.latest();
    stream.emit('ready');
    stream.emit('submission.created', { submissionId: 's1', briefId: 'b1' });
    stream.emit('notification.created', { id: 'n1' });
    stream.emit('submission.created', '{not json');
    expect(created).toHaveBeenCalledTimes(1);
    expect(created).toHaveBeenCalledWith({ submissionId: 's1', briefId: 'b1' });

    // A type subscribed after the stream opened is delivered too.
    const message = vi.fn();
    client.subscribe('message.created', message);
    stream.emit('message.created', { id: 'm1' });
    expect(message).toHaveBeenCalledWith({ id: 'm1' });
  });

  it('keeps delivering to the other subscribers when one throws', async () => {
    const reported = vi.fn();
    vi.stubGlobal('reportError', reported);
    const { client } = setup();
    const second = vi.fn();
    client.subscribe('payout.paid', () => {
      throw new Error('broken screen');
    });
    client.subscribe('payout.paid', second);
    client.start();
    await settle();
    FakeEventSource.latest().emit('payout.paid', { assignmentId: 'a1' });
    expect(second).toHaveBeenCalledTimes(1);
    expect(reported).toHaveBeenCalledTimes(1);
  });

  it('on an error closes the stream and reconnects with a fresh ticket after the backoff', async () => {
    const { client, fetchTicket } = setup();
    client.start();
    await settle();
    const first = FakeEventSource.latest();
    first.emit('ready');
    first.fail();
    expect(first.closed).toBe(true);
    expect(client.getStatus()).toBe('reconnecting');

    await vi.advanceTimersByTimeAsync(499);
    expect(fetchTicket).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchTicket).toHaveBeenCalledTimes(2);
    expect(FakeEventSource.latest().url).toBe('/api/realtime?ticket=t-2');
    // Events of the closed stream are not delivered any more.
    const listener = vi.fn();
    client.subscribe('submission.created', listener);
    first.emit('submission.created', { submissionId: 'late' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('doubles the delay for each failure in a row, capped at 30 s, and starts over after a healthy stream', async () => {
    const { client, fetchTicket } = setup({ random: () => 0.999_999 });
    client.start();
    await settle();
    const waits: number[] = [];
    for (let failure = 0; failure < 8; failure += 1) {
      FakeEventSource.latest().fail();
      const calls = fetchTicket.mock.calls.length;
      let waited = 0;
      while (fetchTicket.mock.calls.length === calls) {
        await vi.advanceTimersByTimeAsync(100);
        waited += 100;
      }
      await settle();
      waits.push(waited);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);

    // A stream that stayed up for a while was healthy: its drop waits the first step again.
    FakeEventSource.latest().emit('ready');
    await vi.advanceTimersByTimeAsync(10_000);
    FakeEventSource.latest().fail();
    const calls = fetchTicket.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchTicket).toHaveBeenCalledTimes(calls + 1);
  });

  it('backs off when the ticket cannot be had (server down) and retries', async () => {
    const fetchTicket = vi
      .fn<(signal: AbortSignal) => Promise<RealtimeTicket>>()
      .mockRejectedValueOnce(new ApiError(0, 'NETWORK_ERROR', 'Network error.', null, true))
      .mockResolvedValueOnce(ticket(2));
    const client = createRealtimeClient({
      fetchTicket,
      openStream: (url) => new FakeEventSource(url),
      random: () => 0,
    });
    client.start();
    await settle();
    expect(FakeEventSource.opened).toHaveLength(0);
    expect(client.getStatus()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeEventSource.latest().url).toBe('/api/realtime?ticket=t-2');
  });

  it('ends the session instead of retrying when the ticket call answers 401 to our token', async () => {
    const onSessionGone = vi.fn();
    const fetchTicket = vi.fn(() => Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'Sign in again.', null, true)));
    const client = createRealtimeClient({ fetchTicket, openStream: (url) => new FakeEventSource(url) });
    client.start({ onSessionGone });
    await settle();
    expect(onSessionGone).toHaveBeenCalledTimes(1);
    expect(client.getStatus()).toBe('idle');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchTicket).toHaveBeenCalledTimes(1);
  });

  it('asks for a resync on every ready after the first of a session', async () => {
    const { client } = setup();
    const connects: boolean[] = [];
    client.onConnect(({ resync }) => connects.push(resync));
    client.start();
    await settle();
    FakeEventSource.latest().emit('ready');
    FakeEventSource.latest().fail();
    await vi.advanceTimersByTimeAsync(500);
    FakeEventSource.latest().emit('ready');
    expect(connects).toEqual([false, true]);

    // A new session (sign-out, sign-in) starts without a resync.
    client.stop();
    client.start();
    await settle();
    FakeEventSource.latest().emit('ready');
    expect(connects).toEqual([false, true, false]);
  });

  it('stop closes the stream, abandons a ticket being bought and never reconnects', async () => {
    const pending = deferred<RealtimeTicket>();
    const fetchTicket = vi.fn().mockResolvedValueOnce(ticket(1)).mockReturnValueOnce(pending.promise);
    const client = createRealtimeClient({
      fetchTicket,
      openStream: (url) => new FakeEventSource(url),
      random: () => 0,
    });
    client.start();
    await settle();
    const stream = FakeEventSource.latest();
    stream.fail();
    await vi.advanceTimersByTimeAsync(500);
    expect(fetchTicket).toHaveBeenCalledTimes(2);
    const signal = fetchTicket.mock.calls[1]?.[0] as AbortSignal;

    client.stop();
    expect(signal.aborted).toBe(true);
    pending.resolve(ticket(2));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(client.getStatus()).toBe('idle');
  });

  it('waits while the tab is hidden before reconnecting', async () => {
    const { client, fetchTicket } = setup();
    client.start();
    await settle();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    FakeEventSource.latest().fail();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchTicket).toHaveBeenCalledTimes(1);

    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(fetchTicket).toHaveBeenCalledTimes(2);
    client.stop();
  });
});

describe('reconnectDelay', () => {
  it('stays between half and all of the step, and never above the cap', () => {
    expect(reconnectDelay(0, 0)).toBe(500);
    expect(reconnectDelay(0, 0.999_999)).toBe(1_000);
    expect(reconnectDelay(3, 0.5)).toBe(6_000);
    expect(reconnectDelay(50, 0.999_999)).toBe(30_000);
    expect(reconnectDelay(50, 0)).toBe(15_000);
  });
});

// The hook, with the real session provider and a real query cache.
describe('useRealtimeSync', () => {
  const BRAND = {
    id: '5b0a8e35-1f7c-4a43-9d56-8f7fb1f3c001',
    email: 'brand@example.com',
    name: 'Northwind',
    type: 'brand' as const,
    companyName: 'Northwind',
  };

  function signInStored() {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(BRAND));
  }

  function renderSync(client: RealtimeClient) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const session: { current: SessionContextValue | null } = { current: null };
    function Probe() {
      useRealtimeSync(client);
      session.current = useSession();
      return null;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <SessionProvider onSignedOut={() => {}}>
          <Probe />
        </SessionProvider>
      </QueryClientProvider>,
    );
    return { queryClient, session };
  }

  const seed = (queryClient: QueryClient, keys: QueryKey[]) => {
    for (const key of keys) queryClient.setQueryData(key, { seeded: true });
  };
  const invalidated = (queryClient: QueryClient, key: QueryKey) =>
    queryClient.getQueryState(key)?.isInvalidated ?? false;

  it('starts on a restored session with a ticket bought with the token, and turns events into invalidations', async () => {
    signInStored();
    const fetchMock = mockFetch({
      'GET /api/me': () => json(200, { user: BRAND }),
      'POST /api/realtime/ticket': () => json(201, ticket(1)),
    });
    const client = createRealtimeClient({ openStream: (url) => new FakeEventSource(url) });
    const { queryClient } = renderSync(client);

    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const ticketCall = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/realtime/ticket'));
    expect(new Headers(ticketCall?.[1]?.headers).get('Authorization')).toBe('Bearer tok');

    const overview = [queryKeys.brand.submissions({ limit: 4 }), queryKeys.brand.briefs(), queryKeys.brand.analytics()];
    const review = queryKeys.brand.submissions({ briefId: 'b1', limit: 100 });
    const untouched = [queryKeys.brand.wallet(), queryKeys.brand.creators({ limit: 8 }), ['config', 'public']];
    seed(queryClient, [...overview, review, ...untouched]);

    act(() => {
      FakeEventSource.latest().emit('ready');
      FakeEventSource.latest().emit('submission.created', {
        submissionId: 's1',
        briefId: 'b1',
        brandId: BRAND.id,
        creatorId: 'c1',
        status: 'pending',
      });
      FakeEventSource.latest().emit('submission.created', {
        submissionId: 's2',
        briefId: 'b1',
        brandId: BRAND.id,
        creatorId: 'c2',
        status: 'pending',
      });
    });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await waitFor(() => expect(invalidated(queryClient, review)).toBe(true));
    for (const key of overview) expect(invalidated(queryClient, key)).toBe(true);
    for (const key of untouched) expect(invalidated(queryClient, key)).toBe(false);
    // Two events in one burst: each key invalidated once.
    const keys = invalidate.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(new Set(keys).size).toBe(keys.length);
    expect(INVALIDATION_BATCH_MS).toBeLessThanOrEqual(250);

    // Types the table does not know change nothing.
    invalidate.mockClear();
    act(() => FakeEventSource.latest().emit('forum.posted', { id: 'p1' }));
    await new Promise((resolve) => setTimeout(resolve, INVALIDATION_BATCH_MS + 20));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('after a drop, resyncs every server-data query (not the public config) once the new stream is ready', async () => {
    signInStored();
    mockFetch({
      'GET /api/me': () => json(200, { user: BRAND }),
      'POST /api/realtime/ticket': () => json(201, ticket(1)),
    });
    const client = createRealtimeClient({
      openStream: (url) => new FakeEventSource(url),
      initialDelayMs: 10,
      random: () => 0,
    });
    const { queryClient } = renderSync(client);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const data = [
      queryKeys.brand.wallet(),
      queryKeys.brand.creators({ limit: 8 }),
      queryKeys.marketplace.briefs({ page: 1 }),
    ];
    seed(queryClient, [...data, ['config', 'public']]);

    act(() => FakeEventSource.latest().emit('ready'));
    expect(data.some((key) => invalidated(queryClient, key))).toBe(false);

    act(() => FakeEventSource.latest().fail());
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    act(() => FakeEventSource.latest().emit('ready'));
    for (const key of data) expect(invalidated(queryClient, key)).toBe(true);
    expect(invalidated(queryClient, ['config', 'public'])).toBe(false);
  });

  it('resyncs when the server says it may have lost messages (a resync event on an open stream)', async () => {
    signInStored();
    mockFetch({
      'GET /api/me': () => json(200, { user: BRAND }),
      'POST /api/realtime/ticket': () => json(201, ticket(1)),
    });
    const client = createRealtimeClient({ openStream: (url) => new FakeEventSource(url) });
    const { queryClient } = renderSync(client);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    seed(queryClient, [queryKeys.brand.wallet()]);
    act(() => {
      FakeEventSource.latest().emit('ready');
      FakeEventSource.latest().emit('resync', {});
    });
    expect(invalidated(queryClient, queryKeys.brand.wallet())).toBe(true);
  });

  it('stops the stream on sign-out and opens none while signed out', async () => {
    signInStored();
    mockFetch({
      'GET /api/me': () => json(200, { user: BRAND }),
      'POST /api/realtime/ticket': () => json(201, ticket(1)),
      'POST /api/logout': () => json(204, null),
    });
    const client = createRealtimeClient({ openStream: (url) => new FakeEventSource(url) });
    const { session } = renderSync(client);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    act(() => FakeEventSource.latest().emit('ready'));
    expect(client.getStatus()).toBe('open');

    await act(() => session.current!.signOut());
    expect(FakeEventSource.latest().closed).toBe(true);
    expect(client.getStatus()).toBe('idle');
  });

  it('does not connect for a visitor who is not signed in', async () => {
    const fetchMock = mockFetch({});
    const client = createRealtimeClient({ openStream: (url) => new FakeEventSource(url) });
    renderSync(client);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});
