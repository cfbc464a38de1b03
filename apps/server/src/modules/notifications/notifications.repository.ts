import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { NotificationCategory, NotificationPriority, TNotificationStats } from '@briefly/shared/notifications';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  auditLog,
  brandProfiles,
  briefs,
  creatorProfiles,
  mailOutbox,
  notificationPreferences,
  notifications,
  rewardAssignments,
  rewardTiers,
  sessions,
  submissions,
  users,
  withdrawals,
  type MailStatus,
} from '../../db/schema/index.ts';

// Every query of the notifications module. It writes its own tables only; what producers need to
// word a notification (brief titles, names, places) is read from other modules' tables (decision 010).

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
export type MailRow = typeof mailOutbox.$inferSelect;

// ---------------------------------------------------------------- recipients and writing

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

// ---------------------------------------------------------------- the user's own

const visible = (userId: string): SQL[] => [eq(notifications.userId, userId), eq(notifications.inApp, true)];

export interface ListFilters {
  category?: NotificationCategory;
  priority?: NotificationPriority;
  isRead?: boolean;
  includeDismissed: boolean;
  limit: number;
  offset: number;
}

/** One statement per shape of filter (which filters are set), prepared on first use (db/prepared.ts). */
const listStatements = new Map<string, ReturnType<typeof preparedQuery<Array<NotificationRow & { total: number }>>>>();

function listStatement(filters: ListFilters) {
  const shape = [
    filters.includeDismissed ? 'all' : 'shown',
    filters.category ? 'cat' : '',
    filters.priority ? 'pri' : '',
    filters.isRead === undefined ? '' : filters.isRead ? 'read' : 'unread',
  ]
    .filter(Boolean)
    .join('_');
  let statement = listStatements.get(shape);
  if (!statement) {
    statement = preparedQuery(`notifications_list_${shape}`, (db, name) =>
      db
        .select({ ...getTableColumns(notifications), total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(notifications)
        .where(listWhere(filters, (key) => sql.placeholder(key)))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
    );
    listStatements.set(shape, statement);
  }
  return statement;
}

/** The list's WHERE, with `value(name)` for each value: a placeholder when prepared, else the value. */
function listWhere(filters: ListFilters, value: (name: 'userId' | 'category' | 'priority') => unknown) {
  const conditions: SQL[] = [sql`${notifications.userId} = ${value('userId')}`, eq(notifications.inApp, true)];
  if (!filters.includeDismissed) conditions.push(isNull(notifications.dismissedAt));
  if (filters.category) conditions.push(sql`${notifications.category} = ${value('category')}`);
  if (filters.priority) conditions.push(sql`${notifications.priority} = ${value('priority')}`);
  if (filters.isRead !== undefined)
    conditions.push(filters.isRead ? isNotNull(notifications.readAt) : isNull(notifications.readAt));
  return and(...conditions);
}

/** One page, newest first, with how many match the filters (a window count: one statement). */
export async function listOwn(
  db: Db,
  userId: string,
  filters: ListFilters,
): Promise<{ rows: NotificationRow[]; total: number }> {
  const values = {
    userId,
    category: filters.category,
    priority: filters.priority,
    limit: filters.limit,
    offset: filters.offset,
  };
  const rows = await listStatement(filters)(db, values);
  if (rows.length > 0) return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]!.total };
  if (filters.offset === 0) return { rows: [], total: 0 };
  // Past the last page: the count alone.
  const [counted] = await db
    .select({ n: count() })
    .from(notifications)
    .where(listWhere(filters, (key) => values[key]));
  return { rows: [], total: counted?.n ?? 0 };
}

const statsStatement = preparedQuery('notifications_stats', (db, name) =>
  db
    .select({
      total: count(),
      unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
      urgent:
        sql<number>`count(*) filter (where ${notifications.readAt} is null and ${notifications.priority} = 'urgent')`.mapWith(
          Number,
        ),
    })
    .from(notifications)
    .where(
      and(
        sql`${notifications.userId} = ${sql.placeholder('userId')}`,
        eq(notifications.inApp, true),
        isNull(notifications.dismissedAt),
      ),
    )
    .prepare(name),
);

/** Total, unread and unread urgent among the user's notifications that are not dismissed (every page with the bell asks). */
export async function stats(db: Db, userId: string): Promise<TNotificationStats> {
  const [row] = await statsStatement(db, { userId });
  return { total: row?.total ?? 0, unread: row?.unread ?? 0, urgent: row?.urgent ?? 0 };
}

/** One of the user's own, not dismissed; another user's is never found. */
export async function findOwn(db: Db, userId: string, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), ...visible(userId), isNull(notifications.dismissedAt)));
  return row;
}

/** Marks one read (a read one keeps its first read time); undefined when it is not the user's or is dismissed. */
export async function markRead(
  db: Db,
  userId: string,
  id: string,
  at: Date,
): Promise<{ row: NotificationRow; changed: boolean } | undefined> {
  const [changed] = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.id, id),
        ...visible(userId),
        isNull(notifications.dismissedAt),
        isNull(notifications.readAt),
      ),
    )
    .returning();
  if (changed) return { row: changed, changed: true };
  const row = await findOwn(db, userId, id);
  return row ? { row, changed: false } : undefined;
}

