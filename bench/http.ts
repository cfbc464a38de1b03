// `npm run bench`: our HTTP API under load against a minimal baseline that runs the same SQL
// (bench/http-baseline.ts), on PostgreSQL and PGlite, at 1,000 and 100,000 briefs (docs/performance.md#http-benchmark);
// a size seeds as many creators as briefs, so the creator directory is measured at 1,000 and 100,000 creators.
// For each database and size: a fresh database, three users signed up through the API (brand, creator,
// admin), the bulk seeded with SQL (bench/http-seed.ts), our app listening on a port, each endpoint's
// statements recorded, the baseline started, then autocannon against both, interleaved, endpoint by endpoint.
//
//   BENCH_DB=postgres|pglite   one database (default: both)       BENCH_SIZES=1000,100000   sizes in briefs
//   BENCH_SECONDS=5            per round and server                BENCH_ROUNDS=2            rounds per endpoint
//   BENCH_CONNECTIONS=50       autocannon connections              BENCH_WARMUP_SECONDS=1    before the rounds
//   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres        the admin database (a bench database is created next to it)
//   BENCH_ENDPOINTS=detail,marketplace                              only these endpoints (keys in endpoints() below)
//   BENCH_PREPARED_STATEMENTS=off   our app's statements sent unnamed, as through a transaction pooler (decision 042)
//   BENCH_PREPARED_STATEMENTS=paired   PostgreSQL only: our app twice on one database, statements named in one and
//                                      unnamed in the other, measured in turns instead of the baseline (what a pooler costs)
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bootstrap } from '../apps/server/src/bootstrap.ts';
import { openDatabase, queryRows, type Database } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { bearer, createAdmin, createBrand, createCreator } from '../apps/server/test/factories.ts';
import { testConfig } from '../apps/server/test/test-app.ts';
import { benchConversationId, seedBulk } from './http-seed.ts';
import {
  pgliteReplayer,
  postgresReplayer,
  startBaseline,
  statementRecorder,
  type Replayer,
  type Statement,
} from './http-baseline.ts';
import { meanOf, runLoad, type LoadResult } from './http-load.ts';
import { printTable, toReportRows, writeJson, type Measurement } from './http-report.ts';

type DbKind = 'postgres' | 'pglite';
type Who = 'brand' | 'creator' | 'admin' | null;

const settings = {
  dbs: parseDbs(process.env.BENCH_DB),
  sizes: (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number),
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  rounds: Number(process.env.BENCH_ROUNDS ?? 2),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 1),
  postgresUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  /** Endpoint keys to measure (default: all), e.g. `detail,marketplace`. */
  only: process.env.BENCH_ENDPOINTS?.split(',') ?? null,
  /** Named prepared statements on PostgreSQL (DATABASE_PREPARED_STATEMENTS); `off` measures what a pooler costs. */
  preparedStatements: process.env.BENCH_PREPARED_STATEMENTS !== 'off',
  /** Named against unnamed, paired: a second app on the same database, unnamed, takes the baseline's place. */
  paired: process.env.BENCH_PREPARED_STATEMENTS === 'paired',
};
if (settings.paired && settings.dbs.includes('pglite'))
  throw new Error('BENCH_PREPARED_STATEMENTS=paired measures PostgreSQL: set BENCH_DB=postgres');
/** Our pool's default size (db/client.ts); the baseline's pool gets the same. */
const POOL_SIZE = 10;

interface Endpoint {
  key: string;
  name: string;
  kind: 'list' | 'detail' | 'directory';
  url: string;
  who: Who;
}
type RecordedEndpoint = Endpoint & { statements: Statement[] };

