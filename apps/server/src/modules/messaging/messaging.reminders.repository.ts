import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { messages } from '../../db/schema/index.ts';

// Reminders of unread messages.

export interface UnreadGroup {
  conversation_id: string;
  sender_id: string;
}

/** Conversations with messages unread since before `cutoff` that no reminder covered yet. */
export async function unremindedGroups(db: Db, cutoff: Date, limit: number): Promise<UnreadGroup[]> {
  return queryRows<UnreadGroup>(
    db,
    sql`select distinct conversation_id, sender_id from messages
        where read_at is null and reminded_at is null and created_at <= ${cutoff} limit ${limit}`,
  );
}

/** Claims the group's unread messages for one reminder (compare-and-set: a second run claims none). */
export async function claimUnread(tx: Db, conversationId: string, senderId: string, at: Date): Promise<number> {
  const rows = await tx
    .update(messages)
    .set({ remindedAt: at })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.senderId, senderId),
        sql`${messages.readAt} is null and ${messages.remindedAt} is null and ${messages.createdAt} <= ${new Date(at.getTime())}`,
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}
