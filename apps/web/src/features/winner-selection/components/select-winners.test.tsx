import { REWARD_MESSAGES } from '@briefly/shared/rewards';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { rewardAssignment, rewardBrief, rewardTier } from '@/test/fixtures/rewards';
import { brandSubmission } from '@/test/fixtures/submissions';
import { renderRoutes } from '@/test/render';
import { accountHint, feePreview } from '../lib/winner-draft';
import { RewardPaymentPanel } from './reward-payment-panel';
import { SelectWinnersPanel } from './select-winners-panel';

function renderAt(element: ReactNode) {
  notifications.clean();
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      {
        path: '/brand/dashboard',
        element: (
          <>
            <Notifications />
            {element}
          </>
        ),
      },
    ],
    '/brand/dashboard?tab=manage-rewards&brief=brief-1&view=winners',
  );
  return { user, ...view };
}

const maya = brandSubmission({
  id: 'sub-maya',
  hasStripeAccount: true,
  stripeAccountStatus: { status: 'active' },
  content: 'x'.repeat(300),
});
const sam = brandSubmission({
  id: 'sub-sam',
  creatorId: 'creator-3',
  creatorName: 'Sam Okafor',
  creator: { id: 'creator-3', fullName: 'Sam Okafor', userName: 'samwrites', averageRating: null, reviewCount: 0 },
});
const lee = brandSubmission({
  id: 'sub-lee',
  creatorId: 'creator-4',
  creatorName: 'Lee Park',
  creator: { id: 'creator-4', fullName: 'Lee Park', userName: 'leepark', averageRating: null, reviewCount: 0 },
  hasStripeAccount: true,
  stripeAccountStatus: { status: 'restricted' },
});
const rejected = brandSubmission({
  id: 'sub-rej',
  creatorId: 'creator-5',
  creatorName: 'Rita Rejected',
  creator: { id: 'creator-5', fullName: 'Rita Rejected', userName: 'rita', averageRating: null, reviewCount: 0 },
  status: 'rejected',
});

function mockWinners(distribute?: (init: RequestInit | undefined) => Response | Promise<Response>) {
  return mockFetch({
    'GET /api/brands/reward-management': () =>
      json(200, {
        briefs: [
          rewardBrief({ rewardTiers: [rewardTier(1, 300), rewardTier(2, 200, { cashAmount: 150, creditAmount: 50 })] }),
        ],
      }),
    'GET /api/brands/submissions': () => json(200, { submissions: [maya, sam, lee, rejected] }),
    'POST /api/rewards/distribute-with-stripe/preview': (init) => json(200, previewOf(init)),
    ...(distribute ? { 'POST /api/rewards/distribute-with-stripe': distribute } : {}),
  });
}

/** The server's summary for a request (cash to Maya's active account, held for the others). */
function previewOf(init: RequestInit | undefined) {
  const body = JSON.parse(String(init?.body)) as {
    winners: Array<{ submissionId: string; creatorId: string; rewardType: 'cash'; amount: number; position: number }>;
  };
  const payees = body.winners.map((winner) => {
    const active = winner.submissionId === 'sub-maya';
    return {
      submissionId: winner.submissionId,
      creatorId: winner.creatorId,
      rewardType: winner.rewardType,
      position: winner.position,
      gross: winner.amount,
      platformFee: winner.amount / 10,
      net: winner.amount - winner.amount / 10,
      destination: active ? 'connected_account' : 'held',
      heldReason: active ? null : REWARD_MESSAGES.noAccountHint,
    };
  });
  const gross = payees.reduce((sum, payee) => sum + payee.gross, 0);
  const to = (destination: string) =>
    payees.filter((payee) => payee.destination === destination).reduce((sum, payee) => sum + payee.net, 0);
  return {
    payees,
    failed: [],
    totals: {
      gross,
      platformFee: gross / 10,
      toConnectedAccounts: to('connected_account'),
      held: to('held'),
      credited: 0,
    },
    pool: { before: 500, after: 500 - gross },
  };
}

const row = (name: string) => screen.getByRole('listitem', { name });

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Select Winners' }));
  return screen.findByRole('dialog', { name: 'Select Winners and Assign Rewards' });
}

