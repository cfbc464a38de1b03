import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BRAND_USER, storeSession } from '@/test/brief-fixtures';
import { deferred, json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { TOP_UP_MESSAGES } from '../lib/top-up';
import { BrandWalletCard } from './brand-wallet-card';

function renderCard() {
  storeSession(BRAND_USER);
  const user = userEvent.setup();
  const redirect = vi.fn();
  const view = renderRoutes(
    [{ path: '/brand/dashboard', element: <BrandWalletCard redirect={redirect} /> }],
    '/brand/dashboard',
  );
  return { user, redirect, ...view };
}

const me = () => json(200, { user: BRAND_USER });
const checkoutCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).endsWith('/api/brands/wallet/checkout') && init?.method === 'POST',
  );

async function openAddFunds(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add funds' }));
  return screen.findByRole('dialog', { name: 'Add funds to your wallet' });
}

describe('BrandWalletCard', () => {
  it('shows a skeleton, then the balance from GET /api/brands/wallet', async () => {
    const answer = deferred<Response>();
    mockFetch({ 'GET /api/me': me, 'GET /api/brands/wallet': () => answer.promise });
    renderCard();
    expect(screen.getByRole('heading', { name: 'Briefly wallet' })).toBeInTheDocument();
    expect(screen.getByLabelText('Loading wallet balance')).toBeInTheDocument();
    answer.resolve(json(200, { balance: 1234.5, currency: 'usd' }));
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('$1,234.50available');
    expect(screen.getByText(/Prepaid funds to pay for briefs/)).toBeInTheDocument();
  });

  it('shows the server error with Retry, and the balance after a successful retry', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/me': me,
      'GET /api/brands/wallet': () => {
        calls += 1;
        return calls === 1
          ? json(500, { error: 'The ledger is unavailable', code: 'INTERNAL' })
          : json(200, { balance: 0, currency: 'usd' });
      },
    });
    const { user } = renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load your wallet');
    expect(alert).toHaveTextContent('The ledger is unavailable');
    expect(screen.queryByTestId('wallet-balance')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('$0.00');
    expect(calls).toBe(2);
  });

  it('checks the amount before starting a checkout', async () => {
    const fetchMock = mockFetch({
      'GET /api/me': me,
      'GET /api/brands/wallet': () => json(200, { balance: 0, currency: 'usd' }),
    });
    const { user } = renderCard();
    const dialog = await openAddFunds(user);
    const submit = within(dialog).getByRole('button', { name: 'Continue to checkout' });
    const amount = within(dialog).getByLabelText('Amount');

    await user.click(submit);
    expect(await within(dialog).findByText(TOP_UP_MESSAGES.required)).toBeInTheDocument();

    await user.type(amount, '0.5');
    expect(within(dialog).getByText(TOP_UP_MESSAGES.minimum)).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '1000000.01');
    expect(within(dialog).getByText(TOP_UP_MESSAGES.maximum)).toBeInTheDocument();
    await user.click(submit);
    expect(checkoutCalls(fetchMock)).toHaveLength(0);
  });

  it('starts the hosted checkout with the amount in dollars and sends the browser to its page', async () => {
    const session = deferred<Response>();
    const fetchMock = mockFetch({
      'GET /api/me': me,
      'GET /api/brands/wallet': () => json(200, { balance: 20, currency: 'usd' }),
      'POST /api/brands/wallet/checkout': () => session.promise,
    });
    const { user, redirect } = renderCard();
    const dialog = await openAddFunds(user);
    await user.type(within(dialog).getByLabelText('Amount'), '250.75');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to checkout' }));

    await waitFor(() => expect(checkoutCalls(fetchMock)).toHaveLength(1));
    const [, init] = checkoutCalls(fetchMock)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ amount: 250.75 });
    // A money-moving POST: sent under an Idempotency-Key.
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    session.resolve(json(200, { url: 'http://localhost/test-provider/checkout/cs_1', sessionId: 'cs_1' }));
    expect(await within(dialog).findByText('Taking you to the secure checkout page…')).toBeInTheDocument();
    expect(redirect).toHaveBeenCalledWith('http://localhost/test-provider/checkout/cs_1');
  });

  it('shows the server error inside the modal and lets the brand try again', async () => {
    mockFetch({
      'GET /api/me': me,
      'GET /api/brands/wallet': () => json(200, { balance: 0, currency: 'usd' }),
      'POST /api/brands/wallet/checkout': () =>
        json(503, { error: 'Payments are not available right now', code: 'PAYMENTS_UNAVAILABLE' }),
    });
    const { user, redirect } = renderCard();
    const dialog = await openAddFunds(user);
    await user.type(within(dialog).getByLabelText('Amount'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Continue to checkout' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Payments are not available right now');
    expect(within(dialog).getByRole('button', { name: 'Continue to checkout' })).toBeEnabled();
    expect(redirect).not.toHaveBeenCalled();
  });
});
