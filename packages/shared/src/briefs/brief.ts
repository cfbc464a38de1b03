import { z } from 'zod';
import { ZPhoto } from '../photos.ts';
import { BRIEF_CATEGORIES } from './category.ts';
import { BRIEF_STATUSES } from './status.ts';

// ---------------------------------------------------------------- responses

export const ZRewardTier = z.object({
  id: z.string(),
  tierNumber: z.number(),
  position: z.number(),
  name: z.string(),
  description: z.string(),
  /** cashAmount + creditAmount, dollars. */
  amount: z.number(),
  cashAmount: z.number(),
  creditAmount: z.number(),
  isActive: z.boolean(),
});
export type TRewardTier = z.infer<typeof ZRewardTier>;

export const ZBriefBrand = z.object({
  id: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  logo: z.string().nullable(),
  /** The brand's logo as uploaded (docs/product/photos.md), or null: initials are shown. */
  photo: ZPhoto,
  socialWebsite: z.string(),
  socialInstagram: z.string(),
  socialTwitter: z.string(),
  socialLinkedIn: z.string(),
});
export type TBriefBrand = z.infer<typeof ZBriefBrand>;

/** The kind of reward a brief pays, as the reference client labels it (decision 013). */
export const BRIEF_REWARD_TYPES = ['CASH', 'CREDIT', 'PRIZES'] as const;
export type BriefRewardType = (typeof BRIEF_REWARD_TYPES)[number];

/**
 * What each winning place receives: one per tier, in place order. `prizeDescription` is the prize
 * awarded at that place (its name and description), null while none is.
 */
export const ZWinnerReward = z.object({
  position: z.number(),
  /** cashAmount + creditAmount, dollars. */
  amount: z.number(),
  cashAmount: z.number(),
  creditAmount: z.number(),
  prizeDescription: z.string().nullable(),
});
export type TWinnerReward = z.infer<typeof ZWinnerReward>;

/** A submission to the brief as anyone who may see the brief sees it: anonymous (decision 013). */
export const ZBriefSubmissionEntry = z.object({
  submittedAt: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
});
export type TBriefSubmissionEntry = z.infer<typeof ZBriefSubmissionEntry>;

/** A winner of the brief, once awarded: the creator's public username only (decision 013). */
export const ZBriefWinner = z.object({
  /** The tier's place, 1 = first; null for an award outside the tiers. */
  position: z.number().nullable(),
  creatorName: z.string(),
  rewardType: z.enum(['cash', 'credit', 'prize']),
  awardedAt: z.string(),
});
export type TBriefWinner = z.infer<typeof ZBriefWinner>;

export const ZBrief = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  requirements: z.string(),
  location: z.string(),
  template: z.string().nullable(),
  status: z.enum(BRIEF_STATUSES),
  isFunded: z.boolean(),
  fundedAt: z.string().nullable(),
  isPrivate: z.boolean(),
  deadline: z.string(),
  amountOfWinners: z.number(),
  /** Revision requests allowed per submission (docs/product/submissions.md#revisions). */
  revisionLimit: z.number(),
  /** The whole pool, dollars. */
  reward: z.number(),
  /** Sum of tier amounts, dollars. */
  totalRewardValue: z.number(),
  totalRewardsPaid: z.number(),
  rewardTiers: z.array(ZRewardTier),
  /** CREDIT when the tiers pay only credit, PRIZES when every award made is a prize, else CASH. */
  rewardType: z.enum(BRIEF_REWARD_TYPES),
  winnerRewards: z.array(ZWinnerReward),
  additionalFields: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  brandName: z.string(),
  brand: ZBriefBrand,
  category: z.enum(BRIEF_CATEGORIES),
  submissionsCount: z.number(),
  winnersCount: z.number(),
  /** Every submission to the brief, oldest first, without who made it or what it links to. */
  submissions: z.array(ZBriefSubmissionEntry),
  /** The winners awarded so far, by place. */
  winners: z.array(ZBriefWinner),
  createdAt: z.string(),
  updatedAt: z.string(),
  archivedAt: z.string().nullable(),
});
export type TBrief = z.infer<typeof ZBrief>;
