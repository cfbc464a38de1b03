import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotificationCategory, NotificationPriority, NotificationType } from '@briefly/shared/notifications';
import { users } from './users.ts';

// Notifications and the mail they cause (docs/product/notifications.md). Written by the
// notifications module only; producers are its event subscribers.

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').$type<NotificationType>().notNull(),
    category: text('category').$type<NotificationCategory>().notNull(),
    priority: text('priority').$type<NotificationPriority>().notNull(),
    /** A path of the web app. */
    link: text('link'),
    /** The domain event that caused it (null for the demo's test notification). */
    sourceEventId: uuid('source_event_id'),
    /** What it is about when several events may tell the same thing (a payout held, then held again on a retry): one per user and topic. */
    topic: text('topic'),
    /** False when the user switched this category off in the app but still wants it by email: kept only to be emailed. */
    inApp: boolean('in_app').notNull().default(true),
    readAt: timestamp('read_at', { withTimezone: true }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    /** When it is due in the next batched email; null when no email is waiting for it. */
    emailDueAt: timestamp('email_due_at', { withTimezone: true }),
    /** When it went into an email (mail_outbox). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A redelivered event never notifies anyone twice.
    uniqueIndex('notifications_event_user_unique').on(t.sourceEventId, t.userId),
    uniqueIndex('notifications_user_topic_unique')
      .on(t.userId, t.topic)
      .where(sql`topic is not null`),
    // The list and its paging: the user's visible notifications, newest first.
    index('notifications_user_created_idx')
      .on(t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`dismissed_at is null and in_app`),
    // Unread counts (the bell's badge) and read-all.
    index('notifications_user_unread_idx')
      .on(t.userId, t.priority)
      .where(sql`read_at is null and dismissed_at is null and in_app`),
    // The batch email job's scan.
    index('notifications_email_due_idx')
      .on(t.emailDueAt)
      .where(sql`email_due_at is not null`),
    check('notifications_type_check', sql`type in ('success', 'error', 'warning', 'info')`),
    check('notifications_priority_check', sql`priority in ('urgent', 'high', 'medium', 'normal', 'low')`),
  ],
);

/** One row per user who changed their preferences; absent means every default (all on). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MailStatus = 'queued' | 'sent' | 'failed';

/** A text file attached to an email (an .ics calendar invitation). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * Every email the platform sends, as sent: the mail log, and the outbox itself when no SMTP server
 * is configured (transport 'outbox': kept here, not sent anywhere).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** Files sent with it (an event's calendar invitation), as text. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** How many notifications it carries (1, or a batch). */
    notificationCount: integer('notification_count').notNull().default(1),
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    /** 'smtp' or 'outbox'; set when it leaves the queue. */
    transport: text('transport'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt.desc()),
    index('mail_outbox_user_idx').on(t.userId),
    check('mail_outbox_status_check', sql`status in ('queued', 'sent', 'failed')`),
  ],
);
