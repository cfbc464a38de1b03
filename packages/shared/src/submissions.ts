import { z } from 'zod';
import { ZBrief } from './briefs.ts';
import { PAYOUT_STATUSES, REWARD_TYPES } from './rewards.ts';

// Submissions, the creator workspace and search (docs/product/submissions.md, docs/product/creator-dashboard.md).

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

export const SUBMISSION_MESSAGES = {
  contentUrlRequired: 'Content URL is required',
  invalidUrl: 'Please enter a valid URL',
  deleteConfirm: 'Are you sure you want to delete this submission? This action cannot be undone.',
  cannotChangeReviewed: 'Cannot delete approved or rejected submissions',
  cannotEditReviewed: 'Approved or rejected submissions can no longer be edited',
  briefClosed: 'This brief is no longer accepting applications',
  onlyCreators: 'Only creators can apply to briefs. Please log in with a creator account.',
  notPending: 'Only pending submissions can be reviewed',
  /** A winner's submission is what the brand paid for: it stays as it was picked. */
  awarded: 'This submission has won a reward and can no longer be changed',
  cannotRejectWinner: 'A submission that has won a reward cannot be rejected',
  applied: 'Application Submitted!',
  appliedDetail: 'Your application has been sent to the brand. Good luck!',
  updated: 'Application Updated!',
  updatedDetail: 'Your application has been updated successfully!',
  deleted: 'Submission Deleted!',
  accepted: 'Submission accepted and shortlisted!',
  rejected: 'Submission rejected',
} as const;

/** Content links must be http(s) URLs (docs/product/submissions.md#application-form): javascript:, data: and the rest are refused. */
export function isValidContentUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The application form's check (docs/product/submissions.md#application-form). */
export function validateApplication(values: { contentUrl: string }): string | null {
  if (!values.contentUrl || values.contentUrl.trim() === '') return SUBMISSION_MESSAGES.contentUrlRequired;
  if (!isValidContentUrl(values.contentUrl)) return SUBMISSION_MESSAGES.invalidUrl;
  return null;
}

const contentUrl = z
  .string({ message: SUBMISSION_MESSAGES.contentUrlRequired })
  .max(2000, 'The link is too long')
  .refine((value) => value.trim() !== '', SUBMISSION_MESSAGES.contentUrlRequired)
  .refine(isValidContentUrl, SUBMISSION_MESSAGES.invalidUrl)
  .transform((value) => value.trim());

/** POST /api/briefs/:id/apply. `amount` is the reward as a string some clients send; kept for display only. */
export const ZApplyRequest = z.strictObject({
  contentUrl,
  additionalInfo: z.string().max(5000).default(''),
  amount: z.union([z.string().max(40), z.number()]).optional(),
});
export type TApplyRequest = z.infer<typeof ZApplyRequest>;

/** PUT /api/creators/submissions/:id */
export const ZUpdateSubmissionRequest = z.strictObject({
  contentUrl,
  additionalInfo: z.string().max(5000).default(''),
});
export type TUpdateSubmissionRequest = z.infer<typeof ZUpdateSubmissionRequest>;

/**
 * The reward a submission won, if the brand picked it as a winner (a reward_assignments row). A
 * submission wins at most once (unique on submission), so this is one object, not a list.
 */
export const ZSubmissionAward = z.object({
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
  /** The additional information text. */
  content: z.string(),
  briefDeadline: z.string(),
  briefStatus: z.string(),
  /** What one winner of the brief can get: its smallest and largest reward tier (cash + credit, dollars, before the fee); null without tiers. */
  rewardRange: z.object({ min: z.number(), max: z.number() }).nullable(),
  /** What this submission won; amount is net. Null until the brand picks it as a winner. */
  award: ZSubmissionAward.nullable(),
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
  }),
  content: z.string(),
  files: z.string(),
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

// ---------------------------------------------------------------- request and response envelopes

/** POST /api/briefs/:id/apply → 201 (new) or 200 (the pending application was updated). */
export const ZApplyResponse = z.object({ submission: ZCreatorSubmission, created: z.boolean() });
export type TApplyResponse = z.infer<typeof ZApplyResponse>;

