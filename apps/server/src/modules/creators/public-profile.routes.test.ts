import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBrandBrief } from '@briefly/shared/briefs';
import type { TMyPublicProfileResponse, TPublicCreatorProfile } from '@briefly/shared/reputation';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  createBrand,
  createCreator,
  createFundedBrief,
  createSubmission,
  distribute,
  reviewSubmission,
  uniqueSuffix,
  winnerEntry,
} from '../../../test/factories.ts';

// Public creator profiles (docs/product/creator-profiles-and-reviews.md#creator-profiles).

let t: TestApp;
let brand: { token: string; id: string };
let otherBrand: { token: string; id: string };
let creator: { token: string; id: string; userName: string };
let privateBrief: TBrandBrief;
let publicBrief: TBrandBrief;
const submissionIds: Record<'won' | 'approved' | 'rejected' | 'pending', string> = {
  won: '',
  approved: '',
  rejected: '',
  pending: '',
};

const inject = (method: 'GET' | 'PUT', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const validBody = (overrides: Record<string, unknown> = {}) => ({
  displayName: 'Maya makes videos',
  bio: 'Short vertical videos for tech brands.',
  location: 'Lisbon, Portugal',
  socialLinks: ['https://www.tiktok.com/@maya', 'https://youtube.com/@maya'],
  categories: ['technical', 'creative'],
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  const [b, o] = await Promise.all([createBrand(t.app, { companyName: 'Lumen Labs' }), createBrand(t.app)]);
  brand = { token: b.token, id: b.user.id };
  otherBrand = { token: o.token, id: o.user.id };
  const userName = `maya_${uniqueSuffix()}`;
  const c = await createCreator(t.app, { userName, fullName: 'Maya Chen' });
  creator = { token: c.token, id: c.user.id, userName };
  privateBrief = await createFundedBrief(t.app, brand.token, { reward: 500, isPrivate: true, template: null });
  publicBrief = await createFundedBrief(t.app, brand.token, { reward: 500 });
  const third = await createFundedBrief(t.app, brand.token, { reward: 500 });
  const fourth = await createFundedBrief(t.app, brand.token, { reward: 500 });
  // Private briefs take invited creators only: invite before applying.
  await t.database.db.execute(
    sql`insert into brief_invitations (brief_id, creator_id) values (${privateBrief.id}, ${creator.id})`,
  );
  const won = await createSubmission(t.app, creator.token, privateBrief.id);
  const approved = await createSubmission(t.app, creator.token, publicBrief.id);
  const rejected = await createSubmission(t.app, creator.token, third.id);
  const pending = await createSubmission(t.app, creator.token, fourth.id);
  Object.assign(submissionIds, { won: won.id, approved: approved.id, rejected: rejected.id, pending: pending.id });
  await reviewSubmission(t.app, brand.token, approved.id, 'approve');
  await reviewSubmission(t.app, brand.token, rejected.id, 'reject');
  const distributed = await distribute(t.app, brand.token, privateBrief.id, [winnerEntry(won, creator.id, 'prize')]);
  expect(distributed.statusCode).toBe(200);
}, 60_000);
afterAll(() => t?.close());

describe('GET /api/creators/:userName/profile', () => {
  it('answers anyone, figures computed from the data by hand', async () => {
    const response = await inject('GET', `/api/creators/${creator.userName.toUpperCase()}/profile`);
    expect(response.statusCode).toBe(200);
    const profile = (response.json() as { profile: TPublicCreatorProfile }).profile;
    expect(profile).toMatchObject({ id: creator.id, userName: creator.userName, displayName: 'Maya Chen' });
    // One win (the private brief; choosing a winner approves it); approved: that one and the public
    // brief's = 2; decided: 2 approved + 1 rejected = 3 (the pending one does not count): 2/3 = 67 %.
    expect(profile.figures).toEqual({
      briefsWon: 1,
      submissionsApproved: 2,
      approvalRate: 67,
      averageRating: null,
      reviewCount: 0,
    });
    expect(profile.portfolio).toEqual([]);
  });

  it('is 404 for an unknown username, a brand, and a deactivated or deleted creator', async () => {
    expect((await inject('GET', '/api/creators/nobody-here/profile')).statusCode).toBe(404);
    const other = await createCreator(t.app, { userName: `gone_${uniqueSuffix()}` });
    const name = (await inject('GET', '/api/creators/me/profile', other.token)).json().profile.userName as string;
    expect((await inject('GET', `/api/creators/${name}/profile`)).statusCode).toBe(200);
    await t.database.db.execute(sql`update users set status = 'deactivated' where id = ${other.user.id}`);
    const deactivated = await inject('GET', `/api/creators/${name}/profile`);
    expect(deactivated.statusCode).toBe(404);
    expect(deactivated.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Creator not found' });
    await t.database.db.execute(
      sql`update users set status = 'active', deleted_at = now() where id = ${other.user.id}`,
    );
    expect((await inject('GET', `/api/creators/${name}/profile`)).statusCode).toBe(404);
  });
});

describe('GET and PUT /api/creators/me/profile', () => {
  it('refuses anonymous callers (401) and brands (403)', async () => {
    expect((await inject('GET', '/api/creators/me/profile')).statusCode).toBe(401);
    expect((await inject('PUT', '/api/creators/me/profile', undefined, validBody())).statusCode).toBe(401);
    expect((await inject('GET', '/api/creators/me/profile', brand.token)).statusCode).toBe(403);
    expect((await inject('PUT', '/api/creators/me/profile', brand.token, validBody())).statusCode).toBe(403);
  });

  it('lists the approved and winning submissions as portfolio candidates, none shown yet', async () => {
    const response = await inject('GET', '/api/creators/me/profile', creator.token);
    expect(response.statusCode).toBe(200);
    const body = response.json() as TMyPublicProfileResponse;
    expect(body.candidates.map((item) => item.submissionId).sort()).toEqual(
      [submissionIds.won, submissionIds.approved].sort(),
    );
    expect(body.candidates.every((item) => !item.shown && item.showable)).toBe(true);
    // Nothing saved yet: the page shows the full name, the editor an empty display name.
    expect(body).toMatchObject({ savedDisplayName: '', profile: { displayName: 'Maya Chen' } });
    const won = body.candidates.find((item) => item.submissionId === submissionIds.won)!;
    expect(won).toMatchObject({ won: true, place: 1, briefTitle: privateBrief.title, brandName: 'Lumen Labs' });
    const approved = body.candidates.find((item) => item.submissionId === submissionIds.approved)!;
    expect(approved).toMatchObject({ won: false, place: null });
  });

  it('saves the profile and the portfolio, which the public page then shows', async () => {
    const response = await inject(
      'PUT',
      '/api/creators/me/profile',
      creator.token,
      validBody({ portfolioSubmissionIds: [submissionIds.won, submissionIds.approved] }),
    );
    expect(response.statusCode).toBe(200);
    const open = (await inject('GET', `/api/creators/${creator.userName}/profile`)).json()
      .profile as TPublicCreatorProfile;
    expect(open).toMatchObject({
      displayName: 'Maya makes videos',
      bio: 'Short vertical videos for tech brands.',
      location: 'Lisbon, Portugal',
      socialLinks: ['https://www.tiktok.com/@maya', 'https://youtube.com/@maya'],
      categories: ['technical', 'creative'],
    });
    expect(open.portfolio.map((item) => item.submissionId).sort()).toEqual(
      [submissionIds.won, submissionIds.approved].sort(),
    );
    // The winner's place, for the viewer's 'Winner · 1st place' (the first entry takes the first tier).
    const places = Object.fromEntries(open.portfolio.map((item) => [item.submissionId, item.place]));
    expect(places).toEqual({ [submissionIds.won]: 1, [submissionIds.approved]: null });
  });

  it('refuses bad input with a sentence per field, and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ bio: 'x'.repeat(1001) }, 'Bio can be at most 1,000 characters'],
      [{ bio: 'Hi <script>alert(1)</script>' }, 'Bio cannot contain HTML or scripts'],
      [{ displayName: '<img src=x onerror=alert(1)>' }, 'Display name cannot contain HTML or scripts'],
      [{ socialLinks: ['javascript:alert(1)'] }, 'Each social link must be an http(s) link'],
      [{ socialLinks: Array.from({ length: 6 }, (_, i) => `https://x.com/m${i}`) }, 'Add at most 5 social links'],
      [{ categories: ['cooking'] }, 'Categories must be technical, business, creative'],
      [{ portfolioSubmissionIds: [submissionIds.rejected] }, 'Only your own approved or winning submissions'],
      [{ portfolioSubmissionIds: [submissionIds.pending] }, 'Only your own approved or winning submissions'],
      [{ userName: 'sneaky' }, ''],
    ];
    for (const [overrides, message] of cases) {
      const response = await inject(
        'PUT',
        '/api/creators/me/profile',
        creator.token,
        validBody({ bio: 'changed', ...overrides }),
      );
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
      expect(response.json().error).toContain(message);
    }
    const stored = (await inject('GET', `/api/creators/${creator.userName}/profile`)).json().profile;
    expect(stored.bio).toBe('Short vertical videos for tech brands.');
  });

  it('will not show another creator’s submission (as if it were not there)', async () => {
    const other = await createCreator(t.app);
    const response = await inject('PUT', '/api/creators/me/profile', other.token, {
      portfolioSubmissionIds: [submissionIds.approved],
    });
    expect(response.statusCode).toBe(400);
    const mine = (await inject('GET', '/api/creators/me/profile', other.token)).json() as TMyPublicProfileResponse;
    expect(mine.profile.portfolio).toEqual([]);
  });
});

