import type { TAdminAnalyticsResponse } from '@briefly/shared/admin';
import { SUBMISSION_STATE_WORDS, SUBMISSION_STATES, type SubmissionState } from '@briefly/shared/status-words';

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

const STATE_COLORS: Record<SubmissionState, string> = {
  pending: 'yellow.6',
  changes_requested: 'orange.6',
  shortlisted: 'blue.6',
  not_selected: 'gray.6',
  winner: 'teal.6',
};

/** Every state of the status words, each submission once (a winner is not shortlisted too). */
export function submissionSlices(counts: TAdminAnalyticsResponse['submissionStateCounts']): StatusSlice[] {
  return SUBMISSION_STATES.map((state) => ({
    name: SUBMISSION_STATE_WORDS[state],
    value: counts[state],
    color: STATE_COLORS[state],
  }));
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

/** "Pending 3, Shortlisted 5, Winner 1": what a chart shows, for screen readers. */
export const describeSlices = (slices: StatusSlice[]) =>
  slices.map((slice) => `${slice.name} ${slice.value}`).join(', ');
