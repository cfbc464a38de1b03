import { REGISTRATION_MESSAGES } from '@briefly/shared/auth';
import { MESSAGES } from '@briefly/shared/errors';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CREATOR_USER, storeSession } from '@/test/brief-fixtures';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { ForgotPasswordRoute } from './forgot-password';
import { ResetPasswordRoute } from './reset-password';
import { VerifyEmailRoute } from './verify-email';

// Forgot password, the reset link's page and the verification link's page (docs/product/accounts.md#password-reset).

const TOKEN = 'A'.repeat(43);
const pages = [
  { path: '/forgot-password', element: <ForgotPasswordRoute /> },
  { path: '/reset-password', element: <ResetPasswordRoute /> },
  { path: '/verify-email', element: <VerifyEmailRoute /> },
  { path: '/login', element: <p>Sign-in page</p> },
];

describe('ForgotPasswordRoute', () => {
  it('asks for a link and says the same thing whatever the address', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/password-reset': () => json(202, { ok: true, message: MESSAGES.resetRequested }),
    });
    const user = userEvent.setup();
    renderRoutes(pages, '/forgot-password');
    await user.type(await screen.findByLabelText(/^Email/), 'someone@example.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MESSAGES.resetRequested);
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ email: 'someone@example.test' });
  });
});

describe('ResetPasswordRoute', () => {
  it('checks the password like registration, then sets it and offers sign-in', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/password-reset/check': () => json(200, { ok: true }),
      'POST /api/auth/password-reset/confirm': () => json(200, { ok: true }),
    });
    const user = userEvent.setup();
    renderRoutes(pages, `/reset-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText(REGISTRATION_MESSAGES.passwordTooShort)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/confirm'))).toBe(false);

    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^New password/), 'a-new-long-password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a-new-long-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  });

  it('turns an expired or used link into a way to ask again', async () => {
    mockFetch({
      'POST /api/auth/password-reset/check': () => json(200, { ok: true }),
      'POST /api/auth/password-reset/confirm': () =>
        json(400, { error: MESSAGES.resetLinkExpired, code: 'TOKEN_EXPIRED' }),
    });
    const user = userEvent.setup();
    renderRoutes(pages, `/reset-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText(/^New password/), 'a-new-long-password');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a-new-long-password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resetLinkExpired);
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('knows on arrival that a link was already used: no form, a way to ask for a new one', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/password-reset/check': () => json(400, { error: MESSAGES.resetLinkUsed, code: 'TOKEN_USED' }),
    });
    const user = userEvent.setup();
    renderRoutes(pages, `/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resetLinkUsed);
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
    const check = fetchMock.mock.calls.find(([url]) => String(url).includes('/check'));
    expect(JSON.parse(String(check?.[1]?.body))).toEqual({ token: TOKEN });
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('says on arrival that a newer email replaced the link', async () => {
    mockFetch({
      'POST /api/auth/password-reset/check': () =>
        json(400, { error: MESSAGES.resetLinkReplaced, code: 'TOKEN_EXPIRED' }),
    });
    renderRoutes(pages, `/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resetLinkReplaced);
  });

  it('says a link without a token does not work', async () => {
    mockFetch({});
    renderRoutes(pages, '/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resetLinkInvalid);
  });
});

describe('VerifyEmailRoute', () => {
  it('verifies once and says so', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/verify-email': () => json(200, { ok: true, emailVerified: true }) });
    renderRoutes(pages, `/verify-email?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Email address verified' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('confirms a change of address and says which address to sign in with', async () => {
    mockFetch({
      'POST /api/auth/verify-email': () => json(200, { ok: true, emailVerified: true, changedTo: 'new@example.test' }),
    });
    renderRoutes(pages, `/verify-email?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Email address changed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('sign in with new@example.test');
  });

  it('says so when the new address was taken meanwhile', async () => {
    mockFetch({
      'POST /api/auth/verify-email': () => json(409, { error: MESSAGES.emailChangeTaken, code: 'EMAIL_TAKEN' }),
    });
    renderRoutes(pages, `/verify-email?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.emailChangeTaken);
  });

  it('shows why a used link does not work', async () => {
    mockFetch({
      'POST /api/auth/verify-email': () => json(400, { error: MESSAGES.verifyLinkUsed, code: 'TOKEN_USED' }),
    });
    renderRoutes(pages, `/verify-email?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.verifyLinkUsed);
  });

  it('says a link was replaced by a newer email, and does not tell a signed-in person to sign in', async () => {
    storeSession(CREATOR_USER);
    mockFetch({
      'POST /api/auth/verify-email': () => json(400, { error: MESSAGES.verifyLinkReplaced, code: 'TOKEN_EXPIRED' }),
    });
    renderRoutes(pages, `/verify-email?token=${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('replaced by a newer email');
    expect(screen.queryByText(/sign in/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toBeInTheDocument();
  });
});

afterEach(() => window.localStorage.clear());
