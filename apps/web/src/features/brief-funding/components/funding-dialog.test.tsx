import type { TBrandBrief } from '@briefly/shared/briefs';
import { TEST_MODE_BANNER } from '@briefly/shared/payments';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { BRAND_USER, makeBrandBrief, storeSession } from '@/test/brief-fixtures';
import { deferred, json, mockFetch, PUBLIC_CONFIG } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { FundingDialog } from './funding-dialog';

const JOURNEY = { timeout: 30_000 };

/** The dialog as Create Brief uses it: pay, then POST /api/briefs with the payment intent. */
function renderDialog() {
  const user = userEvent.setup();
  const onSuccess = vi.fn();
  const view = renderRoutes(
    [
      {
        path: '/brand/dashboard',
        element: (
          <FundingDialog<TBrandBrief>
            opened
            onClose={() => {}}
            briefTitle="Latte art giveaway"
            amount={1250.5}
            completeErrorPrefix="Failed to create brief"
            creatingLabel="Creating your brief…"
            complete={async (paymentIntentId) =>
              (await api.post<{ brief: TBrandBrief }>('/api/briefs', { title: 'Latte art giveaway', paymentIntentId }))
                .brief
            }
            renderSuccess={(brief) => {
              onSuccess(brief);
              return <p>Brief “{brief.title}” is live</p>;
            }}
          />
        ),
      },
    ],
    '/brand/dashboard',
  );
  return { user, onSuccess, ...view };
}

async function fillCard(user: UserEvent, number: string) {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date'), '1234');
  await user.type(screen.getByLabelText('CVC'), '123');
}

const progress = () => screen.getByRole('list', { name: 'Payment progress' }).getAttribute('data-step');
const payButton = () => screen.getByRole('button', { name: /Pay \$1,250\.50/ });
const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(path));
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
};

