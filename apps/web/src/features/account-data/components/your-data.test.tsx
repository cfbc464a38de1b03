import type { TSessionUser } from '@briefly/shared/auth';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { TestProviders } from '@/test/render';
import { YourData } from './your-data';

// "Your data" in the dashboards' Settings (docs/product/accounts.md#your-data-and-closing-your-account).

const creator: TSessionUser = {
  id: 'c1',
  type: 'creator',
  email: 'cora@example.test',
  name: 'Cora',
  fullName: 'Cora',
  userName: 'cora',
  emailVerified: true,
};

function renderYourData(onSignedOut = vi.fn()) {
  window.localStorage.setItem('token', 'stored-token');
  window.localStorage.setItem('user', JSON.stringify(creator));
  window.localStorage.setItem('userId', creator.id);
  const router = createMemoryRouter([{ path: '/creator/dashboard', element: <YourData /> }], {
    initialEntries: ['/creator/dashboard'],
  });
  render(
    <TestProviders onSignedOut={onSignedOut}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return onSignedOut;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('YourData', () => {
  it('downloads the export with the bearer token', async () => {
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const fetchMock = mockFetch({
      'GET /api/me': () => json(200, { user: creator }),
      'GET /api/me/export': () =>
        new Response('{"account":{}}', {
          status: 200,
          headers: {
            'content-type': 'application/json',
            'content-disposition': 'attachment; filename="briefly-export-2026-11-27.json"',
          },
        }),
    });
    const user = userEvent.setup();
    renderYourData();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/api/me/export'));
    expect((call?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer stored-token');
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });

  it("shows the server's reason when the account cannot be closed, then closes it and signs out", async () => {
    let refuse = true;
    const reason = 'Your account cannot be closed yet. Your wallet holds $25.00: withdraw it first.';
    const fetchMock = mockFetch({
      'GET /api/me': () => json(200, { user: creator }),
      'DELETE /api/me': () =>
        refuse ? json(409, { code: 'CONFLICT', error: reason }) : new Response(null, { status: 204 }),
      'POST /api/logout': () => json(401, { code: 'UNAUTHENTICATED', error: 'Authentication required' }),
    });
    const user = userEvent.setup();
    const onSignedOut = renderYourData();
    await user.click(screen.getByRole('button', { name: 'Close account…' }));
    const confirm = await screen.findByRole('button', { name: 'Close my account' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText(/Password/), 'my-password');
    await user.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    const deleteCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(JSON.parse(String(deleteCall?.[1]?.body))).toEqual({ password: 'my-password' });
    expect(onSignedOut).not.toHaveBeenCalled();

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalled());
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
