// Seeding for `npm run bench` (bench/http.ts): set-based SQL (generate_series), so 100,000 briefs take
// seconds. Two kinds of rows:
// - the bulk, which grows with the size: brands, creators, briefs with tiers, three submissions on a
//   quarter of the briefs, a winner on each of those with an approved one, notifications, conversations,
//   and as many listed creators as briefs for the creator directory (the first hundredth of them work;
//   their figures rolled up by creator_figures' statement-level triggers, decision 051);
// - the signed-in users' own rows (BenchUsers), the same at every size, so the 100k run measures a
//   bigger table and not a bigger answer.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';

export interface BenchUsers {
  brandId: string;
  creatorId: string;
}

/** Fixed amounts of the signed-in users' own data. */
const OWN = { briefs: 40, submissions: 30, notifications: 200, threadMessages: 200, otherThreads: 20 };

/**
 * A deterministic uuid per row number, so later inserts can point at rows by number. `tag` is 4 hex
 * digits starting with 8, 9, a or b (the variant the API's uuid check wants).
 */
const id = (tag: string, n: SQL) =>
  sql`(${sql.raw(`'00000000-0000-4000-${tag}-'`)} || lpad((${n})::text, 12, '0'))::uuid`;
const brandOf = (n: SQL) => id('8000', n);
const creatorOf = (n: SQL) => id('9000', n);

export async function seedBulk(db: Db, briefCount: number, users: BenchUsers): Promise<void> {
  const brands = Math.max(10, Math.round(briefCount / 500));
  const creators = Math.max(30, Math.round(briefCount / 100));
  await insertAccounts(db, brands, creators);
  // The bulk briefs belong to the seeded brands; the signed-in brand's come after them, numbered on.
  await insertBriefs(db, { from: 1, to: briefCount - OWN.briefs, brand: brandOf(sql`1 + g % ${brands}`) });
  await insertBriefs(db, { from: briefCount - OWN.briefs + 1, to: briefCount, brand: sql`${users.brandId}::uuid` });
  await insertTiers(db);
  // Three applications on every fourth brief and on each of the signed-in brand's, from seeded creators.
  await db.execute(sql`
    insert into submissions (id, brief_id, creator_id, content_url, status, submitted_at, updated_at, reviewed_at, reviewed_by)
    select ${id('b000', sql`g * 3 + k`)}, ${id('a000', sql`g`)}, ${creatorOf(sql`1 + (g + k * ${Math.floor(creators / 3)}) % ${creators}`)},
           'https://www.tiktok.com/@creator/video/' || g || k,
           s.status::submission_status, now() - (g % 300) * interval '1 hour', now() - (g % 300) * interval '1 hour',
           case when s.status = 'pending' then null else now() end,
           case when s.status = 'pending' then null else b.brand_id end
    from generate_series(1, ${briefCount}) g
    cross join generate_series(0, 2) k
    join briefs b on b.id = ${id('a000', sql`g`)}
    cross join lateral (select (array['approved', 'rejected', 'pending'])[1 + (g + k) % 3] as status) s
    where g % 4 = 0 or g > ${briefCount - OWN.briefs}`);
  // The signed-in creator's applications: on briefs nobody else applied to, a third of them approved.
  await db.execute(sql`
    insert into submissions (brief_id, creator_id, content_url, status, submitted_at, reviewed_at, reviewed_by)
    select ${id('a000', sql`g`)}, ${users.creatorId}::uuid, 'https://www.tiktok.com/@me/video/' || g,
           (case when g % 3 = 0 then 'approved' when g % 3 = 1 then 'pending' else 'rejected' end)::submission_status,
           now() - g * interval '1 minute',
           case when g % 3 = 1 then null else now() end,
           case when g % 3 = 1 then null else ${brandOf(sql`1 + g % ${brands}`)} end
    from generate_series(2, ${OWN.submissions * 4}, 4) g`);
  // A winner for each brief with an approved application, on its first tier.
  await db.execute(sql`
    insert into reward_assignments (brief_id, reward_tier_id, submission_id, creator_id, reward_type, position, gross_cents, fee_cents, net_cents, payout_status, paid_at, created_by)
    select distinct on (s.brief_id) s.brief_id, t.id, s.id, s.creator_id, 'cash'::reward_type, 1, t.cash_cents, t.cash_cents / 10, t.cash_cents - t.cash_cents / 10, 'paid'::payout_status, now(), s.reviewed_by
    from submissions s join reward_tiers t on t.brief_id = s.brief_id and t.position = 1
    where s.status = 'approved'
    order by s.brief_id, s.submitted_at`);
  await insertNotifications(db, briefCount, creators, users);
  await insertConversations(db, briefCount, brands, creators, users);
  // The directory's creators beyond the working ones: profiles only, figures of zero (the roll-up's insert trigger).
  await insertCreators(db, creators + 1, briefCount);
}

