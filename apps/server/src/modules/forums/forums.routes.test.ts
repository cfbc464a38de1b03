import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuthResponse } from '@briefly/shared/auth';
import { FORUM_MESSAGES, FORUM_RATE_LIMITS } from '@briefly/shared/forum-rules';
import type { TAdminForumReport, TForumPost, TForumReply } from '@briefly/shared/forums';
import { queryRows } from '../../db/client.ts';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../../../test/test-app.ts';
import { bearer, createAdmin, createBrand, createCreator, uniqueSuffix } from '../../../test/factories.ts';
import { publishedEvents } from '../../../test/outbox.ts';
import { runJobs } from '../notifications/notifications.test-support.ts';

// The forums API through the real app: public reads, members' writes with their rules and limits,
// reports that hold a post after three members, and audited moderation.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (options: InjectOptions) => t.app.inject(options);
const DAY_MS = 24 * 60 * 60 * 1000;

/** An account older than a day: only the hourly writing limits apply to it. */
async function established(account: Promise<TAuthResponse>): Promise<TAuthResponse> {
  const auth = await account;
  await t.database.db.execute(
    sql`update users set created_at = ${new Date(Date.now() - 2 * DAY_MS)} where id = ${auth.user.id}`,
  );
  return auth;
}
const creator = () => established(createCreator(t.app));
const brand = () => established(createBrand(t.app));
const admin = () => createAdmin(t.app, t.database.db);

/** A word no other test uses, to find this test's posts by search in a shared database. */
const marker = () => `zq${uniqueSuffix().replace(/-/g, '')}`;

