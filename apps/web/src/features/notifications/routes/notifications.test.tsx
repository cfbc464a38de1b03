import { NOTIFICATION_MESSAGES, type TNotification } from '@briefly/shared/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { formatZonedDateTime } from '@briefly/shared/zoned-time';
import { describe, expect, it, vi } from 'vitest';
import { viewerZone } from '@/lib/viewer-time';
import { json, mockFetch } from '@/test/fetch-mock';
import { aNotification, queryOf, renderWithClient } from '../test-fixtures';
import { NOT_FOUND_TEXT, NotificationDetailRoute } from './notification-detail';
import { NotificationsRoute } from './notifications';

const routes = [
  { path: '/notifications', element: <NotificationsRoute /> },
  { path: '/notifications/:id', element: <NotificationDetailRoute /> },
  { path: '/brand/review', element: <p>Review page</p> },
];

/** A server over a fixed inbox that filters like the real one and counts like it. */
function inbox(items: TNotification[]) {
  return (_init: RequestInit | undefined, url: string) => {
    const query = queryOf(url);
    const category = query.get('category');
    const isRead = query.get('isRead');
    const matching = items.filter(
      (item) => (!category || item.category === category) && (isRead === null || item.isRead === (isRead === 'true')),
    );
    const offset = Number(query.get('offset') ?? 0);
    const limit = Number(query.get('limit') ?? 20);
    const unread = items.filter((item) => !item.isRead).length;
    return json(200, {
      notifications: matching.slice(offset, offset + limit),
      stats: { total: items.length, unread, urgent: 0 },
      total: matching.length,
    });
  };
}

describe('/notifications', () => {
  it('shows the tabs with counts, the total and the cards; each tab lists its own', async () => {
    const items = [
      aNotification({ title: 'New submission', category: 'submission' }),
      aNotification({ title: 'Payout sent', category: 'payment', type: 'success' }),
      aNotification({ title: 'Brief funded', category: 'brief', isRead: true }),
    ];
    mockFetch({ 'GET /api/notifications': inbox(items) });
    const { user } = renderWithClient(routes, '/notifications');

    expect(await screen.findByText('3 total · 2 unread')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All 3' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Unread 2' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Read 1' })).toBeInTheDocument();
    const payout = screen.getByRole('article', { name: 'Payout sent' });
    expect(within(payout).getByRole('img', { name: 'Success' })).toBeInTheDocument();
    expect(within(payout).getByText('Unread')).toBeInTheDocument();
    expect(within(payout).getByText(/minutes? ago/)).toBeInTheDocument();
    expect(within(payout).getByRole('link', { name: 'Payout sent' })).toHaveAttribute(
      'href',
      `/notifications/${items[1]!.id}`,
    );
    expect(within(screen.getByRole('article', { name: 'Brief funded' })).queryByText('Unread')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Read 1' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Payout sent' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Brief funded' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Unread 2' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Brief funded' })).toBeNull());
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('filters by category and counts the tabs within it', async () => {
    const items = [
      aNotification({ title: 'Payout sent', category: 'payment' }),
      aNotification({ title: 'Refund sent', category: 'payment', isRead: true }),
      aNotification({ title: 'New submission' }),
    ];
    const fetchMock = mockFetch({ 'GET /api/notifications': inbox(items) });
    const { user } = renderWithClient(routes, '/notifications?category=payment');
    expect(await screen.findByRole('article', { name: 'Payout sent' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'New submission' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'All 2' })).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Unread 1' })).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.every(
        ([url]) => !String(url).startsWith('/api/notifications') || queryOf(String(url)).get('category') === 'payment',
      ),
    ).toBe(true);

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'All categories' }));
    expect(await screen.findByRole('article', { name: 'New submission' })).toBeInTheDocument();
  });

  it.each([
    ['all', 'No notifications yet'],
    ['unread', 'You’re all caught up'],
    ['read', 'Nothing read yet'],
  ])('says so when the %s tab is empty', async (tab, title) => {
    mockFetch({ 'GET /api/notifications': inbox([]) });
    renderWithClient(routes, `/notifications?tab=${tab}`);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows a failed load (server, then no answer) with Retry', async () => {
    let answer: 'fail' | 'offline' | 'ok' = 'fail';
    mockFetch({
      'GET /api/notifications': (init, url) => {
        if (answer === 'fail') return json(500, { error: 'Something went wrong', code: 'INTERNAL_ERROR' });
        if (answer === 'offline') throw new TypeError('Failed to fetch');
        return inbox([aNotification({ title: 'Back online' })])(init, url);
      },
    });
    const { user } = renderWithClient(routes, '/notifications');
    expect(await screen.findByText(NOTIFICATION_MESSAGES.loadFailed)).toBeInTheDocument();
    answer = 'offline';
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Error loading notifications')).toBeInTheDocument();
    answer = 'ok';
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Back online' })).toBeInTheDocument();
  });

  it('loads more, page by page', async () => {
    const items = Array.from({ length: 25 }, (_, index) => aNotification({ title: `Item ${index + 1}`, isRead: true }));
    mockFetch({ 'GET /api/notifications': inbox(items) });
    const { user } = renderWithClient(routes, '/notifications');
    expect(await screen.findByText('Showing 20 of 25')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 25 of 25')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Item 25' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('marks one read and dismisses one from its card', async () => {
    let items = [aNotification({ title: 'Payout sent' }), aNotification({ title: 'Old news', isRead: true })];
    const read = vi.fn(() => {
      items = items.map((item) => (item.title === 'Payout sent' ? { ...item, isRead: true } : item));
      return json(200, { notification: items[0] });
    });
    const dismiss = vi.fn(() => {
      const gone = items.find((item) => item.title === 'Old news')!;
      items = items.filter((item) => item !== gone);
      return json(200, { id: gone.id, dismissed: true });
    });
    mockFetch({
      'GET /api/notifications': (init, url) => inbox(items)(init, url),
      [`PATCH /api/notifications/${items[0]!.id}/read`]: read,
      [`DELETE /api/notifications/${items[1]!.id}`]: dismiss,
    });
    const { user } = renderWithClient(routes, '/notifications');
    await user.click(await screen.findByRole('button', { name: 'Mark “Payout sent” as read' }));
    await waitFor(() => expect(screen.getByText('2 total · 0 unread')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Dismiss “Old news”' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Old news' })).toBeNull());
    expect(read).toHaveBeenCalledTimes(1);
    expect(dismiss).toHaveBeenCalledTimes(1);
  });
});

