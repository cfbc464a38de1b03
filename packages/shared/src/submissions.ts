import { z } from 'zod';
import { ZBrief } from './briefs.ts';
import { normalizeContentLink } from './content-links.ts';
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

/**
 * The platforms a content link is recognized on: the same list as CONTENT_PLATFORMS in content-links.ts
 * (a test checks it), spelled here because a schema reads it when this module loads, and the web build
 * may run the module that holds content-links.ts after this one (decision 023).
 */
export const SUBMISSION_CONTENT_PLATFORMS = [
  'youtube',
  'tiktok',
  'instagram',
  'x',
  'facebook',
  'vimeo',
  'twitch',
  'linkedin',
  'pinterest',
  'snapchat',
  'other',
] as const;
const CONTENT_PLATFORMS = SUBMISSION_CONTENT_PLATFORMS;

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
  // Stored normalized: no tracking, one form per video (docs/product/submissions.md#content-links).
  .transform((value) => normalizeContentLink(value).url);

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

// ---------------------------------------------------------------- revisions (docs/product/submissions.md#revisions)

export const REVISION_NOTE_MAX = 1000;

export const REVISION_MESSAGES = {
  noteRequired: 'Please say what should change',
  noteTooLong: `The note is too long (${REVISION_NOTE_MAX.toLocaleString('en-US')} characters at most)`,
  notRevisable: 'Changes can be requested only on pending or shortlisted submissions',
  alreadyRequested: 'Changes were already requested: wait for the creator to resubmit',
  limitReached: (limit: number) =>
    limit === 0
      ? 'This brief allows no revision requests'
      : `This submission has reached the brief's limit of ${limit} revision request${limit === 1 ? '' : 's'}`,
  deadlinePassed: "The brief's deadline has passed: changes can no longer be requested",
  nothingRequested: 'No changes were requested on this submission',
  requested: 'Changes requested',
  requestedDetail: 'The creator has been told what to change.',
  resubmitted: 'Submission resubmitted',
  resubmittedDetail: 'The brand has been told your changes are ready.',
} as const;

/** POST /api/brands/submissions/:id/request-revision */
export const ZRequestRevisionRequest = z.strictObject({
  note: z
    .string({ message: REVISION_MESSAGES.noteRequired })
    .trim()
    .min(1, REVISION_MESSAGES.noteRequired)
    .max(REVISION_NOTE_MAX, REVISION_MESSAGES.noteTooLong),
});
export type TRequestRevisionRequest = z.infer<typeof ZRequestRevisionRequest>;

/** POST /api/submissions/:id/resubmit: the new link, and new details (left out: the current ones are kept). */
export const ZResubmitRequest = z.strictObject({
  contentUrl,
  additionalInfo: z.string().max(5000).optional(),
});
export type TResubmitRequest = z.infer<typeof ZResubmitRequest>;

/** One entry of a submission's history, oldest first: a version of the work, or a request for changes. */
export const ZSubmissionHistoryEntry = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('version'),
    /** 1 for the first application. */
    version: z.number().int(),
    contentUrl: z.string(),
    contentPlatform: z.enum(CONTENT_PLATFORMS),
    additionalInfo: z.string(),
    /** When this version was made (its last edit). */
    at: z.string(),
    /** The version the brand is looking at now. */
    current: z.boolean(),
  }),
  z.object({
    kind: z.literal('revision_requested'),
    note: z.string(),
    at: z.string(),
  }),
]);
export type TSubmissionHistoryEntry = z.infer<typeof ZSubmissionHistoryEntry>;

/** GET /api/submissions/:id/history (the creator's own, or a submission to the brand's brief). */
export const ZSubmissionHistoryResponse = z.object({ history: z.array(ZSubmissionHistoryEntry) });
export type TSubmissionHistoryResponse = z.infer<typeof ZSubmissionHistoryResponse>;

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
