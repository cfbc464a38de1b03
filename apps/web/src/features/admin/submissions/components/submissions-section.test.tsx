import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred, json, mockFetch } from '@/test/fetch-mock';
import { adminSubmission, page } from '@/test/fixtures/admin';
import { renderRoutes } from '@/test/render';
import { SubmissionsSection } from './submissions-section';

const submission = adminSubmission();
const REVIEW = `PUT /api/admin/submissions/${submission.id}/review`;

function renderSection(handlers: Parameters<typeof mockFetch>[0], entry = '/admin/dashboard?tab=submissions') {
  notifications.clean();
  const fetchMock = mockFetch(handlers);
  const view = renderRoutes(
    [
      {
        path: '/admin/dashboard',
        element: (
          <>
            <Notifications />
            <SubmissionsSection />
          </>
        ),
      },
    ],
    entry,
  );
  return { fetchMock, router: view.router, user: userEvent.setup() };
}

const lastQuery = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://test'))
    .filter((url) => url.pathname === '/api/admin/submissions')
    .at(-1)?.searchParams;

describe('Submissions', () => {
  it('lists submissions with brief, creator, amount, status and submitted; actions on pending ones only', async () => {
    renderSection({
      'GET /api/admin/submissions': () =>
        json(
          200,
          page('submissions', [
            submission,
            adminSubmission({
              id: 's2',
              status: 'approved',
              creator: { fullName: 'Sam Rivera', userName: 'samr', email: 'sam@briefly.demo' },
            }),
          ]),
        ),
    });
    const table = await screen.findByRole('table', { name: 'Submissions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Brief', 'Creator', 'Brief pool', 'Status', 'Reward', 'Submitted', 'Actions']);
    const pending = within(table).getByRole('row', { name: /Maya Chen/ });
    expect(pending).toHaveTextContent('$1,500.00');
    expect(pending).toHaveTextContent('Pending');
    expect(within(pending).getByRole('button', { name: /^Shortlist/ })).toBeInTheDocument();
    const approved = within(table).getByRole('row', { name: /Sam Rivera/ });
    expect(within(approved).queryByRole('button', { name: /^Shortlist/ })).toBeNull();
    expect(within(approved).getByRole('button', { name: /^Review/ })).toBeInTheDocument();
  });

  it('filters by status and search through the address', async () => {
    const { fetchMock, router, user } = renderSection({
      'GET /api/admin/submissions': () => json(200, page('submissions', [submission])),
    });
    await screen.findByRole('table', { name: 'Submissions' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    await waitFor(() => expect(lastQuery(fetchMock)?.get('status')).toBe('pending'));
    await user.type(screen.getByRole('searchbox', { name: 'Search submissions' }), 'maya');
    await waitFor(() => expect(lastQuery(fetchMock)?.get('search')).toBe('maya'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('status')).toBe('pending');
    expect(params.get('search')).toBe('maya');
  });

  it('approves after confirming', async () => {
    const review = vi.fn((init: RequestInit | undefined) => {
      expect(JSON.parse(String(init?.body))).toEqual({ status: 'approved' });
      return json(200, { submission: { ...submission, status: 'approved' } });
    });
    const { user } = renderSection({
      'GET /api/admin/submissions': () => json(200, page('submissions', [submission])),
      [REVIEW]: review,
    });
    const table = await screen.findByRole('table', { name: 'Submissions' });
    await user.click(within(table).getByRole('button', { name: /^Shortlist Maya Chen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Shortlist submission?' });
    expect(dialog).toHaveTextContent('The creator is notified');
    await user.click(within(dialog).getByRole('button', { name: 'Shortlist' }));
    await waitFor(() => expect(review).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Submission shortlisted.')).toBeInTheDocument();
  });

  it('shows the server’s 409 when the submission is no longer pending', async () => {
    const { user } = renderSection({
      'GET /api/admin/submissions': () => json(200, page('submissions', [submission])),
      [REVIEW]: () => json(409, { error: 'This submission has already been reviewed', code: 'CONFLICT' }),
    });
    await user.click(
      within(await screen.findByRole('table', { name: 'Submissions' })).getByRole('button', {
        name: /^Reject Maya Chen/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reject submission?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error: This submission has already been reviewed',
    );
  });

  it('reviews in the detail modal: brief, creator, link and text, then rejects', async () => {
    const review = vi.fn(() => json(200, { submission: { ...submission, status: 'rejected' } }));
    const { user } = renderSection({
      'GET /api/admin/submissions': () => json(200, page('submissions', [submission])),
      [`GET /api/admin/submissions/${submission.id}`]: () => json(200, { submission }),
      [REVIEW]: review,
    });
    await user.click(
      within(await screen.findByRole('table', { name: 'Submissions' })).getByRole('button', {
        name: /^Review Maya Chen/,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Review submission' });
    expect(await within(dialog).findByRole('link', { name: /video\.example\/clip-1/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(dialog).toHaveTextContent('Shot on a phone.');
    expect(dialog).toHaveTextContent('creator@briefly.demo');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(review).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Submission not selected.')).toBeInTheDocument();
  });

  it('loads, then says when nothing matches, and offers Retry on failure', async () => {
    const first = deferred<Response>();
    let call = 0;
    const { user } = renderSection({
      'GET /api/admin/submissions': () => {
        call += 1;
        if (call === 1) return first.promise;
        return json(200, page('submissions', []));
      },
    });
    expect(screen.getByLabelText('Loading submissions')).toBeInTheDocument();
    first.resolve(json(503, { error: 'Service unavailable', code: 'UNAVAILABLE' }));
    expect(await screen.findByText('Failed to load submissions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No submissions found.')).toBeInTheDocument();
  });
});