/** Brands and their briefs with tiers only: the marketplace's own benchmark (bench/marketplace.ts). */
export async function seedMarketplace(db: Db, briefCount: number, brands: number): Promise<void> {
  await insertAccounts(db, brands, 0);
  await insertBriefs(db, { from: 1, to: briefCount, brand: brandOf(sql`1 + g % ${brands}`) });
  await insertTiers(db);
}

/** Each brief's pool split over up to two places. */
async function insertTiers(db: Db): Promise<void> {
  await db.execute(sql`
    insert into reward_tiers (brief_id, position, name, cash_cents)
    select b.id, p, p || 'st Place', b.reward_cents / b.amount_of_winners
    from briefs b, generate_series(1, 2) p
    where p <= b.amount_of_winners`);
}

async function insertAccounts(db: Db, brands: number, creators: number): Promise<void> {
  await db.execute(sql`
    insert into users (id, type, email, is_verified)
    select ${brandOf(sql`g`)}, 'brand'::user_type, 'brand' || g || '@bench.test', true from generate_series(1, ${brands}) g
    union all
    select ${creatorOf(sql`g`)}, 'creator'::user_type, 'creator' || g || '@bench.test', true from generate_series(1, ${creators}) g`);
  await db.execute(sql`
    insert into brand_profiles (id, company_name, contact_name)
    select ${brandOf(sql`g`)},
           (array['Northwind','Lumen','Peak','Acme','Globex','Initech','Umbrella','Stark','Wayne','Tyrell'])[1 + g % 10] || ' '
             || (array['Coffee','Labs','Outdoor','Studio','Media','Foods','Apparel','Games'])[1 + (g / 10) % 8] || ' ' || g,
           'Contact ' || g
    from generate_series(1, ${brands}) g`);
  await insertCreators(db, 1, creators, false);
}

/**
 * Creators numbered from..to with what the directory filters and shows: a location, categories, links
 * (platforms) and a bio. `withUsers`: their users rows too (insertAccounts writes its own with the brands').
 */
async function insertCreators(db: Db, from: number, to: number, withUsers = true): Promise<void> {
  if (to < from) return;
  if (withUsers)
    await db.execute(sql`
      insert into users (id, type, email, is_verified, created_at)
      select ${creatorOf(sql`g`)}, 'creator'::user_type, 'creator' || g || '@bench.test', true, now() - (g % 1000) * interval '1 hour'
      from generate_series(${from}::int, ${to}::int) g`);
  await db.execute(sql`
    insert into creator_profiles (id, user_name, full_name, location, categories, social_links, bio)
    select ${creatorOf(sql`g`)}, 'bench_creator_' || g, 'Creator ' || g,
           (array['Lisbon, Portugal','Austin, Texas','Berlin, Germany','Toronto, Canada','Sydney, Australia'])[1 + g % 5],
           (array['["technical"]','["business","creative"]','["creative"]','["technical","business"]'])[1 + g % 4]::jsonb,
           (array['["https://www.tiktok.com/@c"]','["https://youtube.com/@c"]','[]','["https://instagram.com/c"]'])[1 + g % 4]::jsonb,
           'Short videos about ' || (array['coffee','software','travel','fitness','gaming'])[1 + g % 5] || '.'
    from generate_series(${from}::int, ${to}::int) g`);
}

