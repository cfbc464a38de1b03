import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences, notifications, users } from '../../db/schema/index.ts';

// Recipients and writing: who a notification goes to (with their preferences), and storing it.

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

export interface Recipient {
  id: string;
  type: 'brand' | 'creator' | 'admin';
  email: string;
  /** Null until the address is verified: no notification email goes to it then (decision 020). */
  emailVerifiedAt: Date | null;
  preferences: unknown;
  /** The account's IANA zone, null until known: texts with a time are written in it (decision 039). */
  timeZone: string | null;
}

/** The active accounts among these ids, with their stored preferences (null: all defaults). */
export async function recipients(db: Db, userIds: string[]): Promise<Map<string, Recipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      type: users.type,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      preferences: notificationPreferences.preferences,
      timeZone: users.timeZone,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(and(inArray(users.id, [...new Set(userIds)]), eq(users.status, 'active'), isNull(users.deletedAt)));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Inserts what is new: a notification already made from this event for this user (or on this topic) is skipped. */
export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db.insert(notifications).values(rows).onConflictDoNothing().returning();
}
