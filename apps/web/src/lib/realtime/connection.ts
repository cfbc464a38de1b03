// The live stream of server events for the signed-in user, one per tab. Browsers' EventSource cannot
// send the bearer token, so each connection first buys a single-use ticket (POST /api/realtime/ticket)
// and opens GET /api/realtime?ticket=…. A ticket works once, so the client never lets EventSource
// reconnect by itself: on any error it closes the stream and comes back with a fresh ticket after a
// capped, jittered backoff. The table of what each event refreshes is
// ./invalidations.ts; the hooks that wire both into the app are ./hooks.ts.

import type { RealtimeEventType, RealtimePayloads } from '@briefly/shared/realtime';
import { api, isApiError } from '../api-client';

export interface RealtimeTicket {
  ticket: string;
  expiresAt: string;
}

/** POST /api/realtime/ticket (bearer) → 201 { ticket, expiresAt }: opens one stream within 60 s. */
export const fetchRealtimeTicket = (signal?: AbortSignal) =>
  api.post<RealtimeTicket>('/api/realtime/ticket', undefined, { signal });

export const realtimeStreamUrl = (ticket: string) => `/api/realtime?ticket=${encodeURIComponent(ticket)}`;

/** The part of EventSource the client uses (tests pass a fake). */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

export interface RealtimeClientOptions {
  fetchTicket?: (signal: AbortSignal) => Promise<RealtimeTicket>;
  /** Opens the stream; null when the browser has no EventSource (the app then lives on refetches). */
  openStream?: ((url: string) => EventSourceLike) | null;
  /** First reconnect delay; each failure in a row doubles it up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** A stream that stayed open this long was healthy: its drop starts the backoff over. */
  healthyAfterMs?: number;
  /** A number in [0, 1) for the jitter. */
  random?: () => number;
}

export interface StartOptions {
  /** The ticket call answered 401 to our token: the session is gone. */
  onSessionGone?: (error: unknown) => void;
}

export interface RealtimeClient {
  /** Connects (does nothing when already started). */
  start(options?: StartOptions): void;
  /** Disconnects and forgets the session: the next start's first connection is not a resync. */
  stop(): void;
  /** Calls the listener with the parsed data of every event of this type; returns the unsubscribe. */
  subscribe<Type extends RealtimeEventType>(type: Type, listener: (data: RealtimePayloads[Type]) => void): () => void;
  /** Called on every `ready`; `resync` is true for every one after the first of a session. */
  onConnect(listener: (info: { resync: boolean }) => void): () => void;
  getStatus(): RealtimeStatus;
  onStatus(listener: () => void): () => void;
}

export const REALTIME_BACKOFF = { initialDelayMs: 1_000, maxDelayMs: 30_000, healthyAfterMs: 10_000 } as const;

/** A number in [0, 1) from the platform's generator (lint keeps Math.random out of the code). */
function cryptoRandom(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}

const browserEventSource =
  typeof EventSource === 'undefined' ? null : (url: string): EventSourceLike => new EventSource(url);

/** Delay before reconnect attempt `failures` (0-based): half of the capped exponential step, plus up to the other half at random. */
export function reconnectDelay(
  failures: number,
  random: number,
  initialDelayMs: number = REALTIME_BACKOFF.initialDelayMs,
  maxDelayMs: number = REALTIME_BACKOFF.maxDelayMs,
): number {
  const step = Math.min(maxDelayMs, initialDelayMs * 2 ** Math.min(failures, 30));
  return Math.round(step / 2 + (step / 2) * random);
}

/** Reports a listener's failure without letting it stop the others. */
function report(error: unknown) {
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
}

