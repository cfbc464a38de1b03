import { getTableColumns, sql, type Placeholder } from 'drizzle-orm';
import {
  brandProfiles,
  briefs,
  creatorProfiles,
  rewardAssignments,
  rewardTiers,
  submissions,
} from '../../db/schema/index.ts';
import { type BriefPoolFigures, briefPoolFiguresSql } from '../ledger/index.ts';
import type { BriefSubmissionEntry } from './briefs.activity.ts';

// What the briefs module's query groups share: a brief's row shapes, its brand's columns, and what a
// list selects for each brief.

const { searchVector: _searchVector, ...briefColumns } = getTableColumns(briefs);
export { briefColumns };
export type BriefRow = Omit<typeof briefs.$inferSelect, 'searchVector'>;
export type NewBrief = Omit<typeof briefs.$inferInsert, 'searchVector'>;
export type TierRow = typeof rewardTiers.$inferSelect;
export type NewTier = Omit<typeof rewardTiers.$inferInsert, 'briefId'>;

export const brandColumns = {
  id: brandProfiles.id,
  companyName: brandProfiles.companyName,
  contactName: brandProfiles.contactName,
  logo: brandProfiles.logo,
  /** users.photo_hash: the uploaded logo (docs/product/photos.md); the table is spelled out for single-table selects. */
  photoHash: sql<
    string | null
  >`(select logo_user.photo_hash from users logo_user where logo_user.id = "brand_profiles"."id")`,
  socialWebsite: brandProfiles.socialWebsite,
  socialInstagram: brandProfiles.socialInstagram,
  socialTwitter: brandProfiles.socialTwitter,
  socialLinkedIn: brandProfiles.socialLinkedIn,
};
export type BrandRow = {
  id: string;
  companyName: string;
  contactName: string;
  logo: string | null;
  photoHash: string | null;
  socialWebsite: string;
  socialInstagram: string;
  socialTwitter: string;
  socialLinkedIn: string;
};
export interface BriefWithBrand {
  brief: BriefRow;
  brand: BrandRow;
}

// A list reads each brief with its tiers, submissions, winners and pool figures in the list's own
// statement (correlated subqueries aggregated to JSON; the pool from the ledger's rollup), so a page
// costs one statement whatever its size (docs/performance.md#statements-per-request). Reads of the
// submissions' and awards' tables are reads across modules (decision 010). The brief's id is spelled
// out: Drizzle leaves column names unqualified in single-table select lists.

/** A tier as lists read it (TierRow without what no screen shows). */
export type ListTier = Pick<
  TierRow,
  'id' | 'position' | 'name' | 'description' | 'cashCents' | 'creditCents' | 'isActive'
>;
/** JSON carries timestamps as text; the mapper makes them dates. */
type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };

export interface BriefListRow extends BriefWithBrand {
  tiers: ListTier[];
  submissions: Array<Json<BriefSubmissionEntry>>;
  winners: Array<Json<WinnerRow>>;
  pool: BriefPoolFigures;
  /** Cash that reached creators' connected accounts (bigint as text). */
  paidCents: string | number;
}

const BRIEF_ID = sql.raw('"briefs"."id"');

const tiersJson = sql<ListTier[]>`(select coalesce(json_agg(json_build_object(
    'id', tier.id, 'position', tier.position, 'name', tier.name, 'description', tier.description,
    'cashCents', tier.cash_cents, 'creditCents', tier.credit_cents, 'isActive', tier.is_active) order by tier.position), '[]'::json)
  from ${rewardTiers} tier where tier.brief_id = ${BRIEF_ID})`;

const submissionsJson = sql<Array<Json<BriefSubmissionEntry>>>`(select coalesce(json_agg(json_build_object(
    'submittedAt', submission.submitted_at, 'status', submission.status) order by submission.submitted_at, submission.id), '[]'::json)
  from ${submissions} submission where submission.brief_id = ${BRIEF_ID})`;

const winnersJson = sql<Array<Json<WinnerRow>>>`(select coalesce(json_agg(json_build_object(
    'briefId', award.brief_id, 'position', award.position, 'rewardType', award.reward_type, 'userName', creator.user_name,
    'prizeName', award.prize_name, 'prizeDescription', award.prize_description, 'awardedAt', award.created_at,
    'payoutStatus', award.payout_status)
    order by award.position asc nulls last, award.created_at, award.id), '[]'::json)
  from ${rewardAssignments} award join ${creatorProfiles} creator on creator.id = award.creator_id where award.brief_id = ${BRIEF_ID})`;

/**
 * Only paid is paid (docs/product/money-and-ledger.md#public-figures): the net of the brief's cash
 * awards whose transfer reached the creator's connected account — nothing held, pending or credited.
 * An aggregate over `award` (reward_assignments) rows of one brief.
 */
export const paidToCreatorsCents = sql`coalesce(sum(award.net_cents) filter (where award.reward_type = 'cash' and award.payout_status = 'paid'), 0)`;

const paidCentsOfBrief = sql<string>`(select ${paidToCreatorsCents} from ${rewardAssignments} award where award.brief_id = ${BRIEF_ID})`;

/** What a list selects for each brief: the brief, its brand and its details. */
export const listColumns = {
  brief: briefColumns,
  brand: brandColumns,
  tiers: tiersJson,
  submissions: submissionsJson,
  winners: winnersJson,
  pool: briefPoolFiguresSql(BRIEF_ID),
  paidCents: paidCentsOfBrief,
};

export interface WinnerRow {
  briefId: string;
  position: number | null;
  rewardType: 'cash' | 'credit' | 'prize';
  userName: string;
  prizeName: string | null;
  prizeDescription: string | null;
  awardedAt: Date;
  /** Whether its money reached the creator: pending, held and failed are awards not yet settled. */
  payoutStatus: 'paid' | 'pending' | 'held' | 'failed' | 'none';
}

/**
 * Whether the creator was invited to the brief in the row being selected (a correlated subquery).
 * Spelled out: Drizzle leaves column names unqualified in single-table select lists.
 */
export const invitedSql = (creatorId: string | Placeholder) =>
  sql<boolean>`exists(select 1 from brief_invitations invitation where invitation.brief_id = "briefs"."id" and invitation.creator_id = ${creatorId})`;
