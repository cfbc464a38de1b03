import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TBrandSubmission } from '@briefly/shared/submissions';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createBrand, createCreator, createFundedBrief, createSubmission } from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';

// Links checked, not trusted (docs/product/submissions.md#content-links, #duplicate-links): stored
// normalized, their platform recognized, and the same link sent elsewhere flagged on the brand's card.

let t: TestApp;
type Account = { token: string; id: string };
let brandA: Account;
let brandB: Account;
let maya: Account;
let theo: Account;

beforeAll(async () => {
  t = await createTestApp();
  const [a, b, m, o] = await Promise.all([
    createBrand(t.app, { companyName: 'Northwind' }),
    createBrand(t.app, { companyName: 'Contoso' }),
    createCreator(t.app, { fullName: 'Maya Chen' }),
    createCreator(t.app, { fullName: 'Theo Park' }),
  ]);
  brandA = { token: a.token, id: a.user.id };
  brandB = { token: b.token, id: b.user.id };
  maya = { token: m.token, id: m.user.id };
  theo = { token: o.token, id: o.user.id };
});
afterAll(() => t.close());

let videoNumber = 0;
/** A YouTube video id of its own for each test (11 characters). */
const newVideoId = () => `vid${String((videoNumber += 1)).padStart(4, '0')}_abc`;

