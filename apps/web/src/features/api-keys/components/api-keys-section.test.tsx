import type { TApiKey } from '@briefly/shared/api-keys';
import type { TSessionUser } from '@briefly/shared/auth';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { TestProviders } from '@/test/render';
import { ApiKeysSection } from './api-keys-section';

// Settings › API (docs/product/api.md#keys): list, create with scopes (the secret shown once), revoke asked twice.

const brand: TSessionUser = {
  id: 'b1',
  type: 'brand',
  email: 'bea@example.test',
  name: 'Bea',
  companyName: 'Bea Co',
  emailVerified: true,
} as TSessionUser;

const key = (overrides: Partial<TApiKey> = {}): TApiKey => ({
  id: 'k1',
  name: 'CI',
  prefix: 'bk_test_AbCd',
  scopes: ['briefs:read'],
  revokeOnPasswordChange: false,
  createdAt: '2026-11-27T10:00:00.000Z',
  lastUsedAt: null,
  lastUsedIp: null,
  ...overrides,
});

function renderSection() {
  window.localStorage.setItem('token', 'stored-token');
  window.localStorage.setItem('user', JSON.stringify(brand));
  window.localStorage.setItem('userId', brand.id);
  render(
    <TestProviders>
      <ApiKeysSection />
    </TestProviders>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('ApiKeysSection', () => {
  it('creates a key with the scopes ticked, shows its secret once, and revokes a key after asking', async () => {
    let list: TApiKey[] = [key({ lastUsedAt: '2026-11-28T10:00:00.000Z', lastUsedIp: '203.0.113.9' })];
    const secret = `bk_test_${'x'.repeat(43)}`;
    const fetchMock = mockFetch({
      'GET /api/me': () => json(200, { user: brand }),
      'GET /api/brands/api-keys': () => json(200, { apiKeys: list, limit: 20 }),
      'POST /api/brands/api-keys': (init) => {
        const body = JSON.parse(String(init?.body));
        const created = key({ id: 'k2', name: body.name, scopes: body.scopes, prefix: secret.slice(0, 12) });
        list = [...list, created];
        return json(201, { apiKey: created, secret });
      },
      'DELETE /api/brands/api-keys/k1': () => {
        list = list.filter((item) => item.id !== 'k1');
        return json(200, { id: 'k1', revoked: true });
      },
    });
    const user = userEvent.setup();
    renderSection();
    const ci = await screen.findByRole('listitem', { name: 'CI' });
    expect(within(ci).getByText(/from 203\.0\.113\.9/)).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Create an API key' });
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(within(form).getByText('Give the key a name')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Key name/ }), 'Zapier');
    await user.click(within(form).getByRole('checkbox', { name: /submissions:review/ }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(secret)).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([, init]) =>
          init?.body ===
          '{"name":"Zapier","scopes":["briefs:read","submissions:review"],"revokeOnPasswordChange":false}',
      ),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByText(secret)).not.toBeInTheDocument();

    await user.click(within(ci).getByRole('button', { name: 'Revoke CI' }));
    await user.click(within(ci).getByRole('button', { name: 'Revoke “CI”' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'CI' })).not.toBeInTheDocument());
  });

  it('says when there are none, and when they could not be loaded', async () => {
    let fail = true;
    mockFetch({
      'GET /api/me': () => json(200, { user: brand }),
      'GET /api/brands/api-keys': () =>
        fail ? json(500, { error: 'Something broke.', code: 'INTERNAL' }) : json(200, { apiKeys: [], limit: 20 }),
    });
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByText('Your API keys could not be loaded', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
  });
});
