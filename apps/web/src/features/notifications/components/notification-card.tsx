import type { TNotification } from '@briefly/shared/notifications';
import { notificationRelativeTime } from '@briefly/shared/time';
import { ActionIcon, Badge, Group, Paper, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import {
  categoryLabel,
  fullDateTime,
  PRIORITY_COLORS,
  PRIORITY_LABELS,
  SHOWN_PRIORITIES,
} from '../lib/notification-display';
import { NotificationTypeIcon } from './notification-type-icon';
import classes from './notifications.module.css';

interface NotificationCardProps {
  notification: TNotification;
  now: Date;
  onMarkRead: (notification: TNotification) => void;
  onDismiss: (notification: TNotification) => void;
}

/** A notification on the Notifications page: the whole card opens its page; its buttons mark it read or dismiss it. */
export function NotificationCard({ notification, now, onMarkRead, onDismiss }: NotificationCardProps) {
  const unread = !notification.isRead;
  const accent = PRIORITY_COLORS[notification.priority];
  return (
    <Paper
      component="article"
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      className={classes.card}
      aria-label={notification.title}
      data-unread={unread || undefined}
      data-priority={notification.priority}
      data-priority-color={accent}
      style={accent ? { ['--notification-accent' as string]: `var(--mantine-color-${accent}-filled)` } : undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <NotificationTypeIcon type={notification.type} size={40} />
        <div className={classes.body}>
          <Group gap={8} wrap="nowrap" align="center">
            {unread ? (
              <span className={classes.dot} style={{ marginTop: 0 }}>
                <VisuallyHidden>Unread</VisuallyHidden>
              </span>
            ) : null}
            <Text
              component={Link}
              to={paths.notifications.detail.getHref(notification.id)}
              className={classes.cardLink}
              fw={unread ? 700 : 600}
              lineClamp={2}
            >
              {notification.title}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" mt={4} lineClamp={3} className={classes.message}>
            {notification.message}
          </Text>
          <Group gap={8} mt={8}>
            <Text
              size="xs"
              c="dimmed"
              component="time"
              dateTime={notification.createdAt}
              title={fullDateTime(notification.createdAt)}
            >
              {notificationRelativeTime(new Date(notification.createdAt), now)}
            </Text>
            <Badge size="xs" variant="default" radius="sm">
              {categoryLabel(notification.category)}
            </Badge>
            {SHOWN_PRIORITIES.has(notification.priority) ? (
              <Badge size="xs" variant="light" color={accent} radius="sm">
                {PRIORITY_LABELS[notification.priority]}
              </Badge>
            ) : null}
          </Group>
        </div>
        <Group gap={2} wrap="nowrap" className={classes.cardActions}>
          {unread ? (
            <Tooltip label="Mark as read" withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Mark “${notification.title}” as read`}
                onClick={() => onMarkRead(notification)}
              >
                <IconCheck size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
          <Tooltip label="Dismiss" withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Dismiss “${notification.title}”`}
              onClick={() => onDismiss(notification)}
            >
              <IconX size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
