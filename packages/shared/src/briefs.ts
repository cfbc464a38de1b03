import { z } from 'zod';
import { BRIEF_TEMPLATE_IDS } from './brief-templates.ts';
import { hasCentsPrecision, toNearestCents } from './money.ts';
import { MARKETPLACE_DEFAULT_LIMIT } from './limits.ts';

// Briefs (docs/product/briefs.md, docs/product/marketplace.md). Money in this API is dollars with at most
// 2 decimals, as clients send it; inside the server it becomes integer cents (money.ts).

export const BRIEF_STATUSES = ['draft', 'published', 'archived'] as const;
export type BriefStatus = (typeof BRIEF_STATUSES)[number];

/** `active` (what an older client sends on creation) is accepted as `published` (docs/product/briefs.md#statuses). */
export const ZBriefStatusInput = z
  .enum(['draft', 'published', 'archived', 'active'])
  .transform((status): BriefStatus => (status === 'active' ? 'published' : status));

export const MAX_WINNERS = 10;
export const MIN_REWARD_DOLLARS = 1;

// ---------------------------------------------------------------- templates (docs/product/briefs.md#templates)

// The templates and the marketplace's one template filter list live in brief-templates.ts (no Zod,
// so the public pages can import them); re-exported here for the contract's readers.
export * from './brief-templates.ts';

// ---------------------------------------------------------------- category (docs/product/briefs.md#categories)

export const BRIEF_CATEGORIES = ['technical', 'business', 'creative'] as const;
export type BriefCategory = (typeof BRIEF_CATEGORIES)[number];
const TECHNICAL_WORDS = [
  'code',
  'development',
  'programming',
  'api',
  'software',
  'technical',
  'backend',
  'frontend',
  'database',
];
const BUSINESS_WORDS = ['strategy', 'business', 'consulting', 'marketing', 'sales', 'analysis', 'research', 'planning'];

/** Derived by keywords in title plus description: technical, then business, otherwise creative. */
export function briefCategory(title: string, description: string): BriefCategory {
  const text = `${title} ${description}`.toLowerCase();
  const words = new Set(text.split(/[^a-z0-9]+/).filter(Boolean));
  if (TECHNICAL_WORDS.some((word) => words.has(word))) return 'technical';
  if (BUSINESS_WORDS.some((word) => words.has(word))) return 'business';
  return 'creative';
}

// ---------------------------------------------------------------- validation (docs/product/briefs.md#creation-checks)

export const BRIEF_MESSAGES = {
  loginRequired: 'Please log in to create a brief',
  requiredFields: 'Please fill in all required fields',
  deadline: 'Please set a deadline',
  winners: 'Please set at least 1 winner',
  tiers: 'Please add at least one reward tier',
  tierAmounts: 'Please set reward amounts for at least one tier',
  maxWinners: `At most ${MAX_WINNERS} winners`,
  minReward: `The total reward must be at least $${MIN_REWARD_DOLLARS}`,
  cents: 'Amounts can have at most 2 decimals',
  tiersExceedPool: 'Reward tiers add up to more than the total reward',
  deadlinePast: 'The deadline must be in the future',
} as const;

const dollars = z
  .number({ message: 'Amount must be a number' })
  .min(0, 'Amounts cannot be negative')
  .max(10_000_000, 'Amount is too large')
  .refine(hasCentsPrecision, BRIEF_MESSAGES.cents);

/**
 * A tier as our client sends it (cash and credit split) or as the reference brand client builds it
 * (tierNumber, name, description, amount, position, isActive): `amount` counts as cash when no split
 * is given. id, tierNumber, position and isActive are the server's (the edit dialog sends stored tiers
 * back as it loaded them): accepted, never trusted (tiers are numbered in the order sent, all active).
 * Decision 013.
 */
