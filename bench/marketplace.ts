// `npm run bench:marketplace`: the public marketplace (GET /api/briefs/public) over 100,000 briefs in PGlite.
// Seeds brands, briefs and their tiers with SQL, then times the real route through app.inject
// (validation, the SQL, tiers for the page, serialisation) for each kind of query the page makes.
import { sql } from 'drizzle-orm';
import { bootstrap } from '../apps/server/src/bootstrap.ts';
import { testConfig } from '../apps/server/test/test-app.ts';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seedMarketplace } from './http-seed.ts';

const BRIEFS = Number(process.argv[2] ?? 100_000);
const BRANDS = 200;
const RUNS = 30;

const started = performance.now();
const database = await openDatabase({ kind: 'pglite', dataDir: null });
await runMigrations(database);
const { db } = database;

await seedMarketplace(db, BRIEFS, BRANDS);
// A steady-state table: autovacuum has set the visibility map, so counts can use index-only scans.
await db.execute(sql`vacuum analyze`);
const [counts] = await queryRows<{ briefs: number; published: number }>(
  db,
  sql`select count(*)::int as briefs, count(*) filter (where status = 'published' and not is_private)::int as published from briefs`,
);
console.log(
  `seeded ${counts?.briefs} briefs (${counts?.published} published and public) in ${Math.round(performance.now() - started)} ms`,
);

const config = testConfig();
const app = await bootstrap({ config, database, logger: false });
await app.ready();

const scenarios: Array<[string, string]> = [
  ['newest, first page', ''],
  ['newest, page 200', 'page=200'],
  ['highest reward', 'sort=highest'],
  ['lowest reward', 'sort=lowest'],
  ['deadline soonest', 'sort=deadline'],
  ['search a word', 'search=coffee'],
  ['search a partial word', 'search=softw'],
  ['search a brand name', 'search=Northwind'],
  ['search, highest reward', 'search=software%20review&sort=highest'],
  ['category technical', 'category=technical'],
  ['deadline urgent', 'deadline=urgent'],
  ['budget 1000-2000', 'minReward=1000&maxReward=2000'],
  [
    'everything at once',
    'search=marketing&category=business&template=talent-giveaway&minReward=100&deadline=month&sort=highest',
  ],
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
console.log(`\nGET /api/briefs/public, ${RUNS} runs each (ms)`);
console.log(`${'scenario'.padEnd(28)} ${'p50'.padStart(7)} ${'p95'.padStart(7)}   total`);
for (const [name, query] of scenarios) {
  const timings: number[] = [];
  let total = 0;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    const response = await app.inject({ method: 'GET', url: `/api/briefs/public?${query}` });
    timings.push(performance.now() - start);
    if (response.statusCode !== 200) throw new Error(`${name}: ${response.statusCode} ${response.body}`);
    total = response.json().total;
  }
  timings.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(28)} ${percentile(timings, 0.5).toFixed(1).padStart(7)} ${percentile(timings, 0.95).toFixed(1).padStart(7)}   ${total}`,
  );
}
await app.close();
await database.close();
