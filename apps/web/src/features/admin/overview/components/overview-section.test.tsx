import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockFetch } from '@/test/fetch-mock';
import { overview } from '@/test/fixtures/admin';
import { renderRoutes } from '@/test/render';
import { OverviewSection } from './overview-section';

function renderSection(handlers: Parameters<typeof mockFetch>[0]) {
  mockFetch(handlers);
  renderRoutes([{ path: '/admin/dashboard', element: <OverviewSection /> }], '/admin/dashboard');
}

describe('Overview', () => {
  it('shows the four cards and what needs attention, the longest-waiting first, linking to the list', async () => {
    renderSection({ 'GET /api/admin/overview': () => json(200, overview()) });
    expect(await screen.findByText('12')).toBeInTheDocument();
    expect(screen.getByText('48')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText('$1,234.56')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Needs attention' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Failed transfers', 'Withdrawal requests']);
    expect(links[0]).toHaveAttribute('href', '/admin/dashboard?tab=attention&kind=payouts.failed');
    expect(within(list).getByLabelText('2 waiting')).toBeInTheDocument();
    // The day on the line, the exact time in its title: with the time, the line wrapped on a phone (issue 39).
    const since = within(list).getByText('Nov 10, 2026');
    expect(since.tagName).toBe('TIME');
    expect(since).toHaveAttribute('dateTime', '2026-11-10T10:00:00.000Z');
    expect(since.getAttribute('title')).toMatch(/Nov 10, 2026 at/);
  });

  it('shows skeletons while loading and says when nothing waits', async () => {
    const answer = deferred<Response>();
    renderSection({ 'GET /api/admin/overview': () => answer.promise });
    expect(screen.getByLabelText('Loading what needs attention')).toBeInTheDocument();
    answer.resolve(json(200, overview({ attention: { total: 0, sections: [] } })));
    expect(await screen.findByText('Nothing needs attention right now.')).toBeInTheDocument();
  });

  it('offers Retry and shows no figures when it fails', async () => {
    renderSection({
      'GET /api/admin/overview': () => json(500, { error: 'Something went wrong', code: 'INTERNAL_ERROR' }),
    });
    expect(await screen.findByText('Failed to load the overview')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('12')).toBeNull();
  });
});
