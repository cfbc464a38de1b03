import type { TSessionUser } from '@briefly/shared/auth';
import type { TSearchResult } from '@briefly/shared/submissions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { creatorBrief, creatorSubmission, daysFromNow } from '@/test/fixtures/submissions';
import { OverviewTab } from './overview-tab';
import { renderWorkspace } from './test-utils';

const USER: TSessionUser = {
  id: 'creator-1',
  type: 'creator',
  name: 'Maya Chen',
  email: 'maya@example.test',
  fullName: 'Maya Chen',
  userName: 'mayacreates',
};

const DASHBOARD = {
  totalEarnings: 1620,
  submissionsThisWeek: 2,
  activeBriefs: 6,
  recentActivity: [
    {
      id: 'a1',
      kind: 'approved',
      title: 'Submission approved',
      detail: 'Unbox our Winter Roast gift set · Northwind Coffee',
      at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    },
    {
      id: 'a2',
      kind: 'submitted',
      title: 'Application submitted',
      detail: 'Trail day reels · Peak Outdoor Co.',
      at: daysFromNow(-3),
    },
    {
      id: 'a3',
      kind: 'rejected',
      title: 'Submission rejected',
      detail: 'Coffee facts · Northwind Coffee',
      at: daysFromNow(-4),
    },
    { id: 'a4', kind: 'submitted', title: 'Fourth item', detail: 'Not shown', at: daysFromNow(-5) },
  ],
};

const briefs = Array.from({ length: 5 }, (_, index) =>
  creatorBrief({ id: `b${index}`, title: `Brief number ${index + 1}` }),
);

const result = (overrides: Partial<TSearchResult>): TSearchResult => ({
  type: 'brief',
  id: 'b0',
  briefId: 'b0',
  title: 'Brief number 1',
  description: 'Film an unboxing.',
  brandName: 'Northwind Coffee',
  brandContact: 'Ava Thompson',
  category: 'creative',
  reward: 500,
  deadline: daysFromNow(10),
  location: 'Anywhere',
  submissionsCount: 0,
  status: null,
  ...overrides,
});

describe('OverviewTab', () => {
  it('shows the real figures, 2 opportunities, 4 briefs with View All Briefs, and 3 activity items with their times', async () => {
    mockFetch({
      'GET /api/creators/dashboard': () => json(200, DASHBOARD),
      'GET /api/creators/briefs': () => json(200, { briefs }),
    });
    renderWorkspace(<OverviewTab user={USER} />);

    expect(await screen.findByText('$1,620.00')).toBeInTheDocument();
    const discover = screen.getByRole('region', { name: 'Discover Opportunities' });
    await waitFor(() => expect(within(discover).getAllByRole('listitem')).toHaveLength(2));
    const available = screen.getByRole('region', { name: 'Available Briefs' });
    expect(within(available).getAllByRole('listitem')).toHaveLength(4);
    expect(within(available).getByRole('link', { name: 'View All Briefs' })).toHaveAttribute(
      'href',
      '/creator/dashboard?tab=briefs',
    );
    const activity = screen.getByRole('region', { name: 'Recent Activity' });
    expect(within(activity).getAllByRole('listitem')).toHaveLength(3);
    expect(activity).toHaveTextContent('2 hours ago');
    expect(activity).toHaveTextContent('3 days ago');
    expect(activity).not.toHaveTextContent('Fourth item');
    for (const [name, tab] of [
      ['Browse Marketplace', 'marketplace'],
      ['View My Submissions', 'submissions'],
      ['Check Earnings', 'earnings'],
    ] as const) {
      expect(screen.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
        'href',
        `/creator/dashboard?tab=${tab}`,
      );
    }
  });

  it('searches on Enter, ignores blank text, opens results in their dialogs, and clears', async () => {
    const search = vi.fn((_init: RequestInit | undefined, url: string) => {
      const q = new URL(url, 'http://x').searchParams.get('q');
      return json(200, {
        query: q,
        results:
          q === 'nothing'
            ? []
            : [
                result({}),
                result({ type: 'submission', id: 'sub-1', title: 'Brief number 2', briefId: 'b1', status: 'approved' }),
              ],
      });
    });
    mockFetch({
      'GET /api/creators/dashboard': () => json(200, DASHBOARD),
      'GET /api/creators/briefs': () => json(200, { briefs }),
      'GET /api/search': search,
      'GET /api/creators/submissions/sub-1': () =>
        json(200, { submission: creatorSubmission({ id: 'sub-1', briefTitle: 'Brief number 2', status: 'approved' }) }),
    });
    const { user, router } = renderWorkspace(<OverviewTab user={USER} />);
    const box = screen.getByRole('searchbox', { name: 'Search briefs and submissions' });

    await user.type(box, '   {Enter}');
    expect(search).not.toHaveBeenCalled();
    expect(router.state.location.search).toBe('');

    await user.clear(box);
    await user.type(box, 'brief{Enter}');
    expect(await screen.findByRole('heading', { name: 'Search results for “brief”' })).toBeInTheDocument();
    expect(new URL(String(search.mock.calls[0]?.[1]), 'http://x').searchParams.get('limit')).toBe('20');
    const hits = await screen.findAllByRole('button', { name: /^(Brief|Submission): / });
    expect(hits).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Brief: Brief number 1' }));
    expect(await screen.findByRole('dialog', { name: 'Brief details' })).toHaveTextContent(
      'Film an unboxing of the gift set.',
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Submission: Brief number 2' }));
    expect(await screen.findByRole('dialog', { name: 'Submission details' })).toHaveTextContent('Shortlisted');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));

    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?q=brief');
    await user.type(box, 'nothing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No results found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(router.state.location.search).toBe('');
    expect(box).toHaveValue('');
    expect(await screen.findByText('$1,620.00')).toBeInTheDocument();
  });
});
