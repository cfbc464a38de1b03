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

/** Active creators (optionally matching a search), oldest account first, and how many match. */
export async function listActiveCreators(db: Db, page: { limit: number; offset: number; search?: string }) {
  const where = and(activeCreator, matching(page.search));
  const rows = await db
    .select({ id: users.id, name: creatorProfiles.fullName, email: users.email })
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

export type ProfileChanges = Pick<
  typeof creatorProfiles.$inferInsert,
  'fullName' | 'userName' | 'socialInstagram' | 'socialTikTok' | 'socialYouTube' | 'socialTwitter' | 'socialLinkedIn'
>;

/** Throws the unique violation of `creator_profiles_user_name_lower_unique` when the username is taken. */
export async function updateProfile(db: Db, creatorId: string, changes: ProfileChanges, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(creatorProfiles).set(changes).where(eq(creatorProfiles.id, creatorId));
    await tx.update(users).set({ updatedAt: now }).where(eq(users.id, creatorId));
  });
}

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
