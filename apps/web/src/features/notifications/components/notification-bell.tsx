import {
  NOTIFICATION_LIST_DEFAULT_LIMIT,
  type TNotification,
  type TNotificationsResponse,
} from '@briefly/shared/notifications';
import { unreadBadge } from '@briefly/shared/time';
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Divider,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Tooltip,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import {
  IconArrowLeft,
  IconBell,
  IconChecks,
  IconFlask,
  IconRefresh,
  IconSettings,
  IconTrash,
} from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/public-config';
import { useSession } from '@/lib/session';
import { useCreateTestNotification } from '../api/create-test-notification';
import { useDismissAllNotifications } from '../api/dismiss-all-notifications';
import { useDismissNotification } from '../api/dismiss-notification';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { bellErrorText, notificationTarget } from '../lib/notification-display';
import { useNotificationsFallbackPolling } from '../lib/use-fallback-polling';
import { useNewestNotificationToast } from '../lib/use-newest-notification-toast';
import { useNotificationNow } from '../lib/use-notification-now';
import { NotificationItem } from './notification-item';
import { NotificationPreferences } from './notification-preferences';
import classes from './notifications.module.css';

type BellTab = 'all' | 'unread';

const ALL = { limit: NOTIFICATION_LIST_DEFAULT_LIMIT };
const UNREAD = { isRead: false, limit: NOTIFICATION_LIST_DEFAULT_LIMIT };

const failed = (title: string) => (error: unknown) =>
  toasts.show({ color: 'red', title, message: isApiError(error) ? error.message : 'Please try again.' });

