import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, queryRows, type Database } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../test/test-app.ts';
import { bearer, createAdmin, createBrand, createCreator } from '../test/factories.ts';

// No hot endpoint reads a big table from end to end (docs/performance.md#query-plans): each statement
// a request runs is EXPLAINed on PostgreSQL over 100,000 briefs (and as many tiers, submissions,
// notifications and messages), and the test fails on a `Seq Scan` of a big table. A plan, not a
// timing: it cannot flake on a slow machine. On PostgreSQL only (its planner is production's), in a
// database of its own: the shared test database is small and changes under other files.

const BRIEFS = 100_000;
const BRANDS = 10_000;
const CREATORS = 10_000;
/** Tables that grow with use; a small or empty one may rightly be read whole. */
const BIG_TABLES = [
  'users',
  'brand_profiles',
  'creator_profiles',
  'briefs',
  'reward_tiers',
  'submissions',
  'notifications',
  'conversations',
  'messages',
  'ledger_account_totals',
  'creator_figures',
];

let database: Database;
let t: TestApp;
let explainClient: pg.Client;
const dbName = `briefly_plans_${process.pid}_${Date.now()}`;
const adminUrl = () => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  return url.toString();
};
const ownUrl = () => {
  const url = new URL(adminUrl());
  url.pathname = `/${dbName}`;
  return url.toString();
};

let statements: Array<{ query: string; params: unknown[] }> = [];
let recording = false;
let brand: { token: string; id: string };
let creator: { token: string; id: string };
let adminToken = '';
let briefId = '';
let conversationId = '';

/** Seeds the big tables with set-based SQL: brands and creators, their briefs and tiers, applications, notifications, conversations and messages. */
async function seed() {
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query);
  const brandId = (n: string) => sql.raw(`('00000000-0000-4000-8000-' || lpad((${n})::text, 12, '0'))::uuid`);
  const creatorId = (n: string) => sql.raw(`('00000000-0000-4000-9000-' || lpad((${n})::text, 12, '0'))::uuid`);
  await run(
    sql`insert into users (id, type, email) select ${brandId('g')}, 'brand', 'plan-brand' || g || '@plans.test' from generate_series(1, ${BRANDS}) g`,
  );
  await run(
    sql`insert into users (id, type, email) select ${creatorId('g')}, 'creator', 'plan-creator' || g || '@plans.test' from generate_series(1, ${CREATORS}) g`,
  );
  await run(
    sql`insert into brand_profiles (id, company_name, contact_name) select ${brandId('g')}, 'Plan Brand ' || g, 'Contact ' || g from generate_series(1, ${BRANDS}) g`,
  );
  await run(
    sql`insert into creator_profiles (id, user_name, full_name, categories) select ${creatorId('g')}, 'plan_creator_' || g, 'Creator ' || g,
      case when g % 7 = 0 then '["technical"]'::jsonb else '["creative"]'::jsonb end from generate_series(1, ${CREATORS}) g`,
  );
  // Every 2,000th brief (50) is the signed-in brand's: a busy brand among 10,000.
  await run(sql`
    insert into briefs (brand_id, title, description, requirements, template, deadline, amount_of_winners, reward_cents, is_private, status, category, funded_at, created_at)
    select case when g % 2000 = 0 then ${brand.id}::uuid else ${brandId(`1 + g % ${BRANDS}`)} end,
           (array['Coffee','Photography','Software','Marketing','Travel'])[1 + g % 5] || ' brief #' || g,
           (array['Show our product in daily life.','A backend walkthrough.','Short videos.'])[1 + g % 3],
           'One video.', (array['podcast-live','ecommerce-product','tweets'])[1 + g % 3],
           now() + ((g % 120) - 5) * interval '1 day', 1 + g % 3, (100 + g % 5000) * 100, g % 20 = 0,
           (case when g % 10 = 0 then 'draft' when g % 10 = 1 then 'archived' else 'published' end)::brief_status,
           (case when g % 3 = 0 then 'technical' when g % 3 = 1 then 'business' else 'creative' end)::brief_category,
           now(), now() - (g % 365) * interval '1 day' - g * interval '1 second'
    from generate_series(1, ${BRIEFS}) g`);
  await run(
    sql`insert into reward_tiers (brief_id, position, name, cash_cents) select b.id, p, 'Place ' || p, b.reward_cents / b.amount_of_winners from briefs b, generate_series(1, 2) p where p <= b.amount_of_winners`,
  );
  await run(
    sql`insert into ledger_account_totals (account, currency, kind, total_cents) select 'brief:' || id || ':pool', 'usd', 'card_payment', reward_cents from briefs where funded_at is not null`,
  );
  await run(sql`
    insert into submissions (brief_id, creator_id, content_url, content_key)
    select b.id, ${creatorId(`1 + (b.n + k) % ${CREATORS}`)}, 'https://example.test/' || b.n || '/' || k, 'https://example.test/' || b.n || '/' || k
    from (select id, row_number() over (order by id) as n from briefs) b, generate_series(0, 1) k where b.n <= ${BRIEFS / 2}`);
  await run(
    // A stored link's key is its normalized form (for a plain site, the link itself): the duplicate flag reads it.
    sql`insert into submissions (brief_id, creator_id, content_url, content_key) select id, ${creator.id}, 'https://example.test/mine/' || id, 'https://example.test/mine/' || id from briefs where status = 'published' and not is_private limit 300`,
  );
  await run(sql`
    insert into notifications (user_id, title, message, type, category, priority, created_at)
    select case when g % 500 = 0 then ${creator.id}::uuid else ${creatorId(`1 + g % ${CREATORS}`)} end, 'Seeded ' || g, 'A notification.', 'info', 'system', 'normal', now() - g * interval '1 minute'
    from generate_series(1, ${BRIEFS}) g`);
  await run(
    sql`insert into conversations (brand_id, creator_id, started_by) select ${brandId('g')}, ${creatorId('g')}, ${brandId('g')} from generate_series(1, ${BRANDS}) g`,
  );
  await run(sql`
    insert into messages (conversation_id, sender_id, type, content)
    select c.id, c.brand_id, 'text', 'Message ' || k from conversations c, generate_series(1, ${BRIEFS / BRANDS}) k where c.id <> ${conversationId}::uuid`);
  await run(
    sql`insert into messages (conversation_id, sender_id, type, content) select ${conversationId}::uuid, ${brand.id}::uuid, 'text', 'Thread ' || k from generate_series(1, 300) k`,
  );
  await run(sql`analyze`);
}