describe('Select Winners and Assign Rewards', () => {
  it('lists eligible submissions with previews and payout-account hints; ticking defaults to cash at the next tier amount', async () => {
    mockWinners();
    const { user } = renderAt(<SelectWinnersPanel briefId="brief-1" briefTitle="Unbox our Winter Roast gift set" />);
    const dialog = await openModal(user);
    expect(within(dialog).queryByRole('listitem', { name: 'Rita Rejected' })).not.toBeInTheDocument();
    expect(within(row('Maya Chen')).getByTestId('content-preview').textContent).toHaveLength(201);
    expect(row('Maya Chen')).toHaveTextContent('Ready');
    expect(row('Sam Okafor')).toHaveTextContent(REWARD_MESSAGES.noAccountHint);
    expect(row('Lee Park')).toHaveTextContent('Verification required');
    expect(row('Lee Park')).toHaveTextContent(REWARD_MESSAGES.notActiveHint);

    const distribute = within(dialog).getByRole('button', { name: 'Distribute Rewards' });
    expect(distribute).toBeDisabled();

    await user.click(within(row('Maya Chen')).getByRole('checkbox'));
    expect(within(row('Maya Chen')).getByRole('radio', { name: 'Cash' })).toBeChecked();
    expect(within(row('Maya Chen')).getByRole('textbox', { name: 'Amount' })).toHaveValue('300');
    expect(within(row('Maya Chen')).getByRole('textbox', { name: 'Description' })).toHaveValue(
      '1st Place reward for "Unbox our Winter Roast gift set"',
    );
    expect(within(row('Maya Chen')).getByTestId('fee-preview')).toHaveTextContent(
      'Gross $300.00 · platform fee (10%) $30.00 · creator receives $270.00',
    );
    expect(distribute).toBeEnabled();

    // The next free position's tier: cash 150 + credit 50.
    await user.click(within(row('Sam Okafor')).getByRole('checkbox'));
    expect(within(row('Sam Okafor')).getByRole('textbox', { name: 'Amount' })).toHaveValue('200');
    // Only two tiers: a third winner cannot be ticked.
    expect(within(row('Lee Park')).getByRole('checkbox')).toBeDisabled();

    await user.click(within(row('Sam Okafor')).getByRole('checkbox'));
    expect(within(row('Lee Park')).getByRole('checkbox')).toBeEnabled();
  });

  it('marks a submission flagged as a copied link and asks for an explicit acknowledgement before it can win', async () => {
    const copier = brandSubmission({
      ...sam,
      duplicateOf: { submissionId: 'sub-maya', creatorName: 'Maya Chen', submittedAt: '2026-11-26T12:00:00.000Z' },
    });
    const previews: unknown[] = [];
    mockFetch({
      'GET /api/brands/reward-management': () =>
        json(200, { briefs: [rewardBrief({ rewardTiers: [rewardTier(1, 300), rewardTier(2, 200)] })] }),
      'GET /api/brands/submissions': () => json(200, { submissions: [maya, copier] }),
      'POST /api/rewards/distribute-with-stripe/preview': (init) => {
        previews.push(JSON.parse(String(init?.body)));
        return json(200, previewOf(init));
      },
    });
    const { user } = renderAt(<SelectWinnersPanel briefId="brief-1" briefTitle="Brief" />);
    const dialog = await openModal(user);
    expect(row('Sam Okafor')).toHaveTextContent('Same link as Maya Chen’s submission of 26 Nov 2026 (submitted first)');

    await user.click(within(row('Sam Okafor')).getByRole('checkbox'));
    const distribute = within(dialog).getByRole('button', { name: 'Distribute Rewards' });
    expect(distribute).toBeDisabled();
    const acknowledge = within(dialog).getByRole('checkbox', { name: /this winner made the content/ });
    await user.click(acknowledge);
    expect(distribute).toBeEnabled();
    await user.click(distribute);
    await waitFor(() => expect(previews).toHaveLength(1));
    expect(previews[0]).toMatchObject({ acknowledgeDuplicate: true });
  });

  it('runs the validateWinners checks in the modal', async () => {
    const distribute = vi.fn(() => json(200, { results: { successful: [], failed: [] } }));
    mockWinners(distribute);
    const { user } = renderAt(<SelectWinnersPanel briefId="brief-1" briefTitle="Brief" />);
    const dialog = await openModal(user);
    await user.click(within(row('Maya Chen')).getByRole('checkbox'));
    const amount = within(row('Maya Chen')).getByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Distribute Rewards' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REWARD_MESSAGES.cashAmount);
    expect(within(row('Maya Chen')).getByTestId('fee-preview')).toHaveTextContent('Enter an amount above $0.00');

    await user.click(within(row('Maya Chen')).getByRole('radio', { name: 'Credit' }));
    await user.click(within(dialog).getByRole('button', { name: 'Distribute Rewards' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REWARD_MESSAGES.creditAmount);

    await user.click(within(row('Maya Chen')).getByRole('radio', { name: 'Prize' }));
    await user.type(within(row('Maya Chen')).getByRole('textbox', { name: 'Prize name' }), 'Espresso machine');
    await user.click(within(dialog).getByRole('button', { name: 'Distribute Rewards' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REWARD_MESSAGES.prizeDetails);
    expect(distribute).not.toHaveBeenCalled();
  });

  it('distributes, toasts the count and the failed reasons; shows server errors inside the modal', async () => {
    let answer: 'ok' | 'error' = 'error';
    const distribute = vi.fn((init: RequestInit | undefined) => {
      const body = JSON.parse(String(init?.body)) as { briefId: string; winners: Array<Record<string, unknown>> };
      expect(body.briefId).toBe('brief-1');
      expect(body.winners).toEqual([
        {
          submissionId: 'sub-maya',
          creatorId: 'creator-1',
          rewardType: 'cash',
          amount: 300,
          description: '1st Place reward for "Brief"',
          position: 1,
        },
        {
          submissionId: 'sub-sam',
          creatorId: 'creator-3',
          rewardType: 'cash',
          amount: 200,
          description: '2nd Place reward for "Brief"',
          position: 2,
        },
      ]);
      if (answer === 'error') return json(422, { error: REWARD_MESSAGES.exceedsPool, code: 'EXCEEDS_POOL' });
      return json(200, {
        results: {
          successful: [
            {
              submissionId: 'sub-maya',
              creatorId: 'creator-1',
              assignmentId: 'a1',
              rewardType: 'cash',
              gross: 300,
              platformFee: 30,
              net: 270,
              payoutStatus: 'paid',
            },
          ],
          failed: [{ submissionId: 'sub-sam', creatorId: 'creator-3', reason: REWARD_MESSAGES.alreadyRewarded }],
        },
      });
    });
    mockWinners(distribute);
    const { user } = renderAt(<SelectWinnersPanel briefId="brief-1" briefTitle="Brief" />);
    const dialog = await openModal(user);
    await user.click(within(row('Maya Chen')).getByRole('checkbox'));
    await user.click(within(row('Sam Okafor')).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Distribute Rewards' }));
    // The exact summary first: each payee, fee, where it goes, the pool left, "cannot be undone".
    const summary = await within(dialog).findByRole('table', { name: 'Payment summary' });
    expect(within(summary).getByRole('row', { name: /Maya Chen/ })).toHaveTextContent(
      '#1 Maya Chen$300.00$30.00$270.00Paid now to their connected account',
    );
    expect(within(summary).getByRole('row', { name: /Sam Okafor/ })).toHaveTextContent(
      `#2 Sam Okafor$200.00$20.00$180.00Held in their Briefly wallet${REWARD_MESSAGES.noAccountHint}`,
    );
    expect(within(dialog).getByTestId('distribute-totals')).toHaveTextContent('Pool left: $0.00 of $500.00');
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    expect(distribute).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Pay $500.00' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REWARD_MESSAGES.exceedsPool);

    answer = 'ok';
    await user.click(within(dialog).getByRole('button', { name: 'Pay $500.00' }));
    expect(await screen.findByText('Rewards distributed: 1 payment paid to connected accounts.')).toBeInTheDocument();
    expect(screen.getByText('Maya Chen: paid to their connected account')).toBeInTheDocument();
    expect(screen.getByText(`Sam Okafor: ${REWARD_MESSAGES.alreadyRewarded}`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Select Winners and Assign Rewards' })).not.toBeInTheDocument(),
    );
  });

  it('disables Distribute while busy', async () => {
    let release!: () => void;
    const distribute = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(json(500, { error: 'Internal error', code: 'INTERNAL_ERROR' }));
        }),
    );
    mockWinners(distribute);
    const { user } = renderAt(<SelectWinnersPanel briefId="brief-1" briefTitle="Brief" />);
    const dialog = await openModal(user);
    await user.click(within(row('Maya Chen')).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Distribute Rewards' }));
    const button = await within(dialog).findByRole('button', { name: 'Pay $300.00' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    release();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Internal error');
  });

  it('shows the tiers with their winners and says when the brief is not funded', async () => {
    mockFetch({
      'GET /api/brands/reward-management': () =>
        json(200, { briefs: [rewardBrief({ rewardAssignments: [rewardAssignment({ payoutStatus: 'held' })] })] }),
      'GET /api/brands/submissions': () => json(200, { submissions: [maya] }),
    });
    renderAt(<SelectWinnersPanel briefId="brief-1" briefTitle="Brief" />);
    const table = await screen.findByRole('table', { name: 'Reward tiers' });
    expect(table).toHaveTextContent('Maya Chen');
    expect(table).toHaveTextContent('Held');
    expect(table).toHaveTextContent('Open');
  });

  it('says settled credit is in the creator’s wallet, not paid', async () => {
    mockFetch({
      'GET /api/brands/reward-management': () =>
        json(200, {
          briefs: [
            rewardBrief({ rewardAssignments: [rewardAssignment({ rewardType: 'credit', payoutStatus: 'paid' })] }),
          ],
        }),
      'GET /api/brands/submissions': () => json(200, { submissions: [maya] }),
    });
    renderAt(<SelectWinnersPanel briefId="brief-1" briefTitle="Brief" />);
    const table = await screen.findByRole('table', { name: 'Reward tiers' });
    expect(table).toHaveTextContent('Credited');
    expect(table).not.toHaveTextContent('Paid');
  });

  it('says when the brief is not funded', async () => {
    mockFetch({
      'GET /api/brands/reward-management': () => json(200, { briefs: [] }),
      'GET /api/brands/submissions': () => json(200, { submissions: [] }),
    });
    renderAt(<SelectWinnersPanel briefId="brief-1" briefTitle="Brief" />);
    expect(await screen.findByText(REWARD_MESSAGES.notFunded)).toBeInTheDocument();
  });
});

describe('winner-draft helpers', () => {
  it('splits the platform fee to the cent', () => {
    expect(feePreview(99.99, 10)).toEqual({ gross: 99.99, fee: 10, net: 89.99 });
    expect(feePreview(0, 10)).toBeNull();
    expect(feePreview(1.005, 10)).toBeNull();
  });
  it('labels payout accounts', () => {
    expect(accountHint({ hasStripeAccount: false, stripeAccountStatus: null }).hint).toBe(
      REWARD_MESSAGES.noAccountHint,
    );
    expect(accountHint({ hasStripeAccount: true, stripeAccountStatus: { status: 'active' } }).label).toBe('Ready');
    expect(accountHint({ hasStripeAccount: true, stripeAccountStatus: { status: 'pending' } }).label).toBe(
      'Setup incomplete',
    );
  });
});

describe('Reward & Payment', () => {
  it("shows the brief's money and winners, and refunds what is left of an archived, settled brief", async () => {
    const refund = vi.fn(() =>
      json(200, {
        refunded: 200,
        status: 'succeeded',
        destination: 'card',
        data: {
          funded: 500,
          assigned: 300,
          paid: 270,
          fees: 30,
          held: 0,
          refunded: 200,
          failedRefunds: 0,
          remaining: 0,
        },
      }),
    );
    mockFetch({
      'GET /api/briefs/brief-1/money': () =>
        json(200, {
          data: {
            funded: 500,
            assigned: 300,
            paid: 270,
            fees: 30,
            held: 0,
            refunded: 0,
            failedRefunds: 0,
            remaining: 200,
          },
        }),
      'GET /api/brands/reward-management': () =>
        json(200, {
          briefs: [
            rewardBrief({ status: 'archived', rewardAssignments: [rewardAssignment({ payoutStatus: 'paid' })] }),
          ],
        }),
      'POST /api/briefs/brief-1/refund': refund,
      'GET /api/briefs/brief-1/refund/preview': () =>
        json(200, { amount: 200, destination: 'card', retry: false, pool: { before: 200, after: 0 } }),
    });
    const { user } = renderAt(<RewardPaymentPanel briefId="brief-1" />);
    expect(await screen.findByTestId('money-remaining')).toHaveTextContent('$200.00');
    expect(screen.getByTestId('money-fees')).toHaveTextContent('$30.00');
    expect(await screen.findByRole('table', { name: 'Winners and payouts' })).toHaveTextContent('$270.00');
    await user.click(screen.getByRole('button', { name: "Refund what's left" }));
    const dialog = await screen.findByTestId('refund-confirm');
    expect(await within(dialog).findByText(/goes back to the card that funded it/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('refund-pool-left')).toHaveTextContent('Pool left: $0.00 of $200.00');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(await screen.findByRole('button', { name: 'Refund $200.00' }));
    await waitFor(() => expect(refund).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('$200.00 refunded to your card.')).toBeInTheDocument();
  });

  it('shows a failed card refund only when there is one, as money back in the wallet', async () => {
    mockFetch({
      'GET /api/briefs/brief-1/money': () =>
        json(200, {
          data: {
            funded: 500,
            assigned: 300,
            paid: 270,
            fees: 30,
            held: 0,
            refunded: 0,
            failedRefunds: 200,
            remaining: 0,
          },
        }),
      'GET /api/brands/reward-management': () =>
        json(200, {
          briefs: [
            rewardBrief({ status: 'archived', rewardAssignments: [rewardAssignment({ payoutStatus: 'paid' })] }),
          ],
        }),
    });
    renderAt(<RewardPaymentPanel briefId="brief-1" />);
    expect(await screen.findByTestId('money-failedRefunds')).toHaveTextContent('$200.00');
    expect(screen.getByText('Refund failed, in wallet')).toBeInTheDocument();
    expect(screen.getByTestId('money-refunded')).toHaveTextContent('$0.00');
    expect(screen.queryByRole('button', { name: "Refund what's left" })).not.toBeInTheDocument();
  });

  it('hides the failed-refund figure when no refund failed', async () => {
    mockFetch({
      'GET /api/briefs/brief-1/money': () =>
        json(200, {
          data: {
            funded: 500,
            assigned: 300,
            paid: 270,
            fees: 30,
            held: 0,
            refunded: 200,
            failedRefunds: 0,
            remaining: 0,
          },
        }),
      'GET /api/brands/reward-management': () =>
        json(200, {
          briefs: [
            rewardBrief({ status: 'archived', rewardAssignments: [rewardAssignment({ payoutStatus: 'paid' })] }),
          ],
        }),
    });
    renderAt(<RewardPaymentPanel briefId="brief-1" />);
    expect(await screen.findByTestId('money-refunded')).toHaveTextContent('$200.00');
    expect(screen.queryByTestId('money-failedRefunds')).not.toBeInTheDocument();
  });

  it('offers no refund while a winner is unpaid', async () => {
    mockFetch({
      'GET /api/briefs/brief-1/money': () =>
        json(200, {
          data: {
            funded: 500,
            assigned: 300,
            paid: 0,
            fees: 30,
            held: 270,
            refunded: 0,
            failedRefunds: 0,
            remaining: 200,
          },
        }),
      'GET /api/brands/reward-management': () =>
        json(200, {
          briefs: [
            rewardBrief({ status: 'archived', rewardAssignments: [rewardAssignment({ payoutStatus: 'held' })] }),
          ],
        }),
    });
    renderAt(<RewardPaymentPanel briefId="brief-1" />);
    expect(await screen.findByRole('table', { name: 'Winners and payouts' })).toHaveTextContent('Held');
    expect(screen.queryByRole('button', { name: "Refund what's left" })).not.toBeInTheDocument();
  });
});
