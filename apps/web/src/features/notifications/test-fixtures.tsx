import type {
  TNotification,
  TNotificationPreferencesResponse,
  TNotificationsResponse,
} from '@briefly/shared/notifications';
import { defaultNotificationPreferences } from '@briefly/shared/notifications';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications as toasts } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '@/app/theme';
import { SessionProvider } from '@/lib/session';

// Test helpers of the notifications feature: notifications, list answers and a render with a
// query client the test can reach.

let sequence = 0;

export function aNotification(overrides: Partial<TNotification> = {}): TNotification {
  sequence += 1;
  const id = `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
  return {
    id,
    title: `Notification ${sequence}`,
    message: `Something happened (${sequence}).`,
    type: 'info',
    category: 'submission',
    priority: 'normal',
    isRead: false,
    readAt: null,
    createdAt: new Date(Date.now() - sequence * 60_000).toISOString(),
    link: null,
    dismissedAt: null,
    ...overrides,
  };
}

export function listAnswer(
  notifications: TNotification[],
  stats?: Partial<TNotificationsResponse['stats']>,
  total = notifications.length,
): TNotificationsResponse {
  const unread = notifications.filter((item) => !item.isRead).length;
  return { notifications, stats: { total: notifications.length, unread, urgent: 0, ...stats }, total };
}

export function preferencesAnswer(): TNotificationPreferencesResponse {
  return { preferences: defaultNotificationPreferences(), lockedInApp: ['security'] };
}

/** The query parameters a mocked request was sent with. */
export const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

/** Renders routes in a memory router with the app's providers and a query client the test keeps. */
export function renderWithClient(
  routes: Parameters<typeof createMemoryRouter>[0],
  initialEntry: string,
  extra?: ReactNode,
) {
  toasts.clean();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const user = userEvent.setup();
  const view = render(
    <MantineProvider theme={theme} env="test">
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <SessionProvider onSignedOut={() => {}}>
          <RouterProvider router={router} />
          {extra}
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, queryClient, router, user };
}
