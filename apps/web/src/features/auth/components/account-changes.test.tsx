import type { TSessionUser } from '@briefly/shared/auth';
import { REGISTRATION_MESSAGES } from '@briefly/shared/auth';
import { MESSAGES } from '@briefly/shared/errors';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferred, json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';

// Change password and Change email in Settings › Security (docs/product/accounts.md#change-password-and-email).

const creator: TSessionUser = {
  id: 'c1',
  type: 'creator',
  email: 'ada@example.test',
  name: 'Ada',
  fullName: 'Ada',
  userName: 'ada',
  emailVerified: true,
};

function renderForm(element: React.ReactElement) {
  window.localStorage.setItem('token', 'stored-token');
  window.localStorage.setItem('user', JSON.stringify(creator));
  window.localStorage.setItem('userId', creator.id);
  return renderRoutes([{ path: '/creator/dashboard', element }], '/creator/dashboard');
}

const posted = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST').map(([, init]) => JSON.parse(String(init?.body)));

describe('ChangePasswordForm', () => {
  it('checks the fields like registration, shows the pending state, then the success', async () => {
    const answer = deferred<Response>();
    const fetchMock = mockFetch({
      'GET /api/me': () => json(200, { user: creator }),
      'POST /api/auth/change-password': () => answer.promise,
    });
    const user = userEvent.setup();
    renderForm(<ChangePasswordForm />);
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Please enter your current password')).toBeInTheDocument();
    expect(screen.getByText(REGISTRATION_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(posted(fetchMock)).toEqual([]);

    await user.type(screen.getByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'a-brand-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-different-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a-brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('button', { name: 'Change password' })).toHaveAttribute('data-loading', 'true');
    answer.resolve(json(200, { ok: true, message: MESSAGES.passwordChanged }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.passwordChanged);
    expect(posted(fetchMock)).toEqual([{ currentPassword: 'old-password', newPassword: 'a-brand-new-password' }]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('says when the current password is wrong, in the envelope’s words', async () => {
    mockFetch({
      'GET /api/me': () => json(200, { user: creator }),
      'POST /api/auth/change-password': () =>
        json(400, { code: 'CURRENT_PASSWORD_WRONG', error: MESSAGES.currentPasswordWrong }),
    });
    const user = userEvent.setup();
    renderForm(<ChangePasswordForm />);
    await user.type(await screen.findByLabelText('Current password'), 'wrong-password');
    await user.type(screen.getByLabelText('New password'), 'a-brand-new-password');
    await user.type(screen.getByLabelText('Confirm new password'), 'a-brand-new-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.currentPasswordWrong);
  });
});

describe('ChangeEmailForm', () => {
  it('checks the address, sends the request and says a link was sent', async () => {
    const fetchMock = mockFetch({
      'GET /api/me': () => json(200, { user: creator }),
      'POST /api/auth/change-email': () => json(202, { ok: true, message: MESSAGES.emailChangeRequested }),
    });
    const user = userEvent.setup();
    renderForm(<ChangeEmailForm />);
    expect(await screen.findByText('Your address is now ada@example.test.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New email address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.invalidEmail)).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New email address'));
    await user.type(screen.getByLabelText('New email address'), 'ADA@example.test');
    await user.type(screen.getByLabelText('Password'), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByText(MESSAGES.sameEmail)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New email address'));
    await user.type(screen.getByLabelText('New email address'), 'new@example.test');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.emailChangeRequested);
    expect(posted(fetchMock)).toEqual([{ password: 'my-password', newEmail: 'new@example.test' }]);
  });

  it('shows the server’s refusal', async () => {
    mockFetch({
      'GET /api/me': () => json(200, { user: creator }),
      'POST /api/auth/change-email': () => json(429, { code: 'RATE_LIMITED', error: MESSAGES.rateLimited }),
    });
    const user = userEvent.setup();
    renderForm(<ChangeEmailForm />);
    await user.type(await screen.findByLabelText('New email address'), 'new@example.test');
    await user.type(screen.getByLabelText('Password'), 'my-password');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.rateLimited);
  });
});
