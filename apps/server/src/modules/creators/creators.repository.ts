import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { creatorProfiles, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/text-search.ts';

const activeCreator = and(eq(users.type, 'creator'), eq(users.status, 'active'), isNull(users.deletedAt));

/** Part of a name, username or email, matched literally and case-insensitively. */
function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(creatorProfiles.fullName, pattern),
    ilike(creatorProfiles.userName, pattern),
    ilike(users.email, pattern),
  );
}

/**
 * Active creators (optionally matching a search), oldest account first, and how many match; each
 * with their rating and what they did with the asking brand, as subqueries of the page's one statement.
 */
export async function listActiveCreators(
  db: Db,
  page: { limit: number; offset: number; search?: string; brandId: string },
) {
  const where = and(activeCreator, matching(page.search));
  const visible = sql`r.reviewee_id = ${users.id} and r.published_at is not null and r.hidden_at is null`;
  const lastSubmission = sql`(select s.submitted_at as "submittedAt", b.title as "briefTitle"
      from submissions s join briefs b on b.id = s.brief_id
     where s.creator_id = ${users.id} and b.brand_id = ${page.brandId}::uuid
     order by s.submitted_at desc limit 1)`;
  const rows = await db
    .select({
      id: users.id,
      name: creatorProfiles.fullName,
      email: users.email,
      userName: creatorProfiles.userName,
      ratingSum: sql<string>`(select coalesce(sum(r.rating), 0) from reviews r where ${visible})`,
      reviewCount: sql<string>`(select count(*) from reviews r where ${visible})`,
      briefsWonWithBrand: sql<string>`(select count(distinct ra.brief_id) from reward_assignments ra
          join briefs b on b.id = ra.brief_id where ra.creator_id = ${users.id} and b.brand_id = ${page.brandId}::uuid)`,
      lastSubmission: sql<{
        submittedAt: string;
        briefTitle: string;
      } | null>`(select row_to_json(l) from ${lastSubmission} l)`,
    })
    .from(users)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, users.id))
    .where(where)
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ value: count() })
    .from(users)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, users.id))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

const profileColumns = {
  id: users.id,
  email: users.email,
  createdAt: users.createdAt,
  fullName: creatorProfiles.fullName,
  userName: creatorProfiles.userName,
  socialInstagram: creatorProfiles.socialInstagram,
  socialTikTok: creatorProfiles.socialTikTok,
  socialYouTube: creatorProfiles.socialYouTube,
  socialTwitter: creatorProfiles.socialTwitter,
  socialLinkedIn: creatorProfiles.socialLinkedIn,
};
export async function findProfile(db: Db, creatorId: string) {
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, users.id))
    .where(eq(users.id, creatorId))
    .limit(1);
  return row;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

/** Scalar SQL figures (each a subquery lent by the module that owns it) read in one statement, as numbers. */
export async function selectFigures<K extends string>(
  db: Db,
  figures: Record<K, SQL<number>>,
): Promise<Record<K, number>> {
  const columns = sql.join(
    Object.entries<SQL<number>>(figures).map(([name, figure]) => sql`${figure} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const [row] = await queryRows<Record<K, string | number>>(db, sql`select ${columns}`);
  return Object.fromEntries(Object.keys(figures).map((name) => [name, Number(row?.[name as K] ?? 0)])) as Record<
    K,
    number
  >;
}
