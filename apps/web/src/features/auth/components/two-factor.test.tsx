import type { TSessionUser } from '@briefly/shared/auth';
import { MESSAGES } from '@briefly/shared/errors';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { LoginForm } from './login-form';
import { TwoFactorSettings } from './two-factor-settings';

// Two-factor sign-in in the browser (docs/product/accounts.md#two-factor-sign-in).

const creator: TSessionUser = {
  id: 'c1',
  type: 'creator',
  email: 'ada@example.test',
  name: 'Ada',
  fullName: 'Ada',
  userName: 'ada',
  emailVerified: true,
  twoFactorEnabled: false,
};

const posted = (fetchMock: ReturnType<typeof mockFetch>, path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body ?? 'null')));

const envelope = (code: string, error: string) => ({ code, error });

describe('signing in with a second factor', () => {
  it('asks for the code after a right password, sends the same sign-in with it, and says when it is wrong', async () => {
    let attempt = 0;
    const fetchMock = mockFetch({
      'POST /api/login': () => {
        attempt += 1;
        // The password step is answered 200 (decision 041): no failed request for the browser to log.
        if (attempt === 1) return json(200, { secondFactorRequired: true });
        if (attempt === 2) return json(401, envelope('TWO_FACTOR_INVALID', MESSAGES.twoFactorInvalid));
        return json(200, { user: { ...creator, twoFactorEnabled: true }, token: 'new-token' });
      },
    });
    const user = userEvent.setup();
    renderRoutes(
      [
        { path: '/login', element: <LoginForm /> },
        { path: '/creator/dashboard', element: <p>Creator dashboard</p> },
      ],
      '/login',
    );
    await user.type(await screen.findByLabelText(/Email/), creator.email);
    await user.type(screen.getByLabelText(/Password/), 'a-password-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const code = await screen.findByLabelText('Authentication code');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();

    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.twoFactorInvalid);

    await user.click(screen.getByRole('button', { name: /recovery code/ }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Creator dashboard')).toBeInTheDocument();
    expect(posted(fetchMock, '/api/login')).toEqual([
      { email: creator.email, password: 'a-password-1', secondFactorStep: 'answer' },
      { email: creator.email, password: 'a-password-1', code: '123456', secondFactorStep: 'answer' },
      { email: creator.email, password: 'a-password-1', recoveryCode: 'abcde-fghjk', secondFactorStep: 'answer' },
    ]);
  });
});

describe('TwoFactorSettings', () => {
  it('sets up with a QR code and a first code, then shows the ten recovery codes once', async () => {
    window.localStorage.setItem('token', 'stored-token');
    window.localStorage.setItem('user', JSON.stringify(creator));
    window.localStorage.setItem('userId', creator.id);
    const codes = Array.from({ length: 10 }, (_, index) => `code${index}-abcde`);
    const fetchMock = mockFetch({
      'GET /api/me': () => json(200, { user: creator }),
      'POST /api/auth/2fa/setup': () =>
        json(200, {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl:
            'otpauth://totp/Briefly:ada%40example.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Briefly',
        }),
      'POST /api/auth/2fa/enable': () => json(200, { recoveryCodes: codes }),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/creator/dashboard', element: <TwoFactorSettings /> }], '/creator/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText('Code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(posted(fetchMock, '/api/auth/2fa/enable')).toEqual([{ code: '654321' }]);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });
});
