import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/index.ts';

// The user's notification preferences.

export async function findPreferences(db: Db, userId: string): Promise<unknown> {
  const [row] = await db
    .select({ preferences: notificationPreferences.preferences })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.preferences ?? null;
}

/** Locks the user's preferences row (when there is one) for a read-modify-write. */
export async function lockPreferences(tx: Db, userId: string): Promise<unknown> {
  const [row] = await tx
    .select({ preferences: notificationPreferences.preferences })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .for('update');
  return row?.preferences ?? null;
}

export async function savePreferences(
  db: Db,
  userId: string,
  preferences: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, preferences, updatedAt: at })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { preferences, updatedAt: at } });
}
