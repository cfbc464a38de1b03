import { z } from 'zod';
import { limitParam, pageParam, pageResultFields } from './paging.ts';
import { isValidEmail, REGISTRATION_MESSAGES } from './auth.ts';
import { ZBriefMoneySummary } from './rewards.ts';
import { isValidTimeZone } from './event-rules.ts';
import { ZUpdateBriefRequest } from './briefs.ts';
import { acceptingReadOnly } from './schema-tools.ts';
import { ZChangesRequested, ZSubmissionAward } from './submissions.ts';
import {
  ADMIN_CREATE_PASSWORD_MIN_LENGTH,
  ADMIN_PAGE_MAX_SIZE,
  ADMIN_PAGE_SIZE,
  SHORT_TEXT_MAX,
  URL_TEXT_MAX,
  USERNAME_MIN_LENGTH,
} from './limits.ts';

// The admin API for people, briefs and submissions (docs/product/admin.md#api).

export { ADMIN_PAGE_MAX_SIZE, ADMIN_PAGE_SIZE } from './limits.ts';

export const ADMIN_MESSAGES = {
  passwordTooShort: `Password must be at least ${ADMIN_CREATE_PASSWORD_MIN_LENGTH} characters long`,
  required: 'Please fill in all required fields',
  brandNotFound: 'Brand not found',
  creatorNotFound: 'Creator not found',
  briefNotFound: 'Brief not found',
  submissionNotFound: 'Submission not found',
} as const;

/** Brands and creators: verified or pending among active accounts, deactivated ones, or all. */
export const ADMIN_PEOPLE_STATUSES = ['all', 'verified', 'pending', 'deactivated'] as const;
export const ADMIN_BRIEF_STATUSES = ['all', 'draft', 'published', 'archived'] as const;
export const ADMIN_SUBMISSION_STATUSES = ['all', 'pending', 'approved', 'rejected'] as const;
export const ACCOUNT_STATUSES = ['active', 'deactivated'] as const;

/** `status=` (blank) is the same as no filter: the reference client sends it for "All". */
const statusFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (value === '' ? undefined : typeof value === 'string' ? value.toLowerCase() : value),
    z.enum(values).default(values[0]),
  );

/** The admin lists' `page` and `limit`. */
const pageFields = { page: pageParam(100_000), limit: limitParam(ADMIN_PAGE_MAX_SIZE, ADMIN_PAGE_SIZE) };

const listQuery = <T extends readonly [string, ...string[]]>(statuses: T) =>
  z.strictObject({
    search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
    status: statusFilter(statuses),
    ...pageFields,
  });

export const ZAdminPeopleQuery = listQuery(ADMIN_PEOPLE_STATUSES);
export const ZAdminBriefsQuery = listQuery(ADMIN_BRIEF_STATUSES);
export const ZAdminSubmissionsQuery = listQuery(ADMIN_SUBMISSION_STATUSES);
export type TAdminPeopleQuery = z.infer<typeof ZAdminPeopleQuery>;
export type TAdminBriefsQuery = z.infer<typeof ZAdminBriefsQuery>;
export type TAdminSubmissionsQuery = z.infer<typeof ZAdminSubmissionsQuery>;

export const ZAdminIdParams = z.object({ id: z.uuid({ message: 'Invalid ID' }) });

// ---------------------------------------------------------------- entities

