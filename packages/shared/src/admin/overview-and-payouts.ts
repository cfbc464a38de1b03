import { z } from 'zod';
import { pageResultFields } from '../paging.ts';
import { isValidTimeZone } from '../event-rules.ts';
import { pageFields, statusFilter } from './fields.ts';

// What the admin's overview shows (what needs attention, the money figures on the admin's clock), and payouts.

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
  awarded: {
    label: 'Awarded to creators',
    hint: 'Cash and credit awards and dispute payments, net of fees, less awards taken back',
  },
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
