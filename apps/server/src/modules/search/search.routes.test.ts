import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TBrandBrief } from '@briefly/shared/briefs';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  createBrand,
  createCreator,
  createDraftBrief,
  createFundedBrief,
  createSubmission,
  reviewSubmission,
  uniqueSuffix,
} from '../../../test/factories.ts';

let t: TestApp;
let brand: { token: string; id: string };
let creator: { token: string; id: string };
let otherCreator: { token: string; id: string };
/** A made-up word only this file's briefs contain, so the shared PostgreSQL test database does not interfere. */
const word = `quokka${uniqueSuffix()}`;
const brandWord = `zephyr${uniqueSuffix()}`;
let briefs: {
  byTitle: TBrandBrief;
  byDescription: TBrandBrief;
  hiddenPrivate: TBrandBrief;
  invitedPrivate: TBrandBrief;
  draft: TBrandBrief;
  other: TBrandBrief;
};

beforeAll(async () => {
  t = await createTestApp();
  const [b, c, oc] = await Promise.all([
    createBrand(t.app, { companyName: `Acme ${brandWord}`, contactName: 'Jo Contact' }),
    createCreator(t.app),
    createCreator(t.app),
  ]);
  brand = { token: b.token, id: b.user.id };
  creator = { token: c.token, id: c.user.id };
  otherCreator = { token: oc.token, id: oc.user.id };
  const otherBrand = await createBrand(t.app);
  const [byTitle, byDescription, hiddenPrivate, invitedPrivate, draft, other] = await Promise.all([
    createFundedBrief(t.app, brand.token, { title: `Roasting ${word} clips`, reward: 640 }),
    createFundedBrief(t.app, brand.token, {
      title: 'Morning routine',
      description: `Show the ${word} in your morning.`,
    }),
    createFundedBrief(t.app, brand.token, { title: `Secret ${word} launch`, isPrivate: true }),
    createFundedBrief(t.app, brand.token, { title: `Invited ${word} review`, isPrivate: true }),
    createDraftBrief(t.app, brand.token, { title: `Draft ${word} idea` }),
    createFundedBrief(t.app, otherBrand.token, { title: 'Unrelated tent review' }),
  ]);
  briefs = { byTitle, byDescription, hiddenPrivate, invitedPrivate, draft, other };
  await t.app.services.briefs.inviteCreator({ id: brand.id, type: 'brand' }, invitedPrivate.id, creator.id);
});
afterAll(() => t.close());

const search = (query: string, token: string | null = creator.token) =>
  t.app.inject({ method: 'GET', url: `/api/search${query}`, headers: token ? bearer(token) : {} });
const ids = (results: Array<{ type: string; id: string }>, type: 'brief' | 'submission') =>
  results.filter((result) => result.type === type).map((result) => result.id);

