import type { TSessionUser } from '@briefly/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginRoute } from '@/features/auth/routes/login';
import { api } from '@/lib/api-client';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { RequireUser } from './require-user';

// A browser whose session ended elsewhere says why on the sign-in page (issue 40, item 8).

const brand: TSessionUser = { id: 'b1', type: 'brand', email: 'brand@example.test', name: 'Acme', companyName: 'Acme' };

function storeSession(user: TSessionUser) {
  window.localStorage.setItem('token', 'stored-token');
  window.localStorage.setItem('user', JSON.stringify(user));
  window.localStorage.setItem('userId', user.id);
}

function Dashboard() {
  const briefs = useQuery({ queryKey: ['probe'], queryFn: () => api.get('/api/brands/briefs'), retry: false });
  return <p>Brand dashboard {briefs.status}</p>;
}

function renderGuarded() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginRoute /> },
      { element: <RequireUser allow={['brand']} />, children: [{ path: '/brand/dashboard', element: <Dashboard /> }] },
    ],
    '/brand/dashboard',
  );
}

const ended = (reason: string, error: string) => () => json(401, { code: 'SESSION_ENDED', error, details: { reason } });

describe('signed out by the server', () => {
  it('says "You were signed out from another device" when the stored session was revoked', async () => {
    storeSession(brand);
    mockFetch({ 'GET /api/me': ended('revoked', 'ignored: the words are the web’s') });
    const { router } = renderGuarded();
    expect(await screen.findByText(/You were signed out from another device/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says the password was changed when a request is refused mid-session', async () => {
    storeSession(brand);
    mockFetch({
      'GET /api/me': () => json(200, { user: brand }),
      'GET /api/brands/briefs': ended('password_changed', 'x'),
    });
    renderGuarded();
    expect(await screen.findByText(/Your password was changed, so this device was signed out/)).toBeInTheDocument();
  });

  it('says nothing more for a plain 401', async () => {
    storeSession(brand);
    mockFetch({ 'GET /api/me': () => json(401, { code: 'UNAUTHENTICATED', error: 'Authentication required.' }) });
    renderGuarded();
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByTestId('signed-out-notice')).toBeNull();
  });
});