beforeAll(async () => {
  if (TEST_DB_KIND !== 'postgres') return;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  await admin.end();
  database = await openDatabase({
    kind: 'postgres',
    url: ownUrl(),
    onQuery: (query, params) => {
      if (recording) statements.push({ query, params });
    },
  });
  await runMigrations(database);
  t = await createTestApp({ database });
  const [b, c] = await Promise.all([createBrand(t.app), createCreator(t.app)]);
  brand = { token: b.token, id: b.user.id };
  creator = { token: c.token, id: c.user.id };
  adminToken = (await createAdmin(t.app, database.db)).token;
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/messages/conversations',
    headers: bearer(brand.token),
    payload: { receiverId: creator.id, initialMessage: 'Hello' },
  });
  expect(started.statusCode).toBeLessThan(300);
  const body = started.json() as { conversation?: { id: string }; conversationId?: string };
  conversationId = body.conversation?.id ?? body.conversationId!;
  await seed();
  const [row] = await queryRows<{ id: string }>(
    database.db,
    sql`select id from briefs where status = 'published' and not is_private order by created_at desc limit 1`,
  );
  briefId = row!.id;
  explainClient = new pg.Client({ connectionString: ownUrl() });
  await explainClient.connect();
}, 180_000);

afterAll(async () => {
  if (TEST_DB_KIND !== 'postgres') return;
  await explainClient?.end();
  await t?.close();
  await database?.close();
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`drop database if exists "${dbName}" with (force)`);
  await admin.end();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScansOfBigTables(node: PlanNode): string[] {
  const own =
    node['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(node['Relation Name'] ?? '')
      ? [node['Relation Name']!]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(seqScansOfBigTables)];
}

const ENDPOINTS: Array<{ name: string; url: () => string; who: () => string | null }> = [
  { name: 'marketplace, newest', url: () => '/api/briefs/public?limit=12', who: () => null },
  { name: 'marketplace, highest reward', url: () => '/api/briefs/public?limit=12&sort=highest', who: () => null },
  { name: 'marketplace, lowest reward', url: () => '/api/briefs/public?limit=12&sort=lowest', who: () => null },
  { name: 'marketplace, deadline soonest', url: () => '/api/briefs/public?limit=12&sort=deadline', who: () => null },
  { name: 'marketplace, a deep page', url: () => '/api/briefs/public?limit=12&page=50', who: () => null },
  { name: 'marketplace, search a word', url: () => '/api/briefs/public?limit=12&search=coffee', who: () => null },
  {
    name: 'marketplace, search a brand',
    url: () => '/api/briefs/public?limit=12&search=Plan%20Brand%2042',
    who: () => null,
  },
  {
    name: 'marketplace, category and template',
    url: () => '/api/briefs/public?limit=12&category=technical&template=tweets',
    who: () => null,
  },
  { name: 'marketplace, urgent', url: () => '/api/briefs/public?limit=12&deadline=urgent', who: () => null },
  {
    name: 'marketplace, budget',
    url: () => '/api/briefs/public?limit=12&minReward=1000&maxReward=2000',
    who: () => null,
  },
  { name: 'brief detail', url: () => `/api/briefs/${briefId}/public`, who: () => null },
  { name: 'brief detail, a creator', url: () => `/api/briefs/${briefId}/public`, who: () => creator.token },
  { name: 'brand page', url: () => `/api/public/brands/${brand.id}/briefs`, who: () => null },
  { name: "brand's briefs", url: () => '/api/brands/briefs', who: () => brand.token },
  { name: "brand's submissions", url: () => '/api/brands/submissions', who: () => brand.token },
  { name: 'creator dashboard', url: () => '/api/creators/dashboard', who: () => creator.token },
  { name: "creator's submissions", url: () => '/api/creators/submissions', who: () => creator.token },
  { name: 'notifications', url: () => '/api/notifications?limit=20', who: () => creator.token },
  { name: 'conversations', url: () => '/api/messages/conversations', who: () => brand.token },
  { name: 'conversation messages', url: () => `/api/messages/${conversationId}`, who: () => brand.token },
  // The creator directory and the public /creators index over 10,000 creators (decision 051): each sort walks
  // its creator_figures index, with the profile and the user read by their keys.
  { name: 'public creators index', url: () => '/api/creators', who: () => null },
  { name: 'public creators index, a deep page', url: () => '/api/creators?page=40', who: () => null },
  { name: 'public creators index, a category', url: () => '/api/creators?category=technical', who: () => null },
  {
    name: 'creator directory, by briefs won',
    url: () => '/api/brands/creators/directory?sort=briefs_won&limit=20',
    who: () => brand.token,
  },
  {
    name: 'creator directory, by rating',
    url: () => '/api/brands/creators/directory?sort=rating&limit=20',
    who: () => brand.token,
  },
  {
    name: 'creator directory, by relevance without words',
    url: () => '/api/brands/creators/directory?sort=relevance&limit=20',
    who: () => brand.token,
  },
  { name: 'admin briefs', url: () => '/api/admin/briefs?limit=10', who: () => adminToken },
  { name: 'admin briefs, a status', url: () => '/api/admin/briefs?limit=10&status=published', who: () => adminToken },
];

describe.skipIf(TEST_DB_KIND !== 'postgres')(`query plans over ${BRIEFS.toLocaleString('en-US')} briefs`, () => {
  it.each(ENDPOINTS)('$name reads no big table whole', async ({ url, who }) => {
    statements = [];
    recording = true;
    const token = who();
    const response = await t.app.inject({ method: 'GET', url: url(), headers: token ? bearer(token) : {} });
    recording = false;
    expect(response.statusCode, response.body).toBe(200);
    const reads = statements.filter(({ query }) => /^\s*(select|with)\b/i.test(query));
    expect(reads.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const { query, params } of reads) {
      const { rows } = await explainClient.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(
        `explain (format json) ${query}`,
        params,
      );
      const scans = seqScansOfBigTables(rows[0]!['QUERY PLAN'][0]!.Plan);
      if (scans.length > 0) {
        const text = await explainClient.query<{ 'QUERY PLAN': string }>(`explain ${query}`, params);
        problems.push(
          `Seq Scan on ${scans.join(', ')} in: ${query}\n${text.rows.map((row) => row['QUERY PLAN']).join('\n')}`,
        );
      }
    }
    expect(problems).toEqual([]);
  });
});

// The sitemap (docs/product/public-pages.md#crawlers): one statement per file of it, however many briefs. A file
// lists up to 50,000 addresses, a good part of the table: reading the table in one pass is the plan wanted here
// (the rule above is for pages that show a few rows), so what is held is the count of statements and the time.
const SITEMAP_FILES = ['/sitemap.xml', '/sitemaps/briefs-1.xml', '/sitemaps/briefs-2.xml', '/sitemaps/brands-1.xml'];

describe.skipIf(TEST_DB_KIND !== 'postgres')(`the sitemap over ${BRIEFS.toLocaleString('en-US')} briefs`, () => {
  it.each(SITEMAP_FILES)('%s is one statement', async (url) => {
    statements = [];
    recording = true;
    const response = await t.app.inject({ method: 'GET', url });
    recording = false;
    expect(response.statusCode, response.body).toBe(200);
    const reads = statements.filter(({ query }) => /^\s*(select|with)\b/i.test(query));
    expect(reads).toHaveLength(1);
    if (url === '/sitemap.xml') expect(response.body).toContain('/sitemaps/briefs-2.xml');
    if (url === '/sitemaps/briefs-1.xml') expect(response.body.match(/<url>/g)).toHaveLength(50_000);
  });
});
