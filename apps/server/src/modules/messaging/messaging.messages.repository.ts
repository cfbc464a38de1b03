import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations, messages } from '../../db/schema/index.ts';
import { preparedQuery } from '../../db/prepared.ts';

// Messages: sending one, pages of a conversation's messages, and reading them.

export type MessageRow = typeof messages.$inferSelect;

export async function insertMessage(tx: Db, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values(values).returning();
  await tx
    .update(conversations)
    .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${values.createdAt ?? sql`now()`})` })
    .where(eq(conversations.id, values.conversationId));
  return row!;
}

function messagesPageQuery(db: Db, before: boolean) {
  const ofConversation = eq(messages.conversationId, sql.placeholder('conversationId'));
  return db
    .select()
    .from(messages)
    .where(before ? and(ofConversation, sql`${messages.seq} < ${sql.placeholder('before')}`) : ofConversation)
    .orderBy(sql`${messages.seq} desc`)
    .limit(sql.placeholder('limit'));
}
const latestMessages = preparedQuery('messaging_messages_latest', (db, name) =>
  messagesPageQuery(db, false).prepare(name),
);
const messagesBefore = preparedQuery('messaging_messages_before', (db, name) =>
  messagesPageQuery(db, true).prepare(name),
);

/** The newest `limit` messages before the cursor (a `seq`), newest first; one more tells whether there are earlier ones. */
export async function messagesPage(
  db: Db,
  conversationId: string,
  before: number | null,
  limit: number,
): Promise<MessageRow[]> {
  return before === null
    ? latestMessages(db, { conversationId, limit: limit + 1 })
    : messagesBefore(db, { conversationId, before, limit: limit + 1 });
}

export async function findMessage(db: Db, messageId: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
  return row;
}

/** Marks what the other participant sent as read by `readerId`; how many changed. */
export async function markRead(tx: Db, conversationId: string, readerId: string, at: Date): Promise<number> {
  const rows = await tx
    .update(messages)
    .set({ readAt: at })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        sql`${messages.senderId} <> ${readerId}`,
        sql`${messages.readAt} is null`,
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}