/** Briefs numbered from..to: a mix of statuses, categories, deadlines and rewards. */
async function insertBriefs(db: Db, range: { from: number; to: number; brand: SQL }): Promise<void> {
  await db.execute(sql`
    insert into briefs (id, brand_id, title, description, requirements, template, deadline, amount_of_winners, reward_cents, is_private, status, category, funded_at, created_at, updated_at)
    select ${id('a000', sql`g`)}, ${range.brand},
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
    from generate_series(${range.from}::int, ${range.to}::int) g`);
}

/** One notification per brief spread over the seeded creators, and a fixed number for each signed-in user. */
async function insertNotifications(db: Db, briefCount: number, creators: number, users: BenchUsers): Promise<void> {
  const columns = sql`user_id, title, message, type, category, priority, link, read_at, created_at`;
  const values = (userId: SQL) => sql`
    select ${userId}, 'Update #' || g, 'Something happened to your brief #' || g,
           (array['success','info','warning','error'])[1 + g % 4], (array['submission','brief','winner','payment','message'])[1 + g % 5],
           (array['normal','high','low','medium','urgent'])[1 + g % 5], '/dashboard', case when g % 3 = 0 then now() else null end,
           now() - g * interval '7 minutes'`;
  await db.execute(
    sql`insert into notifications (${columns}) ${values(creatorOf(sql`1 + g % ${creators}`))} from generate_series(1, ${briefCount}) g`,
  );
  for (const userId of [users.brandId, users.creatorId]) {
    await db.execute(
      sql`insert into notifications (${columns}) ${values(sql`${userId}::uuid`)} from generate_series(1, ${OWN.notifications}) g`,
    );
  }
}

/**
 * A conversation per ten briefs between seeded brands and creators (ten messages each), and the signed-in
 * brand's: a long one with the signed-in creator and short ones with seeded creators.
 */
async function insertConversations(
  db: Db,
  briefCount: number,
  brands: number,
  creators: number,
  users: BenchUsers,
): Promise<void> {
  const threads = Math.floor(briefCount / 10);
  await db.execute(sql`
    insert into conversations (id, brand_id, creator_id, started_by, last_message_at)
    select ${id('a100', sql`i`)}, ${brandOf(sql`1 + i % ${brands}`)}, ${creatorOf(sql`1 + (i / ${brands}) % ${creators}`)}, ${brandOf(sql`1 + i % ${brands}`)}, now() - i * interval '1 minute'
    from generate_series(1, ${threads}) i
    union all
    select ${id('a200', sql`0`)}, ${users.brandId}::uuid, ${users.creatorId}::uuid, ${users.brandId}::uuid, now()
    union all
    select ${id('a200', sql`i`)}, ${users.brandId}::uuid, ${creatorOf(sql`i`)}, ${users.brandId}::uuid, now() - i * interval '1 hour'
    from generate_series(1, ${OWN.otherThreads}) i`);
  // Each conversation's messages alternate between its two sides; the older ones are read.
  await db.execute(sql`
    insert into messages (conversation_id, sender_id, type, content, created_at, read_at)
    select c.id, case when m % 2 = 0 then c.brand_id else c.creator_id end, 'text', 'Message ' || m || ' about the brief',
           c.last_message_at - (n.total - m) * interval '1 minute', case when m < n.total - 1 then c.last_message_at end
    from conversations c
    cross join lateral (select case when c.id = ${id('a200', sql`0`)} then ${OWN.threadMessages} when c.brand_id = ${users.brandId}::uuid then 5 else 10 end as total) n
    cross join lateral generate_series(1, n.total) m
    order by c.id, m`);
}

/** The signed-in users' conversation with each other (GET /api/messages/:id). */
export const benchConversationId = '00000000-0000-4000-a200-000000000000';