export const ZRewardTierInput = z
  .strictObject({
    name: z.string().trim().max(100).default(''),
    description: z.string().max(500).default(''),
    cashAmount: dollars.optional(),
    creditAmount: dollars.optional(),
    amount: dollars.optional(),
    id: z.unknown().optional(),
    tierNumber: z.unknown().optional(),
    position: z.unknown().optional(),
    isActive: z.unknown().optional(),
  })
  .transform(({ name, description, cashAmount, creditAmount, amount }) => {
    const split = cashAmount !== undefined || creditAmount !== undefined;
    return {
      name,
      description,
      cashAmount: split ? (cashAmount ?? 0) : (amount ?? 0),
      creditAmount: creditAmount ?? 0,
    };
  });
export type TRewardTierInput = z.output<typeof ZRewardTierInput>;

const additionalFieldValue = z.union([z.string().max(2000), z.array(z.string().max(200)).max(20)]);
/** NUL or an unpaired surrogate: refused in text parsed here, as the edge refuses them in any JSON string (decision 011). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnsafeText = (text: string) => text.includes(String.fromCharCode(0)) || LONE_SURROGATE.test(text);

/**
 * Free key/value fields as clients send them (decision 013): an object, or the same object as JSON
 * text; numbers and booleans are kept as their text and empty (null) values dropped. Stored and
 * answered as an object of strings and string lists.
 */
function normalizeAdditionalFields(input: unknown): unknown {
  let value = input;
  if (typeof value === 'string') {
    if (value.trim() === '') return {};
    try {
      value = JSON.parse(value);
    } catch {
      return input;
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, field]) => field !== null && field !== undefined)
    .map(([key, field]) => [key, typeof field === 'number' || typeof field === 'boolean' ? String(field) : field]);
  return Object.fromEntries(entries);
}

export const ZAdditionalFields = z.preprocess(
  normalizeAdditionalFields,
  z
    .record(z.string().max(60), additionalFieldValue, { message: 'Additional fields must be an object of text values' })
    .refine((value) => Object.keys(value).length <= 30, 'Too many additional fields')
    .refine(
      (value) =>
        Object.entries(value).every(([key, field]) => [key, ...[field].flat()].every((text) => !isUnsafeText(text))),
      'Invalid characters in additional fields',
    ),
);

/** Revision requests a brief allows per submission when its form says nothing (docs/product/submissions.md#revisions). */
export const DEFAULT_REVISION_LIMIT = 2;
export const MAX_REVISION_LIMIT = 5;
const revisionLimit = z
  .number({ message: 'Revision limit must be a whole number' })
  .int('Revision limit must be a whole number')
  .min(0, 'Revision limit cannot be negative')
  .max(MAX_REVISION_LIMIT, `Revision limit can be at most ${MAX_REVISION_LIMIT}`);

const briefFields = {
  title: z.string().max(200).default(''),
  description: z.string().max(10_000).default(''),
  requirements: z.string().max(10_000).default(''),
  location: z.string().trim().max(200).default('Anywhere'),
  template: z.enum(BRIEF_TEMPLATE_IDS).nullable().default(null),
  additionalFields: ZAdditionalFields.default({}),
  /** ISO 8601 date or date-time. */
  deadline: z.string().max(40).default(''),
  amountOfWinners: z.number().int('Winners must be a whole number').default(1),
  reward: dollars,
  /** Omitted: the automatic split by winner count. */
  rewardTiers: z.array(ZRewardTierInput).max(MAX_WINNERS).optional(),
  isPrivate: z.boolean().default(false),
};

/**
 * What the reference client sends with a whole brief that the server owns (decision 013): funding
 * (isFunded, fundedAt) and the figures derived from tiers and awards (totalRewardValue,
 * totalRewardsPaid, winnerRewards). Accepted and never trusted: a brief is funded only when the
 * server confirms `paymentIntentId` with the provider, and the figures are recomputed on every read.
 */
const serverOwnedBriefFields = {
  isFunded: z.unknown().optional(),
  fundedAt: z.unknown().optional(),
  totalRewardValue: z.unknown().optional(),
  totalRewardsPaid: z.unknown().optional(),
  winnerRewards: z.unknown().optional(),
};

