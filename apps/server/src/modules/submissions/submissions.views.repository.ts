import { and, eq, sql } from 'drizzle-orm';
import type { PayoutStatus } from '@briefly/shared/rewards';
import type { SubmissionStatus } from '@briefly/shared/submissions';
import type { Db } from '../../db/client.ts';
import {
  brandProfiles,
  briefs,
  creatorProfiles,
  rewardAssignments,
  rewardTiers,
  submissions,
} from '../../db/schema/index.ts';

// What the submissions module's query groups share: the row shapes, the creator's and the brand's view
// of a submission, and the conditions a write checks inside its own statement.
// Reads join the brief (and its brand or creator profile) for the names the lists show.

export type SubmissionRow = typeof submissions.$inferSelect;

/**
 * The reward a submission won, read in the same statement as the submission (LEFT JOIN; null
 * without one). reward_assignments is unique on submission_id, so the join never adds rows. Only
 * columns of the joined table, so Drizzle nulls the whole object when there is no assignment.
 */
const awardColumns = (amountCents: typeof rewardAssignments.grossCents | typeof rewardAssignments.netCents) => ({
  id: rewardAssignments.id,
  createdAt: rewardAssignments.createdAt,
  rewardType: rewardAssignments.rewardType,
  position: rewardAssignments.position,
  amountCents,
  prizeName: rewardAssignments.prizeName,
  payoutStatus: rewardAssignments.payoutStatus,
  paidAt: rewardAssignments.paidAt,
});
export interface AwardRow {
  id: string;
  createdAt: Date;
  rewardType: 'cash' | 'credit' | 'prize';
  position: number | null;
  /** Gross in the brand's view, net in the creator's. */
  amountCents: number;
  prizeName: string | null;
  payoutStatus: PayoutStatus;
  paidAt: Date | null;
}

const nullableNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

const creatorViewColumns = {
  id: submissions.id,
  briefId: submissions.briefId,
  creatorId: submissions.creatorId,
  contentUrl: submissions.contentUrl,
  additionalInfo: submissions.additionalInfo,
  status: submissions.status,
  submittedAt: submissions.submittedAt,
  updatedAt: submissions.updatedAt,
  reviewedAt: submissions.reviewedAt,
  briefTitle: briefs.title,
  briefRewardCents: briefs.rewardCents,
  // What one winner can get: the smallest and largest active tier (cash + credit), for My Submissions.
  briefTierMinCents: sql<
    number | null
  >`(select min(${rewardTiers.cashCents} + ${rewardTiers.creditCents}) from ${rewardTiers} where ${rewardTiers.briefId} = ${briefs.id} and ${rewardTiers.isActive})`.mapWith(
    nullableNumber,
  ),
  briefTierMaxCents: sql<
    number | null
  >`(select max(${rewardTiers.cashCents} + ${rewardTiers.creditCents}) from ${rewardTiers} where ${rewardTiers.briefId} = ${briefs.id} and ${rewardTiers.isActive})`.mapWith(
    nullableNumber,
  ),
  briefDeadline: briefs.deadline,
  briefStatus: briefs.status,
  brandId: briefs.brandId,
  brandName: brandProfiles.companyName,
  award: awardColumns(rewardAssignments.netCents),
  revisionRequestedAt: submissions.revisionRequestedAt,
  revisionNote: submissions.revisionNote,
  revisionsRequested: submissions.revisionsRequested,
  revisionLimit: briefs.revisionLimit,
};
export interface CreatorSubmissionRow {
  id: string;
  briefId: string;
  creatorId: string;
  contentUrl: string;
  additionalInfo: string;
  status: SubmissionStatus;
  submittedAt: Date;
  updatedAt: Date;
  reviewedAt: Date | null;
  briefTitle: string;
  briefRewardCents: number;
  briefTierMinCents: number | null;
  briefTierMaxCents: number | null;
  briefDeadline: Date;
  briefStatus: 'draft' | 'published' | 'archived';
  brandId: string;
  brandName: string;
  award: AwardRow | null;
  revisionRequestedAt: Date | null;
  revisionNote: string | null;
  revisionsRequested: number;
  revisionLimit: number;
}

export interface DuplicateLinkRow {
  by: 'another_creator' | 'same_creator';
  submittedAt: Date;
  briefTitle: string | null;
}

/**
 * The earliest other submission of the same link (docs/product/submissions.md#duplicate-links): by
 * another creator to any brief, or by this creator to another brief of this brand. A subquery of the
 * brand's list, answered from the hash index on content_key, so a page of submissions is one statement.
 * Another creator's brief is never named: it may be another brand's, or private.
 */
const duplicateLinkSql = sql<unknown>`(
  select json_build_object(
    'by', case when other.creator_id = "submissions"."creator_id" then 'same_creator' else 'another_creator' end,
    'submittedAt', other.submitted_at,
    'briefTitle', case when other.creator_id = "submissions"."creator_id" then other_brief.title end)
  from submissions other join briefs other_brief on other_brief.id = other.brief_id
  where other.content_key = "submissions"."content_key" and "submissions"."content_key" <> ''
    and other.id <> "submissions"."id"
    and (other.creator_id <> "submissions"."creator_id" or other_brief.brand_id = "briefs"."brand_id")
  order by other.submitted_at, other.id
  limit 1)`.mapWith((value: unknown): DuplicateLinkRow | null => {
  if (value === null || value === undefined) return null;
  const json = (typeof value === 'string' ? JSON.parse(value) : value) as {
    by: DuplicateLinkRow['by'];
    submittedAt: string;
    briefTitle: string | null;
  };
  return { by: json.by, submittedAt: new Date(json.submittedAt), briefTitle: json.briefTitle };
});

