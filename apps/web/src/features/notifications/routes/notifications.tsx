import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CATEGORY_LABELS,
  NOTIFICATION_MESSAGES,
  type NotificationCategory,
  type TNotification,
} from '@briefly/shared/notifications';
import {
  Anchor,
  Badge,
  Button,
  EmptyState,
  Group,
  Modal,
  Paper,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { notifications as toasts } from '@mantine/notifications';
import { IconArrowLeft, IconBellCheck, IconBellOff, IconChecks, IconInbox, IconSettings } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { dashboardHref } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDismissNotification } from '../api/dismiss-notification';
import { useNotificationPages, useNotifications, type NotificationFilters } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { LoadError } from '../components/load-error';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { NotificationCard } from '../components/notification-card';
import { NotificationPreferences } from '../components/notification-preferences';
import { useNotificationNow } from '../lib/use-notification-now';
import { ScrollX, scrollTabsClass } from '@/components/scroll-x/scroll-x';

const TABS = ['all', 'unread', 'read'] as const;
type Tab = (typeof TABS)[number];

/** Cards drawn with the first screen; the rest follow once it is painted (useAfterFirstPaint). */
const FIRST_SCREEN_CARDS = 8;

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);
const isCategory = (value: string | null): value is NotificationCategory =>
  NOTIFICATION_CATEGORIES.includes(value as NotificationCategory);

const EMPTY: Record<Tab, { title: string; description: string; icon: ReactNode }> = {
  all: {
    title: 'No notifications yet',
    description: 'News about your briefs, submissions, winners and payments will show here.',
    icon: <IconInbox size={28} stroke={1.6} />,
  },
  unread: {
    title: 'You’re all caught up',
    description: 'You have no unread notifications.',
    icon: <IconBellCheck size={28} stroke={1.6} />,
  },
  read: {
    title: 'Nothing read yet',
    description: 'Notifications you have opened or marked read show here.',
    icon: <IconBellOff size={28} stroke={1.6} />,
  },
};

const failed = (title: string) => (error: unknown) =>
  toasts.show({ color: 'red', title, message: isApiError(error) ? error.message : 'Please try again.' });

/** How many each tab holds: the whole inbox from the list's stats, or the category's from two small counts. */
function useTabCounts(
  category: NotificationCategory | undefined,
  stats: { total: number; unread: number } | undefined,
) {
  const inCategory = useNotifications({ category, limit: 1 }, { enabled: category !== undefined });
  const unreadInCategory = useNotifications({ category, isRead: false, limit: 1 }, { enabled: category !== undefined });
  if (!category)
    return stats ? { all: stats.total, unread: stats.unread, read: Math.max(0, stats.total - stats.unread) } : null;
  if (!inCategory.data || !unreadInCategory.data) return null;
  const all = inCategory.data.total;
  const unread = unreadInCategory.data.total;
  return { all, unread, read: Math.max(0, all - unread) };
}

