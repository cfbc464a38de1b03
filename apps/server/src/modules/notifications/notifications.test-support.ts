import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../../db/client.ts';
import { uniqueEmail } from '../../../test/factories.ts';

// Helpers for the notifications tests: running the job queue, reading the module's tables.

/**
 * Runs queued jobs (event deliveries, emails) until none is ready. On a shared PostgreSQL other test
 * files' apps run jobs too and may hold some of ours for a moment: wait for those to finish.
 */
export async function runJobs(app: FastifyInstance): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (let round = 0; round < 200; round++) {
    if ((await app.platform.jobs.drain()) > 0) continue;
    const [busy] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from jobs where status = 'active' and (queue like 'event:%' or queue = 'mail.send')`,
    );
    if (Number(busy?.n ?? 0) === 0 || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface StoredNotification {
  id: string;
  user_id: string;
  title: string;
  message: string;
  type: string;
  category: string;
  priority: string;
  link: string | null;
  source_event_id: string | null;
  in_app: boolean;
  read_at: Date | null;
  dismissed_at: Date | null;
  email_due_at: Date | null;
  emailed_at: Date | null;
}

/** Every notification of these users, oldest first. */
export async function storedNotifications(db: Db, userIds: string[]): Promise<StoredNotification[]> {
  if (userIds.length === 0) return [];
  return queryRows<StoredNotification>(
    db,
    sql`select * from notifications where user_id in (${sql.join(
      userIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) order by created_at, id`,
  );
}

export interface StoredMail {
  id: string;
  user_id: string | null;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  notification_count: number;
  status: string;
  transport: string | null;
  attempts: number;
  error: string | null;
}

/** The user's notification emails (not the account's own mails: verification, password reset). */
export async function storedMails(db: Db, userId: string): Promise<StoredMail[]> {
  return queryRows<StoredMail>(
    db,
    sql`select * from mail_outbox where user_id = ${userId}::uuid and notification_count > 0 order by created_at, id`,
  );
}

/**
 * A database with at least one account, so a demo-mode app does not seed the demo data into it
 * (seeding happens only into an empty database).
 */
export async function databaseWithAnAccount(database: Database): Promise<Database> {
  await database.db.execute(sql`insert into users (type, email) values ('creator', ${uniqueEmail('placeholder')})`);
  return database;
}
