// The forum's rules, limits and texts (docs/product/community.md#forums), shared by the server and
// the web app. Zod-free on purpose: the public community page imports these values and must not
// pull a schema library into its bundle (the schemas are in ./forums.ts).

export const FORUM_CATEGORIES = ['general', 'tips', 'networking', 'support'] as const;
export type ForumCategory = (typeof FORUM_CATEGORIES)[number];

/** The New Post modal's category names (spec: General / Tips & Tricks / Networking / Support). */
export const FORUM_CATEGORY_LABELS: Record<ForumCategory, string> = {
  general: 'General',
  tips: 'Tips & Tricks',
  networking: 'Networking',
  support: 'Support',
};

/** The forum's category tabs, in the spec's order. */
export const FORUM_TABS: ReadonlyArray<{ value: ForumCategory | 'all'; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'tips', label: 'Tips' },
  { value: 'networking', label: 'Networking' },
  { value: 'support', label: 'Support' },
  { value: 'general', label: 'General' },
];

export const FORUM_SORTS = ['latest', 'top', 'unanswered'] as const;
export type ForumSort = (typeof FORUM_SORTS)[number];
export const FORUM_SORT_LABELS: Record<ForumSort, string> = {
  latest: 'Latest',
  top: 'Most liked',
  unanswered: 'Unanswered',
};

export const FORUM_AUTHOR_TYPES = ['brand', 'creator', 'admin'] as const;
export type ForumAuthorType = (typeof FORUM_AUTHOR_TYPES)[number];

export const FORUM_VISIBILITIES = ['visible', 'hidden', 'removed'] as const;
export type ForumVisibility = (typeof FORUM_VISIBILITIES)[number];

// ---------------------------------------------------------------- limits

export const FORUM_TITLE_MAX = 200;
/** A post's Markdown: room for a detailed question or guide, not a book. */
export const FORUM_CONTENT_MAX = 10_000;
export const FORUM_REPLY_MAX = 5_000;
export const FORUM_TAGS_MAX = 10;
export const FORUM_TAG_MAX = 30;
export const FORUM_REPORT_REASON_MAX = 1_000;
export const FORUM_SEARCH_MAX = 200;
/** Different members' open reports that hide a post or reply until an admin decides. */
export const FORUM_REPORTS_TO_HIDE = 3;

export const FORUM_POSTS_PAGE_DEFAULT = 20;
export const FORUM_POSTS_PAGE_MAX = 50;
export const FORUM_REPLIES_PAGE_DEFAULT = 50;
export const FORUM_REPLIES_PAGE_MAX = 100;

/** Writing limits per author, counted across server processes. */
export const FORUM_RATE_LIMITS = {
  /** An account in its first 24 hours. */
  newAccountPostsPerDay: 3,
  newAccountRepliesPerDay: 10,
  postsPerHour: 10,
  repliesPerHour: 60,
} as const;

// ---------------------------------------------------------------- texts

export const FORUM_MESSAGES = {
  titleRequired: 'Please enter a title',
  contentRequired: 'Please enter some content',
  replyRequired: 'Reply cannot be empty',
  titleTooLong: `Titles can be at most ${FORUM_TITLE_MAX} characters`,
  contentTooLong: `Posts can be at most ${FORUM_CONTENT_MAX.toLocaleString('en-US')} characters`,
  replyTooLong: `Replies can be at most ${FORUM_REPLY_MAX.toLocaleString('en-US')} characters`,
  tooManyTags: `A post can have at most ${FORUM_TAGS_MAX} tags`,
  tagTooLong: `Each tag can be at most ${FORUM_TAG_MAX} characters`,
  categoryInvalid: `Category must be one of ${FORUM_CATEGORIES.join(', ')}`,
  sortInvalid: `Sort must be one of ${FORUM_SORTS.join(', ')}`,
  cursorInvalid: 'Invalid cursor',
  postNotFound: 'Post not found',
  replyNotFound: 'Reply not found',
  reportNotFound: 'Report not found',
  postLocked: 'This post is locked and takes no new replies.',
  postUnderReview: 'This post is under review: it takes no replies or likes for now.',
  solutionNotAllowed: 'Only the author of the post can mark the solution.',
  alreadyReported: 'You have already reported this.',
  cannotReportOwn: 'You cannot report your own post or reply.',
  reasonRequired: 'Please tell us why you are reporting this',
  reasonTooLong: `A report's reason can be at most ${FORUM_REPORT_REASON_MAX.toLocaleString('en-US')} characters`,
  reportDecided: 'This report has already been decided.',
  nothingToChange: 'Nothing to change',
  newAccountPostLimit: `New accounts can create up to ${FORUM_RATE_LIMITS.newAccountPostsPerDay} posts in their first day. Please try again later.`,
  newAccountReplyLimit: `New accounts can post up to ${FORUM_RATE_LIMITS.newAccountRepliesPerDay} replies in their first day. Please try again later.`,
  postRateLimited: 'You are posting too quickly. Please wait a while before creating another post.',
  replyRateLimited: 'You are replying too quickly. Please wait a while before replying again.',
  // The screens' own texts (the spec has none: its client ignored forum errors).
  loadFailed: 'Failed to load posts',
  postLoadFailed: 'Failed to load the post',
  repliesLoadFailed: 'Failed to load replies',
  createFailed: 'Failed to create post',
  replyFailed: 'Failed to post reply',
  noPosts: 'No posts yet',
  noResults: 'No posts match your search',
  noReplies: 'No replies yet. Be the first to help.',
} as const;

// ---------------------------------------------------------------- rules

/**
 * Tags as typed (the New Post modal's comma-separated text, or the spec client's array): split on
 * commas, trimmed, blanks dropped, repeats dropped case-insensitively (the first spelling stays).
 * Length and count are checked afterwards, so the user hears what is wrong instead of losing tags.
 */
export function parseTags(input: string | readonly string[] | null | undefined): string[] {
  if (input === null || input === undefined) return [];
  const pieces = (typeof input === 'string' ? [input] : input).flatMap((item) => item.split(','));
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const piece of pieces) {
    const tag = piece.trim();
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** The first problem with a set of parsed tags, or null. */
export function tagsProblem(tags: readonly string[]): string | null {
  if (tags.length > FORUM_TAGS_MAX) return FORUM_MESSAGES.tooManyTags;
  if (tags.some((tag) => tag.length > FORUM_TAG_MAX)) return FORUM_MESSAGES.tagTooLong;
  return null;
}

/** Create Post is enabled only when title and content are non-blank (spec §5). */
export const canCreatePost = (values: { title: string; content: string }) =>
  values.title.trim() !== '' && values.content.trim() !== '';

/** A reply is sent only when non-blank after trimming (spec §5). */
export const canSendReply = (content: string) => content.trim() !== '';
