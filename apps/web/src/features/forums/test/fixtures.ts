import type { TForumPost, TForumReply, TForumStats } from '@briefly/shared/forums';

// Test data of the community feature.

export const POST_ID = '00000000-0000-4000-8000-0000000000f1';
export const AUTHOR_ID = '00000000-0000-4000-8000-0000000000a1';
export const MEMBER_ID = '00000000-0000-4000-8000-0000000000a2';

export function aPost(overrides: Partial<TForumPost> = {}): TForumPost {
  const at = new Date().toISOString();
  return {
    id: POST_ID,
    title: 'How I hook viewers in two seconds',
    content: 'Start with **the result**, then rewind.',
    author: { id: AUTHOR_ID, name: 'Maya Chen', type: 'creator', avatar: null },
    category: 'tips',
    tags: ['video', 'hooks'],
    likes: 5,
    replies: 3,
    views: 42,
    isPinned: false,
    isLocked: false,
    createdAt: at,
    updatedAt: at,
    lastReply: null,
    isLikedByMe: false,
    hasSolution: false,
    solutionReplyId: null,
    visibility: 'visible',
    ...overrides,
  };
}

export function aReply(overrides: Partial<TForumReply> = {}): TForumReply {
  const at = new Date().toISOString();
  return {
    id: '00000000-0000-4000-8000-0000000000r1'.replace('r', 'e'),
    postId: POST_ID,
    content: 'Great tip, thanks!',
    author: { id: MEMBER_ID, name: 'Leo Martins', type: 'creator', avatar: null },
    isSolution: false,
    createdAt: at,
    updatedAt: at,
    visibility: 'visible',
    ...overrides,
  };
}

export const STATS: TForumStats = { members: 1234, posts: 56, replies: 789, helpfulPercent: 40 };

export const postsPage = (posts: TForumPost[], nextCursor: string | null = null) => ({
  posts,
  nextCursor,
  hasMore: nextCursor !== null,
});