describe('GET /api/search', () => {
  it('returns 401 when anonymous and 403 for a brand', async () => {
    expect((await search(`?q=${word}`, null)).statusCode).toBe(401);
    expect((await search(`?q=${word}`, brand.token)).statusCode).toBe(403);
  });

  it.each(['', '?q=', '?q=%20%20%20', '?q=%09&limit=5'])(
    'answers nothing for blank text (%s) without searching',
    async (query) => {
      const briefsSearch = vi.spyOn(t.app.services.briefs, 'searchForCreator');
      const ownSearch = vi.spyOn(t.app.services.submissions, 'searchOwn');
      try {
        const response = await search(query);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ results: [], query: '' });
        expect(briefsSearch).not.toHaveBeenCalled();
        expect(ownSearch).not.toHaveBeenCalled();
      } finally {
        briefsSearch.mockRestore();
        ownSearch.mockRestore();
      }
    },
  );

  it('finds briefs by title and description, with the search result fields', async () => {
    const response = await search(`?q=${word}`);
    expect(response.statusCode).toBe(200);
    const { results, query } = response.json();
    expect(query).toBe(word);
    expect(ids(results, 'brief')).toEqual(expect.arrayContaining([briefs.byTitle.id, briefs.byDescription.id]));
    // Title matches rank above description matches.
    expect(ids(results, 'brief').indexOf(briefs.byTitle.id)).toBeLessThan(
      ids(results, 'brief').indexOf(briefs.byDescription.id),
    );
    expect(results.find((result: { id: string }) => result.id === briefs.byTitle.id)).toEqual({
      type: 'brief',
      id: briefs.byTitle.id,
      briefId: briefs.byTitle.id,
      title: briefs.byTitle.title,
      description: briefs.byTitle.description,
      brandName: `Acme ${brandWord}`,
      brandContact: 'Jo Contact',
      category: 'creative',
      reward: 640,
      deadline: briefs.byTitle.deadline,
      location: 'Anywhere',
      submissionsCount: 0,
      status: null,
    });
  });

  it('matches partial words and the brand’s name', async () => {
    expect(ids((await search(`?q=${word.slice(0, 9)}`)).json().results, 'brief')).toContain(briefs.byTitle.id);
    const byBrand = ids((await search(`?q=${brandWord}`)).json().results, 'brief');
    expect(byBrand).toEqual(
      expect.arrayContaining([briefs.byTitle.id, briefs.byDescription.id, briefs.invitedPrivate.id]),
    );
    expect(byBrand).not.toContain(briefs.other.id);
  });

  it('shows a private brief only to creators invited to it, and never a draft', async () => {
    const mine = ids((await search(`?q=${word}`)).json().results, 'brief');
    expect(mine).toContain(briefs.invitedPrivate.id);
    expect(mine).not.toContain(briefs.hiddenPrivate.id);
    expect(mine).not.toContain(briefs.draft.id);
    const theirs = ids((await search(`?q=${word}`, otherCreator.token)).json().results, 'brief');
    expect(theirs).not.toContain(briefs.invitedPrivate.id);
    expect(theirs).not.toContain(briefs.hiddenPrivate.id);
  });

  it('finds the creator’s own submissions by brief title or status, never another creator’s', async () => {
    const searcher = await createCreator(t.app);
    const own = await createSubmission(t.app, searcher.token, briefs.byTitle.id, { additionalInfo: 'My roast reel' });
    const approvedOwn = await createSubmission(t.app, searcher.token, briefs.byDescription.id);
    await reviewSubmission(t.app, brand.token, approvedOwn.id, 'approve');
    const theirs = await createSubmission(t.app, otherCreator.token, briefs.byTitle.id);

    const byTitle = (await search(`?q=${word}`, searcher.token)).json().results;
    expect(ids(byTitle, 'submission')).toEqual([own.id]);
    expect(byTitle.find((result: { id: string }) => result.id === own.id)).toMatchObject({
      type: 'submission',
      briefId: briefs.byTitle.id,
      title: briefs.byTitle.title,
      description: 'My roast reel',
      brandName: `Acme ${brandWord}`,
      status: 'pending',
      submissionsCount: 2,
      reward: 640,
    });
    expect(ids(byTitle, 'submission')).not.toContain(theirs.id);

    expect(ids((await search('?q=approved', searcher.token)).json().results, 'submission')).toEqual([approvedOwn.id]);
    expect(ids((await search('?q=pend', searcher.token)).json().results, 'submission')).toEqual([own.id]);
    expect(ids((await search(`?q=${word}`, otherCreator.token)).json().results, 'submission')).toEqual([theirs.id]);
  });

  it('caps the results with limit (at most 20) and refuses unknown query fields', async () => {
    expect((await search(`?q=${word}&limit=1`)).json().results).toHaveLength(1);
    expect((await search(`?q=${word}&limit=21`)).statusCode).toBe(400);
    expect((await search(`?q=${word}&type=brief`)).statusCode).toBe(400);
  });

  it('treats search syntax and odd characters as text, never as an error', async () => {
    for (const q of ['"unterminated', 'a & b | !c', "'; drop table briefs; --", '%_\\', '(((']) {
      const response = await search(`?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
    }
  });
});
