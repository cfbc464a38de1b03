import { TEST_MODE_PAYOUT_NOTE } from '@briefly/shared/payments';
import {
  WALLET_MESSAGES,
  WITHDRAWAL_MESSAGES,
  type TProviderAccountStatus,
  type TWallet,
} from '@briefly/shared/rewards';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { payout } from '@/test/fixtures/rewards';
import { renderRoutes } from '@/test/render';
import { ACCOUNT_TEXTS } from '../lib/account-state';
import { PayoutAccountCard } from './payout-account-card';
import { WalletTab } from './wallet-tab';
import { WithdrawalPanel } from './withdrawal-panel';

function renderAt(element: ReactNode) {
  notifications.clean();
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      {
        path: '/creator/dashboard',
        element: (
          <>
            <Notifications />
            {element}
          </>
        ),
      },
    ],
    '/creator/dashboard?tab=wallet',
  );
  return { user, ...view };
}

const status = (overrides: Partial<TProviderAccountStatus>): TProviderAccountStatus => ({
  status: 'active',
  chargesEnabled: true,
  payoutsEnabled: true,
  requirements: { currently_due: [] },
  country: 'US',
  default_currency: 'usd',
  ...overrides,
});
const wallet: TWallet = {
  balance: 120.5,
  totalEarned: 300,
  held: 45,
  reserved: 20,
  available: 55.5,
  hasPayoutAccount: true,
};
const notFound = () => json(404, { error: 'Payout account not found', code: 'NOT_FOUND' });