export function createRealtimeClient(options: RealtimeClientOptions = {}): RealtimeClient {
  const fetchTicket = options.fetchTicket ?? fetchRealtimeTicket;
  const openStream = options.openStream === undefined ? browserEventSource : options.openStream;
  const initialDelayMs = options.initialDelayMs ?? REALTIME_BACKOFF.initialDelayMs;
  const maxDelayMs = options.maxDelayMs ?? REALTIME_BACKOFF.maxDelayMs;
  const healthyAfterMs = options.healthyAfterMs ?? REALTIME_BACKOFF.healthyAfterMs;
  const random = options.random ?? cryptoRandom;

  const listeners = new Map<string, Set<(data: unknown) => void>>();
  const connectListeners = new Set<(info: { resync: boolean }) => void>();
  const statusListeners = new Set<() => void>();

  let started = false;
  let startOptions: StartOptions = {};
  let status: RealtimeStatus = 'idle';
  /** Bumped on every attempt and on stop, so callbacks of an older attempt do nothing. */
  let attempt = 0;
  let failures = 0;
  let readyOnce = false;
  let openedAt: number | null = null;
  let source: EventSourceLike | null = null;
  let ticketRequest: AbortController | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let waitingForVisible = false;

  const setStatus = (next: RealtimeStatus) => {
    if (status === next) return;
    status = next;
    for (const listener of [...statusListeners]) listener();
  };

  const dispatch = (type: string, raw: string) => {
    const subscribers = listeners.get(type);
    if (!subscribers || subscribers.size === 0) return;
    let data: unknown;
    try {
      data = JSON.parse(raw);
    } catch {
      return; // A garbled event is dropped; the next resync covers it.
    }
    for (const listener of [...subscribers]) {
      try {
        listener(data);
      } catch (error) {
        report(error);
      }
    }
  };

  const listen = (stream: EventSourceLike, type: string, current: number) => {
    stream.addEventListener(type, (event) => {
      if (current === attempt) dispatch(type, event.data);
    });
  };

  const clearRetry = () => {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
    waitingForVisible = false;
  };

  const disconnect = () => {
    attempt += 1;
    ticketRequest?.abort();
    ticketRequest = null;
    source?.close();
    source = null;
    openedAt = null;
    clearRetry();
  };

  const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

  const connect = () => {
    if (!started || !openStream) return;
    setStatus(readyOnce ? 'reconnecting' : 'connecting');
    // A hidden tab waits to reconnect until it is looked at again (an open stream stays open).
    if (isHidden()) {
      waitingForVisible = true;
      return;
    }
    disconnect();
    const current = attempt;
    const controller = new AbortController();
    ticketRequest = controller;
    fetchTicket(controller.signal).then(
      ({ ticket }) => {
        if (current !== attempt) return;
        ticketRequest = null;
        const stream = openStream(realtimeStreamUrl(ticket));
        source = stream;
        stream.addEventListener('ready', () => {
          if (current !== attempt) return;
          const resync = readyOnce;
          readyOnce = true;
          openedAt = Date.now();
          setStatus('open');
          for (const listener of [...connectListeners]) {
            try {
              listener({ resync });
            } catch (error) {
              report(error);
            }
          }
        });
        stream.addEventListener('error', () => {
          if (current === attempt) retry();
        });
        for (const type of listeners.keys()) listen(stream, type, current);
      },
      (error: unknown) => {
        if (current !== attempt) return;
        ticketRequest = null;
        if (isApiError(error) && error.status === 401 && error.sentToken) {
          // The token is gone; the session ends and a new sign-in starts a new stream.
          const { onSessionGone } = startOptions;
          stopClient();
          onSessionGone?.(error);
          return;
        }
        retry();
      },
    );
  };

  /** Closes the current stream and schedules the next attempt with a fresh ticket. */
  const retry = () => {
    const healthy = openedAt !== null && Date.now() - openedAt >= healthyAfterMs;
    disconnect();
    if (!started) return;
    if (healthy) failures = 0;
    const delay = reconnectDelay(failures, random(), initialDelayMs, maxDelayMs);
    failures += 1;
    setStatus('reconnecting');
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect();
    }, delay);
  };

  const onVisibilityChange = () => {
    if (waitingForVisible && !isHidden()) {
      waitingForVisible = false;
      connect();
    }
  };

  // Back online: the wait is no longer useful.
  const onOnline = () => {
    if (started && retryTimer !== null) {
      clearRetry();
      connect();
    }
  };

  function stopClient() {
    if (!started) return;
    started = false;
    disconnect();
    readyOnce = false;
    failures = 0;
    startOptions = {};
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisibilityChange);
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    setStatus('idle');
  }

  return {
    start(next = {}) {
      if (started || !openStream) return;
      started = true;
      startOptions = next;
      if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisibilityChange);
      if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
      connect();
    },
    stop: stopClient,
    subscribe(type, listener) {
      // The server sends each type with its payload (checked there against the same contract).
      const untyped = listener as (data: unknown) => void;
      let subscribers = listeners.get(type);
      if (!subscribers) {
        subscribers = new Set();
        listeners.set(type, subscribers);
        // EventSource delivers named events only to listeners of that name: add it to the open stream.
        if (source) listen(source, type, attempt);
      }
      subscribers.add(untyped);
      return () => {
        subscribers.delete(untyped);
      };
    },
    onConnect(listener) {
      connectListeners.add(listener);
      return () => {
        connectListeners.delete(listener);
      };
    },
    getStatus: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
  };
}

/** The tab's one stream. */
export const realtime = createRealtimeClient();
