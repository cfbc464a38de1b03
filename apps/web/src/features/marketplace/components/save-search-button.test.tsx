import type { TSessionUser } from '@briefly/shared/auth';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { TestProviders } from '@/test/render';
import { SaveSearchButton } from './save-search-button';

// "Save this search" on the marketplace (docs/product/saved-searches.md#saving): creators save the
// filters with a name and an alert; visitors are asked to sign in; brands see nothing.

const creator: TSessionUser = {
  id: 'c1',
  type: 'creator',
  email: 'cora@example.test',
  name: 'Cora',
  fullName: 'Cora',
  userName: 'cora',
  emailVerified: true,
};
const brand: TSessionUser = { ...creator, id: 'b1', type: 'brand' };
const filters = { search: 'fitness', minReward: 500, deadline: 'any' as const, sort: 'newest' as const };
const saved = { id: 's1', name: 'Gym', filters, alert: 'instant', createdAt: '', updatedAt: '' };

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

describe('SaveSearchButton', () => {
  it('saves the search with a name and an alert (keyboard only)', async () => {
    const fetchMock = mockFetch({
      'GET /api/me': () => json(200, { user: creator }),
      'POST /api/creators/saved-searches': () => json(201, { savedSearch: saved }),
    });
    const user = userEvent.setup();
    renderAt(<SaveSearchButton filters={filters} />, creator);
    const button = await screen.findByRole('button', { name: 'Save this search' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('fitness · from $500');
    await user.clear(name);
    await user.type(name, 'Gym');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Alert/ }), 'instant');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));
    expect(await within(dialog).findByText('Search saved')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/creators/saved-searches'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ name: 'Gym', filters, alert: 'instant' });
  });

  it('shows the server’s sentence when the search cannot be saved (the 21st)', async () => {
    mockFetch({
      'GET /api/me': () => json(200, { user: creator }),
      'POST /api/creators/saved-searches': () =>
        json(409, { error: 'You can keep at most 20 saved searches. Delete one to save another.', code: 'CONFLICT' }),
    });
    const user = userEvent.setup();
    renderAt(<SaveSearchButton filters={filters} />, creator);
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can keep at most 20 saved searches.');
  });

  it('asks a visitor to sign in and comes back to the same search', async () => {
    mockFetch({});
    const user = userEvent.setup();
    const router = renderAt(<SaveSearchButton filters={filters} />, null);
    await user.click(await screen.findByRole('link', { name: 'Sign in to save this search' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/marketplace?search=fitness&minReward=500',
    );
  });

  it('shows nothing to a brand', async () => {
    mockFetch({ 'GET /api/me': () => json(200, { user: brand }) });
    renderAt(<SaveSearchButton filters={filters} />, brand);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save this search' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
