import type { TAdminJob, TAdminJobQueue } from '@briefly/shared/admin';
import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { formatWait, JobsSection } from './jobs-section';

const queue = (overrides: Partial<TAdminJobQueue>): TAdminJobQueue => ({
  queue: 'mail.send',
  ready: 0,
  active: 0,
  scheduled: 0,
  dead: 0,
  oldestReadyAt: null,
  oldestReadyAgeSeconds: 0,
  ...overrides,
});
const deadLetter: TAdminJob = {
  id: 57,
  queue: 'mail.send',
  status: 'failed',
  attempts: 8,
  maxAttempts: 8,
  lastError: 'connect ECONNREFUSED 127.0.0.1:587',
  payload: { mailId: 'm-1' },
  createdAt: '2026-11-27T08:00:00.000Z',
  runAt: '2026-11-27T09:00:00.000Z',
  completedAt: '2026-11-27T09:00:00.000Z',
};

function renderSection(handlers: Parameters<typeof mockFetch>[0], address = '/admin/dashboard?tab=jobs') {
  notifications.clean();
  const fetchMock = mockFetch(handlers);
  renderRoutes(
    [
      {
        path: '/admin/dashboard',
        element: (
          <>
            <Notifications />
            <JobsSection />
          </>
        ),
      },
    ],
    address,
  );
  return { fetchMock, user: userEvent.setup() };
}

const lists = {
  'GET /api/admin/jobs/queues': () =>
    json(200, {
      queues: [
        queue({
          queue: 'mail.send',
          ready: 2,
          dead: 1,
          oldestReadyAt: '2026-11-27T09:00:00.000Z',
          oldestReadyAgeSeconds: 540,
        }),
        queue({ queue: 'event:notifications', active: 1, scheduled: 3 }),
      ],
    }),
  'GET /api/admin/jobs': () => json(200, { jobs: [deadLetter], total: 1 }),
};

describe('JobsSection', () => {
  it('shows the queues with their depth and oldest wait, and the failed jobs with their last error', async () => {
    renderSection(lists);
    const queues = await screen.findByRole('table', { name: 'Queues' });
    const mail = within(queues).getByRole('row', { name: /mail\.send/ });
    expect(mail).toHaveTextContent('9 min');
    expect(within(queues).getByRole('row', { name: /event:notifications/ })).toHaveTextContent('—');
    const failed = await screen.findByRole('table', { name: 'Failed jobs' });
    expect(within(failed).getByRole('row', { name: /Job 57/ })).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:587');
    expect(within(failed).getByRole('row', { name: /Job 57/ })).toHaveTextContent('8 of 8');
  });

  it('retries a failed job after asking, and says so', async () => {
    const retry = vi.fn(() => json(200, { job: { ...deadLetter, status: 'queued' } }));
    const { user } = renderSection({ ...lists, 'POST /api/admin/jobs/57/retry': retry });
    await user.click(await screen.findByRole('button', { name: 'Retry job 57' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry job #57?' });
    expect(retry).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(retry).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Job #57 is queued again')).toBeInTheDocument();
  });

  it('shows why a discard failed, in the dialog', async () => {
    const { user } = renderSection({
      ...lists,
      'POST /api/admin/jobs/57/discard': () => json(404, { error: 'Failed job not found', code: 'NOT_FOUND' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Discard job 57' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard job #57?' });
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error: Failed job not found');
  });

  it('opens the job a Needs attention link names (?job=)', async () => {
    renderSection(
      { ...lists, 'GET /api/admin/jobs/57': () => json(200, { job: deadLetter }) },
      '/admin/dashboard?tab=jobs&job=57',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Job #57' });
    expect(await within(dialog).findByText('connect ECONNREFUSED 127.0.0.1:587')).toBeInTheDocument();
    expect(within(dialog).getByText(/"mailId": "m-1"/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retry job 57' })).toBeInTheDocument();
  });

  it('says when the job a link names no longer exists', async () => {
    renderSection(
      { ...lists, 'GET /api/admin/jobs/99': () => json(404, { error: 'Job not found', code: 'NOT_FOUND' }) },
      '/admin/dashboard?tab=jobs&job=99',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Job #99' });
    expect(await within(dialog).findByText(/This job no longer exists/)).toBeInTheDocument();
  });
});

describe('formatWait', () => {
  it.each([
    [45, '45 s'],
    [540, '9 min'],
    [3_600, '1 h'],
    [3_900, '1 h 5 min'],
    [2 * 86_400 + 4 * 3_600, '2 d 4 h'],
  ])('%i s reads %s', (seconds, text) => expect(formatWait(seconds)).toBe(text));
});
