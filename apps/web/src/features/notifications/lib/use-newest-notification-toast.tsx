import { TOAST_AUTO_CLOSE_MS } from '@briefly/shared/limits';
import type { TNotification } from '@briefly/shared/notifications';
import { Anchor, Text } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { isOwnActionEcho } from '@/lib/own-actions';
import { NOTIFICATION_TYPE_DISPLAY } from './notification-display';

interface Seen {
  id: string | null;
  at: number;
}

const isNotificationsPage = (pathname: string) =>
  pathname === paths.notifications.list.path || pathname.startsWith(`${paths.notifications.list.path}/`);

/**
 * Toasts a notification that arrives while the user is elsewhere than the Notifications pages:
 * watches the newest of the bell's list (which the live stream or the polling refreshes) and shows
 * the newest one only, replacing an earlier toast. What was there on the first load is not news.
 */
export function useNewestNotificationToast(
  list: readonly TNotification[] | undefined,
  onOpen: (notification: TNotification) => void,
  /** The list is in view already (the bell is open): no toast. */
  inView = false,
): void {
  const { pathname } = useLocation();
  const seen = useRef<Seen | null>(null);
  const shown = useRef<string | null>(null);
  const latest = useRef({ pathname, onOpen, inView });
  useEffect(() => {
    latest.current = { pathname, onOpen, inView };
  });

  useEffect(() => {
    if (!list) return;
    const newest = list[0];
    const current: Seen = { id: newest?.id ?? null, at: newest ? Date.parse(newest.createdAt) : 0 };
    const previous = seen.current;
    // A dismissed newest leaves an older one on top: that is not news either.
    seen.current = previous && previous.at > current.at ? previous : current;
    if (!previous || !newest || newest.id === previous.id || current.at < previous.at) return;
    if (newest.isRead || latest.current.inView || isNotificationsPage(latest.current.pathname)) return;
    // The screen toasted this outcome of the user's own action already: the bell shows it, once.
    if (isOwnActionEcho(newest.category, current.at)) return;

    if (shown.current) toasts.hide(shown.current);
    const id = `notification-${newest.id}`;
    shown.current = id;
    const display = NOTIFICATION_TYPE_DISPLAY[newest.type];
    const TypeIcon = display.icon;
    toasts.show({
      id,
      color: display.color,
      icon: <TypeIcon size={18} aria-hidden />,
      title: newest.title,
      autoClose: TOAST_AUTO_CLOSE_MS,
      message: (
        <>
          <Text size="sm" lineClamp={2} component="span" display="block">
            {newest.message}
          </Text>
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            mt={4}
            onClick={() => {
              toasts.hide(id);
              latest.current.onOpen(newest);
            }}
          >
            View
          </Anchor>
        </>
      ),
    });
  }, [list]);
}