/** GET and PUT /api/creators/submissions/:id. */
export const ZCreatorSubmissionResponse = z.object({ submission: ZCreatorSubmission });
export type TCreatorSubmissionResponse = z.infer<typeof ZCreatorSubmissionResponse>;

/** GET /api/creators/submissions: the creator's own, newest first. */
export const ZCreatorSubmissionsResponse = z.object({ submissions: z.array(ZCreatorSubmission) });
export type TCreatorSubmissionsResponse = z.infer<typeof ZCreatorSubmissionsResponse>;

/** DELETE /api/creators/submissions/:id. */
export const ZDeleteSubmissionResponse = z.object({ id: z.string(), deleted: z.literal(true) });

/** GET /api/creators/briefs: published briefs the creator can see (public, and private ones they were invited to), newest first. */
export const CREATOR_BRIEFS_LIMIT = 100;
export const ZCreatorBriefsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(CREATOR_BRIEFS_LIMIT),
});
export const ZCreatorBriefsResponse = z.object({ briefs: z.array(ZCreatorBrief) });
export type TCreatorBriefsResponse = z.infer<typeof ZCreatorBriefsResponse>;

/** GET /api/brands/submissions: submissions to the brand's own briefs, newest first. */
export const BRAND_SUBMISSIONS_LIMIT = 200;
export const ZBrandSubmissionsQuery = z.strictObject({
  briefId: z.uuid({ message: 'Invalid brief ID' }).optional(),
  status: z.enum(SUBMISSION_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(BRAND_SUBMISSIONS_LIMIT),
});
export type TBrandSubmissionsQuery = z.infer<typeof ZBrandSubmissionsQuery>;
export const ZBrandSubmissionsResponse = z.object({ submissions: z.array(ZBrandSubmission) });
export type TBrandSubmissionsResponse = z.infer<typeof ZBrandSubmissionsResponse>;

/** POST /api/brands/submissions/:id/approve | /reject (no body): the reviewed submission. */
export const ZReviewSubmissionResponse = z.object({ submission: ZBrandSubmission });
export type TReviewSubmissionResponse = z.infer<typeof ZReviewSubmissionResponse>;

// ---------------------------------------------------------------- search (docs/product/submissions.md#search)

export const SEARCH_LIMIT = 20;
export const ZSearchQuery = z.strictObject({
  q: z.string().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT).default(SEARCH_LIMIT),
});
export const ZSearchResult = z.object({
  type: z.enum(['brief', 'submission']),
  id: z.string(),
  /** For a submission: the id of its brief. */
  briefId: z.string(),
  title: z.string(),
  description: z.string(),
  brandName: z.string(),
  brandContact: z.string(),
  category: z.string(),
  reward: z.number(),
  deadline: z.string(),
  location: z.string(),
  submissionsCount: z.number(),
  /** For a submission: its status. */
  status: z.string().nullable(),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;
export const ZSearchResponse = z.object({ results: z.array(ZSearchResult), query: z.string() });
export type TSearchResponse = z.infer<typeof ZSearchResponse>;

// ---------------------------------------------------------------- creator profile (docs/product/creator-dashboard.md#profile)

export const ZCreatorProfile = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  userName: z.string(),
  socialInstagram: z.string(),
  socialTikTok: z.string(),
  socialYouTube: z.string(),
  socialTwitter: z.string(),
  socialLinkedIn: z.string(),
  createdAt: z.string(),
});
export type TCreatorProfile = z.infer<typeof ZCreatorProfile>;

export const ZUpdateCreatorProfileRequest = z.strictObject({
  fullName: z.string().trim().min(1, 'Full name is required').max(200),
  userName: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters long')
    .max(40)
    .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain only letters, numbers, dots, dashes and underscores'),
  socialInstagram: z.string().trim().max(500).default(''),
  socialTikTok: z.string().trim().max(500).default(''),
  socialYouTube: z.string().trim().max(500).default(''),
  socialTwitter: z.string().trim().max(500).default(''),
  socialLinkedIn: z.string().trim().max(500).default(''),
});
export type TUpdateCreatorProfileRequest = z.infer<typeof ZUpdateCreatorProfileRequest>;

