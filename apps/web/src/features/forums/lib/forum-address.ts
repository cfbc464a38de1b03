import { FORUM_CATEGORIES, FORUM_SORTS, type ForumCategory, type ForumSort } from '@briefly/shared/forum-rules';

// The forum's state lives in the community page's address (docs/product/community.md#forums), so
// a post can be linked to, Back closes what was opened, and sign-in returns to the same place:
// `forum` (a category tab or all) opens the forum, `post` a post, `q` the search, `sort` the order,
// `compose` the New Post form.

export type ForumTab = ForumCategory | 'all';

export interface ForumAddress {
  /** The forum is open (a tab, a post or the New Post form was asked for). */
  open: boolean;
  tab: ForumTab;
  postId: string | null;
  search: string;
  sort: ForumSort;
  compose: boolean;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((item) => item === value);

export function readForumAddress(params: URLSearchParams): ForumAddress {
  const postId = params.get('post')?.trim() || null;
  const compose = params.get('compose') === '1';
  const forum = params.get('forum');
  return {
    open: forum !== null || postId !== null || compose,
    tab: oneOf(FORUM_CATEGORIES, forum) ?? 'all',
    postId,
    search: params.get('q') ?? '',
    sort: oneOf(FORUM_SORTS, params.get('sort')) ?? 'latest',
    compose,
  };
}

/** The address with these parts changed (undefined or '' removes one); other parameters stay. */
export function withForumParams(
  params: URLSearchParams,
  changes: Partial<Record<'forum' | 'post' | 'q' | 'sort' | 'compose', string | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The parameters that leave the forum closed. */
export const FORUM_KEYS = ['forum', 'post', 'q', 'sort', 'compose'] as const;
