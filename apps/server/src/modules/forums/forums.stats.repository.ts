import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { type Timestamp } from './forums.shared.repository.ts';

// The forum's figures, and an account's age (its first day has tighter writing limits).

export interface StatsRow {
  members: number | string;
  posts: number | string;
  replies: number | string | null;
  replied: number | string;
  solved: number | string;
}

export async function stats(db: Db): Promise<StatsRow> {
  const [row] = await queryRows<StatsRow>(
    db,
    sql`select
          (select count(*) from users where type in ('brand', 'creator') and status = 'active' and deleted_at is null) as members,
          count(*) as posts,
          coalesce(sum(replies_count), 0) as replies,
          count(*) filter (where replies_count > 0) as replied,
          count(*) filter (where replies_count > 0 and solution_reply_id is not null) as solved
        from forum_posts where visibility = 'visible'`,
  );
  return row!;
}

/** When the account was made (its first day has tighter writing limits). */
export async function accountCreatedAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await queryRows<{ created_at: Timestamp }>(db, sql`select created_at from users where id = ${userId}`);
  return row ? new Date(row.created_at) : null;
}
