import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

// The sitemap's reads: how many public addresses of each kind (one statement for all kinds), and one page
// of one kind (one statement each), in a stable order so a page holds the same addresses between crawls.

export const SITEMAP_KINDS = ['briefs', 'brands', 'creators', 'posts', 'events', 'stories'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/**
 * What each kind lists: exactly what an anonymous visitor may open. Public briefs are the marketplace's rule
 * (briefs.marketplace.repository.ts, `marketplaceConditions`: published, not private, of an active brand), written here
 * as SQL text because a module reads no other module's repository; public-pages.test.ts holds the two equal.
 */
const PUBLIC_BRIEFS = sql`briefs.status = 'published' and briefs.is_private = false and not exists(
  select 1 from users brand_user where brand_user.id = briefs.brand_id and (brand_user.status <> 'active' or brand_user.deleted_at is not null))`;

const ROWS: Record<SitemapKind, ReturnType<typeof sql>> = {
  briefs: sql`select briefs.id, briefs.updated_at as lastmod from briefs where ${PUBLIC_BRIEFS}`,
  // A brand page exists while the brand is active; it is worth listing while it has a public brief.
  brands: sql`select briefs.brand_id as id, max(briefs.updated_at) as lastmod from briefs where ${PUBLIC_BRIEFS} group by briefs.brand_id`,
  creators: sql`select cp.user_name as id, u.updated_at as lastmod from creator_profiles cp
    join users u on u.id = cp.id where u.status = 'active' and u.deleted_at is null`,
  posts: sql`select p.id, greatest(p.updated_at, coalesce(p.last_reply_at, p.updated_at)) as lastmod from forum_posts p
    join users author on author.id = p.author_id
    where p.visibility = 'visible' and author.status = 'active' and author.deleted_at is null`,
  events: sql`select id, updated_at as lastmod from events`,
  stories: sql`select id, updated_at as lastmod from success_stories where published_at is not null`,
};

export async function countsByKind(db: Db): Promise<Record<SitemapKind, number>> {
  const [row] = await queryRows<Record<SitemapKind, number>>(
    db,
    sql`select
      (select count(*) from (${ROWS.briefs}) x)::int as briefs,
      (select count(*) from (${ROWS.brands}) x)::int as brands,
      (select count(*) from (${ROWS.creators}) x)::int as creators,
      (select count(*) from (${ROWS.posts}) x)::int as posts,
      (select count(*) from (${ROWS.events}) x)::int as events,
      (select count(*) from (${ROWS.stories}) x)::int as stories`,
  );
  return row!;
}

export interface SitemapRow {
  id: string;
  lastmod: Date | string;
}

/** One page of one kind, ordered by id (the primary key's order: stable, and an index walk). */
export async function pageOf(db: Db, kind: SitemapKind, page: number, pageSize: number): Promise<SitemapRow[]> {
  return queryRows<SitemapRow>(
    db,
    sql`select id, lastmod from (${ROWS[kind]}) entries order by id limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
}
