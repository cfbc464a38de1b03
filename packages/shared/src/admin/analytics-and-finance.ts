import { z } from 'zod';

// The admin's Analytics and Financial sections: the charts, the financial metrics, reconciliation.

// ---------------------------------------------------------------- analytics

/** `month` is `YYYY-MM` (the admin's time zone); the last 12 months, oldest first, the current one last, empty months included. */
export const ZAdminRevenueMonth = z.object({ month: z.string(), feesCents: z.number() });
export const ZAdminGrowthMonth = z.object({ month: z.string(), brands: z.number(), creators: z.number() });
export const ZAdminBriefPerformance = z.object({
  briefId: z.string(),
  title: z.string(),
  brandName: z.string(),
  status: z.enum(['draft', 'published', 'archived']),
  submissions: z.number(),
  approved: z.number(),
  /** Awarded to creators: net awards (cash and credit) and dispute payments less awards taken back, from the ledger. */
  awardedCents: z.number(),
  fundedCents: z.number(),
});

/** The money picture, cents (docs/product/money-and-ledger.md#admin-figures): all time, then now. */
export const ZAdminFinancialOverview = z.object({
  fundsCollectedCents: z.number(),
  paidOutCents: z.number(),
  /** Net awards to creators (cash and credit) less awards taken back. */
  awardedCents: z.number(),
  /** The credit among them (credit awards that stand). */
  creditGrantedCents: z.number(),
  platformFeesCents: z.number(),
  refundedCents: z.number(),
  /** Cash awarded and not transferred yet (pending, held or failed), now. */
  awaitingPayoutCents: z.number(),
  /** The part of it waiting for the creator's payout account, now. */
  heldCents: z.number(),
  /** What brief pools hold now. */
  inPoolsCents: z.number(),
  /** What creators' wallets hold now (credit, held cash, not yet withdrawn). */
  inCreatorWalletsCents: z.number(),
  /** What brands' wallets hold now. */
  inBrandWalletsCents: z.number(),
});

/** GET /api/admin/analytics. */
export const ZAdminAnalyticsResponse = z.object({
  totalBrands: z.number(),
  totalCreators: z.number(),
  totalBriefs: z.number(),
  totalSubmissions: z.number(),
  /** Dollars: paid out, all time (cash that reached creators' payout accounts: awards and withdrawals). */
  totalPayouts: z.number(),
  /** Dollars: platform fees kept this calendar month (the admin's time zone). */
  monthlyRevenue: z.number(),
  /** Per stored status (the API's values). */
  submissionStatusCounts: z.object({ pending: z.number(), approved: z.number(), rejected: z.number() }),
  /** Per state as people read it (status-words.ts): each submission once — a winner is not counted as shortlisted. */
  submissionStateCounts: z.object({
    pending: z.number(),
    changes_requested: z.number(),
    shortlisted: z.number(),
    not_selected: z.number(),
    winner: z.number(),
  }),
  briefStatusCounts: z.object({ draft: z.number(), published: z.number(), archived: z.number() }),
  revenueByMonth: z.array(ZAdminRevenueMonth),
  userGrowthByMonth: z.array(ZAdminGrowthMonth),
  /** Top 10 briefs by submissions. */
  briefPerformance: z.array(ZAdminBriefPerformance),
  financialOverview: ZAdminFinancialOverview,
});
export type TAdminAnalyticsResponse = z.infer<typeof ZAdminAnalyticsResponse>;

// ---------------------------------------------------------------- financial metrics (spec names; dollars)

export const FINANCIAL_TIME_RANGES = ['7d', '30d', '90d', 'all'] as const;
export type FinancialTimeRange = (typeof FINANCIAL_TIME_RANGES)[number];
export const DEFAULT_FINANCIAL_TIME_RANGE: FinancialTimeRange = '30d';
export const FINANCIAL_MESSAGES = { loadFailed: 'Failed to load financial metrics' } as const;

/** `?timeRange=` 7d, 30d (default, also when blank), 90d or all; anything else is 400. */
export const ZFinancialTimeRangeQuery = z.strictObject({
  timeRange: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .enum(FINANCIAL_TIME_RANGES, { message: 'timeRange must be 7d, 30d, 90d or all' })
      .default(DEFAULT_FINANCIAL_TIME_RANGE),
  ),
});
export type TFinancialTimeRangeQuery = z.infer<typeof ZFinancialTimeRangeQuery>;

