import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@briefly/shared/errors';
import type { Db } from '../../db/client.ts';
import { unauthenticated } from '../../lib/errors.ts';
import { bearerToken, type AuthenticatedUser, type SessionResolver } from '../identity.ts';
import type { Clock, Logger } from '../module.ts';
import { MAX_NOTIFY_PAYLOAD_BYTES } from '../listener/database-listener.ts';
import { REALTIME_CHANNEL, type RealtimeBus } from '../transport/realtime-bus.ts';
import { createConnectionRegistry, type StreamConnection } from './connections.ts';
import { claimTicket, issueTicket } from './tickets.ts';
import { mediaResponse } from '../../lib/openapi-bodies.ts';

// Realtime to the browser across processes: a message is published on the realtime bus with the
// sender's transaction (a NOTIFY in it, or with REDIS_URL a Redis PUBLISH after it commits: either
// way it goes out only if the change commits); every process's subscriber hears it and writes it to
// the Server-Sent Events streams of those users that are open on that process.

export { REALTIME_CHANNEL };
export const TICKET_TTL_MS = 60_000;
/** Tickets per user per window (docs/product/limits-and-messages.md#limits): every tab reconnecting at once fits. */
export const TICKETS_PER_USER = { max: 60, timeWindow: 60_000 };
const HEARTBEAT_MS = 25_000;
/** The client's reconnect delay after a dropped stream. */
const RETRY_MS = 3_000;
/** SSE field values must not contain line breaks; event names are code, not user input. */
const EVENT_TYPE = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

export interface RealtimeMessage {
  type: string;
  data: Record<string, unknown>;
}

export interface RealtimeOptions {
  db: Db;
  /** The fan-out between processes (../transport): PostgreSQL's NOTIFY, or Redis pub/sub. */
  bus: RealtimeBus;
  resolveSession: SessionResolver;
  log: Logger;
  clock: Clock;
  heartbeatMs?: number;
}

/**
 * The message that ends every open stream of its users, on every process (their sessions ended: a password
 * reset, a deactivation), or, with session ids, only the streams those sessions opened (a logout, a revoked session).
 */
export const SESSIONS_ENDED = 'sessions.ended';

export interface Realtime {
  routes: FastifyPluginAsync;
  sendToUsers(tx: Db, userIds: string[], message: RealtimeMessage): Promise<void>;
  /**
   * At commit of `tx`: every open stream of these users, on every process, says `sessions.ended` and ends;
   * with `sessionIds`, only the streams opened by those sessions.
   */
  endStreamsOf(tx: Db, userIds: string[], sessionIds?: string[]): Promise<void>;
  /** Streams open on this process now (the metrics). */
  openStreams(): number;
  close(): Promise<void>;
}

/** What travels through the bus: short keys, as NOTIFY's payload limit counts bytes (kept for Redis too). */
interface Envelope {
  u: string[];
  t: string;
  d: Record<string, unknown>;
  /** Only the streams opened by these sessions (sessions.ended for some sign-ins). */
  s?: string[];
}

