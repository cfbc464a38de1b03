import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { queryRows } from '../../db/client.ts';
import {
  bearer,
  createAdmin,
  createBrand,
  createCreator,
  createFundedBrief,
  createSubmission,
  distribute,
  TEST_PASSWORD,
  winnerEntry,
} from '../../../test/factories.ts';

// A closed account leaves no name behind (issue 40, item 19; docs/product/accounts.md): the closing
// transaction clears the profile's display name, bio, location and links, and every place that names
// the person reads "Deleted user" — reviews, messages, forum posts, the admin lists.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const ok = async (pending: ReturnType<typeof call>, status = 200) => {
  const response = await pending;
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
};

describe('closing an account', () => {
  it('clears the profile and every public surface names a "Deleted user"', async () => {
    const brand = await createBrand(t.app, { companyName: 'Peak Outdoors' });
    const creator = await createCreator(t.app, { fullName: 'Maya Chen' });
    const admin = await createAdmin(t.app, t.database.db);
    await ok(
      call('PUT', '/api/creators/me/profile', creator.token, {
        displayName: 'Maya the Maker',
        bio: 'I film gear in the mountains.',
        location: 'Denver, CO',
        socialLinks: ['https://example.com/maya'],
        categories: [],
      }),
    );

    // A published review each way, a forum post, a conversation.
    const brief = await createFundedBrief(t.app, brand.token, { reward: 500, title: 'Gear review' });
    const submission = await createSubmission(t.app, creator.token, brief.id);
    const award = await distribute(t.app, brand.token, brief.id, [winnerEntry(submission, creator.user.id, 'prize')]);
    expect(award.statusCode, award.body).toBe(200);
    const text = 'Clear brief, quick answers.';
    await ok(
      call('POST', '/api/reviews', creator.token, { briefId: brief.id, revieweeId: brand.user.id, rating: 5, text }),
      201,
    );
    await ok(
      call('POST', '/api/reviews', brand.token, { briefId: brief.id, revieweeId: creator.user.id, rating: 5, text }),
      201,
    );
    const forum = await ok(
      call('POST', '/api/forums/posts', creator.token, {
        title: 'Lighting on a budget',
        content: 'How do you light a kitchen shoot?',
        category: 'tips',
        tags: [],
      }),
      201,
    );
    const started = await ok(
      call('POST', '/api/messages/conversations', brand.token, {
        receiverId: creator.user.id,
        initialMessage: 'Hello there',
      }),
      201,
    );
    const before = await ok(call('GET', `/api/reviews?userId=${brand.user.id}`));
    expect(JSON.stringify(before)).toContain('Maya the Maker');

    expect((await call('DELETE', '/api/me', creator.token, { password: TEST_PASSWORD })).statusCode).toBe(204);

    const [profile] = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select full_name, display_name, bio, location, social_links from creator_profiles where id = ${creator.user.id}::uuid`,
    );
    expect(profile).toEqual({ full_name: 'Deleted user', display_name: '', bio: '', location: '', social_links: [] });

    const surfaces = {
      reviews: await ok(call('GET', `/api/reviews?userId=${brand.user.id}`)),
      forum: await ok(call('GET', `/api/forums/posts/${forum.post.id}`)),
      messages: await ok(call('GET', `/api/messages/${started.conversation.id}`, brand.token)),
      // Admin lists leave closed accounts out; what an admin reads of their posts names no one either.
      adminForum: await ok(call('GET', `/api/forums/posts/${forum.post.id}`, admin.token)),
    };
    for (const [surface, body] of Object.entries(surfaces)) {
      const json = JSON.stringify(body);
      expect(json, surface).not.toMatch(/Maya|Denver|mountains|example\.com\/maya/);
    }
    expect(surfaces.reviews.reviews[0].reviewer.name).toBe('Deleted user');
    expect(surfaces.forum.post.author.name).toBe('Deleted user');
    expect(JSON.stringify(surfaces.messages)).toContain('Deleted user');
    expect((await call('GET', `/api/creators/${creator.user.id}/profile`)).statusCode).toBe(404);
  });
});
