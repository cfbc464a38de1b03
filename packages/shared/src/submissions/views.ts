import { z } from 'zod';
import { ZBrief } from '../briefs.ts';
import { ZPhoto } from '../photos.ts';
import { PAYOUT_STATUSES, REWARD_TYPES } from '../rewards.ts';
import { SUBMISSION_CONTENT_PLATFORMS as CONTENT_PLATFORMS, SUBMISSION_STATUSES } from './rules.ts';

// ---------------------------------------------------------------- a submission as the creator and the brand see it

/**
 * The reward a submission won, if the brand picked it as a winner (a reward_assignments row). A
 * submission wins at most once (unique on submission), so this is one object, not a list.
 */
export const ZSubmissionAward = z.object({
  /** The reward_assignments row: what `POST /api/disputes { subjectType: 'award' }` names. */
  assignmentId: z.string(),
  /** When the award was made: the decision a dispute about it counts its 14 days from. */
  awardedAt: z.string(),
  /** The reward tier's place, 1 = first; null when the reward has no tier. */
  position: z.number().int().nullable(),
  rewardType: z.enum(REWARD_TYPES),
  /**
   * Dollars; 0 for a prize. The view's own figure: the brand sees the gross it awarded, the
   * creator the net they receive after the platform fee (as on their Earnings tab).
   */
  amount: z.number(),
  prizeName: z.string().nullable(),
  /** paid, pending, held (cash waiting for the creator's payout account), failed, none (a prize). */
  payoutStatus: z.enum(PAYOUT_STATUSES),
  paidAt: z.string().nullable(),
});
export type TSubmissionAward = z.infer<typeof ZSubmissionAward>;

/** The brand's open request for changes (docs/product/submissions.md#revisions); null when none is open. */
export const ZChangesRequested = z.object({ note: z.string(), requestedAt: z.string() });
export type TChangesRequested = z.infer<typeof ZChangesRequested>;

/** Revision figures every view of a submission carries. */
const revisionFields = {
  /** The open request, if any: the submission reads "Changes requested" while it is open (decision 031). */
  changesRequested: ZChangesRequested.nullable(),
  /** Requests made so far, and how many the brief allows. */
  revisionsRequested: z.number().int(),
  revisionLimit: z.number().int(),
};

/**
 * The same link sent before (docs/product/submissions.md#duplicate-links): by another creator to any
 * brief, or by this creator to another brief of this brand — the earliest such submission. Information
 * for the brand, never a block; another creator's brief is never named.
 */
export const ZDuplicateLink = z.object({
  by: z.enum(['another_creator', 'same_creator']),
  submittedAt: z.string(),
  /** The brand's own other brief (same creator); null for another creator's submission. */
  briefTitle: z.string().nullable(),
});
export type TDuplicateLink = z.infer<typeof ZDuplicateLink>;

/**
 * The earlier submission to the same brief whose link this one copies (decision 048): the creator was
 * warned and confirmed. The brief is the brand's own, so its creator is named. Winning needs acknowledgement.
 */
export const ZDuplicateOf = z.object({
  submissionId: z.string(),
  creatorName: z.string(),
  submittedAt: z.string(),
});
export type TDuplicateOf = z.infer<typeof ZDuplicateOf>;

/** A creator's own submission. */
export const ZCreatorSubmission = z.object({
  id: z.string(),
  briefId: z.string(),
  briefTitle: z.string(),
  brandName: z.string(),
  /** The brief's reward, dollars (under both names, as clients read it). */
  amount: z.number(),
  reward: z.number(),
  status: z.enum(SUBMISSION_STATUSES),
  submittedAt: z.string(),
  updatedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The content link. */
  files: z.string(),
  /** The platform the link is on, for its icon (docs/product/submissions.md#content-links). */
  contentPlatform: z.enum(CONTENT_PLATFORMS),
  /** The additional information text. */
  content: z.string(),
  briefDeadline: z.string(),
  briefStatus: z.string(),
  /** What one winner of the brief can get: its smallest and largest reward tier (cash + credit, dollars, before the fee); null without tiers. */
  rewardRange: z.object({ min: z.number(), max: z.number() }).nullable(),
  /** What this submission won; amount is net. Null until the brand picks it as a winner. */
  award: ZSubmissionAward.nullable(),
  ...revisionFields,
});
export type TCreatorSubmission = z.infer<typeof ZCreatorSubmission>;

/** A submission as its brief's brand sees it. */
export const ZBrandSubmission = z.object({
  id: z.string(),
  briefId: z.string(),
  briefTitle: z.string(),
  creatorId: z.string(),
  creatorName: z.string(),
  creator: z.object({
    id: z.string(),
    fullName: z.string(),
    userName: z.string(),
    /** The creator's rating from published reviews (docs/product/creator-profiles-and-reviews.md#ratings). */
    averageRating: z.number().nullable(),
    reviewCount: z.number().int(),
    /** The creator's profile photo (docs/product/photos.md), or null: initials are shown. */
    photo: ZPhoto.optional(),
  }),
  content: z.string(),
  files: z.string(),
  /** The platform the link is on, for its icon (docs/product/submissions.md#content-links). */
  contentPlatform: z.enum(CONTENT_PLATFORMS),
  submittedAt: z.string(),
  /** Last change by the creator (equals submittedAt until they edit it). */
  updatedAt: z.string(),
  reviewedAt: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  /** Payout-account hints for winner selection (docs/product/rewards-and-payouts.md#payout-account-hints); false/null without an account. */
  hasStripeAccount: z.boolean(),
  stripeAccountStatus: z.object({ status: z.enum(['active', 'restricted', 'pending', 'other']) }).nullable(),
  /** What this submission won; amount is gross. Null until the brand picks it as a winner. */
  award: ZSubmissionAward.nullable(),
  ...revisionFields,
  duplicateLink: ZDuplicateLink.nullable(),
  /** This submission is flagged as a copy of an earlier one to the same brief (decision 048); null otherwise. */
  duplicateOf: ZDuplicateOf.nullable(),
  /** A later submission to this brief was flagged as using this one's link. */
  hasLaterDuplicate: z.boolean(),
});
export type TBrandSubmission = z.infer<typeof ZBrandSubmission>;

/** A brief as a creator sees it in lists: with their own application, if any. */
export const ZCreatorBrief = ZBrief.extend({
  hasApplied: z.boolean(),
  mySubmissionId: z.string().nullable(),
  mySubmissionStatus: z.enum(SUBMISSION_STATUSES).nullable(),
  /** The place the creator's application won (position null: a reward outside the tiers); null until it wins. */
  myAward: z.object({ position: z.number().int().nullable() }).nullable(),
  /** Published and before its deadline (docs/product/submissions.md#brief-applicability). */
  acceptsApplications: z.boolean(),
  isInvited: z.boolean(),
});
export type TCreatorBrief = z.infer<typeof ZCreatorBrief>;
