import type { RealtimeEventType } from '@briefly/shared/realtime';
import {
  applyNotificationPreferences,
  LOCKED_IN_APP_CATEGORIES,
  NOTIFICATION_MESSAGES,
  normalizeNotificationPreferences,
  wantsEmail,
  wantsInApp,
  type NotificationCategory,
  type NotificationPriority,
  type NotificationType,
  type TNotification,
  type TNotificationPreferencesResponse,
  type TNotificationsBulkResponse,
  type TNotificationsQuery,
  type TNotificationsResponse,
  type TSeedNotificationRequest,
  type TUpdateNotificationPreferencesRequest,
} from '@briefly/shared/notifications';
import type { Db } from '../../db/client.ts';
import type { MailAttachment } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/module.ts';
import type { RealtimeSender } from '../../platform/outbox/realtime-forwarder.ts';
import type { NotificationMail } from './notification-mail.ts';
import { notificationNotFound } from './notifications.errors.ts';
import * as repo from './notifications.repository.ts';

// Notifications (docs/product/notifications.md): made by the module's event subscriber inside the
// event's delivery transaction (`deliver`), read and changed by their user through the API. The
// token decides whose: every query is scoped to the caller, so another user's id is never reached.

export interface Caller {
  id: string;
}

/**
 * A notification's text. One that carries a time is written for its reader: a function of the
 * recipient's stored zone (null when none is known), called once the recipient is read (decision 039).
 */
export type ReaderText = string | ((recipientTimeZone: string | null) => string);

const writtenFor = (text: ReaderText, recipientTimeZone: string | null) =>
  typeof text === 'string' ? text : text(recipientTimeZone);

/** A notification a producer wants to give someone; preferences decide whether and how. */
export interface NotificationDraft {
  userId: string;
  title: ReaderText;
  message: ReaderText;
  type: NotificationType;
  category: NotificationCategory;
  priority: NotificationPriority;
  link: string | null;
  /** One notification per user and topic (see the table). */
  topic?: string | null;
  /** Overrides the batch delay before it is emailed (0: in the next batch run); for producers that already waited (unread messages). */
  emailDelayMs?: number;
  /** Shown in the app only, never emailed (a saved search's instant alert: its email is the daily digest). */
  inAppOnly?: boolean;
  /** Files for its email (an event's calendar invitation): it is then emailed at once, on its own, when the user wants email for its category. */
  attachments?: MailAttachment[];
}

/** Realtime message types: a new notification, and "your list changed" for the user's other tabs. */
export const REALTIME_CREATED = 'notification.created' satisfies RealtimeEventType;
export const REALTIME_CHANGED = 'notifications.changed' satisfies RealtimeEventType;

export function toNotification(row: repo.NotificationRow): TNotification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type,
    category: row.category,
    priority: row.priority,
    isRead: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    link: row.link,
    dismissedAt: row.dismissedAt?.toISOString() ?? null,
  };
}

