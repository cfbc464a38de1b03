import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { brandProfiles, briefs, users } from '../../db/schema/index.ts';
import { brandIsActive } from './marketplace-sql.ts';
import { brandColumns, invitedSql, listColumns, type BrandRow, type BriefListRow } from './briefs.lists.repository.ts';

// Reading briefs as lists show them: one brief's detail, a brand's briefs, and a brand's public profile.

/** The brief detail's statement, prepared (db/prepared.ts): with and without a creator's invitation. */
const briefWithBrand = (withInvitation: boolean) =>
  preparedQuery(withInvitation ? 'briefs_detail_for_creator' : 'briefs_detail', (db, name) =>
    db
      .select({
        ...listColumns,
        brandActive: sql<boolean>`${brandIsActive}`,
        isInvited: withInvitation ? invitedSql(sql.placeholder('creatorId')) : sql<boolean>`false`,
      })
      .from(briefs)
      .innerJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
      .where(eq(briefs.id, sql.placeholder('id')))
      .limit(1)
      .prepare(name),
  );
const briefDetail = briefWithBrand(false);
const briefDetailForCreator = briefWithBrand(true);

/**
 * One brief as lists show it. `brandActive`: whether the brand's account is active (a deactivated
 * brand's briefs are seen by admins only); `isInvited`: whether `creatorId`, when given, was invited.
 */
export async function findBriefWithBrand(
  db: Db,
  id: string,
  creatorId?: string,
): Promise<(BriefListRow & { brandActive: boolean; isInvited: boolean }) | undefined> {
  const [row] = creatorId ? await briefDetailForCreator(db, { id, creatorId }) : await briefDetail(db, { id });
  return row;
}

const ofBrand = preparedQuery('briefs_of_brand', (db, name) =>
  db
    .select(listColumns)
    .from(briefs)
    .innerJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
    .where(eq(briefs.brandId, sql.placeholder('brandId')))
    .orderBy(desc(briefs.createdAt), desc(briefs.id))
    .prepare(name),
);

export async function briefsOfBrand(db: Db, brandId: string): Promise<BriefListRow[]> {
  return ofBrand(db, { brandId });
}

/** Published, public briefs of a brand (its public page), newest first. */
const activeOfBrand = preparedQuery('briefs_active_of_brand', (db, name) =>
  db
    .select(listColumns)
    .from(briefs)
    .innerJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
    .where(
      and(eq(briefs.brandId, sql.placeholder('brandId')), eq(briefs.status, 'published'), eq(briefs.isPrivate, false)),
    )
    .orderBy(desc(briefs.createdAt), desc(briefs.id))
    .prepare(name),
);

export async function activeBriefsOfBrand(db: Db, brandId: string): Promise<BriefListRow[]> {
  return activeOfBrand(db, { brandId });
}

/** A brand's public profile, if the brand exists and is active. */
export async function findActiveBrand(db: Db, brandId: string): Promise<BrandRow | undefined> {
  const [row] = await db
    .select(brandColumns)
    .from(brandProfiles)
    .innerJoin(users, eq(users.id, brandProfiles.id))
    .where(and(eq(brandProfiles.id, brandId), eq(users.status, 'active'), isNull(users.deletedAt)))
    .limit(1);
  return row;
}
