import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_MESSAGES, type TBrandSubmission } from '@briefly/shared/submissions';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  applyPayload,
  bearer,
  createAdmin,
  createBrand,
  createCreator,
  createFundedBrief,
  createSubmission,
  winnerEntry,
} from '../../../test/factories.ts';

// Copied links caught, not only flagged (decision 048, docs/product/submissions.md#copied-links): an
// application with a link another creator already sent to the same brief is answered with a warning
// first; confirmed, it is stored flagged `duplicateOf` the earlier one, and picking it as a winner
// needs the brand's acknowledgement. Of parallel applications with one link, exactly one is first.

let t: TestApp;
let brand: { token: string };
let leo: { token: string; id: string };
let maya: { token: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  const [b, l, m] = await Promise.all([
    createBrand(t.app),
    createCreator(t.app, { fullName: 'Leo Martins' }),
    createCreator(t.app, { fullName: 'Maya Chen' }),
  ]);
  brand = { token: b.token };
  leo = { token: l.token, id: l.user.id };
  maya = { token: m.token, id: m.user.id };
});
afterAll(() => t.close());

let videoNumber = 0;
const newVideoId = () => `cpy${String((videoNumber += 1)).padStart(4, '0')}_xyz`;

const apply = (token: string, briefId: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/briefs/${briefId}/apply`,
    headers: bearer(token),
    payload: applyPayload(payload),
  });

async function cards(briefId: string): Promise<TBrandSubmission[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/brands/submissions?briefId=${briefId}`,
    headers: bearer(brand.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().submissions;
}

describe('applying with a link another creator already sent to the brief', () => {
  it('warns first (409, nothing written); confirmed, the application is flagged duplicateOf the earlier one', async () => {
    const brief = await createFundedBrief(t.app, brand.token);
    const id = newVideoId();
    const first = await createSubmission(t.app, leo.token, brief.id, { contentUrl: `https://youtu.be/${id}` });

    // The same video behind tracking parameters and another form of the link.
    const copied = `https://m.youtube.com/watch?v=${id}&utm_source=share&si=abc`;
    const warned = await apply(maya.token, brief.id, { contentUrl: copied });
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toMatchObject({ code: 'DUPLICATE_LINK', error: SUBMISSION_MESSAGES.duplicateLink });
    expect(await cards(brief.id)).toHaveLength(1);

    const confirmed = await apply(maya.token, brief.id, { contentUrl: copied, acknowledgeDuplicate: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    const later = confirmed.json().submission;

    const list = await cards(brief.id);
    const laterCard = list.find((card) => card.id === later.id)!;
    const firstCard = list.find((card) => card.id === first.id)!;
    expect(laterCard.duplicateOf).toEqual({
      submissionId: first.id,
      creatorName: 'Leo Martins',
      submittedAt: first.submittedAt,
    });
    expect(laterCard.hasLaterDuplicate).toBe(false);
    expect(firstCard.duplicateOf).toBeNull();
    expect(firstCard.hasLaterDuplicate).toBe(true);
  });

  it('does not warn a creator re-applying with their own link, nor a link sent to another brief', async () => {
    const [brief, other] = await Promise.all([
      createFundedBrief(t.app, brand.token),
      createFundedBrief(t.app, brand.token),
    ]);
    const link = `https://www.tiktok.com/@leo/video/73${Date.now()}`;
    await createSubmission(t.app, leo.token, brief.id, { contentUrl: link });
    const again = await apply(leo.token, brief.id, { contentUrl: `${link}?is_from_webapp=1` });
    expect(again.statusCode, again.body).toBe(200);
    const elsewhere = await apply(maya.token, other.id, { contentUrl: link });
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    expect((await cards(other.id))[0]!.duplicateOf).toBeNull();
  });

  it('of parallel applications with one link, exactly one is first (the rest are warned, or flagged once confirmed)', async () => {
    const creators = await Promise.all(Array.from({ length: 5 }, () => createCreator(t.app)));
    const brief = await createFundedBrief(t.app, brand.token);
    const id = newVideoId();
    const forms = [
      `https://youtu.be/${id}`,
      `https://www.youtube.com/watch?v=${id}&utm_campaign=x`,
      `https://youtube.com/shorts/${id}`,
      `https://m.youtube.com/watch?v=${id}`,
      `https://www.youtube.com/embed/${id}?si=zz`,
    ];
    const unconfirmed = await Promise.all(
      creators.map((creator, index) => apply(creator.token, brief.id, { contentUrl: forms[index] })),
    );
    expect(unconfirmed.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);

    const confirmed = await Promise.all(
      creators.map((creator, index) =>
        apply(creator.token, brief.id, { contentUrl: forms[index], acknowledgeDuplicate: true }),
      ),
    );
    for (const response of confirmed) expect([200, 201], response.body).toContain(response.statusCode);
    const list = await cards(brief.id);
    expect(list).toHaveLength(5);
    const firsts = list.filter((card) => card.duplicateOf === null);
    expect(firsts).toHaveLength(1);
    for (const card of list.filter((entry) => entry.duplicateOf !== null))
      expect(card.duplicateOf!.submissionId).toBe(firsts[0]!.id);
  });

  it('of parallel confirmed applications with one link, exactly one is first', async () => {
    const creators = await Promise.all(Array.from({ length: 4 }, () => createCreator(t.app)));
    const brief = await createFundedBrief(t.app, brand.token);
    const link = `https://x.com/someone/status/88${Date.now()}`;
    const answers = await Promise.all(
      creators.map((creator) => apply(creator.token, brief.id, { contentUrl: link, acknowledgeDuplicate: true })),
    );
    expect(answers.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    const list = await cards(brief.id);
    expect(list.filter((card) => card.duplicateOf === null)).toHaveLength(1);
    expect(list.filter((card) => card.hasLaterDuplicate)).toHaveLength(1);
  });
});

describe('selecting a flagged submission as a winner', () => {
  it('is refused without the brand’s acknowledgement (409, a sentence), and done with it', async () => {
    const brief = await createFundedBrief(t.app, brand.token, { reward: 200, amountOfWinners: 2 });
    const id = newVideoId();
    await createSubmission(t.app, leo.token, brief.id, { contentUrl: `https://youtu.be/${id}` });
    const copy = await apply(maya.token, brief.id, {
      contentUrl: `https://youtu.be/${id}`,
      acknowledgeDuplicate: true,
    });
    const flagged = copy.json().submission;
    const payload = { briefId: brief.id, winners: [winnerEntry(flagged, maya.id, 'credit', 50)] };
    const distribute = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/rewards/distribute-with-stripe',
        headers: bearer(brand.token),
        payload: body,
      });

    const refused = await distribute(payload);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'DUPLICATE_NOT_ACKNOWLEDGED',
      error: SUBMISSION_MESSAGES.duplicateNotAcknowledged,
    });
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/rewards/distribute-with-stripe/preview',
      headers: bearer(brand.token),
      payload,
    });
    expect(preview.statusCode).toBe(409);

    const tierId = brief.rewardTiers[0]!.id;
    const assign = (extra: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/briefs/${brief.id}/assign-reward`,
        headers: bearer(brand.token),
        payload: { rewardTierId: tierId, submissionId: flagged.id, creatorId: maya.id, ...extra },
      });
    expect((await assign({})).json()).toMatchObject({ code: 'DUPLICATE_NOT_ACKNOWLEDGED' });

    const done = await distribute({ ...payload, acknowledgeDuplicate: true });
    expect(done.statusCode, done.body).toBe(200);

    // The admin sees the awarded copy in Needs attention, with whose submission was first.
    const admin = await createAdmin(t.app, t.database.db);
    const attention = await t.app.inject({ method: 'GET', url: '/api/admin/attention', headers: bearer(admin.token) });
    expect(attention.statusCode).toBe(200);
    const section = attention
      .json()
      .sections.find((entry: { kind: string }) => entry.kind === 'submissions.copied_awarded');
    expect(section.rows).toContainEqual(
      expect.objectContaining({
        id: flagged.id,
        link: `/admin/dashboard?tab=briefs&brief=${brief.id}`,
        detail: expect.stringContaining('Same link as Leo Martins'),
      }),
    );
  });

  it('shows the admin an awarded copy of a link first sent to another brief', async () => {
    const [source, target] = await Promise.all([
      createFundedBrief(t.app, brand.token),
      createFundedBrief(t.app, brand.token, { reward: 100, amountOfWinners: 1 }),
    ]);
    const id = newVideoId();
    await createSubmission(t.app, leo.token, source.id, { contentUrl: `https://youtu.be/${id}` });
    const copy = await createSubmission(t.app, maya.token, target.id, { contentUrl: `https://youtu.be/${id}` });
    const awarded = await t.app.inject({
      method: 'POST',
      url: '/api/rewards/distribute-with-stripe',
      headers: bearer(brand.token),
      payload: { briefId: target.id, winners: [winnerEntry(copy, maya.id, 'credit', 20)] },
    });
    expect(awarded.statusCode, awarded.body).toBe(200);
    const admin = await createAdmin(t.app, t.database.db);
    const attention = (
      await t.app.inject({ method: 'GET', url: '/api/admin/attention', headers: bearer(admin.token) })
    ).json();
    const rows = attention.sections.find((entry: { kind: string }) => entry.kind === 'submissions.copied_awarded').rows;
    expect(rows.map((row: { id: string }) => row.id)).toContain(copy.id);
  });
});
