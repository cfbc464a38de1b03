import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { briefs } from './briefs.ts';
import { users } from './users.ts';

// Messaging between a brand and a creator (docs/product/messaging.md). Written by the messaging
// module only.

/** One per brand–creator pair (the unique index makes parallel starts meet in one row). */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who wrote first: shown as participant1. */
    startedBy: uuid('started_by').notNull(),
    /** The brief it started from (briefTitle), if any. */
    briefId: uuid('brief_id').references(() => briefs.id, { onDelete: 'set null' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_unique').on(t.brandId, t.creatorId),
    index('conversations_brand_activity_idx').on(t.brandId, t.lastMessageAt.desc()),
    index('conversations_creator_activity_idx').on(t.creatorId, t.lastMessageAt.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: the thread's order and its paging cursor (timestamps can tie). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<'text' | 'file'>().notNull(),
    /** Plain text (for a file message, the file name unless a caption was sent). */
    content: text('content').notNull(),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    mimeType: text('mime_type'),
    /** Where the file lives in FileStorage (a generated name, never the user's). */
    storageKey: text('storage_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the recipient read it. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the unread-message reminder covered it (docs/product/messaging.md#email). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** When the file was deleted from storage because its sender closed their account (the message stays). */
    fileRemovedAt: timestamp('file_removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('messages_seq_unique').on(t.seq),
    index('messages_conversation_seq_idx').on(t.conversationId, t.seq.desc()),
    // Unread counts and the reminder job's scan.
    index('messages_unread_idx')
      .on(t.conversationId, t.senderId)
      .where(sql`read_at is null`),
    index('messages_unreminded_idx')
      .on(t.createdAt)
      .where(sql`read_at is null and reminded_at is null`),
    // The closed accounts' files job's scan: files still stored, by sender.
    index('messages_stored_files_idx')
      .on(t.senderId)
      .where(sql`type = 'file' and file_removed_at is null`),
    check('messages_type_check', sql`type in ('text', 'file')`),
    check(
      'messages_file_check',
      sql`type = 'text' or (file_name is not null and storage_key is not null and file_size is not null)`,
    ),
  ],
);

/** While a row exists nobody can send in either direction between the two. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);

/** A participant's report of a conversation: the admin area's queue. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedId: uuid('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').$type<'open' | 'reviewed'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversation_reports_status_created_idx').on(t.status, t.createdAt.desc()),
    check('conversation_reports_status_check', sql`status in ('open', 'reviewed')`),
  ],
);
