import type { TDirectoryCreator } from '@briefly/shared/creator-directory';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { TestProviders } from '@/test/render';
import { CreatorsTab } from './creators-tab';

// The brand's Creators tab: the creator directory (docs/product/creator-directory.md#the-creators-tab).

const creator = (overrides: Partial<TDirectoryCreator> = {}): TDirectoryCreator => ({
  id: 'c1',
  userName: 'ana',
  displayName: 'Ana Ruiz',
  location: 'Portland, Oregon',
  categories: ['creative'],
  platforms: ['youtube'],
  averageRating: 4.5,
  reviewCount: 2,
  briefsWon: 1,
  approvalRate: 80,
  memberSince: '2026-01-01T00:00:00.000Z',
  photo: null,
  portfolio: [
    {
      contentUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      platform: 'youtube',
      briefTitle: 'Autumn menu',
      result: 'winner',
      thumbnailUrl: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    },
  ],
  ...overrides,
});

function renderAt(url: string) {
  window.localStorage.setItem('token', 'stored-token');
  const router = createMemoryRouter([{ path: '/brand/dashboard', element: <CreatorsTab /> }], {
    initialEntries: [url],
  });
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('CreatorsTab', () => {
  it('reads the filters from the address, writes new ones back, and loads more by cursor', async () => {
    const urls: string[] = [];
    mockFetch({
      'GET /api/brands/creators/directory': (_init, url) => {
        urls.push(url);
        return url.includes('cursor=next')
          ? json(200, { creators: [creator({ id: 'c2', userName: 'ben', displayName: 'Ben Lee' })], nextCursor: null })
          : json(200, { creators: [creator()], nextCursor: 'next' });
      },
    });
    const router = renderAt('/brand/dashboard?tab=creators&q=portland+food&minRating=4');
    const card = await screen.findByRole('listitem', { name: 'Ana Ruiz' });
    expect(within(card).getByText('Won 1 brief')).toBeInTheDocument();
    expect(within(card).getByText('80% approved')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Autumn menu \(Winner\)/ })).toBeInTheDocument();
    expect(urls[0]).toContain('q=portland+food');
    expect(urls[0]).toContain('minRating=4');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('portland food');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('listitem', { name: 'Ben Lee' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'YouTube' }));
    await waitFor(() => expect(router.state.location.search).toContain('platforms=youtube'));
    expect(router.state.location.search).toContain('tab=creators');
    await waitFor(() => expect(urls.at(-1)).toContain('platforms=youtube'));
  });

  it('says what to loosen when nothing matches, and clears the filters', async () => {
    mockFetch({ 'GET /api/brands/creators/directory': () => json(200, { creators: [], nextCursor: null }) });
    const router = renderAt('/brand/dashboard?tab=creators&q=zzz&minRating=4.5&location=Oslo');
    expect(await screen.findByText('No creators match')).toBeInTheDocument();
    expect(screen.getByText(/a lower minimum rating, a wider location, fewer or shorter words/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=creators'));
  });
});
