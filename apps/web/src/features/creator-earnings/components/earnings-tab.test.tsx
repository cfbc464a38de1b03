import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { payout } from '@/test/fixtures/rewards';
import { renderRoutes } from '@/test/render';
import { EarningsTab } from './earnings-tab';

const data = [
  payout({
    id: 'p1',
    netAmount: 90,
    amount: 100,
    platformFee: 10,
    createdAt: '2026-01-02T00:00:00.000Z',
    brief: { id: 'b1', title: 'Older paid', brand: { name: 'N', companyName: 'Northwind' } },
  }),
  payout({
    id: 'p2',
    netAmount: 270,
    status: 'held',
    paidAt: null,
    createdAt: '2026-01-05T00:00:00.000Z',
    brief: { id: 'b2', title: 'Newer held', brand: { name: 'N', companyName: 'Northwind' } },
  }),
];

function renderTab(download = vi.fn()) {
  const user = userEvent.setup();
  renderRoutes(
    [{ path: '/creator/dashboard', element: <EarningsTab download={download} /> }],
    '/creator/dashboard?tab=earnings',
  );
  return { user, download };
}
const briefColumn = () =>
  within(screen.getByRole('table', { name: 'Earnings' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('EarningsTab', () => {
  it('shows metrics, sorts by date descending by default, filters and exports the shown rows', async () => {
    mockFetch({ 'GET /api/creators/payouts': () => json(200, { data }) });
    const { user, download } = renderTab();
    expect(await screen.findByTestId('metric-total-earned')).toHaveTextContent('$360.00');
    expect(screen.getByTestId('metric-paid-out')).toHaveTextContent('$90.00');
    expect(screen.getByTestId('metric-in-wallet')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('metric-pending')).toHaveTextContent('$270.00');
    expect(briefColumn()).toEqual(['Newer held', 'Older paid']);

    await user.click(screen.getByRole('button', { name: /Sort direction/ }));
    expect(briefColumn()).toEqual(['Older paid', 'Newer held']);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    expect(briefColumn()).toEqual(['Older paid']);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(download).toHaveBeenCalledWith(
      'earnings.csv',
      expect.stringContaining(
        'Brief Title,Brand Name,Amount,Reward Type,Status,Submitted Date,Paid Date,Position\r\nOlder paid,Northwind,90.00,Cash,paid',
      ),
    );

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Not paid yet' }));
    expect(briefColumn()).toEqual(['Newer held']);
  });

  it('shows credit as credited, apart from cash paid, in the metrics, the table, the filter and the details', async () => {
    const credit = payout({
      id: 'p3',
      netAmount: 45,
      amount: 50,
      platformFee: 5,
      rewardType: 'credit',
      createdAt: '2026-01-04T00:00:00.000Z',
      brief: { id: 'b3', title: 'Credit win', brand: { name: 'N', companyName: 'Northwind' } },
    });
    mockFetch({ 'GET /api/creators/payouts': () => json(200, { data: [...data, credit] }) });
    const { user } = renderTab();
    expect(await screen.findByTestId('metric-paid-out')).toHaveTextContent('$90.00');
    expect(screen.getByTestId('metric-in-wallet')).toHaveTextContent('$45.00');
    const table = screen.getByRole('table', { name: 'Earnings' });
    const creditRow = within(table).getByRole('row', { name: /Credit win/ });
    expect(creditRow).toHaveTextContent('Credited');
    expect(creditRow).not.toHaveTextContent('Paid');
    expect(within(table).getByRole('row', { name: /Older paid/ })).toHaveTextContent('Paid');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Credited' }));
    expect(briefColumn()).toEqual(['Credit win']);

    await user.click(screen.getByRole('button', { name: 'Details of Credit win' }));
    const dialog = await screen.findByRole('dialog', { name: 'Earning details' });
    expect(dialog).toHaveTextContent('Credited');
    expect(dialog).toHaveTextContent('Credited to wallet');
  });

  it('opens the detail dialog with gross, fee and net', async () => {
    mockFetch({ 'GET /api/creators/payouts': () => json(200, { data }) });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Details of Older paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Earning details' });
    expect(dialog).toHaveTextContent('$100.00');
    expect(dialog).toHaveTextContent('− $10.00');
    expect(dialog).toHaveTextContent('$90.00');
  });

  it('offers a dispute about a recent award in its details, not about one older than 14 days', async () => {
    const recent = payout({
      id: 'assignment-9',
      status: 'held',
      paidAt: null,
      createdAt: new Date().toISOString(),
      brief: { id: 'b3', title: 'Recent held', brand: { name: 'N', companyName: 'Northwind' } },
    });
    mockFetch({
      'GET /api/creators/payouts': () => json(200, { data: [...data, recent] }),
      'GET /api/disputes': () => json(200, { disputes: [] }),
    });
    const { user } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Details of Recent held' }));
    const dialog = await screen.findByRole('dialog', { name: 'Earning details' });
    await user.click(await within(dialog).findByRole('button', { name: 'Open a dispute' }));
    const open = await screen.findByRole('dialog', { name: 'Open a dispute' });
    expect(open).toHaveTextContent('your award on “Recent held” from Northwind');
    await user.click(within(open).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');

    await user.click(await screen.findByRole('button', { name: 'Details of Older paid' }));
    const older = await screen.findByRole('dialog', { name: 'Earning details' });
    expect(older).toHaveTextContent('Older paid');
    expect(within(older).queryByRole('button', { name: 'Open a dispute' })).not.toBeInTheDocument();
  });

  it("says 'Error loading earnings:' with the status and refreshes", async () => {
    let calls = 0;
    mockFetch({
      'GET /api/creators/payouts': () =>
        ++calls === 1 ? json(503, { error: 'Unavailable', code: 'UNAVAILABLE' }) : json(200, { data: [] }),
    });
    const { user } = renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading earnings:');
    expect(alert).toHaveTextContent('Failed to fetch payouts: 503');
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByText('No earnings found')).toBeInTheDocument();
  });
});
