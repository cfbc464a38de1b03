import { z } from 'zod';
import { BRIEF_TEMPLATE_IDS } from '../brief-templates.ts';
import { hasCentsPrecision, toNearestCents } from '../money.ts';
import { MAX_WINNERS, MIN_REWARD_DOLLARS, ZBriefStatusInput } from './status.ts';

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