describe('/notifications/:id', () => {
  it('shows the notification in full and marks an unread one read on opening', async () => {
    const item = aNotification({
      title: 'New submission',
      message: 'Ada submitted to “Cold brew”.',
      type: 'info',
      category: 'submission',
      link: '/brand/review',
      createdAt: '2026-11-21T15:30:00.000Z',
    });
    const read = vi.fn(() => json(200, { notification: { ...item, isRead: true, readAt: new Date().toISOString() } }));
    mockFetch({
      [`GET /api/notifications/${item.id}`]: () => json(200, { notification: item }),
      [`PATCH /api/notifications/${item.id}/read`]: read,
      'GET /api/notifications': inbox([item]),
    });
    const { user } = renderWithClient(routes, `/notifications/${item.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'New submission' })).toBeInTheDocument();
    expect(screen.getByText('Ada submitted to “Cold brew”.')).toBeInTheDocument();
    expect(screen.getByText('Info')).toBeInTheDocument();
    // No raw id on the page: it means nothing to a person.
    expect(screen.queryByText(item.id)).not.toBeInTheDocument();
    // On the viewer's clock, the zone named (the one clock).
    const when = formatZonedDateTime(item.createdAt, viewerZone());
    expect(when).toMatch(/ at \d{1,2}:\d{2} [AP]M \S+/);
    expect(screen.getByText(when)).toBeInTheDocument();
    await waitFor(() => expect(read).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByTestId('read-state')).toHaveTextContent('Read'));

    await user.click(screen.getByRole('link', { name: 'Open' }));
    expect(await screen.findByText('Review page')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('does not mark a read one again', async () => {
    const item = aNotification({ isRead: true, readAt: new Date().toISOString() });
    const read = vi.fn(() => json(200, { notification: item }));
    mockFetch({
      [`GET /api/notifications/${item.id}`]: () => json(200, { notification: item }),
      [`PATCH /api/notifications/${item.id}/read`]: read,
    });
    renderWithClient(routes, `/notifications/${item.id}`);
    expect(await screen.findByTestId('read-state')).toHaveTextContent('Read');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(read).not.toHaveBeenCalled();
  });

  it('says Notification Not Found for a 404', async () => {
    const id = '00000000-0000-4000-8000-999999999999';
    mockFetch({
      [`GET /api/notifications/${id}`]: () => json(404, { error: NOTIFICATION_MESSAGES.notFound, code: 'NOT_FOUND' }),
    });
    renderWithClient(routes, `/notifications/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notification Not Found' })).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(NOT_FOUND_TEXT).toBe('The notification you’re looking for doesn’t exist or has been removed.');
    expect(screen.getByRole('link', { name: 'Back to notifications' })).toHaveAttribute('href', '/notifications');
  });

  it('says Error loading notification with Retry for other failures', async () => {
    const item = aNotification({ title: 'Recovered', isRead: true });
    let fail = true;
    mockFetch({
      [`GET /api/notifications/${item.id}`]: () =>
        fail ? json(500, { error: 'Something went wrong', code: 'INTERNAL_ERROR' }) : json(200, { notification: item }),
    });
    const { user } = renderWithClient(routes, `/notifications/${item.id}`);
    expect(await screen.findByText('Error loading notification')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recovered' })).toBeInTheDocument();
  });
});
