import { and, count, desc, eq, getTableColumns, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { NotificationCategory, NotificationPriority, TNotificationStats } from '@briefly/shared/notifications';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { notifications } from '../../db/schema/index.ts';
import type { NotificationRow } from './notifications.writing.repository.ts';

// The user's own notifications: the list, the bell's figures, reading and dismissing.

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
