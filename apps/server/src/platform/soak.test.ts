import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { TEST_DB_KIND } from '../../test/test-app.ts';
import { TEST_REDIS_URL, dropRedisPrefix, uniqueRedisPrefix } from '../../test/redis.ts';
import { startServerProcesses, type ServerCluster } from '../../test/server-processes.ts';
import { makeWorld, resumingStream, runMix, type LoadTally } from '../../test/load-mix.ts';
import { heapAfterGc, inspectorUrl } from '../../test/heap-after-gc.ts';

// `npm run soak` (BRIEFLY_SOAK=1; SOAK_MINUTES, default 30): the rolling-restart test's load mix on two
// processes for that long, sampled every 5 s and summed up per minute — RSS (the minute's median), the heap
// after a full collection (asked for through each process's inspector at the end of the minute), event-loop
// delay p99, open handles, PostgreSQL connections, jobs waiting, and the load's latency p99. It fails when RSS or
// the heap after GC grows more than 10% from minute 5 (the middle minute of shorter runs) to the last, or
// the latency p99 rises more than 25%. Not part of npm test (docs/capacity.md#hours-without-growth).

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const SAMPLE_MS = 5_000;
const METRICS_TOKEN = 'soak-metrics-token-0123456789';

interface Sample {
  at: number;
  rss: number[];
  loopP99: number[];
  handles: number[];
  connections: number;
  jobsWaiting: number;
}

interface Minute {
  minute: number;
  rssMb: number[];
  heapAfterGcMb: number[];
  loopP99Ms: number;
  handles: number[];
  connections: number;
  jobsWaiting: number;
  requests: number;
  latencyP99Ms: number;
}

function metric(text: string, name: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${name} `) || row.startsWith(`${name}{`));
  return line ? Number(line.split(' ').at(-1)) : NaN;
}

const p99 = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const mb = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

describe.skipIf(TEST_DB_KIND !== 'postgres' || !process.env.BRIEFLY_SOAK)('hours without growth (npm run soak)', () => {
  let cluster: ServerCluster;
  let admin: pg.Client;
  const redisPrefix = uniqueRedisPrefix();

  beforeAll(async () => {
    cluster = await startServerProcesses(2, {
      env: {
        METRICS_TOKEN,
        // The inspector on a port of its own, for the heap after a full collection (test/heap-after-gc.ts).
        NODE_OPTIONS: '--inspect=127.0.0.1:0',
        AUTH_RATE_LIMIT_MAX: '1000000',
        AUTH_ACCOUNT_LIMIT_MAX: '1000000',
        MESSAGE_RATE_LIMIT_MAX: '100000',
        ...(TEST_REDIS_URL ? { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: redisPrefix } : {}),
      },
    });
    admin = new pg.Client({ connectionString: cluster.databaseUrl });
    await admin.connect();
  }, 180_000);
  afterAll(async () => {
    await admin?.end();
    await cluster?.stop();
    if (TEST_REDIS_URL) await dropRedisPrefix(TEST_REDIS_URL, redisPrefix);
  }, 60_000);

  it(
    `stays flat for ${MINUTES} minutes under the load mix`,
    async () => {
      const [a, b] = cluster.servers.map((server) => server.baseUrl) as [string, string];
      const world = await makeWorld(a, 3);
      const streams = world.creators.map((creator, index) =>
        resumingStream(index % 2 ? a : b, creator, world.conversations[index]!),
      );
      const sent = new Map(world.conversations.map((id) => [id, [] as string[]]));
      const tally: LoadTally = { requests: 0, failures: [], durations: [] };
      const started = Date.now();
      const end = started + MINUTES * 60_000;
      const until = () => Date.now() >= end;
      const load = Promise.all([
        runMix(a, world, { workers: 2, until, sent, tally }),
        runMix(b, world, { workers: 2, until, sent, tally }),
      ]);

      const samples: Sample[] = [];
      const minutes: Minute[] = [];
      let counted = 0;
      while (!until()) {
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
        const texts = await Promise.all(
          cluster.servers.map((server) =>
            fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((r) =>
              r.text(),
            ),
          ),
        );
        const { rows } = await admin.query<{ connections: number; waiting: number }>(
          `select (select count(*)::int from pg_stat_activity where datname = current_database()) as connections,
                (select count(*)::int from jobs where status = 'queued' and run_at <= now()) as waiting`,
        );
        samples.push({
          at: Date.now(),
          rss: texts.map((text) => metric(text, 'briefly_process_resident_memory_bytes')),
          loopP99: texts.map((text) => metric(text, 'briefly_nodejs_eventloop_lag_p99_seconds')),
          handles: texts.map((text) => metric(text, 'briefly_nodejs_active_handles_total')),
          connections: rows[0]!.connections,
          jobsWaiting: rows[0]!.waiting,
        });
        const minute = Math.floor((Date.now() - started) / 60_000);
        if (minute > minutes.length) {
          const inMinute = samples.filter((sample) => Math.floor((sample.at - started) / 60_000) === minutes.length);
          const last = inMinute.at(-1)!;
          const heaps = await Promise.all(cluster.servers.map((server) => heapAfterGc(inspectorUrl(server.output())!)));
          const durations = tally.durations.slice(counted);
          counted = tally.durations.length;
          minutes.push({
            minute: minutes.length + 1,
            rssMb: last.rss.map((_, server) => mb(median(inMinute.map((sample) => sample.rss[server]!)))),
            heapAfterGcMb: heaps.map(mb),
            loopP99Ms: Math.round(Math.max(...inMinute.flatMap((s) => s.loopP99)) * 1000 * 10) / 10,
            handles: last.handles,
            connections: last.connections,
            jobsWaiting: last.jobsWaiting,
            requests: durations.length,
            latencyP99Ms: Math.round(p99(durations)),
          });
          console.log(JSON.stringify(minutes.at(-1)));
        }
      }
      await load;
      for (const stream of streams) stream.close();

      console.table(minutes);
      expect(tally.failures).toEqual([]);
      expect(minutes.length).toBeGreaterThanOrEqual(Math.max(1, MINUTES - 1));
      const from = minutes[Math.min(4, Math.floor((minutes.length - 1) / 2))]!;
      const to = minutes.at(-1)!;
      for (const server of [0, 1]) {
        expect(to.rssMb[server]!, `RSS of process ${server}`).toBeLessThanOrEqual(from.rssMb[server]! * 1.1);
        expect(to.heapAfterGcMb[server]!, `heap after GC of process ${server}`).toBeLessThanOrEqual(
          from.heapAfterGcMb[server]! * 1.1,
        );
      }
      expect(to.latencyP99Ms, 'latency p99').toBeLessThanOrEqual(Math.max(from.latencyP99Ms * 1.25, 5));
    },
    (MINUTES + 5) * 60_000,
  );
});
