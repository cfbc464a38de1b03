import { z } from 'zod';
import { limitParam } from './paging.ts';
import {
  FORUM_AUTHOR_TYPES,
  FORUM_CATEGORIES,
  FORUM_CONTENT_MAX,
  FORUM_MESSAGES,
  FORUM_POSTS_PAGE_DEFAULT,
  FORUM_POSTS_PAGE_MAX,
  FORUM_REPLIES_PAGE_DEFAULT,
  FORUM_REPLIES_PAGE_MAX,
  FORUM_REPLY_MAX,
  FORUM_REPORT_REASON_MAX,
  FORUM_SEARCH_MAX,
  FORUM_SORTS,
  FORUM_TAG_MAX,
  FORUM_TAGS_MAX,
  FORUM_TITLE_MAX,
  FORUM_VISIBILITIES,
  parseTags,
} from './forum-rules.ts';

// The forums API (docs/product/community.md#forums): requests and answers. Rules, limits and texts
// live in ./forum-rules.ts (Zod-free, for the public page).

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const ZForumCategory = z.enum(FORUM_CATEGORIES, { message: FORUM_MESSAGES.categoryInvalid });
export const ZForumVisibility = z.enum(FORUM_VISIBILITIES, {
  message: `visibility must be one of ${FORUM_VISIBILITIES.join(', ')}`,
});

/** An opaque keyset cursor from a previous page's `nextCursor`. */
const cursorParam = z.preprocess(blankToUndefined, z.string().max(100, FORUM_MESSAGES.cursorInvalid).optional());

/** GET /api/forums/posts. `category` all (or blank) means every category. */
export const ZForumPostsQuery = z.object({
  category: z.preprocess((value) => (value === 'all' ? undefined : blankToUndefined(value)), ZForumCategory.optional()),
  search: z.preprocess(
    blankToUndefined,
    z.string().max(FORUM_SEARCH_MAX, `search can be at most ${FORUM_SEARCH_MAX} characters`).optional(),
  ),
  sort: z.preprocess(blankToUndefined, z.enum(FORUM_SORTS, { message: FORUM_MESSAGES.sortInvalid }).default('latest')),
  cursor: cursorParam,
  limit: limitParam(FORUM_POSTS_PAGE_MAX, FORUM_POSTS_PAGE_DEFAULT),
});
export type TForumPostsQuery = z.infer<typeof ZForumPostsQuery>;

export const ZForumRepliesQuery = z.object({
  cursor: cursorParam,
  limit: limitParam(FORUM_REPLIES_PAGE_MAX, FORUM_REPLIES_PAGE_DEFAULT),
});
export type TForumRepliesQuery = z.infer<typeof ZForumRepliesQuery>;

export const ZForumIdParams = z.object({ id: z.uuid({ message: 'Invalid ID' }) });

// ---------------------------------------------------------------- writes

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ message: required }).trim().min(1, required).max(max, tooLong);

/**
 * Tags as the spec's client sends them (an array) or as typed (one comma-separated string): parsed
 * by `parseTags`, then at most FORUM_TAGS_MAX, each at most FORUM_TAG_MAX characters.
 */
export const ZForumTags = z
  .union([z.array(z.string().max(1_000)).max(100, FORUM_MESSAGES.tooManyTags), z.string().max(5_000)], {
    message: 'tags must be a list of words',
  })
  .nullish()
  .transform((value) => parseTags(value))
  .pipe(
    z.array(z.string().max(FORUM_TAG_MAX, FORUM_MESSAGES.tagTooLong)).max(FORUM_TAGS_MAX, FORUM_MESSAGES.tooManyTags),
  );

export const ZCreateForumPostRequest = z.object({
  title: requiredText(FORUM_MESSAGES.titleRequired, FORUM_TITLE_MAX, FORUM_MESSAGES.titleTooLong),
  content: requiredText(FORUM_MESSAGES.contentRequired, FORUM_CONTENT_MAX, FORUM_MESSAGES.contentTooLong),
  category: ZForumCategory,
  tags: ZForumTags,
});
export type TCreateForumPostRequest = z.input<typeof ZCreateForumPostRequest>;
export type TCreateForumPost = z.infer<typeof ZCreateForumPostRequest>;

