import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import type { Clock } from '../module.ts';
import type { Metrics } from './metrics.ts';

// GET /metrics in Prometheus' text format, for a scraper holding METRICS_TOKEN (decision 032). Without
// the token — or with METRICS_TOKEN unset — it answers exactly as an unknown address does (404), so
// the endpoint does not tell strangers it exists. The database's gauges come from one query per scrape.

interface QueueRow {
  queue: string | null;
  ready: string | number;
  active: string | number;
  dead: string | number;
  oldest_ready: Date | string | null;
  oldest_pending_event: Date | string | null;
  mail_queued: string | number | null;
}

/**
 * One statement: per queue, jobs due and waiting, running and dead, the oldest due job, and for the
 * outbox's delivery queues (`event:<subscriber>`) the oldest event still undelivered; plus one row
 * (queue null) with the emails waiting in mail_outbox.
 */
async function readDatabaseGauges(database: Database, now: Date): Promise<QueueRow[]> {
  return queryRows<QueueRow>(
    database.db,
    sql`
      select queue,
        count(*) filter (where status = 'queued' and run_at <= ${now}) as ready,
        count(*) filter (where status = 'active') as active,
        count(*) filter (where status = 'failed') as dead,
        min(run_at) filter (where status = 'queued' and run_at <= ${now}) as oldest_ready,
        min(created_at) filter (where status in ('queued', 'active') and queue like 'event:%') as oldest_pending_event,
        null::bigint as mail_queued
      from jobs where status in ('queued', 'active', 'failed')
      group by queue
      union all
      select null, 0, 0, 0, null, null, (select count(*) from mail_outbox where status = 'queued')`,
  );
}

const ageSeconds = (now: Date, since: Date | string | null) =>
  since === null ? 0 : Math.max(0, (now.getTime() - new Date(since).getTime()) / 1000);

function sameToken(given: string | undefined, expected: string): boolean {
  const match = given && /^Bearer\s+(\S+)$/i.exec(given);
  if (!match?.[1]) return false;
  const a = Buffer.from(match[1]);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function metricsRoutes(deps: {
  database: Database;
  metrics: Metrics;
  clock: Clock;
  token: string | null;
  openStreams: () => number;
  /** The realtime fan-out between processes (decision 034): which, and whether it is connected. */
  realtimeBus?: { kind: string; isConnected(): boolean };
}) {
  const { database, metrics, clock, token } = deps;

  async function collect(): Promise<void> {
    const now = clock();
    const rows = await readDatabaseGauges(database, now);
    for (const gauge of [metrics.jobsReady, metrics.jobsActive, metrics.jobsOldestReadyAge, metrics.deadLetters])
      gauge.reset();
    let oldestEvent: Date | string | null = null;
    for (const row of rows) {
      if (row.queue === null) {
        metrics.mailQueued.set(Number(row.mail_queued ?? 0));
        continue;
      }
      const labels = { queue: row.queue };
      metrics.jobsReady.set(labels, Number(row.ready));
      metrics.jobsActive.set(labels, Number(row.active));
      metrics.deadLetters.set(labels, Number(row.dead));
      metrics.jobsOldestReadyAge.set(labels, ageSeconds(now, row.oldest_ready));
      if (
        row.oldest_pending_event !== null &&
        (oldestEvent === null || new Date(row.oldest_pending_event) < new Date(oldestEvent))
      )
        oldestEvent = row.oldest_pending_event;
    }
    metrics.outboxLag.set(ageSeconds(now, oldestEvent));
    metrics.realtimeStreams.set(deps.openStreams());
    if (deps.realtimeBus)
      metrics.realtimeBusConnected.set({ transport: deps.realtimeBus.kind }, deps.realtimeBus.isConnected() ? 1 : 0);
  }

  return async function routes(app: FastifyInstance) {
    // Outside /api, so it needs no config.access; it checks its own token and is left out of the API docs.
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!token || !sameToken(request.headers.authorization, token)) return reply.callNotFound();
      await collect();
      const body = await metrics.render();
      return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(body);
    });
  };
}
