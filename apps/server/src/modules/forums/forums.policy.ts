import type { ForumVisibility } from '@briefly/shared/forum-rules';
import type { UserType } from '@briefly/shared/options';

// Who may see and do what in the forum (docs/product/community.md#who-may-do-what). Pure functions.

export interface Viewer {
  id: string;
  type: UserType;
}

interface Authored {
  authorId: string;
  visibility: ForumVisibility;
}

const isAdmin = (viewer: Viewer | null) => viewer?.type === 'admin';

/** Visible for everyone; held (hidden) for its author and admins; removed for admins only. */
export function canSeeForumItem(viewer: Viewer | null, item: Authored): boolean {
  if (item.visibility === 'visible' || isAdmin(viewer)) return true;
  return item.visibility === 'hidden' && viewer?.id === item.authorId;
}

/** The post's author or an admin marks (or clears) the solution. */
export const canMarkSolution = (viewer: Viewer, post: { authorId: string }) =>
  isAdmin(viewer) || viewer.id === post.authorId;

/** Members report what others wrote; admins moderate directly instead. */
export const canReport = (viewer: Viewer, item: { authorId: string }) =>
  viewer.type !== 'admin' && viewer.id !== item.authorId;
