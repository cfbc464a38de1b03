import { REVISION_MESSAGES, SUBMISSION_MESSAGES, type TBrandSubmission } from '@briefly/shared/submissions';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { brandBrief, brandSubmission, submissionAward } from '@/test/fixtures/submissions';
import { renderRoutes } from '@/test/render';
import { ManageRewardsTab } from './manage-rewards-tab';
import { ReviewSubmissions } from './review-submissions';

function renderAt(element: ReactNode, entry = '/brand/dashboard?tab=manage-rewards') {
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
    entry,
  );
  return { user, ...view };
}

const maya = brandSubmission({ id: 'sub-maya' });
const leo = brandSubmission({
  id: 'sub-leo',
  creatorId: 'creator-2',
  creatorName: 'Leo Martins',
  creator: { id: 'creator-2', fullName: 'Leo Martins', userName: 'leofilms', averageRating: 4.5, reviewCount: 2 },
  status: 'approved',
  reviewedAt: new Date().toISOString(),
});
const sam = brandSubmission({
  id: 'sub-sam',
  creatorId: 'creator-3',
  creatorName: 'Sam Okafor',
  creator: { id: 'creator-3', fullName: 'Sam Okafor', userName: 'samwrites', averageRating: null, reviewCount: 0 },
  status: 'rejected',
  reviewedAt: new Date().toISOString(),
});
const card = (name: string) => screen.getByRole('listitem', { name });