export const ZCreateForumReplyRequest = z.object({
  content: requiredText(FORUM_MESSAGES.replyRequired, FORUM_REPLY_MAX, FORUM_MESSAGES.replyTooLong),
});
export type TCreateForumReplyRequest = z.infer<typeof ZCreateForumReplyRequest>;

/** POST /api/forums/posts/:id/like: no body toggles (the spec's client); `liked` sets it. */
export const ZForumLikeRequest = z.strictObject({ liked: z.boolean().optional() }).nullish();

export const ZForumSolutionRequest = z.strictObject({
  replyId: z.uuid({ message: 'replyId must be a reply id or null' }).nullable(),
});
export type TForumSolutionRequest = z.infer<typeof ZForumSolutionRequest>;

export const ZForumReportRequest = z.object({
  reason: requiredText(FORUM_MESSAGES.reasonRequired, FORUM_REPORT_REASON_MAX, FORUM_MESSAGES.reasonTooLong),
});
export type TForumReportRequest = z.infer<typeof ZForumReportRequest>;

// ---------------------------------------------------------------- answers

export const ZForumAuthor = z.object({
  id: z.uuid(),
  /** The brand's company, the creator's full name, an admin's name. */
  name: z.string(),
  type: z.enum(FORUM_AUTHOR_TYPES),
  /** A picture URL when the member has one (a brand's logo), else null. */
  avatar: z.string().nullable(),
});
export type TForumAuthor = z.infer<typeof ZForumAuthor>;

/** ForumPost (spec §3), plus what the screens need (the viewer's like, the solution, visibility). */
export const ZForumPost = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Markdown source: render it safely (no raw HTML). */
  content: z.string(),
  author: ZForumAuthor,
  category: ZForumCategory,
  tags: z.array(z.string()),
  likes: z.number().int(),
  /** Visible replies. */
  replies: z.number().int(),
  views: z.number().int(),
  isPinned: z.boolean(),
  isLocked: z.boolean(),
  /** ISO date-times. `updatedAt` is the last change of the post itself. */
  createdAt: z.string(),
  updatedAt: z.string(),
  lastReply: z.object({ author: z.string(), timestamp: z.string() }).nullable(),
  /** Whether the signed-in caller likes it (false for visitors). */
  isLikedByMe: z.boolean(),
  hasSolution: z.boolean(),
  solutionReplyId: z.uuid().nullable(),
  /** visible for everyone; hidden (held after reports) and removed are seen only by the author or admins. */
  visibility: ZForumVisibility,
});
export type TForumPost = z.infer<typeof ZForumPost>;

