import type { TSessionUser } from '@briefly/shared/auth';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { RequireUser } from './require-user';

const brand: TSessionUser = { id: 'b1', type: 'brand', email: 'brand@example.test', name: 'Acme', companyName: 'Acme' };
const creator: TSessionUser = { id: 'c1', type: 'creator', email: 'c@example.test', name: 'Grace', fullName: 'Grace' };

function storeSession(user: TSessionUser) {
  window.localStorage.setItem('token', 'stored-token');
  window.localStorage.setItem('user', JSON.stringify(user));
  window.localStorage.setItem('userId', user.id);
}

function renderGuarded(initialEntry: string) {
  return renderRoutes(
    [
      { path: '/login', element: <p>Login page</p> },
      { path: '/admin/login', element: <p>Admin login page</p> },
      { path: '/creator/dashboard', element: <p>Creator dashboard</p> },
      {
        element: <RequireUser allow={['brand']} />,
        children: [{ path: '/brand/dashboard', element: <p>Brand dashboard</p> }],
      },
    ],
    initialEntry,
  );
}

describe('RequireUser (docs/product/accounts.md#route-guard)', () => {
  it('sends a visitor without a session to /login and remembers where they were going', async () => {
    mockFetch({});
    const { router } = renderGuarded('/brand/dashboard?tab=briefs');

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/brand/dashboard?tab=briefs');
    expect(router.state.location.state).toEqual({ from: '/brand/dashboard?tab=briefs' });
  });

  it('shows the checking screen while the stored session is confirmed, then the page', async () => {
    storeSession(brand);
    const me = deferred<Response>();
    mockFetch({ 'GET /api/me': () => me.promise });
    renderGuarded('/brand/dashboard');

    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    me.resolve(json(200, { user: brand }));
    expect(await screen.findByText('Brand dashboard')).toBeInTheDocument();
  });

  it('sends a user of another type to their own dashboard', async () => {
    storeSession(creator);
    mockFetch({ 'GET /api/me': () => json(200, { user: creator }) });
    const { router } = renderGuarded('/brand/dashboard');

    expect(await screen.findByText('Creator dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/creator/dashboard');
  });

  it('clears storage and asks to sign in when the server no longer accepts the token', async () => {
    storeSession(brand);
    mockFetch({
      'GET /api/me': () =>
        json(401, { error: 'Authentication required. Please log in again.', code: 'UNAUTHENTICATED' }),
    });
    const { router } = renderGuarded('/brand/dashboard');

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('userId')).toBeNull();
  });

  it('sends the bearer token when confirming the session', async () => {
    storeSession(brand);
    const fetchMock = mockFetch({ 'GET /api/me': () => json(200, { user: brand }) });
    renderGuarded('/brand/dashboard');
    await screen.findByText('Brand dashboard');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer stored-token');
  });
});
