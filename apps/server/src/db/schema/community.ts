import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { briefs } from './briefs.ts';
import { users } from './users.ts';

// Community: forums, events and success stories (docs/product/community.md). Written by the
// forums, events and stories modules only.

/** Full-text search vector, written by the forums service with to_tsvector (not generated: array_to_string is not immutable). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const FORUM_CATEGORIES = ['general', 'tips', 'networking', 'support'] as const;
export type ForumCategory = (typeof FORUM_CATEGORIES)[number];
/** visible: listed; hidden: held after reports until an admin decides; removed: taken down by an admin. */
export type ForumVisibility = 'visible' | 'hidden' | 'removed';

export const forumPosts = pgTable(
  'forum_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: the stable tiebreak of every sort and the keyset cursor. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Markdown source; rendered safely in the browser. */
    content: text('content').notNull(),
    category: text('category').$type<ForumCategory>().notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    searchVector: tsvector('search_vector').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    isLocked: boolean('is_locked').notNull().default(false),
    visibility: text('visibility').$type<ForumVisibility>().notNull().default('visible'),
    // Counts kept in the transaction that changes them (lists read them, never count per request).
    likesCount: integer('likes_count').notNull().default(0),
    repliesCount: integer('replies_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    solutionReplyId: uuid('solution_reply_id'),
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }),
    lastReplyAuthorId: uuid('last_reply_author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('forum_posts_seq_unique').on(t.seq),
    index('forum_posts_latest_idx').on(t.visibility, t.isPinned.desc(), t.seq.desc()),
    index('forum_posts_category_latest_idx').on(t.category, t.visibility, t.isPinned.desc(), t.seq.desc()),
    index('forum_posts_top_idx').on(t.visibility, t.isPinned.desc(), t.likesCount.desc(), t.seq.desc()),
    index('forum_posts_author_created_idx').on(t.authorId, t.createdAt),
    index('forum_posts_search_idx').using('gin', t.searchVector),
    check('forum_posts_category_check', sql`category in ('general', 'tips', 'networking', 'support')`),
    check('forum_posts_visibility_check', sql`visibility in ('visible', 'hidden', 'removed')`),
  ],
);

export const forumReplies = pgTable(
  'forum_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    visibility: text('visibility').$type<ForumVisibility>().notNull().default('visible'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('forum_replies_seq_unique').on(t.seq),
    index('forum_replies_post_seq_idx').on(t.postId, t.seq),
    index('forum_replies_author_created_idx').on(t.authorId, t.createdAt),
    check('forum_replies_visibility_check', sql`visibility in ('visible', 'hidden', 'removed')`),
  ],
);

/** One like per user per post: the primary key makes parallel likes meet in one row. */
export const forumPostLikes = pgTable(
  'forum_post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('forum_post_likes_user_idx').on(t.userId)],
);

/** A view counts once per signed-in user per (UTC) day. */
export const forumPostViews = pgTable(
  'forum_post_views',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId, t.day] })],
);

/** A member's report of a post or one of its replies; open reports wait for an admin. */
export const forumReports = pgTable(
  'forum_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => forumPosts.id, { onDelete: 'cascade' }),
    /** Null when the post itself is reported. */
    replyId: uuid('reply_id').references(() => forumReplies.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status').$type<'open' | 'dismissed' | 'upheld'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Each member reports a post, or a reply, once.
    uniqueIndex('forum_reports_post_reporter_unique')
      .on(t.postId, t.reporterId)
      .where(sql`reply_id is null`),
    uniqueIndex('forum_reports_reply_reporter_unique')
      .on(t.replyId, t.reporterId)
      .where(sql`reply_id is not null`),
    index('forum_reports_status_created_idx').on(t.status, t.createdAt),
    check('forum_reports_status_check', sql`status in ('open', 'dismissed', 'upheld')`),
  ],
);

