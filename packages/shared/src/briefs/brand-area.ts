import { z } from 'zod';
import { BRIEF_STATUSES } from './status.ts';

// ---------------------------------------------------------------- brand area

export const ZBrandCreatorsQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Part of a name, username or email (case-insensitive); blank means everyone. */
  search: z.string().trim().max(100).optional(),
});

/** Creator list item: id, name, email. */
export const ZCreatorListItem = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TCreatorListItem = z.infer<typeof ZCreatorListItem>;

/** A creator's profile card in the brand's Creators tab. */
export const ZCreatorCard = ZCreatorListItem.extend({
  /** For the profile link (/creators/:userName) and the profile card (docs/product/creator-profiles-and-reviews.md). */
  userName: z.string(),
  /** Mean of the creator's published reviews, one decimal; null without any. */
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Briefs of the asking brand this creator won. */
  briefsWonWithBrand: z.number().int(),
  /** The creator's latest submission to one of the asking brand's briefs, or null. */
  lastSubmission: z.object({ briefTitle: z.string(), submittedAt: z.string() }).nullable(),
});
export type TCreatorCard = z.infer<typeof ZCreatorCard>;

/** GET /api/brands/creators: active creators, oldest account first; `total` is the real count. */
export const ZBrandCreatorsResponse = z.object({ creators: z.array(ZCreatorCard), total: z.number() });
export type TBrandCreatorsResponse = z.infer<typeof ZBrandCreatorsResponse>;

/**
 * GET /api/rewards/analytics/brand (docs/product/brand-dashboard.md#analytics), every figure from the database.
 * Money in dollars. totalSpent: everything the brand funded (ledger); totalRewards: the sum of its
 * briefs' reward pools; totalRewardValue: the sum of their tier amounts; conversionRate: winners
 * per submission, in percent (1 decimal); averageReward: mean reward pool per brief.
 */
export const ZBrandAnalytics = z.object({
  /** Submissions to the brand's briefs in the last 7 days (the overview's "Submissions This Week"). */
  submissionsThisWeek: z.number(),
  /** Winners chosen across the brand's briefs (the overview's "Winners Selected"). */
  winnersSelected: z.number(),
  totalSpent: z.number(),
  totalRewards: z.number(),
  totalRewardValue: z.number(),
  activeCampaigns: z.number(),
  conversionRate: z.number(),
  totalBriefs: z.number(),
  totalSubmissions: z.number(),
  averageReward: z.number(),
  recentBriefs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      status: z.enum(BRIEF_STATUSES),
      reward: z.number(),
      isFunded: z.boolean(),
      submissions: z.number(),
      createdAt: z.string(),
    }),
  ),
  topPerformingBriefs: z.array(
    z.object({ id: z.string(), title: z.string(), submissions: z.number(), status: z.enum(BRIEF_STATUSES) }),
  ),
  /** The last 6 calendar months (UTC), oldest first; month is 'YYYY-MM'. */
  monthlyTrends: z.array(z.object({ month: z.string(), briefs: z.number(), submissions: z.number() })),
  briefPerformance: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      submissions: z.number(),
      totalRewardValue: z.number(),
      status: z.enum(BRIEF_STATUSES),
    }),
  ),
});
export type TBrandAnalytics = z.infer<typeof ZBrandAnalytics>;
