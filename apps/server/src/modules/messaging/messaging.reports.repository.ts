import { sql } from 'drizzle-orm';
import type { ChatUserType } from '@briefly/shared/messaging';
import { queryRows, type Db } from '../../db/client.ts';
import { auditLog, conversationReports } from '../../db/schema/index.ts';
import { nameOf } from './messaging.shared.repository.ts';

// Reports on conversations (the admin's queue), and the audit of the admin's actions.

export type ReportRow = typeof conversationReports.$inferSelect;

export async function insertReport(tx: Db, values: typeof conversationReports.$inferInsert): Promise<ReportRow> {
  const [row] = await tx.insert(conversationReports).values(values).returning();
  return row!;
}

export interface ReportViewRow {
  id: string;
  conversation_id: string;
  reason: string;
  status: 'open' | 'reviewed';
  created_at: Date | string;
  reporter_id: string;
  reporter_name: string;
  reporter_type: ChatUserType;
  reported_id: string;
  reported_name: string;
  reported_type: ChatUserType;
}

const reportView = sql`select r.id, r.conversation_id, r.reason, r.status, r.created_at,
    r.reporter_id, ${nameOf(sql`r.reporter_id`)} as reporter_name, ru.type as reporter_type,
    r.reported_id, ${nameOf(sql`r.reported_id`)} as reported_name, du.type as reported_type
  from conversation_reports r join users ru on ru.id = r.reporter_id join users du on du.id = r.reported_id`;

export async function reportViews(
  db: Db,
  args: { id?: string; status?: 'open' | 'reviewed'; limit: number; offset: number },
): Promise<{ rows: ReportViewRow[]; total: number }> {
  const where = sql`where true ${args.id ? sql`and r.id = ${args.id}` : sql``} ${args.status ? sql`and r.status = ${args.status}` : sql``}`;
  const [rows, [count]] = await Promise.all([
    queryRows<ReportViewRow>(
      db,
      sql`${reportView} ${where} order by r.created_at desc, r.id desc limit ${args.limit} offset ${args.offset}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from conversation_reports r ${where}`),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function conversationNames(
  db: Db,
  conversationId: string,
): Promise<{ brandName: string; creatorName: string; briefTitle: string | null } | undefined> {
  const [row] = await queryRows<{ brand_name: string; creator_name: string; brief_title: string | null }>(
    db,
    sql`select ${nameOf(sql`c.brand_id`)} as brand_name, ${nameOf(sql`c.creator_id`)} as creator_name, b.title as brief_title
        from conversations c left join briefs b on b.id = c.brief_id where c.id = ${conversationId}`,
  );
  return row ? { brandName: row.brand_name, creatorName: row.creator_name, briefTitle: row.brief_title } : undefined;
}

export async function insertAudit(db: Db, values: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}
