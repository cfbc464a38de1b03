import { FINANCIAL_MESSAGES } from '@briefly/shared/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { financialMetrics, reconciliation } from '@/test/fixtures/admin';
import { renderRoutes } from '@/test/render';
import { FinancialSection, TEST_MODE_TEXT } from './financial-section';

function renderSection(handlers: Parameters<typeof mockFetch>[0], entry = '/admin/dashboard?tab=financial') {
  const fetchMock = mockFetch(handlers);
  const view = renderRoutes([{ path: '/admin/dashboard', element: <FinancialSection /> }], entry);
  return { fetchMock, router: view.router, user: userEvent.setup() };
}

const metricsCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://test'))
    .filter((url) => url.pathname === '/api/admin/financial-metrics');

describe('Financial Dashboard', () => {
  it('asks for 30 days by default and shows the cards, the test-mode banner and the recent transactions', async () => {
    const { fetchMock } = renderSection({
      'GET /api/admin/financial-metrics': () => json(200, { data: financialMetrics() }),
      'GET /api/admin/reconciliation': () => json(200, reconciliation()),
    });
    // While loading, the banner only keeps its place: unseen and out of the accessibility tree.
    expect(screen.queryByRole('note')).toBeNull();
    expect(await screen.findByText('$5,000.00')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(TEST_MODE_TEXT);
    expect(metricsCalls(fetchMock)[0]?.searchParams.get('timeRange')).toBe('30d');
    expect(screen.getByText('$1,800.00')).toBeInTheDocument();
    expect(screen.getByText('3 cash payouts completed (cash awards and withdrawals)')).toBeInTheDocument();
    // Says what it counts: cash on its way, never a prize.
    expect(screen.getByText('2 cash payouts waiting to be sent (cash awards and withdrawals)')).toBeInTheDocument();
    expect(screen.getByText('7 active briefs')).toBeInTheDocument();
    expect(screen.getByText(/net flow \$2,900\.00/)).toBeInTheDocument();
    const recent = screen.getByRole('table', { name: 'Recent transactions' });
    expect(within(recent).getAllByRole('row')).toHaveLength(3);
    expect(recent).toHaveTextContent('Maya Chen');
    expect(await screen.findByText('In agreement')).toBeInTheDocument();
  });

  it('shows no banner outside test mode', async () => {
    renderSection({
      'GET /api/admin/financial-metrics': () => json(200, { data: financialMetrics({ paymentsMode: 'stripe' }) }),
      'GET /api/admin/reconciliation': () => json(200, reconciliation({ paymentsMode: 'stripe' })),
    });
    expect(await screen.findByText('$5,000.00')).toBeInTheDocument();
    expect(screen.queryByText(TEST_MODE_TEXT)).toBeNull();
  });

  it('changes the time range in the address and asks again', async () => {
    const { fetchMock, router, user } = renderSection({
      'GET /api/admin/financial-metrics': () => json(200, { data: financialMetrics() }),
      'GET /api/admin/reconciliation': () => json(200, reconciliation()),
    });
    await screen.findByText('$5,000.00');
    await user.click(screen.getByRole('combobox', { name: 'Time range' }));
    await user.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    await waitFor(() => expect(metricsCalls(fetchMock).at(-1)?.searchParams.get('timeRange')).toBe('7d'));
    expect(new URLSearchParams(router.state.location.search).get('timeRange')).toBe('7d');
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('timeRange=7d');
  });

  it('lists the reconciliation differences', async () => {
    renderSection({
      'GET /api/admin/financial-metrics': () => json(200, { data: financialMetrics() }),
      'GET /api/admin/reconciliation': () =>
        json(
          200,
          reconciliation({
            provider: { fundingCents: 490_000, transfersCents: 170_000, feesCents: null, refundsCents: 29_000 },
            differences: [
              {
                kind: 'missing_in_ledger',
                objectType: 'payment',
                providerObjectId: 'pi_123',
                ledgerCents: null,
                providerCents: 10_000,
                at: '2026-11-20T10:00:00.000Z',
              },
            ],
          }),
        ),
    });
    expect(await screen.findByText('1 difference')).toBeInTheDocument();
    const differences = screen.getByRole('list', { name: 'Differences' });
    expect(differences).toHaveTextContent('Missing in the ledger · payment');
    expect(differences).toHaveTextContent('pi_123');
    expect(
      within(screen.getByRole('table', { name: 'Ledger and provider totals' })).getByRole('row', {
        name: /Card payments in/,
      }),
    ).toHaveTextContent('-$100.00');
  });

  it('offers Retry with the spec’s message when the metrics fail, and shows no figures', async () => {
    let fail = true;
    const { user } = renderSection({
      'GET /api/admin/financial-metrics': () =>
        fail
          ? json(500, { error: 'Something went wrong', code: 'INTERNAL_ERROR' })
          : json(200, { data: financialMetrics() }),
      'GET /api/admin/reconciliation': () => json(200, reconciliation()),
    });
    expect(await screen.findByText(FINANCIAL_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.queryByText('Funds collected')).toBeNull();
    fail = false;
    await user.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect(await screen.findByText('$5,000.00')).toBeInTheDocument();
  });
});