const frame = (type: string, data: Record<string, unknown>) => `event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

/** Splits the recipients so each NOTIFY stays under the limit; null when the message alone is too big. */
function envelopes(userIds: string[], type: string, data: Record<string, unknown>): string[] | null {
  const empty = JSON.stringify({ u: [], t: type, d: data } satisfies Envelope);
  const baseBytes = Buffer.byteLength(empty);
  const payloads: string[] = [];
  let batch: string[] = [];
  let batchBytes = baseBytes;
  for (const userId of userIds) {
    const bytes = Buffer.byteLength(JSON.stringify(userId)) + 1;
    if (baseBytes + bytes > MAX_NOTIFY_PAYLOAD_BYTES) return null;
    if (batchBytes + bytes > MAX_NOTIFY_PAYLOAD_BYTES) {
      payloads.push(JSON.stringify({ u: batch, t: type, d: data } satisfies Envelope));
      batch = [];
      batchBytes = baseBytes;
    }
    batch.push(userId);
    batchBytes += bytes;
  }
  if (batch.length > 0) payloads.push(JSON.stringify({ u: batch, t: type, d: data } satisfies Envelope));
  return payloads;
}

function parseEnvelope(payload: string): Envelope | null {
  try {
    const value = JSON.parse(payload) as Partial<Envelope> | null;
    if (!value || !Array.isArray(value.u) || typeof value.t !== 'string' || !EVENT_TYPE.test(value.t)) return null;
    if (!value.d || typeof value.d !== 'object' || Array.isArray(value.d)) return null;
    const sessions = Array.isArray(value.s) ? value.s.filter((id): id is string => typeof id === 'string') : undefined;
    return {
      u: value.u.filter((id): id is string => typeof id === 'string'),
      t: value.t,
      d: value.d,
      ...(sessions ? { s: sessions } : {}),
    };
  } catch {
    return null;
  }
}

export function createRealtime(options: RealtimeOptions): Realtime {
  const { db, bus, resolveSession, log, clock } = options;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const connections = createConnectionRegistry();
  let unlisten: (() => Promise<void>) | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let closed = false;

  function deliver(payload: string) {
    const envelope = parseEnvelope(payload);
    if (!envelope) {
      log.warn({ bytes: payload.length }, 'ignored a malformed realtime notification');
      return;
    }
    if (envelope.t === SESSIONS_ENDED && envelope.s) {
      connections.endSessions(envelope.u, envelope.s, frame(envelope.t, envelope.d));
      return;
    }
    connections.sendTo(envelope.u, frame(envelope.t, envelope.d));
    if (envelope.t === SESSIONS_ENDED) connections.endUsers(envelope.u);
  }

  async function start() {
    if (unlisten || closed) return;
    unlisten = await bus.subscribe(deliver);
    // Messages sent while the subscriber was reconnecting are lost: tell clients to refetch.
    bus.onReconnect(() => connections.broadcast(frame('resync', {})));
    heartbeat = setInterval(() => connections.broadcast(': ping\n\n'), heartbeatMs);
    heartbeat.unref();
  }

  /** Ends every stream now: an open stream would otherwise keep the HTTP server from closing. */
  function endStreams() {
    connections.endAll();
  }

  async function close() {
    closed = true;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    endStreams();
    const stop = unlisten;
    unlisten = null;
    await stop?.().catch((error: unknown) => log.warn({ err: error }, 'realtime: unlisten failed'));
  }

  async function sendToUsers(tx: Db, userIds: string[], message: RealtimeMessage): Promise<void> {
    if (!EVENT_TYPE.test(message.type)) throw new Error(`Invalid realtime message type: ${message.type}`);
    const recipients = [...new Set(userIds)];
    if (recipients.length === 0) return;
    const payloads = envelopes(recipients, message.type, message.data);
    if (!payloads) {
      // Realtime is a hint to refetch: dropping it must not fail the change that caused it.
      log.error(
        { type: message.type, bytes: Buffer.byteLength(JSON.stringify(message.data)) },
        'realtime message too large for NOTIFY; not sent',
      );
      return;
    }
    for (const payload of payloads) await bus.publish(tx, payload);
  }

  async function authenticate(request: FastifyRequest): Promise<{ user: AuthenticatedUser; sessionId: string | null }> {
    const token = bearerToken(request);
    if (token) {
      // The access hook has resolved it already when it is registered; resolve here otherwise.
      if (request.user) return { user: request.user, sessionId: request.sessionId };
      const session = await resolveSession(token);
      if (!session) throw unauthenticated('Your session has expired. Please sign in again.');
      return session;
    }
    const ticket = (request.query as Record<string, unknown> | undefined)?.ticket;
    if (typeof ticket === 'string') {
      const claimed = await claimTicket(db, ticket, clock());
      if (!claimed) throw unauthenticated('This live-updates ticket is invalid, used or expired.');
      return claimed;
    }
    throw unauthenticated();
  }

  function openStream(
    request: FastifyRequest,
    reply: FastifyReply,
    { user, sessionId }: { user: AuthenticatedUser; sessionId: string | null },
  ) {
    reply.hijack();
    const res = reply.raw;
    // Headers set by earlier hooks (security headers) still apply; we write the response ourselves.
    const inherited = Object.fromEntries(
      Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined),
    ) as Record<string, string | number | string[]>;
    delete inherited['content-length'];
    delete inherited['content-encoding'];
    res.writeHead(200, {
      ...inherited,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
    });
    request.raw.socket?.setNoDelay(true);
    request.raw.socket?.setKeepAlive(true);
    const connection: StreamConnection = { userId: user.id, sessionId, res };
    res.on('close', () => connections.remove(connection));
    res.on('error', () => connections.remove(connection));
    if (closed) {
      res.end();
      return;
    }
    res.write(`retry: ${RETRY_MS}\n\n${frame('ready', {})}`);
    connections.add(connection);
  }

  const routes: FastifyPluginAsync = async (app: FastifyInstance) => {
    await start();
    app.addHook('preClose', async () => endStreams());
    app.addHook('onClose', async () => close());

    const api = app.withTypeProvider<ZodTypeProvider>();
    api.post('/api/realtime/ticket', {
      // A reconnecting browser asks for one per attempt: bounded per user across processes.
      config: {
        access: 'user',
        rateLimit: {
          ...TICKETS_PER_USER,
          groupId: 'realtime-tickets',
          keyGenerator: (request: { user: { id: string } | null; ip: string }) => request.user?.id ?? request.ip,
        },
      },
      schema: {
        operationId: 'createRealtimeTicket',
        tags: ['realtime'],
        summary: 'A single-use ticket (valid 60 s) that opens one live-updates stream: GET /api/realtime?ticket=…',
        response: {
          201: z.object({ ticket: z.string(), expiresAt: z.string() }),
          401: ZErrorEnvelope,
          429: ZErrorEnvelope,
        },
      },
      handler: async (request, reply) => {
        const user = request.user;
        if (!user || !request.sessionId) throw unauthenticated();
        const now = clock();
        const { ticket, expiresAt } = await issueTicket(
          db,
          { userId: user.id, sessionId: request.sessionId },
          now,
          TICKET_TTL_MS,
        );
        return reply.status(201).send({ ticket, expiresAt: expiresAt.toISOString() });
      },
    });

    api.get('/api/realtime', {
      // Authenticates itself: a bearer session token, or a ticket in the query (never the session token).
      config: { access: 'public' },
      schema: {
        operationId: 'streamRealtimeUpdates',
        tags: ['realtime'],
        summary:
          'Live updates for the signed-in user (text/event-stream); Authorization: Bearer, or ?ticket= from POST /api/realtime/ticket',
        querystring: z.object({ ticket: z.unknown().optional().describe('A ticket from POST /api/realtime/ticket') }),
        response: {
          200: mediaResponse('Server-sent events: ready, then one event per message; comments as heartbeats', [
            'text/event-stream',
          ]),
          401: ZErrorEnvelope,
        },
      },
      handler: async (request, reply) => {
        openStream(request, reply, await authenticate(request));
        return reply;
      },
    });
  };

  async function endStreamsOf(tx: Db, userIds: string[], sessionIds?: string[]): Promise<void> {
    if (!sessionIds) return sendToUsers(tx, userIds, { type: SESSIONS_ENDED, data: {} });
    const recipients = [...new Set(userIds)];
    if (recipients.length === 0 || sessionIds.length === 0) return;
    // A user's own sessions: a handful of uuids, far under the NOTIFY limit.
    const payload = JSON.stringify({
      u: recipients,
      t: SESSIONS_ENDED,
      d: {},
      s: [...new Set(sessionIds)],
    } satisfies Envelope);
    if (Buffer.byteLength(payload) > MAX_NOTIFY_PAYLOAD_BYTES)
      return sendToUsers(tx, recipients, { type: SESSIONS_ENDED, data: {} });
    await bus.publish(tx, payload);
  }

  return { routes, sendToUsers, endStreamsOf, openStreams: () => connections.count(), close };
}
