import { REWARD_MESSAGES } from '@briefly/shared/rewards';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { rewardAssignment, rewardBrief } from '@/test/fixtures/rewards';
import { renderRoutes } from '@/test/render';
import { RewardManagementPage } from './reward-management-page';

function renderPage(entry = '/brand/reward-management') {
  notifications.clean();
  const user = userEvent.setup();
  const view = renderRoutes(
    [
      {
        path: '/brand/reward-management',
        element: (
          <>
            <Notifications />
            <RewardManagementPage />
          </>
        ),
      },
    ],
    entry,
  );
  return { user, ...view };
}

const submission = (id: string, fullName: string, content: string) => ({
  id,
  creatorId: `creator-${id}`,
  content,
  status: 'approved',
  creator: { fullName, userName: fullName.toLowerCase() },
  submittedAt: new Date().toISOString(),
});

const funded = rewardBrief({
  id: 'b-funded',
  title: 'Funded only',
  submissions: [submission('s1', 'Maya Chen', 'a'.repeat(150)), submission('s2', 'Sam Okafor', 'short')],
});
const selected = rewardBrief({
  id: 'b-selected',
  title: 'Has winners',
  rewardAssignments: [rewardAssignment({ id: 'as-1', payoutStatus: 'held' })],
  submissions: [submission('submission-1', 'Maya Chen', 'x')],
});
const paid = rewardBrief({
  id: 'b-paid',
  title: 'All paid',
  rewardAssignments: [
    rewardAssignment({ id: 'as-2', payoutStatus: 'paid' }),
    rewardAssignment({ id: 'as-3', rewardTierId: 'tier-2', rewardType: 'prize', payoutStatus: 'none' }),
  ],
});
const unfunded = rewardBrief({ id: 'b-draft', title: 'Draft brief', isFunded: false, fundedAt: null });

