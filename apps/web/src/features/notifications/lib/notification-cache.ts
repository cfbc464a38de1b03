import type { TNotification, TNotificationStats, TNotificationsResponse } from '@briefly/shared/notifications';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import type { NotificationFilters } from '../api/get-notifications';

// Optimistic changes to every cached list of notifications (the bell's, the pages'), so a click
// shows at once in the list, the tabs' counts and the badge. The server's answer follows through
// the refresh every mutation ends with.

export interface NotificationChange {
  read?: readonly string[];
  allRead?: boolean;
  dismissed?: readonly string[];
}

type ListData = TNotificationsResponse;
type PagesData = InfiniteData<TNotificationsResponse, number>;

/** The list filters stored in a list or pages key (its third part). */
const filtersOf = (key: QueryKey): NotificationFilters =>
  key[2] && typeof key[2] === 'object' ? (key[2] as NotificationFilters) : {};

const matches = (notification: TNotification, filters: NotificationFilters) =>
  (filters.category === undefined || notification.category === filters.category) &&
  (filters.isRead === undefined || notification.isRead === filters.isRead);

/** Every cached copy of a notification, to know what it was before the change. */
function findCached(queryClient: QueryClient, id: string): TNotification | undefined {
  const detail = queryClient.getQueryData<TNotification>(queryKeys.notifications.detail(id));
  if (detail) return detail;
  for (const [, data] of queryClient.getQueriesData<ListData>({ queryKey: queryKeys.notifications.list() })) {
    const found = data?.notifications.find((item) => item.id === id);
    if (found) return found;
  }
  for (const [, data] of queryClient.getQueriesData<PagesData>({ queryKey: queryKeys.notifications.pages() })) {
    for (const page of data?.pages ?? []) {
      const found = page.notifications.find((item) => item.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

const isUrgentUnread = (notification: TNotification) => !notification.isRead && notification.priority === 'urgent';

export function patchCachedNotifications(queryClient: QueryClient, change: NotificationChange): void {
  const now = new Date().toISOString();
  const read = new Set(change.read ?? []);
  const dismissed = new Set(change.dismissed ?? []);
  const before = new Map<string, TNotification>();
  for (const id of [...read, ...dismissed]) {
    const found = findCached(queryClient, id);
    if (found) before.set(id, found);
  }

  const nextStats = (stats: TNotificationStats): TNotificationStats => {
    if (change.allRead) return { ...stats, unread: 0, urgent: 0 };
    let { total, unread, urgent } = stats;
    for (const [id, item] of before) {
      const gone = dismissed.has(id);
      const nowRead = gone || read.has(id);
      if (gone) total -= 1;
      if (nowRead && !item.isRead) unread -= 1;
      if (nowRead && isUrgentUnread(item)) urgent -= 1;
    }
    return { total: Math.max(0, total), unread: Math.max(0, unread), urgent: Math.max(0, urgent) };
  };

  const nextItem = (item: TNotification): TNotification | null => {
    if (dismissed.has(item.id)) return null;
    if (!item.isRead && (change.allRead || read.has(item.id))) return { ...item, isRead: true, readAt: now };
    return item;
  };

  /** How many that matched the filters no longer do (for the filtered `total`). */
  const leaving = (filters: NotificationFilters) => {
    if (change.allRead) return 0;
    let count = 0;
    for (const item of before.values()) {
      if (!matches(item, filters)) continue;
      const after = nextItem(item);
      if (!after || !matches(after, filters)) count += 1;
    }
    return count;
  };

  const nextList = (data: ListData, filters: NotificationFilters): ListData => ({
    notifications: data.notifications
      .map(nextItem)
      .filter((item): item is TNotification => item !== null && matches(item, filters)),
    stats: nextStats(data.stats),
    total: change.allRead && filters.isRead === false ? 0 : Math.max(0, data.total - leaving(filters)),
  });

  for (const [key, data] of queryClient.getQueriesData<ListData>({ queryKey: queryKeys.notifications.list() })) {
    if (data) queryClient.setQueryData<ListData>(key, nextList(data, filtersOf(key)));
  }
  for (const [key, data] of queryClient.getQueriesData<PagesData>({ queryKey: queryKeys.notifications.pages() })) {
    if (data)
      queryClient.setQueryData<PagesData>(key, {
        ...data,
        pages: data.pages.map((page) => nextList(page, filtersOf(key))),
      });
  }
  for (const id of read) {
    const detail = queryClient.getQueryData<TNotification>(queryKeys.notifications.detail(id));
    if (detail && !detail.isRead)
      queryClient.setQueryData<TNotification>(queryKeys.notifications.detail(id), {
        ...detail,
        isRead: true,
        readAt: now,
      });
  }
}

/** After any change: the lists are read again (the detail pages keep what the mutation answered). */
export function refreshNotificationLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.notifications.pages() }),
  ]);
}
