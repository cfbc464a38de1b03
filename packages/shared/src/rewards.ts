import { z } from 'zod';
import { hasCentsPrecision } from './money.ts';

// Winners, rewards, payouts, wallets and withdrawals (docs/product/rewards-and-payouts.md; the money
// behind them: docs/product/money-and-ledger.md). Amounts in this API are dollars with at most 2 decimals.

export const REWARD_TYPES = ['cash', 'credit', 'prize'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

export const DEFAULT_PLATFORM_FEE_PERCENT = 10;

export const REWARD_MESSAGES = {
  selectWinners: 'Please select winners first',
  cashAmount: 'Please set amount for cash reward',
  creditAmount: 'Please set amount for credit reward',
  prizeDetails: 'Please provide prize details for prize reward',
  distributeFailed: 'Failed to distribute rewards',
  noAccountHint: 'Cash payments will be held until they connect their account',
  notActiveHint: 'Payments may be delayed',
  activeHint: 'Instant payments',
  assigned: 'Reward assigned successfully',
  assignmentRemoved: 'Assignment removed successfully',
  payoutsProcessed: 'Payouts processed successfully',
  assignFailed: 'Failed to assign reward',
  removeFailed: 'Failed to remove assignment',
  processFailed: 'Failed to process payouts',
  exceedsPool: 'The rewards add up to more than what is left in this brief’s pool',
  tooManyWinners: 'More winners than this brief has reward tiers',
  notFunded: 'Fund this brief before choosing winners',
  alreadyRewarded: 'This submission already has a reward',
  paidAssignment: 'A paid reward cannot be removed',
  submissionNotFound: 'Submission not found for this brief',
  wrongCreator: 'This submission was made by another creator',
  rejectedSubmission: 'A rejected submission cannot win a reward',
  duplicateSubmission: 'Each submission can win only once',
  tierNotFound: 'Reward tier not found for this brief',
  tierTaken: 'This reward tier already has a winner',
  emptyTier: 'This reward tier has no cash or credit amount',
  refundNotArchived: 'Only archived briefs can be refunded',
  refundUnsettled: 'Pay out every winner before refunding what is left',
  refundNothing: 'Nothing is left in this brief’s pool to refund',
} as const;

const dollars = z
  .number({ message: 'Amount must be a number' })
  .min(0, 'Amounts cannot be negative')
  .max(10_000_000, 'Amount is too large')
  .refine(hasCentsPrecision, 'Amounts can have at most 2 decimals');

/** Gross, fee and net of a monetary reward, in cents, with the fee rounded to the nearest cent. */
export function splitPlatformFee(
  grossCents: number,
  feePercent: number,
): { grossCents: number; feeCents: number; netCents: number } {
  if (!Number.isInteger(grossCents) || grossCents < 0) throw new RangeError('gross must be whole cents ≥ 0');
  const feeCents = Math.round((grossCents * feePercent) / 100);
  return { grossCents, feeCents, netCents: grossCents - feeCents };
}

// ---------------------------------------------------------------- winners (docs/product/rewards-and-payouts.md#select-winners)

export const ZPrizeDetails = z.strictObject({
  name: z.string().trim().max(200).default(''),
  value: z.union([z.number(), z.string().max(40)]).optional(),
  description: z.string().trim().max(2000).default(''),
});

export const ZWinnerEntry = z.strictObject({
  submissionId: z.uuid('Invalid submission ID'),
  creatorId: z.uuid('Invalid creator ID'),
  rewardType: z.enum(REWARD_TYPES),
  amount: dollars.default(0),
  description: z.string().max(1000).default(''),
  prizeDetails: ZPrizeDetails.optional(),
  /** The tier position this winner takes (1 = first); defaults to the order of the list. */
  position: z.number().int().min(1).max(10).optional(),
});
export type TWinnerEntry = z.infer<typeof ZWinnerEntry>;

/** The winner checks (docs/product/rewards-and-payouts.md#winner-checks), in order; the server runs the same ones. */
export function validateWinners(
  winners: Array<
    Pick<TWinnerEntry, 'rewardType' | 'amount'> & { prizeDetails?: { name?: string; description?: string } }
  >,
): string | null {
  if (winners.length === 0) return REWARD_MESSAGES.selectWinners;
  for (const winner of winners) {
    if (winner.rewardType === 'cash' && !(winner.amount > 0)) return REWARD_MESSAGES.cashAmount;
    if (winner.rewardType === 'credit' && !(winner.amount > 0)) return REWARD_MESSAGES.creditAmount;
    if (
      winner.rewardType === 'prize' &&
      (!winner.prizeDetails?.name?.trim() || !winner.prizeDetails?.description?.trim())
    )
      return REWARD_MESSAGES.prizeDetails;
  }
  return null;
}

export const ZDistributeRequest = z.strictObject({
  briefId: z.uuid('Invalid brief ID'),
  winners: z.array(ZWinnerEntry).max(10),
  /**
   * Our extension (decision 048): the brand checked that a winner flagged as copying an earlier submission's
   * link made the content. Without it, a flagged winner is refused (409 DUPLICATE_NOT_ACKNOWLEDGED).
   */
  acknowledgeDuplicate: z.boolean().optional(),
});
export type TDistributeRequest = z.infer<typeof ZDistributeRequest>;

export const PAYOUT_STATUSES = ['paid', 'pending', 'held', 'failed', 'none'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const ZDistributeResult = z.object({
  submissionId: z.string(),
  creatorId: z.string(),
  assignmentId: z.string(),
  rewardType: z.enum(REWARD_TYPES),
  gross: z.number(),
  platformFee: z.number(),
  net: z.number(),
  /** paid = transferred; held = waiting for the creator's payout account; none = credit or prize. */
  payoutStatus: z.enum(PAYOUT_STATUSES),
});
export const ZDistributeResponse = z.object({
  results: z.object({
    successful: z.array(ZDistributeResult),
    failed: z.array(z.object({ submissionId: z.string(), creatorId: z.string(), reason: z.string() })),
  }),
});
export type TDistributeResponse = z.infer<typeof ZDistributeResponse>;

// ---------------------------------------------------------------- reward management (docs/product/rewards-and-payouts.md#reward-management)

export const ZAssignRewardRequest = z.strictObject({
  rewardTierId: z.uuid('Invalid reward tier ID'),
  submissionId: z.uuid('Invalid submission ID'),
  creatorId: z.uuid('Invalid creator ID'),
  /** As on distribute (decision 048): needed to assign a tier to a submission flagged as a copied link. */
  acknowledgeDuplicate: z.boolean().optional(),
});

export const ZRewardAssignment = z.object({
  id: z.string(),
  rewardTierId: z.string().nullable(),
  submissionId: z.string(),
  creatorId: z.string(),
  rewardType: z.enum(REWARD_TYPES),
  gross: z.number(),
  platformFee: z.number(),
  net: z.number(),
  /** 'paid' once transferred or credited; see PAYOUT_STATUSES. */
  payoutStatus: z.enum(PAYOUT_STATUSES),
  prizeDetails: z.object({ name: z.string(), value: z.string(), description: z.string() }).nullable(),
  creator: z.object({ fullName: z.string(), userName: z.string() }),
  submission: z.object({ submittedAt: z.string() }),
  createdAt: z.string(),
});
export type TRewardAssignment = z.infer<typeof ZRewardAssignment>;

export const ZRewardManagementBrief = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The pool, dollars. */
  totalBudget: z.number(),
  isFunded: z.boolean(),
  fundedAt: z.string().nullable(),
  status: z.string(),
  /** What the pool still holds, dollars, from the ledger (the money summary's `remaining`). */
  remaining: z.number(),
  rewardTiers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      description: z.string(),
      amount: z.number(),
      position: z.number(),
      cashAmount: z.number(),
      creditAmount: z.number(),
    }),
  ),
  rewardAssignments: z.array(ZRewardAssignment),
  submissions: z.array(
    z.object({
      id: z.string(),
      creatorId: z.string(),
      content: z.string(),
      status: z.string(),
      creator: z.object({ fullName: z.string(), userName: z.string() }),
      submittedAt: z.string(),
    }),
  ),
});
export type TRewardManagementBrief = z.infer<typeof ZRewardManagementBrief>;
export const ZRewardManagementResponse = z.object({ briefs: z.array(ZRewardManagementBrief) });
export const ZAssignRewardResponse = z.object({ message: z.string(), assignment: ZRewardAssignment });
export const ZRemoveAssignmentResponse = z.object({ message: z.string() });
export const ZProcessPayoutsResponse = z.object({
  message: z.string(),
  processed: z.number(),
  results: z.array(ZDistributeResult),
});
export type TProcessPayoutsResponse = z.infer<typeof ZProcessPayoutsResponse>;

