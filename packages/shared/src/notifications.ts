import { z } from 'zod';
import { limitParam, offsetParam } from './paging.ts';

// Notifications: what a user is told in the app and by email (docs/product/notifications.md).

/** `message` is ours: brand–creator messages, once messaging exists (docs/product/notifications.md#categories). */
export const NOTIFICATION_CATEGORIES = [
  'payment',
  'wallet',
  'submission',
  'brief',
  'winner',
  'invitation',
  'security',
  'reward',
  'system',
  'message',
  'event',
  'story',
  'forum',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** How categories are named to users (preferences, emails). */
export const NOTIFICATION_CATEGORY_LABELS: Record<NotificationCategory, string> = {
  payment: 'Payments',
  wallet: 'Wallet and withdrawals',
  submission: 'Submissions',
  brief: 'Briefs',
  winner: 'Winners',
  invitation: 'Invitations',
  security: 'Security',
  reward: 'Rewards',
  system: 'System',
  message: 'Messages',
  event: 'Events',
  story: 'Success stories',
  forum: 'Forum replies',
};

/** Most pressing first (docs/product/notifications.md#priorities). */
export const NOTIFICATION_PRIORITIES = ['urgent', 'high', 'medium', 'normal', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/** The icon and colour of a notification, decided by what happened (good news, a failure, something to act on, news). */
export const NOTIFICATION_TYPES = ['success', 'error', 'warning', 'info'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_LIST_DEFAULT_LIMIT = 20;
export const NOTIFICATION_LIST_MAX_LIMIT = 100;

/** Shown in the app whatever the preferences say (docs/product/notifications.md#preferences). */
export const LOCKED_IN_APP_CATEGORIES: readonly NotificationCategory[] = ['security'];

/**
 * Critical notifications reach the app even when in-app notifications are switched off: security
 * alerts and urgent money problems (a card refund that failed).
 */
export function isCriticalNotification(notification: {
  category: NotificationCategory;
  priority: NotificationPriority;
}): boolean {
  return (
    LOCKED_IN_APP_CATEGORIES.includes(notification.category) ||
    (notification.category === 'payment' && notification.priority === 'urgent')
  );
}

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found',
  invalidId: 'Invalid notification ID',
  loadFailed: 'Failed to load notifications',
  testTitle: 'Test notification',
  testMessage: 'This is a test notification. Notifications about your briefs, submissions and payments appear here.',
  invalidUnsubscribe: 'This unsubscribe link is invalid or incomplete.',
} as const;

const listOf = (values: readonly string[]) => values.join(', ');

export const ZNotificationCategory = z.enum(NOTIFICATION_CATEGORIES, {
  message: `category must be one of ${listOf(NOTIFICATION_CATEGORIES)}`,
});
export const ZNotificationPriority = z.enum(NOTIFICATION_PRIORITIES, {
  message: `priority must be one of ${listOf(NOTIFICATION_PRIORITIES)}`,
});
export const ZNotificationType = z.enum(NOTIFICATION_TYPES);

export const ZNotification = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  type: ZNotificationType,
  category: ZNotificationCategory,
  priority: ZNotificationPriority,
  isRead: z.boolean(),
  /** ISO date-times. */
  readAt: z.string().nullable(),
  createdAt: z.string(),
  /** Where clicking takes the user: a path of the web app (`/brand/dashboard?tab=briefs`), or null. */
  link: z.string().nullable(),
  /** Set only on dismissed ones, which are listed only with `includeDismissed=true`. */
  dismissedAt: z.string().nullable().optional(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** Over the user's notifications that are not dismissed, whatever the list's filters: urgent counts unread urgent ones. */
export const ZNotificationStats = z.object({
  total: z.number().int(),
  unread: z.number().int(),
  urgent: z.number().int(),
});
export type TNotificationStats = z.infer<typeof ZNotificationStats>;

const queryBoolean = (name: string) =>
  z
    .enum(['true', 'false', '1', '0'], { message: `${name} must be true or false` })
    .transform((value) => value === 'true' || value === '1');

/**
 * GET /api/notifications. `userId` and `userType` are what the spec's client sends: accepted and
 * ignored (the token decides whose notifications these are).
 */
export const ZNotificationsQuery = z.strictObject({
  userId: z.string().max(200).optional(),
  userType: z.string().max(50).optional(),
  category: ZNotificationCategory.optional(),
  priority: ZNotificationPriority.optional(),
  isRead: queryBoolean('isRead').optional(),
  limit: limitParam(NOTIFICATION_LIST_MAX_LIMIT, NOTIFICATION_LIST_DEFAULT_LIMIT),
  offset: offsetParam(),
  includeDismissed: queryBoolean('includeDismissed').default(false),
});
export type TNotificationsQuery = z.infer<typeof ZNotificationsQuery>;
export type TNotificationsQueryInput = z.input<typeof ZNotificationsQuery>;

/** The other calls' query: the spec's client adds userId and userType to them too. */
export const ZNotificationCallerQuery = z.strictObject({
  userId: z.string().max(200).optional(),
  userType: z.string().max(50).optional(),
});

export const ZNotificationsResponse = z.object({
  notifications: z.array(ZNotification),
  stats: ZNotificationStats,
  /** How many match the filters (for paging); `stats.total` ignores the filters. */
  total: z.number().int(),
});
export type TNotificationsResponse = z.infer<typeof ZNotificationsResponse>;

export const ZNotificationResponse = z.object({ notification: ZNotification });
export type TNotificationResponse = z.infer<typeof ZNotificationResponse>;

export const ZDismissNotificationResponse = z.object({ id: z.uuid(), dismissed: z.literal(true) });
export type TDismissNotificationResponse = z.infer<typeof ZDismissNotificationResponse>;

/** POST /api/notifications/read-all and /dismiss-all: how many changed, and the stats after. */
export const ZNotificationsBulkResponse = z.object({ updated: z.number().int(), stats: ZNotificationStats });
export type TNotificationsBulkResponse = z.infer<typeof ZNotificationsBulkResponse>;

// ---------------------------------------------------------------- preferences

export const ZNotificationChannels = z.object({ inApp: z.boolean(), email: z.boolean(), push: z.boolean() });
export type TNotificationChannels = z.infer<typeof ZNotificationChannels>;

const categoryShape = <T extends z.ZodType>(value: T) =>
  Object.fromEntries(NOTIFICATION_CATEGORIES.map((category) => [category, value])) as Record<NotificationCategory, T>;

/**
 * Stored per user on the server. A notification is shown in the app when `inApp` and its category's
 * `inApp` are on (critical ones always are), and emailed when `email` and its category's `email` are.
 * `push` is kept for a future push channel; nothing is pushed yet.
 */
export const ZNotificationPreferences = z.object({
  inApp: z.boolean(),
  email: z.boolean(),
  push: z.boolean(),
  categories: z.object(categoryShape(ZNotificationChannels)),
});
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

export function defaultNotificationPreferences(): TNotificationPreferences {
  const on = () => ({ inApp: true, email: true, push: true });
  return {
    inApp: true,
    email: true,
    push: true,
    categories: Object.fromEntries(
      NOTIFICATION_CATEGORIES.map((category) => [category, on()]),
    ) as TNotificationPreferences['categories'],
  };
}

/**
 * PUT /api/notifications/preferences: any part of the preferences; what is left out keeps its value.
 * `inAppNotifications`, `emailNotifications` and `pushNotifications` are the spec client's names for the three switches.
 */
export const ZUpdateNotificationPreferencesRequest = z.strictObject({
  userId: z.string().max(200).optional(),
  userType: z.string().max(50).optional(),
  inApp: z.boolean().optional(),
  email: z.boolean().optional(),
  push: z.boolean().optional(),
  inAppNotifications: z.boolean().optional(),
  emailNotifications: z.boolean().optional(),
  pushNotifications: z.boolean().optional(),
  categories: z.strictObject(categoryShape(ZNotificationChannels.partial().strict().optional())).partial().optional(),
});
export type TUpdateNotificationPreferencesRequest = z.infer<typeof ZUpdateNotificationPreferencesRequest>;

export const ZNotificationPreferencesResponse = z.object({
  preferences: ZNotificationPreferences,
  /** Categories whose in-app switch cannot be turned off (shown locked). */
  lockedInApp: z.array(ZNotificationCategory),
});
export type TNotificationPreferencesResponse = z.infer<typeof ZNotificationPreferencesResponse>;

/** Merges an update into stored preferences; locked in-app switches stay on. */
export function applyNotificationPreferences(
  current: TNotificationPreferences,
  update: TUpdateNotificationPreferencesRequest,
): TNotificationPreferences {
  const next: TNotificationPreferences = {
    inApp: update.inApp ?? update.inAppNotifications ?? current.inApp,
    email: update.email ?? update.emailNotifications ?? current.email,
    push: update.push ?? update.pushNotifications ?? current.push,
    categories: { ...current.categories },
  };
  for (const category of NOTIFICATION_CATEGORIES) {
    const change = update.categories?.[category];
    next.categories[category] = { ...current.categories[category], ...(change ?? {}) };
    if (LOCKED_IN_APP_CATEGORIES.includes(category)) next.categories[category].inApp = true;
  }
  return next;
}

/** Stored preferences (possibly older, with fewer categories) read with defaults for what is missing. */
export function normalizeNotificationPreferences(stored: unknown): TNotificationPreferences {
  const defaults = defaultNotificationPreferences();
  if (!stored || typeof stored !== 'object') return defaults;
  const value = stored as Partial<Record<string, unknown>> & { categories?: Record<string, unknown> };
  const bool = (candidate: unknown, fallback: boolean) => (typeof candidate === 'boolean' ? candidate : fallback);
  const result: TNotificationPreferences = {
    inApp: bool(value.inApp, true),
    email: bool(value.email, true),
    push: bool(value.push, true),
    categories: defaults.categories,
  };
  for (const category of NOTIFICATION_CATEGORIES) {
    const stored = (value.categories?.[category] ?? {}) as Partial<Record<NotificationChannel, unknown>>;
    result.categories[category] = {
      inApp: LOCKED_IN_APP_CATEGORIES.includes(category) ? true : bool(stored.inApp, true),
      email: bool(stored.email, true),
      push: bool(stored.push, true),
    };
  }
  return result;
}

/** Whether a notification is shown in the app for these preferences (critical ones always are). */
export function wantsInApp(
  preferences: TNotificationPreferences,
  notification: { category: NotificationCategory; priority: NotificationPriority },
): boolean {
  if (isCriticalNotification(notification)) return true;
  return preferences.inApp && preferences.categories[notification.category].inApp;
}

export function wantsEmail(preferences: TNotificationPreferences, category: NotificationCategory): boolean {
  return preferences.email && preferences.categories[category].email;
}

/** POST /api/notifications/seed (demo mode): the test notification; title and message may be given. */
export const ZSeedNotificationRequest = z
  .object({
    userId: z.string().max(200).optional(),
    userType: z.string().max(50).optional(),
    title: z.string().trim().min(1).max(120).optional(),
    message: z.string().trim().min(1).max(500).optional(),
  })
  .nullish();
export type TSeedNotificationRequest = z.infer<typeof ZSeedNotificationRequest>;
/** The test notification; null when the user has System notifications off in the app. */
export const ZSeedNotificationResponse = z.object({ notification: ZNotification.nullable() });
export type TSeedNotificationResponse = z.infer<typeof ZSeedNotificationResponse>;

// ---------------------------------------------------------------- the mail outbox (admins, demo mode)

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

/** GET /api/admin/mail-outbox: every email the platform sent or kept, newest first. */
export const ZMailOutboxQuery = z.strictObject({
  status: z.enum(MAIL_STATUSES, { message: `status must be one of ${listOf(MAIL_STATUSES)}` }).optional(),
  limit: limitParam(100, 20),
  offset: offsetParam(),
});
export type TMailOutboxQuery = z.infer<typeof ZMailOutboxQuery>;

export const ZMailOutboxEntry = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
  notificationCount: z.number().int(),
  status: z.enum(MAIL_STATUSES),
  /** 'smtp', or 'outbox' when no SMTP server is configured and the email was only kept here; null while queued. */
  transport: z.string().nullable(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TMailOutboxEntry = z.infer<typeof ZMailOutboxEntry>;

export const ZMailOutboxResponse = z.object({ mails: z.array(ZMailOutboxEntry), total: z.number().int() });
export type TMailOutboxResponse = z.infer<typeof ZMailOutboxResponse>;