/** GET and PUT /api/creators/profile. */
export const ZCreatorProfileResponse = z.object({ profile: ZCreatorProfile });
export type TCreatorProfileResponse = z.infer<typeof ZCreatorProfileResponse>;

// ---------------------------------------------------------------- creator dashboard figures

export const ZActivityItem = z.object({
  id: z.string(),
  kind: z.enum(['submitted', 'updated', 'approved', 'rejected', 'brief_published']),
  title: z.string(),
  detail: z.string(),
  at: z.string(),
});
export type TActivityItem = z.infer<typeof ZActivityItem>;

/** GET /api/creators/dashboard: every figure from real data. */
export const ZCreatorDashboard = z.object({
  /** Net rewards earned, dollars (from the ledger). */
  totalEarnings: z.number(),
  submissionsThisWeek: z.number(),
  /** Briefs currently accepting applications that this creator can see, counted up to ACTIVE_BRIEFS_COUNT_CAP. */
  activeBriefs: z.number(),
  /** More briefs are open than the server counts: `activeBriefs` is the cap ("1,000+"). */
  activeBriefsIsCapped: z.boolean(),
  recentActivity: z.array(ZActivityItem),
});
/** The dashboard counts open briefs up to this many: an exact count of every open brief grows with the marketplace. */
export const ACTIVE_BRIEFS_COUNT_CAP = 1000;
export type TCreatorDashboard = z.infer<typeof ZCreatorDashboard>;
/** Recent activity items on the dashboard (the overview shows the first 3). */
export const RECENT_ACTIVITY_LIMIT = 10;

/** GET /api/creators/analytics (docs/product/creator-dashboard.md#analytics, #portfolio). */
export const ZCreatorAnalytics = z.object({
  totalSubmissions: z.number(),
  approvedSubmissions: z.number(),
  rejectedSubmissions: z.number(),
  pendingSubmissions: z.number(),
  totalEarnings: z.number(),
  /** approved ÷ total, percent to 1 decimal. */
  successRate: z.number(),
  /** Submissions per month, the last 6 months, oldest first ('YYYY-MM'). */
  monthly: z.array(z.object({ month: z.string(), submissions: z.number(), approved: z.number() })),
  /** Reviewed (approved + rejected) submissions. */
  completedProjects: z.number(),
  /** Share of reviewed submissions that were shortlisted or won, on a 5-point scale; null with none reviewed (docs/product/creator-dashboard.md#rating). */
  rating: z.number().nullable(),
});

/** Rating on a 5-point scale: the share of reviewed submissions that were approved (shortlisted), one decimal; null with none reviewed. */
export function creatorRating(approved: number, rejected: number): number | null {
  const reviewed = approved + rejected;
  if (reviewed === 0) return null;
  return Math.round((approved / reviewed) * 50) / 10;
}

/** Success rate = approved ÷ total, in percent to 1 decimal (docs/product/creator-dashboard.md#analytics); 0 with no submissions. */
export function successRatePercent(approved: number, total: number): number {
  return total === 0 ? 0 : Math.round((approved / total) * 1000) / 10;
}
export type TCreatorAnalytics = z.infer<typeof ZCreatorAnalytics>;

// ---------------------------------------------------------------- private brief invitations

export const ZInviteCreatorsRequest = z.strictObject({
  creatorIds: z.array(z.uuid('Invalid creator ID')).min(1, 'Choose at least one creator').max(50),
});
export const ZBriefInvitation = z.object({
  creatorId: z.string(),
  fullName: z.string(),
  userName: z.string(),
  email: z.string(),
  invitedAt: z.string(),
});
export type TBriefInvitation = z.infer<typeof ZBriefInvitation>;
/** POST, GET and DELETE /api/briefs/:id/invitations…: the brief's invitations after the call, oldest first. */
export const ZBriefInvitationsResponse = z.object({ invitations: z.array(ZBriefInvitation) });
export type TBriefInvitationsResponse = z.infer<typeof ZBriefInvitationsResponse>;
export const INVITATION_MESSAGES = {
  unknownCreators: 'Some of these creators do not exist or are not active creators',
} as const;
