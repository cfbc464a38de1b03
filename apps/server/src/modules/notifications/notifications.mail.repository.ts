import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox, notifications, type MailStatus } from '../../db/schema/index.ts';
import type { NotificationRow } from './notifications.writing.repository.ts';

// Email: the notifications due in a batched email, and the mail outbox every email goes through.

export type MailRow = typeof mailOutbox.$inferSelect;

// ---------------------------------------------------------------- batched email

/** Users with notifications due in a batched email by `now`. */
export async function usersWithDueEmail(db: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(and(isNotNull(notifications.emailDueAt), lte(notifications.emailDueAt, now)))
    .limit(limit);
  return rows.map((row) => row.userId);
}

/** The user's due notifications, locked (another process's batch skips them), oldest first. */
export async function lockDueForUser(tx: Db, userId: string, now: Date): Promise<NotificationRow[]> {
  return tx
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), isNotNull(notifications.emailDueAt), lte(notifications.emailDueAt, now)),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .for('update', { skipLocked: true });
}

/** No longer waiting for an email; `emailedAt` set for those that went into one. */
export async function settleEmailDue(tx: Db, ids: string[], emailedAt: Date | null): Promise<void> {
  if (ids.length === 0) return;
  await tx.update(notifications).set({ emailDueAt: null, emailedAt }).where(inArray(notifications.id, ids));
}

// ---------------------------------------------------------------- mail outbox

export async function insertMail(db: Db, values: typeof mailOutbox.$inferInsert): Promise<MailRow> {
  const [row] = await db.insert(mailOutbox).values(values).returning();
  return row!;
}

export async function findMail(db: Db, id: string): Promise<MailRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** Records one attempt's outcome, only while the mail is still queued (a late duplicate attempt changes nothing). */
export async function recordMailAttempt(
  db: Db,
  id: string,
  values: { status: MailStatus; transport: string; error: string | null; sentAt: Date | null },
): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ ...values, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

export async function listMail(
  db: Db,
  args: { status?: MailStatus; limit: number; offset: number },
): Promise<{ rows: MailRow[]; total: number }> {
  const where = args.status ? eq(mailOutbox.status, args.status) : undefined;
  const rows = await db
    .select({ ...getTableColumns(mailOutbox), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(args.limit)
    .offset(args.offset);
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}
