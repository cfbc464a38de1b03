import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { attention } from '@/test/fixtures/admin';
import { renderRoutes } from '@/test/render';
import { AttentionSection } from './attention-section';

function renderSection(handlers: Parameters<typeof mockFetch>[0], entry = '/admin/dashboard?tab=attention') {
  mockFetch(handlers);
  const view = renderRoutes([{ path: '/admin/dashboard', element: <AttentionSection /> }], entry);
  return { router: view.router, user: userEvent.setup() };
}

describe('Needs attention', () => {
  it('groups what waits by kind, the longest-waiting kind first, each row leading to where it is resolved', async () => {
    renderSection({ 'GET /api/admin/attention': () => json(200, attention()) });
    const groups = await screen.findAllByRole('region');
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toEqual([
      'attention-payouts-failed',
      'attention-withdrawals-pending',
      'attention-clear-heading',
    ]);
    const failed = screen.getByRole('region', { name: 'Failed transfers' });
    expect(failed).toHaveTextContent('card_declined');
    expect(within(failed).getAllByRole('link', { name: /^Open:/ })[0]).toHaveAttribute(
      'href',
      '/admin/dashboard?tab=payouts&status=failed',
    );
    expect(screen.getByRole('region', { name: 'Nothing waiting' })).toHaveTextContent('Reported conversations');
  });

  it('keeps one kind with ?kind=', async () => {
    renderSection(
      { 'GET /api/admin/attention': () => json(200, attention()) },
      '/admin/dashboard?tab=attention&kind=withdrawals.pending',
    );
    expect(await screen.findByRole('region', { name: 'Withdrawal requests' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Failed transfers' })).toBeNull();
  });

  it('says when nothing needs attention', async () => {
    renderSection({
      'GET /api/admin/attention': () =>
        json(
          200,
          attention({
            total: 0,
            sections: [{ kind: 'withdrawals.pending', label: 'Withdrawal requests', count: 0, oldest: null, rows: [] }],
          }),
        ),
    });
    expect(await screen.findByText('Nothing needs attention')).toBeInTheDocument();
  });

  it('offers Retry when it cannot load', async () => {
    renderSection({
      'GET /api/admin/attention': () => json(500, { error: 'Something went wrong', code: 'INTERNAL_ERROR' }),
    });
    expect(await screen.findByText('Failed to load what needs attention')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
