import {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { statusClass, type Metrics } from '../platform/metrics/metrics.ts';

// Every request's log lines carry its id (Fastify's reqId), its route pattern and, once the access
// hook knows it, the caller's user id; one line per request says how it ended. The same hook feeds
// the request-duration histogram and counts rate-limit refusals. Query strings are logged with
// anything that could be a credential (tickets, tokens, signatures) replaced.

/** Query parameters whose values are never logged. */
const SECRET_PARAMETER = /token|ticket|secret|password|key|code|sig|session/i;

/** The route pattern (`/api/briefs/:id`), never the raw path: bounded for metrics, free of ids for logs. */
export const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/** The request's URL with the values of credential-like query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const params = new URLSearchParams(url.slice(queryAt + 1));
  for (const name of new Set(params.keys())) if (SECRET_PARAMETER.test(name)) params.set(name, '[redacted]');
  return `${url.slice(0, queryAt)}?${params.toString().replaceAll('%5Bredacted%5D', '[redacted]')}`;
}

/** Adds fields to every later log line of this request (request.log and reply.log are separate children). */
export function bindLog(request: FastifyRequest, reply: FastifyReply, bindings: Record<string, unknown>): void {
  const child: FastifyBaseLogger = request.log.child(bindings);
  request.log = child;
  reply.log = child;
}

export function registerRequestTelemetry(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onRequest', async (request, reply) => bindLog(request, reply, { route: routeOf(request) }));
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    const status = reply.statusCode;
    metrics.httpRequestDuration.observe(
      { method: request.method, route, status_class: statusClass(status) },
      reply.elapsedTime / 1000,
    );
    if (status === 429) metrics.rateLimitRefusals.inc({ route });
  });
}

/**
 * Fastify's request log lines, as one line per request at its end (not one more at its start): its
 * URL redacted, with the route and user the hooks bound (Fastify's own lines would log the raw URL).
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