export interface DuplicateOfRow {
  submissionId: string;
  creatorName: string;
  submittedAt: Date;
}

/** The earlier submission this one was flagged as copying (decision 048), with its creator's name. */
const duplicateOfSql = sql<unknown>`(
  select json_build_object('submissionId', first.id, 'creatorName', coalesce(nullif(profile.full_name, ''), profile.user_name),
    'submittedAt', first.submitted_at)
  from submissions first join creator_profiles profile on profile.id = first.creator_id
  where first.id = "submissions"."duplicate_of")`.mapWith((value: unknown): DuplicateOfRow | null => {
  if (value === null || value === undefined) return null;
  const json = (typeof value === 'string' ? JSON.parse(value) : value) as {
    submissionId: string;
    creatorName: string;
    submittedAt: string;
  };
  return { submissionId: json.submissionId, creatorName: json.creatorName, submittedAt: new Date(json.submittedAt) };
});

const brandViewColumns = {
  id: submissions.id,
  briefId: submissions.briefId,
  briefTitle: briefs.title,
  brandId: briefs.brandId,
  creatorId: submissions.creatorId,
  fullName: creatorProfiles.fullName,
  userName: creatorProfiles.userName,
  // The creator's photo (docs/product/photos.md; the users row is the photos module's to write).
  photoHash: sql<string | null>`(select u.photo_hash from users u where u.id = "submissions"."creator_id")`,
  // The creator's published, visible reviews (read-only over the reviews module's table; decision 010).
  ratingSum: sql<string>`(select coalesce(sum(r.rating), 0) from reviews r where r.reviewee_id = "submissions"."creator_id" and r.published_at is not null and r.hidden_at is null)`,
  reviewCount: sql<string>`(select count(*) from reviews r where r.reviewee_id = "submissions"."creator_id" and r.published_at is not null and r.hidden_at is null)`,
  contentUrl: submissions.contentUrl,
  additionalInfo: submissions.additionalInfo,
  status: submissions.status,
  submittedAt: submissions.submittedAt,
  updatedAt: submissions.updatedAt,
  reviewedAt: submissions.reviewedAt,
  award: awardColumns(rewardAssignments.grossCents),
  revisionRequestedAt: submissions.revisionRequestedAt,
  revisionNote: submissions.revisionNote,
  revisionsRequested: submissions.revisionsRequested,
  revisionLimit: briefs.revisionLimit,
  briefDeadline: briefs.deadline,
  briefStatus: briefs.status,
  duplicateLink: duplicateLinkSql,
  duplicateOf: duplicateOfSql,
  hasLaterDuplicate: sql<boolean>`exists(select 1 from submissions later where later.duplicate_of = "submissions"."id")`,
};
export interface BrandSubmissionRow {
  id: string;
  briefId: string;
  briefTitle: string;
  brandId: string;
  creatorId: string;
  fullName: string;
  userName: string;
  photoHash: string | null;
  ratingSum: string | number;
  reviewCount: string | number;
  contentUrl: string;
  additionalInfo: string;
  status: SubmissionStatus;
  submittedAt: Date;
  updatedAt: Date;
  reviewedAt: Date | null;
  award: AwardRow | null;
  revisionRequestedAt: Date | null;
  revisionNote: string | null;
  revisionsRequested: number;
  revisionLimit: number;
  briefDeadline: Date;
  briefStatus: 'draft' | 'published' | 'archived';
  duplicateLink: DuplicateLinkRow | null;
  duplicateOf: DuplicateOfRow | null;
  hasLaterDuplicate: boolean;
}

// The creator's view also matches the award's creator: an award shows only to the creator it pays.
export const creatorView = (db: Db) =>
  db
    .select(creatorViewColumns)
    .from(submissions)
    .innerJoin(briefs, eq(briefs.id, submissions.briefId))
    .innerJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
    .leftJoin(
      rewardAssignments,
      and(eq(rewardAssignments.submissionId, submissions.id), eq(rewardAssignments.creatorId, submissions.creatorId)),
    );

export const brandView = (db: Db) =>
  db
    .select(brandViewColumns)
    .from(submissions)
    .innerJoin(briefs, eq(briefs.id, submissions.briefId))
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, submissions.creatorId))
    .leftJoin(rewardAssignments, eq(rewardAssignments.submissionId, submissions.id));

/**
 * The brief is published and its deadline ahead, checked inside the statement that writes.
 * Spelled out: Drizzle may leave column names unqualified, which a correlated subquery cannot afford.
 */
export const briefAcceptsApplications = (now: Date) =>
  sql`exists(select 1 from briefs brief where brief.id = "submissions"."brief_id" and brief.status = 'published' and brief.deadline > ${now})`;

/** No reward was assigned to the submission: a winner's submission is frozen (checked in the writing statement). */
// Spelled out rather than ${submissions.id}: Drizzle leaves columns unqualified in UPDATE and DELETE, and
// inside this subquery a bare "id" would be the award's own id.
export const notAwarded = sql`not exists (select 1 from reward_assignments award where award.submission_id = "submissions"."id")`;