describe('ReviewSubmissions', () => {
  it('shows each submission; only pending ones offer Accept & Shortlist and Reject; approved reads Shortlisted', async () => {
    mockFetch({ 'GET /api/brands/submissions': () => json(200, { submissions: [maya, leo, sam] }) });
    renderAt(<ReviewSubmissions briefId="brief-1" />);

    const pending = await screen.findByRole('listitem', { name: 'Maya Chen' });
    expect(pending).toHaveTextContent('@mayacreates');
    expect(pending).toHaveTextContent('Shot in natural light.');
    expect(pending).toHaveTextContent(/Submitted 1 day ago/);
    expect(within(pending).getByRole('link', { name: /tiktok\.com/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(pending).getByRole('button', { name: 'Accept & Shortlist' })).toBeEnabled();
    expect(within(pending).getByRole('button', { name: 'Reject' })).toBeEnabled();

    expect(card('Leo Martins')).toHaveTextContent('Shortlisted');
    expect(within(card('Leo Martins')).queryByRole('button', { name: 'Accept & Shortlist' })).not.toBeInTheDocument();
    expect(card('Sam Okafor')).toHaveTextContent('Not selected');
    expect(within(card('Sam Okafor')).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Accept & Shortlist' })).toHaveLength(1);

    // Every card links to the creator's public profile and shows their rating.
    expect(within(pending).getByRole('link', { name: 'View profile of Maya Chen' })).toHaveAttribute(
      'href',
      '/creators/mayacreates',
    );
    expect(pending).toHaveTextContent('No reviews yet');
    expect(within(card('Leo Martins')).getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' })).toBeVisible();
  });

  it('marks winners with their place and reward; a submission that did not win has no badge', async () => {
    const winningLeo = { ...leo, award: submissionAward({ position: 2, amount: 75 }) };
    const winningMaya = {
      ...maya,
      award: submissionAward({
        position: 1,
        rewardType: 'prize',
        amount: 0,
        prizeName: 'Camera kit',
        payoutStatus: 'none',
        paidAt: null,
      }),
    };
    mockFetch({ 'GET /api/brands/submissions': () => json(200, { submissions: [winningMaya, winningLeo, sam] }) });
    renderAt(<ReviewSubmissions briefId="brief-1" />);

    const leoCard = await screen.findByRole('listitem', { name: 'Leo Martins' });
    expect(leoCard).toHaveTextContent('Shortlisted');
    expect(within(leoCard).getByRole('group', { name: 'Winner · 2nd place · $75.00 cash · Paid' })).toBeInTheDocument();
    expect(
      within(card('Maya Chen')).getByRole('group', { name: 'Winner · 1st place · Prize: Camera kit' }),
    ).toBeInTheDocument();
    // A pending winner can still be shortlisted, but not rejected.
    expect(within(card('Maya Chen')).getByRole('button', { name: 'Accept & Shortlist' })).toBeEnabled();
    expect(within(card('Maya Chen')).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(within(card('Sam Okafor')).queryByRole('group')).not.toBeInTheDocument();
    expect(card('Sam Okafor')).not.toHaveTextContent('Winner');
  });

  it('asks for changes with a note; the card then reads Changes requested and the filter finds it', async () => {
    let submissions: TBrandSubmission[] = [maya, leo];
    const requestRevision = vi.fn((init: RequestInit | undefined) => {
      expect(JSON.parse(String(init?.body))).toEqual({ note: 'Show the label up close.' });
      submissions = [
        {
          ...maya,
          changesRequested: { note: 'Show the label up close.', requestedAt: new Date().toISOString() },
          revisionsRequested: 1,
        },
        leo,
      ];
      return json(200, { submission: submissions[0] });
    });
    mockFetch({
      'GET /api/brands/submissions': () => json(200, { submissions }),
      'POST /api/brands/submissions/sub-maya/request-revision': requestRevision,
    });
    const { user } = renderAt(<ReviewSubmissions briefId="brief-1" />);

    await user.click(
      within(await screen.findByRole('listitem', { name: 'Maya Chen' })).getByRole('button', {
        name: 'Request changes',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request changes' });
    expect(dialog).toHaveTextContent('Request 1 of 2');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText(REVISION_MESSAGES.noteRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /What should change/ }), 'Show the label up close.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(requestRevision).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(card('Maya Chen')).toHaveTextContent('Changes requested'));
    expect(card('Maya Chen')).toHaveTextContent('Show the label up close.');
    expect(within(card('Maya Chen')).queryByRole('button', { name: 'Request changes' })).not.toBeInTheDocument();
    // A shortlisted submission may be asked for changes too.
    expect(within(card('Leo Martins')).getByRole('button', { name: 'Request changes' })).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'Changes requested (1)' }));
    expect(screen.getByRole('listitem', { name: 'Maya Chen' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Leo Martins' })).not.toBeInTheDocument();
  });

  it('says plainly when the link was sent before, names the platform, and offers no request past the limit', async () => {
    const copied = brandSubmission({
      id: 'sub-copy',
      files: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      contentPlatform: 'youtube',
      duplicateLink: { by: 'another_creator', submittedAt: '2026-05-03T12:00:00Z', briefTitle: null },
      revisionsRequested: 2,
    });
    mockFetch({ 'GET /api/brands/submissions': () => json(200, { submissions: [copied] }) });
    renderAt(<ReviewSubmissions briefId="brief-1" />);
    const item = await screen.findByRole('listitem', { name: 'Maya Chen' });
    expect(item).toHaveTextContent(/Also submitted by another creator on 3 May/);
    expect(within(item).getByRole('img', { name: 'YouTube' })).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: /youtube\.com/ })).toHaveAttribute('target', '_blank');
    expect(item.querySelector('iframe, video, embed, object')).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Request changes' })).not.toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'History' })).toBeInTheDocument();
  });

  it('accepts and shortlists a pending submission', async () => {
    let submissions: TBrandSubmission[] = [maya];
    const list = vi.fn((_init: RequestInit | undefined, url: string) => {
      expect(new URL(url, 'http://x').searchParams.get('briefId')).toBe('brief-1');
      return json(200, { submissions });
    });
    const approve = vi.fn(() => {
      submissions = [{ ...maya, status: 'approved', reviewedAt: new Date().toISOString() }];
      return json(200, { submission: submissions[0] });
    });
    mockFetch({ 'GET /api/brands/submissions': list, 'POST /api/brands/submissions/sub-maya/approve': approve });
    const { user } = renderAt(<ReviewSubmissions briefId="brief-1" />);

    await user.click(
      within(await screen.findByRole('listitem', { name: 'Maya Chen' })).getByRole('button', {
        name: 'Accept & Shortlist',
      }),
    );
    await waitFor(() => expect(approve).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(SUBMISSION_MESSAGES.accepted)).toBeInTheDocument();
    await waitFor(() => expect(card('Maya Chen')).toHaveTextContent('Shortlisted'));
    expect(within(card('Maya Chen')).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('rejects a pending submission', async () => {
    const reject = vi.fn(() => json(200, { submission: { ...maya, status: 'rejected' } }));
    mockFetch({
      'GET /api/brands/submissions': () => json(200, { submissions: [maya] }),
      'POST /api/brands/submissions/sub-maya/reject': reject,
    });
    const { user } = renderAt(<ReviewSubmissions briefId="brief-1" />);
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Maya Chen' })).getByRole('button', { name: 'Reject' }),
    );
    await waitFor(() => expect(reject).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(SUBMISSION_MESSAGES.rejected)).toBeInTheDocument();
  });

  it('says when a review fails', async () => {
    mockFetch({
      'GET /api/brands/submissions': () => json(200, { submissions: [maya] }),
      'POST /api/brands/submissions/sub-maya/approve': () =>
        json(409, { error: SUBMISSION_MESSAGES.notPending, code: 'SUBMISSION_REVIEWED' }),
      'POST /api/brands/submissions/sub-maya/reject': () =>
        json(500, { error: 'Internal error', code: 'INTERNAL_ERROR' }),
    });
    const { user } = renderAt(<ReviewSubmissions briefId="brief-1" />);
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Maya Chen' })).getByRole('button', {
        name: 'Accept & Shortlist',
      }),
    );
    expect(await screen.findByText('Failed to accept submission')).toBeInTheDocument();
    expect(screen.getByText(SUBMISSION_MESSAGES.notPending)).toBeInTheDocument();
    await user.click(within(card('Maya Chen')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Failed to reject submission')).toBeInTheDocument();
  });
});

describe('ReviewSubmissions: copied links (decision 048)', () => {
  it('names the first submission on the copy’s card, and tells the first that a later one uses its link', async () => {
    const first = brandSubmission({
      ...leo,
      id: 'sub-first',
      status: 'pending',
      reviewedAt: null,
      hasLaterDuplicate: true,
    });
    const copy = brandSubmission({
      id: 'sub-copy',
      duplicateOf: { submissionId: 'sub-first', creatorName: 'Leo Martins', submittedAt: '2026-11-26T12:00:00.000Z' },
    });
    mockFetch({ 'GET /api/brands/submissions': () => json(200, { submissions: [first, copy] }) });
    renderAt(<ReviewSubmissions briefId="brief-1" />);
    expect(await screen.findByRole('listitem', { name: 'Maya Chen' })).toHaveTextContent(
      'Same link as Leo Martins’s submission of 26 Nov 2026 (submitted first)',
    );
    expect(screen.getByRole('listitem', { name: 'Leo Martins' })).toHaveTextContent(
      'A later submission uses the same link',
    );
  });
});

describe('ManageRewardsTab', () => {
  it('lists the briefs that have submissions and opens one on its three tabs', async () => {
    mockFetch({
      'GET /api/brands/briefs': () =>
        json(200, {
          briefs: [
            brandBrief({ id: 'brief-1', title: 'Unbox our Winter Roast gift set', submissionsCount: 3 }),
            brandBrief({ id: 'brief-2', title: 'Nobody applied yet', submissionsCount: 0 }),
          ],
        }),
      'GET /api/brands/submissions': (_init, url) =>
        json(200, {
          submissions: new URL(url, 'http://x').searchParams.get('status') === 'pending' ? [maya] : [maya, leo, sam],
        }),
    });
    const { user, router } = renderAt(
      <ManageRewardsTab
        renderWinners={(brief) => <p>Winners of {brief.title}</p>}
        renderPayments={(brief) => <p>Payments of {brief.title}</p>}
      />,
    );

    const brief = await screen.findByRole('article', { name: 'Unbox our Winter Roast gift set' });
    expect(screen.queryByRole('article', { name: 'Nobody applied yet' })).not.toBeInTheDocument();
    expect(brief).toHaveTextContent('3 submissions');
    expect(await within(brief).findByText('1 to review')).toBeInTheDocument();

    await user.click(within(brief).getByRole('button', { name: 'Review submissions' }));
    expect(router.state.location.search).toContain('brief=brief-1');
    expect(await screen.findByRole('tab', { name: 'Review Submissions', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Leo Martins' })).toHaveTextContent('Shortlisted');

    // The other two tabs are filled by the features composed in (winner selection, payments).
    await user.click(screen.getByRole('tab', { name: 'Select Winners' }));
    expect(await screen.findByText('Winners of Unbox our Winter Roast gift set')).toBeInTheDocument();
    expect(router.state.location.search).toContain('view=winners');
    await user.click(screen.getByRole('tab', { name: 'Reward & Payment' }));
    expect(await screen.findByText('Payments of Unbox our Winter Roast gift set')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All briefs with submissions' }));
    expect(await screen.findByRole('article', { name: 'Unbox our Winter Roast gift set' })).toBeInTheDocument();
  });

  it('labels each brief by where its money is: an archived brief with its rewards awarded is not Funded', async () => {
    const brief = (id: string, title: string, figures: Partial<Parameters<typeof brandBrief>[0]>) =>
      brandBrief({ id, title, submissionsCount: 2, isFunded: true, ...figures });
    mockFetch({
      'GET /api/brands/briefs': () =>
        json(200, {
          briefs: [
            brief('b-held', 'Still open', { fundedAmount: 500, heldAmount: 500, winnersCount: 0 }),
            brief('b-awarded', 'Archived with awards', {
              status: 'archived',
              heldAmount: 0,
              totalRewardsPaid: 500,
              winnersCount: 2,
              unsettledAwards: 1,
            }),
            brief('b-paid', 'All paid', { heldAmount: 0, totalRewardsPaid: 500, winnersCount: 2, unsettledAwards: 0 }),
            brief('b-refunded', 'Given back', { status: 'archived', heldAmount: 0, winnersCount: 0 }),
          ],
        }),
      'GET /api/brands/submissions': () => json(200, { submissions: [] }),
    });
    renderAt(<ManageRewardsTab renderWinners={() => null} renderPayments={() => null} />);

    expect(await screen.findByRole('article', { name: 'Still open' })).toHaveTextContent('Funded');
    const awarded = screen.getByRole('article', { name: 'Archived with awards' });
    expect(awarded).toHaveTextContent('Rewards awarded');
    expect(awarded).not.toHaveTextContent('Funded');
    expect(screen.getByRole('article', { name: 'All paid' })).toHaveTextContent('Paid out');
    expect(screen.getByRole('article', { name: 'Given back' })).toHaveTextContent('Refunded');
  });
});
