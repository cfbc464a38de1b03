import {
  applyNotificationPreferences,
  type TUpdateNotificationPreferencesRequest,
} from '@briefly/shared/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BRAND_USER, storeSession } from '@/test/brief-fixtures';
import { json, mockFetch, PUBLIC_CONFIG } from '@/test/fetch-mock';
import { ADMIN_USER } from '@/test/fixtures/admin';
import { aNotification, listAnswer, preferencesAnswer, queryOf, renderWithClient } from '../test-fixtures';
import { NotificationBell } from './notification-bell';

const MIN = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function renderBell(path = '/brand/dashboard') {
  return renderWithClient(
    [
      { path: '/brand/dashboard', element: <NotificationBell /> },
      {
        path: '/notifications',
        element: (
          <>
            <p>Notifications page</p>
            <NotificationBell />
          </>
        ),
      },
      { path: '/notifications/:id', element: <p>Detail page</p> },
      { path: '/brand/review', element: <p>Review page</p> },
    ],
    path,
  );
}

const bellButton = () => screen.getByRole('button', { name: /^Notifications/ });

async function openBell(user: ReturnType<typeof renderBell>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog');
}

describe('NotificationBell', () => {
  it('caps the unread badge at 99+ and says the count to screen readers', async () => {
    mockFetch({
      'GET /api/notifications': () => json(200, listAnswer([aNotification()], { total: 180, unread: 150 })),
    });
    renderBell();
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications, 150 unread'));
    expect(within(screen.getByTestId('notification-bell')).getByText('99+')).toBeInTheDocument();
  });

  it('shows no badge with nothing unread', async () => {
    mockFetch({
      'GET /api/notifications': () => json(200, listAnswer([aNotification({ isRead: true })], { unread: 0 })),
    });
    renderBell();
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications'));
    expect(within(screen.getByTestId('notification-bell')).queryByText('0')).toBeNull();
  });

  it('lists All and Unread in their tabs, with counts', async () => {
    const read = aNotification({ title: 'Brief funded', isRead: true });
    const fresh = aNotification({ title: 'New submission' });
    const fetchMock = mockFetch({
      'GET /api/notifications': (_init, url) =>
        json(
          200,
          queryOf(url).get('isRead') === 'false'
            ? listAnswer([fresh], { total: 2, unread: 1 })
            : listAnswer([fresh, read]),
        ),
    });
    const { user } = renderBell();
    const dialog = await openBell(user);
    expect(within(dialog).getByRole('tab', { name: 'All (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(dialog).findByText('Brief funded')).toBeInTheDocument();
    expect(within(dialog).getByText('New submission')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: 'Unread (1)' }));
    await waitFor(() => expect(within(dialog).queryByText('Brief funded')).toBeNull());
    expect(within(dialog).getByText('New submission')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => queryOf(String(url)).get('isRead') === 'false')).toBe(true);
    // The first call is the bell's list: the 20 newest, nothing else sent.
    const first = queryOf(
      String(fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/notifications'))?.[0]),
    );
    expect(Object.fromEntries(first)).toEqual({ limit: '20' });
  });

  it('colours by priority (urgent red, high orange, low blue), marks unread and tells times relative to now', async () => {
    const list = [
      aNotification({ title: 'Urgent one', priority: 'urgent', createdAt: ago(30_000) }),
      aNotification({ title: 'High one', priority: 'high', createdAt: ago(5 * MIN) }),
      aNotification({ title: 'Normal one', priority: 'normal', createdAt: ago(3 * 60 * MIN), isRead: true }),
      aNotification({ title: 'Low one', priority: 'low', createdAt: ago(2 * 24 * 60 * MIN) }),
    ];
    mockFetch({ 'GET /api/notifications': () => json(200, listAnswer(list)) });
    const { user } = renderBell();
    const dialog = await openBell(user);
    const row = async (title: string) => (await within(dialog).findByText(title)).closest('li')!;

    expect(await row('Urgent one')).toHaveAttribute('data-priority-color', 'red');
    expect(await row('High one')).toHaveAttribute('data-priority-color', 'orange');
    expect(await row('Low one')).not.toHaveAttribute('data-priority-color');
    expect(await row('Normal one')).not.toHaveAttribute('data-priority-color');

    expect(within(await row('Urgent one')).getByText('Just now')).toBeInTheDocument();
    expect(within(await row('High one')).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(await row('Normal one')).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(await row('Low one')).getByText('2 days ago')).toBeInTheDocument();

    expect(within(await row('Urgent one')).getByText('Unread')).toBeInTheDocument();
    expect(within(await row('Normal one')).queryByText('Unread')).toBeNull();
    expect(within(await row('Urgent one')).getByText('Urgent')).toBeInTheDocument();
    expect(within(await row('Urgent one')).getByRole('img', { name: 'Info' })).toBeInTheDocument();
  });

  it('shows a failed load with its status and loads again on Retry', async () => {
    let fail = true;
    mockFetch({
      'GET /api/notifications': () =>
        fail
          ? json(503, { error: 'Service unavailable', code: 'UNAVAILABLE' })
          : json(200, listAnswer([aNotification({ title: 'Back again' })])),
    });
    const { user } = renderBell();
    const dialog = await openBell(user);
    expect(await within(dialog).findByText('Failed to fetch notifications: 503')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Back again')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Failed to fetch notifications/)).toBeNull();
  });

  it('offers the test notification only in demo mode, to the admin alone, labelled as a demo tool', async () => {
    mockFetch({ 'GET /api/notifications': () => json(200, listAnswer([])) });
    storeSession(ADMIN_USER);
    const { user, unmount } = renderBell();
    const dialog = await openBell(user);
    expect(await within(dialog).findByText(/No notifications yet/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(within(dialog).queryByRole('button', { name: /test notification/i })).toBeNull();
    unmount();

    let created = false;
    const seed = vi.fn(() => {
      created = true;
      return json(201, { notification: aNotification({ title: 'Test notification' }) });
    });
    const demo = (me: { id: string }) =>
      mockFetch({
        'GET /api/config/public': () => json(200, { ...PUBLIC_CONFIG, demoMode: true }),
        'GET /api/me': () => json(200, { user: me }),
        'GET /api/notifications': () =>
          json(200, listAnswer(created ? [aNotification({ title: 'Test notification' })] : [])),
        'POST /api/notifications/seed': seed,
      });

    // A brand (or a creator) in demo mode: no button that makes fake news of their account.
    demo(BRAND_USER);
    storeSession(BRAND_USER);
    const brand = renderBell();
    const brandDialog = await openBell(brand.user);
    expect(await within(brandDialog).findByText(/No notifications yet/)).toBeInTheDocument();
    expect(within(brandDialog).queryByRole('button', { name: /test notification/i })).toBeNull();
    brand.unmount();

    demo(ADMIN_USER);
    storeSession(ADMIN_USER);
    const admin = renderBell();
    const demoDialog = await openBell(admin.user);
    await admin.user.click(
      await within(demoDialog).findByRole('button', { name: 'Create test notification (demo mode)' }),
    );
    expect(await within(demoDialog).findByText('Test notification')).toBeInTheDocument();
    expect(seed).toHaveBeenCalledTimes(1);
  });

  it('opening a notification marks it read and follows its link; one without a link opens its page', async () => {
    const linked = aNotification({ title: 'New submission', link: '/brand/review' });
    const plain = aNotification({ title: 'Test notification', link: null });
    const read = vi.fn((_init: RequestInit | undefined, url: string) =>
      json(200, { notification: { ...(url.includes(linked.id) ? linked : plain), isRead: true } }),
    );
    mockFetch({
      'GET /api/notifications': () => json(200, listAnswer([linked, plain])),
      [`PATCH /api/notifications/${linked.id}/read`]: read,
      [`PATCH /api/notifications/${plain.id}/read`]: read,
    });
    const { user, router } = renderBell();
    let dialog = await openBell(user);
    await user.click(await within(dialog).findByText('New submission'));
    expect(await screen.findByText('Review page')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);

    await router.navigate('/brand/dashboard');
    dialog = await openBell(user);
    await user.click(await within(dialog).findByText('Test notification'));
    expect(await screen.findByText('Detail page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/notifications/${plain.id}`);
  });

  it('marks all read and dismisses all after a confirmation', async () => {
    let list = [aNotification({ title: 'One' }), aNotification({ title: 'Two' })];
    const readAll = vi.fn(() => {
      list = list.map((item) => ({ ...item, isRead: true }));
      return json(200, { updated: 2, stats: { total: 2, unread: 0, urgent: 0 } });
    });
    const dismissAll = vi.fn(() => {
      list = [];
      return json(200, { updated: 2, stats: { total: 0, unread: 0, urgent: 0 } });
    });
    mockFetch({
      'GET /api/notifications': () => json(200, listAnswer(list)),
      'POST /api/notifications/read-all': readAll,
      'POST /api/notifications/dismiss-all': dismissAll,
    });
    const { user } = renderBell();
    const dialog = await openBell(user);
    await within(dialog).findByText('One');
    await user.click(within(dialog).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications'));
    expect(within(dialog).queryAllByText('Unread')).toHaveLength(0);
    expect(readAll).toHaveBeenCalledTimes(1);

    await user.click(within(dialog).getByRole('button', { name: 'Dismiss all' }));
    expect(within(dialog).getByText('Dismiss all 2 notifications?')).toBeInTheDocument();
    expect(dismissAll).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss all' }));
    expect(await within(dialog).findByText(/No notifications yet/)).toBeInTheDocument();
    expect(dismissAll).toHaveBeenCalledTimes(1);
  });

  it('preferences: switches per category, security locked on in the app, push said to be unavailable', async () => {
    let stored = preferencesAnswer();
    const put = vi.fn((init: RequestInit | undefined) => {
      stored = {
        ...stored,
        preferences: applyNotificationPreferences(
          stored.preferences,
          JSON.parse(String(init?.body)) as TUpdateNotificationPreferencesRequest,
        ),
      };
      return json(200, stored);
    });
    mockFetch({
      'GET /api/notifications': () => json(200, listAnswer([])),
      'GET /api/notifications/preferences': () => json(200, stored),
      'PUT /api/notifications/preferences': put,
    });
    const { user } = renderBell();
    const dialog = await openBell(user);
    await user.click(within(dialog).getByRole('button', { name: 'Notification preferences' }));

    const security = await within(dialog).findByRole('switch', { name: 'Security in the app (always on)' });
    expect(security).toBeChecked();
    expect(security).toBeDisabled();
    expect(within(dialog).getByRole('switch', { name: 'Security by email' })).toBeEnabled();
    expect(within(dialog).getByText('Push notifications are not available yet.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('switch', { name: /push/i })).toBeNull();

    const payments = within(dialog).getByRole('switch', { name: 'Payments in the app' });
    expect(payments).toBeChecked();
    await user.click(payments);
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put.mock.calls.length).toBe(1);
    expect(JSON.parse(String((put.mock.calls[0] as unknown as [RequestInit])[0].body))).toEqual({
      categories: { payment: { inApp: false } },
    });
    expect(within(dialog).getByRole('switch', { name: 'Payments in the app' })).not.toBeChecked();

    // Switching in-app off overall greys out the categories' in-app switches.
    await user.click(within(dialog).getByRole('switch', { name: /In-app notifications/ }));
    expect(within(dialog).getByRole('switch', { name: 'Winners in the app' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Back to notifications' }));
    expect(within(dialog).getByRole('tab', { name: /All/ })).toBeInTheDocument();
  });

  it('toasts a notification that arrives while the user is on another page, and not on /notifications', async () => {
    let list = [aNotification({ title: 'Old news', createdAt: ago(10 * MIN) })];
    mockFetch({ 'GET /api/notifications': () => json(200, listAnswer(list)) });
    const { queryClient, router } = renderBell();
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications, 1 unread'));
    expect(screen.queryByText('Old news')).toBeNull();

    list = [aNotification({ title: 'You won 1st Place', createdAt: ago(0) }), ...list];
    await queryClient.invalidateQueries({ queryKey: ['notifications'] });
    expect(await screen.findByText('You won 1st Place')).toBeInTheDocument();

    await router.navigate('/notifications');
    await screen.findByText('Notifications page');
    list = [aNotification({ title: 'Payout sent', createdAt: new Date(Date.now() + 1000).toISOString() }), ...list];
    await queryClient.invalidateQueries({ queryKey: ['notifications'] });
    await waitFor(() => expect(bellButton()).toHaveAccessibleName('Notifications, 3 unread'));
    expect(screen.queryByText('Payout sent')).toBeNull();
  });
});
