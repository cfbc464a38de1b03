import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import {
  brandProfiles,
  briefs,
  conversations,
  creatorProfiles,
  messages,
  userBlocks,
  users,
} from '../../db/schema/index.ts';
import { preparedQuery } from '../../db/prepared.ts';

// Conversations: starting one, finding one, and the caller's list of them.

export type ConversationRow = typeof conversations.$inferSelect;

/**
 * One statement whatever runs in parallel: the pair's row is created or, if it exists (or a
 * concurrent start just made it), touched. `inserted` tells which (xmax = 0 on a fresh row).
 */
export async function upsertConversation(
  tx: Db,
  values: { brandId: string; creatorId: string; startedBy: string; briefId: string | null; at: Date },
): Promise<{ id: string; inserted: boolean }> {
  const [row] = await queryRows<{ id: string; inserted: boolean }>(
    tx,
    sql`insert into conversations (brand_id, creator_id, started_by, brief_id, last_message_at, created_at)
        values (${values.brandId}, ${values.creatorId}, ${values.startedBy}, ${values.briefId}, ${values.at}, ${values.at})
        on conflict (brand_id, creator_id) do update
          set last_message_at = greatest(conversations.last_message_at, excluded.last_message_at),
              brief_id = coalesce(conversations.brief_id, excluded.brief_id)
        returning id, (xmax = 0) as inserted`,
  );
  return row!;
}

/** The conversation, only when `userId` takes part in it. */
export async function findOwnConversation(
  db: Db,
  conversationId: string,
  userId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        sql`(${conversations.brandId} = ${userId} or ${conversations.creatorId} = ${userId})`,
      ),
    );
  return row;
}

export async function findConversation(db: Db, conversationId: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
  return row;
}

export interface ConversationViewRow {
  id: string;
  brand_id: string;
  creator_id: string;
  started_by: string;
  brand_name: string;
  creator_name: string;
  creator_user_name: string;
  brand_photo_hash: string | null;
  creator_photo_hash: string | null;
  brief_id: string | null;
  brief_title: string | null;
  unread_count: number;
  created_at: Date | string;
  last_message_at: Date | string;
  last_type: 'text' | 'file' | null;
  last_content: string | null;
  last_file_name: string | null;
  last_sender_id: string | null;
  last_created_at: Date | string | null;
  blocked_by_me: boolean;
  blocked_by_other: boolean;
}

/** The view's columns; `userId` is the caller, a placeholder (the statements are prepared). */
function conversationViewQuery(db: Db, oneConversation: boolean) {
  const userId = sql.placeholder('userId');
  const other = sql`case when ${conversations.brandId} = ${userId} then ${conversations.creatorId} else ${conversations.brandId} end`;
  const lastMessage = db
    .select({
      type: messages.type,
      content: messages.content,
      fileName: messages.fileName,
      senderId: messages.senderId,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversations.id))
    .orderBy(sql`${messages.seq} desc`)
    .limit(1)
    .as('last_message');
  const mine = sql`(${conversations.brandId} = ${userId} or ${conversations.creatorId} = ${userId})`;
  return db
    .select({
      id: conversations.id,
      brand_id: conversations.brandId,
      creator_id: conversations.creatorId,
      started_by: conversations.startedBy,
      brief_id: conversations.briefId,
      created_at: conversations.createdAt,
      last_message_at: conversations.lastMessageAt,
      brand_name: sql<string>`coalesce(${brandProfiles.companyName}, '')`,
      creator_name: sql<string>`coalesce(${creatorProfiles.fullName}, '')`,
      creator_user_name: sql<string>`coalesce(${creatorProfiles.userName}, '')`,
      brand_photo_hash: sql<string | null>`(select u.photo_hash from ${users} u where u.id = ${conversations.brandId})`,
      creator_photo_hash: sql<
        string | null
      >`(select u.photo_hash from ${users} u where u.id = ${conversations.creatorId})`,
      brief_title: briefs.title,
      unread_count: sql<number>`(select count(*)::int from ${messages} m where m.conversation_id = ${conversations.id}
                                  and m.sender_id <> ${userId} and m.read_at is null)`.mapWith(Number),
      last_type: lastMessage.type,
      last_content: lastMessage.content,
      last_file_name: lastMessage.fileName,
      last_sender_id: lastMessage.senderId,
      last_created_at: lastMessage.createdAt,
      blocked_by_me: sql<boolean>`exists (select 1 from ${userBlocks} ub where ub.blocker_id = ${userId} and ub.blocked_id = ${other})`,
      blocked_by_other: sql<boolean>`exists (select 1 from ${userBlocks} ub where ub.blocked_id = ${userId} and ub.blocker_id = ${other})`,
    })
    .from(conversations)
    .leftJoin(brandProfiles, eq(brandProfiles.id, conversations.brandId))
    .leftJoin(creatorProfiles, eq(creatorProfiles.id, conversations.creatorId))
    .leftJoin(briefs, eq(briefs.id, conversations.briefId))
    .leftJoinLateral(lastMessage, sql`true`)
    .where(oneConversation ? and(mine, eq(conversations.id, sql.placeholder('conversationId'))) : mine)
    .orderBy(sql`${conversations.lastMessageAt} desc`, sql`${conversations.id} desc`)
    .limit(500);
}
const ownConversationViews = preparedQuery('messaging_conversation_views', (db, name) =>
  conversationViewQuery(db, false).prepare(name),
);
const oneConversationView = preparedQuery('messaging_conversation_view', (db, name) =>
  conversationViewQuery(db, true).prepare(name),
);

/** The caller's conversations (or one of them), each with names, brief, unread count and last message, newest activity first. */
export async function conversationViews(
  db: Db,
  userId: string,
  conversationId?: string,
): Promise<ConversationViewRow[]> {
  return conversationId ? oneConversationView(db, { userId, conversationId }) : ownConversationViews(db, { userId });
}