export type RewardStage = 'draft' | 'funded' | 'winners_selected' | 'payouts_completed';
/**
 * docs/product/rewards-and-payouts.md#reward-stages: not funded = draft; no assignments = funded;
 * some unsettled, or a tier without a winner while the pool still holds money = winners_selected;
 * otherwise (all settled, and every tier has a winner or nothing is left) = payouts_completed.
 */
export function rewardStage(brief: {
  isFunded: boolean;
  rewardAssignments: Array<{ payoutStatus: PayoutStatus; rewardTierId?: string | null }>;
  rewardTiers?: Array<{ id: string }>;
  /** Dollars left in the pool. */
  remaining?: number;
}): RewardStage {
  if (!brief.isFunded) return 'draft';
  if (brief.rewardAssignments.length === 0) return 'funded';
  const settled = brief.rewardAssignments.every(
    (assignment) => assignment.payoutStatus === 'paid' || assignment.payoutStatus === 'none',
  );
  const assigned = new Set(brief.rewardAssignments.map((assignment) => assignment.rewardTierId));
  const openTier = (brief.rewardTiers ?? []).some((tier) => !assigned.has(tier.id));
  const moneyLeft = (brief.remaining ?? 0) > 0;
  return settled && !(openTier && moneyLeft) ? 'payouts_completed' : 'winners_selected';
}