function postBody(overrides: Record<string, unknown> = {}) {
  return {
    title: `A question about lighting ${uniqueSuffix()}`,
    content: 'How do you light a **product** shot?',
    category: 'tips',
    tags: ['lighting'],
    ...overrides,
  };
}
async function createPost(token: string, overrides: Record<string, unknown> = {}): Promise<TForumPost> {
  const response = await call({
    method: 'POST',
    url: '/api/forums/posts',
    headers: bearer(token),
    payload: postBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().post;
}
async function reply(token: string, postId: string, content = 'Use a window and a white card.'): Promise<TForumReply> {
  const response = await call({
    method: 'POST',
    url: `/api/forums/posts/${postId}/replies`,
    headers: bearer(token),
    payload: { content },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().reply;
}
async function list(query: Record<string, string>, token?: string) {
  const response = await call({ method: 'GET', url: '/api/forums/posts', query, headers: token ? bearer(token) : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { posts: TForumPost[]; nextCursor: string | null; hasMore: boolean };
}
async function getPost(postId: string, token?: string) {
  return call({ method: 'GET', url: `/api/forums/posts/${postId}`, headers: token ? bearer(token) : {} });
}
async function replies(postId: string, token?: string, query: Record<string, string> = {}) {
  const response = await call({
    method: 'GET',
    url: `/api/forums/posts/${postId}/replies`,
    query,
    headers: token ? bearer(token) : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { replies: TForumReply[]; nextCursor: string | null; hasMore: boolean };
}
const like = (token: string, postId: string, payload?: { liked: boolean }) =>
  call({
    method: 'POST',
    url: `/api/forums/posts/${postId}/like`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
const report = (token: string, postId: string, reason = 'Spam') =>
  call({ method: 'POST', url: `/api/forums/posts/${postId}/report`, headers: bearer(token), payload: { reason } });
const reportReply = (token: string, replyId: string, reason = 'Rude') =>
  call({ method: 'POST', url: `/api/forums/replies/${replyId}/report`, headers: bearer(token), payload: { reason } });
const moderate = (token: string, postId: string, payload: Record<string, unknown>) =>
  call({ method: 'PATCH', url: `/api/admin/forums/posts/${postId}`, headers: bearer(token), payload });
const missingId = '00000000-0000-4000-8000-000000000000';

async function auditRows(targetId: string) {
  return queryRows<{ action: string; actor_id: string; data: Record<string, unknown> }>(
    t.database.db,
    sql`select action, actor_id, data from audit_log where target_id = ${targetId} order by created_at`,
  );
}

describe(`GET /api/forums/posts (${TEST_DB_KIND})`, () => {
  it('lists posts for visitors with their authors, pinned first, newest next', async () => {
    const [maya, acme, boss] = await Promise.all([creator(), brand(), admin()]);
    const word = marker();
    const first = await createPost(maya.token, { title: `First ${word}`, tags: ['video', 'hooks'] });
    const second = await createPost(acme.token, { title: `Second ${word}`, category: 'networking' });
    const pinned = await createPost(boss.token, { title: `Rules ${word}`, category: 'general' });
    expect((await moderate(boss.token, pinned.id, { isPinned: true })).statusCode).toBe(200);

    const { posts } = await list({ search: word });
    expect(posts.map((post) => post.id)).toEqual([pinned.id, second.id, first.id]);
    const shown = posts.find((post) => post.id === first.id)!;
    expect(shown).toMatchObject({
      title: `First ${word}`,
      category: 'tips',
      tags: ['video', 'hooks'],
      likes: 0,
      replies: 0,
      views: 0,
      isPinned: false,
      isLocked: false,
      isLikedByMe: false,
      hasSolution: false,
      lastReply: null,
      author: { id: maya.user.id, type: 'creator', name: 'Cam Creator', avatar: null },
    });
    expect(posts[1]!.author).toMatchObject({ type: 'brand', name: 'Acme Studio' });
    expect(posts[0]!.author).toMatchObject({ type: 'admin', name: 'Test Admin' });
  });

  it('filters by category; all and blank mean every category', async () => {
    const maya = await creator();
    const word = marker();
    const tip = await createPost(maya.token, { title: `Tip ${word}`, category: 'tips' });
    const help = await createPost(maya.token, { title: `Help ${word}`, category: 'support' });
    expect((await list({ search: word, category: 'support' })).posts.map((post) => post.id)).toEqual([help.id]);
    expect((await list({ search: word, category: 'all' })).posts.map((post) => post.id)).toEqual([help.id, tip.id]);
    expect((await list({ search: word, category: '' })).posts).toHaveLength(2);
  });

  it('searches titles, content and tags', async () => {
    const maya = await creator();
    const [inTitle, inContent, inTag] = [marker(), marker(), marker()];
    const a = await createPost(maya.token, { title: `Lenses ${inTitle}` });
    const b = await createPost(maya.token, { content: `Tripods and ${inContent} rigs` });
    const c = await createPost(maya.token, { tags: [inTag, 'gear'] });
    expect((await list({ search: inTitle })).posts.map((post) => post.id)).toEqual([a.id]);
    expect((await list({ search: inContent })).posts.map((post) => post.id)).toEqual([b.id]);
    expect((await list({ search: inTag })).posts.map((post) => post.id)).toEqual([c.id]);
  });

  it('sorts by likes (top) and keeps only posts without replies (unanswered)', async () => {
    const [maya, leo, sam] = await Promise.all([creator(), creator(), creator()]);
    const word = marker();
    const quiet = await createPost(maya.token, { title: `Quiet ${word}` });
    const loved = await createPost(maya.token, { title: `Loved ${word}` });
    const answered = await createPost(maya.token, { title: `Answered ${word}` });
    for (const fan of [leo, sam]) expect((await like(fan.token, loved.id, { liked: true })).statusCode).toBe(200);
    await like(leo.token, answered.id, { liked: true });
    await reply(leo.token, answered.id);

    expect((await list({ search: word, sort: 'top' })).posts.map((post) => post.id)).toEqual([
      loved.id,
      answered.id,
      quiet.id,
    ]);
    expect((await list({ search: word, sort: 'unanswered' })).posts.map((post) => post.id)).toEqual([
      loved.id,
      quiet.id,
    ]);
  });

  it('pages with a keyset cursor, in every sort, without repeats or gaps', async () => {
    const [maya, leo] = await Promise.all([creator(), creator()]);
    const word = marker();
    const made: TForumPost[] = [];
    for (let i = 0; i < 5; i++) made.push(await createPost(maya.token, { title: `Page ${i} ${word}` }));
    await like(leo.token, made[2]!.id, { liked: true });
    for (const sort of ['latest', 'top', 'unanswered']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await list({ search: word, sort, limit: '2', ...(cursor ? { cursor } : {}) });
        expect(page.posts.length).toBeLessThanOrEqual(2);
        seen.push(...page.posts.map((post) => post.id));
        cursor = page.nextCursor;
        expect(page.hasMore).toBe(cursor !== null);
      } while (cursor);
      expect(seen).toHaveLength(5);
      expect(new Set(seen).size).toBe(5);
      if (sort === 'top') expect(seen[0]).toBe(made[2]!.id);
    }
  });

  it('tells a signed-in member which posts they like', async () => {
    const [maya, leo] = await Promise.all([creator(), creator()]);
    const word = marker();
    const post = await createPost(maya.token, { title: `Liked ${word}` });
    await like(leo.token, post.id);
    expect((await list({ search: word }, leo.token)).posts[0]).toMatchObject({ isLikedByMe: true, likes: 1 });
    expect((await list({ search: word }, maya.token)).posts[0]).toMatchObject({ isLikedByMe: false, likes: 1 });
    expect((await list({ search: word })).posts[0]!.isLikedByMe).toBe(false);
  });

  it.each([
    ['an unknown category', { category: 'random' }, FORUM_MESSAGES.categoryInvalid],
    ['an unknown sort', { sort: 'oldest' }, FORUM_MESSAGES.sortInvalid],
    ['a malformed cursor', { cursor: 'not-a-cursor' }, FORUM_MESSAGES.cursorInvalid],
    ["another sort's cursor", { sort: 'top', cursor: '1.5' }, FORUM_MESSAGES.cursorInvalid],
    ['limit 0', { limit: '0' }, 'limit must be at least 1'],
    ['limit 51', { limit: '51' }, 'limit must be at most 50'],
  ])('refuses %s with 400', async (_label, query, message) => {
    const response = await call({ method: 'GET', url: '/api/forums/posts', query });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: message });
  });
});

describe('GET /api/forums/stats', () => {
  it('counts members, visible posts and replies, and the share of replied posts with a solution', async () => {
    const before = (await call({ method: 'GET', url: '/api/forums/stats' })).json().stats;
    const [maya, leo] = await Promise.all([creator(), creator()]);
    const solved = await createPost(maya.token);
    const open = await createPost(maya.token);
    await createPost(maya.token);
    const answer = await reply(leo.token, solved.id);
    await reply(leo.token, open.id);
    await reply(maya.token, open.id);
    await call({
      method: 'POST',
      url: `/api/forums/posts/${solved.id}/solution`,
      headers: bearer(maya.token),
      payload: { replyId: answer.id },
    });

    const after = (await call({ method: 'GET', url: '/api/forums/stats' })).json().stats;
    // Other test files may add accounts meanwhile (a shared PostgreSQL database).
    expect(after.members - before.members).toBeGreaterThanOrEqual(2);
    expect(after.posts - before.posts).toBe(3);
    expect(after.replies - before.replies).toBe(3);
    expect(after.helpfulPercent).toEqual(expect.any(Number));
    expect(after.helpfulPercent).toBeGreaterThan(0);
    expect(after.helpfulPercent).toBeLessThanOrEqual(100);
  });
});

describe('GET /api/forums/posts/:id', () => {
  it('answers a post to visitors and counts a signed-in view once a day', async () => {
    const [maya, leo] = await Promise.all([creator(), creator()]);
    const post = await createPost(maya.token);
    const anonymous = await getPost(post.id);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().post).toMatchObject({ id: post.id, views: 0 });
    expect((await getPost(post.id, leo.token)).json().post.views).toBe(1);
    expect((await getPost(post.id, leo.token)).json().post.views).toBe(1);
    expect((await getPost(post.id, maya.token)).json().post.views).toBe(2);
  });

  it('answers 404 for a missing post and 400 for a malformed id', async () => {
    expect((await getPost(missingId)).json()).toMatchObject({ code: 'NOT_FOUND', error: FORUM_MESSAGES.postNotFound });
    expect((await getPost(missingId)).statusCode).toBe(404);
    expect((await getPost('not-an-id')).statusCode).toBe(400);
  });

  it('shows a removed post to admins only, and a held one to its author and admins', async () => {
    const [maya, leo, boss] = await Promise.all([creator(), creator(), admin()]);
    const post = await createPost(maya.token);
    await moderate(boss.token, post.id, { visibility: 'hidden' });
    expect((await getPost(post.id, maya.token)).json().post.visibility).toBe('hidden');
    expect((await getPost(post.id, leo.token)).statusCode).toBe(404);
    expect((await getPost(post.id)).statusCode).toBe(404);
    await moderate(boss.token, post.id, { visibility: 'removed' });
    expect((await getPost(post.id, maya.token)).statusCode).toBe(404);
    expect((await getPost(post.id, boss.token)).json().post.visibility).toBe('removed');
  });
});

describe('GET /api/forums/posts/:id/replies', () => {
  it('answers replies oldest first, pages them, and marks the solution', async () => {
    const [maya, leo, sam] = await Promise.all([creator(), creator(), brand()]);
    const post = await createPost(maya.token);
    const first = await reply(leo.token, post.id, 'First');
    const second = await reply(sam.token, post.id, 'Second');
    const third = await reply(leo.token, post.id, 'Third');
    await call({
      method: 'POST',
      url: `/api/forums/posts/${post.id}/solution`,
      headers: bearer(maya.token),
      payload: { replyId: second.id },
    });

    const page1 = await replies(post.id, undefined, { limit: '2' });
    expect(page1.replies.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(page1.replies[1]).toMatchObject({
      isSolution: true,
      content: 'Second',
      author: { type: 'brand', name: 'Acme Studio' },
    });
    expect(page1.replies[0]!.isSolution).toBe(false);
    expect(page1.hasMore).toBe(true);
    const page2 = await replies(post.id, undefined, { limit: '2', cursor: page1.nextCursor! });
    expect(page2.replies.map((item) => item.id)).toEqual([third.id]);
    expect(page2.nextCursor).toBeNull();
  });

  it('leaves out hidden and removed replies except for admins and the reply’s author', async () => {
    const [maya, leo, boss] = await Promise.all([creator(), creator(), admin()]);
    const post = await createPost(maya.token);
    const kept = await reply(leo.token, post.id, 'Kept');
    const held = await reply(leo.token, post.id, 'Held');
    const removed = await reply(leo.token, post.id, 'Removed');
    await call({
      method: 'PATCH',
      url: `/api/admin/forums/replies/${held.id}`,
      headers: bearer(boss.token),
      payload: { visibility: 'hidden' },
    });
    await call({
      method: 'PATCH',
      url: `/api/admin/forums/replies/${removed.id}`,
      headers: bearer(boss.token),
      payload: { visibility: 'removed' },
    });

    expect((await replies(post.id)).replies.map((item) => item.id)).toEqual([kept.id]);
    expect((await replies(post.id, maya.token)).replies.map((item) => item.id)).toEqual([kept.id]);
    expect((await replies(post.id, leo.token)).replies.map((item) => item.id)).toEqual([kept.id, held.id]);
    expect((await replies(post.id, boss.token)).replies.map((item) => [item.id, item.visibility])).toEqual([
      [kept.id, 'visible'],
      [held.id, 'hidden'],
      [removed.id, 'removed'],
    ]);
    expect((await getPost(post.id)).json().post.replies).toBe(1);
  });

  it('answers 404 for a missing post', async () => {
    const response = await call({ method: 'GET', url: `/api/forums/posts/${missingId}/replies` });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/forums/posts', () => {
  it('answers 401 to visitors', async () => {
    const response = await call({ method: 'POST', url: '/api/forums/posts', payload: postBody() });
    expect(response.statusCode).toBe(401);
  });

  it('lets creators, brands and admins post; tags are trimmed, blanks dropped, repeats dropped', async () => {
    const [maya, acme, boss] = await Promise.all([creator(), brand(), admin()]);
    const post = await createPost(maya.token, {
      title: '  Padded title  ',
      tags: [' Video ', '', 'video', 'Hooks', ' '],
    });
    expect(post).toMatchObject({ title: 'Padded title', tags: ['Video', 'Hooks'], author: { id: maya.user.id } });
    expect((await createPost(acme.token, { tags: 'coffee, lifestyle ,, Coffee' })).tags).toEqual([
      'coffee',
      'lifestyle',
    ]);
    expect((await createPost(boss.token, { tags: undefined })).tags).toEqual([]);
  });

  it.each([
    ['a blank title', { title: '   ' }, FORUM_MESSAGES.titleRequired],
    ['no title', { title: undefined }, FORUM_MESSAGES.titleRequired],
    ['blank content', { content: ' \n ' }, FORUM_MESSAGES.contentRequired],
    ['a 201-character title', { title: 'x'.repeat(201) }, FORUM_MESSAGES.titleTooLong],
    ['content over 10,000 characters', { content: 'x'.repeat(10_001) }, FORUM_MESSAGES.contentTooLong],
    ['an unknown category', { category: 'random' }, FORUM_MESSAGES.categoryInvalid],
    ['11 tags', { tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, FORUM_MESSAGES.tooManyTags],
    ['a 31-character tag', { tags: ['x'.repeat(31)] }, FORUM_MESSAGES.tagTooLong],
    ['11 comma-separated tags', { tags: 'a,b,c,d,e,f,g,h,i,j,k' }, FORUM_MESSAGES.tooManyTags],
    ['tags that are not text', { tags: 42 }, 'tags must be a list of words'],
  ])('refuses %s with 400', async (_label, overrides, message) => {
    const maya = await creator();
    const response = await call({
      method: 'POST',
      url: '/api/forums/posts',
      headers: bearer(maya.token),
      payload: postBody(overrides),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: message });
  });

  it('accepts ten tags of thirty characters', async () => {
    const maya = await creator();
    const tags = Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(30, 'x'));
    expect((await createPost(maya.token, { tags })).tags).toEqual(tags);
  });
});

describe('POST /api/forums/posts/:id/replies', () => {
  it('adds a reply, counts it, keeps the last reply, and announces it', async () => {
    const [maya, acme] = await Promise.all([creator(), brand()]);
    const post = await createPost(maya.token);
    const created = await reply(acme.token, post.id, '  We would love to see this.  ');
    expect(created).toMatchObject({
      postId: post.id,
      content: 'We would love to see this.',
      isSolution: false,
      author: { id: acme.user.id, type: 'brand' },
    });
    const shown = (await getPost(post.id)).json().post as TForumPost;
    expect(shown.replies).toBe(1);
    expect(shown.lastReply).toEqual({ author: 'Acme Studio', timestamp: created.createdAt });
    const events = await publishedEvents(t.database.db, ['forum.reply_created']);
    expect(events).toContainEqual({
      type: 'forum.reply_created',
      replyId: created.id,
      postId: post.id,
      postTitle: post.title,
      postAuthorId: maya.user.id,
      replyAuthorId: acme.user.id,
      replyAuthorName: 'Acme Studio',
    });
  });

  it('tells the post’s author of a reply by someone else', async () => {
    const [maya, acme] = await Promise.all([creator(), brand()]);
    const post = await createPost(maya.token, { title: `Notify me ${marker()}` });
    await reply(maya.token, post.id, 'Adding some detail myself');
    await reply(acme.token, post.id);
    await runJobs(t.app);
    const notifications = (await call({ method: 'GET', url: '/api/notifications', headers: bearer(maya.token) })).json()
      .notifications as Array<Record<string, unknown>>;
    const forum = notifications.filter((item) => item.category === 'forum');
    expect(forum).toHaveLength(1);
    expect(forum[0]).toMatchObject({
      title: 'New reply to your post',
      message: `Acme Studio replied to “${post.title}”.`,
      link: `/community?post=${post.id}`,
    });
  });

  it('answers 401 to visitors, 400 to a blank reply and 404 for a missing post', async () => {
    const maya = await creator();
    const post = await createPost(maya.token);
    expect(
      (await call({ method: 'POST', url: `/api/forums/posts/${post.id}/replies`, payload: { content: 'Hi' } }))
        .statusCode,
    ).toBe(401);
    const blank = await call({
      method: 'POST',
      url: `/api/forums/posts/${post.id}/replies`,
      headers: bearer(maya.token),
      payload: { content: '  \n ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(FORUM_MESSAGES.replyRequired);
    expect(
      (
        await call({
          method: 'POST',
          url: `/api/forums/posts/${missingId}/replies`,
          headers: bearer(maya.token),
          payload: { content: 'Hi' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses replies to a locked post with 409', async () => {
    const [maya, leo, boss] = await Promise.all([creator(), creator(), admin()]);
    const post = await createPost(maya.token);
    await moderate(boss.token, post.id, { isLocked: true });
    const response = await call({
      method: 'POST',
      url: `/api/forums/posts/${post.id}/replies`,
      headers: bearer(leo.token),
      payload: { content: 'Hi' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', error: FORUM_MESSAGES.postLocked });
    await moderate(boss.token, post.id, { isLocked: false });
    await reply(leo.token, post.id);
  });
});

describe('POST /api/forums/posts/:id/like', () => {
  it('toggles without a body and sets with one', async () => {
    const [maya, leo] = await Promise.all([creator(), creator()]);
    const post = await createPost(maya.token);
    expect((await like(leo.token, post.id)).json()).toEqual({ liked: true, likes: 1 });
    expect((await like(leo.token, post.id)).json()).toEqual({ liked: false, likes: 0 });
    expect((await like(leo.token, post.id, { liked: true })).json()).toEqual({ liked: true, likes: 1 });
    expect((await like(leo.token, post.id, { liked: true })).json()).toEqual({ liked: true, likes: 1 });
    expect((await like(leo.token, post.id, { liked: false })).json()).toEqual({ liked: false, likes: 0 });
  });

  it('answers 401 to visitors and 404 for a missing post', async () => {
    const maya = await creator();
    const post = await createPost(maya.token);
    expect((await call({ method: 'POST', url: `/api/forums/posts/${post.id}/like` })).statusCode).toBe(401);
    expect((await like(maya.token, missingId)).statusCode).toBe(404);
  });

  it('counts one like per member under ten parallel requests', async () => {
    const [maya, leo] = await Promise.all([creator(), creator()]);
    const post = await createPost(maya.token);
    const responses = await Promise.all(Array.from({ length: 10 }, () => like(leo.token, post.id, { liked: true })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect((await getPost(post.id)).json().post.likes).toBe(1);

    // Toggles in parallel end liked or not, but the kept count always equals the likes stored.
    await Promise.all(Array.from({ length: 10 }, () => like(leo.token, post.id)));
    const [stored] = await queryRows<{ count: number | string }>(
      t.database.db,
      sql`select count(*) as count from forum_post_likes where post_id = ${post.id}`,
    );
    expect((await getPost(post.id)).json().post.likes).toBe(Number(stored!.count));
  });
});

describe('POST /api/forums/posts/:id/solution', () => {
  it('lets the post’s author or an admin mark and clear the solution, nobody else', async () => {
    const [maya, leo, boss] = await Promise.all([creator(), creator(), admin()]);
    const post = await createPost(maya.token);
    const answer = await reply(leo.token, post.id);
    const mark = (token: string | null, replyId: string | null, postId = post.id) =>
      call({
        method: 'POST',
        url: `/api/forums/posts/${postId}/solution`,
        headers: token ? bearer(token) : {},
        payload: { replyId },
      });

    expect((await mark(null, answer.id)).statusCode).toBe(401);
    const stranger = await mark(leo.token, answer.id);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error).toBe(FORUM_MESSAGES.solutionNotAllowed);

    const marked = await mark(maya.token, answer.id);
    expect(marked.json().post).toMatchObject({ hasSolution: true, solutionReplyId: answer.id });
    expect((await mark(boss.token, null)).json().post.hasSolution).toBe(false);
    expect((await mark(boss.token, answer.id)).json().post.hasSolution).toBe(true);

    const other = await createPost(maya.token);
    expect((await mark(maya.token, answer.id, other.id)).statusCode).toBe(404);
    expect((await mark(maya.token, answer.id, missingId)).statusCode).toBe(404);
  });
});

describe('reports', () => {
  it('hold a post from view after three different members report it', async () => {
    const [maya, a, b, c] = await Promise.all([creator(), creator(), brand(), creator()]);
    const word = marker();
    const post = await createPost(maya.token, { title: `Reported ${word}` });
    const first = await report(a.token, post.id, '  Spam  ');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ report: { status: 'open' }, hidden: false });
    expect((await report(a.token, post.id)).statusCode).toBe(409);
    expect((await report(b.token, post.id)).json().hidden).toBe(false);
    expect((await list({ search: word })).posts).toHaveLength(1);
    expect((await report(c.token, post.id)).json().hidden).toBe(true);

    expect((await list({ search: word })).posts).toHaveLength(0);
    expect((await getPost(post.id)).statusCode).toBe(404);
    expect((await getPost(post.id, maya.token)).json().post.visibility).toBe('hidden');
    const replyToHeld = await call({
      method: 'POST',
      url: `/api/forums/posts/${post.id}/replies`,
      headers: bearer(maya.token),
      payload: { content: 'Hi' },
    });
    expect(replyToHeld.statusCode).toBe(409);
  });

  it('hold a post once when three members report it at the same moment', async () => {
    const [maya, a, b, c] = await Promise.all([creator(), creator(), brand(), creator()]);
    const post = await createPost(maya.token);
    const responses = await Promise.all([a, b, c].map((reporter) => report(reporter.token, post.id)));
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(responses.filter((response) => response.json().hidden)).toHaveLength(1);
    expect((await getPost(post.id)).statusCode).toBe(404);
  });

  it('hold a reply after three reporters, and it leaves the post’s count', async () => {
    const [maya, leo, a, b, c] = await Promise.all([creator(), creator(), creator(), creator(), brand()]);
    const post = await createPost(maya.token);
    const rude = await reply(leo.token, post.id, 'Rude words');
    for (const reporter of [a, b]) expect((await reportReply(reporter.token, rude.id)).json().hidden).toBe(false);
    expect((await reportReply(c.token, rude.id)).json().hidden).toBe(true);
    expect((await replies(post.id)).replies).toHaveLength(0);
    expect((await getPost(post.id)).json().post).toMatchObject({ replies: 0, lastReply: null });
  });

  it('answer 401 to visitors, 403 to admins, 422 for one’s own post, 404 for a missing one, 400 without a reason', async () => {
    const [maya, boss] = await Promise.all([creator(), admin()]);
    const post = await createPost(maya.token);
    expect(
      (await call({ method: 'POST', url: `/api/forums/posts/${post.id}/report`, payload: { reason: 'x' } })).statusCode,
    ).toBe(401);
    expect((await report(boss.token, post.id)).statusCode).toBe(403);
    const own = await report(maya.token, post.id);
    expect(own.statusCode).toBe(422);
    expect(own.json().error).toBe(FORUM_MESSAGES.cannotReportOwn);
    const leo = await creator();
    expect((await report(leo.token, missingId)).statusCode).toBe(404);
    expect((await reportReply(leo.token, missingId)).statusCode).toBe(404);
    const blank = await report(leo.token, post.id, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(FORUM_MESSAGES.reasonRequired);
  });
});

describe('admin moderation', () => {
  it('pins, locks and removes a post, each change audited', async () => {
    const [maya, boss] = await Promise.all([creator(), admin()]);
    const post = await createPost(maya.token);
    expect((await moderate(boss.token, post.id, { isPinned: true })).json().post.isPinned).toBe(true);
    expect((await moderate(boss.token, post.id, { isLocked: true })).json().post.isLocked).toBe(true);
    expect((await moderate(boss.token, post.id, { visibility: 'removed' })).json().post.visibility).toBe('removed');
    const audit = await auditRows(post.id);
    expect(audit.map((row) => row.action)).toEqual(['forum.post.pinned', 'forum.post.locked', 'forum.post.removed']);
    expect(audit.every((row) => row.actor_id === boss.user.id)).toBe(true);
    expect(audit[2]!.data).toMatchObject({ before: { visibility: 'visible' }, after: { visibility: 'removed' } });
  });

  it('answers 401 to visitors, 403 to members, 404 for a missing post, 400 for nothing to change', async () => {
    const [maya, boss] = await Promise.all([creator(), admin()]);
    const post = await createPost(maya.token);
    expect(
      (await call({ method: 'PATCH', url: `/api/admin/forums/posts/${post.id}`, payload: { isPinned: true } }))
        .statusCode,
    ).toBe(401);
    expect((await moderate(maya.token, post.id, { isPinned: true })).statusCode).toBe(403);
    expect((await moderate(boss.token, missingId, { isPinned: true })).statusCode).toBe(404);
    expect((await moderate(boss.token, post.id, {})).statusCode).toBe(400);
    expect((await moderate(boss.token, post.id, { visibility: 'gone' })).statusCode).toBe(400);
    const reply404 = await call({
      method: 'PATCH',
      url: `/api/admin/forums/replies/${missingId}`,
      headers: bearer(boss.token),
      payload: { visibility: 'removed' },
    });
    expect(reply404.statusCode).toBe(404);
  });

  it('lists open reports oldest first and decides them: uphold removes, dismiss restores, each audited', async () => {
    const [maya, leo, a, b, c, boss] = await Promise.all([
      creator(),
      creator(),
      creator(),
      brand(),
      creator(),
      admin(),
    ]);
    const post = await createPost(maya.token);
    const answer = await reply(leo.token, post.id, 'Questionable');
    // The reply first: once three members report the post, it is held and they no longer see it.
    expect((await reportReply(a.token, answer.id, 'Rude')).statusCode).toBe(201);
    for (const reporter of [a, b, c])
      expect((await report(reporter.token, post.id, `Spam from ${reporter.user.id}`)).statusCode).toBe(201);

    const listed = await call({
      method: 'GET',
      url: '/api/admin/forums/reports',
      query: { postId: post.id },
      headers: bearer(boss.token),
    });
    expect(listed.statusCode).toBe(200);
    const reports = listed.json().reports as TAdminForumReport[];
    expect(listed.json().total).toBe(4);
    expect(reports.map((row) => row.target)).toEqual(['reply', 'post', 'post', 'post']);
    expect(reports[1]).toMatchObject({
      postTitle: post.title,
      targetVisibility: 'hidden',
      openReportsOnTarget: 3,
      targetAuthor: { id: maya.user.id },
      reporter: { id: a.user.id },
    });
    expect(reports[0]).toMatchObject({
      replyId: answer.id,
      excerpt: 'Questionable',
      openReportsOnTarget: 1,
      targetVisibility: 'visible',
    });

    const decide = (reportId: string, decision: string, token = boss.token) =>
      call({
        method: 'POST',
        url: `/api/admin/forums/reports/${reportId}/decision`,
        headers: bearer(token),
        payload: { decision },
      });
    expect((await decide(reports[1]!.id, 'uphold', maya.token)).statusCode).toBe(403);
    const dismissed = await decide(reports[1]!.id, 'dismiss');
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toMatchObject({
      decided: 3,
      report: { status: 'dismissed', targetVisibility: 'visible' },
    });
    expect((await getPost(post.id)).statusCode).toBe(200);
    expect((await decide(reports[2]!.id, 'uphold')).statusCode).toBe(409);

    const upheld = await decide(reports[0]!.id, 'uphold');
    expect(upheld.json()).toMatchObject({ decided: 1, report: { status: 'upheld', targetVisibility: 'removed' } });
    expect((await replies(post.id)).replies).toHaveLength(0);
    expect((await decide(missingId, 'uphold')).statusCode).toBe(404);
    expect((await decide(reports[0]!.id, 'maybe')).statusCode).toBe(400);

    expect((await auditRows(post.id)).map((row) => row.action)).toEqual(['forum.report.dismissed']);
    expect((await auditRows(answer.id)).map((row) => row.action)).toEqual(['forum.report.upheld']);
    const open = await call({
      method: 'GET',
      url: '/api/admin/forums/reports',
      query: { postId: post.id },
      headers: bearer(boss.token),
    });
    expect(open.json().total).toBe(0);
    const decided = await call({
      method: 'GET',
      url: '/api/admin/forums/reports',
      query: { postId: post.id, status: 'decided' },
      headers: bearer(boss.token),
    });
    expect(decided.json().total).toBe(4);
  });

  it('answers the open reports as something that needs attention, one row per post or reply', async () => {
    const [maya, a, b] = await Promise.all([creator(), creator(), creator()]);
    const post = await createPost(maya.token);
    await report(a.token, post.id);
    await report(b.token, post.id);
    const attention = await t.app.services.forums.attention(500);
    const row = attention.items.find((item) => item.id === post.id);
    expect(row).toMatchObject({ title: post.title, link: `/community?post=${post.id}`, detail: '2 open reports' });
    expect(attention.count).toBeGreaterThanOrEqual(1);
    expect(attention.oldest!.getTime()).toBeLessThanOrEqual(row!.since.getTime());
  });

  it('answers 401 and 403 on the reports list', async () => {
    const maya = await creator();
    expect((await call({ method: 'GET', url: '/api/admin/forums/reports' })).statusCode).toBe(401);
    expect(
      (await call({ method: 'GET', url: '/api/admin/forums/reports', headers: bearer(maya.token) })).statusCode,
    ).toBe(403);
  });
});

describe('writing limits', () => {
  it(`lets a new account create ${FORUM_RATE_LIMITS.newAccountPostsPerDay} posts on its first day`, async () => {
    const fresh = await createCreator(t.app);
    for (let i = 0; i < FORUM_RATE_LIMITS.newAccountPostsPerDay; i++) await createPost(fresh.token);
    const over = await call({
      method: 'POST',
      url: '/api/forums/posts',
      headers: bearer(fresh.token),
      payload: postBody(),
    });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED', error: FORUM_MESSAGES.newAccountPostLimit });
  });

  it(`lets a new account post ${FORUM_RATE_LIMITS.newAccountRepliesPerDay} replies on its first day`, async () => {
    const [maya, fresh] = await Promise.all([creator(), createCreator(t.app)]);
    const post = await createPost(maya.token);
    for (let i = 0; i < FORUM_RATE_LIMITS.newAccountRepliesPerDay; i++) await reply(fresh.token, post.id);
    const over = await call({
      method: 'POST',
      url: `/api/forums/posts/${post.id}/replies`,
      headers: bearer(fresh.token),
      payload: { content: 'One more' },
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toBe(FORUM_MESSAGES.newAccountReplyLimit);
  });

  it(`limits every author to ${FORUM_RATE_LIMITS.postsPerHour} posts an hour, also when they arrive in parallel`, async () => {
    const maya = await creator();
    const responses = await Promise.all(
      Array.from({ length: FORUM_RATE_LIMITS.postsPerHour + 3 }, () =>
        call({ method: 'POST', url: '/api/forums/posts', headers: bearer(maya.token), payload: postBody() }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(FORUM_RATE_LIMITS.postsPerHour);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect(responses.find((response) => response.statusCode === 429)!.json().error).toBe(
      FORUM_MESSAGES.postRateLimited,
    );
  });
});
