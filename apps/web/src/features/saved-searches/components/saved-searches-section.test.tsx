import type { TSessionUser } from '@briefly/shared/auth';
import type { TSavedSearch } from '@briefly/shared/saved-searches';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { TestProviders } from '@/test/render';
import { SavedSearchesSection } from './saved-searches-section';

// "Save this search" on the marketplace and Settings → Saved searches (docs/product/saved-searches.md).

const creator: TSessionUser = {
  id: 'c1',
  type: 'creator',
  email: 'cora@example.test',
  name: 'Cora',
  fullName: 'Cora',
  userName: 'cora',
  emailVerified: true,
};

const saved = (overrides: Partial<TSavedSearch> = {}): TSavedSearch => ({
  id: 's1',
  name: 'Fitness over $500',
  filters: { search: 'fitness', minReward: 500, deadline: 'any', sort: 'newest' },
  alert: 'daily',
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...overrides,
});

function renderAt(element: ReactNode, user: TSessionUser | null, url = '/marketplace?search=fitness&minReward=500') {
  if (user) {
    window.localStorage.setItem('token', 'stored-token');
    window.localStorage.setItem('user', JSON.stringify(user));
    window.localStorage.setItem('userId', user.id);
  }
  const router = createMemoryRouter(
    [
      { path: '/marketplace', element },
      { path: '/login', element: <p>Sign-in page</p> },
    ],
    { initialEntries: [url] },
  );
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

describe('SavedSearchesSection', () => {
  it('lists the searches; the alert, rename and delete go to the API; each opens in the marketplace', async () => {
    let list = [
      saved(),
      saved({ id: 's2', name: 'Tech', filters: { category: 'technical', deadline: 'week', sort: 'highest' } }),
    ];
    const fetchMock = mockFetch({
      'GET /api/me': () => json(200, { user: creator }),
      'GET /api/creators/saved-searches': () => json(200, { savedSearches: list, limit: 20 }),
      'PUT /api/creators/saved-searches/s1': (init) => {
        list = list.map((s) => (s.id === 's1' ? { ...s, ...JSON.parse(String(init?.body)) } : s));
        return json(200, { savedSearch: list[0] });
      },
      'DELETE /api/creators/saved-searches/s2': () => {
        list = list.filter((s) => s.id !== 's2');
        return json(200, { id: 's2', deleted: true });
      },
    });
    const user = userEvent.setup();
    renderAt(<SavedSearchesSection />, creator);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your saved searches…');
    const first = await screen.findByRole('listitem', { name: 'Fitness over $500' });
    expect(screen.getByText('2 of 20 saved searches.')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Open in marketplace/ })).toHaveAttribute(
      'href',
      '/marketplace?search=fitness&minReward=500',
    );
    const tech = screen.getByRole('listitem', { name: 'Tech' });
    expect(within(tech).getByRole('link', { name: /Open in marketplace/ })).toHaveAttribute(
      'href',
      '/marketplace?category=technical&deadline=week&sort=highest',
    );

    await user.selectOptions(within(first).getByRole('combobox', { name: 'Alert' }), 'off');
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/s1') && init?.body === '{"alert":"off"}'),
      ).toBe(true),
    );

    const name = within(first).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Gym{Enter}');
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.body === '{"name":"Gym"}')).toBe(true));

    await user.click(within(tech).getByRole('button', { name: 'Delete Tech' }));
    await user.click(within(tech).getByRole('button', { name: 'Delete “Tech”' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Tech' })).not.toBeInTheDocument());
  });

  it('says when there are none, with the way to make one', async () => {
    mockFetch({
      'GET /api/me': () => json(200, { user: creator }),
      'GET /api/creators/saved-searches': () => json(200, { savedSearches: [], limit: 20 }),
    });
    renderAt(<SavedSearchesSection />, creator);
    expect(await screen.findByText(/No saved searches yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'marketplace' })).toHaveAttribute('href', '/marketplace');
  });

  it('says when they could not be loaded and tries again', async () => {
    let fail = true;
    mockFetch({
      'GET /api/me': () => json(200, { user: creator }),
      'GET /api/creators/saved-searches': () =>
        fail
          ? json(500, { error: 'Something broke.', code: 'INTERNAL' })
          : json(200, { savedSearches: [saved()], limit: 20 }),
    });
    const user = userEvent.setup();
    renderAt(<SavedSearchesSection />, creator);
    expect(
      await screen.findByText('Your saved searches could not be loaded', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Fitness over $500' })).toBeInTheDocument();
  });
});
