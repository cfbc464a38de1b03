import type { FinancialTimeRange } from '@briefly/shared/admin';
import { monthOf, monthStart } from '../../lib/months.ts';

// Time windows of the admin's money views: the financial metrics' and reconciliation's ranges, and
// the calendar months of "this month" and the monthly charts, on the admin's clock (their time
// zone, UTC when they don't say; docs/product/money-and-ledger.md#admin-figures).

const DAY_MS = 24 * 60 * 60 * 1000;
const RANGE_DAYS: Record<Exclude<FinancialTimeRange, 'all'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** Events at or after `from` (null: since the start) and before `to` (just after `now`, so `now` itself is in). */
export interface Window {
  from: Date | null;
  to: Date;
}

/** The last 7, 30 or 90 days up to now (rolling, not calendar days), or everything. */
export function rangeWindow(range: FinancialTimeRange, now: Date): Window {
  const to = new Date(now.getTime() + 1);
  return range === 'all' ? { from: null, to } : { from: new Date(now.getTime() - RANGE_DAYS[range] * DAY_MS), to };
}

/** The calendar month `now` is in, on the time zone's clock, up to now. */
export function monthWindow(now: Date, timeZone = 'UTC'): Window {
  return { from: monthStart(monthOf(now, timeZone), timeZone), to: new Date(now.getTime() + 1) };
}

export const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
