import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  brandProfiles,
  briefs,
  creatorProfiles,
  rewardAssignments,
  rewardTiers,
  submissions,
} from '../../db/schema/index.ts';

// All of the money views' queries: read-only joins over awards, briefs, tiers, submissions and
// profiles (docs/decisions/010); this module writes nothing. Functions take the executor first.

export type AssignmentRow = typeof rewardAssignments.$inferSelect;
export type TierRow = typeof rewardTiers.$inferSelect;

export async function findBrief(db: Db, id: string): Promise<{ id: string; brandId: string } | undefined> {
  const [row] = await db.select({ id: briefs.id, brandId: briefs.brandId }).from(briefs).where(eq(briefs.id, id));
  return row;
}

/** The brand's funded briefs, newest first. */
export async function fundedBriefsOfBrand(db: Db, brandId: string) {
  return db
    .select({
      id: briefs.id,
      title: briefs.title,
      description: briefs.description,
      rewardCents: briefs.rewardCents,
      fundedAt: briefs.fundedAt,
      status: briefs.status,
    })
    .from(briefs)
    .where(and(eq(briefs.brandId, brandId), sql`${briefs.fundedAt} is not null`))
    .orderBy(desc(briefs.fundedAt));
}

export async function tiersOf(db: Db, briefIds: string[]): Promise<TierRow[]> {
  if (briefIds.length === 0) return [];
  return db
    .select()
    .from(rewardTiers)
    .where(and(inArray(rewardTiers.briefId, briefIds), eq(rewardTiers.isActive, true)))
    .orderBy(asc(rewardTiers.briefId), asc(rewardTiers.position));
}

/** Assignments with their creator's names and submission time (reward management, results). */
export async function assignmentViews(db: Db, filter: { briefIds?: string[]; ids?: string[] }) {
  const where = filter.ids
    ? inArray(rewardAssignments.id, filter.ids)
    : inArray(rewardAssignments.briefId, filter.briefIds ?? []);
  if ((filter.ids ?? filter.briefIds ?? []).length === 0) return [];
  return db
    .select({
      assignment: rewardAssignments,
      fullName: creatorProfiles.fullName,
      userName: creatorProfiles.userName,
      submittedAt: submissions.submittedAt,
    })
    .from(rewardAssignments)
    .innerJoin(submissions, eq(submissions.id, rewardAssignments.submissionId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, rewardAssignments.creatorId))
    .where(where)
    .orderBy(asc(rewardAssignments.createdAt));
}
export type AssignmentView = Awaited<ReturnType<typeof assignmentViews>>[number];

export async function submissionsOfBriefs(db: Db, briefIds: string[]) {
  if (briefIds.length === 0) return [];
  return db
    .select({
      id: submissions.id,
      briefId: submissions.briefId,
      creatorId: submissions.creatorId,
      contentUrl: submissions.contentUrl,
      additionalInfo: submissions.additionalInfo,
      status: submissions.status,
      submittedAt: submissions.submittedAt,
      fullName: creatorProfiles.fullName,
      userName: creatorProfiles.userName,
    })
    .from(submissions)
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, submissions.creatorId))
    .where(inArray(submissions.briefId, briefIds))
    .orderBy(asc(submissions.submittedAt));
}

/** A creator's awards with their brief, brand and submission (payouts lists). */
export async function payoutsOfCreator(db: Db, creatorId: string) {
  return db
    .select({
      assignment: rewardAssignments,
      briefTitle: briefs.title,
      brandName: brandProfiles.companyName,
      submittedAt: submissions.submittedAt,
      reviewedAt: submissions.reviewedAt,
      submissionStatus: submissions.status,
    })
    .from(rewardAssignments)
    .innerJoin(briefs, eq(briefs.id, rewardAssignments.briefId))
    .innerJoin(submissions, eq(submissions.id, rewardAssignments.submissionId))
    .leftJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
    .where(eq(rewardAssignments.creatorId, creatorId))
    .orderBy(desc(rewardAssignments.createdAt));
}

/** What the brief's assignments say about its cash: paid out and still held (cents, net). */
export async function cashStateOfBrief(db: Db, briefId: string): Promise<{ paid: number; held: number }> {
  const [row] = await db
    .select({
      paid: sql<string>`coalesce(sum(${rewardAssignments.netCents}) filter (where ${rewardAssignments.payoutStatus} = 'paid' and ${rewardAssignments.rewardType} = 'cash'), 0)`,
      held: sql<string>`coalesce(sum(${rewardAssignments.netCents}) filter (where ${rewardAssignments.payoutStatus} in ('pending', 'held', 'failed') and ${rewardAssignments.rewardType} = 'cash'), 0)`,
    })
    .from(rewardAssignments)
    .where(eq(rewardAssignments.briefId, briefId));
  return { paid: Number(row?.paid ?? 0), held: Number(row?.held ?? 0) };
}