export const ZAdminBrand = z.object({
  id: z.string(),
  email: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  isVerified: z.boolean(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
  logo: z.string().nullable(),
  socialInstagram: z.string(),
  socialTwitter: z.string(),
  socialLinkedIn: z.string(),
  socialWebsite: z.string(),
});
export type TAdminBrand = z.infer<typeof ZAdminBrand>;

export const ZAdminCreator = z.object({
  id: z.string(),
  email: z.string(),
  userName: z.string(),
  fullName: z.string(),
  isVerified: z.boolean(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
});
export type TAdminCreator = z.infer<typeof ZAdminCreator>;

export const ZAdminBrief = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  requirements: z.string(),
  brandId: z.string(),
  brand: z.object({ companyName: z.string(), email: z.string() }),
  status: z.enum(['draft', 'published', 'archived']),
  reward: z.number(),
  totalRewardValue: z.number(),
  amountOfWinners: z.number(),
  rewardTiers: z.array(
    z.object({ position: z.number(), name: z.string(), cashAmount: z.number(), creditAmount: z.number() }),
  ),
  deadline: z.string(),
  archivedAt: z.string().nullable(),
  isPrivate: z.boolean(),
  additionalFields: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  submissionsCount: z.number(),
  isFunded: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminBrief = z.infer<typeof ZAdminBrief>;

export const ZAdminSubmission = z.object({
  id: z.string(),
  briefId: z.string(),
  creatorId: z.string(),
  brief: z.object({
    title: z.string(),
    description: z.string(),
    reward: z.number(),
    additionalFields: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  }),
  creator: z.object({ fullName: z.string(), email: z.string(), userName: z.string() }),
  status: z.enum(['pending', 'approved', 'rejected']),
  /** The brief's reward pool in dollars, as the creator's submission list shows it. */
  amount: z.number(),
  contentUrl: z.string(),
  additionalInfo: z.string(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The brand's open request for changes (decision 031): the row reads Changes requested. */
  changesRequested: ZChangesRequested.nullable(),
  /** What it won (the gross the brand awarded); null until it is picked as a winner. */
  award: ZSubmissionAward.nullable(),
});
export type TAdminSubmission = z.infer<typeof ZAdminSubmission>;

export const ZAdminBrandsResponse = z.object({ brands: z.array(ZAdminBrand), ...pageResultFields });
export const ZAdminCreatorsResponse = z.object({ creators: z.array(ZAdminCreator), ...pageResultFields });
/** `totalIsCapped`: more briefs match than the server counts; `total` is the cap (shown as "1,000+"). */
export const ZAdminBriefsResponse = z.object({
  briefs: z.array(ZAdminBrief),
  ...pageResultFields,
  totalIsCapped: z.boolean(),
});
export const ZAdminSubmissionsResponse = z.object({ submissions: z.array(ZAdminSubmission), ...pageResultFields });
export type TAdminBrandsResponse = z.infer<typeof ZAdminBrandsResponse>;
export type TAdminCreatorsResponse = z.infer<typeof ZAdminCreatorsResponse>;
export type TAdminBriefsResponse = z.infer<typeof ZAdminBriefsResponse>;
export type TAdminSubmissionsResponse = z.infer<typeof ZAdminSubmissionsResponse>;

export const ZAdminBrandResponse = z.object({ brand: ZAdminBrand });
export const ZAdminCreatorResponse = z.object({ creator: ZAdminCreator });
export const ZAdminBriefResponse = z.object({ brief: ZAdminBrief });
export const ZAdminSubmissionResponse = z.object({ submission: ZAdminSubmission });

// ---------------------------------------------------------------- create and edit (the detail modal's form)

const required = (max = SHORT_TEXT_MAX) =>
  z.string().trim().min(1, ADMIN_MESSAGES.required).max(max, `Must be at most ${max} characters`);
const optionalUrl = z.string().trim().max(URL_TEXT_MAX, `Must be at most ${URL_TEXT_MAX} characters`);
const email = z.string().trim().max(254).refine(isValidEmail, REGISTRATION_MESSAGES.invalidEmail);
const userName = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, REGISTRATION_MESSAGES.usernameTooShort)
  .max(40)
  .regex(/^[A-Za-z0-9._-]+$/, REGISTRATION_MESSAGES.usernameCharacters);
/** Accounts made by an admin, who hands the password over: at least 6 characters (decision 014). */
const password = z
  .string()
  .min(ADMIN_CREATE_PASSWORD_MIN_LENGTH, ADMIN_MESSAGES.passwordTooShort)
  .max(256, 'Password must be at most 256 characters');

// Unknown keys are dropped, not refused: the modal sends back the whole entity it shows (id, createdAt…).
export const ZAdminCreateBrandRequest = z.object({
  companyName: required(),
  contactName: required(),
  email,
  password,
  isVerified: z.boolean().default(false),
});
export const ZAdminCreateCreatorRequest = z.object({
  userName,
  fullName: required(),
  email,
  password,
  isVerified: z.boolean().default(false),
});
export const ZAdminUpdateBrandRequest = z.object({
  companyName: required().optional(),
  contactName: required().optional(),
  email: email.optional(),
  isVerified: z.boolean().optional(),
  accountStatus: z.enum(ACCOUNT_STATUSES).optional(),
  logo: optionalUrl.nullable().optional(),
  socialInstagram: optionalUrl.optional(),
  socialTwitter: optionalUrl.optional(),
  socialLinkedIn: optionalUrl.optional(),
  socialWebsite: optionalUrl.optional(),
});
export const ZAdminUpdateCreatorRequest = z.object({
  userName: userName.optional(),
  fullName: required().optional(),
  email: email.optional(),
  isVerified: z.boolean().optional(),
  accountStatus: z.enum(ACCOUNT_STATUSES).optional(),
});
export type TAdminCreateBrandRequest = z.infer<typeof ZAdminCreateBrandRequest>;
export type TAdminCreateCreatorRequest = z.infer<typeof ZAdminCreateCreatorRequest>;
export type TAdminUpdateBrandRequest = z.infer<typeof ZAdminUpdateBrandRequest>;
export type TAdminUpdateCreatorRequest = z.infer<typeof ZAdminUpdateCreatorRequest>;

export const ZAdminReviewRequest = z.object({ status: z.enum(['approved', 'rejected']) });

/** POST /api/admin/archive-expired-briefs: `result` repeats the counts where the reference client reads them. */
export const ZAdminArchiveResponse = z.object({
  archived: z.number(),
  notifications: z.number(),
  briefIds: z.array(z.string()),
  result: z.object({ archived: z.number(), notifications: z.number() }),
});
export type TAdminArchiveResponse = z.infer<typeof ZAdminArchiveResponse>;

// ================================================================ operations (issue 11; docs/product/admin.md#api, decision 015)
//
// Units: fields named `…Cents` are integer cents (the admin's own screens); the fields the reference
// client reads by the spec's names (`monthlyRevenue`, `totalPayouts`, the financial metrics' amounts,
// `amount`/`platformFee`/`netAmount` on a payout) are dollars with 2 decimals, as everywhere else in
// the API (docs/product/money-and-ledger.md#units). Every money figure is read from the ledger.

/** A brief's money summary (dollars, from the ledger), on the admin brief detail only. */
export const ZAdminBriefMoney = ZBriefMoneySummary;

/** GET /api/admin/briefs/:id: the brief plus its money summary (the lists do not carry `money`). */
export const ZAdminBriefDetailResponse = z.object({ brief: ZAdminBrief.extend({ money: ZBriefMoneySummary }) });
/** PUT /api/admin/briefs/:id: the brand's edit (ZUpdateBriefRequest); the brief as GET returns it may be sent back (its read-only fields are ignored). */
export const ZAdminUpdateBriefRequest = acceptingReadOnly(ZUpdateBriefRequest, ZAdminBriefDetailResponse.shape.brief);
export type TAdminBriefDetail = z.infer<typeof ZAdminBriefDetailResponse>['brief'];

// ---------------------------------------------------------------- attention (what needs an admin)

/** One thing waiting for an admin, oldest first; `link` is the web route where it is resolved. */
export const ZAttentionRow = z.object({
  id: z.string(),
  title: z.string(),
  /** Since when it has been waiting (ISO date-time). */
  since: z.string(),
  /** Web route, e.g. `/admin/dashboard?tab=withdrawals`. */
  link: z.string(),
  /** One short line of context (an amount, an error), or null. */
  detail: z.string().nullable(),
});
export type TAttentionRow = z.infer<typeof ZAttentionRow>;

/** A kind of thing needing attention. `rows` is capped (ATTENTION_ROWS_PER_SECTION); `count` is the full count. */
export const ZAttentionSection = z.object({
  /** Stable key, e.g. `withdrawals.pending`, `payouts.held_cash`, `messaging.reported_conversations`. */
  kind: z.string(),
  label: z.string(),
  count: z.number(),
  /** When the oldest one started waiting, or null when there is none. */
  oldest: z.string().nullable(),
  rows: z.array(ZAttentionRow),
});
export type TAttentionSection = z.infer<typeof ZAttentionSection>;
export const ATTENTION_ROWS_PER_SECTION = 20;

/** GET /api/admin/attention: every registered source, in a fixed order, empty ones included. */
export const ZAdminAttentionResponse = z.object({ total: z.number(), sections: z.array(ZAttentionSection) });
export type TAdminAttentionResponse = z.infer<typeof ZAdminAttentionResponse>;

/** The overview's short form: counts only. */
export const ZAttentionSummary = z.object({
  total: z.number(),
  sections: z.array(ZAttentionSection.pick({ kind: true, label: true, count: true, oldest: true })),
});
export type TAttentionSummary = z.infer<typeof ZAttentionSummary>;

// ---------------------------------------------------------------- the admin's money figures

/**
 * Each admin money figure's name and one-line meaning, the same on every screen that shows it
 * (docs/product/money-and-ledger.md#admin-figures has the full definitions).
 */
export const ADMIN_FIGURE_TEXTS = {
  fundsCollected: { label: 'Funds collected', hint: 'Card payments for briefs and wallet top-ups' },
  paidOut: { label: 'Paid out', hint: 'Cash that reached creators’ payout accounts: awards and withdrawals' },
  paidOutThisMonth: { label: 'Paid out this month', hint: 'Paid out since the 1st of this month' },
  awarded: { label: 'Awarded to creators', hint: 'Cash and credit awards, net of fees, less awards taken back' },
  creditGranted: { label: 'Credit granted', hint: 'Credit awards that stand, net of fees' },
  platformFees: { label: 'Platform fees', hint: 'Kept from awards, net of fees given back' },
  monthRevenue: { label: 'Monthly revenue', hint: 'Platform fees this calendar month' },
  refunds: { label: 'Refunds', hint: 'Pool money returned to brands' },
  awaitingPayout: { label: 'Awaiting payout', hint: 'Cash awarded, not transferred yet' },
  held: { label: 'Held', hint: 'Cash waiting for the creator’s payout account' },
  inPools: { label: 'In brief pools', hint: 'Held for briefs now' },
  inCreatorWallets: {
    label: 'In creator wallets',
    hint: 'Credit, cash awaiting payout and requested withdrawals, now',
  },
  inBrandWallets: { label: 'In brand wallets', hint: 'Brands’ balances now' },
} as const;

// ---------------------------------------------------------------- the admin's time zone

export const ADMIN_TIME_ZONE_MESSAGE = 'timeZone must be a time zone name such as Europe/Berlin';

/**
 * `?timeZone=` (an IANA name; UTC when absent or blank): "this month" and the monthly charts are
 * calendar months on the admin's own clock (docs/product/money-and-ledger.md#admin-figures).
 */
const timeZoneField = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().refine(isValidTimeZone, ADMIN_TIME_ZONE_MESSAGE).default('UTC'),
);
export const ZAdminTimeZoneQuery = z.strictObject({ timeZone: timeZoneField });
export type TAdminTimeZoneQuery = z.infer<typeof ZAdminTimeZoneQuery>;

// ---------------------------------------------------------------- overview

/** GET /api/admin/overview. */
export const ZAdminOverviewResponse = z.object({
  totalBrands: z.number(),
  totalCreators: z.number(),
  /** Published briefs of active brands. */
  availableBriefs: z.number(),
  /** Platform fees kept this calendar month (the admin's time zone), net of fees given back with removed awards. */
  monthRevenueCents: z.number(),
  attention: ZAttentionSummary,
});
export type TAdminOverviewResponse = z.infer<typeof ZAdminOverviewResponse>;

// ---------------------------------------------------------------- payouts (awards of cash, credit and prizes)

export const ADMIN_PAYOUT_STATUSES = ['all', 'paid', 'pending', 'held', 'failed'] as const;
export type AdminPayoutStatus = Exclude<(typeof ADMIN_PAYOUT_STATUSES)[number], 'all'> | 'none';

/** `search`: brief title, brand company, creator name, username or email (literal, any case). */
export const ZAdminPayoutsQuery = z.strictObject({
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  status: statusFilter(ADMIN_PAYOUT_STATUSES),
  timeZone: timeZoneField,
  ...pageFields,
});
export type TAdminPayoutsQuery = z.infer<typeof ZAdminPayoutsQuery>;

export const ZAdminPayout = z.object({
  /** The award (reward assignment) id; on the detail of an approved submission with no award yet, the submission's id. */
  id: z.string(),
  /** `none` only on the detail of an approved submission with no award yet. */
  rewardType: z.enum(['cash', 'credit', 'prize', 'none']),
  /** paid, pending (transfer not done yet), held (no active payout account), failed, or none (a prize). */
  status: z.enum(['paid', 'pending', 'held', 'failed', 'none']),
  position: z.number().nullable(),
  grossCents: z.number(),
  feeCents: z.number(),
  netCents: z.number(),
  /** The same three in dollars, under the names the reference client reads. */
  amount: z.number(),
  platformFee: z.number(),
  netAmount: z.number(),
  prizeName: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  creator: z.object({ id: z.string(), fullName: z.string(), userName: z.string(), email: z.string() }),
  brief: z.object({ id: z.string(), title: z.string() }),
  brand: z.object({ id: z.string(), companyName: z.string() }),
  submissionId: z.string(),
});
export type TAdminPayout = z.infer<typeof ZAdminPayout>;

/** Totals over every award (not just the page), cents (docs/product/money-and-ledger.md#admin-figures). */
export const ZAdminPayoutTotals = z.object({
  /** Paid out, all time: cash that reached creators' payout accounts (award transfers and completed withdrawals). */
  totalPaidCents: z.number(),
  /** Awaiting payout, now: cash awarded and not transferred yet (pending, held or failed), net. */
  pendingCents: z.number(),
  /** Held, now: the part of pendingCents waiting for the creator's payout account. */
  heldCents: z.number(),
  /** Paid out this calendar month (the admin's time zone); never more than totalPaidCents. */
  thisMonthCents: z.number(),
});
export type TAdminPayoutTotals = z.infer<typeof ZAdminPayoutTotals>;

/** GET /api/admin/payouts. */
export const ZAdminPayoutsResponse = z.object({
  payouts: z.array(ZAdminPayout),
  ...pageResultFields,
  totals: ZAdminPayoutTotals,
});
export type TAdminPayoutsResponse = z.infer<typeof ZAdminPayoutsResponse>;

/** One step of an award's story, oldest first. */
export const ZAdminPayoutEvent = z.object({
  at: z.string(),
  /** `awarded`, `held` (detail: why the transfer did not happen), `paid` (detail: the transfer id), or `approved` (an approved submission with no award yet). */
  kind: z.string(),
  detail: z.string().nullable(),
});

/**
 * GET /api/admin/payouts/:id — `id` is the award's id, or its submission's id (the reference client
 * opens a payout from its approved-submission row).
 */
export const ZAdminPayoutDetailResponse = z.object({
  payout: ZAdminPayout.extend({
    transferId: z.string().nullable(),
    lastError: z.string().nullable(),
    /** The creator's payout account status, or null when they have none. */
    payoutAccountStatus: z.enum(['active', 'restricted', 'pending', 'other']).nullable(),
    /** The transfer job's attempts so far (0 when none ran). */
    transferAttempts: z.number(),
    history: z.array(ZAdminPayoutEvent),
  }),
});
export type TAdminPayoutDetail = z.infer<typeof ZAdminPayoutDetailResponse>['payout'];

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
  /** Awarded to creators: net awards (cash and credit) less awards taken back, from the ledger. */
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
  submissionStatusCounts: z.object({ pending: z.number(), approved: z.number(), rejected: z.number() }),
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

// ---------------------------------------------------------------- audit log

const isoDate = (field: string) =>
  z
    .string()
    .trim()
    .max(40)
    .refine(
      (value) =>
        /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)),
      `${field} must be an ISO date`,
    );

