import type { TSessionUser } from '@briefly/shared/auth';
import { MESSAGES } from '@briefly/shared/errors';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, PUBLIC_CONFIG } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { VerifyEmailBanner } from './verify-email-banner';

// The dashboards' reminder while the address is unverified (docs/product/accounts.md#verified-email-addresses).

const creator: TSessionUser = {
  id: 'c1',
  type: 'creator',
  email: 'grace@example.test',
  name: 'Grace',
  fullName: 'Grace',
  emailVerified: false,
};

function renderBanner(user: TSessionUser) {
  window.localStorage.setItem('token', 'stored-token');
  window.localStorage.setItem('user', JSON.stringify(user));
  window.localStorage.setItem('userId', user.id);
  return renderRoutes(
    [
      {
        path: '/creator/dashboard',
        element: (
          <>
            <VerifyEmailBanner />
            <p>Dashboard</p>
          </>
        ),
      },
    ],
    '/creator/dashboard',
  );
}

describe('VerifyEmailBanner', () => {
  it('names the address and resends the link', async () => {
    const fetchMock = mockFetch({
      'GET /api/me': () => json(200, { user: creator }),
      'GET /api/config/public': () => json(200, { ...PUBLIC_CONFIG, emailVerification: true }),
      'POST /api/auth/verify-email/resend': () => json(202, { ok: true, message: MESSAGES.verificationSent }),
    });
    const user = userEvent.setup();
    renderBanner(creator);
    expect(await screen.findByText('Verify your email address')).toBeInTheDocument();
    expect(screen.getByText('grace@example.test')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.verificationSent);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('stays hidden once the address is verified, or when the server does not hold unverified addresses back', async () => {
    mockFetch({ 'GET /api/me': () => json(200, { user: { ...creator, emailVerified: true } }) });
    const verified = renderBanner({ ...creator, emailVerified: true });
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(screen.queryByText('Verify your email address')).toBeNull();
    verified.unmount();

    mockFetch({
      'GET /api/me': () => json(200, { user: creator }),
      'GET /api/config/public': () => json(200, { ...PUBLIC_CONFIG, emailVerification: false }),
    });
    renderBanner(creator);
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Verify your email address')).toBeNull();
  });
});
