import { Anchor, Badge, Button, Divider, EmptyState, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications as toasts } from '@mantine/notifications';
import { IconArrowLeft, IconArrowRight, IconBellQuestion, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useDismissNotification } from '../api/dismiss-notification';
import { useNotification } from '../api/get-notification';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { LoadError } from '../components/load-error';
import { NotificationTypeIcon } from '../components/notification-type-icon';
import {
  categoryLabel,
  fullDateTime,
  notificationTarget,
  NOTIFICATION_TYPE_DISPLAY,
  PRIORITY_COLORS,
  PRIORITY_LABELS,
  targetLabel,
} from '../lib/notification-display';

export const NOT_FOUND_TEXT = 'The notification you’re looking for doesn’t exist or has been removed.';

const BackLink = () => (
  <Anchor component={Link} to={paths.notifications.list.getHref()} size="sm" w="fit-content">
    <Group gap={4} component="span">
      <IconArrowLeft size={16} aria-hidden />
      All notifications
    </Group>
  </Anchor>
);

/** Not theirs, dismissed, or no such id (a 400 for a malformed one): the same answer. */
const isMissing = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/** /notifications/:id: one notification in full; opening an unread one marks it read. */
export function NotificationDetailRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useNotification(id);
  const markRead = useMarkNotificationRead();
  const dismiss = useDismissNotification();
  const notification = query.data;
  useDocumentTitle(`${notification?.title ?? 'Notification'} · Briefly`);

  // Once per notification opened, however often it is refetched.
  const marked = useRef<string | null>(null);
  const { mutate } = markRead;
  useEffect(() => {
    if (!notification || notification.isRead || marked.current === notification.id) return;
    marked.current = notification.id;
    mutate(notification.id);
  }, [notification, mutate]);

  if (query.isPending) {
    return (
      <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading notification">
        <BackLink />
        <Paper withBorder p="xl" radius="lg">
          <Stack gap="md">
            <Skeleton h={28} w="55%" />
            <Skeleton h={14} w="35%" />
            <Skeleton h={60} />
          </Stack>
        </Paper>
      </Stack>
    );
  }

  if (query.isError) {
    if (isMissing(query.error)) {
      return (
        <Stack gap="lg">
          <BackLink />
          <Paper withBorder p={{ base: 'lg', sm: 48 }} radius="lg">
            <EmptyState
              size="lg"
              variant="light"
              icon={<IconBellQuestion size={30} stroke={1.6} />}
              title={
                <Title order={1} fz={{ base: 22, sm: 26 }}>
                  Notification Not Found
                </Title>
              }
              description={NOT_FOUND_TEXT}
            >
              <EmptyState.Actions>
                <Button
                  component={Link}
                  to={paths.notifications.list.getHref()}
                  variant="light"
                  leftSection={<IconArrowLeft size={16} />}
                >
                  Back to notifications
                </Button>
              </EmptyState.Actions>
            </EmptyState>
          </Paper>
        </Stack>
      );
    }
    return (
      <Stack gap="lg">
        <BackLink />
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Notification
        </Title>
        <LoadError
          error={query.error}
          failedTitle="Error loading notification"
          errorTitle="Error loading notification"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Stack>
    );
  }

  const item = query.data;
  const type = NOTIFICATION_TYPE_DISPLAY[item.type];
  const target = notificationTarget(item);
  const accent = PRIORITY_COLORS[item.priority];

  return (
    <Stack gap="lg">
      <BackLink />
      <Paper
        withBorder
        p={{ base: 'md', sm: 'xl' }}
        radius="lg"
        component="article"
        aria-labelledby="notification-title"
      >
        <Stack gap="lg">
          <Group align="flex-start" wrap="nowrap" gap="md">
            <NotificationTypeIcon type={item.type} size={48} />
            <Stack gap={8} style={{ minWidth: 0 }}>
              <Title order={1} id="notification-title" fz={{ base: 22, sm: 28 }} style={{ overflowWrap: 'anywhere' }}>
                {item.title}
              </Title>
              <Group gap={6}>
                <Badge variant="light" color={type.color} radius="sm">
                  {type.label}
                </Badge>
                <Badge variant={item.isRead ? 'default' : 'filled'} radius="sm" data-testid="read-state">
                  {item.isRead ? 'Read' : 'Unread'}
                </Badge>
                <Badge variant="default" radius="sm">
                  {categoryLabel(item.category)}
                </Badge>
                {accent || item.priority === 'low' ? (
                  <Badge variant="light" color={accent ?? 'blue'} radius="sm">
                    {PRIORITY_LABELS[item.priority]}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed" component="time" dateTime={item.createdAt}>
                {fullDateTime(item.createdAt)}
              </Text>
            </Stack>
          </Group>

          <Divider />

          <Stack gap={6}>
            <Title order={2} size="h5">
              Description
            </Title>
            <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{item.message}</Text>
          </Stack>

          <Divider />

          <Group justify="space-between" gap="sm">
            {target ? (
              <Button component={Link} to={target} rightSection={<IconArrowRight size={16} />}>
                {targetLabel(target)}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                Nothing to open for this notification.
              </Text>
            )}
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={dismiss.isPending}
              onClick={() =>
                dismiss.mutate(item.id, {
                  onSuccess: () => {
                    toasts.show({ color: 'green', message: 'Notification dismissed' });
                    void navigate(paths.notifications.list.getHref());
                  },
                  onError: (error) =>
                    toasts.show({
                      color: 'red',
                      title: 'Could not dismiss the notification',
                      message: isApiError(error) ? error.message : 'Please try again.',
                    }),
                })
              }
            >
              Dismiss
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