/**
 * GET /api/admin/audit. `action` exact (e.g. `admin.brand.updated`) or a prefix ending in `.`
 * (`admin.brand.`); `entityType` exact (`brand`, `creator`, `brief`, `submission`, `withdrawal`,
 * `conversation`…); `from`/`to` ISO dates, `to` inclusive of its whole day when given as a date.
 */
export const ZAdminAuditQuery = z.strictObject({
  action: z.string().trim().max(100).optional(),
  entityType: z.string().trim().max(50).optional(),
  actorId: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.uuid({ message: 'actorId must be an id' }).optional(),
  ),
  from: z.preprocess((value) => (value === '' ? undefined : value), isoDate('from').optional()),
  to: z.preprocess((value) => (value === '' ? undefined : value), isoDate('to').optional()),
  ...pageFields,
});
export type TAdminAuditQuery = z.infer<typeof ZAdminAuditQuery>;

export const ZAdminAuditRow = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  /** Null when the actor's account no longer exists or the row was written by the system. */
  actorEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  at: z.string(),
});
export type TAdminAuditRow = z.infer<typeof ZAdminAuditRow>;
export const ZAdminAuditResponse = z.object({
  entries: z.array(ZAdminAuditRow),
  ...pageResultFields,
});
export type TAdminAuditResponse = z.infer<typeof ZAdminAuditResponse>;

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

