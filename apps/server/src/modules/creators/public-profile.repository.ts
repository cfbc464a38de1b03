import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { BriefCategory } from '@briefly/shared/briefs';
import { queryRows, type Db } from '../../db/client.ts';
import { briefPortfolioExclusions, portfolioItems } from '../../db/schema/index.ts';

// The public creator profile's reads: the profile and every figure in one statement, the portfolio
// in another. Read-only joins over the submissions', awards', briefs' and reviews' tables (decision 010).

export interface PublicProfileRow {
  id: string;
  user_name: string;
  full_name: string;
  display_name: string;
  bio: string;
  location: string;
  social_links: string[];
  categories: BriefCategory[];
  directory_listed: boolean;
  created_at: Date | string;
  photo_hash: string | null;
  briefs_won: number | string;
  submissions_approved: number | string;
  submissions_decided: number | string;
  rating_sum: number | string;
  review_count: number | string;
}

/** A published review that an admin has not taken down counts (the one definition of "visible"). */
export const visibleReviewSql = sql`r.published_at is not null and r.hidden_at is null`;

/**
 * The computed profile figures of the creator `cp` (decision 030) as columns briefs_won, submissions_approved,
 * submissions_decided, rating_sum and review_count: the one definition the profile and the directory share.
 */
export const creatorFiguresSql = sql`(select count(distinct ra.brief_id) from reward_assignments ra where ra.creator_id = cp.id) as briefs_won,
       (select count(*) from submissions s where s.creator_id = cp.id and s.status = 'approved') as submissions_approved,
       (select count(*) from submissions s where s.creator_id = cp.id and s.status <> 'pending') as submissions_decided,
       (select coalesce(sum(r.rating), 0) from reviews r where r.reviewee_id = cp.id and ${visibleReviewSql}) as rating_sum,
       (select count(*) from reviews r where r.reviewee_id = cp.id and ${visibleReviewSql}) as review_count`;

/** An active, not deleted creator by username (case-insensitive) or id, with the figures. */
export async function findPublicProfile(db: Db, by: { userName: string } | { id: string }) {
  const match = 'userName' in by ? sql`lower(cp.user_name) = lower(${by.userName})` : sql`cp.id = ${by.id}::uuid`;
  const [row] = await queryRows<PublicProfileRow>(
    db,
    sql`select cp.id, cp.user_name, cp.full_name, cp.display_name, cp.bio, cp.location, cp.social_links,
               cp.categories, cp.directory_listed, u.created_at, u.photo_hash,
               ${creatorFiguresSql}
          from creator_profiles cp
          join users u on u.id = cp.id
         where ${match} and u.type = 'creator' and u.status = 'active' and u.deleted_at is null
         limit 1`,
  );
  return row;
}

export interface PortfolioRow {
  submission_id: string;
  brief_id: string;
  brief_title: string;
  brand_id: string;
  brand_name: string;
  content_url: string;
  won: boolean;
  /** The award's position (1 = 1st place), null when not won or won outside the tiers. */
  place: number | null;
  decided_at: Date | string | null;
  submitted_at: Date | string;
  shown: boolean;
  showable: boolean;
  cover_hash: string | null;
}

/**
 * The creator's approved or winning submissions with whether each is shown and may be shown (a
 * private brief its brand excluded may not); `onlyShown` keeps what the public portfolio lists.
 */
export async function listPortfolio(db: Db, creatorId: string, onlyShown: boolean): Promise<PortfolioRow[]> {
  return queryRows<PortfolioRow>(
    db,
    sql`select * from ${portfolioCandidatesSql(sql`${creatorId}::uuid`)} p
        where ${onlyShown ? sql`p.shown and p.showable` : sql`true`}
        order by ${portfolioOrderSql}`,
  );
}

/** The creator's approved or winning submissions as a subquery (PortfolioRow's columns), for the profile and the directory. */
export function portfolioCandidatesSql(creatorId: SQL): SQL {
  return sql`(select s.id as submission_id, b.id as brief_id, b.title as brief_title, b.brand_id,
                 bp.company_name as brand_name, s.content_url, (ra.id is not null) as won, ra.position as place,
                 s.reviewed_at as decided_at, s.submitted_at,
                 (pi.submission_id is not null) as shown, pi.cover_hash,
                 not (b.is_private and exists (select 1 from brief_portfolio_exclusions e where e.brief_id = b.id)) as showable
            from submissions s
            join briefs b on b.id = s.brief_id
            join brand_profiles bp on bp.id = b.brand_id
            left join reward_assignments ra on ra.submission_id = s.id
            left join portfolio_items pi on pi.submission_id = s.id
           where s.creator_id = ${creatorId} and (s.status = 'approved' or ra.id is not null))`;
}

/** Newest decided first: the portfolio's order everywhere. */
export const portfolioOrderSql = sql`coalesce(p.decided_at, p.submitted_at) desc, p.submission_id`;

/** The creator's portfolio becomes exactly these submissions (inside the caller's transaction); kept ones keep their cover. */
export async function replacePortfolio(tx: Db, creatorId: string, portfolio: string[], now: Date): Promise<void> {
  const own = eq(portfolioItems.creatorId, creatorId);
  await tx
    .delete(portfolioItems)
    .where(portfolio.length > 0 ? and(own, notInArray(portfolioItems.submissionId, portfolio)) : own);
  if (portfolio.length > 0)
    await tx
      .insert(portfolioItems)
      .values(portfolio.map((submissionId) => ({ submissionId, creatorId, createdAt: now })))
      .onConflictDoNothing();
}

/** The brand's own brief: whether it is private and currently excluded from portfolios; undefined when not theirs. */
export async function findBrandBrief(db: Db, brandId: string, briefId: string) {
  const [row] = await queryRows<{ is_private: boolean; excluded: boolean }>(
    db,
    sql`select b.is_private, exists (select 1 from brief_portfolio_exclusions e where e.brief_id = b.id) as excluded
          from briefs b where b.id = ${briefId}::uuid and b.brand_id = ${brandId}::uuid`,
  );
  return row;
}

export async function setBriefShowable(db: Db, briefId: string, showable: boolean, now: Date): Promise<void> {
  if (showable) await db.delete(briefPortfolioExclusions).where(eq(briefPortfolioExclusions.briefId, briefId));
  else await db.insert(briefPortfolioExclusions).values({ briefId, createdAt: now }).onConflictDoNothing();
}