export const ZCreateBriefRequest = z.strictObject({
  ...briefFields,
  /** Not in the spec: optional, so its client keeps working. */
  revisionLimit: revisionLimit.default(DEFAULT_REVISION_LIMIT),
  status: ZBriefStatusInput.optional(),
  paymentIntentId: z.string().max(200).optional(),
  ...serverOwnedBriefFields,
});
export type TCreateBriefRequest = z.infer<typeof ZCreateBriefRequest>;

/**
 * Full edit, or `{ status }` alone (docs/product/briefs.md#editing). The edit dialog sends neither
 * location nor template: when they are left out, the stored values are kept.
 */
export const ZUpdateBriefRequest = z.union([
  z.strictObject({ status: ZBriefStatusInput }),
  z.strictObject({
    ...briefFields,
    location: z.string().trim().max(200).optional(),
    template: z.enum(BRIEF_TEMPLATE_IDS).nullable().optional(),
    /** Left out: the stored limit is kept. */
    revisionLimit: revisionLimit.optional(),
    status: ZBriefStatusInput.optional(),
    ...serverOwnedBriefFields,
  }),
]);
export type TUpdateBriefRequest = z.infer<typeof ZUpdateBriefRequest>;

export interface BriefFormValues {
  title: string;
  description: string;
  requirements: string;
  deadline: string;
  amountOfWinners: number;
  reward: number;
  rewardTiers: Array<{ cashAmount: number; creditAmount: number }>;
}

/** The creation checks in their order (docs/product/briefs.md#creation-checks); the server runs the same ones. */
export function validateBriefForm(values: BriefFormValues, now: Date = new Date()): string | null {
  if ([values.title, values.description, values.requirements].some((value) => !value || value.trim() === ''))
    return BRIEF_MESSAGES.requiredFields;
  if (!values.deadline || values.deadline.trim() === '' || Number.isNaN(Date.parse(values.deadline)))
    return BRIEF_MESSAGES.deadline;
  if (!Number.isInteger(values.amountOfWinners) || values.amountOfWinners < 1) return BRIEF_MESSAGES.winners;
  if (values.amountOfWinners > MAX_WINNERS) return BRIEF_MESSAGES.maxWinners;
  if (values.rewardTiers.length < 1) return BRIEF_MESSAGES.tiers;
  const tierTotal = values.rewardTiers.reduce(
    (sum, tier) => sum + toNearestCents(tier.cashAmount) + toNearestCents(tier.creditAmount),
    0,
  );
  if (tierTotal <= 0) return BRIEF_MESSAGES.tierAmounts;
  if (!(values.reward >= MIN_REWARD_DOLLARS)) return BRIEF_MESSAGES.minReward;
  if (tierTotal > toNearestCents(values.reward)) return BRIEF_MESSAGES.tiersExceedPool;
  if (Date.parse(values.deadline) <= now.getTime()) return BRIEF_MESSAGES.deadlinePast;
  return null;
}

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
  socialWebsite: z.string(),
  socialInstagram: z.string(),
  socialTwitter: z.string(),
  socialLinkedIn: z.string(),
});

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

// ---------------------------------------------------------------- public marketplace (docs/product/marketplace.md#marketplace)

export const MARKETPLACE_SORTS = ['newest', 'oldest', 'highest', 'lowest', 'deadline'] as const;
export const DEADLINE_BUCKETS = ['any', 'urgent', 'week', 'month', 'long-term'] as const;

