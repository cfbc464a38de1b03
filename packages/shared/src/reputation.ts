import { z } from 'zod';
import { BRIEF_CATEGORIES } from './briefs.ts';
import { ZPhoto } from './photos.ts';
import { plainText } from './reputation/rules.ts';

// Creator profiles and reviews (docs/product/creator-profiles-and-reviews.md): what a creator shows
// of themselves, the figures the platform computes for them, and the verified, double-blind reviews
// brands and creators leave each other after working together on a brief.

export { hasMarkup, PROFILE_LIMITS } from './reputation/rules.ts';
export * from './reputation/profile-request.ts';

export const REVIEW_LIMITS = { text: 2_000, reply: 2_000, reportReason: 500, pageSize: 10 } as const;
/** A review is published when both sides have reviewed, or this long after it was written. */
export const REVIEW_BLIND_DAYS = 14;

export const ZCreatorFigures = z.object({
  briefsWon: z.number().int(),
  submissionsApproved: z.number().int(),
  /** Approved out of decided (approved + not selected), whole percent; null before any decision. */
  approvalRate: z.number().int().nullable(),
  /** Mean of the published, visible reviews, one decimal; null without any. */
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type TCreatorFigures = z.infer<typeof ZCreatorFigures>;

export const ZPortfolioItem = z.object({
  submissionId: z.string(),
  briefId: z.string(),
  briefTitle: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  contentUrl: z.string(),
  won: z.boolean(),
  /** The winning award's place (1 for 1st) for 'Winner · 1st place'; null when not won or rewarded outside the tiers. */
  place: z.number().int().nullable(),
  /** When the brand decided it (approved) — the date the work counts from. */
  date: z.string(),
  /** The cover picture the creator uploaded for it (docs/product/photos.md), else null. */
  cover: ZPhoto,
});
export type TPortfolioItem = z.infer<typeof ZPortfolioItem>;

export const ZPublicCreatorProfile = z.object({
  id: z.string(),
  userName: z.string(),
  displayName: z.string(),
  bio: z.string(),
  location: z.string(),
  socialLinks: z.array(z.string()),
  categories: z.array(z.enum(BRIEF_CATEGORIES)),
  memberSince: z.string(),
  /** The profile photo (docs/product/photos.md), or null: initials are shown. */
  photo: ZPhoto,
  figures: ZCreatorFigures,
  portfolio: z.array(ZPortfolioItem),
});
export type TPublicCreatorProfile = z.infer<typeof ZPublicCreatorProfile>;
export const ZPublicCreatorProfileResponse = z.object({ profile: ZPublicCreatorProfile });
export type TPublicCreatorProfileResponse = z.infer<typeof ZPublicCreatorProfileResponse>;

/** A submission the creator may put in their portfolio, for the profile editor. */
export const ZPortfolioCandidate = ZPortfolioItem.extend({ shown: z.boolean(), showable: z.boolean() });
export type TPortfolioCandidate = z.infer<typeof ZPortfolioCandidate>;

/** GET and PUT /api/creators/me/profile: the editable fields, and the portfolio's candidates. */
export const ZMyPublicProfileResponse = z.object({
  profile: ZPublicCreatorProfile,
  /** The display name as saved ('' when the full name is shown), for the editor. */
  savedDisplayName: z.string(),
  /** Whether the creator is listed in the directory (docs/product/creator-directory.md). */
  directoryListed: z.boolean(),
  candidates: z.array(ZPortfolioCandidate),
});
export type TMyPublicProfileResponse = z.infer<typeof ZMyPublicProfileResponse>;

export const ZReputationIdParams = z.object({ id: z.uuid({ message: 'Invalid ID' }) });
export const ZUserNameParams = z.object({ userName: z.string().min(1).max(60) });

/** PUT /api/brands/briefs/:id/portfolio: whether creators may show this private brief's submissions. */
export const ZBriefPortfolioRequest = z.strictObject({ showable: z.boolean() });
export const ZBriefPortfolioResponse = z.object({ briefId: z.string(), showable: z.boolean() });

// ---------------------------------------------------------------- reviews

export const ZCreateReviewRequest = z.strictObject({
  briefId: z.uuid('briefId must be a valid ID'),
  revieweeId: z.uuid('revieweeId must be a valid ID'),
  rating: z
    .number({ message: 'Rating must be a whole number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a whole number from 1 to 5')
    .max(5, 'Rating must be a whole number from 1 to 5'),
  text: plainText('Review', REVIEW_LIMITS.text).pipe(z.string().min(1, 'Write a few words about working together')),
});
export type TCreateReviewRequest = z.infer<typeof ZCreateReviewRequest>;

export const ZReviewReplyRequest = z.strictObject({
  text: plainText('Reply', REVIEW_LIMITS.reply).pipe(z.string().min(1, 'Write your reply')),
});
export const ZReviewReportRequest = z.strictObject({
  reason: plainText('Reason', REVIEW_LIMITS.reportReason).pipe(z.string().min(1, 'Say what is wrong with this review')),
});

export const ZReviewParty = z.object({
  id: z.string(),
  type: z.enum(['brand', 'creator']),
  name: z.string(),
  /** The creator's username (for their profile link); null for a brand. */
  userName: z.string().nullable(),
  /** The creator's photo or the brand's logo (docs/product/photos.md), or null: initials are shown. */
  photo: ZPhoto,
});

export const ZReview = z.object({
  id: z.string(),
  briefId: z.string(),
  briefTitle: z.string(),
  reviewer: ZReviewParty,
  reviewee: ZReviewParty,
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  /** Null while hidden by the double-blind rule (only the reviewer sees it then). */
  publishedAt: z.string().nullable(),
  reply: z.object({ text: z.string(), at: z.string() }).nullable(),
});
export type TReview = z.infer<typeof ZReview>;

export const ZReviewsQuery = z.object({
  userId: z.uuid('userId must be a valid ID'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
/** GET /api/reviews/reported-by-me?userId=: which reviews of that member the caller has reported (the Report button says "Reported"). */
export const ZReviewsReportedByMeQuery = z.strictObject({ userId: z.uuid('userId must be a valid ID') });
export const ZReviewsReportedByMeResponse = z.object({ reviewIds: z.array(z.string()) });
export type TReviewsReportedByMeResponse = z.infer<typeof ZReviewsReportedByMeResponse>;

export const ZReviewsResponse = z.object({
  reviews: z.array(ZReview),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  averageRating: z.number().nullable(),
});
export type TReviewsResponse = z.infer<typeof ZReviewsResponse>;

export const ZReviewResponse = z.object({ review: ZReview });

export const ZPendingReview = z.object({
  briefId: z.string(),
  briefTitle: z.string(),
  reviewee: ZReviewParty,
  /** When the reviews opened for this brief (winners chosen or archived). */
  since: z.string(),
});
export const ZPendingReviewsResponse = z.object({
  pending: z.array(ZPendingReview),
  /** The caller's own reviews still hidden by the double-blind rule. */
  awaiting: z.array(ZReview),
});
export type TPendingReviewsResponse = z.infer<typeof ZPendingReviewsResponse>;
export type TPendingReview = z.infer<typeof ZPendingReview>;

export const ZReviewReportResponse = z.object({ reported: z.literal(true) });

export const ZAdminReviewReport = z.object({
  review: ZReview,
  hidden: z.boolean(),
  reports: z.array(z.object({ reason: z.string(), reporterName: z.string(), at: z.string() })),
});
export const ZAdminReviewReportsResponse = z.object({ reports: z.array(ZAdminReviewReport) });
export type TAdminReviewReportsResponse = z.infer<typeof ZAdminReviewReportsResponse>;
export const ZAdminReviewModerationResponse = z.object({ id: z.string(), hidden: z.boolean() });

/** POST /api/admin/reviews/:id/keep: the review stays; its open reports are dismissed with the admin's note (audited). */
export const ZAdminKeepReviewRequest = z.strictObject({
  note: z.string().trim().min(1, 'Say why the review stays').max(500, 'The note can be at most 500 characters'),
});

/** POST /api/admin/reviews/:id/hide: the review is taken off every page; the admin's reason goes to the audit log. */
export const ZAdminHideReviewRequest = z.strictObject({
  reason: z.string().trim().min(1, 'Say why the review is hidden').max(500, 'The reason can be at most 500 characters'),
});

export const ZRatingSummary = z.object({ averageRating: z.number().nullable(), reviewCount: z.number().int() });
export type TRatingSummary = z.infer<typeof ZRatingSummary>;

/** Mean of whole-star ratings to one decimal, or null without any (the one rounding every screen shows). */
export function averageRatingOf(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}
/** Approved out of decided, whole percent; null before the first decision. */
export function approvalRateOf(approved: number, decided: number): number | null {
  return decided > 0 ? Math.round((approved / decided) * 100) : null;
}
