import type { TNotification } from '@briefly/shared/notifications';
import { notificationRelativeTime } from '@briefly/shared/time';
import { Badge, CloseButton, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { fullDateTime, PRIORITY_COLORS, PRIORITY_LABELS, SHOWN_PRIORITIES } from '../lib/notification-display';
import { NotificationTypeIcon } from './notification-type-icon';
import classes from './notifications.module.css';

interface NotificationItemProps {
  notification: TNotification;
  now: Date;
  onOpen: (notification: TNotification) => void;
  onDismiss?: (notification: TNotification) => void;
}

/** One row of the bell's list: opening it marks it read and follows its link. */
export function NotificationItem({ notification, now, onOpen, onDismiss }: NotificationItemProps) {
  const { priority } = notification;
  const accent = PRIORITY_COLORS[priority];
  const unread = !notification.isRead;
  return (
    <li
      className={classes.item}
      data-unread={unread || undefined}
      data-priority={priority}
      data-priority-color={accent}
      style={accent ? { ['--notification-accent' as string]: `var(--mantine-color-${accent}-filled)` } : undefined}
    >
      <UnstyledButton className={classes.itemButton} onClick={() => onOpen(notification)}>
        <NotificationTypeIcon type={notification.type} />
        <div className={classes.body}>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <Text size="sm" fw={unread ? 700 : 500} className={classes.message}>
              {notification.title}
            </Text>
            {SHOWN_PRIORITIES.has(priority) ? (
              <Badge size="xs" variant="light" color={accent} style={{ flex: 'none' }}>
                {priority === 'urgent' ? 'Urgent' : 'High'}
              </Badge>
            ) : null}
          </Group>
          {SHOWN_PRIORITIES.has(priority) ? null : <VisuallyHidden>{PRIORITY_LABELS[priority]}</VisuallyHidden>}
          <Text size="xs" c="dimmed" lineClamp={2} className={classes.message} mt={2}>
            {notification.message}
          </Text>
          <Text
            size="xs"
            c="dimmed"
            mt={4}
            component="time"
            dateTime={notification.createdAt}
            title={fullDateTime(notification.createdAt)}
          >
            {notificationRelativeTime(new Date(notification.createdAt), now)}
          </Text>
        </div>
        {unread ? (
          <span className={classes.dot}>
            <VisuallyHidden>Unread</VisuallyHidden>
          </span>
        ) : null}
      </UnstyledButton>
      {onDismiss ? (
        <CloseButton
          size="sm"
          className={classes.itemDismiss}
          aria-label={`Dismiss “${notification.title}”`}
          onClick={() => onDismiss(notification)}
        />
      ) : null}
    </li>
  );
}
