import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TBrandBrief } from '@briefly/shared/briefs';
import { SUBMISSION_MESSAGES } from '@briefly/shared/submissions';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../../../test/test-app.ts';
import {
  applyPayload,
  bearer,
  connectPayoutAccount,
  createAdmin,
  createBrand,
  createCreator,
  createDraftBrief,
  createFundedBrief,
  createSubmission,
  distribute,
  passDeadline,
  reviewSubmission,
  winnerEntry,
} from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { publishedEvents } from '../../../test/outbox.ts';

let t: TestApp;
type Account = { token: string; id: string };
let brand: Account;
let otherBrand: Account;
let creator: Account;
let otherCreator: Account;
let admin: { token: string; user: { id: string } };
let open: TBrandBrief;
let privateBrief: TBrandBrief;

beforeAll(async () => {
  t = await createTestApp();
  const [b, o, c, oc] = await Promise.all([
    createBrand(t.app),
    createBrand(t.app, { companyName: 'Other Brand' }),
    createCreator(t.app, { fullName: 'Ada Applicant' }),
    createCreator(t.app),
  ]);
  brand = { token: b.token, id: b.user.id };
  otherBrand = { token: o.token, id: o.user.id };
  creator = { token: c.token, id: c.user.id };
  otherCreator = { token: oc.token, id: oc.user.id };
  admin = await createAdmin(t.app, t.database.db);
  [open, privateBrief] = await Promise.all([
    createFundedBrief(t.app, brand.token, { reward: 750 }),
    createFundedBrief(t.app, brand.token, { isPrivate: true }),
  ]);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const submissionRow = async (id: string) => {
  const [row] = await queryRows<{
    status: string;
    content_url: string;
    additional_info: string;
    creator_id: string;
    brief_id: string;
  }>(
    t.database.db,
    sql`select status, content_url, additional_info, creator_id, brief_id from submissions where id = ${id}`,
  );
  return row;
};
const countSubmissions = async (briefId: string, creatorId: string) => {
  const [row] = await queryRows<{ count: number }>(
    t.database.db,
    sql`select count(*)::int as count from submissions where brief_id = ${briefId} and creator_id = ${creatorId}`,
  );
  return Number(row?.count);
};
const newCreator = async () => {
  const created = await createCreator(t.app);
  return { token: created.token, id: created.user.id };
};
const eventsFor = async (submissionId: string) =>
  (await publishedEvents(t.database.db)).filter(
    (event) => 'submissionId' in event && event.submissionId === submissionId,
  );

describe('POST /api/briefs/:id/apply', () => {
  it('returns 401 when anonymous', async () => {
    const response = await inject('POST', `/api/briefs/${open.id}/apply`, undefined, applyPayload());
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['a brand', () => brand.token],
    ['an admin', () => admin.token],
  ])('returns 403 for %s', async (_who, token) => {
    expect((await inject('POST', `/api/briefs/${open.id}/apply`, token(), applyPayload())).statusCode).toBe(403);
  });

  it('creates a pending application (201) and announces it', async () => {
    const applicant = await newCreator();
    const payload = applyPayload({ additionalInfo: 'Three clips, captioned.' });
    const response = await inject('POST', `/api/briefs/${open.id}/apply`, applicant.token, payload);
    expect(response.statusCode).toBe(201);
    const { submission, created } = response.json();
    expect(created).toBe(true);
    expect(submission).toMatchObject({
      briefId: open.id,
      briefTitle: open.title,
      brandName: 'Acme Studio',
      amount: 750,
      reward: 750,
      status: 'pending',
      files: payload.contentUrl,
      content: 'Three clips, captioned.',
      reviewedAt: null,
      briefStatus: 'published',
      briefDeadline: open.deadline,
      award: null,
    });
    expect(submission.updatedAt).toBe(submission.submittedAt);
    expect(await eventsFor(submission.id)).toEqual([
      {
        type: 'submission.created',
        submissionId: submission.id,
        briefId: open.id,
        brandId: brand.id,
        creatorId: applicant.id,
        status: 'pending',
      },
    ]);
  });

  it('updates the pending application when applying again (200), keeping one submission', async () => {
    const applicant = await newCreator();
    const first = await createSubmission(t.app, applicant.token, open.id);
    const response = await inject(
      'POST',
      `/api/briefs/${open.id}/apply`,
      applicant.token,
      applyPayload({ contentUrl: 'https://example.com/better-cut', additionalInfo: 'Second try' }),
    );
    expect(response.statusCode).toBe(200);
    const { submission, created } = response.json();
    expect(created).toBe(false);
    expect(submission).toMatchObject({
      id: first.id,
      files: 'https://example.com/better-cut',
      content: 'Second try',
      submittedAt: first.submittedAt,
      status: 'pending',
    });
    expect(Date.parse(submission.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));
    expect(await countSubmissions(open.id, applicant.id)).toBe(1);
    expect((await eventsFor(first.id)).map((event) => event.type)).toEqual([
      'submission.created',
      'submission.updated',
    ]);
  });

  it.each(['approve', 'reject'] as const)(
    'refuses to re-apply once the application was reviewed (%s) with 409, changing nothing',
    async (action) => {
      const applicant = await newCreator();
      const first = await createSubmission(t.app, applicant.token, open.id);
      await reviewSubmission(t.app, brand.token, first.id, action);
      const response = await inject(
        'POST',
        `/api/briefs/${open.id}/apply`,
        applicant.token,
        applyPayload({ contentUrl: 'https://example.com/sneaky' }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: SUBMISSION_MESSAGES.cannotEditReviewed,
        code: 'SUBMISSION_REVIEWED',
      });
      expect((await submissionRow(first.id))?.content_url).toBe(first.files);
    },
  );

  it.each([
    ['javascript:alert(1)', SUBMISSION_MESSAGES.invalidUrl],
    ['data:text/html,<script>alert(1)</script>', SUBMISSION_MESSAGES.invalidUrl],
    ['ftp://example.com/file', SUBMISSION_MESSAGES.invalidUrl],
    ['example.com/no-scheme', SUBMISSION_MESSAGES.invalidUrl],
    ['   ', SUBMISSION_MESSAGES.contentUrlRequired],
    [undefined, SUBMISSION_MESSAGES.contentUrlRequired],
  ])('refuses the content link %j with 400 and the spec message', async (contentUrl, message) => {
    const applicant = await newCreator();
    const response = await inject('POST', `/api/briefs/${open.id}/apply`, applicant.token, {
      ...applyPayload(),
      contentUrl,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_ERROR' });
    expect(await countSubmissions(open.id, applicant.id)).toBe(0);
  });

  it.each([
    { status: 'approved' },
    { creatorId: MISSING_ID },
    { briefId: MISSING_ID },
    { id: MISSING_ID },
    { reviewedAt: new Date().toISOString() },
  ])('refuses the server-owned field %o (400) and creates nothing', async (extra) => {
    const applicant = await newCreator();
    const response = await inject('POST', `/api/briefs/${open.id}/apply`, applicant.token, {
      ...applyPayload(),
      ...extra,
    });
    expect(response.statusCode).toBe(400);
    expect(await countSubmissions(open.id, applicant.id)).toBe(0);
  });

  it('returns 400 for an id that is not a uuid', async () => {
    const response = await inject('POST', '/api/briefs/not-a-uuid/apply', creator.token, applyPayload());
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Invalid brief ID');
  });

  it('returns 404 for a brief that does not exist, and the same 404 for a private brief the creator was not invited to', async () => {
    const missing = await inject('POST', `/api/briefs/${MISSING_ID}/apply`, creator.token, applyPayload());
    const hidden = await inject('POST', `/api/briefs/${privateBrief.id}/apply`, creator.token, applyPayload());
    expect(missing.statusCode).toBe(404);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    expect(hidden.json()).toEqual({ error: 'Brief not found', code: 'NOT_FOUND' });
    expect(await countSubmissions(privateBrief.id, creator.id)).toBe(0);
  });

  it('accepts an application to a private brief from an invited creator', async () => {
    const invited = await newCreator();
    await t.app.services.briefs.inviteCreator({ id: brand.id, type: 'brand' }, privateBrief.id, invited.id);
    expect(
      (await inject('POST', `/api/briefs/${privateBrief.id}/apply`, invited.token, applyPayload())).statusCode,
    ).toBe(201);
  });

  it('refuses a brief whose deadline has passed and an archived brief with 409', async () => {
    const [expired, archived] = await Promise.all([
      createFundedBrief(t.app, brand.token),
      createFundedBrief(t.app, brand.token),
    ]);
    await passDeadline(t.database.db, expired.id);
    expect((await inject('PUT', `/api/briefs/${archived.id}`, brand.token, { status: 'archived' })).statusCode).toBe(
      200,
    );
    for (const brief of [expired, archived]) {
      const response = await inject('POST', `/api/briefs/${brief.id}/apply`, creator.token, applyPayload());
      expect(response.statusCode, brief.title).toBe(409);
      expect(response.json()).toEqual({ error: SUBMISSION_MESSAGES.briefClosed, code: 'BRIEF_CLOSED' });
      expect(await countSubmissions(brief.id, creator.id)).toBe(0);
    }
  });

  it('answers another brand’s draft with the same 404 as a missing brief (no existence oracle)', async () => {
    const [movedToDraft, unfunded] = await Promise.all([
      createFundedBrief(t.app, brand.token),
      createDraftBrief(t.app, brand.token),
    ]);
    expect((await inject('PUT', `/api/briefs/${movedToDraft.id}`, brand.token, { status: 'draft' })).statusCode).toBe(
      200,
    );
    const missing = await inject('POST', `/api/briefs/${MISSING_ID}/apply`, creator.token, applyPayload());
    for (const brief of [movedToDraft, unfunded]) {
      const response = await inject('POST', `/api/briefs/${brief.id}/apply`, creator.token, applyPayload());
      expect(response.statusCode, brief.title).toBe(404);
      expect(response.json()).toEqual(missing.json());
      expect(await countSubmissions(brief.id, creator.id)).toBe(0);
    }
  });

  it('refuses to update a pending application once the brief closed', async () => {
    const brief = await createFundedBrief(t.app, brand.token);
    const first = await createSubmission(t.app, creator.token, brief.id);
    await passDeadline(t.database.db, brief.id);
    const response = await inject(
      'POST',
      `/api/briefs/${brief.id}/apply`,
      creator.token,
      applyPayload({ contentUrl: 'https://example.com/late' }),
    );
    expect(response.statusCode).toBe(409);
    expect((await submissionRow(first.id))?.content_url).toBe(first.files);
  });
});

describe('the creator’s own submissions', () => {
  let brief: TBrandBrief;
  let mine: Account;
  beforeAll(async () => {
    brief = await createFundedBrief(t.app, brand.token);
    mine = await newCreator();
  });

  describe('GET /api/creators/submissions', () => {
    it('returns 401 when anonymous and 403 for a brand', async () => {
      expect((await inject('GET', '/api/creators/submissions')).statusCode).toBe(401);
      expect((await inject('GET', '/api/creators/submissions', brand.token)).statusCode).toBe(403);
    });

    it('says what the creator can win: the range of the brief’s tiers, not the whole pool', async () => {
      const ranged = await createFundedBrief(t.app, brand.token, { reward: 500, amountOfWinners: 3 });
      const entrant = await newCreator();
      await createSubmission(t.app, entrant.token, ranged.id);
      const [own] = (await inject('GET', '/api/creators/submissions', entrant.token)).json().submissions;
      // 3 winners split 50/30/20: $250, $150, $100.
      expect(own.rewardRange).toEqual({ min: 100, max: 250 });
    });

    it('lists only the creator’s own submissions, newest first', async () => {
      const lister = await newCreator();
      const [first, second] = [
        await createSubmission(t.app, lister.token, open.id),
        await createSubmission(t.app, lister.token, brief.id),
      ];
      await createSubmission(t.app, otherCreator.token, brief.id);
      const response = await inject('GET', '/api/creators/submissions', lister.token);
      expect(response.statusCode).toBe(200);
      expect(response.json().submissions.map((submission: { id: string }) => submission.id)).toEqual([
        second.id,
        first.id,
      ]);
    });
  });

  describe('GET /api/creators/submissions/:id', () => {
    it('answers the creator’s own submission with its link and text', async () => {
      const own = await createSubmission(t.app, mine.token, open.id, { additionalInfo: 'Details here' });
      const response = await inject('GET', `/api/creators/submissions/${own.id}`, mine.token);
      expect(response.statusCode).toBe(200);
      expect(response.json().submission).toMatchObject({ id: own.id, files: own.files, content: 'Details here' });
    });

    it('returns 404 for another creator’s submission (BOLA) and for a missing one', async () => {
      const theirs = await createSubmission(t.app, (await newCreator()).token, open.id);
      const response = await inject('GET', `/api/creators/submissions/${theirs.id}`, mine.token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Submission not found', code: 'NOT_FOUND' });
      expect((await inject('GET', `/api/creators/submissions/${MISSING_ID}`, mine.token)).statusCode).toBe(404);
    });

    it('returns 400 for an id that is not a uuid, 401 when anonymous and 403 for a brand', async () => {
      const bad = await inject('GET', '/api/creators/submissions/123', mine.token);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe('Invalid submission ID');
      expect((await inject('GET', `/api/creators/submissions/${MISSING_ID}`)).statusCode).toBe(401);
      expect((await inject('GET', `/api/creators/submissions/${MISSING_ID}`, brand.token)).statusCode).toBe(403);
    });
  });

  describe('PUT /api/creators/submissions/:id', () => {
    it('edits a pending submission and announces it', async () => {
      const editor = await newCreator();
      const own = await createSubmission(t.app, editor.token, brief.id);
      const response = await inject('PUT', `/api/creators/submissions/${own.id}`, editor.token, {
        contentUrl: ' https://example.com/v2 ',
        additionalInfo: 'v2',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().submission).toMatchObject({
        id: own.id,
        files: 'https://example.com/v2',
        content: 'v2',
        status: 'pending',
      });
      expect((await eventsFor(own.id)).at(-1)).toMatchObject({
        type: 'submission.updated',
        status: 'pending',
        creatorId: editor.id,
      });
    });

    it('returns 404 for another creator’s submission and changes nothing', async () => {
      const theirs = await createSubmission(t.app, (await newCreator()).token, brief.id);
      const response = await inject('PUT', `/api/creators/submissions/${theirs.id}`, mine.token, {
        contentUrl: 'https://evil.example/x',
        additionalInfo: '',
      });
      expect(response.statusCode).toBe(404);
      expect((await submissionRow(theirs.id))?.content_url).toBe(theirs.files);
    });

    it.each(['approve', 'reject'] as const)(
      'refuses to edit after the brand’s decision (%s) with 409',
      async (action) => {
        const editor = await newCreator();
        const own = await createSubmission(t.app, editor.token, brief.id);
        await reviewSubmission(t.app, brand.token, own.id, action);
        const response = await inject('PUT', `/api/creators/submissions/${own.id}`, editor.token, {
          contentUrl: 'https://example.com/after',
          additionalInfo: '',
        });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ error: SUBMISSION_MESSAGES.cannotEditReviewed });
        expect((await submissionRow(own.id))?.content_url).toBe(own.files);
      },
    );

    it.each([{ status: 'approved' }, { creatorId: MISSING_ID }, { briefId: MISSING_ID }])(
      'refuses the server-owned field %o (400) and changes nothing',
      async (extra) => {
        const editor = await newCreator();
        const own = await createSubmission(t.app, editor.token, brief.id);
        const response = await inject('PUT', `/api/creators/submissions/${own.id}`, editor.token, {
          contentUrl: 'https://example.com/mass',
          additionalInfo: '',
          ...extra,
        });
        expect(response.statusCode).toBe(400);
        expect(await submissionRow(own.id)).toMatchObject({
          status: 'pending',
          content_url: own.files,
          creator_id: editor.id,
          brief_id: brief.id,
        });
      },
    );

    it('refuses javascript: and data: links with the spec message, changing nothing', async () => {
      const owner = await newCreator();
      const ownSubmission = await createSubmission(t.app, owner.token, brief.id);
      for (const contentUrl of ['javascript:alert(document.cookie)', 'data:text/html;base64,PHNjcmlwdD4=']) {
        const response = await inject('PUT', `/api/creators/submissions/${ownSubmission.id}`, owner.token, {
          contentUrl,
          additionalInfo: '',
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe(SUBMISSION_MESSAGES.invalidUrl);
      }
      expect((await submissionRow(ownSubmission.id))?.content_url).toBe(ownSubmission.files);
    });

    it('refuses to edit once the brief no longer accepts applications (409)', async () => {
      const closing = await createFundedBrief(t.app, brand.token);
      const editor = await newCreator();
      const own = await createSubmission(t.app, editor.token, closing.id);
      await passDeadline(t.database.db, closing.id);
      const response = await inject('PUT', `/api/creators/submissions/${own.id}`, editor.token, {
        contentUrl: 'https://example.com/late',
        additionalInfo: '',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toBe(SUBMISSION_MESSAGES.briefClosed);
    });

    it('returns 401 when anonymous, 403 for a brand and 400 for a bad id', async () => {
      const body = { contentUrl: 'https://example.com/x', additionalInfo: '' };
      expect((await inject('PUT', `/api/creators/submissions/${MISSING_ID}`, undefined, body)).statusCode).toBe(401);
      expect((await inject('PUT', `/api/creators/submissions/${MISSING_ID}`, brand.token, body)).statusCode).toBe(403);
      expect((await inject('PUT', '/api/creators/submissions/nope', mine.token, body)).statusCode).toBe(400);
    });
  });

  describe('DELETE /api/creators/submissions/:id', () => {
    it('deletes a pending submission, after which the creator may apply again', async () => {
      const deleter = await newCreator();
      const own = await createSubmission(t.app, deleter.token, brief.id);
      const response = await inject('DELETE', `/api/creators/submissions/${own.id}`, deleter.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: own.id, deleted: true });
      expect((await inject('GET', `/api/creators/submissions/${own.id}`, deleter.token)).statusCode).toBe(404);
      expect((await eventsFor(own.id)).at(-1)).toMatchObject({ type: 'submission.deleted', briefId: brief.id });
      expect((await inject('POST', `/api/briefs/${brief.id}/apply`, deleter.token, applyPayload())).statusCode).toBe(
        201,
      );
    });

    it('returns 404 for another creator’s submission and deletes nothing', async () => {
      const theirs = await createSubmission(t.app, (await newCreator()).token, brief.id);
      expect((await inject('DELETE', `/api/creators/submissions/${theirs.id}`, mine.token)).statusCode).toBe(404);
      expect(await submissionRow(theirs.id)).toBeDefined();
    });

    it.each(['approve', 'reject'] as const)(
      'refuses to delete after the brand’s decision (%s) with 409',
      async (action) => {
        const deleter = await newCreator();
        const own = await createSubmission(t.app, deleter.token, brief.id);
        await reviewSubmission(t.app, brand.token, own.id, action);
        const response = await inject('DELETE', `/api/creators/submissions/${own.id}`, deleter.token);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({
          error: SUBMISSION_MESSAGES.cannotChangeReviewed,
          code: 'SUBMISSION_REVIEWED',
        });
        expect(await submissionRow(own.id)).toBeDefined();
      },
    );

    it('returns 401 when anonymous, 403 for a brand and 400 for a bad id', async () => {
      expect((await inject('DELETE', `/api/creators/submissions/${MISSING_ID}`)).statusCode).toBe(401);
      expect((await inject('DELETE', `/api/creators/submissions/${MISSING_ID}`, brand.token)).statusCode).toBe(403);
      expect((await inject('DELETE', '/api/creators/submissions/1', mine.token)).statusCode).toBe(400);
    });
  });
});

describe('GET /api/creators/briefs', () => {
  it('returns 401 when anonymous and 403 for a brand', async () => {
    expect((await inject('GET', '/api/creators/briefs')).statusCode).toBe(401);
    expect((await inject('GET', '/api/creators/briefs', brand.token)).statusCode).toBe(403);
  });

  it('lists the published briefs the creator may see, each with their own application', async () => {
    const viewer = await newCreator();
    const [applied, expired, hiddenPrivate, invitedPrivate, draft] = await Promise.all([
      createFundedBrief(t.app, otherBrand.token),
      createFundedBrief(t.app, otherBrand.token),
      createFundedBrief(t.app, otherBrand.token, { isPrivate: true }),
      createFundedBrief(t.app, otherBrand.token, { isPrivate: true }),
      createDraftBrief(t.app, otherBrand.token),
    ]);
    await t.app.services.briefs.inviteCreator({ id: otherBrand.id, type: 'brand' }, invitedPrivate.id, viewer.id);
    const mine = await createSubmission(t.app, viewer.token, applied.id);
    await createSubmission(t.app, otherCreator.token, applied.id);
    await passDeadline(t.database.db, expired.id);

    const response = await inject('GET', '/api/creators/briefs', viewer.token);
    expect(response.statusCode).toBe(200);
    const briefs: Array<Record<string, unknown>> = response.json().briefs;
    const byId = new Map(briefs.map((brief) => [brief.id, brief]));
    expect(byId.has(hiddenPrivate.id)).toBe(false);
    expect(byId.has(draft.id)).toBe(false);
    expect(byId.get(applied.id)).toMatchObject({
      hasApplied: true,
      mySubmissionId: mine.id,
      mySubmissionStatus: 'pending',
      acceptsApplications: true,
      isInvited: false,
      submissionsCount: 2,
    });
    expect(byId.get(expired.id)).toMatchObject({
      hasApplied: false,
      mySubmissionId: null,
      mySubmissionStatus: null,
      acceptsApplications: false,
    });
    expect(byId.get(invitedPrivate.id)).toMatchObject({ isPrivate: true, isInvited: true, acceptsApplications: true });
    expect(briefs.every((brief) => brief.status === 'published')).toBe(true);
    const created = briefs.map((brief) => Date.parse(String(brief.createdAt)));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('caps the list with limit, and refuses unknown query fields', async () => {
    expect((await inject('GET', '/api/creators/briefs?limit=1', creator.token)).json().briefs).toHaveLength(1);
    expect((await inject('GET', '/api/creators/briefs?status=draft', creator.token)).statusCode).toBe(400);
  });
});

describe('GET /api/brands/submissions', () => {
  let brief: TBrandBrief;
  let otherBrief: TBrandBrief;
  let reviewer: Account;
  beforeAll(async () => {
    const created = await createBrand(t.app);
    reviewer = { token: created.token, id: created.user.id };
    [brief, otherBrief] = await Promise.all([
      createFundedBrief(t.app, reviewer.token),
      createFundedBrief(t.app, otherBrand.token),
    ]);
  });

  it('returns 401 when anonymous and 403 for a creator', async () => {
    expect((await inject('GET', '/api/brands/submissions')).statusCode).toBe(401);
    expect((await inject('GET', '/api/brands/submissions', creator.token)).statusCode).toBe(403);
  });

  it('lists submissions to the brand’s own briefs only, newest first, with the creator and the payout seam', async () => {
    const first = await createSubmission(t.app, creator.token, brief.id, { additionalInfo: 'Hello brand' });
    const second = await createSubmission(t.app, otherCreator.token, brief.id);
    const foreign = await createSubmission(t.app, creator.token, otherBrief.id);
    const response = await inject('GET', '/api/brands/submissions', reviewer.token);
    expect(response.statusCode).toBe(200);
    const { submissions } = response.json();
    expect(submissions.map((submission: { id: string }) => submission.id)).toEqual([second.id, first.id]);
    expect(submissions.some((submission: { id: string }) => submission.id === foreign.id)).toBe(false);
    expect(submissions[1]).toEqual({
      id: first.id,
      briefId: brief.id,
      briefTitle: brief.title,
      creatorId: creator.id,
      creatorName: 'Ada Applicant',
      creator: {
        id: creator.id,
        fullName: 'Ada Applicant',
        userName: expect.any(String),
        averageRating: null,
        reviewCount: 0,
        photo: null,
      },
      content: 'Hello brand',
      files: first.files,
      contentPlatform: 'tiktok',
      submittedAt: first.submittedAt,
      updatedAt: first.updatedAt,
      reviewedAt: null,
      status: 'pending',
      hasStripeAccount: false,
      stripeAccountStatus: null,
      award: null,
      changesRequested: null,
      revisionsRequested: 0,
      revisionLimit: 2,
      duplicateLink: null,
      duplicateOf: null,
      hasLaterDuplicate: false,
    });
  });

  it('filters by brief and status, and caps with limit (the overview asks for 4)', async () => {
    const filterBrand = await createBrand(t.app);
    const [a, b] = await Promise.all([
      createFundedBrief(t.app, filterBrand.token),
      createFundedBrief(t.app, filterBrand.token),
    ]);
    const applicants = await Promise.all(Array.from({ length: 5 }, () => newCreator()));
    const onA = [];
    for (const applicant of applicants) onA.push(await createSubmission(t.app, applicant.token, a.id));
    const onB = await createSubmission(t.app, applicants[0]!.token, b.id);
    await reviewSubmission(t.app, filterBrand.token, onA[0]!.id, 'approve');

    const recent = (await inject('GET', '/api/brands/submissions?limit=4', filterBrand.token)).json().submissions;
    expect(recent.map((submission: { id: string }) => submission.id)).toEqual([
      onB.id,
      onA[4]!.id,
      onA[3]!.id,
      onA[2]!.id,
    ]);
    const ofA = (await inject('GET', `/api/brands/submissions?briefId=${a.id}`, filterBrand.token)).json().submissions;
    expect(ofA).toHaveLength(5);
    const approved = (
      await inject('GET', `/api/brands/submissions?briefId=${a.id}&status=approved`, filterBrand.token)
    ).json().submissions;
    expect(approved.map((submission: { id: string }) => submission.id)).toEqual([onA[0]!.id]);
  });

  it('returns 404 for another brand’s brief as a filter and 400 for bad query values', async () => {
    expect((await inject('GET', `/api/brands/submissions?briefId=${otherBrief.id}`, reviewer.token)).statusCode).toBe(
      404,
    );
    expect((await inject('GET', '/api/brands/submissions?briefId=abc', reviewer.token)).statusCode).toBe(400);
    expect((await inject('GET', '/api/brands/submissions?status=winner', reviewer.token)).statusCode).toBe(400);
    expect((await inject('GET', '/api/brands/submissions?limit=0', reviewer.token)).statusCode).toBe(400);
  });
});

describe('POST /api/brands/submissions/:id/approve and /reject', () => {
  let brief: TBrandBrief;
  beforeAll(async () => {
    brief = await createFundedBrief(t.app, brand.token);
  });
  const pending = async () => createSubmission(t.app, (await newCreator()).token, brief.id);

  it.each([
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const)('%s: decides a pending submission and announces it', async (action, status) => {
    const submission = await pending();
    const response = await inject('POST', `/api/brands/submissions/${submission.id}/${action}`, brand.token);
    expect(response.statusCode).toBe(200);
    const reviewed = response.json().submission;
    expect(reviewed).toMatchObject({ id: submission.id, status, briefId: brief.id });
    expect(reviewed.reviewedAt).not.toBeNull();
    expect(reviewed.updatedAt).toBe(submission.updatedAt);
    expect((await eventsFor(submission.id)).at(-1)).toEqual({
      type: 'submission.reviewed',
      submissionId: submission.id,
      briefId: brief.id,
      brandId: brand.id,
      creatorId: reviewed.creatorId,
      status,
      reviewedBy: brand.id,
    });
  });

  it('returns 409 for a submission that is no longer pending, changing nothing', async () => {
    const submission = await pending();
    await reviewSubmission(t.app, brand.token, submission.id, 'approve');
    for (const action of ['approve', 'reject']) {
      const response = await inject('POST', `/api/brands/submissions/${submission.id}/${action}`, brand.token);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: SUBMISSION_MESSAGES.notPending, code: 'SUBMISSION_REVIEWED' });
    }
    expect((await submissionRow(submission.id))?.status).toBe('approved');
  });

  it('returns 404 for another brand’s submission and for a missing one, changing nothing', async () => {
    const submission = await pending();
    const response = await inject('POST', `/api/brands/submissions/${submission.id}/approve`, otherBrand.token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Submission not found', code: 'NOT_FOUND' });
    expect((await inject('POST', `/api/brands/submissions/${MISSING_ID}/reject`, brand.token)).statusCode).toBe(404);
    expect((await submissionRow(submission.id))?.status).toBe('pending');
  });

  it('returns 401 when anonymous, 403 for a creator (even their own) and for an admin on the brand route', async () => {
    const creatorAccount = await newCreator();
    const submission = await createSubmission(t.app, creatorAccount.token, brief.id);
    expect((await inject('POST', `/api/brands/submissions/${submission.id}/approve`)).statusCode).toBe(401);
    expect(
      (await inject('POST', `/api/brands/submissions/${submission.id}/approve`, creatorAccount.token)).statusCode,
    ).toBe(403);
    expect((await inject('POST', `/api/brands/submissions/${submission.id}/approve`, admin.token)).statusCode).toBe(
      403,
    );
    expect((await submissionRow(submission.id))?.status).toBe('pending');
  });

  it('refuses a body carrying fields (400) and a bad id (400), changing nothing', async () => {
    const submission = await pending();
    const withStatus = await inject('POST', `/api/brands/submissions/${submission.id}/reject`, brand.token, {
      status: 'approved',
    });
    expect(withStatus.statusCode).toBe(400);
    expect(
      (await inject('POST', `/api/brands/submissions/${submission.id}/approve`, brand.token, { creatorId: MISSING_ID }))
        .statusCode,
    ).toBe(400);
    expect((await submissionRow(submission.id))?.status).toBe('pending');
    expect((await inject('POST', '/api/brands/submissions/xyz/approve', brand.token)).statusCode).toBe(400);
  });

  it('lets an admin review any submission through the service, and nobody else', async () => {
    const submission = await pending();
    const admins = t.app.services.submissions;
    await expect(
      admins.reviewSubmission({
        actor: { id: creator.id, type: 'creator' },
        submissionId: submission.id,
        status: 'approved',
      }),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
    const result = await admins.reviewSubmission({
      actor: { id: admin.user.id, type: 'admin' },
      submissionId: submission.id,
      status: 'rejected',
    });
    expect(result.submission.status).toBe('rejected');
    const [row] = await queryRows<{ reviewed_by: string }>(
      t.database.db,
      sql`select reviewed_by from submissions where id = ${submission.id}`,
    );
    expect(row?.reviewed_by).toBe(admin.user.id);
  });
});

describe('awards on submissions (winners)', () => {
  type Award = {
    assignmentId: string;
    awardedAt: string;
    position: number | null;
    rewardType: string;
    amount: number;
    prizeName: string | null;
    payoutStatus: string;
    paidAt: string | null;
  } | null;
  let awarding: Account;
  let brief: TBrandBrief;
  let winners: { paid: Account; held: Account; credit: Account; prize: Account; loser: Account };
  let entries: Record<keyof typeof winners, { id: string }>;

  beforeAll(async () => {
    const created = await createBrand(t.app);
    awarding = { token: created.token, id: created.user.id };
    brief = await createFundedBrief(t.app, awarding.token, { reward: 500, amountOfWinners: 4 });
    const [paid, held, credit, prize, loser] = await Promise.all([
      newCreator(),
      newCreator(),
      newCreator(),
      newCreator(),
      newCreator(),
    ]);
    winners = { paid, held, credit, prize, loser };
    await connectPayoutAccount(t.app, paid.token, 'complete');
    entries = {
      paid: await createSubmission(t.app, paid.token, brief.id),
      held: await createSubmission(t.app, held.token, brief.id),
      credit: await createSubmission(t.app, credit.token, brief.id),
      prize: await createSubmission(t.app, prize.token, brief.id),
      loser: await createSubmission(t.app, loser.token, brief.id),
    };
  });

  const brandAwards = async () => {
    const response = await inject('GET', `/api/brands/submissions?briefId=${brief.id}`, awarding.token);
    expect(response.statusCode).toBe(200);
    return new Map<string, Award>(
      response.json().submissions.map((submission: { id: string; award: Award }) => [submission.id, submission.award]),
    );
  };
  const ownAward = async (who: Account, id: string): Promise<Award> =>
    (await inject('GET', `/api/creators/submissions/${id}`, who.token)).json().submission.award;

  it('is null before the brand picks winners, and filled (gross for the brand, net for the creator) after a distribution', async () => {
    const before = await brandAwards();
    expect([...before.values()]).toEqual([null, null, null, null, null]);
    expect(await ownAward(winners.paid, entries.paid.id)).toBeNull();

    const response = await distribute(t.app, awarding.token, brief.id, [
      winnerEntry(entries.paid, winners.paid.id, 'cash', 200),
      winnerEntry(entries.held, winners.held.id, 'cash', 100),
      winnerEntry(entries.credit, winners.credit.id, 'credit', 50),
      winnerEntry(entries.prize, winners.prize.id, 'prize'),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().results.failed).toEqual([]);

    const after = await brandAwards();
    expect(after.size).toBe(5);
    expect(after.get(entries.paid.id)).toEqual({
      assignmentId: expect.any(String),
      awardedAt: expect.any(String),
      position: 1,
      rewardType: 'cash',
      amount: 200,
      prizeName: null,
      payoutStatus: 'paid',
      paidAt: expect.any(String),
    });
    expect(after.get(entries.held.id)).toEqual({
      assignmentId: expect.any(String),
      awardedAt: expect.any(String),
      position: 2,
      rewardType: 'cash',
      amount: 100,
      prizeName: null,
      payoutStatus: 'held',
      paidAt: null,
    });
    expect(after.get(entries.credit.id)).toEqual({
      assignmentId: expect.any(String),
      awardedAt: expect.any(String),
      position: 3,
      rewardType: 'credit',
      amount: 50,
      prizeName: null,
      payoutStatus: 'paid',
      paidAt: expect.any(String),
    });
    expect(after.get(entries.prize.id)).toEqual({
      assignmentId: expect.any(String),
      awardedAt: expect.any(String),
      position: 4,
      rewardType: 'prize',
      amount: 0,
      prizeName: 'Camera kit',
      payoutStatus: 'none',
      paidAt: null,
    });
    expect(after.get(entries.loser.id)).toBeNull();

    // Each award names its reward_assignments row and when it was made: what a dispute about it
    // takes (docs/product/disputes.md), read in the list's own statement.
    const rows = await queryRows<{ id: string; submission_id: string; created_at: Date | string }>(
      t.database.db,
      sql`select id, submission_id, created_at from reward_assignments where brief_id = ${brief.id}`,
    );
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(after.get(row.submission_id)).toMatchObject({
        assignmentId: row.id,
        awardedAt: new Date(row.created_at).toISOString(),
      });
    }

    // The creator sees what they receive, after the platform fee, on the list and on the detail.
    const mine = (await inject('GET', '/api/creators/submissions', winners.paid.token)).json().submissions;
    expect(mine).toEqual([
      expect.objectContaining({ id: entries.paid.id, award: { ...after.get(entries.paid.id), amount: 180 } }),
    ]);
    expect(await ownAward(winners.held, entries.held.id)).toEqual({
      assignmentId: expect.any(String),
      awardedAt: expect.any(String),
      position: 2,
      rewardType: 'cash',
      amount: 90,
      prizeName: null,
      payoutStatus: 'held',
      paidAt: null,
    });
    expect(await ownAward(winners.credit, entries.credit.id)).toMatchObject({
      rewardType: 'credit',
      amount: 45,
      payoutStatus: 'paid',
    });
    const held = await ownAward(winners.held, entries.held.id);
    expect(held?.assignmentId).toBe(after.get(entries.held.id)?.assignmentId);
    expect(await ownAward(winners.prize, entries.prize.id)).toMatchObject({
      rewardType: 'prize',
      amount: 0,
      prizeName: 'Camera kit',
    });
    expect(await ownAward(winners.loser, entries.loser.id)).toBeNull();

    // Picking a pending submission as a winner approves it; the others stay as they were.
    const statuses = new Map<string, string>(
      (await inject('GET', `/api/brands/submissions?briefId=${brief.id}`, awarding.token))
        .json()
        .submissions.map((submission: { id: string; status: string }) => [submission.id, submission.status]),
    );
    for (const key of ['paid', 'held', 'credit', 'prize'] as const)
      expect(statuses.get(entries[key].id), key).toBe('approved');
    expect(statuses.get(entries.loser.id)).toBe('pending');
  });

  it('tells the creator the place won in the brief list, and the admin the award, so every screen can say Winner', async () => {
    const listed = (await inject('GET', '/api/creators/briefs', winners.held.token))
      .json()
      .briefs.find((entry: { id: string }) => entry.id === brief.id);
    expect(listed).toMatchObject({ mySubmissionStatus: 'approved', myAward: { position: 2 } });
    const loser = (await inject('GET', '/api/creators/briefs', winners.loser.token))
      .json()
      .briefs.find((entry: { id: string }) => entry.id === brief.id);
    expect(loser).toMatchObject({ mySubmissionStatus: 'pending', myAward: null });

    const admin = await createAdmin(t.app, t.database.db);
    const detail = await inject('GET', `/api/admin/submissions/${entries.held.id}`, admin.token);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().submission.award).toEqual({
      assignmentId: expect.any(String),
      awardedAt: expect.any(String),
      position: 2,
      rewardType: 'cash',
      amount: 100,
      prizeName: null,
      payoutStatus: 'held',
      paidAt: null,
    });
    const page = (
      await inject('GET', `/api/admin/submissions?search=${encodeURIComponent(brief.title)}&limit=100`, admin.token)
    ).json().submissions;
    const awards = new Map(page.map((submission: { id: string; award: unknown }) => [submission.id, submission.award]));
    expect(awards.get(entries.loser.id)).toBeNull();
    expect(awards.get(entries.prize.id)).toMatchObject({ rewardType: 'prize', payoutStatus: 'none' });
  });

  it("freezes a winner's submission: its creator cannot edit, re-apply or delete it, and the brand cannot reject it", async () => {
    // entries.credit won (previous test), which approved it.
    const id = entries.credit.id;
    const who = winners.credit;
    const before = await submissionRow(id);
    expect(before?.status).toBe('approved');
    const refusals = [
      await inject('PUT', `/api/creators/submissions/${id}`, who.token, {
        contentUrl: 'https://example.com/changed',
        additionalInfo: 'changed',
      }),
      await inject('POST', `/api/briefs/${brief.id}/apply`, who.token, {
        contentUrl: 'https://example.com/changed',
        additionalInfo: 'changed',
      }),
      await inject('DELETE', `/api/creators/submissions/${id}`, who.token),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'SUBMISSION_AWARDED', error: SUBMISSION_MESSAGES.awarded });
    }
    const rejected = await inject('POST', `/api/brands/submissions/${id}/reject`, awarding.token);
    expect(rejected.statusCode).toBe(409);
    expect(rejected.json()).toMatchObject({
      code: 'SUBMISSION_AWARDED',
      error: SUBMISSION_MESSAGES.cannotRejectWinner,
    });
    const after = await submissionRow(id);
    expect(after).toEqual(before);
  });

  it('never shows an award to another creator or another brand', async () => {
    const outsider = await newCreator();
    const own = await createSubmission(t.app, outsider.token, open.id);
    expect(own.award).toBeNull();
    expect((await inject('GET', `/api/creators/submissions/${entries.paid.id}`, outsider.token)).statusCode).toBe(404);
    expect((await inject('GET', '/api/creators/submissions', outsider.token)).json().submissions).toEqual([
      expect.objectContaining({ id: own.id, award: null }),
    ]);
    // The losing creator of the same brief sees only their own submission, without an award.
    expect((await inject('GET', '/api/creators/submissions', winners.loser.token)).json().submissions).toEqual([
      expect.objectContaining({ id: entries.loser.id, award: null }),
    ]);
    const foreign = (await inject('GET', '/api/brands/submissions', otherBrand.token)).json().submissions;
    expect(foreign.some((submission: { briefId: string }) => submission.briefId === brief.id)).toBe(false);
  });
});

describe('submission counts on briefs', () => {
  it('counts submissions in the brand’s briefs, the public brief and the analytics; winners stay 0', async () => {
    const counted = await createBrand(t.app);
    const [busy, quiet] = await Promise.all([
      createFundedBrief(t.app, counted.token, { reward: 300 }),
      createFundedBrief(t.app, counted.token, { reward: 200 }),
    ]);
    const applicants = await Promise.all([newCreator(), newCreator(), newCreator()]);
    const made = [];
    for (const applicant of applicants) made.push(await createSubmission(t.app, applicant.token, busy.id));
    made.push(await createSubmission(t.app, applicants[0]!.token, quiet.id));
    await reviewSubmission(t.app, counted.token, made[0]!.id, 'approve');

    const own = (await inject('GET', '/api/brands/briefs', counted.token)).json().briefs;
    expect(
      own.map((brief: { id: string; submissionsCount: number; winnersCount: number }) => [
        brief.id,
        brief.submissionsCount,
        brief.winnersCount,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [busy.id, 3, 0],
        [quiet.id, 1, 0],
      ]),
    );
    expect((await inject('GET', `/api/briefs/${busy.id}/public`)).json().brief.submissionsCount).toBe(3);
    const publicList = (await inject('GET', `/api/public/brands/${counted.user.id}/briefs`)).json().briefs;
    expect(publicList.find((brief: { id: string }) => brief.id === busy.id).submissionsCount).toBe(3);

    const analytics = (await inject('GET', '/api/rewards/analytics/brand', counted.token)).json();
    expect(analytics).toMatchObject({
      totalSubmissions: 4,
      submissionsThisWeek: 4,
      winnersSelected: 0,
      conversionRate: 0,
    });
    expect(analytics.topPerformingBriefs[0]).toEqual({
      id: busy.id,
      title: busy.title,
      submissions: 3,
      status: 'published',
    });
    expect(analytics.monthlyTrends.at(-1)).toMatchObject({
      month: new Date().toISOString().slice(0, 7),
      submissions: 4,
    });
    expect(analytics.briefPerformance).toContainEqual({
      id: quiet.id,
      title: quiet.title,
      submissions: 1,
      totalRewardValue: 200,
      status: 'published',
    });
  });
});

// Parallel duplicates must leave one row and one decision. Meaningful on PostgreSQL
// (TEST_DB=postgres): PGlite runs one transaction at a time; there it still checks the outcome.
describe(`parallel requests (${TEST_DB_KIND})`, () => {
  const PARALLEL = 20;

  it('leaves exactly one submission when one creator applies to one brief 20 times at once', async () => {
    const brief = await createFundedBrief(t.app, brand.token);
    const racer = await newCreator();
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        inject(
          'POST',
          `/api/briefs/${brief.id}/apply`,
          racer.token,
          applyPayload({ contentUrl: `https://example.com/race/${index}` }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(PARALLEL - 1);
    expect(await countSubmissions(brief.id, racer.id)).toBe(1);
    expect(new Set(responses.map((response) => response.json().submission.id)).size).toBe(1);
  });

  it('lets exactly one of 20 parallel approve/reject calls on one submission win', async () => {
    const brief = await createFundedBrief(t.app, brand.token);
    const submission = await createSubmission(t.app, (await newCreator()).token, brief.id);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        inject(
          'POST',
          `/api/brands/submissions/${submission.id}/${index % 2 === 0 ? 'approve' : 'reject'}`,
          brand.token,
        ),
      ),
    );
    const winners = responses.filter((response) => response.statusCode === 200);
    expect(winners).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(PARALLEL - 1);
    expect((await submissionRow(submission.id))?.status).toBe(winners[0]!.json().submission.status);
    expect((await eventsFor(submission.id)).filter((event) => event.type === 'submission.reviewed')).toHaveLength(1);
  });

  it('never deletes a submission that a parallel review decided', async () => {
    const brief = await createFundedBrief(t.app, brand.token);
    const racer = await newCreator();
    const submission = await createSubmission(t.app, racer.token, brief.id);
    const [review, removal] = await Promise.all([
      inject('POST', `/api/brands/submissions/${submission.id}/approve`, brand.token),
      inject('DELETE', `/api/creators/submissions/${submission.id}`, racer.token),
    ]);
    const row = await submissionRow(submission.id);
    if (review.statusCode === 200) {
      expect(removal.statusCode).toBe(409);
      expect(row?.status).toBe('approved');
    } else {
      expect(review.statusCode).toBe(404);
      expect(removal.statusCode).toBe(200);
      expect(row).toBeUndefined();
    }
  });
});
