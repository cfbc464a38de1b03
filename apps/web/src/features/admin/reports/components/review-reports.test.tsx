import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { renderRoutes } from '@/test/render';
import { ReviewReports } from './review-reports';

const reported = {
  review: {
    id: 'r1',
    briefId: 'b1',
    briefTitle: 'Spring launch',
    reviewer: { id: 'u1', type: 'brand', name: 'Jo Brand', userName: null },
    reviewee: { id: 'u2', type: 'creator', name: 'Maya Chen', userName: 'maya' },
    rating: 1,
    text: 'Never again.',
    createdAt: new Date().toISOString(),
    publishedAt: new Date().toISOString(),
    reply: null,
  },
  hidden: false,
  reports: [{ reason: 'Not true', reporterName: 'Maya Chen', at: new Date().toISOString() }],
};

const renderSection = () =>
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <>
            <Notifications />
            <ReviewReports />
          </>
        ),
      },
    ],
    '/',
  );

describe('ReviewReports (the admin’s Reported Reviews section)', () => {
  it('shows the review, the reason and the reporter; Keep dismisses the reports with a note', async () => {
    notifications.clean();
    let open = [reported];
    const keep = vi.fn((init: RequestInit | undefined) => {
      expect(JSON.parse(String(init?.body))).toEqual({ note: 'Harsh but honest' });
      open = [];
      return json(200, { id: 'r1', hidden: false });
    });
    mockFetch({
      'GET /api/admin/reviews/reports': () => json(200, { reports: open }),
      'POST /api/admin/reviews/r1/keep': keep,
    });
    renderSection();
    const item = await screen.findByRole('listitem', { name: 'Review by Jo Brand' });
    expect(item).toHaveTextContent('Never again.');
    expect(item).toHaveTextContent('Reported by Maya Chen');
    expect(item).toHaveTextContent('Not true');
    await userEvent.click(within(item).getByRole('button', { name: 'Keep' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep this review' });
    const confirm = within(dialog).getByRole('button', { name: 'Keep review' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why does it stay/ }), 'Harsh but honest');
    await userEvent.click(confirm);
    await waitFor(() => expect(keep).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('No reported reviews')).toBeInTheDocument();
  });

  it('hides a review with a reason; the list empties', async () => {
    notifications.clean();
    let open = [reported];
    const hide = vi.fn((init: RequestInit | undefined) => {
      expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Names a private person' });
      open = [];
      return json(200, { id: 'r1', hidden: true });
    });
    mockFetch({
      'GET /api/admin/reviews/reports': () => json(200, { reports: open }),
      'POST /api/admin/reviews/r1/hide': hide,
      'GET /api/admin/attention': () => json(200, { total: 0, sections: [] }),
    });
    renderSection();
    const item = await screen.findByRole('listitem', { name: 'Review by Jo Brand' });
    expect(item).toHaveTextContent('Jo Brand → Maya Chen');
    await userEvent.click(within(item).getByRole('button', { name: 'Hide review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review' });
    const confirm = within(dialog).getByRole('button', { name: 'Hide review' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why is it hidden/ }), 'Names a private person');
    await userEvent.click(confirm);
    await waitFor(() => expect(hide).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Review hidden')).toBeInTheDocument();
    expect(await screen.findByText('No reported reviews')).toBeInTheDocument();
  });

  it('shows the server’s refusal inside the Hide dialog', async () => {
    mockFetch({
      'GET /api/admin/reviews/reports': () => json(200, { reports: [reported] }),
      'POST /api/admin/reviews/r1/hide': () => json(409, { error: 'This review is already hidden', code: 'CONFLICT' }),
    });
    renderSection();
    const item = await screen.findByRole('listitem', { name: 'Review by Jo Brand' });
    await userEvent.click(within(item).getByRole('button', { name: 'Hide review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Why is it hidden/ }), 'Spam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(dialog).findByText('This review is already hidden')).toBeInTheDocument();
  });

  it('says when nothing is reported', async () => {
    mockFetch({ 'GET /api/admin/reviews/reports': () => json(200, { reports: [] }) });
    renderSection();
    expect(await screen.findByText('No reported reviews')).toBeInTheDocument();
  });

  it('offers Retry when it cannot load', async () => {
    mockFetch({
      'GET /api/admin/reviews/reports': () => json(500, { error: 'Something went wrong', code: 'INTERNAL_ERROR' }),
    });
    renderSection();
    expect(await screen.findByText('Failed to load reported reviews')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
