import type { TAdminAuditQuery, TAdminAuditResponse, TAdminAuditRow } from '@briefly/shared/admin';
import { and, count, desc, eq, gte, like, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { likeLiteral } from '../../lib/text-search.ts';

// The audit log as admins read it (docs/product/admin.md#audit): every module's rows, filtered and
// paged in SQL, newest first (audit_log_created_idx).

const DAY_MS = 24 * 60 * 60 * 1000;

export type AuditFilter = Pick<TAdminAuditQuery, 'action' | 'entityType' | 'actorId' | 'from' | 'to'>;

/** A date without a time means that whole day (UTC): `to=2026-11-24` takes in the 24th. */
const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function bound(value: string, endOfDay: boolean): Date {
  const dateOnly = isDateOnly(value);
  const at = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  return dateOnly && endOfDay ? new Date(at.getTime() + DAY_MS) : at;
}

function where(filter: AuditFilter): SQL | undefined {
  const action = filter.action?.trim();
  return and(
    // `admin.brand.` is a prefix (every brand action); anything else is one action.
    action
      ? action.endsWith('.')
        ? like(auditLog.action, `${likeLiteral(action)}%`)
        : eq(auditLog.action, action)
      : undefined,
    filter.entityType?.trim() ? eq(auditLog.targetType, filter.entityType.trim()) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.from ? gte(auditLog.createdAt, bound(filter.from, false)) : undefined,
    filter.to
      ? isDateOnly(filter.to)
        ? lt(auditLog.createdAt, bound(filter.to, true))
        : lte(auditLog.createdAt, bound(filter.to, false))
      : undefined,
  );
}

const columns = {
  id: auditLog.id,
  actorId: auditLog.actorId,
  actorEmail: users.email,
  action: auditLog.action,
  entityType: auditLog.targetType,
  entityId: auditLog.targetId,
  data: auditLog.data,
  at: auditLog.createdAt,
};

/** Rows newest first, `limit` from `offset`, and how many match (two queries). */
export async function auditPage(db: Db, filter: AuditFilter, page: { limit: number; offset: number }) {
  const condition = where(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(auditLog).where(condition),
  ]);
  return { rows, total: total?.value ?? 0 };
}
export type AuditRow = Awaited<ReturnType<typeof auditPage>>['rows'][number];

/** `{ before, after }` as the admin module writes it; other modules' rows carry their data as `after`. */
export function toAuditRow(row: AuditRow): TAdminAuditRow {
  const data = row.data ?? null;
  const paired = data !== null && typeof data === 'object' && 'before' in data && 'after' in data;
  return {
    id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail ?? null,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: paired ? (data.before ?? null) : null,
    after: paired ? (data.after ?? null) : data,
    at: row.at.toISOString(),
  };
}

export async function listAudit(db: Db, query: TAdminAuditQuery): Promise<TAdminAuditResponse> {
  const { rows, total } = await auditPage(db, query, { limit: query.limit, offset: (query.page - 1) * query.limit });
  return { entries: rows.map(toAuditRow), total, page: query.page, limit: query.limit };
}