/** The hot reads, as the screens call them. */
function endpoints(briefId: string): Endpoint[] {
  return [
    { key: 'marketplace', name: 'marketplace list', kind: 'list', url: '/api/briefs/public?limit=12', who: null },
    {
      key: 'search',
      name: 'marketplace search',
      kind: 'list',
      url: '/api/briefs/public?search=coffee&limit=12',
      who: null,
    },
    {
      key: 'filters',
      name: 'marketplace filters',
      kind: 'list',
      url: '/api/briefs/public?category=technical&sort=highest&limit=12',
      who: null,
    },
    {
      key: 'deep-page',
      name: 'marketplace page 200',
      kind: 'list',
      url: '/api/briefs/public?page=200&limit=12',
      who: null,
    },
    { key: 'detail', name: 'brief detail', kind: 'detail', url: `/api/briefs/${briefId}/public`, who: null },
    { key: 'brand-briefs', name: "brand's briefs", kind: 'list', url: '/api/brands/briefs', who: 'brand' },
    {
      key: 'creator-dashboard',
      name: 'creator dashboard',
      kind: 'list',
      url: '/api/creators/dashboard',
      who: 'creator',
    },
    { key: 'notifications', name: 'notifications', kind: 'list', url: '/api/notifications?limit=20', who: 'creator' },
    {
      key: 'messages',
      name: 'conversation messages',
      kind: 'list',
      url: `/api/messages/${benchConversationId}`,
      who: 'brand',
    },
    {
      key: 'directory',
      name: 'creator directory',
      kind: 'directory',
      url: '/api/brands/creators/directory',
      who: 'brand',
    },
    {
      key: 'directory-won',
      name: 'directory by briefs won',
      kind: 'directory',
      url: '/api/brands/creators/directory?sort=briefs_won&categories=technical',
      who: 'brand',
    },
    {
      key: 'admin-briefs',
      name: 'admin briefs list',
      kind: 'list',
      url: '/api/admin/briefs?page=1&limit=10',
      who: 'admin',
    },
  ];
}

function parseDbs(value: string | undefined): DbKind[] {
  if (!value) return ['postgres', 'pglite'];
  if (value !== 'postgres' && value !== 'pglite') throw new Error(`BENCH_DB must be postgres or pglite, not ${value}`);
  return [value];
}

/** The tests' configuration (embedded web app off, jobs off, silent), with limits that cannot stop the load. */
function benchConfig() {
  return testConfig({
    // Signing up three users must not trip the sign-in limits (the GETs measured have none).
    AUTH_RATE_LIMIT_MAX: '1000000',
    AUTH_ACCOUNT_LIMIT_MAX: '1000000',
    MESSAGE_RATE_LIMIT_MAX: '100000',
  });
}