async function brandList(token: string, briefId: string): Promise<TBrandSubmission[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/brands/submissions?briefId=${briefId}`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().submissions;
}
const cardOf = async (token: string, briefId: string, submissionId: string) =>
  (await brandList(token, briefId)).find((submission) => submission.id === submissionId)!;

describe('content links are stored normalized', () => {
  it('stores the canonical link and its key, and names the platform', async () => {
    const brief = await createFundedBrief(t.app, brandA.token);
    const id = newVideoId();
    const submission = await createSubmission(t.app, maya.token, brief.id, {
      contentUrl: `  HTTPS://YOUTU.BE/${id}?si=tracking123&utm_source=ig  `,
    });
    expect(submission.files).toBe(`https://www.youtube.com/watch?v=${id}`);
    expect(submission.contentPlatform).toBe('youtube');
    const [row] = await queryRows<{ content_url: string; content_key: string }>(
      t.database.db,
      sql`select content_url, content_key from submissions where id = ${submission.id}`,
    );
    expect(row).toEqual({ content_url: `https://www.youtube.com/watch?v=${id}`, content_key: `youtube:${id}` });
  });

  it('normalizes an edit too', async () => {
    const brief = await createFundedBrief(t.app, brandA.token);
    const submission = await createSubmission(t.app, theo.token, brief.id);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/creators/submissions/${submission.id}`,
      headers: bearer(theo.token),
      payload: { contentUrl: 'https://mobile.twitter.com/Theo/status/123456789?s=20&t=abc', additionalInfo: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().submission).toMatchObject({
      files: 'https://x.com/theo/status/123456789',
      contentPlatform: 'x',
    });
  });

  it('has a hash index on the key, which the flag reads', async () => {
    const rows = await queryRows<{ indexdef: string }>(
      t.database.db,
      sql`select indexdef from pg_indexes where tablename = 'submissions' and indexname = 'submissions_content_key_idx'`,
    );
    expect(rows[0]?.indexdef).toMatch(/USING hash \(content_key\)/);
  });
});

describe('duplicate links (information for the brand, never a block)', () => {
  it('flags a link another creator sent to any brief, in both directions, without naming the other brief', async () => {
    const [briefA, briefB] = await Promise.all([
      createFundedBrief(t.app, brandA.token, { title: 'Northwind unboxing' }),
      createFundedBrief(t.app, brandB.token, { title: 'Contoso secret launch', isPrivate: false }),
    ]);
    const id = newVideoId();
    const first = await createSubmission(t.app, maya.token, briefA.id, { contentUrl: `https://youtu.be/${id}` });
    // The same video in another form, by another creator, to another brand's brief: accepted (201).
    const second = await createSubmission(t.app, theo.token, briefB.id, {
      contentUrl: `https://www.youtube.com/shorts/${id}?feature=share`,
    });

    expect((await cardOf(brandB.token, briefB.id, second.id)).duplicateLink).toEqual({
      by: 'another_creator',
      submittedAt: first.submittedAt,
      briefTitle: null,
    });
    expect((await cardOf(brandA.token, briefA.id, first.id)).duplicateLink).toEqual({
      by: 'another_creator',
      submittedAt: second.submittedAt,
      briefTitle: null,
    });
  });

  it('flags the same creator sending one link to two briefs of the same brand, naming the brand’s other brief', async () => {
    const [one, two] = await Promise.all([
      createFundedBrief(t.app, brandA.token, { title: 'Spring roast' }),
      createFundedBrief(t.app, brandA.token, { title: 'Summer roast' }),
    ]);
    const link = 'https://www.instagram.com/reel/DupReel001/';
    const earlier = await createSubmission(t.app, maya.token, one.id, { contentUrl: link });
    const later = await createSubmission(t.app, maya.token, two.id, {
      contentUrl: 'https://instagram.com/maya/reel/DupReel001?igsh=abc',
    });
    expect((await cardOf(brandA.token, two.id, later.id)).duplicateLink).toEqual({
      by: 'same_creator',
      submittedAt: earlier.submittedAt,
      briefTitle: 'Spring roast',
    });
  });

  it('does not flag the same creator sending one link to briefs of different brands', async () => {
    const [ofA, ofB] = await Promise.all([
      createFundedBrief(t.app, brandA.token),
      createFundedBrief(t.app, brandB.token),
    ]);
    const link = 'https://www.tiktok.com/@maya/video/7300000000000000001';
    await createSubmission(t.app, maya.token, ofA.id, { contentUrl: link });
    const other = await createSubmission(t.app, maya.token, ofB.id, { contentUrl: `${link}?is_from_webapp=1` });
    expect((await cardOf(brandB.token, ofB.id, other.id)).duplicateLink).toBeNull();
  });

  it('does not flag a link nobody else sent, nor a link the creator changed away from', async () => {
    const brief = await createFundedBrief(t.app, brandA.token);
    const otherBrief = await createFundedBrief(t.app, brandB.token);
    const fresh = await createSubmission(t.app, maya.token, brief.id, {
      contentUrl: `https://youtu.be/${newVideoId()}`,
    });
    expect((await cardOf(brandA.token, brief.id, fresh.id)).duplicateLink).toBeNull();

    const id = newVideoId();
    const copy = await createSubmission(t.app, theo.token, otherBrief.id, { contentUrl: `https://youtu.be/${id}` });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/creators/submissions/${fresh.id}`,
      headers: bearer(maya.token),
      payload: { contentUrl: `https://youtube.com/watch?v=${id}`, additionalInfo: '' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await cardOf(brandA.token, brief.id, fresh.id)).duplicateLink).toMatchObject({ by: 'another_creator' });
    expect((await cardOf(brandB.token, otherBrief.id, copy.id)).duplicateLink).toMatchObject({ by: 'another_creator' });

    await t.app.inject({
      method: 'PUT',
      url: `/api/creators/submissions/${fresh.id}`,
      headers: bearer(maya.token),
      payload: { contentUrl: `https://youtu.be/${newVideoId()}`, additionalInfo: '' },
    });
    expect((await cardOf(brandB.token, otherBrief.id, copy.id)).duplicateLink).toBeNull();
  });

  it('flags each card of a page on its own (the flag is a subquery of the list’s one statement)', async () => {
    const brief = await createFundedBrief(t.app, brandA.token);
    const source = await createFundedBrief(t.app, brandB.token);
    await createSubmission(t.app, theo.token, source.id, { contentUrl: 'https://x.com/someone/status/990000' });
    const creators = await Promise.all(Array.from({ length: 4 }, () => createCreator(t.app)));
    for (const [index, creator] of creators.entries())
      await createSubmission(t.app, creator.token, brief.id, {
        contentUrl: `https://twitter.com/Someone/status/99000${index}?s=20`,
      });
    const cards = await brandList(brandA.token, brief.id);
    expect(cards).toHaveLength(4);
    const flagged = cards.filter((card) => card.duplicateLink !== null);
    expect(flagged.map((card) => card.files)).toEqual(['https://x.com/someone/status/990000']);
  });
});
