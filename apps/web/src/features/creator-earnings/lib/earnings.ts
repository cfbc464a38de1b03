import { csvLine } from '@briefly/shared/csv';
import { REWARD_TYPE_LABELS } from '@briefly/shared/status-words';
// Earnings (docs/product/rewards-and-payouts.md#earnings): rows, status mapping, filter, sort, totals
// and the CSV export.

import { formatPlainAmount, sumDollars } from '@briefly/shared/money';
import {
  EARNINGS_CSV_COLUMNS,
  earningStatus,
  type EARNINGS_FILTERS,
  type EARNINGS_SORT_KEYS,
  type PayoutStatus,
  type RewardType,
  type TPayout,
} from '@briefly/shared/rewards';

/**
 * The Status filter: the spec's all / paid / pending, with paid split by where the money went —
 * **paid** is cash transferred to the payout account, **in-wallet** is credit in the Briefly wallet
 * (Credited) — and no "processing", which no reward ever is (docs/product/rewards-and-payouts.md#earnings).
 */
export const EARNINGS_VIEW_FILTERS = ['all', 'paid', 'in-wallet', 'pending'] as const satisfies ReadonlyArray<
  (typeof EARNINGS_FILTERS)[number] | 'in-wallet'
>;
export type EarningsFilter = (typeof EARNINGS_VIEW_FILTERS)[number];
export type EarningsSortKey = (typeof EARNINGS_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface EarningRow {
  id: string;
  briefId: string;
  briefTitle: string;
  brandName: string;
  /** Net amount, dollars (what the creator receives). */
  amount: number;
  gross: number;
  platformFee: number;
  rewardType: RewardType;
  status: 'paid' | 'pending';
  payoutStatus: PayoutStatus;
  submittedAt: string;
  approvedAt: string | null;
  paidAt: string | null;
  awardedAt: string;
  position: number | null;
  transactionId: string | null;
}

export function toEarningRow(payout: TPayout): EarningRow {
  return {
    id: payout.id,
    briefId: payout.brief.id,
    briefTitle: payout.brief.title,
    brandName: payout.brief.brand.companyName || payout.brief.brand.name,
    amount: payout.netAmount,
    gross: payout.amount,
    platformFee: payout.platformFee,
    rewardType: payout.rewardType,
    status: earningStatus(payout.status),
    payoutStatus: payout.status,
    submittedAt: payout.submission.submittedAt,
    approvedAt: payout.submission.approvedAt,
    paidAt: payout.paidAt,
    awardedAt: payout.createdAt,
    position: payout.position,
    transactionId: payout.transactionId,
  };
}

/** Where a settled reward went: credit stays in the Briefly wallet, cash was paid out. */
export const isInWallet = (row: Pick<EarningRow, 'status' | 'rewardType'>) =>
  row.status === 'paid' && row.rewardType === 'credit';
const isPaidOut = (row: Pick<EarningRow, 'status' | 'rewardType'>) =>
  row.status === 'paid' && row.rewardType !== 'credit';

export function filterEarnings(rows: readonly EarningRow[], filter: EarningsFilter): EarningRow[] {
  switch (filter) {
    case 'all':
      return [...rows];
    case 'paid':
      return rows.filter(isPaidOut);
    case 'in-wallet':
      return rows.filter(isInWallet);
    default:
      return rows.filter((row) => row.status === filter);
  }
}

/** Date is when the reward was awarded (the row's createdAt). Ties keep their order. */
export function sortEarnings(
  rows: readonly EarningRow[],
  key: EarningsSortKey,
  direction: SortDirection,
): EarningRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: EarningRow, b: EarningRow): number => {
    switch (key) {
      case 'date':
        return Date.parse(a.awardedAt) - Date.parse(b.awardedAt);
      case 'amount':
        return a.amount - b.amount;
      case 'brief':
        return a.briefTitle.localeCompare(b.briefTitle, 'en', { sensitivity: 'base' });
    }
  };
  return [...rows].sort((a, b) => sign * compare(a, b));
}

export interface EarningsTotals {
  total: number;
  /** Cash transferred to the creator's payout account. */
  paidOut: number;
  /** Credit settled in the creator's Briefly wallet. */
  inWallet: number;
  pending: number;
}

export function earningsTotals(rows: readonly EarningRow[]): EarningsTotals {
  const sum = (selected: readonly EarningRow[]) => sumDollars(selected.map((row) => row.amount));
  return {
    total: sum(rows),
    paidOut: sum(rows.filter(isPaidOut)),
    inWallet: sum(rows.filter(isInWallet)),
    pending: sum(rows.filter((row) => row.status !== 'paid')),
  };
}

const isoDate = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** earnings.csv: the columns of EARNINGS_CSV_COLUMNS, in order, one row per earning, CRLF line ends. */
export function earningsCsv(rows: readonly EarningRow[]): string {
  const lines = [csvLine(EARNINGS_CSV_COLUMNS)];
  for (const row of rows) {
    lines.push(
      csvLine([
        row.briefTitle,
        row.brandName,
        formatPlainAmount(row.amount),
        REWARD_TYPE_LABELS[row.rewardType],
        row.status,
        isoDate(row.submittedAt),
        isoDate(row.paidAt),
        row.position ?? '',
      ]),
    );
  }
  return lines.join('');
}