/** A fresh database of the kind, and the baseline's way to run statements on it. */
async function openBenchDatabase(
  kind: DbKind,
): Promise<{ database: Database; replayer: Replayer; url?: string; close(): Promise<void> }> {
  // The onQuery hook makes Drizzle keep a logger, which statementRecorder taps for text and parameters.
  const onQuery = () => undefined;
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir: null, onQuery });
    return { database, replayer: pgliteReplayer(database), close: () => database.close() };
  }
  const name = `briefly_bench_${Date.now()}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(settings.postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolSize: POOL_SIZE,
    preparedStatements: settings.preparedStatements,
    onQuery,
  });
  const replayer = postgresReplayer(url.toString(), POOL_SIZE);
  return {
    database,
    replayer,
    url: url.toString(),
    close: async () => {
      await replayer.close();
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: settings.postgresUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

type HeadersFor = (who: Who) => Record<string, string>;

async function benchOne(kind: DbKind, size: number): Promise<Measurement[]> {
  const target = await openBenchDatabase(kind);
  const config = benchConfig();
  try {
    await runMigrations(target.database);
    const record = statementRecorder(target.database);
    const app = await bootstrap({ config, database: target.database, logger: false });
    await app.ready();
    try {
      const { list, headersFor } = await seed(app, target.database, size);
      const recorded = await recordEach(app, record, list, headersFor);
      if (settings.paired) return await measurePaired(app, target.url!, recorded, headersFor, { db: kind, size });
      return await measureEach(app, recorded, target.replayer, headersFor, { db: kind, size });
    } finally {
      await app.close();
    }
  } finally {
    await target.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
}

/**
 * The signed-in users through the real API (the admin the way the tests make one), then the bulk with
 * SQL, some of it theirs. Gives the endpoints to measure and each user's headers.
 */
async function seed(
  app: FastifyInstance,
  database: Database,
  size: number,
): Promise<{ list: Endpoint[]; headersFor: HeadersFor }> {
  const started = performance.now();
  const brand = await createBrand(app, { companyName: 'Bench Coffee Roasters' });
  const creator = await createCreator(app);
  const admin = await createAdmin(app, database.db);
  await seedBulk(database.db, size, { brandId: brand.user.id, creatorId: creator.user.id });
  // A steady-state table: statistics known and the visibility map set, as autovacuum leaves it.
  await database.db.execute(sql`vacuum analyze`);
  // The seed's dirty pages written out now, not by a checkpoint in the middle of the first endpoints' rounds.
  if (database.kind === 'postgres') await database.db.execute(sql`checkpoint`);
  console.log(
    `\n${database.kind}, ${size.toLocaleString('en-US')} briefs: seeded in ${Math.round(performance.now() - started)} ms`,
  );

  const tokens = { brand: brand.token, creator: creator.token, admin: admin.token };
  const list = endpoints(await detailBriefId(database, brand.user.id)).filter(
    (endpoint) => !settings.only || settings.only.includes(endpoint.key),
  );
  return { list, headersFor: (who) => (who ? bearer(tokens[who]) : {}) };
}

/** A published, public brief of the signed-in brand with applications and a winner: a full detail page. */
async function detailBriefId(database: Database, brandId: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    database.db,
    sql`select b.id from briefs b
        where b.brand_id = ${brandId} and b.status = 'published' and not b.is_private
          and exists (select 1 from reward_assignments r where r.brief_id = b.id)
        order by b.created_at desc limit 1`,
  );
  if (!row) throw new Error('no published brief with a winner to show in detail');
  return row.id;
}

/**
 * Each endpoint once to warm what the process caches, then recorded twice: the two recordings must
 * agree, or something besides the request (a job, a listener) was talking to the database meanwhile.
 */
async function recordEach(
  app: FastifyInstance,
  record: ReturnType<typeof statementRecorder>,
  list: Endpoint[],
  headersFor: HeadersFor,
) {
  const recorded: RecordedEndpoint[] = [];
  for (const endpoint of list) {
    const get = async () => {
      const response = await app.inject({ method: 'GET', url: endpoint.url, headers: headersFor(endpoint.who) });
      if (response.statusCode !== 200)
        throw new Error(`${endpoint.name} (${endpoint.url}): ${response.statusCode} ${response.body.slice(0, 300)}`);
    };
    await get();
    const statements = await record(get);
    const again = await record(get);
    if (
      again.map((statement) => statement.text).join(';') !== statements.map((statement) => statement.text).join(';')
    ) {
      throw new Error(`${endpoint.name}: two recordings differ (${statements.length} and ${again.length} statements)`);
    }
    recorded.push({ ...endpoint, statements });
  }
  return recorded;
}

const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

/** Our app on a port and the baseline on another, then each endpoint on both. */
async function measureEach(
  app: FastifyInstance,
  recorded: RecordedEndpoint[],
  replayer: Replayer,
  headersFor: HeadersFor,
  at: { db: DbKind; size: number },
): Promise<Measurement[]> {
  const ours = await app.listen({ port: 0, host: '127.0.0.1' });
  const baseline = await startBaseline(recorded, replayer);
  try {
    const measurements: Measurement[] = [];
    const urlsOf = (endpoint: RecordedEndpoint) => ({
      ours: `${ours}${endpoint.url}`,
      baseline: `${baseline.origin}/${endpoint.key}${queryOf(endpoint.url)}`,
    });
    // Every endpoint once before any is measured: the first endpoint of a fresh process would otherwise
    // also pay for compiling the code all endpoints share (it measured up to 0.6× of its later speed).
    for (const endpoint of recorded) await warmUp(urlsOf(endpoint), headersFor(endpoint.who));
    for (const endpoint of recorded) {
      const load = await measure(urlsOf(endpoint), headersFor(endpoint.who));
      const { statements } = endpoint;
      measurements.push({
        ...at,
        endpoint: endpoint.name,
        kind: endpoint.kind,
        url: endpoint.url,
        statements: statements.length,
        sql: statements.map((s) => s.text),
        ...load,
      });
      const perSecond = (result: LoadResult) => `${Math.round(result.requestsPerSecond)} req/s`;
      console.log(
        `  ${endpoint.name.padEnd(24)} ${String(statements.length).padStart(2)} statements  ours ${perSecond(load.ours)}, baseline ${perSecond(load.baseline)}`,
      );
    }
    return measurements;
  } finally {
    await baseline.app.close();
  }
}

/**
 * BENCH_PREPARED_STATEMENTS=paired: a second app on the same database and data with every statement unnamed (as
 * through a transaction pooler, decision 042), measured in turns with the first (named) the way the baseline
 * is: a busy machine's drift hits both alike, and each endpoint's unnamed/named ratio is what the names are worth.
 */
async function measurePaired(
  named: FastifyInstance,
  url: string,
  recorded: RecordedEndpoint[],
  headersFor: HeadersFor,
  at: { db: DbKind; size: number },
): Promise<Measurement[]> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: POOL_SIZE, preparedStatements: false });
  const unnamed = await bootstrap({ config: benchConfig(), database, logger: false });
  try {
    const origins = {
      ours: await named.listen({ port: 0, host: '127.0.0.1' }),
      baseline: await unnamed.listen({ port: 0, host: '127.0.0.1' }),
    };
    const urlsOf = (endpoint: RecordedEndpoint) => ({
      ours: `${origins.ours}${endpoint.url}`,
      baseline: `${origins.baseline}${endpoint.url}`,
    });
    for (const endpoint of recorded) await warmUp(urlsOf(endpoint), headersFor(endpoint.who));
    const measurements: Measurement[] = [];
    const rows: string[] = [];
    for (const endpoint of recorded) {
      const load = await measure(urlsOf(endpoint), headersFor(endpoint.who));
      measurements.push({
        ...at,
        endpoint: endpoint.name,
        kind: endpoint.kind,
        url: endpoint.url,
        statements: endpoint.statements.length,
        sql: endpoint.statements.map((s) => s.text),
        ...load,
      });
      const row = `| ${endpoint.name} | ${endpoint.statements.length} | ${Math.round(load.ours.requestsPerSecond)} | ${Math.round(load.baseline.requestsPerSecond)} | ${(load.baseline.requestsPerSecond / load.ours.requestsPerSecond).toFixed(2)} | ${Math.round(load.ours.p99)} / ${Math.round(load.baseline.p99)} ms |`;
      rows.push(row);
      console.log(row);
    }
    console.log(
      `\nnamed against unnamed (${at.db}, ${at.size} briefs):\n| endpoint | statements | named req/s | unnamed req/s | unnamed/named | p99 named / unnamed |\n|---|---:|---:|---:|---:|---|\n${rows.join('\n')}`,
    );
    return measurements;
  } finally {
    await unnamed.close();
    await database.close();
  }
}

/** Load on both servers for the warm-up's seconds, not measured. */
async function warmUp(urls: { ours: string; baseline: string }, headers: Record<string, string>) {
  if (settings.warmupSeconds <= 0) return;
  await runLoad(urls.ours, { connections: settings.connections, headers, seconds: settings.warmupSeconds });
  await runLoad(urls.baseline, { connections: settings.connections, headers, seconds: settings.warmupSeconds });
}

/** Both servers answer 200 over HTTP, a short warm-up each, then rounds taking turns so drift hits both alike. */
async function measure(
  urls: { ours: string; baseline: string },
  headers: Record<string, string>,
): Promise<{ ours: LoadResult; baseline: LoadResult }> {
  for (const url of Object.values(urls)) {
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  }
  const options = { connections: settings.connections, headers };
  await warmUp(urls, headers);
  const ours: LoadResult[] = [];
  const baseline: LoadResult[] = [];
  for (let round = 0; round < settings.rounds; round++) {
    ours.push(await runLoad(urls.ours, { ...options, seconds: settings.seconds }));
    baseline.push(await runLoad(urls.baseline, { ...options, seconds: settings.seconds }));
  }
  return { ours: meanOf(ours), baseline: meanOf(baseline) };
}

console.log(
  `HTTP benchmark: ${settings.dbs.join(' and ')}, ${settings.sizes.join(' and ')} briefs; ${settings.connections} connections, ` +
    `${settings.rounds} round(s) of ${settings.seconds} s per server and endpoint after ${settings.warmupSeconds} s of warm-up`,
);
const measurements: Measurement[] = [];
for (const kind of settings.dbs) {
  for (const size of settings.sizes) measurements.push(...(await benchOne(kind, size)));
}
// Paired, the tables are printed per size above: the baseline's report (and its targets) would misname them.
if (!settings.paired) {
  const rows = toReportRows(measurements);
  printTable(rows);
  console.log(`\nwritten to ${path.relative(process.cwd(), writeJson(rows, settings))}`);
}
