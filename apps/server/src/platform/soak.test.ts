import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { TEST_DB_KIND } from '../../test/test-app.ts';
import { TEST_REDIS_URL, dropRedisPrefix, uniqueRedisPrefix } from '../../test/redis.ts';
import { startServerProcesses, type ServerCluster } from '../../test/server-processes.ts';
import { makeWorld, resumingStream, runMix, type LoadTally } from '../../test/load-mix.ts';
import { heapAfterGc, inspectorUrl } from '../../test/heap-after-gc.ts';

// `npm run soak` (BRIEFLY_SOAK=1; SOAK_MINUTES, default 30; `npm test` runs 10 minutes of it on PostgreSQL): the
// rolling-restart test's load mix on two processes for that long, sampled every 5 s and summed up per minute —
// RSS (the minute's median), the heap after a full collection (asked for through each process's inspector at the
// end of the minute), event-loop delay p99, open handles, PostgreSQL connections, jobs waiting, the load's latency
// p99, and how long a fixed piece of work took this test's process (the machine's CPU to spare, below). It fails
// when, from the minutes around minute 5 to the last minutes (three each from 9 minutes on; else the middle and the
// last minute), RSS (the median) or the heap after GC (the lowest) grows more than 10%, or the latency p99 (the
// median, over the machine's slowness) rises more than 25%. docs/capacity.md#hours-without-growth says why.

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
  probeMs: number;
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
  /** The median time of the CPU probe this minute (ms): the machine's slowness, other sessions' load included. */
  probeMs: number;
}

/**
 * A fixed piece of CPU work in this process, timed: on a shared machine it takes longer when other processes
 * take the cores, and the servers' latency rises with it for no fault of theirs. Our own servers' work weighs
 * on it too, but a server grown slower per request under a closed-loop load uses the same CPU, so it does not
 * hide a slowdown of ours.
 */