export const EVENT_TYPES = ['webinar', 'workshop', 'networking', 'conference'] as const;
export const EVENT_CATEGORIES = ['education', 'networking', 'business', 'creative', 'technical'] as const;

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    type: text('type').$type<(typeof EVENT_TYPES)[number]>().notNull(),
    category: text('category').$type<(typeof EVENT_CATEGORIES)[number]>().notNull(),
    /** The host as shown (a Briefly member or a guest); hostUserId links a member. */
    hostName: text('host_name').notNull(),
    hostType: text('host_type').notNull().default('guest'),
    hostAvatar: text('host_avatar'),
    hostBio: text('host_bio'),
    hostUserId: uuid('host_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The start instant; date and time are shown in `timezone` (an IANA name). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    timezone: text('timezone').notNull(),
    /** Seats; null when unlimited. */
    maxAttendees: integer('max_attendees'),
    /** Kept in the transaction that registers or cancels: the real count of registrations. */
    currentAttendees: integer('current_attendees').notNull().default(0),
    /** 0 for free events. Paid events are shown with their price and not sold here. */
    priceCents: integer('price_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    isRecorded: boolean('is_recorded').notNull().default(false),
    recordingUrl: text('recording_url'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    requirements: text('requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    learningOutcomes: text('learning_outcomes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** [{ time, topic, speaker }] */
    agenda: jsonb('agenda')
      .$type<Array<{ time: string; topic: string; speaker?: string | null }>>()
      .notNull()
      .default([]),
    featured: boolean('featured').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_starts_at_idx').on(t.startsAt),
    index('events_type_starts_at_idx').on(t.type, t.startsAt),
    index('events_category_starts_at_idx').on(t.category, t.startsAt),
    check('events_type_check', sql`type in ('webinar', 'workshop', 'networking', 'conference')`),
    check('events_category_check', sql`category in ('education', 'networking', 'business', 'creative', 'technical')`),
    check(
      'events_capacity_check',
      sql`max_attendees is null or (max_attendees > 0 and current_attendees <= max_attendees)`,
    ),
    check('events_attendees_check', sql`current_attendees >= 0`),
    check('events_price_check', sql`price_cents >= 0`),
    check('events_duration_check', sql`duration_minutes > 0`),
  ],
);

/** One per user and event; cancelling deletes the row and frees the seat. */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the day-before reminder was queued. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_registrations_user_idx').on(t.userId)],
);

export const STORY_CATEGORIES = ['creative', 'technical', 'business'] as const;
export type StoryConsent = 'pending' | 'granted' | 'declined';

export const successStories = pgTable(
  'success_stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Set when the story was started from a completed brief; its figures then come from the ledger. */
    briefId: uuid('brief_id').references(() => briefs.id, { onDelete: 'set null' }),
    briefTitle: text('brief_title'),
    brandId: uuid('brand_id').references(() => users.id, { onDelete: 'set null' }),
    brandName: text('brand_name').notNull(),
    brandLogo: text('brand_logo'),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    creatorName: text('creator_name').notNull(),
    creatorAvatar: text('creator_avatar'),
    creatorType: text('creator_type'),
    category: text('category').$type<(typeof STORY_CATEGORIES)[number]>().notNull(),
    budgetCents: integer('budget_cents'),
    /** What the creator was paid for the brief (from the ledger when verified). */
    paidCents: integer('paid_cents'),
    duration: text('duration'),
    outcome: text('outcome'),
    /** Reported results; absent figures are left out, never invented. */
    metrics: jsonb('metrics')
      .$type<{ reach?: number | null; engagement?: number | null; conversion?: number | null; roi?: number | null }>()
      .notNull()
      .default({}),
    brandQuote: text('brand_quote'),
    creatorQuote: text('creator_quote'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    /** The budget and paid figures were filled from Briefly's ledger. */
    verified: boolean('verified').notNull().default(false),
    brandConsent: text('brand_consent').$type<StoryConsent>().notNull().default('pending'),
    creatorConsent: text('creator_consent').$type<StoryConsent>().notNull().default('pending'),
    /** Set once published (both consents given, or an admin-written story without linked people). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    viewsCount: integer('views_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('success_stories_published_idx').on(t.publishedAt.desc()),
    index('success_stories_category_published_idx').on(t.category, t.publishedAt.desc()),
    index('success_stories_brand_consent_idx').on(t.brandId, t.brandConsent),
    index('success_stories_creator_consent_idx').on(t.creatorId, t.creatorConsent),
    check('success_stories_category_check', sql`category in ('creative', 'technical', 'business')`),
    check(
      'success_stories_consent_check',
      sql`brand_consent in ('pending', 'granted', 'declined') and creator_consent in ('pending', 'granted', 'declined')`,
    ),
    check(
      'success_stories_money_check',
      sql`(budget_cents is null or budget_cents >= 0) and (paid_cents is null or paid_cents >= 0)`,
    ),
  ],
);
