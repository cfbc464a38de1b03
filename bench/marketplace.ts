// `npm run bench:marketplace`: the public marketplace (GET /api/briefs/public) over 100,000 briefs in PGlite.
// Seeds brands, briefs and their tiers with SQL, then times the real route through app.inject
// (validation, the SQL, tiers for the page, serialisation) for each kind of query the page makes.
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { bootstrap } from '../apps/server/src/bootstrap.ts';
import { loadConfig } from '../apps/server/src/config/config.ts';
import { openDatabase, queryRows } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';

const BRIEFS = Number(process.argv[2] ?? 100_000);
const BRANDS = 200;
const RUNS = 30;

const started = performance.now();
const database = await openDatabase({ kind: 'pglite', dataDir: null });
await runMigrations(database);
const { db } = database;

await db.execute(sql`
  insert into users (id, type, email, password_hash)
  select ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'brand', 'brand' || g || '@bench.test', null
  from generate_series(1, ${BRANDS}) g`);
await db.execute(sql`
  insert into brand_profiles (id, company_name, contact_name)
  select ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid,
         (array['Northwind','Lumen','Peak','Acme','Globex','Initech','Umbrella','Stark','Wayne','Tyrell'])[1 + g % 10] || ' ' || (array['Coffee','Labs','Outdoor','Studio','Media','Foods','Apparel','Games'])[1 + (g / 10) % 8] || ' ' || g,
         'Contact ' || g
  from generate_series(1, ${BRANDS}) g`);
await db.execute(sql`
  insert into briefs (brand_id, title, description, requirements, template, deadline, amount_of_winners, reward_cents, is_private, status, category, funded_at, created_at, updated_at)
  select ('00000000-0000-4000-8000-' || lpad((1 + g % ${BRANDS})::text, 12, '0'))::uuid,
         (array['Coffee','Photography','Software','Marketing','Travel','Fitness','Podcast','Fashion','Gaming','Cooking'])[1 + g % 10] || ' '
           || (array['launch','review','challenge','story','thread','giveaway','tutorial','campaign'])[1 + (g / 10) % 8] || ' #' || g,
         (array['Show our product in daily life.','A backend API walkthrough for developers.','Marketing strategy in short videos.','Film the roastery at dawn.','Photos for the summer line.'])[1 + g % 5],
         'One video, 30 to 60 seconds.',
         (array['podcast-live','ecommerce-product','talent-giveaway','tweets','ig-story-blitz'])[1 + g % 5],
         now() + ((g % 120) - 5) * interval '1 day' + (g % 1440) * interval '1 minute',
         1 + g % 5,
         (100 + (g * 7919) % 500000) * 100,
         g % 20 = 0,
         (case when g % 10 = 0 then 'draft' when g % 10 = 1 then 'archived' else 'published' end)::brief_status,
         (case when g % 5 = 1 then 'technical' when g % 5 = 2 then 'business' else 'creative' end)::brief_category,
         case when g % 10 = 0 then null else now() end,
         now() - (g % 365) * interval '1 day' - (g % 997) * interval '1 second',
         now()
  from generate_series(1, ${BRIEFS}) g`);
await db.execute(sql`
  insert into reward_tiers (brief_id, position, name, cash_cents)
  select b.id, p, p || 'st Place', b.reward_cents / b.amount_of_winners
  from briefs b, generate_series(1, 2) p
  where p <= b.amount_of_winners`);
// A steady-state table: autovacuum has set the visibility map, so counts can use index-only scans.
await db.execute(sql`vacuum analyze`);
const [counts] = await queryRows<{ briefs: number; published: number }>(
  db,
  sql`select count(*)::int as briefs, count(*) filter (where status = 'published' and not is_private)::int as published from briefs`,
);
console.log(`seeded ${counts?.briefs} briefs (${counts?.published} published and public) in ${Math.round(performance.now() - started)} ms`);

const config = loadConfig({
  NODE_ENV: 'test',
  SEED_DEMO: 'false',
  LOG_LEVEL: 'silent',
  JOBS_ENABLED: 'false',
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-bench-')),
  WEB_DIST_DIR: path.join(os.tmpdir(), 'briefly-bench-no-web'),
});
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
  ['everything at once', 'search=marketing&category=business&template=talent-giveaway&minReward=100&deadline=month&sort=highest'],
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
  console.log(`${name.padEnd(28)} ${percentile(timings, 0.5).toFixed(1).padStart(7)} ${percentile(timings, 0.95).toFixed(1).padStart(7)}   ${total}`);
}
await app.close();
await database.close();
