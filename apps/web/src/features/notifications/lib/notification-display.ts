import {
  NOTIFICATION_CATEGORY_LABELS,
  type NotificationCategory,
  type NotificationPriority,
  type NotificationType,
  type TNotification,
} from '@briefly/shared/notifications';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle, type Icon } from '@tabler/icons-react';
import { safeNextPath } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { viewerDateTime } from '@/lib/viewer-time';

// How a notification looks: its type decides the icon and colour (what happened), its priority
// the accent: urgent red and high orange, always beside the word (Urgent, High) that explains it; the
// other priorities have no accent, only their name for screen readers.

export const NOTIFICATION_TYPE_DISPLAY: Record<NotificationType, { icon: Icon; color: string; label: string }> = {
  success: { icon: IconCircleCheck, color: 'green', label: 'Success' },
  error: { icon: IconCircleX, color: 'red', label: 'Error' },
  warning: { icon: IconAlertTriangle, color: 'yellow', label: 'Warning' },
  info: { icon: IconInfoCircle, color: 'blue', label: 'Info' },
};

export const PRIORITY_COLORS: Partial<Record<NotificationPriority, string>> = { urgent: 'red', high: 'orange' };

export const PRIORITY_LABELS: Record<NotificationPriority, string> = {
  urgent: 'Urgent',
  high: 'High priority',
  medium: 'Medium priority',
  normal: 'Normal priority',
  low: 'Low priority',
};

/** Priorities worth a visible word next to the title (and the accent in its colour). */
export const SHOWN_PRIORITIES: ReadonlySet<NotificationPriority> = new Set(['urgent', 'high']);

export const categoryLabel = (category: NotificationCategory) => NOTIFICATION_CATEGORY_LABELS[category];

/** Date and time for the detail page and tooltips, on the viewer's clock with the zone named: "Sat, Nov 21, 2026 at 12:00 PM EST". */
export const fullDateTime = (iso: string) => viewerDateTime(iso);

/** Where the notification leads, when it is a page of this app (never another site). */
export const notificationTarget = (notification: Pick<TNotification, 'link'>): string | null =>
  safeNextPath(notification.link);

/** The words of the button that opens the notification's object, read from the page it leads to. */
export function targetLabel(link: string): string {
  const url = new URL(link, 'http://app.invalid');
  const tab = url.searchParams.get('tab');
  if (url.pathname.startsWith('/brand/dashboard')) {
    if (tab === 'manage-rewards') return url.searchParams.get('brief') ? 'Review submissions' : 'Manage rewards';
    if (tab === 'briefs') return 'Go to My Briefs';
    return 'Go to your dashboard';
  }
  if (url.pathname.startsWith('/creator/dashboard')) {
    if (tab === 'submissions') return 'Go to My Submissions';
    if (tab === 'wallet') return 'Go to Wallet';
    if (tab === 'earnings') return 'Go to Earnings';
    if (tab === 'marketplace') return url.searchParams.get('brief') ? 'View the brief' : 'Go to Marketplace';
    return 'Go to your dashboard';
  }
  if (url.pathname.startsWith('/admin/dashboard'))
    return tab === 'withdrawals' ? 'Go to Withdrawals' : 'Go to the admin dashboard';
  if (url.pathname.startsWith('/brief/')) return 'View the brief';
  return 'Open';
}

/** The bell's load error: "Failed to fetch notifications: {status}", or "network error" when no answer came. */
export const bellErrorText = (error: unknown) =>
  `Failed to fetch notifications: ${isApiError(error) && error.status > 0 ? error.status : 'network error'}`;
