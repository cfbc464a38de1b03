import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { adminPayout, adminPayoutDetail, page } from '@/test/fixtures/admin';
import { renderRoutes } from '@/test/render';
import { PayoutsSection } from './payouts-section';

const totals = { totalPaidCents: 180_000, pendingCents: 9_000, heldCents: 3_000, thisMonthCents: 90_000 };
const payout = adminPayout();

function renderSection(handlers: Parameters<typeof mockFetch>[0], entry = '/admin/dashboard?tab=payouts') {
  const fetchMock = mockFetch(handlers);
  const view = renderRoutes([{ path: '/admin/dashboard', element: <PayoutsSection /> }], entry);
  return { fetchMock, router: view.router, user: userEvent.setup() };
}

describe('Payouts', () => {
  it('shows the totals from the API and the awards with their status', async () => {
    renderSection({
      'GET /api/admin/payouts': () =>
        json(200, {
          ...page('payouts', [payout, adminPayout({ id: 'p2', status: 'held', paidAt: null, netCents: 4_500 })]),
          totals,
        }),
    });
    expect(await screen.findByText('$1,800.00')).toBeInTheDocument();
    expect(screen.getByText('$90.00')).toBeInTheDocument();
    expect(screen.getAllByText('$900.00').length).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: 'Payouts' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Paid');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Held');
  });

  it('filters by status through the address', async () => {
    const { fetchMock, router, user } = renderSection({
      'GET /api/admin/payouts': () => json(200, { ...page('payouts', [payout]), totals }),
    });
    await screen.findByRole('table', { name: 'Payouts' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Payout failed' }));
    await waitFor(() => expect(String(fetchMock.mock.calls.at(-1)?.[0])).toContain('status=failed'));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('failed');
  });

  it('opens View Details with the transfer and its history, also from a ?payout= link', async () => {
    renderSection(
      {
        'GET /api/admin/payouts': () => json(200, { ...page('payouts', [payout]), totals }),
        [`GET /api/admin/payouts/${payout.id}`]: () => json(200, { payout: adminPayoutDetail() }),
      },
      `/admin/dashboard?tab=payouts&payout=${payout.id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payout details' });
    expect(await within(dialog).findByText('Transfer paid')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('tr_123');
    expect(dialog).toHaveTextContent('Net to creator$900.00');
  });

  it('offers Retry and shows no totals when the call fails', async () => {
    renderSection({
      'GET /api/admin/payouts': () => json(500, { error: 'Something went wrong', code: 'INTERNAL_ERROR' }),
    });
    expect(await screen.findByText('Failed to load payouts')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Total payouts')).toBeNull();
  });

  it('says when there are no payouts', async () => {
    renderSection({
      'GET /api/admin/payouts': () =>
        json(200, {
          ...page('payouts', []),
          totals: { totalPaidCents: 0, pendingCents: 0, heldCents: 0, thisMonthCents: 0 },
        }),
    });
    expect(await screen.findByText('No payouts found')).toBeInTheDocument();
  });
});
