import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DisputeOutcome, DisputeSubject } from '@briefly/shared/disputes';
import { queryRows, type Db } from '../../db/client.ts';
import { auditLog, disputeMessages, disputes } from '../../db/schema/index.ts';

// Every query of disputes (docs/product/disputes.md). The subjects — awards, submissions,
// withdrawals — and the parties' names are read from their owners' tables (read-only; decision 010);
// changes to them go through their modules' faces.

export type DisputeRow = typeof disputes.$inferSelect;

export interface SubjectRow {
  brief_id: string | null;
  brand_id: string | null;
  creator_id: string;
  decided_at: Date | string | null;
  title: string;
  /** The award's payout status, the submission's status or the withdrawal's status. */
  state: string;
}

/** The subject of a dispute, with its parties and when it was decided (null: not decided yet). */
export async function subjectOf(db: Db, type: DisputeSubject, id: string): Promise<SubjectRow | undefined> {
  const query: Record<DisputeSubject, SQL> = {
    award: sql`select ra.brief_id, b.brand_id, ra.creator_id, ra.created_at as decided_at,
                      'Award on “' || b.title || '”' as title, ra.payout_status::text as state
                 from reward_assignments ra join briefs b on b.id = ra.brief_id where ra.id = ${id}::uuid`,
    submission: sql`select s.brief_id, b.brand_id, s.creator_id, s.reviewed_at as decided_at,
                           'Submission to “' || b.title || '”' as title, s.status::text as state
                      from submissions s join briefs b on b.id = s.brief_id where s.id = ${id}::uuid`,
    withdrawal: sql`select null::uuid as brief_id, null::uuid as brand_id, w.creator_id,
                           case when w.status in ('rejected', 'completed') then w.processed_at end as decided_at,
                           'Withdrawal of $' || to_char(w.amount_cents / 100.0, 'FM999999990.00') as title, w.status::text as state
                      from withdrawals w where w.id = ${id}::uuid`,
  };
  const [row] = await queryRows<SubjectRow>(db, query[type]);
  return row;
}

/** A new open dispute, or undefined when one is already open about the same subject. */
export async function insertDispute(db: Db, values: typeof disputes.$inferInsert): Promise<DisputeRow | undefined> {
  const [row] = await db.insert(disputes).values(values).onConflictDoNothing().returning();
  return row;
}

export interface SummaryRow {
  id: string;
  subject_type: DisputeSubject;
  subject_id: string;
  subject_title: string;
  brief_id: string | null;
  brand_id: string | null;
  brand_name: string | null;
  creator_id: string;
  creator_name: string;
  opened_by: string;
  reason: string;
  details: string;
  status: 'open' | 'resolved';
  created_at: Date | string;
  answer_due_at: Date | string;
  answered_at: Date | string | null;
  outcome: DisputeOutcome | null;
  resolution_note: string | null;
  resolution_cents: number | string | null;
  resolved_at: Date | string | null;
}

const summarySql = (where: SQL) => sql`
  select d.id, d.subject_type, d.subject_id, d.brief_id, d.brand_id, d.creator_id, d.opened_by, d.reason,
         d.details, d.status, d.created_at, d.answer_due_at, d.answered_at, d.outcome, d.resolution_note,
         d.resolution_cents, d.resolved_at,
         coalesce(bp.company_name, 'Brand') as brand_name,
         coalesce(cp.full_name, 'Creator') as creator_name,
         case d.subject_type
           when 'withdrawal' then 'Withdrawal of $' || to_char(w.amount_cents / 100.0, 'FM999999990.00')
           when 'award' then 'Award on “' || coalesce(b.title, 'a brief') || '”'
           else 'Submission to “' || coalesce(b.title, 'a brief') || '”' end as subject_title
    from disputes d
    left join briefs b on b.id = d.brief_id
    left join withdrawals w on d.subject_type = 'withdrawal' and w.id = d.subject_id
    left join brand_profiles bp on bp.id = d.brand_id
    left join creator_profiles cp on cp.id = d.creator_id
   where ${where}
   order by d.created_at desc, d.id
   limit 200`;

/** The disputes a brand or creator is a party to, newest first. */
export async function listForParty(db: Db, userId: string): Promise<SummaryRow[]> {
  return queryRows<SummaryRow>(db, summarySql(sql`(d.brand_id = ${userId}::uuid or d.creator_id = ${userId}::uuid)`));
}

