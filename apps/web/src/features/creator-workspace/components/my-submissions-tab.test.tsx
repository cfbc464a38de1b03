import { REVISION_MESSAGES, SUBMISSION_MESSAGES } from '@briefly/shared/submissions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { creatorSubmission, submissionAward } from '@/test/fixtures/submissions';
import { MySubmissionsTab } from './my-submissions-tab';
import { renderWorkspace } from './test-utils';

const pending = creatorSubmission({ id: 'sub-pending', briefTitle: 'Morning ritual story series' });
const approved = creatorSubmission({
  id: 'sub-approved',
  briefTitle: 'Latte art giveaway',
  status: 'approved',
  reviewedAt: new Date().toISOString(),
});
const row = (title: string) => screen.getByRole('listitem', { name: title });

describe('MySubmissionsTab', () => {
  it('lists submissions with their status, in the shared status words', async () => {
    mockFetch({ 'GET /api/creators/submissions': () => json(200, { submissions: [pending, approved] }) });
    renderWorkspace(<MySubmissionsTab />);
    expect(await screen.findByRole('listitem', { name: 'Morning ritual story series' })).toHaveTextContent('Pending');
    expect(row('Latte art giveaway')).toHaveTextContent('Shortlisted');
    expect(row('Latte art giveaway')).toHaveTextContent('Northwind Coffee');
    // What the creator can win is the range of the brief's tiers, not the whole pool.
    expect(row('Latte art giveaway')).toHaveTextContent('Can win $200.00 – $300.00');
    expect(row('Latte art giveaway')).not.toHaveTextContent('$500.00');
  });

  it('shows one amount when every tier pays the same, and no range once the submission won or was rejected', async () => {
    const single = creatorSubmission({ ...approved, rewardRange: { min: 150, max: 150 } });
    const won = creatorSubmission({ ...pending, award: submissionAward({ position: 1, amount: 270 }) });
    const rejected = creatorSubmission({
      id: 'sub-rejected',
      briefTitle: 'Coffee facts',
      status: 'rejected',
      reviewedAt: new Date().toISOString(),
    });
    mockFetch({ 'GET /api/creators/submissions': () => json(200, { submissions: [won, single, rejected] }) });
    renderWorkspace(<MySubmissionsTab />);
    expect(await screen.findByRole('listitem', { name: 'Latte art giveaway' })).toHaveTextContent('Can win $150.00');
    expect(row('Latte art giveaway')).not.toHaveTextContent('$150.00 –');
    expect(row('Coffee facts')).not.toHaveTextContent('Can win');
    expect(row('Coffee facts')).not.toHaveTextContent('$500.00');
    const winner = row('Morning ritual story series');
    expect(winner).not.toHaveTextContent('Can win');
    expect(winner).not.toHaveTextContent('$500.00');
    expect(winner).toHaveTextContent('$270.00 cash');
  });

  it('shows the brand’s request for changes, filters by it, and resubmits a new link', async () => {
    let submissions = [
      creatorSubmission({
        ...pending,
        changesRequested: { note: 'Show the mug up close.', requestedAt: new Date().toISOString() },
        revisionsRequested: 1,
      }),
      approved,
    ];
    const resubmit = vi.fn((init: RequestInit | undefined) => {
      expect(JSON.parse(String(init?.body))).toEqual({
        contentUrl: 'https://youtu.be/dQw4w9WgXcQ',
        additionalInfo: 'Shot in natural light.',
      });
      submissions = [creatorSubmission({ ...pending, revisionsRequested: 1 }), approved];
      return json(200, { submission: submissions[0] });
    });
    mockFetch({
      'GET /api/creators/submissions': () => json(200, { submissions }),
      'POST /api/submissions/sub-pending/resubmit': resubmit,
    });
    const { user } = renderWorkspace(<MySubmissionsTab />);
    const item = await screen.findByRole('listitem', { name: 'Morning ritual story series' });
    expect(item).toHaveTextContent('Changes requested');
    expect(item).toHaveTextContent('Northwind Coffee asked for changes');
    expect(item).toHaveTextContent('Show the mug up close.');

    await user.click(screen.getByRole('radio', { name: 'Changes requested (1)' }));
    expect(screen.queryByRole('listitem', { name: 'Latte art giveaway' })).not.toBeInTheDocument();

    await user.click(within(row('Morning ritual story series')).getByRole('button', { name: 'Resubmit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resubmit with changes' });
    const link = within(dialog).getByRole('textbox', { name: /Content URL/ });
    await user.clear(link);
    await user.type(link, 'https://youtu.be/dQw4w9WgXcQ');
    await user.click(within(dialog).getByRole('button', { name: 'Resubmit' }));
    await waitFor(() => expect(resubmit).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(REVISION_MESSAGES.resubmitted)).toBeInTheDocument();
  });

  it('asks before deleting, deletes, and says so', async () => {
    let submissions = [pending, approved];
    const remove = vi.fn(() => {
      submissions = [approved];
      return json(200, { id: 'sub-pending', deleted: true });
    });
    mockFetch({
      'GET /api/creators/submissions': () => json(200, { submissions }),
      'DELETE /api/creators/submissions/sub-pending': remove,
    });
    const { user } = renderWorkspace(<MySubmissionsTab />);

    await user.click(
      within(await screen.findByRole('listitem', { name: 'Morning ritual story series' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete submission' });
    expect(dialog).toHaveTextContent(SUBMISSION_MESSAGES.deleteConfirm);
    expect(remove).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(SUBMISSION_MESSAGES.deleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Morning ritual story series' })).not.toBeInTheDocument(),
    );
  });

  it('refuses to delete a reviewed submission, with a tooltip saying why', async () => {
    const remove = vi.fn(() => json(200, {}));
    mockFetch({
      'GET /api/creators/submissions': () => json(200, { submissions: [approved] }),
      'DELETE /api/creators/submissions/sub-approved': remove,
    });
    const { user } = renderWorkspace(<MySubmissionsTab />);

    const button = within(await screen.findByRole('listitem', { name: 'Latte art giveaway' })).getByRole('button', {
      name: 'Delete',
    });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(SUBMISSION_MESSAGES.cannotChangeReviewed);
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
  });

  it('shows the server refusal when a delete fails', async () => {
    mockFetch({
      'GET /api/creators/submissions': () => json(200, { submissions: [pending] }),
      'DELETE /api/creators/submissions/sub-pending': () =>
        json(409, { error: SUBMISSION_MESSAGES.cannotChangeReviewed, code: 'SUBMISSION_REVIEWED' }),
    });
    const { user } = renderWorkspace(<MySubmissionsTab />);
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Morning ritual story series' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(`Failed to delete submission: ${SUBMISSION_MESSAGES.cannotChangeReviewed}`),
    ).toBeInTheDocument();
  });

  it('opens the submission detail dialog from View', async () => {
    mockFetch({
      'GET /api/creators/submissions': () => json(200, { submissions: [pending] }),
      'GET /api/creators/submissions/sub-pending': () => json(200, { submission: pending }),
    });
    const { user } = renderWorkspace(<MySubmissionsTab />);
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Morning ritual story series' })).getByRole('button', {
        name: 'View',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Submission details' });
    const link = await within(dialog).findByRole('link', { name: /tiktok\.com/ });
    expect(link).toHaveAttribute('href', pending.files);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(dialog).toHaveTextContent('Shot in natural light.');
  });

  it('marks a winning submission with its place and net reward, in the list and its details', async () => {
    const won = creatorSubmission({
      ...approved,
      id: 'sub-won',
      award: submissionAward({ position: 2, amount: 67.5, payoutStatus: 'held', paidAt: null }),
    });
    mockFetch({
      'GET /api/creators/submissions': () => json(200, { submissions: [pending, won] }),
      'GET /api/creators/submissions/sub-won': () => json(200, { submission: won }),
    });
    const { user } = renderWorkspace(<MySubmissionsTab />);
    const winner = await screen.findByRole('listitem', { name: 'Latte art giveaway' });
    expect(within(winner).getByRole('group', { name: 'Winner · 2nd place · $67.50 cash · Held' })).toBeInTheDocument();
    // The place is said once on the row: the status badge, not a second badge beside the reward.
    expect(within(winner).getAllByText('Winner · 2nd place')).toHaveLength(1);
    expect(within(row('Morning ritual story series')).queryByRole('group')).not.toBeInTheDocument();
    expect(row('Morning ritual story series')).not.toHaveTextContent('Winner');

    await user.click(within(winner).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submission details' });
    expect(await within(dialog).findByRole('group', { name: /^Winner · 2nd place/ })).toHaveTextContent('$67.50 cash');
  });

  it('refuses to delete a pending submission that won, and says why', async () => {
    const wonPending = creatorSubmission({ ...pending, award: submissionAward({ position: 1, amount: 90 }) });
    const remove = vi.fn(() => json(200, { id: wonPending.id, deleted: true }));
    mockFetch({
      'GET /api/creators/submissions': () => json(200, { submissions: [wonPending] }),
      'GET /api/creators/submissions/sub-pending': () => json(200, { submission: wonPending }),
      'DELETE /api/creators/submissions/sub-pending': remove,
    });
    const { user } = renderWorkspace(<MySubmissionsTab />);
    const item = await screen.findByRole('listitem', { name: 'Morning ritual story series' });
    const deleteButton = within(item).getByRole('button', { name: 'Delete' });
    expect(deleteButton).toHaveAttribute('aria-disabled', 'true');
    await user.click(deleteButton);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.hover(deleteButton);
    expect(await screen.findByText(SUBMISSION_MESSAGES.awarded)).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();

    await user.click(within(item).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submission details' });
    await within(dialog).findByRole('group', { name: /^Winner · 1st place/ });
    expect(within(dialog).queryByRole('button', { name: 'Update Application' })).not.toBeInTheDocument();
  });

  it('offers a dispute on an award and on a rejection, and links one already open', async () => {
    const won = creatorSubmission({
      ...approved,
      id: 'sub-won',
      award: submissionAward({ assignmentId: 'assignment-7', awardedAt: new Date().toISOString() }),
    });
    const rejected = creatorSubmission({
      id: 'sub-rejected',
      briefTitle: 'Coffee facts',
      status: 'rejected',
      reviewedAt: new Date().toISOString(),
    });
    const old = creatorSubmission({
      id: 'sub-old',
      briefTitle: 'Old news',
      status: 'rejected',
      reviewedAt: new Date(Date.now() - 20 * 24 * 60 * 60 * 1000).toISOString(),
    });
    mockFetch({
      'GET /api/creators/submissions': () => json(200, { submissions: [won, rejected, old] }),
      'GET /api/disputes': () =>
        json(200, {
          disputes: [{ id: 'dispute-3', subjectType: 'submission', subjectId: 'sub-rejected', status: 'open' }],
        }),
    });
    renderWorkspace(<MySubmissionsTab />);
    const winner = await screen.findByRole('listitem', { name: 'Latte art giveaway' });
    expect(await within(winner).findByRole('button', { name: 'Open a dispute' })).toBeInTheDocument();
    expect(within(row('Coffee facts')).getByRole('link', { name: 'View dispute' })).toHaveAttribute(
      'href',
      '/disputes/dispute-3',
    );
    // Past the 14 days the server would refuse: no button.
    expect(within(row('Old news')).queryByRole('button', { name: 'Open a dispute' })).not.toBeInTheDocument();
  });

  it('says when there are none', async () => {
    mockFetch({ 'GET /api/creators/submissions': () => json(200, { submissions: [] }) });
    renderWorkspace(<MySubmissionsTab />);
    expect(await screen.findByText('No submissions found.')).toBeInTheDocument();
  });
});