/** Per-brief money summary for the brand and the admin, dollars, from the ledger. */
export const ZBriefMoneySummary = z.object({
  funded: z.number(),
  assigned: z.number(),
  paid: z.number(),
  fees: z.number(),
  held: z.number(),
  /** Refunds that reached the brand: its card, or its wallet for a wallet-funded brief. */
  refunded: z.number(),
  /**
   * Card refunds the provider failed after accepting them; that money was credited to the brand's
   * wallet instead. funded = assigned + refunded + failedRefunds + remaining.
   */
  failedRefunds: z.number(),
  /** What is left in the pool. */
  remaining: z.number(),
});
export type TBriefMoneySummary = z.infer<typeof ZBriefMoneySummary>;
export const ZBriefMoneyResponse = z.object({ data: ZBriefMoneySummary });
/** POST /api/briefs/:id/refund: what went back (dollars); 'pending' while the provider has not confirmed it, 'failed' when the card refund failed afterwards (the money is in the brand's wallet). */
export const ZRefundResponse = z.object({
  refunded: z.number(),
  status: z.enum(['succeeded', 'pending', 'failed']),
  destination: z.enum(['card', 'wallet']),
  data: ZBriefMoneySummary,
});
export type TRefundResponse = z.infer<typeof ZRefundResponse>;

// ---------------------------------------------------------------- connected payout accounts (docs/product/rewards-and-payouts.md#payout-accounts)

export const PROVIDER_ACCOUNT_STATUSES = ['active', 'restricted', 'pending', 'other'] as const;
export const ZProviderAccountStatus = z.object({
  status: z.enum(PROVIDER_ACCOUNT_STATUSES),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  requirements: z.object({ currently_due: z.array(z.string()) }),
  country: z.string(),
  default_currency: z.string(),
});
export type TProviderAccountStatus = z.infer<typeof ZProviderAccountStatus>;

export const ZOnboardRequest = z.strictObject({
  country: z.literal('US', { message: 'Only US payout accounts are supported' }).default('US'),
});
export const ZOnboardResponse = z.object({ ok: z.literal(true), accountId: z.string() });
export const ZOnboardLinkRequest = z.strictObject({
  returnUrl: z.string().max(2000),
  refreshUrl: z.string().max(2000),
});
export const ZOnboardLinkResponse = z.object({ data: z.object({ url: z.string() }) });
export const ZRecheckResponse = z.object({ data: ZProviderAccountStatus });

export const WALLET_MESSAGES = {
  accountCreated: 'Stripe account created! Now completing setup...',
  createFailed: 'Failed to create Stripe account',
  linkFailed: 'Failed to create onboarding link',
  loadFailed: 'Failed to load Stripe account status',
  recheckFailed: 'Failed to recheck account status',
  recheckToastFailed: 'Failed to update account status',
  recheckOk: 'Account status updated successfully',
  noPayouts: 'No payouts yet. Win some briefs to see your earnings here!',
} as const;