export const ZForumPostsResponse = z.object({
  posts: z.array(ZForumPost),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type TForumPostsResponse = z.infer<typeof ZForumPostsResponse>;

export const ZForumPostResponse = z.object({ post: ZForumPost });
export type TForumPostResponse = z.infer<typeof ZForumPostResponse>;

/** Reply (spec §3: id, content, author.name, isSolution, createdAt), with the author's id and type. */
export const ZForumReply = z.object({
  id: z.uuid(),
  postId: z.uuid(),
  content: z.string(),
  author: ZForumAuthor,
  isSolution: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  visibility: ZForumVisibility,
});
export type TForumReply = z.infer<typeof ZForumReply>;

export const ZForumRepliesResponse = z.object({
  replies: z.array(ZForumReply),
  nextCursor: z.string().nullable(),
  hasMore: z.boolean(),
});
export type TForumRepliesResponse = z.infer<typeof ZForumRepliesResponse>;

export const ZForumReplyResponse = z.object({ reply: ZForumReply });
export type TForumReplyResponse = z.infer<typeof ZForumReplyResponse>;

export const ZForumLikeResponse = z.object({ liked: z.boolean(), likes: z.number().int() });
export type TForumLikeResponse = z.infer<typeof ZForumLikeResponse>;

export const ZForumReportResponse = z.object({
  report: z.object({ id: z.uuid(), status: z.enum(['open', 'dismissed', 'upheld']) }),
  /** The post or reply is now held for an admin (the report that reached the threshold). */
  hidden: z.boolean(),
});
export type TForumReportResponse = z.infer<typeof ZForumReportResponse>;

/** The community page's header figures, from the database; null when there is nothing to base one on. */
export const ZForumStats = z.object({
  /** Active brand and creator accounts. */
  members: z.number().int().nullable(),
  posts: z.number().int().nullable(),
  replies: z.number().int().nullable(),
  /** Posts with a marked solution among posts with replies, in whole percent; null with no replied posts. */
  helpfulPercent: z.number().int().nullable(),
});
export type TForumStats = z.infer<typeof ZForumStats>;
export const ZForumStatsResponse = z.object({ stats: ZForumStats });
export type TForumStatsResponse = z.infer<typeof ZForumStatsResponse>;

// ---------------------------------------------------------------- admin moderation

export const ZAdminForumPostUpdate = z
  .strictObject({
    isPinned: z.boolean().optional(),
    isLocked: z.boolean().optional(),
    visibility: ZForumVisibility.optional(),
  })
  .refine(
    (value) => value.isPinned !== undefined || value.isLocked !== undefined || value.visibility !== undefined,
    FORUM_MESSAGES.nothingToChange,
  );
export type TAdminForumPostUpdate = z.infer<typeof ZAdminForumPostUpdate>;

export const ZAdminForumReplyUpdate = z.strictObject({ visibility: ZForumVisibility });
export type TAdminForumReplyUpdate = z.infer<typeof ZAdminForumReplyUpdate>;

export const FORUM_REPORT_STATUSES = ['open', 'dismissed', 'upheld'] as const;

export const ZAdminForumReportsQuery = z.object({
  /** open (default, oldest first) or decided (newest decision first). */
  status: z.preprocess(
    blankToUndefined,
    z.enum(['open', 'decided'], { message: 'status must be open or decided' }).default('open'),
  ),
  /** Only the reports about this post and its replies. */
  postId: z.preprocess(blankToUndefined, z.uuid({ message: 'postId must be a post id' }).optional()),
  limit: limitParam(100, 20),
  offset: z.coerce
    .number({ message: 'offset must be a number' })
    .int()
    .min(0, 'offset must be at least 0')
    .max(100_000)
    .default(0),
});
export type TAdminForumReportsQuery = z.infer<typeof ZAdminForumReportsQuery>;

export const ZAdminForumReport = z.object({
  id: z.uuid(),
  target: z.enum(['post', 'reply']),
  postId: z.uuid(),
  replyId: z.uuid().nullable(),
  postTitle: z.string(),
  /** The start of the reported text. */
  excerpt: z.string(),
  targetAuthor: ZForumAuthor,
  targetVisibility: ZForumVisibility,
  reporter: ZForumAuthor,
  reason: z.string(),
  status: z.enum(FORUM_REPORT_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Open reports on the same post or reply (different members). */
  openReportsOnTarget: z.number().int(),
});
export type TAdminForumReport = z.infer<typeof ZAdminForumReport>;

export const ZAdminForumReportsResponse = z.object({ reports: z.array(ZAdminForumReport), total: z.number().int() });
export type TAdminForumReportsResponse = z.infer<typeof ZAdminForumReportsResponse>;

/** uphold: the post or reply is removed; dismiss: it is visible again. Decides every open report on it. */
export const ZAdminForumDecisionRequest = z.strictObject({
  decision: z.enum(['uphold', 'dismiss'], { message: 'decision must be uphold or dismiss' }),
});
export type TAdminForumDecisionRequest = z.infer<typeof ZAdminForumDecisionRequest>;

export const ZAdminForumDecisionResponse = z.object({
  report: ZAdminForumReport,
  /** How many open reports on the same target this decision closed (this one included). */
  decided: z.number().int(),
});
export type TAdminForumDecisionResponse = z.infer<typeof ZAdminForumDecisionResponse>;
