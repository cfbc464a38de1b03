import { describe, expect, it } from 'vitest';
import type { TForumPost, TForumReply } from '@briefly/shared/forums';
import { createTestApp, openTestDatabase, TEST_DB_KIND } from '../../../test/test-app.ts';
import { DEMO_FORUM_POSTS } from '../../seed/demo-forums.ts';

// The demo forum (demo mode only): seeded through the service into an empty database, so it
// runs on a fresh PGlite only.
describe.runIf(TEST_DB_KIND === 'pglite')('demo forum', () => {
  it('seeds a believable community: categories, replies, likes, views, solutions, a pinned and a locked post', async () => {
    const database = await openTestDatabase();
    const t = await createTestApp({ database, env: { SEED_DEMO: 'true' } });
    try {
      const { posts } = (await t.app.inject({ method: 'GET', url: '/api/forums/posts?limit=50' })).json() as {
        posts: TForumPost[];
      };
      expect(posts).toHaveLength(DEMO_FORUM_POSTS.length);
      expect(posts[0]).toMatchObject({ isPinned: true, author: { type: 'admin' } });
      expect(new Set(posts.map((post) => post.category))).toEqual(
        new Set(['general', 'tips', 'networking', 'support']),
      );
      expect(posts.filter((post) => post.isLocked)).toHaveLength(1);
      expect(posts.filter((post) => post.hasSolution).length).toBeGreaterThanOrEqual(3);
      expect(posts.some((post) => post.replies === 0)).toBe(true);
      expect(posts.every((post) => post.tags.length > 0 && post.views > 0)).toBe(true);
      expect(new Set(posts.map((post) => post.author.type))).toEqual(new Set(['admin', 'brand', 'creator']));

      const solved = posts.find((post) => post.hasSolution)!;
      const { replies } = (
        await t.app.inject({ method: 'GET', url: `/api/forums/posts/${solved.id}/replies` })
      ).json() as { replies: TForumReply[] };
      expect(replies.filter((reply) => reply.isSolution)).toHaveLength(1);
      expect(solved.lastReply).not.toBeNull();

      const { stats } = (await t.app.inject({ method: 'GET', url: '/api/forums/stats' })).json();
      expect(stats).toMatchObject({
        members: 7,
        posts: DEMO_FORUM_POSTS.length,
        replies: DEMO_FORUM_POSTS.reduce((sum, post) => sum + post.replies.length, 0),
      });
      expect(stats.helpfulPercent).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
