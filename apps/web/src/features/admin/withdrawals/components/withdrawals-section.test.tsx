import { WITHDRAWAL_MESSAGES } from '@briefly/shared/rewards';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { withdrawal } from '@/test/fixtures/rewards';
import { renderRoutes } from '@/test/render';
import { WithdrawalsSection } from './withdrawals-section';

const list = [
  withdrawal({ id: 'w1', amount: 50 }),
  withdrawal({ id: 'w2', amount: 25.5, status: 'completed', processedAt: new Date().toISOString() }),
  withdrawal({ id: 'w3', amount: 10, status: 'rejected', reason: 'Duplicate', processedAt: new Date().toISOString() }),
];

const plan = (action: 'approve' | 'reject', destination = action === 'approve' ? 'connected_account' : 'wallet') =>
  json(200, {
    withdrawalId: 'w1',
    creatorId: 'creator-1',
    action,
    amount: 50,
    fee: 0,
    destination,
    heldReason: destination === 'held' ? 'No active payout account' : null,
  });

function renderSection(address = '/admin/dashboard?tab=withdrawals') {
  notifications.clean();
  const user = userEvent.setup();
  renderRoutes(
    [
      {
        path: '/admin/dashboard',
        element: (
          <>
            <Notifications />
            <WithdrawalsSection />
          </>
        ),
      },
    ],
    address,
  );
  return { user };
}

describe('WithdrawalsSection', () => {
  it('shows the request a Needs attention link names (?withdrawal=) above the list, with its decision', async () => {
    mockFetch({ 'GET /api/admin/withdrawal-requests': () => json(200, { data: list }) });
    const { user } = renderSection('/admin/dashboard?tab=withdrawals&withdrawal=w1');
    const named = await screen.findByRole('region', { name: /^Withdrawal request of / });
    expect(named).toHaveTextContent('$50.00');
    await user.click(within(named).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('dialog', { name: 'Approve withdrawal request' })).toBeInTheDocument();
  });

  it('says so when the request a link names is not there', async () => {
    mockFetch({ 'GET /api/admin/withdrawal-requests': () => json(200, { data: list }) });
    renderSection('/admin/dashboard?tab=withdrawals&withdrawal=nope');
    expect(await screen.findByText('The withdrawal request named in the link was not found.')).toBeInTheDocument();
  });

  it('shows stats and tab counts', async () => {
    mockFetch({ 'GET /api/admin/withdrawal-requests': () => json(200, { data: list }) });
    const { user } = renderSection();
    expect(await screen.findByRole('tab', { name: 'All (3)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Approved (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Rejected (1)' })).toBeInTheDocument();
    expect(screen.getByText('$85.50')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Withdrawal requests' });
    expect(table).toHaveTextContent('creator@briefly.demo');
    expect(table).toHaveTextContent('Duplicate');
    // Only pending rows have actions.
    expect(within(table).getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'Rejected (1)' }));
    expect(within(screen.getByRole('table', { name: 'Withdrawal requests' })).getAllByRole('row')).toHaveLength(2);
  });

  it('a rejection needs a reason; then it is sent with the notes', async () => {
    const reject = vi.fn((init: RequestInit | undefined) => {
      expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Suspicious activity', adminNotes: 'Checked logs' });
      return json(200, { data: { ...list[0], status: 'rejected', reason: 'Suspicious activity' } });
    });
    mockFetch({
      'GET /api/admin/withdrawal-requests': () => json(200, { data: list }),
      'POST /api/admin/withdrawal-requests/w1/reject': reject,
      'GET /api/admin/withdrawal-requests/w1/preview': () => plan('reject'),
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject withdrawal request' });
    expect(await within(dialog).findByText('$50.00 goes back to their Briefly wallet.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('This cannot be undone.');
    const confirm = within(dialog).getByRole('button', { name: 'Reject and return $50.00' });
    expect(confirm).toBeDisabled();
    expect(dialog).toHaveTextContent(WITHDRAWAL_MESSAGES.reasonRequired);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for rejection/ }), '   ');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for rejection/ }), 'Suspicious activity');
    await user.type(within(dialog).getByRole('textbox', { name: /Admin notes/ }), 'Checked logs');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(reject).toHaveBeenCalledTimes(1));
    expect(
      await screen.findByText(/\$50\.00\. Withdrawal rejected: the money is back in their Briefly wallet\./),
    ).toBeInTheDocument();
  });

  it('approves with optional notes and reports a failure with the server error', async () => {
    mockFetch({
      'GET /api/admin/withdrawal-requests': () => json(200, { data: list }),
      'POST /api/admin/withdrawal-requests/w1/approve': () =>
        json(409, { error: WITHDRAWAL_MESSAGES.notPending, code: 'CONFLICT' }),
      'GET /api/admin/withdrawal-requests/w1/preview': () => plan('approve'),
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve withdrawal request' });
    expect(
      await within(dialog).findByText(/is paid now to their connected account \(fee \$0\.00\)/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay $50.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Failed to approve withdrawal request: ${WITHDRAWAL_MESSAGES.notPending}`,
    );
  });

  it('says when an approval would be held, and why, and names it on the button', async () => {
    mockFetch({
      'GET /api/admin/withdrawal-requests': () => json(200, { data: list }),
      'GET /api/admin/withdrawal-requests/w1/preview': () => plan('approve', 'held'),
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve withdrawal request' });
    expect(await within(dialog).findByText(/Why held: No active payout account/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve $50.00 (held)' })).toBeEnabled();
  });

  it('offers Retry when the list fails', async () => {
    mockFetch({
      'GET /api/admin/withdrawal-requests': () => json(500, { error: 'Internal error', code: 'INTERNAL_ERROR' }),
    });
    renderSection();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
