import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuthResponse } from '@briefly/shared/auth';
import { centsToDollars } from '@briefly/shared/money';
import { STORY_MESSAGES } from '@briefly/shared/story-rules';
import type {
  TAdminCreateStoryRequest,
  TAdminStory,
  TConsentRequestsResponse,
  TStoriesResponse,
} from '@briefly/shared/stories';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  connectPayoutAccount,
  createAdmin,
  createBrand,
  createCreator,
  createFundedBrief,
  createSubmission,
  distribute,
  uniqueSuffix,
  winnerEntry,
} from '../../../test/factories.ts';
import { briefMoneyFiguresOf, creatorEarnings } from '../ledger/ledger.service.ts';
import { runJobs, storedNotifications } from '../notifications/notifications.test-support.ts';

// The success stories API through the real app: published stories are public (views counted),
// the people a story names agree before it is published, a story from a brief takes its figures
// from the ledger, and admins' writes are checked and audited.

let t: TestApp;
let admin: TAuthResponse;
let brand: TAuthResponse;
let creator: TAuthResponse;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.database.db);
  brand = await createBrand(t.app);
  creator = await createCreator(t.app);
});
afterAll(() => t.close());

const call = (options: InjectOptions) => t.app.inject(options);

function storyPayload(overrides: Partial<TAdminCreateStoryRequest> = {}): TAdminCreateStoryRequest {
  return {
    title: `Launch that worked ${uniqueSuffix()}`,
    description: 'A creator and a brand made a launch video together.',
    category: 'creative',
    brandName: 'Acme Coffee',
    creatorName: 'Maya Creates',
    budget: 2500,
    metrics: { reach: 120_000, engagement: 7.5 },
    tags: ['video', 'launch'],
    brandQuote: 'Our best launch.',
    images: ['https://images.example/launch.jpg'],
    published: true,
    ...overrides,
  };
}

