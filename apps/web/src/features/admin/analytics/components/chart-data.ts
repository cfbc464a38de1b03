import type { TAdminAnalyticsResponse } from '@briefly/shared/admin';
import { SUBMISSION_STATUS_WORDS } from '@briefly/shared/status-words';

// Chart series built from the analytics answer: plain data, no chart code (the charts are lazy-loaded).

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** '2026-11' → 'Nov 26'. */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return month;
  return MONTH.format(new Date(Date.UTC(year, index - 1, 1)));
}

export interface StatusSlice {
  name: string;
  value: number;
  color: string;
}

export function submissionSlices(counts: TAdminAnalyticsResponse['submissionStatusCounts']): StatusSlice[] {
  return [
    { name: SUBMISSION_STATUS_WORDS.pending, value: counts.pending, color: 'yellow.6' },
    { name: SUBMISSION_STATUS_WORDS.approved, value: counts.approved, color: 'blue.6' },
    { name: SUBMISSION_STATUS_WORDS.rejected, value: counts.rejected, color: 'gray.6' },
  ];
}

export function briefSlices(counts: TAdminAnalyticsResponse['briefStatusCounts']): StatusSlice[] {
  return [
    { name: 'Draft', value: counts.draft, color: 'gray.6' },
    { name: 'Published', value: counts.published, color: 'brand.6' },
    { name: 'Archived', value: counts.archived, color: 'orange.6' },
  ];
}

export const revenueSeries = (months: TAdminAnalyticsResponse['revenueByMonth']) =>
  months.map((month) => ({ month: monthLabel(month.month), revenue: month.feesCents / 100 }));

export const growthSeries = (months: TAdminAnalyticsResponse['userGrowthByMonth']) =>
  months.map((month) => ({ month: monthLabel(month.month), brands: month.brands, creators: month.creators }));

/** "Pending 3, Approved 5, Rejected 1": what a chart shows, for screen readers. */
export const describeSlices = (slices: StatusSlice[]) =>
  slices.map((slice) => `${slice.name} ${slice.value}`).join(', ');
