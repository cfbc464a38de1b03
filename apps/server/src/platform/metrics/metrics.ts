import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { transactionRetryCounts } from '../../db/transactions.ts';
import type { PoolStats } from '../../db/client.ts';

// What an operator watches (docs/operations.md#what-to-watch): one Prometheus registry per server
// process, served by GET /metrics. Counters and histograms are bumped where things happen (HTTP
// hooks, the mail transport, the payments provider); gauges of the database are read at scrape
// time in one query (metrics.routes.ts).

/** Request durations in seconds: API answers are expected well under 250 ms. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Provider calls cross the internet: up to Stripe's own 80 s timeout. */
const PROVIDER_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 80];

/** prom-client's process series (memory, CPU, event-loop delay, GC), collected once per process however many apps it builds. */
let processRegistry: Registry | null = null;
function processMetricsRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'briefly_' });
  }
  return processRegistry;
}

export interface Metrics {
  registry: Registry;
  /** Every series in Prometheus' text format: the process's and this registry's. */
  render(): Promise<string>;
  httpRequestDuration: Histogram<'method' | 'route' | 'status_class'>;
  rateLimitRefusals: Counter<'route'>;
  mailSent: Counter<'transport'>;
  mailFailed: Counter<'transport'>;
  providerCallDuration: Histogram<'operation' | 'outcome'>;
  providerCallErrors: Counter<'operation'>;
  /** Set at scrape time from the one database query. */
  jobsReady: Gauge<'queue'>;
  jobsActive: Gauge<'queue'>;
  jobsOldestReadyAge: Gauge<'queue'>;
  deadLetters: Gauge<'queue'>;
  outboxLag: Gauge;
  mailQueued: Gauge;
  realtimeStreams: Gauge;
  /** 1 while this process's realtime subscriber (LISTEN, or Redis with REDIS_URL) is connected. */
  realtimeBusConnected: Gauge<'transport'>;
}

/** `processMetrics`: render prom-client's default process series too. `poolStats`: the PostgreSQL pool's gauges. */
export function createMetrics(options: { processMetrics?: boolean; poolStats?: () => PoolStats } = {}): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const processSeries = options.processMetrics ? processMetricsRegistry() : null;
  const poolStats = options.poolStats;
  // PGlite is one in-process connection: no pool, so no pool series rather than made-up zeros.
  if (poolStats) {
    const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(poolStats()));
        },
      });
    poolGauge(
      'briefly_db_pool_in_use',
      'PostgreSQL connections of this process lent to a query or transaction',
      (stats) => stats.inUse,
    );
    poolGauge(
      'briefly_db_pool_waiting',
      'Callers of this process waiting for a PostgreSQL connection',
      (stats) => stats.waiting,
    );
    poolGauge('briefly_db_pool_max', 'The pool size of this process (DATABASE_POOL_SIZE)', (stats) => stats.max);
  }

  new Counter({
    name: 'briefly_db_transaction_retries_total',
    help: 'Transactions run again after a deadlock (40P01) or serialization failure (40001), by SQLSTATE',
    labelNames: ['sqlstate'],
    registers,
    // The count lives in db/transactions.ts for the whole process; copied in at each scrape.
    collect() {
      this.reset();
      for (const [sqlstate, count] of transactionRetryCounts()) this.inc({ sqlstate }, count);
    },
  });

  return {
    registry,
    render: async () => `${processSeries ? await processSeries.metrics() : ''}${await registry.metrics()}`,
    httpRequestDuration: new Histogram({
      name: 'briefly_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status class (2xx, 4xx, 5xx…)',
      labelNames: ['method', 'route', 'status_class'],
      buckets: HTTP_BUCKETS,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'briefly_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a rate limit, by route pattern',
      labelNames: ['route'],
      registers,
    }),
    mailSent: new Counter({
      name: 'briefly_mail_sent_total',
      help: 'Emails handed to the transport (smtp, or outbox when no SMTP server is configured)',
      labelNames: ['transport'],
      registers,
    }),
    mailFailed: new Counter({
      name: 'briefly_mail_failed_total',
      help: 'Attempts to send an email that failed (each is retried until its last attempt)',
      labelNames: ['transport'],
      registers,
    }),
    providerCallDuration: new Histogram({
      name: 'briefly_payments_provider_call_duration_seconds',
      help: 'Calls to the payments provider by operation and outcome (ok, error)',
      labelNames: ['operation', 'outcome'],
      buckets: PROVIDER_BUCKETS,
      registers,
    }),
    providerCallErrors: new Counter({
      name: 'briefly_payments_provider_errors_total',
      help: 'Calls to the payments provider that failed, by operation',
      labelNames: ['operation'],
      registers,
    }),
    jobsReady: new Gauge({
      name: 'briefly_jobs_ready',
      help: 'Jobs due now and waiting for a worker, by queue',
      labelNames: ['queue'],
      registers,
    }),
    jobsActive: new Gauge({
      name: 'briefly_jobs_active',
      help: 'Jobs being run now, by queue',
      labelNames: ['queue'],
      registers,
    }),
    jobsOldestReadyAge: new Gauge({
      name: 'briefly_jobs_oldest_ready_age_seconds',
      help: 'How long the oldest job due has waited for a worker, by queue (0 when none waits)',
      labelNames: ['queue'],
      registers,
    }),
    deadLetters: new Gauge({
      name: 'briefly_jobs_dead_letters',
      help: 'Jobs that ran out of attempts (kept 30 days; GET /api/admin/jobs lists them), by queue',
      labelNames: ['queue'],
      registers,
    }),
    outboxLag: new Gauge({
      name: 'briefly_outbox_delivery_lag_seconds',
      help: 'Age of the oldest domain event not yet delivered to one of its subscribers (0 when all are delivered)',
      registers,
    }),
    mailQueued: new Gauge({
      name: 'briefly_mail_queued',
      help: 'Emails in mail_outbox still waiting to be sent',
      registers,
    }),
    realtimeStreams: new Gauge({
      name: 'briefly_realtime_streams_open',
      help: 'Live-updates streams open on this process',
      registers,
    }),
    realtimeBusConnected: new Gauge({
      name: 'briefly_realtime_bus_connected',
      help: "1 while this process's live-updates subscriber is connected (transport: postgres or redis), else 0",
      labelNames: ['transport'],
      registers,
    }),
  };
}