export const ZRecentTransaction = z.object({
  /** The ledger transaction id. */
  id: z.string(),
  type: z.enum(['funding', 'payout', 'refund']),
  briefTitle: z.string().nullable(),
  brandName: z.string().nullable(),
  creatorName: z.string().nullable(),
  /** Dollars. */
  amount: z.number(),
  createdAt: z.string(),
});
export type TRecentTransaction = z.infer<typeof ZRecentTransaction>;

export const PAYMENTS_MODES = ['test', 'stripe'] as const;

/** The metrics for the range (events at or after `from`, up to now), dollars except the counts. */
export const ZFinancialMetrics = z.object({
  /** Card payments that came in (brief funding and wallet top-ups). */
  totalFundsCollected: z.number(),
  /** Money sent to creators' payout accounts (award transfers and withdrawals). */
  totalFundsPaidOut: z.number(),
  /** Platform fees kept (net of fees given back with removed awards). */
  totalPlatformFees: z.number(),
  /** Pool money returned to brands (to their card or their wallet). */
  totalRefundsProcessed: z.number(),
  /** Published briefs now (not limited by the range). */
  activeBriefs: z.number(),
  /** Count: cash awards transferred and withdrawals completed in the range. */
  completedPayouts: z.number(),
  /** Count now: cash awards not yet transferred (pending, held, failed) and withdrawals pending or approved. */
  pendingPayouts: z.number(),
  /** The 5 newest funding, payout and refund movements in the range. */
  recentTransactions: z.array(ZRecentTransaction),
  timeRange: z.enum(FINANCIAL_TIME_RANGES),
  /** Start of the range (ISO), null for `all`. */
  from: z.string().nullable(),
  to: z.string(),
  currency: z.literal('usd'),
  /** `test`: the built-in simulation — show the TEST MODE banner. */
  paymentsMode: z.enum(PAYMENTS_MODES),
});
export type TFinancialMetrics = z.infer<typeof ZFinancialMetrics>;
/** GET /api/admin/financial-metrics: the spec's "answer data". */
export const ZFinancialMetricsResponse = z.object({ data: ZFinancialMetrics });

// ---------------------------------------------------------------- reconciliation (ledger beside the payments provider)

export const ZReconciliationFigures = z.object({
  /** Card payments in. */
  fundingCents: z.number(),
  /** Transfers to creators' payout accounts (awards and withdrawals). */
  transfersCents: z.number(),
  /** Platform fees kept (ledger only; the provider does not know them). */
  feesCents: z.number().nullable(),
  /** Refunds to cards (net of refunds that failed). */
  refundsCents: z.number(),
});

export const RECONCILIATION_DIFFERENCE_KINDS = ['missing_in_ledger', 'missing_at_provider', 'amount_mismatch'] as const;
export const ZReconciliationDifference = z.object({
  kind: z.enum(RECONCILIATION_DIFFERENCE_KINDS),
  objectType: z.enum(['payment', 'transfer', 'refund']),
  /** The provider's object id (payment intent, checkout session, transfer, refund). */
  providerObjectId: z.string(),
  ledgerCents: z.number().nullable(),
  providerCents: z.number().nullable(),
  at: z.string(),
});
export type TReconciliationDifference = z.infer<typeof ZReconciliationDifference>;

/** GET /api/admin/reconciliation?timeRange=. `provider` is null when the provider cannot be asked (Stripe not configured for it). */
export const ZReconciliationResponse = z.object({
  timeRange: z.enum(FINANCIAL_TIME_RANGES),
  from: z.string().nullable(),
  to: z.string(),
  paymentsMode: z.enum(PAYMENTS_MODES),
  ledger: ZReconciliationFigures,
  provider: ZReconciliationFigures.nullable(),
  /** Why `provider` is null, or a caveat. */
  providerNote: z.string().nullable(),
  differences: z.array(ZReconciliationDifference),
});
export type TReconciliationResponse = z.infer<typeof ZReconciliationResponse>;