describe('PayoutAccountCard: the payout account states (docs/product/rewards-and-payouts.md#payout-accounts)', () => {
  const cases: Array<{
    name: string;
    answer: () => Response;
    label: string;
    button: string | null;
    disabled?: boolean;
  }> = [
    { name: 'none', answer: notFound, label: ACCOUNT_TEXTS.none, button: 'Connect Stripe to get paid' },
    {
      name: 'pending',
      answer: () => json(200, status({ status: 'pending', payoutsEnabled: false })),
      label: 'Setup Incomplete',
      button: 'Complete Setup',
    },
    {
      name: 'restricted',
      answer: () =>
        json(
          200,
          status({
            status: 'restricted',
            payoutsEnabled: false,
            requirements: { currently_due: ['individual.verification.document'] },
          }),
        ),
      label: 'Account Connected but Verification Required',
      button: 'Continue Onboarding',
    },
    {
      name: 'active',
      answer: () => json(200, status({})),
      label: 'Stripe Connected – Ready for Payouts',
      button: 'Stripe Connected ✓',
      disabled: true,
    },
    {
      name: 'other',
      answer: () => json(200, status({ status: 'other', payoutsEnabled: false })),
      label: 'Setup Incomplete',
      button: null,
    },
    {
      name: 'active without payouts',
      answer: () => json(200, status({ payoutsEnabled: false })),
      label: 'Setup Incomplete',
      button: null,
    },
  ];

  it.each(cases)('$name', async ({ answer, label, button, disabled, name }) => {
    mockFetch({
      'GET /api/creators/wallet/creator-1': () => json(200, wallet),
      'GET /api/stripe/account/creator-1': answer,
    });
    renderAt(<PayoutAccountCard userId="creator-1" />);
    const card = await screen.findByTestId('payout-account-status');
    expect(card).toHaveTextContent(label);
    const buttons = within(card).queryAllByRole('button');
    if (button === null) expect(buttons).toHaveLength(0);
    else {
      const action = within(card).getByRole('button', { name: button });
      if (disabled) expect(action).toBeDisabled();
      else expect(action).toBeEnabled();
    }
    if (name === 'restricted') {
      expect(card).toHaveTextContent(ACCOUNT_TEXTS.restrictedNote);
      expect(card).toHaveTextContent('A photo of your identity document');
    }
    // Nothing to re-check without an account.
    expect(screen.getByRole('button', { name: 'Re-check Account Status' })).toHaveProperty('disabled', name === 'none');
  });

  it('asks nothing of the provider when the wallet says there is no payout account (no 404 on every visit)', async () => {
    const account = vi.fn(notFound);
    mockFetch({
      'GET /api/creators/wallet/creator-1': () => json(200, { ...wallet, hasPayoutAccount: false }),
      'GET /api/stripe/account/creator-1': account,
    });
    renderAt(<PayoutAccountCard userId="creator-1" />);
    expect(await screen.findByTestId('payout-account-status')).toHaveTextContent(ACCOUNT_TEXTS.none);
    expect(account).not.toHaveBeenCalled();
  });

  it('connects: creates the account, toasts, asks for the link with the return URLs and leaves for it', async () => {
    const onboard = vi.fn(() => json(200, { ok: true, accountId: 'acct_1' }));
    const link = vi.fn((init: RequestInit | undefined) => {
      const body = JSON.parse(String(init?.body)) as { returnUrl: string; refreshUrl: string };
      expect(body.returnUrl).toMatch(/\/dashboard\?tab=wallet&stripe=success$/);
      expect(body.refreshUrl).toMatch(/\/dashboard\?tab=wallet&stripe=refresh$/);
      return json(200, { data: { url: 'http://localhost/test-provider/onboarding/acct_1' } });
    });
    mockFetch({
      'GET /api/creators/wallet/creator-1': () => json(200, wallet),
      'GET /api/stripe/account/creator-1': notFound,
      'POST /api/creators/onboard': onboard,
      'POST /api/creators/onboard/link': link,
    });
    const redirect = vi.fn();
    const { user } = renderAt(<PayoutAccountCard userId="creator-1" redirect={redirect} />);
    await user.click(await screen.findByRole('button', { name: 'Connect Stripe to get paid' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://localhost/test-provider/onboarding/acct_1'));
    expect(JSON.parse(String((onboard.mock.calls[0] as unknown as [RequestInit])[0].body))).toEqual({ country: 'US' });
    expect(await screen.findByText(WALLET_MESSAGES.accountCreated)).toBeInTheDocument();
  });

  it('shows the failure texts: the server message for the link, the default for the account', async () => {
    mockFetch({
      'GET /api/creators/wallet/creator-1': () => json(200, wallet),
      'GET /api/stripe/account/creator-1': () => json(200, status({ status: 'pending', payoutsEnabled: false })),
      'POST /api/creators/onboard/link': () =>
        json(502, { error: 'The payments provider is not answering', code: 'PROVIDER_UNAVAILABLE' }),
    });
    const { user } = renderAt(<PayoutAccountCard userId="creator-1" redirect={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payments provider is not answering');
  });

  it('says when the account cannot be created or the status cannot be loaded', async () => {
    mockFetch({
      'GET /api/creators/wallet/creator-1': () => json(200, wallet),
      'GET /api/stripe/account/creator-1': notFound,
      'POST /api/creators/onboard': () => {
        throw new TypeError('offline');
      },
    });
    const { user } = renderAt(<PayoutAccountCard userId="creator-1" redirect={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Connect Stripe to get paid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WALLET_MESSAGES.createFailed);
  });

  it('re-checks: success and failure toasts', async () => {
    let fail = false;
    mockFetch({
      'GET /api/creators/wallet/creator-1': () => json(200, wallet),
      'GET /api/stripe/account/creator-1': () => json(200, status({ status: 'pending', payoutsEnabled: false })),
      'POST /api/creators/onboard/recheck': () =>
        fail ? json(500, { error: 'boom', code: 'INTERNAL_ERROR' }) : json(200, { data: status({}) }),
    });
    const { user } = renderAt(<PayoutAccountCard userId="creator-1" />);
    await user.click(await screen.findByRole('button', { name: 'Re-check Account Status' }));
    expect(await screen.findByText(WALLET_MESSAGES.recheckOk)).toBeInTheDocument();
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Re-check Account Status' }));
    expect(await screen.findByText(WALLET_MESSAGES.recheckToastFailed)).toBeInTheDocument();
    expect(screen.getByText(WALLET_MESSAGES.recheckFailed)).toBeInTheDocument();
  });
});

describe('WithdrawalPanel', () => {
  it('checks the amount against the available balance and sends a valid request', async () => {
    const create = vi.fn(() =>
      json(201, {
        data: {
          id: 'w1',
          creator: { id: 'c', fullName: 'Maya', userName: 'maya', email: 'm@x' },
          amount: 20,
          currency: 'usd',
          status: 'pending',
          reason: null,
          adminNotes: null,
          requestedAt: new Date().toISOString(),
          processedAt: null,
        },
      }),
    );
    mockFetch({
      'GET /api/creators/wallet/creator-1': () => json(200, wallet),
      'GET /api/creators/withdrawals': () => json(200, { data: [] }),
      'POST /api/creators/withdrawals': create,
    });
    const { user } = renderAt(<WithdrawalPanel available={55.5} accountActive />);
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    const submit = screen.getByRole('button', { name: 'Request withdrawal' });

    await user.click(submit);
    expect(await screen.findByText('Enter an amount to withdraw')).toBeInTheDocument();
    await user.type(amount, '60');
    await user.click(submit);
    expect(await screen.findByText(WITHDRAWAL_MESSAGES.exceedsBalance)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '0.5');
    await user.click(submit);
    expect(await screen.findByText('The minimum withdrawal is $1.00')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await user.clear(amount);
    await user.type(amount, '20');
    await user.click(submit);
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(JSON.parse(String((create.mock.calls[0] as unknown as [RequestInit])[0].body))).toEqual({ amount: 20 });
    expect(await screen.findByText('Withdrawal requested')).toBeInTheDocument();
  });

  it("shows the server's message and lists own requests with their status", async () => {
    mockFetch({
      'GET /api/creators/wallet/creator-1': () => json(200, wallet),
      'GET /api/creators/withdrawals': () =>
        json(200, {
          data: [
            {
              id: 'w1',
              creator: { id: 'c', fullName: 'Maya', userName: 'maya', email: 'm@x' },
              amount: 12,
              currency: 'usd',
              status: 'rejected',
              reason: 'Duplicate request',
              adminNotes: null,
              requestedAt: new Date().toISOString(),
              processedAt: new Date().toISOString(),
            },
          ],
        }),
      'POST /api/creators/withdrawals': () =>
        json(409, { error: WITHDRAWAL_MESSAGES.exceedsBalance, code: 'EXCEEDS_BALANCE' }),
      'GET /api/disputes': () => json(200, { disputes: [] }),
    });
    const { user } = renderAt(<WithdrawalPanel available={30} accountActive />);
    const table = await screen.findByRole('table', { name: 'Your withdrawal requests' });
    expect(table).toHaveTextContent('$12.00');
    expect(table).toHaveTextContent('Rejected');
    expect(table).toHaveTextContent('Duplicate request');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '25');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WITHDRAWAL_MESSAGES.exceedsBalance);
  });

  it('offers a dispute on a processed request, links one already open, and none on a pending one', async () => {
    const request = (id: string, status: string, processedAt: string | null) => ({
      id,
      creator: { id: 'c', fullName: 'Maya', userName: 'maya', email: 'm@x' },
      amount: 12,
      currency: 'usd',
      status,
      reason: status === 'rejected' ? 'Duplicate request' : null,
      adminNotes: null,
      requestedAt: new Date().toISOString(),
      processedAt,
    });
    const now = new Date().toISOString();
    mockFetch({
      'GET /api/creators/wallet/creator-1': () => json(200, wallet),
      'GET /api/creators/withdrawals': () =>
        json(200, {
          data: [
            request('w-rejected', 'rejected', now),
            request('w-done', 'completed', now),
            request('w-new', 'pending', null),
          ],
        }),
      'GET /api/disputes': () =>
        json(200, { disputes: [{ id: 'dispute-5', subjectType: 'withdrawal', subjectId: 'w-done', status: 'open' }] }),
    });
    const { user } = renderAt(<WithdrawalPanel available={30} accountActive />);
    const table = await screen.findByRole('table', { name: 'Your withdrawal requests' });
    // The amount and the status with its action first: what a phone shows before scrolling sideways.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Amount', 'Status', 'Requested', 'Processed']);
    const rows = within(table).getAllByRole('row').slice(1);
    const open = await within(rows[0]!).findByRole('button', { name: 'Open a dispute' });
    expect(within(rows[1]!).getByRole('link', { name: 'View dispute' })).toHaveAttribute('href', '/disputes/dispute-5');
    expect(within(rows[2]!).queryByRole('button', { name: 'Open a dispute' })).not.toBeInTheDocument();
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Open a dispute' });
    expect(dialog).toHaveTextContent('your withdrawal of $12.00');
    expect(within(dialog).getByRole('option', { name: 'The withdrawal was rejected wrongly' })).toBeInTheDocument();
  });

  it('needs an active payout account', async () => {
    mockFetch({
      'GET /api/creators/wallet/creator-1': () => json(200, wallet),
      'GET /api/creators/withdrawals': () => json(200, { data: [] }),
    });
    renderAt(<WithdrawalPanel available={30} accountActive={false} />);
    expect(screen.getByText(WITHDRAWAL_MESSAGES.noAccount)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
  });
});

describe('WalletTab', () => {
  it('shows the balances honestly, the TEST MODE banner and the empty payout history', async () => {
    mockFetch({
      'GET /api/creators/wallet/creator-1': () => json(200, wallet),
      'GET /api/stripe/account/creator-1': notFound,
      'GET /api/stripe/payouts/creator-1': () => json(200, { payouts: [] }),
      'GET /api/creators/withdrawals': () => json(200, { data: [] }),
    });
    renderAt(<WalletTab userId="creator-1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Creator Wallet' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Current Balance: $120.50')).toBeInTheDocument();
    expect(screen.getByLabelText('Total Earned: $300.00')).toBeInTheDocument();
    expect(screen.getByText('Held until your payout account is active').nextSibling).toHaveTextContent('$45.00');
    expect(screen.getByText('Set aside for pending withdrawals (not in balance)').nextSibling).toHaveTextContent(
      '$20.00',
    );
    expect(screen.getByText('Available to withdraw').nextSibling).toHaveTextContent('$55.50');
    expect(await screen.findByText(WALLET_MESSAGES.noPayouts)).toBeInTheDocument();
    expect(await screen.findByText('TEST MODE')).toBeInTheDocument();
    // Creators are paid, they never pay: the note is about payouts, with no test card.
    expect(screen.getByText(TEST_MODE_PAYOUT_NOTE)).toBeInTheDocument();
    expect(screen.queryByText(/4242/)).not.toBeInTheDocument();
    expect(screen.getByText('How Connect Works')).toBeInTheDocument();
  });

  it('lists credit in the payout history as in the wallet, cash as paid', async () => {
    const cash = payout({
      id: 'p-cash',
      brief: { id: 'b1', title: 'Cash win', brand: { name: 'N', companyName: 'Northwind' } },
    });
    const credit = payout({
      id: 'p-credit',
      rewardType: 'credit',
      netAmount: 45,
      brief: { id: 'b2', title: 'Credit win', brand: { name: 'N', companyName: 'Northwind' } },
    });
    mockFetch({
      'GET /api/creators/wallet/creator-1': () => json(200, wallet),
      'GET /api/stripe/account/creator-1': notFound,
      'GET /api/stripe/payouts/creator-1': () => json(200, { payouts: [cash, credit] }),
      'GET /api/creators/withdrawals': () => json(200, { data: [] }),
    });
    renderAt(<WalletTab userId="creator-1" />);
    const history = await screen.findByRole('list', { name: 'Payouts' });
    expect(within(history).getByRole('listitem', { name: 'Cash win' })).toHaveTextContent('Paid');
    const creditRow = within(history).getByRole('listitem', { name: 'Credit win' });
    expect(creditRow).toHaveTextContent('Credited');
    expect(creditRow).toHaveTextContent('Credited');
    expect(creditRow).not.toHaveTextContent('Paid');
  });

  it('offers Retry when the wallet fails to load', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/creators/wallet/creator-1': () =>
        ++calls === 1 ? json(500, { error: 'Internal error', code: 'INTERNAL_ERROR' }) : json(200, wallet),
      'GET /api/stripe/account/creator-1': notFound,
      'GET /api/stripe/payouts/creator-1': () => json(200, { payouts: [] }),
      'GET /api/creators/withdrawals': () => json(200, { data: [] }),
    });
    const user = userEvent.setup();
    renderAt(<WalletTab userId="creator-1" />);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Current Balance: $120.50')).toBeInTheDocument();
  });
});