/** Every dispute of a status (the admin's list), newest first. */
export async function listAll(db: Db, status: 'open' | 'resolved' | 'all'): Promise<SummaryRow[]> {
  return queryRows<SummaryRow>(db, summarySql(status === 'all' ? sql`true` : sql`d.status = ${status}`));
}

export async function findSummary(db: Db, id: string): Promise<SummaryRow | undefined> {
  const [row] = await queryRows<SummaryRow>(db, summarySql(sql`d.id = ${id}::uuid`));
  return row;
}

export async function findDispute(db: Db, id: string, lock = false): Promise<DisputeRow | undefined> {
  const query = db.select().from(disputes).where(eq(disputes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export interface MessageRow {
  id: string;
  author_role: 'brand' | 'creator' | 'admin';
  author_name: string;
  body: string;
  file_name: string | null;
  file_size: number | null;
  created_at: Date | string;
}

export async function messagesOf(db: Db, disputeId: string): Promise<MessageRow[]> {
  return queryRows<MessageRow>(
    db,
    sql`select m.id, m.author_role, m.body, m.file_name, m.file_size, m.created_at,
               coalesce(bp.company_name, cp.full_name, ap.full_name, 'Former member') as author_name
          from dispute_messages m
          left join brand_profiles bp on bp.id = m.author_id
          left join creator_profiles cp on cp.id = m.author_id
          left join admin_profiles ap on ap.id = m.author_id
         where m.dispute_id = ${disputeId}::uuid
         order by m.created_at, m.id`,
  );
}

export async function insertMessage(db: Db, values: typeof disputeMessages.$inferInsert): Promise<void> {
  await db.insert(disputeMessages).values(values);
}

/** A message's evidence file, when the message is the dispute's and has one. */
export async function findMessageFile(
  db: Db,
  disputeId: string,
  messageId: string,
): Promise<{ fileName: string; storageKey: string } | undefined> {
  const [row] = await db
    .select({ fileName: disputeMessages.fileName, storageKey: disputeMessages.storageKey })
    .from(disputeMessages)
    .where(and(eq(disputeMessages.id, messageId), eq(disputeMessages.disputeId, disputeId)));
  return row?.fileName && row.storageKey ? { fileName: row.fileName, storageKey: row.storageKey } : undefined;
}

/** The other party's first answer (compare-and-set: only the first sets it). */
export async function markAnswered(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(disputes)
    .set({ answeredAt: at })
    .where(and(eq(disputes.id, id), isNull(disputes.answeredAt)));
}

/** Compare-and-set: of several admins resolving at once, one wins (the others get undefined). */
export async function resolve(
  db: Db,
  id: string,
  values: { outcome: DisputeOutcome; note: string; cents: number | null; by: string; at: Date },
): Promise<DisputeRow | undefined> {
  const [row] = await db
    .update(disputes)
    .set({
      status: 'resolved',
      outcome: values.outcome,
      resolutionNote: values.note,
      resolutionCents: values.cents,
      resolvedBy: values.by,
      resolvedAt: values.at,
    })
    .where(and(eq(disputes.id, id), eq(disputes.status, 'open')))
    .returning();
  return row;
}

/** Open disputes past their answer deadline, oldest first (Needs attention). */
export async function pastAnswerDeadline(
  db: Db,
  now: Date,
  limit: number,
): Promise<{ count: number; rows: SummaryRow[] }> {
  const where = sql`d.status = 'open' and d.answer_due_at <= ${now.toISOString()}::timestamptz`;
  const [counted] = await queryRows<{ count: number | string }>(
    db,
    sql`select count(*)::int as count from disputes d where ${where}`,
  );
  const rows = await queryRows<SummaryRow>(db, summarySql(where));
  return { count: Number(counted?.count ?? 0), rows: rows.reverse().slice(0, limit) };
}

export async function audit(
  db: Db,
  values: {
    actorId: string | null;
    action: string;
    targetType: string;
    targetId: string;
    data?: Record<string, unknown>;
    ip?: string;
  },
): Promise<void> {
  await db.insert(auditLog).values(values);
}

export async function setResolutionCents(db: Db, id: string, cents: number): Promise<void> {
  await db.update(disputes).set({ resolutionCents: cents }).where(eq(disputes.id, id));
}