describe('PUT /api/brands/briefs/:id/portfolio', () => {
  const url = (id: string) => `/api/brands/briefs/${id}/portfolio`;

  it('lets the brand keep its private brief out of portfolios, which hides the shown item', async () => {
    const response = await inject('PUT', url(privateBrief.id), brand.token, { showable: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ briefId: privateBrief.id, showable: false });
    const open = (await inject('GET', `/api/creators/${creator.userName}/profile`)).json()
      .profile as TPublicCreatorProfile;
    expect(open.portfolio.map((item) => item.submissionId)).toEqual([submissionIds.approved]);
    const refused = await inject('PUT', '/api/creators/me/profile', creator.token, {
      portfolioSubmissionIds: [submissionIds.won],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('keeps its submissions out of portfolios');
    expect((await inject('PUT', url(privateBrief.id), brand.token, { showable: true })).statusCode).toBe(200);
    const again = (await inject('GET', `/api/creators/${creator.userName}/profile`)).json().profile;
    expect(again.portfolio).toHaveLength(2);
  });

  it('answers 401, 403, 404 for another brand’s brief, 409 for a public brief and 400 for bad input', async () => {
    expect((await inject('PUT', url(privateBrief.id), undefined, { showable: false })).statusCode).toBe(401);
    expect((await inject('PUT', url(privateBrief.id), creator.token, { showable: false })).statusCode).toBe(403);
    expect((await inject('PUT', url(privateBrief.id), otherBrand.token, { showable: false })).statusCode).toBe(404);
    const publicOne = await inject('PUT', url(publicBrief.id), brand.token, { showable: false });
    expect(publicOne.statusCode).toBe(409);
    expect((await inject('PUT', url(privateBrief.id), brand.token, { showable: 'no' })).statusCode).toBe(400);
    expect((await inject('PUT', url('not-an-id'), brand.token, { showable: false })).statusCode).toBe(400);
  });
});

describe('GET /api/brands/creators profile cards', () => {
  it('shows each creator’s rating and what they did with the asking brand only', async () => {
    const find = async (token: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/brands/creators?search=${creator.userName}`,
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { creators: Array<Record<string, unknown>> }).creators[0];
    };
    const mine = await find(brand.token);
    // One brief won with this brand; the last of the four submissions went to the fourth brief.
    expect(mine).toMatchObject({
      id: creator.id,
      userName: creator.userName,
      averageRating: null,
      reviewCount: 0,
      briefsWonWithBrand: 1,
    });
    const latest = await t.database.db.execute(
      sql`select b.title from submissions s join briefs b on b.id = s.brief_id where s.creator_id = ${creator.id} order by s.submitted_at desc limit 1`,
    );
    expect((mine!.lastSubmission as { briefTitle: string }).briefTitle).toBe(
      (latest as unknown as { rows: Array<{ title: string }> }).rows[0]!.title,
    );
    expect(await find(otherBrand.token)).toMatchObject({ briefsWonWithBrand: 0, lastSubmission: null });
  });
});
