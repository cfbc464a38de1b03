import { z } from 'zod';
import { ZBrief, ZBriefBrand } from './brief.ts';

// ---------------------------------------------------------------- more responses (one brief, a brand's own briefs), funding messages

/** GET /api/briefs/:id/public. */
export const ZBriefResponse = z.object({ brief: ZBrief });
export type TBriefResponse = z.infer<typeof ZBriefResponse>;

/** A brief as its own brand sees it: with the money held for it, read from the ledger. */
export const ZBrandBrief = ZBrief.extend({
  /** Dollars the brief was funded with (card, hosted checkout or wallet). */
  fundedAmount: z.number(),
  /** Dollars held for the brief now (its pool balance). */
  heldAmount: z.number(),
  /** Awards whose money has not reached the creator yet (payout pending, held or failed): the brief's label says so. */
  unsettledAwards: z.number().int().nonnegative(),
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