// ---------------------------------------------------------------- wallet, payouts, earnings (docs/product/rewards-and-payouts.md#creator-wallet)

export const ZWallet = z.object({
  /** Available to withdraw: wallet minus nothing (reserved money is separate). */
  balance: z.number(),
  totalEarned: z.number(),
  /** Cash waiting for the creator's payout account (part of balance). */
  held: z.number(),
  /** Money under pending withdrawal requests. */
  reserved: z.number(),
  /** What a withdrawal request may take: balance minus awards not yet settled (held cash, unprocessed credit). */
  available: z.number(),
  /** Whether the creator has a payout account at all: without one, GET /api/stripe/account/:userId answers 404, so the wallet screen does not ask. */
  hasPayoutAccount: z.boolean(),
});
export type TWallet = z.infer<typeof ZWallet>;

export const ZPayout = z.object({
  id: z.string(),
  /** Gross. */
  amount: z.number(),
  platformFee: z.number(),
  netAmount: z.number(),
  rewardType: z.enum(REWARD_TYPES),
  status: z.enum(PAYOUT_STATUSES),
  position: z.number().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  transactionId: z.string().nullable(),
  brief: z.object({
    id: z.string(),
    title: z.string(),
    brand: z.object({ name: z.string(), companyName: z.string() }),
  }),
  submission: z.object({
    id: z.string(),
    title: z.string(),
    submittedAt: z.string(),
    approvedAt: z.string().nullable(),
  }),
});
export type TPayout = z.infer<typeof ZPayout>;
/** GET /api/stripe/payouts/:userId. */
export const ZStripePayoutsResponse = z.object({ payouts: z.array(ZPayout) });
/** GET /api/creators/payouts. */
export const ZCreatorPayoutsResponse = z.object({ data: z.array(ZPayout) });

export const EARNINGS_FILTERS = ['all', 'paid', 'pending', 'processing'] as const;
export const EARNINGS_SORT_KEYS = ['date', 'amount', 'brief'] as const;
export const EARNINGS_CSV_COLUMNS = [
  'Brief Title',
  'Brand Name',
  'Amount',
  'Reward Type',
  'Status',
  'Submitted Date',
  'Paid Date',
  'Position',
] as const;
/** docs/product/rewards-and-payouts.md#earnings: payout status paid → paid, everything else → pending. */
export const earningStatus = (payoutStatus: PayoutStatus): 'paid' | 'pending' =>
  payoutStatus === 'paid' ? 'paid' : 'pending';

// ---------------------------------------------------------------- withdrawals (docs/product/rewards-and-payouts.md#withdrawals)

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected', 'completed'] as const;
export const WITHDRAWAL_MESSAGES = {
  reasonRequired: 'Please provide a reason for rejection',
  exceedsBalance: 'The amount is more than your available balance',
  noAccount: 'Connect your payout account before withdrawing',
  notPending: 'Only pending withdrawal requests can be processed',
} as const;
export const ZWithdrawalCreateRequest = z.strictObject({
  amount: dollars.refine((value) => value >= 1, 'The minimum withdrawal is $1.00'),
});
export const ZWithdrawalApproveRequest = z.strictObject({ adminNotes: z.string().max(2000).default('') });
export const ZWithdrawalRejectRequest = z.strictObject({
  reason: z
    .string({ message: WITHDRAWAL_MESSAGES.reasonRequired })
    .max(2000, 'The reason must be at most 2000 characters')
    .refine((value) => value.trim() !== '', WITHDRAWAL_MESSAGES.reasonRequired),
  adminNotes: z.string().max(2000).default(''),
});
export const ZWithdrawal = z.object({
  id: z.string(),
  creator: z.object({ id: z.string(), fullName: z.string(), userName: z.string(), email: z.string() }),
  amount: z.number(),
  currency: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  reason: z.string().nullable(),
  adminNotes: z.string().nullable(),
  requestedAt: z.string(),
  processedAt: z.string().nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

export const ZWithdrawalResponse = z.object({ data: ZWithdrawal });
export const ZWithdrawalsResponse = z.object({ data: z.array(ZWithdrawal) });
export const ZWithdrawalsQuery = z.strictObject({ status: z.enum(WITHDRAWAL_STATUSES).optional() });
