import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { analytics } from '@/test/fixtures/admin';
import { renderRoutes } from '@/test/render';
import { AnalyticsSection } from './analytics-section';
import { monthLabel, revenueSeries } from './chart-data';

function renderSection(handlers: Parameters<typeof mockFetch>[0]) {
  mockFetch(handlers);
  renderRoutes([{ path: '/admin/dashboard', element: <AnalyticsSection /> }], '/admin/dashboard?tab=analytics');
  return { user: userEvent.setup() };
}

describe('Analytics', () => {
  it('shows the totals, the status charts, the trends, brief performance and the financial overview', async () => {
    renderSection({ 'GET /api/admin/analytics': () => json(200, analytics()) });
    expect(await screen.findByText('64')).toBeInTheDocument();
    expect(screen.getByText('$1,750.00')).toBeInTheDocument();
    // The chart blocks arrive lazily.
    const submissions = await screen.findByRole('region', { name: 'Submission status' }, { timeout: 10_000 });
    // Every state of the status words, each submission once: winners are not counted as shortlisted.
    expect(submissions).toHaveTextContent('Shortlisted: 34 (53.1%)');
    expect(submissions).toHaveTextContent('Winner: 6 (9.4%)');
    expect(submissions).toHaveTextContent('Changes requested: 2 (3.1%)');
    expect(submissions).toHaveTextContent('Not selected: 14 (21.9%)');
    expect(screen.getByRole('region', { name: 'Brief status' })).toHaveTextContent('Archived: 10 (50%)');
    expect(await screen.findByRole('region', { name: 'Revenue trend' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'User growth' })).toBeInTheDocument();
    const performance = screen.getByRole('table', { name: 'Brief performance' });
    expect(within(performance).getByRole('row', { name: /Brew Talk/ })).toHaveTextContent('$900.00');
    expect(screen.getByText('In brief pools')).toBeInTheDocument();
    expect(screen.getByText('$2,500.00')).toBeInTheDocument();
  });

  it('offers Retry when the call fails and shows no figures', async () => {
    let fail = true;
    const { user } = renderSection({
      'GET /api/admin/analytics': () =>
        fail ? json(500, { error: 'Something went wrong', code: 'INTERNAL_ERROR' }) : json(200, analytics()),
    });
    expect(await screen.findByText('Failed to load analytics')).toBeInTheDocument();
    expect(screen.queryByText('Total brands')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('64')).toBeInTheDocument();
  });

  it('says when there is nothing to chart yet', async () => {
    renderSection({
      'GET /api/admin/analytics': () =>
        json(
          200,
          analytics({
            submissionStatusCounts: { pending: 0, approved: 0, rejected: 0 },
            submissionStateCounts: { pending: 0, changes_requested: 0, shortlisted: 0, not_selected: 0, winner: 0 },
            revenueByMonth: [{ month: '2026-11', feesCents: 0 }],
            userGrowthByMonth: [{ month: '2026-11', brands: 0, creators: 0 }],
            briefPerformance: [],
          }),
        ),
    });
    expect(await screen.findByText('No platform fees in the last month.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('No sign-ups in the last month.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Submission status' }, { timeout: 10_000 })).toHaveTextContent(
      'Nothing to show yet.',
    );
    expect(screen.getByText('No briefs yet.')).toBeInTheDocument();
  });
});

describe('chart data', () => {
  it('labels months and turns cents into dollars', () => {
    expect(monthLabel('2026-01')).toBe('Jan 26');
    expect(revenueSeries([{ month: '2026-11', feesCents: 12_345 }])).toEqual([{ month: 'Nov 26', revenue: 123.45 }]);
  });
});