// ---------------------------------------------------------------- CSV exports

/**
 * `GET /api/admin/{brands|creators|briefs|submissions|payouts|audit}/export.csv` with the list's own
 * filters (no paging: every match), and `GET /api/admin/financial-metrics/export.csv?timeRange=`.
 * Answer `text/csv` as an attachment; cells that start with = + - @ are prefixed with `'`.
 */
export const ADMIN_EXPORTS = ['brands', 'creators', 'briefs', 'submissions', 'payouts', 'audit'] as const;
export type AdminExport = (typeof ADMIN_EXPORTS)[number];

// ---------------------------------------------------------------- background jobs (the admin's Jobs section)

export const JOB_STATUSES = ['queued', 'active', 'completed', 'failed'] as const;

/** One job of the queue (docs/product/admin.md#jobs); `failed` is a dead letter, out of attempts. */
export const ZAdminJob = z.object({
  id: z.number(),
  queue: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number(),
  maxAttempts: z.number(),
  lastError: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  runAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TAdminJob = z.infer<typeof ZAdminJob>;

/** GET /api/admin/jobs: `status` (default `failed`: the dead letters), newest first. */
export const ZAdminJobsQuery = z.object({
  status: z.enum(JOB_STATUSES).default('failed'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TAdminJobsQuery = z.infer<typeof ZAdminJobsQuery>;
export const ZAdminJobsResponse = z.object({ jobs: z.array(ZAdminJob), total: z.number() });
export type TAdminJobsResponse = z.infer<typeof ZAdminJobsResponse>;

export const ZAdminJobParams = z.object({
  id: z.coerce
    .number({ message: 'must be a job number' })
    .int('must be a job number')
    .min(1)
    .max(Number.MAX_SAFE_INTEGER),
});

/** A queue's state now: jobs due and waiting, running, due later, dead letters, and how long the oldest due job has waited. */
export const ZAdminJobQueue = z.object({
  queue: z.string(),
  ready: z.number(),
  active: z.number(),
  scheduled: z.number(),
  dead: z.number(),
  oldestReadyAt: z.string().nullable(),
  oldestReadyAgeSeconds: z.number(),
});
export type TAdminJobQueue = z.infer<typeof ZAdminJobQueue>;
export const ZAdminJobQueuesResponse = z.object({ queues: z.array(ZAdminJobQueue) });
export type TAdminJobQueuesResponse = z.infer<typeof ZAdminJobQueuesResponse>;