export function createNotificationsService(deps: {
  db: Db;
  clock: Clock;
  realtime: RealtimeSender;
  mail: NotificationMail;
}) {
  const { db, clock, realtime, mail } = deps;

  /**
   * Inside the caller's transaction: the active user's address when they want email of this
   * category (their preferences), else null. For modules that compose their own email (a digest).
   */
  async function emailRecipient(tx: Db, userId: string, category: NotificationCategory) {
    const person = (await repo.recipients(tx, [userId])).get(userId);
    if (!person || !wantsEmail(normalizeNotificationPreferences(person.preferences), category)) return null;
    return { id: person.id, email: person.email, emailVerifiedAt: person.emailVerifiedAt, timeZone: person.timeZone };
  }

  /**
   * Inside the caller's transaction: notifies each draft's user once per event (`eventId`; null
   * only for the demo's test notification), honouring their preferences: shown in the app unless
   * switched off (critical ones always are), emailed at once when urgent, else in the next batch.
   */
  async function deliver(
    tx: Db,
    args: { eventId: string | null; at: Date; drafts: NotificationDraft[] },
  ): Promise<repo.NotificationRow[]> {
    if (args.drafts.length === 0) return [];
    const people = await repo.recipients(
      tx,
      args.drafts.map((draft) => draft.userId),
    );
    const emailed = new Set<string>();
    const values: repo.NewNotification[] = [];
    for (const draft of args.drafts) {
      const person = people.get(draft.userId);
      if (!person) continue; // deactivated or deleted
      const preferences = normalizeNotificationPreferences(person.preferences);
      const inApp = wantsInApp(preferences, draft);
      const email = !draft.inAppOnly && wantsEmail(preferences, draft.category);
      if (!inApp && !email) continue;
      if (email) emailed.add(draft.userId);
      values.push({
        userId: draft.userId,
        title: writtenFor(draft.title, person.timeZone),
        message: writtenFor(draft.message, person.timeZone),
        type: draft.type,
        category: draft.category,
        priority: draft.priority,
        link: draft.link,
        topic: draft.topic ?? null,
        sourceEventId: args.eventId,
        inApp,
        createdAt: args.at,
        emailDueAt:
          email && draft.priority !== 'urgent' && !draft.attachments?.length
            ? new Date(args.at.getTime() + (draft.emailDelayMs ?? mail.batchDelayMs))
            : null,
      });
    }
    const created = await repo.insertNotifications(tx, values);
    const now = clock();
    const attachmentsFor = new Map(
      args.drafts.filter((draft) => draft.attachments?.length).map((draft) => [draft.userId, draft.attachments!]),
    );
    for (const row of created) {
      const attachments = attachmentsFor.get(row.userId);
      if ((row.priority === 'urgent' || attachments) && emailed.has(row.userId)) {
        await mail.queueEmail(tx, people.get(row.userId)!, [row], now, attachments);
        await repo.settleEmailDue(tx, [row.id], now);
      }
      if (row.inApp)
        await realtime.sendToUsers(tx, [row.userId], {
          type: REALTIME_CREATED,
          data: { id: row.id, category: row.category, priority: row.priority },
        });
    }
    return created;
  }

  const changed = (tx: Db, userId: string) => realtime.sendToUsers(tx, [userId], { type: REALTIME_CHANGED, data: {} });

  async function list(caller: Caller, query: TNotificationsQuery): Promise<TNotificationsResponse> {
    const [{ rows, total }, stats] = await Promise.all([
      repo.listOwn(db, caller.id, {
        category: query.category,
        priority: query.priority,
        isRead: query.isRead,
        includeDismissed: query.includeDismissed,
        limit: query.limit,
        offset: query.offset,
      }),
      repo.stats(db, caller.id),
    ]);
    return { notifications: rows.map(toNotification), stats, total };
  }

  async function get(caller: Caller, id: string): Promise<TNotification> {
    const row = await repo.findOwn(db, caller.id, id);
    if (!row) throw notificationNotFound();
    return toNotification(row);
  }

  /** Marking one read (again is fine: it keeps its first read time). */
  async function markRead(caller: Caller, id: string): Promise<TNotification> {
    const result = await db.transaction(async (tx) => {
      const outcome = await repo.markRead(tx, caller.id, id, clock());
      if (outcome?.changed) await changed(tx, caller.id);
      return outcome;
    });
    if (!result) throw notificationNotFound();
    return toNotification(result.row);
  }

  /** Dismissing removes it from the list (again is fine). */
  async function dismiss(caller: Caller, id: string): Promise<void> {
    const result = await db.transaction(async (tx) => {
      const outcome = await repo.dismiss(tx, caller.id, id, clock());
      if (outcome.changed) await changed(tx, caller.id);
      return outcome;
    });
    if (!result.found) throw notificationNotFound();
  }

  async function bulk(caller: Caller, change: typeof repo.readAll): Promise<TNotificationsBulkResponse> {
    const updated = await db.transaction(async (tx) => {
      const count = await change(tx, caller.id, clock());
      if (count > 0) await changed(tx, caller.id);
      return count;
    });
    return { updated, stats: await repo.stats(db, caller.id) };
  }

  /**
   * Inside an event's delivery: the user answered what a notification asked (a story's consent), so it
   * says the answer and is read, and their open screens hear of it — no stale "needs your consent".
   */
  async function resolveQuestion(
    tx: Db,
    args: { userId: string; link: string; question: string; answer: string },
  ): Promise<void> {
    if ((await repo.resolveQuestion(tx, { ...args, at: clock() })) > 0) await changed(tx, args.userId);
  }

  const readAll = (caller: Caller) => bulk(caller, repo.readAll);
  const dismissAll = (caller: Caller) => bulk(caller, repo.dismissAll);

  const preferencesResponse = (stored: unknown): TNotificationPreferencesResponse => ({
    preferences: normalizeNotificationPreferences(stored),
    lockedInApp: [...LOCKED_IN_APP_CATEGORIES],
  });

  async function getPreferences(caller: Caller): Promise<TNotificationPreferencesResponse> {
    return preferencesResponse(await repo.findPreferences(db, caller.id));
  }

  /** A partial update under the row's lock, so two tabs saving at once both count. */
  async function updatePreferences(
    caller: Caller,
    update: TUpdateNotificationPreferencesRequest,
  ): Promise<TNotificationPreferencesResponse> {
    const next = await db.transaction(async (tx) => {
      const current = normalizeNotificationPreferences(await repo.lockPreferences(tx, caller.id));
      const merged = applyNotificationPreferences(current, update);
      await repo.savePreferences(tx, caller.id, merged, clock());
      return merged;
    });
    return preferencesResponse(next);
  }

  /** The demo's test notification for the caller (the routes offer it only in demo mode). */
  async function seedTest(caller: Caller, body: TSeedNotificationRequest): Promise<TNotification | null> {
    const [row] = await db.transaction((tx) =>
      deliver(tx, {
        eventId: null,
        at: clock(),
        drafts: [
          {
            userId: caller.id,
            title: body?.title ?? NOTIFICATION_MESSAGES.testTitle,
            message: body?.message ?? NOTIFICATION_MESSAGES.testMessage,
            type: 'info',
            category: 'system',
            priority: 'normal',
            link: null,
          },
        ],
      }),
    );
    return row?.inApp ? toNotification(row) : null;
  }

  /** In the caller's transaction: a closed account's notifications and preferences are erased. */
  async function eraseUserInTx(tx: Db, userId: string): Promise<void> {
    await repo.deleteNotificationsOf(tx, userId);
  }

  return {
    eraseUserInTx,
    deliver,
    emailRecipient,
    resolveQuestion,
    list,
    get,
    markRead,
    dismiss,
    readAll,
    dismissAll,
    getPreferences,
    updatePreferences,
    seedTest,
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