export const ZPublicBriefsQuery = z.strictObject({
  search: z.string().trim().max(200).optional(),
  category: z.enum(BRIEF_CATEGORIES).optional(),
  template: z.enum(BRIEF_TEMPLATE_IDS).optional(),
  sort: z.enum(MARKETPLACE_SORTS).default('newest'),
  minReward: z.coerce.number().min(0).optional(),
  maxReward: z.coerce.number().min(0).optional(),
  deadline: z.enum(DEADLINE_BUCKETS).default('any'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(MARKETPLACE_DEFAULT_LIMIT),
});
export type TPublicBriefsQuery = z.infer<typeof ZPublicBriefsQuery>;

/**
 * The marketplace counts matching briefs through the page asked for and this many pages in all from
 * it (page 1 of 12: up to 120); beyond that the total is the cap and `totalIsCapped` is true ("120+
 * briefs"), so a pager shows the next nine pages and grows as one moves on. Counting every match cost
 * more than the page itself; counting a fixed 1,000 still cost ten times the page (decision 017).
 */
export const MARKETPLACE_PAGES_AHEAD = 10;

/** How many matching briefs the marketplace counts for a page: `total` never exceeds it. */
export const marketplaceCountCap = (page: number, limit: number) => (page - 1 + MARKETPLACE_PAGES_AHEAD) * limit;

export const ZPublicBriefsResponse = z.object({
  briefs: z.array(ZBrief),
  total: z.number(),
  /** More briefs match than marketplaceCountCap(page, limit); `total` is the cap. */
  totalIsCapped: z.boolean(),
  page: z.number(),
  limit: z.number(),
});

// ---------------------------------------------------------------- more responses

/** GET /api/briefs/:id/public. */
export const ZBriefResponse = z.object({ brief: ZBrief });
export type TBriefResponse = z.infer<typeof ZBriefResponse>;

/** A brief as its own brand sees it: with the money held for it, read from the ledger. */
export const ZBrandBrief = ZBrief.extend({
  /** Dollars the brief was funded with (card, hosted checkout or wallet). */
  fundedAmount: z.number(),
  /** Dollars held for the brief now (its pool balance). */
  heldAmount: z.number(),
});
export type TBrandBrief = z.infer<typeof ZBrandBrief>;

/** POST /api/briefs → 201. */
export const ZCreateBriefResponse = z.object({ id: z.string(), brief: ZBrandBrief });
export type TCreateBriefResponse = z.infer<typeof ZCreateBriefResponse>;

/** PUT /api/briefs/:id and the funding calls: the brand's own view of the brief. */
export const ZBrandBriefResponse = z.object({ brief: ZBrandBrief });
export type TBrandBriefResponse = z.infer<typeof ZBrandBriefResponse>;

/** GET /api/brands/briefs: the brand's own briefs, newest first, each with its tiers. */
export const ZBrandBriefsResponse = z.object({ briefs: z.array(ZBrandBrief) });
export type TBrandBriefsResponse = z.infer<typeof ZBrandBriefsResponse>;

/** GET /api/public/brands/:brandId/briefs: the brand and its active (published, public) briefs. */
export const ZPublicBrandBriefsResponse = z.object({ brand: ZBriefBrand, briefs: z.array(ZBrief) });
export type TPublicBrandBriefsResponse = z.infer<typeof ZPublicBrandBriefsResponse>;

/** DELETE /api/briefs/:id. */
export const ZDeleteBriefResponse = z.object({ id: z.string(), deleted: z.literal(true) });

export const BRIEF_FUNDING_MESSAGES = {
  fundBeforePublishing: 'Fund this brief before publishing it',
  deadlinePassedPublish: 'The deadline has passed: set a new deadline before publishing',
  alreadyFunded: 'This brief is already funded',
  hasFunds: 'This brief holds funds and cannot be deleted. Archive it instead.',
  hasPaymentHistory: 'This brief has payment history and cannot be deleted. Archive it instead.',
  rewardBelowFunded: 'The reward of a funded brief cannot be lower than the amount it was funded with',
  rewardAboveHeld: 'The reward of a funded brief cannot be more than the amount held for it',
  paymentNotSucceeded: 'The payment has not succeeded. Please complete the card payment first.',
  paymentAlreadyUsed: 'This payment has already been used to fund a brief',
  paymentNotFound: 'Payment not found',
  insufficientWallet: 'Your wallet balance is too low to fund this brief',
} as const;

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
