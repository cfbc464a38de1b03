import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { ChatUserType } from '@briefly/shared/messaging';
import { queryRows, type Db } from '../../db/client.ts';
import {
  auditLog,
  brandProfiles,
  briefs,
  conversationReports,
  conversations,
  creatorProfiles,
  messages,
  userBlocks,
} from '../../db/schema/index.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { containsPattern } from '../../lib/text-search.ts';

// All of the messaging module's queries. Functions take the executor (db or transaction) first.
// Names come from the brand and creator profiles (read across modules, decision 010).

export type MessageRow = typeof messages.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;

/** A user's display name in chat: the brand's company, the creator's full name. */
const nameOf = (userId: SQL) =>
  sql`coalesce((select company_name from brand_profiles where id = ${userId}), (select full_name from creator_profiles where id = ${userId}), '')`;

export interface ChatUserRow {
  id: string;
  type: 'brand' | 'creator' | 'admin';
  email: string;
  name: string;
  active: boolean;
}

export async function findUser(db: Db, userId: string): Promise<ChatUserRow | undefined> {
  const [row] = await queryRows<ChatUserRow>(
    db,
    sql`select u.id, u.type, u.email, ${nameOf(sql`u.id`)} as name, (u.status = 'active' and u.deleted_at is null) as active
        from users u where u.id = ${userId}`,
  );
  return row;
}

/** Briefs the creator can see (docs/product/briefs.md#visibility), as SQL over `b`. */
const visibleToCreator = (creatorId: string) =>
  sql`(b.status <> 'draft' and (not b.is_private or exists (select 1 from brief_invitations i where i.brief_id = b.id and i.creator_id = ${creatorId})))`;

/** A creator may write first to a brand with a brief they can see, or one that has a conversation with them. */
export async function creatorMayWrite(db: Db, creatorId: string, brandId: string): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select (exists (select 1 from briefs b where b.brand_id = ${brandId} and ${visibleToCreator(creatorId)})
             or exists (select 1 from conversations c where c.brand_id = ${brandId} and c.creator_id = ${creatorId})) as ok`,
  );
  return row?.ok ?? false;
}

/** The brief, when it belongs to the brand and the creator may see it. */
export async function briefForPair(
  db: Db,
  briefId: string,
  brandId: string,
  creatorId: string,
  creatorView: boolean,
): Promise<{ id: string } | undefined> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select b.id from briefs b where b.id = ${briefId} and b.brand_id = ${brandId} ${creatorView ? sql`and ${visibleToCreator(creatorId)}` : sql``}`,
  );
  return row;
}

export async function blocksBetween(db: Db, me: string, other: string): Promise<{ byMe: boolean; byOther: boolean }> {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      sql`(${userBlocks.blockerId} = ${me} and ${userBlocks.blockedId} = ${other}) or (${userBlocks.blockerId} = ${other} and ${userBlocks.blockedId} = ${me})`,
    );
  return { byMe: rows.some((row) => row.blockerId === me), byOther: rows.some((row) => row.blockerId === other) };
}

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

export async function insertMessage(tx: Db, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values(values).returning();
  await tx
    .update(conversations)
    .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${values.createdAt ?? sql`now()`})` })
    .where(eq(conversations.id, values.conversationId));
  return row!;
}

export interface ConversationViewRow {
  id: string;
  brand_id: string;
  creator_id: string;
  started_by: string;
  brand_name: string;
  creator_name: string;
  creator_user_name: string;
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

export interface AvailableUserRow {
  id: string;
  full_name: string;
  email: string;
  type: ChatUserType;
}

/**
 * Who the caller may start a conversation with: for a brand, active creators; for a creator,
 * active brands with a brief the creator can see or a conversation with them. By name or email.
 */
export async function availableUsers(
  db: Db,
  caller: { id: string; type: ChatUserType },
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<AvailableUserRow[]> {
  const pattern = search?.trim() ? containsPattern(search.trim().toLowerCase()) : null;
  const matches = (name: SQL) =>
    pattern ? sql`and (lower(${name}) like ${pattern} or lower(u.email) like ${pattern})` : sql``;
  const active = sql`u.status = 'active' and u.deleted_at is null and u.id <> ${caller.id}`;
  const query =
    caller.type === 'brand'
      ? sql`select u.id, p.full_name, u.email, 'creator' as type from users u join creator_profiles p on p.id = u.id
            where u.type = 'creator' and ${active} ${matches(sql`p.full_name`)}
            order by lower(p.full_name), u.id limit ${limit + 1} offset ${offset}`
      : sql`select u.id, p.company_name as full_name, u.email, 'brand' as type from users u join brand_profiles p on p.id = u.id
            where u.type = 'brand' and ${active} ${matches(sql`p.company_name`)}
              and (exists (select 1 from briefs b where b.brand_id = u.id and ${visibleToCreator(caller.id)})
                   or exists (select 1 from conversations c where c.brand_id = u.id and c.creator_id = ${caller.id}))
            order by lower(p.company_name), u.id limit ${limit + 1} offset ${offset}`;
  return queryRows<AvailableUserRow>(db, query);
}

export async function block(tx: Db, blockerId: string, blockedId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(userBlocks)
    .values({ blockerId, blockedId, createdAt: at })
    .onConflictDoNothing()
    .returning({ blockerId: userBlocks.blockerId });
  return rows.length > 0;
}

export async function unblock(tx: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await tx
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
    .returning({ blockerId: userBlocks.blockerId });
  return rows.length > 0;
}

// ---------------------------------------------------------------- reports (admin queue)

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

// ---------------------------------------------------------------- unread reminders

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