/** "2xx", "4xx"…: a bounded label, where the exact status would not be. */
export const statusClass = (statusCode: number) => `${Math.floor(statusCode / 100)}xx`;

/** What the metrics need of a mail transport (the notifications module's is one): its name, send and close. */
export interface CountableMailTransport<Name extends string, Mail> {
  name: Name;
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** The mail transport, with each send counted as sent or failed. */
export function countedMailTransport<Name extends string, Mail>(
  transport: CountableMailTransport<Name, Mail>,
  metrics: Metrics,
): CountableMailTransport<Name, Mail> {
  return {
    name: transport.name,
    async send(mail) {
      try {
        await transport.send(mail);
      } catch (error) {
        metrics.mailFailed.inc({ transport: transport.name });
        throw error;
      }
      metrics.mailSent.inc({ transport: transport.name });
    },
    close: () => transport.close(),
  };
}

/**
 * The payments provider, with every asynchronous call timed and its failures counted by operation.
 * A Proxy, so optional methods and test mode's extra ones stay as they are.
 */
export function timedPaymentsProvider<P extends object>(provider: P, metrics: Metrics): P {
  const wrapped = new Map<PropertyKey, unknown>();
  return new Proxy(provider, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      let timed = wrapped.get(property);
      if (!timed) {
        const method = value as (...args: unknown[]) => unknown;
        timed = function (this: unknown, ...args: unknown[]) {
          const started = performance.now();
          const result = method.apply(target, args);
          if (!(result instanceof Promise)) return result;
          const observe = (outcome: 'ok' | 'error') =>
            metrics.providerCallDuration.observe(
              { operation: property, outcome },
              (performance.now() - started) / 1000,
            );
          return result.then(
            (answer: unknown) => {
              observe('ok');
              return answer;
            },
            (error: unknown) => {
              observe('error');
              metrics.providerCallErrors.inc({ operation: property });
              throw error;
            },
          );
        };
        wrapped.set(property, timed);
      }
      return timed;
    },
  });
}