/** Dismisses one of the user's own (again is fine); false when it is not theirs. */
export async function dismiss(
  db: Db,
  userId: string,
  id: string,
  at: Date,
): Promise<{ found: boolean; changed: boolean }> {
  const [changed] = await db
    .update(notifications)
    .set({ dismissedAt: at })
    .where(and(eq(notifications.id, id), ...visible(userId), isNull(notifications.dismissedAt)))
    .returning({ id: notifications.id });
  if (changed) return { found: true, changed: true };
  const [existing] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), ...visible(userId)));
  return { found: Boolean(existing), changed: false };
}

/**
 * A question answered: the user's notifications that asked it (by their link and title) get the answer
 * as their title and are read. Returns how many changed.
 */
export async function resolveQuestion(
  db: Db,
  args: { userId: string; link: string; question: string; answer: string; at: Date },
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ title: args.answer, readAt: sql`coalesce(${notifications.readAt}, ${args.at})` })
    .where(
      and(
        eq(notifications.userId, args.userId),
        eq(notifications.link, args.link),
        eq(notifications.title, args.question),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function readAll(db: Db, userId: string, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(...visible(userId), isNull(notifications.dismissedAt), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function dismissAll(db: Db, userId: string, at: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ dismissedAt: at })
    .where(and(...visible(userId), isNull(notifications.dismissedAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

// ---------------------------------------------------------------- preferences

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

// ---------------------------------------------------------------- what producers read (read-only)

export interface BriefInfo {
  id: string;
  title: string;
  brandId: string;
  brandName: string;
  status: 'draft' | 'published' | 'archived';
}

export async function briefInfo(db: Db, briefId: string): Promise<BriefInfo | undefined> {
  const [row] = await db
    .select({
      id: briefs.id,
      title: briefs.title,
      brandId: briefs.brandId,
      brandName: brandProfiles.companyName,
      status: briefs.status,
    })
    .from(briefs)
    .leftJoin(brandProfiles, eq(brandProfiles.id, briefs.brandId))
    .where(eq(briefs.id, briefId));
  return row ? { ...row, brandName: row.brandName ?? 'A brand' } : undefined;
}

/** A creator's name as brands see it. */
export async function creatorName(db: Db, creatorId: string): Promise<string> {
  const [row] = await db
    .select({ fullName: creatorProfiles.fullName, userName: creatorProfiles.userName })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.id, creatorId));
  return row?.fullName || row?.userName || 'A creator';
}

export interface AwardInfo {
  rewardType: 'cash' | 'credit' | 'prize';
  netCents: number;
  position: number | null;
  tierName: string | null;
  prizeName: string | null;
}

export async function awardInfo(db: Db, assignmentId: string): Promise<AwardInfo | undefined> {
  const [row] = await db
    .select({
      rewardType: rewardAssignments.rewardType,
      netCents: rewardAssignments.netCents,
      position: rewardAssignments.position,
      tierName: rewardTiers.name,
      prizeName: rewardAssignments.prizeName,
    })
    .from(rewardAssignments)
    .leftJoin(rewardTiers, eq(rewardTiers.id, rewardAssignments.rewardTierId))
    .where(eq(rewardAssignments.id, assignmentId));
  return row;
}

/** Everyone who applied to a brief. */
export async function applicantsOf(db: Db, briefId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ creatorId: submissions.creatorId })
    .from(submissions)
    .where(eq(submissions.briefId, briefId));
  return rows.map((row) => row.creatorId);
}

export async function activeAdmins(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.type, 'admin'), eq(users.status, 'active'), isNull(users.deletedAt)));
  return rows.map((row) => row.id);
}

export async function withdrawalStatus(db: Db, withdrawalId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ status: withdrawals.status })
    .from(withdrawals)
    .where(eq(withdrawals.id, withdrawalId));
  return row?.status;
}

export interface SignInHistory {
  /** The user agents of the account's sessions before this one (the registration's included), the latest 500. */
  userAgents: Array<string | null>;
  /** How many of those were sign-ins: the session a registration starts is not one. */
  earlierSignIns: number;
}

export async function signInHistory(db: Db, userId: string, sessionId: string): Promise<SignInHistory> {
  const [current] = await db.select({ createdAt: sessions.createdAt }).from(sessions).where(eq(sessions.id, sessionId));
  const conditions = [eq(sessions.userId, userId), ne(sessions.id, sessionId)];
  if (current) conditions.push(lte(sessions.createdAt, current.createdAt));
  const rows = await db
    .select({ userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(...conditions))
    .orderBy(desc(sessions.createdAt))
    .limit(500);
  // Accounts registered in the app (or through Google) began with a session; made ones did not.
  const [registered] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'user.registered'), eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)))
    .limit(1);
  return {
    userAgents: rows.map((row) => row.userAgent),
    earlierSignIns: Math.max(0, rows.length - (registered ? 1 : 0)),
  };
}

// ---------------------------------------------------------------- retention

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