async function createStory(overrides: Partial<TAdminCreateStoryRequest> = {}): Promise<TAdminStory> {
  const response = await call({
    method: 'POST',
    url: '/api/admin/success-stories',
    headers: bearer(admin.token),
    payload: storyPayload(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().story;
}

async function list(query = ''): Promise<TStoriesResponse> {
  const response = await call({ method: 'GET', url: `/api/success-stories${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const consentRequests = async (token: string): Promise<TConsentRequestsResponse> =>
  (await call({ method: 'GET', url: '/api/success-stories/consent-requests', headers: bearer(token) })).json();
const decide = (token: string, id: string, decision: string) =>
  call({ method: 'POST', url: `/api/success-stories/${id}/consent`, headers: bearer(token), payload: { decision } });

/** A funded brief of `brandToken` whose winners are these creators (credit awards), as a brand does it. */
/** A funded brief whose winners are paid cash (to an active payout account unless `held`). */
async function briefWithWinners(
  brandToken: string,
  winners: Array<{ token: string; id: string; amount: number }>,
  options: { held?: boolean } = {},
) {
  const brief = await createFundedBrief(t.app, brandToken, {
    reward: 1000,
    amountOfWinners: Math.max(winners.length, 1),
  });
  const entries = [];
  for (const winner of winners) {
    if (!options.held) await connectPayoutAccount(t.app, winner.token, 'complete');
    entries.push(winnerEntry(await createSubmission(t.app, winner.token, brief.id), winner.id, 'cash', winner.amount));
  }
  if (entries.length > 0) {
    const response = await distribute(t.app, brandToken, brief.id, entries);
    expect(response.statusCode, response.body).toBe(200);
  }
  return brief;
}

describe('GET /api/success-stories', () => {
  it('is public, lists only published stories, with figures from the database', async () => {
    const published = await createStory();
    const draft = await createStory({ published: false });
    const { stories, stats } = await list('?limit=60');
    const ids = stories.map((story) => story.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(draft.id);
    expect(stories.find((story) => story.id === published.id)).toMatchObject({
      budget: 2500,
      paid: null,
      verified: false,
      metrics: { reach: 120_000, engagement: 7.5, conversion: null, roi: null },
      testimonial: { brandQuote: 'Our best launch.', creatorQuote: null },
      brand: { id: null, name: 'Acme Coffee' },
    });
    expect(stats.stories).toBeGreaterThanOrEqual(1);
  });

  it('refuses an unknown filter or sort with 400', async () => {
    for (const query of ['?filter=funny', '?sort=random', '?limit=1000']) {
      const response = await call({ method: 'GET', url: `/api/success-stories${query}` });
      expect(response.statusCode, query).toBe(400);
    }
    expect((await call({ method: 'GET', url: '/api/success-stories?sort=random' })).json().error).toContain(
      STORY_MESSAGES.sortInvalid,
    );
  });

  it('filters featured and by category, and sorts by budget and popularity', async () => {
    const tag = uniqueSuffix();
    const small = await createStory({ budget: 100, category: 'technical', tags: [tag], featured: true });
    const large = await createStory({ budget: 90_000, category: 'technical', tags: [tag] });
    const unknown = await createStory({ budget: null, category: 'technical', tags: [tag] });

    const featured = (await list('?filter=featured&limit=60')).stories;
    expect(featured.every((story) => story.featured)).toBe(true);
    expect(featured.map((story) => story.id)).toContain(small.id);
    expect((await list('?filter=business&limit=60')).stories.map((story) => story.id)).not.toContain(small.id);

    const byBudget = (await list('?filter=technical&sort=budget&limit=60')).stories.map((story) => story.id);
    expect(byBudget.indexOf(large.id)).toBeLessThan(byBudget.indexOf(small.id));
    expect(byBudget.indexOf(small.id)).toBeLessThan(byBudget.indexOf(unknown.id));

    for (let view = 0; view < 3; view++)
      expect((await call({ method: 'GET', url: `/api/success-stories/${unknown.id}` })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: `/api/success-stories/${unknown.id}` })).json().story.views).toBe(4);
    const popular = (await list('?filter=technical&sort=popularity&limit=60')).stories.map((story) => story.id);
    expect(popular.indexOf(unknown.id)).toBeLessThan(popular.indexOf(large.id));
  });
});

describe('GET /api/success-stories/:id', () => {
  it('answers 404 for an unknown or unpublished story, except to admins; 400 for a malformed id', async () => {
    const draft = await createStory({ published: false });
    expect((await call({ method: 'GET', url: `/api/success-stories/${draft.id}` })).statusCode).toBe(404);
    expect(
      (await call({ method: 'GET', url: `/api/success-stories/${draft.id}`, headers: bearer(creator.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call({ method: 'GET', url: `/api/success-stories/${draft.id}`, headers: bearer(admin.token) })).statusCode,
    ).toBe(200);
    expect(
      (await call({ method: 'GET', url: '/api/success-stories/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    expect((await call({ method: 'GET', url: '/api/success-stories/nope' })).statusCode).toBe(400);
  });
});

describe('admin writes', () => {
  it('anonymous 401, brands and creators 403', async () => {
    expect(
      (await call({ method: 'POST', url: '/api/admin/success-stories', payload: storyPayload() })).statusCode,
    ).toBe(401);
    for (const token of [brand.token, creator.token]) {
      expect(
        (
          await call({
            method: 'POST',
            url: '/api/admin/success-stories',
            headers: bearer(token),
            payload: storyPayload(),
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await call({ method: 'GET', url: '/api/admin/success-stories', headers: bearer(token) })).statusCode,
      ).toBe(403);
      expect(
        (
          await call({
            method: 'POST',
            url: `/api/admin/success-stories/from-brief/00000000-0000-4000-8000-000000000000`,
            headers: bearer(token),
            payload: {},
          })
        ).statusCode,
      ).toBe(403);
    }
  });

  it('refuses bad story fields with 400', async () => {
    const cases: Array<Record<string, unknown>> = [
      { title: '' },
      { category: 'funny' },
      { images: ['ftp://x.example/a.jpg'] },
      { metrics: { engagement: 150 } },
      { metrics: { views: 3 } },
      { budget: -5 },
      { verified: true },
      { brandId: 'not-an-id' },
    ];
    for (const change of cases) {
      const response = await call({
        method: 'POST',
        url: '/api/admin/success-stories',
        headers: bearer(admin.token),
        payload: { ...storyPayload(), ...change },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
    }
  });

  it('edits and deletes with an audit row each', async () => {
    const story = await createStory();
    const edited = await call({
      method: 'PUT',
      url: `/api/admin/success-stories/${story.id}`,
      headers: bearer(admin.token),
      payload: storyPayload({ title: 'Edited', published: false }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().story).toMatchObject({ title: 'Edited', status: 'draft', publishedAt: null });
    expect(
      (
        await call({
          method: 'PUT',
          url: '/api/admin/success-stories/00000000-0000-4000-8000-000000000000',
          headers: bearer(admin.token),
          payload: storyPayload(),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call({ method: 'DELETE', url: `/api/admin/success-stories/${story.id}`, headers: bearer(admin.token) })
      ).json(),
    ).toEqual({ deleted: true });
    expect(
      (await call({ method: 'DELETE', url: `/api/admin/success-stories/${story.id}`, headers: bearer(admin.token) }))
        .statusCode,
    ).toBe(404);
    const rows = await queryRows<{ action: string }>(
      t.database.db,
      sql`select action from audit_log where target_type = 'success_story' and target_id = ${story.id} order by created_at`,
    );
    expect(rows.map((row) => row.action)).toEqual([
      'admin.story.created',
      'admin.story.updated',
      'admin.story.deleted',
    ]);
  });
});

describe('a story from a completed brief', () => {
  it('takes the brand, the chosen winner and the figures from the ledger, verified', async () => {
    const ownBrand = await createBrand(t.app);
    const [first, second] = [await createCreator(t.app), await createCreator(t.app)];
    const brief = await briefWithWinners(ownBrand.token, [
      { token: first.token, id: first.user.id, amount: 300 },
      { token: second.token, id: second.user.id, amount: 200 },
    ]);
    const url = `/api/admin/success-stories/from-brief/${brief.id}`;
    const content = { title: 'Two creators, one launch', description: 'How it went.' };

    const ambiguous = await call({ method: 'POST', url, headers: bearer(admin.token), payload: content });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().error).toBe(STORY_MESSAGES.creatorRequired);
    const stranger = await call({
      method: 'POST',
      url,
      headers: bearer(admin.token),
      payload: { ...content, creatorId: creator.user.id },
    });
    expect(stranger.json().error).toBe(STORY_MESSAGES.creatorNotWinner);

    const created = await call({
      method: 'POST',
      url,
      headers: bearer(admin.token),
      payload: { ...content, creatorId: second.user.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const story: TAdminStory = created.json().story;
    const funded = (await briefMoneyFiguresOf(t.database.db, brief.id)).funded;
    const earned = (await creatorEarnings(t.database.db, [second.user.id])).get(second.user.id)!;
    expect(earned).toBeGreaterThan(0);
    expect(story).toMatchObject({
      briefId: brief.id,
      briefTitle: brief.title,
      brand: { id: ownBrand.user.id },
      creator: { id: second.user.id },
      budget: centsToDollars(funded),
      paid: centsToDollars(earned),
      verified: true,
      status: 'awaiting_consent',
      brandConsent: 'pending',
      creatorConsent: 'pending',
    });

    const candidates = (
      await call({ method: 'GET', url: '/api/admin/success-stories/candidate-briefs', headers: bearer(admin.token) })
    ).json().briefs;
    expect(candidates.find((candidate: { briefId: string }) => candidate.briefId === brief.id)).toMatchObject({
      funded: centsToDollars(funded),
      stories: 1,
      winners: expect.arrayContaining([
        { creatorId: second.user.id, name: expect.any(String), earned: centsToDollars(earned) },
      ]),
    });

    // A verified budget stays what the ledger says.
    const changed = await call({
      method: 'PUT',
      url: `/api/admin/success-stories/${story.id}`,
      headers: bearer(admin.token),
      payload: { ...storyPayload({ budget: 1, published: undefined }), title: story.title },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error).toBe(STORY_MESSAGES.verifiedFigures);
  });

  it('answers 404 for an unknown brief and 409 for a brief without a winner', async () => {
    expect(
      (
        await call({
          method: 'POST',
          url: '/api/admin/success-stories/from-brief/00000000-0000-4000-8000-000000000000',
          headers: bearer(admin.token),
          payload: { title: 'x', description: 'y' },
        })
      ).statusCode,
    ).toBe(404);
    const brief = await briefWithWinners(brand.token, []);
    const response = await call({
      method: 'POST',
      url: `/api/admin/success-stories/from-brief/${brief.id}`,
      headers: bearer(admin.token),
      payload: { title: 'x', description: 'y' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(STORY_MESSAGES.briefNotComplete);
  });
});

describe('only paid is paid (issue 37 item 4)', () => {
  it('a verified story of a HELD award says $0 paid and adds nothing to "paid to creators"', async () => {
    const ownBrand = await createBrand(t.app);
    const winner = await createCreator(t.app);
    const brief = await briefWithWinners(ownBrand.token, [{ token: winner.token, id: winner.user.id, amount: 350 }], {
      held: true,
    });
    const before = (await list('?limit=60')).stats.verifiedValuePaid ?? 0;
    const created = await call({
      method: 'POST',
      url: `/api/admin/success-stories/from-brief/${brief.id}`,
      headers: bearer(admin.token),
      payload: { title: 'Held story', description: 'Not paid yet.' },
    });
    const story: TAdminStory = created.json().story;
    expect(story.paid).toBe(0);
    await decide(ownBrand.token, story.id, 'granted');
    await decide(winner.token, story.id, 'granted');
    const after = await list('?limit=60');
    expect(after.stories.find((item) => item.id === story.id)).toMatchObject({ verified: true });
    expect(after.stats.verifiedValuePaid ?? 0).toBe(before);
  });
});

describe('consent', () => {
  it('publishes a story only when the brand and the creator both agree; each is asked and told', async () => {
    const ownBrand = await createBrand(t.app);
    const winner = await createCreator(t.app);
    const brief = await briefWithWinners(ownBrand.token, [{ token: winner.token, id: winner.user.id, amount: 400 }]);
    const created = await call({
      method: 'POST',
      url: `/api/admin/success-stories/from-brief/${brief.id}`,
      headers: bearer(admin.token),
      payload: { title: 'Consent story', description: 'Ask first.' },
    });
    const story: TAdminStory = created.json().story;
    await runJobs(t.app);
    const asked = await storedNotifications(t.database.db, [ownBrand.user.id, winner.user.id]);
    expect(
      asked.filter(
        (row) =>
          row.title === 'A success story needs your consent' && row.link === `/success-stories?consent=${story.id}`,
      ),
    ).toHaveLength(2);

    // Who may decide: only the people it names.
    expect(
      (
        await call({
          method: 'POST',
          url: `/api/success-stories/${story.id}/consent`,
          payload: { decision: 'granted' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await decide(admin.token, story.id, 'granted')).statusCode).toBe(403);
    expect((await decide(creator.token, story.id, 'granted')).statusCode).toBe(404);
    expect((await decide(winner.token, story.id, 'maybe')).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: '/api/success-stories/consent-requests' })).statusCode).toBe(401);
    expect(
      (await call({ method: 'GET', url: '/api/success-stories/consent-requests', headers: bearer(admin.token) }))
        .statusCode,
    ).toBe(403);

    const brandView = await consentRequests(ownBrand.token);
    expect(brandView.pending).toBe(1);
    expect(brandView.requests[0]).toMatchObject({
      role: 'brand',
      myConsent: 'pending',
      otherConsent: 'pending',
      story: { id: story.id },
    });
    // The people it names may read it before it is public.
    expect(
      (await call({ method: 'GET', url: `/api/success-stories/${story.id}`, headers: bearer(winner.token) }))
        .statusCode,
    ).toBe(200);

    const brandYes = await decide(ownBrand.token, story.id, 'granted');
    expect(brandYes.json()).toMatchObject({
      request: { myConsent: 'granted', status: 'awaiting_consent' },
      message: STORY_MESSAGES.consentGranted,
    });
    expect((await list('?limit=60')).stories.map((item) => item.id)).not.toContain(story.id);

    const creatorYes = await decide(winner.token, story.id, 'granted');
    expect(creatorYes.json().request).toMatchObject({
      status: 'published',
      myConsent: 'granted',
      otherConsent: 'granted',
    });
    const publicList = await list('?limit=60');
    expect(publicList.stories.find((item) => item.id === story.id)).toMatchObject({ verified: true });
    expect(publicList.stats.verifiedValuePaid).toBeGreaterThan(0);
    await runJobs(t.app);
    const after = await storedNotifications(t.database.db, [ownBrand.user.id, winner.user.id]);
    expect(after.filter((row) => row.title === 'Your success story is live')).toHaveLength(2);
    // Answered, the requests no longer ask: they say the answer and are read.
    const answered = after.filter((row) => row.link === `/success-stories?consent=${story.id}`);
    expect(answered.map((row) => row.title)).toEqual(['Success story: you agreed', 'Success story: you agreed']);
    expect(answered.every((row) => row.read_at !== null)).toBe(true);

    // Taking consent back unpublishes it, and admins hear of it.
    await decide(winner.token, story.id, 'declined');
    expect((await call({ method: 'GET', url: `/api/success-stories/${story.id}` })).statusCode).toBe(404);
    await runJobs(t.app);
    expect(
      (await storedNotifications(t.database.db, [admin.user.id])).some((row) => row.title === 'Success story declined'),
    ).toBe(true);
  });

  it('asks again after the story’s text changed', async () => {
    const ownBrand = await createBrand(t.app);
    const story = await createStory({ published: undefined, brandId: ownBrand.user.id });
    expect(story.status).toBe('awaiting_consent');
    await decide(ownBrand.token, story.id, 'granted');
    expect(
      (
        await call({ method: 'GET', url: `/api/admin/success-stories/${story.id}`, headers: bearer(admin.token) })
      ).json().story.status,
    ).toBe('published');
    const featuredOnly = await call({
      method: 'PUT',
      url: `/api/admin/success-stories/${story.id}`,
      headers: bearer(admin.token),
      payload: {
        ...storyPayload({ published: undefined }),
        title: story.title,
        brandName: story.brand.name,
        creatorName: story.creator.name,
        featured: true,
      },
    });
    expect(featuredOnly.json().story).toMatchObject({ status: 'published', featured: true });
    const rewritten = await call({
      method: 'PUT',
      url: `/api/admin/success-stories/${story.id}`,
      headers: bearer(admin.token),
      payload: {
        ...storyPayload({ published: undefined }),
        title: 'A new title',
        brandName: story.brand.name,
        creatorName: story.creator.name,
      },
    });
    expect(rewritten.json().story).toMatchObject({
      status: 'awaiting_consent',
      brandConsent: 'pending',
      publishedAt: null,
    });
    // Publishing by hand is not for stories that name people.
    const forced = await call({
      method: 'PUT',
      url: `/api/admin/success-stories/${story.id}`,
      headers: bearer(admin.token),
      payload: storyPayload({ published: true }),
    });
    expect(forced.statusCode).toBe(409);
  });
});
