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
    expect(await screen.findByText(REWARD_MESSAGES.processFailed)).toBeInTheDocument();
  });
});