describe('FundingDialog', () => {
  it('shows the TEST MODE banner, the amount and the card form', async () => {
    storeSession(BRAND_USER);
    mockFetch({ 'GET /api/me': () => json(200, { user: BRAND_USER }) });
    renderDialog();
    expect(await screen.findByText(TEST_MODE_BANNER)).toBeInTheDocument();
    expect(screen.getByText('TEST MODE')).toBeInTheDocument();
    expect(screen.getByTestId('funding-amount')).toHaveTextContent('$1,250.50');
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(progress()).toBe('ready');
  });

  it('walks ready → processing → creating → success', JOURNEY, async () => {
    storeSession(BRAND_USER);
    const intent = deferred<Response>();
    const confirm = deferred<Response>();
    const create = deferred<Response>();
    const fetchMock = mockFetch({
      'GET /api/me': () => json(200, { user: BRAND_USER }),
      'POST /api/payments/create-payment-intent': () => intent.promise,
      'POST /test-provider/payment_intents/pi_1/confirm': () => confirm.promise,
      'POST /api/briefs': () => create.promise,
    });
    const { user, onSuccess } = renderDialog();
    await fillCard(user, '4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(progress()).toBe('ready');

    await user.click(payButton());
    expect(await screen.findByText('Processing payment…')).toBeInTheDocument();
    expect(progress()).toBe('processing');
    // The card is charged exactly the reward pool, in cents.
    expect(bodyOf(fetchMock, '/api/payments/create-payment-intent')).toEqual({
      amount: 125050,
      currency: 'usd',
      metadata: { type: 'brief_funding', briefTitle: 'Latte art giveaway' },
    });

    intent.resolve(
      json(200, { clientSecret: 'pi_1_secret_x', client_secret: 'pi_1_secret_x', paymentIntentId: 'pi_1' }),
    );
    await waitFor(() => expect(bodyOf(fetchMock, '/test-provider/payment_intents/pi_1/confirm')).toBeDefined());
    expect(bodyOf(fetchMock, '/test-provider/payment_intents/pi_1/confirm')).toEqual({
      clientSecret: 'pi_1_secret_x',
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
    expect(progress()).toBe('processing');

    confirm.resolve(json(200, { id: 'pi_1', status: 'succeeded' }));
    expect(await screen.findByText('Creating your brief…')).toBeInTheDocument();
    expect(progress()).toBe('creating');
    expect(bodyOf(fetchMock, '/api/briefs')).toMatchObject({ paymentIntentId: 'pi_1' });

    create.resolve(json(201, { id: 'b9', brief: makeBrandBrief({ id: 'b9', title: 'Latte art giveaway' }) }));
    expect(await screen.findByText('Brief “Latte art giveaway” is live')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ id: 'b9' }));
  });

  it('returns to ready with the decline text and creates nothing when the card is declined', JOURNEY, async () => {
    storeSession(BRAND_USER);
    const createBrief = vi.fn(() => json(201, {}));
    mockFetch({
      'GET /api/me': () => json(200, { user: BRAND_USER }),
      'POST /api/payments/create-payment-intent': () =>
        json(200, { clientSecret: 'pi_2_secret', client_secret: 'pi_2_secret', paymentIntentId: 'pi_2' }),
      'POST /test-provider/payment_intents/pi_2/confirm': () =>
        json(402, { error: 'Your card was declined.', code: 'CARD_DECLINED' }),
      'POST /api/briefs': createBrief,
    });
    const { user } = renderDialog();
    await fillCard(user, '4000000000000002');
    await user.click(payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Payment failed: Your card was declined.');
    expect(progress()).toBe('ready');
    expect(payButton()).toBeEnabled();
    expect(createBrief).not.toHaveBeenCalled();
  });

  it('names the step that failed, with the server text', JOURNEY, async () => {
    storeSession(BRAND_USER);
    let intentCalls = 0;
    mockFetch({
      'GET /api/me': () => json(200, { user: BRAND_USER }),
      'POST /api/payments/create-payment-intent': () => {
        intentCalls += 1;
        return intentCalls === 1
          ? json(400, { error: 'The amount must be at least $1.00', code: 'VALIDATION_ERROR' })
          : json(200, { clientSecret: 'pi_3_secret', client_secret: 'pi_3_secret', paymentIntentId: 'pi_3' });
      },
      'POST /test-provider/payment_intents/pi_3/confirm': () => json(200, { id: 'pi_3', status: 'succeeded' }),
      'POST /api/briefs': () => json(400, { error: 'The deadline must be in the future', code: 'VALIDATION_ERROR' }),
    });
    const { user } = renderDialog();
    await fillCard(user, '4242424242424242');

    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Failed to create payment intent: The amount must be at least $1.00',
    );

    await user.click(payButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Error: Failed to create brief: The deadline must be in the future',
      ),
    );
    // The payment went through: a retry creates the brief without charging again.
    expect(screen.getByRole('button', { name: 'Retry creating brief' })).toBeEnabled();
  });

  it('in Stripe mode says card entry needs Stripe.js and offers the hosted checkout page instead', async () => {
    storeSession(BRAND_USER);
    mockFetch({
      'GET /api/me': () => json(200, { user: BRAND_USER }),
      'GET /api/config/public': () =>
        json(200, { ...PUBLIC_CONFIG, paymentsMode: 'stripe', stripePublishableKey: 'pk_live_x' }),
    });
    renderDialog();
    expect(await screen.findByText(/Card entry in this window needs Stripe\.js/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByText(TEST_MODE_BANNER)).not.toBeInTheDocument();
    // Without a way to save the brief first, the checkout cannot start.
    expect(screen.getByRole('button', { name: 'Continue to secure checkout' })).toBeDisabled();
  });
});

/** The dialog with the wallet offered, wired as the brand dashboard wires it. */
function renderWalletDialog({
  balance,
  briefId,
  amount = 1250.5,
}: {
  balance: number | undefined;
  briefId?: string;
  amount?: number;
}) {
  const user = userEvent.setup();
  const prepareCheckout = vi.fn(
    async () => (await api.post<{ id: string }>('/api/briefs', { title: 'Latte art giveaway', draft: true })).id,
  );
  const view = renderRoutes(
    [
      {
        path: '/brand/dashboard',
        element: (
          <FundingDialog<TBrandBrief>
            opened
            onClose={() => {}}
            briefTitle="Latte art giveaway"
            briefId={briefId}
            amount={amount}
            completeErrorPrefix={briefId ? 'Failed to fund brief' : 'Failed to create brief'}
            creatingLabel="Creating your brief…"
            complete={async (paymentIntentId) =>
              (await api.post<{ brief: TBrandBrief }>('/api/briefs', { title: 'Latte art giveaway', paymentIntentId }))
                .brief
            }
            prepareCheckout={briefId ? async () => briefId : prepareCheckout}
            walletBalance={balance}
            completeFromWallet={async (id) =>
              (await api.post<{ brief: TBrandBrief }>(`/api/briefs/${id}/fund/wallet`, undefined, { idempotent: true }))
                .brief
            }
            renderSuccess={(brief) => <p>Brief “{brief.title}” is live</p>}
          />
        ),
      },
    ],
    '/brand/dashboard',
  );
  return { user, prepareCheckout, ...view };
}

const walletButton = () => screen.queryByRole('button', { name: /^Pay from wallet/ });
const calledPaths = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)
    .filter((call) => !call.startsWith('GET '));