describe('RewardManagementPage', () => {
  it('groups briefs by stage with counts; loading text first', async () => {
    mockFetch({ 'GET /api/brands/reward-management': () => json(200, { briefs: [funded, selected, paid, unfunded] }) });
    const { user } = renderPage();
    expect(screen.getByText('Loading reward management...')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /Funded Briefs\s*1/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Winners Selected\s*1/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Payouts Completed\s*1/ })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Funded only' })).toHaveTextContent('$500.00');
    expect(screen.queryByRole('article', { name: 'Draft brief' })).not.toBeInTheDocument();
    // Process Payouts shows only in the winners_selected tab.
    expect(screen.queryByRole('button', { name: 'Process Payouts' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Winners Selected/ }));
    expect(await screen.findByRole('article', { name: 'Has winners' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Process Payouts' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Payouts Completed/ }));
    expect(await screen.findByRole('article', { name: 'All paid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Process Payouts' })).not.toBeInTheDocument();
  });

  it('keeps a brief with a tier still open and money left out of Payouts Completed', async () => {
    const open = rewardBrief({
      id: 'b-open',
      title: 'One tier open',
      remaining: 200,
      rewardAssignments: [rewardAssignment({ id: 'as-4', payoutStatus: 'paid' })],
    });
    mockFetch({ 'GET /api/brands/reward-management': () => json(200, { briefs: [open, paid] }) });
    const { user } = renderPage();
    expect(await screen.findByRole('tab', { name: /Winners Selected\s*1/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Payouts Completed\s*1/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Winners Selected/ }));
    expect(await screen.findByRole('article', { name: 'One tier open' })).toBeInTheDocument();
  });

  it('says settled credit is credited to the creator’s wallet, and settled cash is paid', async () => {
    const mixed = rewardBrief({
      id: 'b-mixed',
      title: 'Cash and credit',
      rewardAssignments: [
        rewardAssignment({ id: 'as-cash', payoutStatus: 'paid' }),
        rewardAssignment({ id: 'as-credit', rewardTierId: 'tier-2', rewardType: 'credit', payoutStatus: 'paid' }),
      ],
    });
    mockFetch({ 'GET /api/brands/reward-management': () => json(200, { briefs: [mixed] }) });
    const { user } = renderPage('/brand/reward-management?tab=payouts_completed');
    const card = await screen.findByRole('article', { name: 'Cash and credit' });
    await user.click(within(card).getByRole('button', { name: 'Manage Rewards' }));
    expect(within(card).getByLabelText('1st Place')).toHaveTextContent('Paid');
    expect(within(card).getByLabelText('2nd Place')).toHaveTextContent('Credited');
    expect(within(card).getByLabelText('2nd Place')).not.toHaveTextContent('Paid');
  });

  it('lets the brand dispute an award it gave, and links the dispute once one is open', async () => {
    let disputes: unknown[] = [];
    mockFetch({
      'GET /api/brands/reward-management': () => json(200, { briefs: [selected] }),
      'GET /api/disputes': () => json(200, { disputes }),
    });
    const { user, unmount } = renderPage('/brand/reward-management?tab=winners_selected');
    const card = await screen.findByRole('article', { name: 'Has winners' });
    await user.click(within(card).getByRole('button', { name: 'Manage Rewards' }));
    await user.click(await within(card).findByRole('button', { name: 'Open a dispute' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a dispute' });
    expect(dialog).toHaveTextContent('your award of 1st Place to Maya Chen on “Has winners”');
    // The brand's usual reasons, not the creator's.
    expect(
      within(dialog).getByRole('option', { name: 'The winner did not deliver what the brief asked' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: 'The award has not been paid' })).not.toBeInTheDocument();
    unmount();

    disputes = [{ id: 'dispute-8', subjectType: 'award', subjectId: 'as-1', status: 'open' }];
    const again = renderPage('/brand/reward-management?tab=winners_selected');
    const reloaded = await screen.findByRole('article', { name: 'Has winners' });
    await again.user.click(within(reloaded).getByRole('button', { name: 'Manage Rewards' }));
    expect(await within(reloaded).findByRole('link', { name: 'View dispute' })).toHaveAttribute(
      'href',
      '/disputes/dispute-8',
    );
  });

  it('shows the empty states with their hints', async () => {
    mockFetch({ 'GET /api/brands/reward-management': () => json(200, { briefs: [] }) });
    const { user } = renderPage();
    expect(await screen.findByText('No funded briefs found')).toBeInTheDocument();
    expect(screen.getByText('Fund some briefs to start managing rewards')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Payouts Completed/ }));
    expect(await screen.findByText('No payouts completed briefs found')).toBeInTheDocument();
    expect(screen.getByText('Assign winners to funded briefs to see them here')).toBeInTheDocument();
  });

  it('assigns a tier to an unassigned submission (first 100 characters shown)', async () => {
    const assign = vi.fn((init: RequestInit | undefined) => {
      expect(JSON.parse(String(init?.body))).toEqual({
        rewardTierId: 'tier-1',
        submissionId: 's1',
        creatorId: 'creator-s1',
      });
      return json(201, { message: REWARD_MESSAGES.assigned, assignment: rewardAssignment() });
    });
    mockFetch({
      'GET /api/brands/reward-management': () => json(200, { briefs: [funded] }),
      'POST /api/briefs/b-funded/assign-reward': assign,
    });
    const { user } = renderPage();
    const card = await screen.findByRole('article', { name: 'Funded only' });
    await user.click(within(card).getByRole('button', { name: 'Manage Rewards' }));
    expect(within(card).getByRole('button', { name: 'Hide Details' })).toBeInTheDocument();
    const tier = within(card).getByLabelText('1st Place');
    expect(tier).toHaveTextContent('Unassigned');
    expect(tier).toHaveTextContent(`${'a'.repeat(100)}…`);
    expect(tier).not.toHaveTextContent('a'.repeat(101));
    await user.click(within(tier).getByRole('button', { name: 'Assign 1st Place to Maya Chen' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(REWARD_MESSAGES.assigned)).toBeInTheDocument();
  });

  it('removes an assignment and processes payouts, with the server message or the default on failure', async () => {
    mockFetch({
      'GET /api/brands/reward-management': () => json(200, { briefs: [selected] }),
      'DELETE /api/reward-assignments/as-1': () => json(200, { message: REWARD_MESSAGES.assignmentRemoved }),
      'GET /api/briefs/b-selected/process-payouts/preview': () => json(200, payoutsPreview),
      'POST /api/briefs/b-selected/process-payouts': () => {
        throw new TypeError('offline');
      },
    });
    const { user } = renderPage('/brand/reward-management?tab=winners_selected');
    const card = await screen.findByRole('article', { name: 'Has winners' });
    await user.click(within(card).getByRole('button', { name: 'Manage Rewards' }));
    expect(within(card).getByLabelText('1st Place')).toHaveTextContent('Maya Chen');
    await user.click(within(card).getByRole('button', { name: 'Remove Assignment' }));
    expect(await screen.findByText(REWARD_MESSAGES.assignmentRemoved)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Process Payouts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Process payouts' });
    await user.click(await within(dialog).findByRole('button', { name: 'Pay $270.00' }));
    expect(await screen.findByText(REWARD_MESSAGES.processFailed)).toBeInTheDocument();
  });

  it("confirms Process Payouts with the server's plan (connected account now, held and why) and names each payee's outcome", async () => {
    const process = vi.fn(() =>
      json(200, {
        message: REWARD_MESSAGES.payoutsProcessed,
        processed: 1,
        results: [
          {
            submissionId: 's-1',
            creatorId: 'creator-1',
            assignmentId: 'as-1',
            rewardType: 'cash',
            gross: 300,
            platformFee: 30,
            net: 270,
            payoutStatus: 'held',
          },
        ],
      }),
    );
    mockFetch({
      'GET /api/brands/reward-management': () => json(200, { briefs: [selected] }),
      'GET /api/briefs/b-selected/process-payouts/preview': () =>
        json(200, {
          ...payoutsPreview,
          payees: [{ ...payoutsPreview.payees[0], destination: 'held', heldReason: REWARD_MESSAGES.noAccountHint }],
          totals: { net: 270, toConnectedAccounts: 0, held: 270, credited: 0 },
        }),
      'POST /api/briefs/b-selected/process-payouts': process,
    });
    const { user } = renderPage('/brand/reward-management?tab=winners_selected');
    const card = await screen.findByRole('article', { name: 'Has winners' });
    await user.click(within(card).getByRole('button', { name: 'Process Payouts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Process payouts' });
    const summary = await within(dialog).findByRole('table', { name: 'Payout summary' });
    expect(summary).toHaveTextContent('Maya Chen');
    expect(summary).toHaveTextContent('Held in their Briefly wallet');
    expect(summary).toHaveTextContent(REWARD_MESSAGES.noAccountHint);
    expect(dialog).toHaveTextContent('Held until a payout account exists: $270.00');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Try the transfers again' }));
    await waitFor(() => expect(process).toHaveBeenCalledTimes(1));
    expect(
      await screen.findByText('Payouts processed: 1 payment held until a payout account exists.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Maya Chen: $270.00 held until they connect a payout account')).toBeInTheDocument();
    expect(screen.queryByText(/processed successfully/i)).not.toBeInTheDocument();
  });
});

const payoutsPreview = {
  payees: [
    {
      assignmentId: 'as-1',
      submissionId: 's-1',
      creatorId: 'creator-1',
      rewardType: 'cash',
      net: 270,
      destination: 'connected_account',
      heldReason: null,
    },
  ],
  totals: { net: 270, toConnectedAccounts: 270, held: 0, credited: 0 },
  poolLeft: 0,
};
