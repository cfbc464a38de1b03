import {
  type TBlockResponse,
  type TChatUsersQuery,
  type TChatUsersResponse,
  type TConversationsResponse,
  type TMarkReadResponse,
  type TMessagesQuery,
  type TMessagesResponse,
  type TStartConversationResponse,
} from '@briefly/shared/messaging';
import {
  briefNotFound,
  cannotMessageSelf,
  cannotStartWithBrand,
  userNotFound,
  wrongCounterpart,
} from '../messaging.errors.ts';
import * as repo from '../messaging.repository.ts';
import type { MessagingDeps, Caller } from './deps.ts';
import type { MessagingHelpers } from './shared.ts';

/** The caller's conversations: listing, starting, the people one may write to, reading, blocking. */
export function conversationUseCases(deps: MessagingDeps, helpers: MessagingHelpers) {
  const { db, clock, events } = deps;
  const { toMessage, toConversation, conversationFor, ownConversation, otherOf, assertMaySend, publishCreated } =
    helpers;

  async function listConversations(caller: Caller): Promise<TConversationsResponse> {
    const rows = await repo.conversationViews(db, caller.id);
    return { conversations: rows.map(toConversation) };
  }

  async function startConversation(
    caller: Caller,
    body: { receiverId: string; initialMessage: string; briefId?: string },
  ): Promise<TStartConversationResponse> {
    if (body.receiverId === caller.id) throw cannotMessageSelf();
    const receiver = await repo.findUser(db, body.receiverId);
    // Admins are not chat users, and deactivated accounts can't be messaged: both as unknown.
    if (!receiver || receiver.type === 'admin' || !receiver.active) throw userNotFound();
    if (receiver.type === caller.type || caller.type === 'admin') throw wrongCounterpart();
    const brandId = caller.type === 'brand' ? caller.id : receiver.id;
    const creatorId = caller.type === 'creator' ? caller.id : receiver.id;
    if (caller.type === 'creator' && !(await repo.creatorMayWrite(db, creatorId, brandId)))
      throw cannotStartWithBrand();
    if (body.briefId && !(await repo.briefForPair(db, body.briefId, brandId, creatorId, caller.type === 'creator')))
      throw briefNotFound();

    const now = clock();
    return db.transaction(async (tx) => {
      await assertMaySend(tx, caller.id, receiver.id);
      const { id, inserted } = await repo.upsertConversation(tx, {
        brandId,
        creatorId,
        startedBy: caller.id,
        briefId: body.briefId ?? null,
        at: now,
      });
      const message = await repo.insertMessage(tx, {
        conversationId: id,
        senderId: caller.id,
        type: 'text',
        content: body.initialMessage,
        createdAt: now,
      });
      await publishCreated(tx, message, receiver.id);
      return {
        conversation: await conversationFor(tx, caller, id),
        message: toMessage(message, now),
        created: inserted,
      };
    });
  }

  async function availableUsers(caller: Caller, query: TChatUsersQuery): Promise<TChatUsersResponse> {
    if (caller.type === 'admin') return { users: [], hasMore: false };
    const rows = await repo.availableUsers(
      db,
      { id: caller.id, type: caller.type },
      query.search,
      query.limit,
      query.offset,
    );
    return {
      users: rows
        .slice(0, query.limit)
        .map((row) => ({ id: row.id, fullName: row.full_name, email: row.email, type: row.type })),
      hasMore: rows.length > query.limit,
    };
  }

  async function listMessages(
    caller: Caller,
    conversationId: string,
    query: TMessagesQuery,
  ): Promise<TMessagesResponse> {
    const conversation = await conversationFor(db, caller, conversationId);
    const rows = await repo.messagesPage(db, conversationId, query.before ? Number(query.before) : null, query.limit);
    const hasMore = rows.length > query.limit;
    const page = rows.slice(0, query.limit).reverse();
    const now = clock();
    return {
      conversation,
      messages: page.map((row) => toMessage(row, now)),
      nextCursor: hasMore && page[0] ? String(page[0].seq) : null,
      hasMore,
    };
  }

  async function markRead(caller: Caller, conversationId: string): Promise<TMarkReadResponse> {
    const conversation = await ownConversation(db, caller, conversationId);
    const marked = await db.transaction(async (tx) => {
      const count = await repo.markRead(tx, conversationId, caller.id, clock());
      // Only a change is news: the other tabs clear their badge, the sender sees it read.
      if (count > 0)
        await events.publish(tx, {
          type: 'conversation.read',
          conversationId,
          readerId: caller.id,
          otherId: otherOf(conversation, caller.id),
          marked: count,
        });
      return count;
    });
    return { conversationId, marked, unreadCount: 0 };
  }

  async function setBlocked(caller: Caller, conversationId: string, blocked: boolean): Promise<TBlockResponse> {
    const conversation = await ownConversation(db, caller, conversationId);
    const otherId = otherOf(conversation, caller.id);
    await db.transaction(async (tx) => {
      const changed = blocked
        ? await repo.block(tx, caller.id, otherId, clock())
        : await repo.unblock(tx, caller.id, otherId);
      if (changed)
        await events.publish(tx, {
          type: 'conversation.blocked',
          conversationId,
          blockerId: caller.id,
          blockedId: otherId,
          blocked,
        });
    });
    return { conversationId, blockedByMe: blocked };
  }

  return { listConversations, startConversation, availableUsers, listMessages, markRead, setBlocked };
}
