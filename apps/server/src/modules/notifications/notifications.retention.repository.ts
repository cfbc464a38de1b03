import { and, eq, isNotNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox, notificationPreferences, notifications } from '../../db/schema/index.ts';

// Retention: what the retention job prunes, and what a closed account leaves behind.

/** Dismissed notifications and finished emails older than `before` (the retention job). */
export async function prune(db: Db, before: Date): Promise<{ notifications: number; mails: number }> {
  const removed = await db
    .delete(notifications)
    .where(and(isNotNull(notifications.dismissedAt), lt(notifications.dismissedAt, before)))
    .returning({ id: notifications.id });
  const mails = await db
    .delete(mailOutbox)
    .where(and(lt(mailOutbox.createdAt, before), ne(mailOutbox.status, 'queued')))
    .returning({ id: mailOutbox.id });
  return { notifications: removed.length, mails: mails.length };
}

/** A closed account's notifications and preferences go (docs/product/accounts.md#your-data-and-closing-your-account). */
export async function deleteNotificationsOf(db: Db, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
  await db.delete(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}
