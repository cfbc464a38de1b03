import type { TAccountSession, TSessionUser } from '@briefly/shared/auth';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { SecuritySessions } from './security-sessions';

// Security in the dashboards' Settings (docs/product/accounts.md#sessions).

const brand: TSessionUser = {
  id: 'b1',
  type: 'brand',
  email: 'ada@example.test',
  name: 'Acme',
  companyName: 'Acme',
  contactName: 'Ada',
  emailVerified: true,
};

const HERE: TAccountSession = {
  id: '11111111-1111-4111-8111-111111111111',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: new Date().toISOString(),
  browser: 'Chrome on macOS',
  device: 'desktop',
  current: true,
};
const PHONE: TAccountSession = {
  id: '22222222-2222-4222-8222-222222222222',
  createdAt: '2026-11-21T10:00:00.000Z',
  lastUsedAt: '2026-11-22T10:00:00.000Z',
  browser: 'Safari on iOS',
  device: 'phone',
  current: false,
};
const LAPTOP: TAccountSession = {
  id: '33333333-3333-4333-8333-333333333333',
  createdAt: '2026-11-22T10:00:00.000Z',
  lastUsedAt: '2026-11-23T10:00:00.000Z',
  browser: 'Firefox on Windows',
  device: 'desktop',
  current: false,
};

function renderSecurity() {
  window.localStorage.setItem('token', 'stored-token');
  window.localStorage.setItem('user', JSON.stringify(brand));
  window.localStorage.setItem('userId', brand.id);
  return renderRoutes([{ path: '/brand/dashboard', element: <SecuritySessions /> }], '/brand/dashboard');
}

describe('SecuritySessions', () => {
  it('lists the sessions with this device marked, signs one out and then every other', async () => {
    let sessions = [HERE, PHONE, LAPTOP];
    const fetchMock = mockFetch({
      'GET /api/me': () => json(200, { user: brand }),
      'GET /api/auth/sessions': () => json(200, { sessions }),
      [`DELETE /api/auth/sessions/${PHONE.id}`]: () => {
        sessions = sessions.filter((s) => s.id !== PHONE.id);
        return new Response(null, { status: 204 });
      },
      'POST /api/auth/sessions/revoke-others': () => {
        sessions = [HERE];
        return json(200, { revoked: 1 });
      },
    });
    const user = userEvent.setup();
    renderSecurity();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your sessions…');
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button', { name: /Sign out/ })).toBeNull();
    expect(within(items[0]!).getByText('Last active now')).toBeInTheDocument();
    // The device each signed in from: Safari on iOS is a phone, not a desktop (issue 40, item 14).
    expect(within(items[0]!).getByRole('img', { name: 'Computer' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('img', { name: 'Phone' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Sign out Safari on iOS/ }));
    expect(await screen.findByText('Signed out Safari on iOS.')).toBeInTheDocument();
    await screen.findByText('Firefox on Windows');
    expect(screen.queryByText('Safari on iOS')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out 1 other session.')).toBeInTheDocument();
    expect(await screen.findByText('You are signed in only on this device.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
    const methods = fetchMock.mock.calls.map(([, init]) => init?.method ?? 'GET');
    expect(methods.filter((m) => m === 'DELETE')).toHaveLength(1);
  });

  it('says why a sign-out failed, in the envelope’s words', async () => {
    mockFetch({
      'GET /api/me': () => json(200, { user: brand }),
      'GET /api/auth/sessions': () => json(200, { sessions: [HERE, PHONE] }),
      [`DELETE /api/auth/sessions/${PHONE.id}`]: () => json(404, { code: 'NOT_FOUND', error: 'Session not found' }),
    });
    const user = userEvent.setup();
    renderSecurity();
    await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iOS/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Session not found');
  });

  it('shows an error with Try again when the list cannot be loaded, and an empty state', async () => {
    let fail = true;
    mockFetch({
      'GET /api/me': () => json(200, { user: brand }),
      'GET /api/auth/sessions': () =>
        fail
          ? json(500, { code: 'INTERNAL_ERROR', error: 'Something went wrong on our side.' })
          : json(200, { sessions: [] }),
    });
    const user = userEvent.setup();
    renderSecurity();
    expect(await screen.findByText('Your sessions could not be loaded', {}, { timeout: 5_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No signed-in sessions.')).toBeInTheDocument();
  });
});
