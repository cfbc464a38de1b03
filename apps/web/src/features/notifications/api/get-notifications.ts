import {
  NOTIFICATION_LIST_DEFAULT_LIMIT,
  type NotificationCategory,
  type TNotificationsResponse,
} from '@briefly/shared/notifications';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The list's filters, as sent (leave out what is not sent, so equal filters make equal keys). */
export interface NotificationFilters {
  category?: NotificationCategory;
  isRead?: boolean;
}

export interface NotificationListParams extends NotificationFilters {
  limit?: number;
  offset?: number;
}

/**
 * GET /api/notifications?category=&isRead=&limit=&offset= (bearer) → { notifications, stats, total }:
 * the user's notifications, newest first; `total` matches the filters, `stats` the whole inbox.
 */
export const getNotifications = (params: NotificationListParams, signal?: AbortSignal) =>
  api.get<TNotificationsResponse>('/api/notifications', { query: { ...params }, signal });

export const notificationsQueryOptions = (params: NotificationListParams) =>
  queryOptions({
    queryKey: queryKeys.notifications.list(params),
    queryFn: ({ signal }) => getNotifications(params, signal),
  });

export const useNotifications = (params: NotificationListParams, options: { enabled?: boolean } = {}) =>
  useQuery({ ...notificationsQueryOptions(params), enabled: options.enabled ?? true });

export const NOTIFICATION_PAGE_SIZE = NOTIFICATION_LIST_DEFAULT_LIMIT;

/** The same list page by page, for 'Load more': the next offset is how many are loaded, until `total`. */
export const notificationPagesQueryOptions = (filters: NotificationFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.notifications.pages(filters),
    queryFn: ({ pageParam, signal }) =>
      getNotifications({ ...filters, limit: NOTIFICATION_PAGE_SIZE, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.notifications.length, 0);
      return last.notifications.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });

export const useNotificationPages = (filters: NotificationFilters) =>
  useInfiniteQuery(notificationPagesQueryOptions(filters));