/** /notifications: every notification of the signed-in user, by tab and category, page by page. */
export function NotificationsRoute() {
  useDocumentTitle('Notifications · Briefly');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const categoryParam = params.get('category');
  const tab: Tab = isTab(tabParam) ? tabParam : 'all';
  const category = isCategory(categoryParam) ? categoryParam : undefined;
  const filters: NotificationFilters = { category, isRead: tab === 'all' ? undefined : tab === 'read' };

  const pages = useNotificationPages(filters);
  const markRead = useMarkNotificationRead();
  const dismiss = useDismissNotification();
  const markAll = useMarkAllNotificationsRead();
  const [preferencesOpened, preferences] = useDisclosure(false);
  const now = useNotificationNow();
  const painted = useAfterFirstPaint();

  const stats = pages.data?.pages[0]?.stats;
  const counts = useTabCounts(category, stats);
  const total = pages.data?.pages.at(-1)?.total ?? 0;
  const seen = new Set<string>();
  const list: TNotification[] = [];
  for (const page of pages.data?.pages ?? []) {
    for (const item of page.notifications) {
      if (seen.has(item.id)) continue; // offsets move when new ones arrive between pages
      seen.add(item.id);
      list.push(item);
    }
  }

  const select = (next: { tab?: Tab; category?: NotificationCategory | null }) => {
    setParams(
      (current) => {
        const result = new URLSearchParams(current);
        if (next.tab !== undefined) {
          if (next.tab === 'all') result.delete('tab');
          else result.set('tab', next.tab);
        }
        if (next.category !== undefined) {
          if (next.category === null) result.delete('category');
          else result.set('category', next.category);
        }
        return result;
      },
      { replace: true },
    );
  };

  const summary = stats ? `${stats.total} total · ${stats.unread} unread` : '\u00a0';
  const tabLabel = (value: Tab, text: string) => (
    <Group gap={6} wrap="nowrap">
      <span>{text}</span>
      {counts ? (
        <Badge
          size="sm"
          variant={value === tab ? 'filled' : 'light'}
          color={value === 'unread' && counts.unread > 0 ? 'red' : undefined}
          radius="sm"
        >
          {counts[value]}
        </Badge>
      ) : null}
    </Group>
  );

  const content = (() => {
    if (pages.isPending) {
      return (
        <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading notifications">
          {[0, 1, 2, 3].map((row) => (
            <Paper key={row} withBorder p="md" radius="md">
              <Group align="flex-start" wrap="nowrap">
                <Skeleton circle h={40} />
                <Stack gap={8} style={{ flex: 1 }}>
                  <Skeleton h={14} w="45%" />
                  <Skeleton h={12} />
                  <Skeleton h={10} w="25%" />
                </Stack>
              </Group>
            </Paper>
          ))}
        </Stack>
      );
    }
    if (pages.isError && !pages.data) {
      return (
        <LoadError
          error={pages.error}
          failedTitle={NOTIFICATION_MESSAGES.loadFailed}
          errorTitle="Error loading notifications"
          onRetry={() => void pages.refetch()}
          retrying={pages.isFetching}
        />
      );
    }
    if (list.length === 0) {
      const empty = EMPTY[tab];
      return (
        <Paper withBorder p={{ base: 'lg', sm: 40 }} radius="lg">
          <EmptyState
            size="md"
            variant="light"
            icon={empty.icon}
            title={empty.title}
            description={
              category
                ? `${empty.description} (Showing ${NOTIFICATION_CATEGORY_LABELS[category]} only.)`
                : empty.description
            }
          >
            {category ? (
              <EmptyState.Actions>
                <Button variant="light" onClick={() => select({ category: null })}>
                  Show all categories
                </Button>
              </EmptyState.Actions>
            ) : null}
          </EmptyState>
        </Paper>
      );
    }
    return (
      <Stack gap="sm">
        {pages.isError ? (
          <LoadError
            error={pages.error}
            failedTitle={NOTIFICATION_MESSAGES.loadFailed}
            errorTitle="Error loading notifications"
            onRetry={() => void pages.refetch()}
            retrying={pages.isFetching}
          />
        ) : null}
        <Stack gap="sm" component="section" aria-label="Notifications list">
          {(painted ? list : list.slice(0, FIRST_SCREEN_CARDS)).map((notification) => (
            <NotificationCard
              key={notification.id}
              notification={notification}
              now={now}
              onMarkRead={(item) =>
                markRead.mutate(item.id, { onError: failed('Could not mark the notification read') })
              }
              onDismiss={(item) => dismiss.mutate(item.id, { onError: failed('Could not dismiss the notification') })}
            />
          ))}
        </Stack>
        <Group justify="space-between" mt="xs">
          <Text size="sm" c="dimmed">
            Showing {list.length} of {Math.max(total, list.length)}
          </Text>
          {pages.hasNextPage ? (
            <Button variant="default" onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
              Load more
            </Button>
          ) : null}
        </Group>
      </Stack>
    );
  })();

  return (
    <Stack gap="lg">
      {user ? (
        <Anchor component={Link} to={dashboardHref(user.type)} size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            Back to dashboard
          </Group>
        </Anchor>
      ) : null}
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Notifications
          </Title>
          <Text c="dimmed" mt={4}>
            {summary}
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconSettings size={16} />} onClick={preferences.open}>
            Preferences
          </Button>
          <Button
            leftSection={<IconChecks size={16} />}
            disabled={!stats || stats.unread === 0}
            loading={markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: failed('Could not mark your notifications read') })}
          >
            Mark all read
          </Button>
        </Group>
      </Group>

      <Tabs value={tab} onChange={(next) => select({ tab: isTab(next) ? next : 'all' })}>
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap-reverse">
          <ScrollX label="Read and unread" hint={false}>
            <Tabs.List className={scrollTabsClass}>
              <Tabs.Tab value="all">{tabLabel('all', 'All')}</Tabs.Tab>
              <Tabs.Tab value="unread">{tabLabel('unread', 'Unread')}</Tabs.Tab>
              <Tabs.Tab value="read">{tabLabel('read', 'Read')}</Tabs.Tab>
            </Tabs.List>
          </ScrollX>
          <Select
            aria-label="Category"
            size="sm"
            w={{ base: '100%', xs: 230 }}
            allowDeselect={false}
            value={category ?? 'all'}
            onChange={(value) => select({ category: isCategory(value) ? value : null })}
            data={[
              { value: 'all', label: 'All categories' },
              ...NOTIFICATION_CATEGORIES.map((value) => ({ value, label: NOTIFICATION_CATEGORY_LABELS[value] })),
            ]}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        {TABS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === tab ? content : null}
          </Tabs.Panel>
        ))}
      </Tabs>

      <Modal
        opened={preferencesOpened}
        onClose={preferences.close}
        title={<Text fw={700}>Notification preferences</Text>}
        centered
        radius="lg"
      >
        <NotificationPreferences />
      </Modal>
    </Stack>
  );
}