/**
 * The bell in every signed-in header: the unread count, and a dropdown with the latest
 * notifications (All / Unread), the bulk actions, the preferences and a way to the full list.
 * It also keeps the count fresh when the live stream is down and toasts what arrives.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<BellTab>('all');
  const [view, setView] = useState<'list' | 'preferences'>('list');
  const [confirmingDismiss, setConfirmingDismiss] = useState(false);
  const titleId = useId();
  const navigate = useNavigate();
  // A test notification is a demo-mode tool (the server has the route only then), for the admin alone: brands and
  // creators never see a button that makes fake news of their account.
  const isAdmin = useSession().user?.type === 'admin';
  const offerTestNotification = usePublicConfig().data?.demoMode === true && isAdmin;
  const now = useNotificationNow();

  const all = useNotifications(ALL);
  const unread = useNotifications(UNREAD, { enabled: opened && tab === 'unread' });
  const markRead = useMarkNotificationRead();
  const dismiss = useDismissNotification();
  const markAll = useMarkAllNotificationsRead();
  const dismissAll = useDismissAllNotifications();
  const seed = useCreateTestNotification();
  useNotificationsFallbackPolling();

  const stats = all.data?.stats ?? unread.data?.stats;
  const unreadCount = stats?.unread ?? 0;
  const total = stats?.total ?? 0;

  const close = () => {
    setOpened(false);
    setView('list');
    setConfirmingDismiss(false);
  };

  /** Opening a notification marks it read and goes where it points (its own page when nowhere). */
  const open = (notification: TNotification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    close();
    void navigate(notificationTarget(notification) ?? paths.notifications.detail.getHref(notification.id));
  };
  useNewestNotificationToast(all.data?.notifications, open, opened);

  const onDismiss = (notification: TNotification) =>
    dismiss.mutate(notification.id, { onError: failed('Could not dismiss the notification') });

  const label = unreadCount > 0 ? `Notifications, ${unreadCount} unread` : 'Notifications';

  return (
    <Indicator
      label={unreadBadge(unreadCount)}
      disabled={unreadCount === 0}
      color="red"
      size={18}
      offset={6}
      inline
      withBorder
      zIndex={2}
      styles={{ indicator: { fontSize: 10, fontWeight: 700, paddingInline: 4, pointerEvents: 'none' } }}
      data-testid="notification-bell"
    >
      <Popover
        opened={opened}
        onChange={(next) => (next ? setOpened(true) : close())}
        position="bottom-end"
        width={400}
        shadow="lg"
        radius="lg"
        offset={6}
        trapFocus
        returnFocus
        withinPortal
        zIndex={300}
      >
        <Tooltip label="Notifications" withArrow disabled={opened}>
          <Popover.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={label}
              onClick={() => (opened ? close() : setOpened(true))}
            >
              <IconBell size={21} stroke={1.7} />
            </ActionIcon>
          </Popover.Target>
        </Tooltip>

        <Popover.Dropdown p={0} aria-labelledby={titleId} className={classes.bellDropdown}>
          <Group justify="space-between" wrap="nowrap" px="md" pt="sm" pb={view === 'list' ? 4 : 'sm'}>
            <Group gap={8} wrap="nowrap">
              {view === 'preferences' ? (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label="Back to notifications"
                  onClick={() => setView('list')}
                >
                  <IconArrowLeft size={18} />
                </ActionIcon>
              ) : null}
              <Text fw={700} id={titleId} component="h2" size="md" m={0}>
                {view === 'preferences' ? 'Notification preferences' : 'Notifications'}
              </Text>
              {view === 'list' && unreadCount > 0 ? (
                <Badge size="sm" variant="light" color="red">
                  {unreadBadge(unreadCount)} new
                </Badge>
              ) : null}
            </Group>
            {view === 'list' ? (
              <Tooltip label="Notification preferences" withArrow>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label="Notification preferences"
                  onClick={() => setView('preferences')}
                >
                  <IconSettings size={18} />
                </ActionIcon>
              </Tooltip>
            ) : null}
          </Group>

          {view === 'preferences' ? (
            <ScrollArea.Autosize mah="24rem" type="auto" offsetScrollbars px="md" pb="md">
              <NotificationPreferences />
            </ScrollArea.Autosize>
          ) : (
            <>
              <Tabs value={tab} onChange={(next) => setTab(next === 'unread' ? 'unread' : 'all')} keepMounted={false}>
                <Tabs.List grow px="xs">
                  <Tabs.Tab value="all">All{stats ? ` (${total})` : ''}</Tabs.Tab>
                  <Tabs.Tab value="unread">Unread{stats ? ` (${unreadCount})` : ''}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="all">
                  <BellList
                    query={all}
                    empty="No notifications yet. News about your briefs, submissions and payments will show here."
                    now={now}
                    onOpen={open}
                    onDismiss={onDismiss}
                  />
                </Tabs.Panel>
                <Tabs.Panel value="unread">
                  <BellList
                    query={unread}
                    empty="You’re all caught up: no unread notifications."
                    now={now}
                    onOpen={open}
                    onDismiss={onDismiss}
                  />
                </Tabs.Panel>
              </Tabs>

              <Divider />
              {confirmingDismiss ? (
                <Group justify="space-between" wrap="nowrap" px="md" py={8} gap="xs">
                  <Text size="sm">Dismiss all {total} notifications?</Text>
                  <Group gap={6} wrap="nowrap">
                    <Button size="compact-sm" variant="default" onClick={() => setConfirmingDismiss(false)}>
                      Cancel
                    </Button>
                    <Button
                      size="compact-sm"
                      color="red"
                      loading={dismissAll.isPending}
                      onClick={() =>
                        dismissAll.mutate(undefined, {
                          onSuccess: () => setConfirmingDismiss(false),
                          onError: failed('Could not dismiss your notifications'),
                        })
                      }
                    >
                      Dismiss all
                    </Button>
                  </Group>
                </Group>
              ) : (
                <Group justify="space-between" wrap="nowrap" px="xs" py={6} gap={4}>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    leftSection={<IconChecks size={16} />}
                    disabled={unreadCount === 0}
                    loading={markAll.isPending}
                    onClick={() =>
                      markAll.mutate(undefined, { onError: failed('Could not mark your notifications read') })
                    }
                  >
                    Mark all read
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    disabled={total === 0}
                    onClick={() => setConfirmingDismiss(true)}
                  >
                    Dismiss all
                  </Button>
                </Group>
              )}
              <Stack gap={6} px="sm" pb="sm">
                <Button
                  component={Link}
                  to={paths.notifications.list.getHref()}
                  variant="light"
                  fullWidth
                  onClick={close}
                >
                  View all notifications
                </Button>
                {offerTestNotification ? (
                  <Button
                    variant="subtle"
                    color="gray"
                    size="compact-sm"
                    leftSection={<IconFlask size={16} />}
                    loading={seed.isPending}
                    onClick={() => {
                      setTab('all');
                      seed.mutate(undefined, { onError: failed('Could not create a test notification') });
                    }}
                  >
                    Create test notification (demo mode)
                  </Button>
                ) : null}
              </Stack>
            </>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

function BellList({
  query,
  empty,
  now,
  onOpen,
  onDismiss,
}: {
  query: UseQueryResult<TNotificationsResponse>;
  empty: string;
  now: Date;
  onOpen: (notification: TNotification) => void;
  onDismiss: (notification: TNotification) => void;
}) {
  if (query.isError) {
    return (
      <Box p="sm">
        <Alert color="red" variant="light" role="alert" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">{bellErrorText(query.error)}</Text>
            <Button
              size="compact-sm"
              variant="white"
              color="red"
              leftSection={<IconRefresh size={14} />}
              loading={query.isFetching}
              onClick={() => void query.refetch()}
            >
              Retry
            </Button>
          </Group>
        </Alert>
      </Box>
    );
  }
  if (!query.data) {
    return (
      <Stack gap="md" p="md" role="status" aria-busy="true" aria-label="Loading notifications">
        {[0, 1, 2].map((row) => (
          <Group key={row} gap="sm" wrap="nowrap" align="flex-start">
            <Skeleton circle h={34} />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton h={12} w="60%" />
              <Skeleton h={10} />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  }
  const list = query.data.notifications;
  if (list.length === 0) {
    return (
      <Center px="lg" py={40}>
        <Stack align="center" gap={6}>
          <IconBell size={28} stroke={1.4} aria-hidden opacity={0.5} />
          <Text size="sm" c="dimmed" ta="center">
            {empty}
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <ScrollArea.Autosize mah="24rem" type="auto" offsetScrollbars={false}>
      <ul className={classes.list} aria-label="Latest notifications">
        {list.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            now={now}
            onOpen={onOpen}
            onDismiss={onDismiss}
          />
        ))}
      </ul>
    </ScrollArea.Autosize>
  );
}