describe('FundingDialog: paying from the brand wallet', () => {
  it('offers the wallet only when its balance covers the whole amount', async () => {
    storeSession(BRAND_USER);
    mockFetch({ 'GET /api/me': () => json(200, { user: BRAND_USER }) });
    const covered = renderWalletDialog({ balance: 1250.5 });
    expect(await screen.findByRole('button', { name: 'Pay from wallet ($1,250.50 available)' })).toBeEnabled();
    // The card path is still there, unchanged.
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    covered.unmount();

    const short = renderWalletDialog({ balance: 1250.49 });
    expect(
      await screen.findByText(
        'Your Briefly wallet holds $1,250.49, not enough for this brief, so your card will be charged instead.',
      ),
    ).toBeInTheDocument();
    expect(walletButton()).not.toBeInTheDocument();
    short.unmount();

    const empty = renderWalletDialog({ balance: 0 });
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(walletButton()).not.toBeInTheDocument();
    expect(screen.queryByTestId('wallet-option')).not.toBeInTheDocument();
    empty.unmount();

    renderWalletDialog({ balance: undefined });
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.queryByTestId('wallet-option')).not.toBeInTheDocument();
  });

  it('funds an existing draft with POST /api/briefs/:id/fund/wallet and nothing else', JOURNEY, async () => {
    storeSession(BRAND_USER);
    const fund = deferred<Response>();
    const fetchMock = mockFetch({
      'GET /api/me': () => json(200, { user: BRAND_USER }),
      'POST /api/briefs/draft-1/fund/wallet': () => fund.promise,
    });
    const { user, prepareCheckout } = renderWalletDialog({ balance: 2000, briefId: 'draft-1' });
    await user.click(await screen.findByRole('button', { name: 'Pay from wallet ($2,000.00 available)' }));

    expect(await screen.findByText('Paying from your wallet…')).toBeInTheDocument();
    expect(progress()).toBe('processing');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    fund.resolve(json(200, { brief: makeBrandBrief({ id: 'draft-1', title: 'Latte art giveaway' }) }));
    expect(await screen.findByText('Brief “Latte art giveaway” is live')).toBeInTheDocument();
    expect(calledPaths(fetchMock)).toEqual(['POST /api/briefs/draft-1/fund/wallet']);
    const init = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/fund/wallet'))?.[1];
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
    expect(prepareCheckout).not.toHaveBeenCalled();
  });

  it('saves a new brief as a draft first, then funds that draft from the wallet', JOURNEY, async () => {
    storeSession(BRAND_USER);
    const fetchMock = mockFetch({
      'GET /api/me': () => json(200, { user: BRAND_USER }),
      'POST /api/briefs': () =>
        json(201, { id: 'b9', brief: makeBrandBrief({ id: 'b9', status: 'draft', isFunded: false }) }),
      'POST /api/briefs/b9/fund/wallet': () =>
        json(200, { brief: makeBrandBrief({ id: 'b9', title: 'Latte art giveaway' }) }),
    });
    const { user } = renderWalletDialog({ balance: 5000 });
    await user.click(await screen.findByRole('button', { name: 'Pay from wallet ($5,000.00 available)' }));

    expect(await screen.findByText('Brief “Latte art giveaway” is live')).toBeInTheDocument();
    expect(calledPaths(fetchMock)).toEqual(['POST /api/briefs', 'POST /api/briefs/b9/fund/wallet']);
    expect(bodyOf(fetchMock, '/api/briefs')).toEqual({ title: 'Latte art giveaway', draft: true });
  });

  it('shows the server error and returns to ready, with the card path still available', JOURNEY, async () => {
    storeSession(BRAND_USER);
    mockFetch({
      'GET /api/me': () => json(200, { user: BRAND_USER }),
      'POST /api/briefs/draft-1/fund/wallet': () =>
        json(409, { error: 'Your wallet balance is too low to fund this brief', code: 'INSUFFICIENT_BALANCE' }),
    });
    const { user } = renderWalletDialog({ balance: 2000, briefId: 'draft-1' });
    await user.click(await screen.findByRole('button', { name: 'Pay from wallet ($2,000.00 available)' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Failed to pay from wallet: Your wallet balance is too low to fund this brief',
    );
    expect(progress()).toBe('ready');
    expect(payButton()).toBeEnabled();
    expect(walletButton()).toBeEnabled();
  });

  it('keeps the card path as it was when the wallet is offered', JOURNEY, async () => {
    storeSession(BRAND_USER);
    const fetchMock = mockFetch({
      'GET /api/me': () => json(200, { user: BRAND_USER }),
      'POST /api/payments/create-payment-intent': () =>
        json(200, { clientSecret: 'pi_4_secret', client_secret: 'pi_4_secret', paymentIntentId: 'pi_4' }),
      'POST /test-provider/payment_intents/pi_4/confirm': () => json(200, { id: 'pi_4', status: 'succeeded' }),
      'POST /api/briefs': () =>
        json(201, { id: 'b10', brief: makeBrandBrief({ id: 'b10', title: 'Latte art giveaway' }) }),
    });
    const { user, prepareCheckout } = renderWalletDialog({ balance: 9000 });
    await fillCard(user, '4242424242424242');
    await user.click(payButton());

    expect(await screen.findByText('Brief “Latte art giveaway” is live')).toBeInTheDocument();
    expect(calledPaths(fetchMock)).toEqual([
      'POST /api/payments/create-payment-intent',
      'POST /test-provider/payment_intents/pi_4/confirm',
      'POST /api/briefs',
    ]);
    expect(bodyOf(fetchMock, '/api/briefs')).toMatchObject({ paymentIntentId: 'pi_4' });
    expect(prepareCheckout).not.toHaveBeenCalled();
  });
});