function cpuProbe(): number {
  const started = performance.now();
  let x = 0;
  for (let i = 0; i < 3_000_000; i++) x = (x * 31 + i) % 1_000_003;
  if (x < 0) throw new Error('unreachable');
  return performance.now() - started;
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
  let vacuumer: pg.Client;
  let vacuuming: NodeJS.Timeout | undefined;
  // Each process's inspector address, read once at start: the processes' output is kept only as its last 64 kB,
  // and a minute of the load mix's logs (test-mode webhook deliveries refused by the route's 600-a-minute flood
  // guard, each with its stack) pushed the line that names it out: a CI run's soak failed so in its first minute.
  let inspectors: string[] = [];
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
    inspectors = cluster.servers.map((server) => {
      const url = inspectorUrl(server.output());
      if (!url) throw new Error(`server ${server.index} printed no inspector address:\n${server.output()}`);
      return url;
    });
    admin = new pg.Client({ connectionString: cluster.databaseUrl });
    await admin.connect();
    // Production runs PostgreSQL's autovacuum (the default); this machine's server has it off (its conf.d). Without
    // it nothing reclaims the job queue's dead rows or gathers planner statistics, and every request walks more
    // dead index entries each minute — growth of the machine's making, not the server's. The soak stands in for it:
    // VACUUM (ANALYZE) of its database every 30 s, as autovacuum's workers would under this churn.
    vacuumer = new pg.Client({ connectionString: cluster.databaseUrl });
    await vacuumer.connect();
    const { rows } = await vacuumer.query<{ autovacuum: string }>('show autovacuum');
    if (rows[0]?.autovacuum !== 'on') {
      let running = false;
      vacuuming = setInterval(() => {
        if (running) return;
        running = true;
        vacuumer
          .query('vacuum (analyze)')
          .catch((error: Error) => console.warn(`vacuum: ${error.message}`))
          .finally(() => (running = false));
      }, 30_000);
    }
  }, 180_000);
  afterAll(async () => {
    clearInterval(vacuuming);
    await vacuumer?.end();
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
      const tally: LoadTally = { requests: 0, failures: [], durations: [], byKind: new Map() };
      const countedByKind = new Map<string, number>();
      // Rows and index entries read per table, from PostgreSQL's statistics: the work per request, which does not
      // depend on how busy the machine is. A count that grows with the run shows here first.
      const tableReads = async () => {
        const { rows } = await admin.query<{ relname: string; reads: string }>(
          `select t.relname, (coalesce(t.seq_tup_read, 0) + coalesce(t.idx_tup_fetch, 0)
                  + coalesce((select sum(i.idx_tup_read) from pg_stat_user_indexes i where i.relid = t.relid), 0))::text as reads
             from pg_stat_user_tables t`,
        );
        return new Map(rows.map((row) => [row.relname, Number(row.reads)]));
      };
      let readsBefore = await tableReads();
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
          probeMs: cpuProbe(),
        });
        const minute = Math.floor((Date.now() - started) / 60_000);
        if (minute > minutes.length) {
          const inMinute = samples.filter((sample) => Math.floor((sample.at - started) / 60_000) === minutes.length);
          const last = inMinute.at(-1)!;
          const heaps = await Promise.all(inspectors.map(heapAfterGc));
          const durations = tally.durations.slice(counted);
          counted = tally.durations.length;
          // Which kind of request the minute's time went to: a count that grows with the run shows here first.
          const kinds: Record<string, string> = {};
          for (const [kind, list] of tally.byKind!) {
            const fresh = list.slice(countedByKind.get(kind) ?? 0);
            countedByKind.set(kind, list.length);
            kinds[kind] = `${fresh.length} × p50 ${Math.round(median(fresh))} p99 ${Math.round(p99(fresh))} ms`;
          }
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
            probeMs: Math.round(median(inMinute.map((sample) => sample.probeMs)) * 10) / 10,
          });
          console.log(JSON.stringify(minutes.at(-1)));
          console.log(`  by kind: ${JSON.stringify(kinds)}`);
          const readsNow = await tableReads();
          const perRequest = [...readsNow]
            .map(
              ([table, reads]) =>
                [table, (reads - (readsBefore.get(table) ?? 0)) / Math.max(durations.length, 1)] as const,
            )
            .filter(([, reads]) => reads >= 1)
            .sort((x, y) => y[1] - x[1])
            .slice(0, 10)
            .map(([table, reads]) => `${table} ${reads.toFixed(1)}`);
          readsBefore = readsNow;
          console.log(`  rows and index entries read per request: ${perRequest.join(', ')}`);
        }
      }
      await load;
      for (const stream of streams) stream.close();

      console.table(minutes);
      expect(tally.failures).toEqual([]);
      expect(minutes.length).toBeGreaterThanOrEqual(Math.max(1, MINUTES - 1));
      // Windows, not single minutes: one minute of a neighbour's build must not fail the run, a leak shows in all three.
      const width = minutes.length >= 9 ? 3 : 1;
      const centre = Math.min(4, Math.floor((minutes.length - 1) / 2));
      const from = minutes.slice(centre - (width - 1) / 2, centre + (width + 1) / 2);
      const to = minutes.slice(-width);
      const lowest = (values: number[]) => Math.min(...values);
      // Latency over the machine's slowness: the p99 in units of the probe's time.
      const relative = (window: Minute[]) => median(window.map((m) => m.latencyP99Ms / Math.max(m.probeMs, 1)));
      const figures = {
        window: [from.map((m) => m.minute), to.map((m) => m.minute)],
        rssMb: [0, 1].map((server) => [
          median(from.map((m) => m.rssMb[server]!)),
          median(to.map((m) => m.rssMb[server]!)),
        ]),
        heapAfterGcMb: [0, 1].map((server) => [
          lowest(from.map((m) => m.heapAfterGcMb[server]!)),
          lowest(to.map((m) => m.heapAfterGcMb[server]!)),
        ]),
        latencyP99PerProbe: [relative(from), relative(to)],
        latencyP99Ms: [median(from.map((m) => m.latencyP99Ms)), median(to.map((m) => m.latencyP99Ms))],
      };
      console.log(`compared: ${JSON.stringify(figures)}`);
      for (const server of [0, 1]) {
        const [rssFrom, rssTo] = figures.rssMb[server]!;
        const [heapFrom, heapTo] = figures.heapAfterGcMb[server]!;
        expect(rssTo!, `RSS of process ${server}`).toBeLessThanOrEqual(rssFrom! * 1.1);
        expect(heapTo!, `heap after GC of process ${server}`).toBeLessThanOrEqual(heapFrom! * 1.1);
      }
      const [latencyFrom, latencyTo] = figures.latencyP99PerProbe as [number, number];
      // A floor for the near-idle machine, where 1 ms more is 25%.
      expect(latencyTo, 'latency p99 over the CPU probe').toBeLessThanOrEqual(
        Math.max(latencyFrom * 1.25, latencyFrom + 5 / Math.max(median(to.map((m) => m.probeMs)), 1)),
      );
    },
    (MINUTES + 5) * 60_000,
  );
});
