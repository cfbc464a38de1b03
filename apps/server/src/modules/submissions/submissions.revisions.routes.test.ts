import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TBrandBrief } from '@briefly/shared/briefs';
import { REVISION_MESSAGES, SUBMISSION_MESSAGES } from '@briefly/shared/submissions';
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
  passDeadline,
  reviewSubmission,
  winnerEntry,
} from '../../../test/factories.ts';
import { publishedEvents } from '../../../test/outbox.ts';
import { queryRows } from '../../db/client.ts';
import { runJobs, storedNotifications } from '../notifications/notifications.test-support.ts';

// Revision requests (docs/product/submissions.md#revisions, decision 031): the brand asks for changes with
// a note, up to the brief's limit and before its deadline; the creator resubmits; both read the history.

let t: TestApp;
type Account = { token: string; id: string };
let brand: Account;
let otherBrand: Account;
let creator: Account;
let otherCreator: Account;
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  const [b, o, c, oc] = await Promise.all([
    createBrand(t.app, { companyName: 'Northwind' }),
    createBrand(t.app, { companyName: 'Other Brand' }),
    createCreator(t.app, { fullName: 'Maya Chen' }),
    createCreator(t.app),
  ]);
  brand = { token: b.token, id: b.user.id };
  otherBrand = { token: o.token, id: o.user.id };
  creator = { token: c.token, id: c.user.id };
  otherCreator = { token: oc.token, id: oc.user.id };
  admin = await createAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

const requestRevision = (id: string, token: string | null = brand.token, payload: unknown = { note: 'Louder.' }) =>
  inject('POST', `/api/brands/submissions/${id}/request-revision`, token ?? undefined, payload);
const resubmit = (
  id: string,
  token: string | null = creator.token,
  payload: unknown = { contentUrl: 'https://youtu.be/NewVersion1?si=abc', additionalInfo: 'Re-cut with louder music.' },
) => inject('POST', `/api/submissions/${id}/resubmit`, token ?? undefined, payload);
const historyOf = (id: string, token: string | undefined) => inject('GET', `/api/submissions/${id}/history`, token);

/** What is stored: the submission's revision columns and its history rows. */
async function stored(id: string) {
  const [row] = await queryRows<{
    status: string;
    content_url: string;
    revision_requested_at: Date | null;
    revision_note: string | null;
    revisions_requested: number;
  }>(
    t.database.db,
    sql`select status, content_url, revision_requested_at, revision_note, revisions_requested from submissions where id = ${id}`,
  );
  const [history] = await queryRows<{ count: number }>(
    t.database.db,
    sql`select count(*)::int as count from submission_history where submission_id = ${id}`,
  );
  return { ...row!, history: history!.count };
}

async function freshSubmission(overrides: Record<string, unknown> = {}, briefOverrides: Record<string, unknown> = {}) {
  const brief = await createFundedBrief(t.app, brand.token, briefOverrides);
  const submission = await createSubmission(t.app, creator.token, brief.id, overrides);
  return { brief, submission };
}

describe('the brief form carries a revision limit', () => {
  it('defaults to 2, takes 0 to 5, and is kept when an edit leaves it out (the spec client does)', async () => {
    const plain = await createFundedBrief(t.app, brand.token);
    expect(plain.revisionLimit).toBe(2);
    const strict = await createFundedBrief(t.app, brand.token, { revisionLimit: 0 });
    expect(strict.revisionLimit).toBe(0);
    const { revisionLimit: _omitted, ...edit } = {
      title: strict.title,
      description: strict.description,
      requirements: strict.requirements,
      deadline: strict.deadline,
      amountOfWinners: strict.amountOfWinners,
      reward: strict.reward,
      isPrivate: false,
      revisionLimit: undefined,
    };
    const updated = await inject('PUT', `/api/briefs/${strict.id}`, brand.token, { ...edit, title: 'Renamed' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().brief).toMatchObject({ title: 'Renamed', revisionLimit: 0 });
    const raised = await inject('PUT', `/api/briefs/${strict.id}`, brand.token, { ...edit, revisionLimit: 3 });
    expect(raised.json().brief.revisionLimit).toBe(3);
  });

  it.each([[-1], [6], [1.5], ['2']])('refuses a limit of %j with 400', async (revisionLimit) => {
    const response = await inject('POST', '/api/briefs', brand.token, {
      title: 'T',
      description: 'D',
      requirements: 'R',
      deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      amountOfWinners: 1,
      reward: 100,
      revisionLimit,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/Revision limit/);
  });
});

describe('POST /api/brands/submissions/:id/request-revision', () => {
  it('opens a request on a pending submission: the note, the count, the history, an event and the creator’s notification', async () => {
    const { brief, submission } = await freshSubmission();
    const response = await requestRevision(submission.id, brand.token, { note: '  Please show the label up close.  ' });
    expect(response.statusCode, response.body).toBe(200);
    const card = response.json().submission;
    expect(card).toMatchObject({
      id: submission.id,
      status: 'pending',
      changesRequested: { note: 'Please show the label up close.', requestedAt: expect.any(String) },
      revisionsRequested: 1,
      revisionLimit: 2,
    });
    expect(await stored(submission.id)).toMatchObject({
      status: 'pending',
      revision_note: 'Please show the label up close.',
      revisions_requested: 1,
      history: 1,
    });
    const events = await publishedEvents(t.database.db, ['submission.revision_requested']);
    expect(events.filter((event) => 'submissionId' in event && event.submissionId === submission.id)).toEqual([
      expect.objectContaining({ briefId: brief.id, creatorId: creator.id, note: 'Please show the label up close.' }),
    ]);
    await runJobs(t.app);
    const notes = await storedNotifications(t.database.db, [creator.id]);
    expect(notes.find((note) => note.message.includes(brief.title))).toMatchObject({
      title: 'Changes requested',
      message: `Northwind asked for changes to your submission to “${brief.title}”: Please show the label up close.`,
      link: '/creator/dashboard?tab=submissions',
    });
    // The creator's own views say so too.
    const own = await inject('GET', `/api/creators/submissions/${submission.id}`, creator.token);
    expect(own.json().submission.changesRequested.note).toBe('Please show the label up close.');
  });

  it('works on a shortlisted submission, which stays shortlisted', async () => {
    const { submission } = await freshSubmission();
    await reviewSubmission(t.app, brand.token, submission.id, 'approve');
    const response = await requestRevision(submission.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().submission).toMatchObject({ status: 'approved', revisionsRequested: 1 });
  });

  it('answers 401 anonymous, 403 for a creator or an admin, 404 for another brand’s or a missing submission; nothing stored', async () => {
    const { submission } = await freshSubmission();
    expect((await requestRevision(submission.id, null)).statusCode).toBe(401);
    expect((await requestRevision(submission.id, creator.token)).statusCode).toBe(403);
    expect((await requestRevision(submission.id, admin.token)).statusCode).toBe(403);
    const foreign = await requestRevision(submission.id, otherBrand.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Submission not found', code: 'NOT_FOUND' });
    expect((await requestRevision(MISSING_ID)).statusCode).toBe(404);
    expect(await stored(submission.id)).toMatchObject({ revisions_requested: 0, revision_note: null, history: 0 });
  });

  it.each([
    [{}, REVISION_MESSAGES.noteRequired],
    [{ note: '   ' }, REVISION_MESSAGES.noteRequired],
    [{ note: 'x'.repeat(1001) }, REVISION_MESSAGES.noteTooLong],
    [{ note: 42 }, REVISION_MESSAGES.noteRequired],
    [{ note: 'ok', status: 'approved' }, null],
  ])('refuses bad body #%# with 400 and stores nothing', async (payload, message) => {
    const { submission } = await freshSubmission();
    const response = await requestRevision(submission.id, brand.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    if (message) expect(response.json().error).toBe(message);
    expect(await stored(submission.id)).toMatchObject({ revisions_requested: 0, history: 0 });
    expect((await requestRevision('not-a-uuid')).statusCode).toBe(400);
  });

  it('refuses a second request while one is open (409), then allows it after the resubmission, up to the limit', async () => {
    const { submission } = await freshSubmission();
    expect((await requestRevision(submission.id)).statusCode).toBe(200);
    const open = await requestRevision(submission.id);
    expect(open.statusCode).toBe(409);
    expect(open.json()).toEqual({ error: REVISION_MESSAGES.alreadyRequested, code: 'REVISION_OPEN' });
    expect((await resubmit(submission.id)).statusCode).toBe(200);
    expect((await requestRevision(submission.id, brand.token, { note: 'Once more.' })).statusCode).toBe(200);
    expect(
      (await resubmit(submission.id, creator.token, { contentUrl: 'https://youtu.be/NewVersion2' })).statusCode,
    ).toBe(200);
    const over = await requestRevision(submission.id);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: REVISION_MESSAGES.limitReached(2), code: 'REVISION_LIMIT_REACHED' });
    expect(over.json().error).toBe("This submission has reached the brief's limit of 2 revision requests");
    expect(await stored(submission.id)).toMatchObject({ revisions_requested: 2, revision_note: null, history: 4 });
  });

  it('refuses any request on a brief that allows none', async () => {
    const { submission } = await freshSubmission({}, { revisionLimit: 0 });
    const response = await requestRevision(submission.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('This brief allows no revision requests');
  });

  it('refuses after the deadline, on a rejected submission, and on a winner (409); nothing stored', async () => {
    const late = await freshSubmission();
    await passDeadline(t.database.db, late.brief.id);
    const afterDeadline = await requestRevision(late.submission.id);
    expect(afterDeadline.statusCode).toBe(409);
    expect(afterDeadline.json()).toEqual({ error: REVISION_MESSAGES.deadlinePassed, code: 'BRIEF_CLOSED' });
    expect(await stored(late.submission.id)).toMatchObject({ revisions_requested: 0, history: 0 });

    const rejected = await freshSubmission();
    await reviewSubmission(t.app, brand.token, rejected.submission.id, 'reject');
    const refused = await requestRevision(rejected.submission.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(REVISION_MESSAGES.notRevisable);

    const won = await freshSubmission();
    await connectPayoutAccount(t.app, creator.token);
    const awarded = await distribute(t.app, brand.token, won.brief.id, [
      winnerEntry(won.submission, creator.id, 'credit', 50),
    ]);
    expect(awarded.statusCode, awarded.body).toBe(200);
    const winner = await requestRevision(won.submission.id);
    expect(winner.statusCode).toBe(409);
    expect(winner.json()).toEqual({ error: SUBMISSION_MESSAGES.awarded, code: 'SUBMISSION_AWARDED' });
  });

  it('of two parallel requests exactly one opens', async () => {
    const { submission } = await freshSubmission();
    const answers = await Promise.all([requestRevision(submission.id), requestRevision(submission.id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await stored(submission.id)).toMatchObject({ revisions_requested: 1, history: 1 });
  });

  it('a decision answers the open request: approving clears it', async () => {
    const { submission } = await freshSubmission();
    await requestRevision(submission.id);
    const approved = await reviewSubmission(t.app, brand.token, submission.id, 'approve');
    expect(approved).toMatchObject({ status: 'approved', changesRequested: null, revisionsRequested: 1 });
  });
});

describe('POST /api/submissions/:id/resubmit', () => {
  it('replaces the version, closes the request, keeps the old version in the history and tells the brand', async () => {
    const { brief, submission } = await freshSubmission({
      contentUrl: 'https://www.tiktok.com/@maya/video/7300000000000000042',
      additionalInfo: 'First cut.',
    });
    await requestRevision(submission.id, brand.token, { note: 'Show the mug.' });
    const response = await resubmit(submission.id, creator.token, {
      contentUrl: 'https://youtu.be/NewVersion1?si=abc',
      additionalInfo: 'Second cut, with the mug.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().submission).toMatchObject({
      files: 'https://www.youtube.com/watch?v=NewVersion1',
      contentPlatform: 'youtube',
      content: 'Second cut, with the mug.',
      status: 'pending',
      changesRequested: null,
      revisionsRequested: 1,
    });
    expect(await stored(submission.id)).toMatchObject({ revision_requested_at: null, revision_note: null, history: 2 });
    await runJobs(t.app);
    const notes = await storedNotifications(t.database.db, [brand.id]);
    expect(
      notes.find((note) => note.title === 'Submission resubmitted' && note.message.includes(brief.title)),
    ).toMatchObject({
      message: `Maya Chen made the changes you asked for on “${brief.title}”.`,
    });
  });

  it('keeps the details when the resubmission leaves them out', async () => {
    const { submission } = await freshSubmission({ additionalInfo: 'Keep me.' });
    await requestRevision(submission.id);
    const response = await resubmit(submission.id, creator.token, { contentUrl: 'https://example.com/v2' });
    expect(response.json().submission).toMatchObject({ files: 'https://example.com/v2', content: 'Keep me.' });
  });

  it('answers 401 anonymous, 403 for a brand, 404 for another creator’s or a missing submission; nothing stored', async () => {
    const { submission } = await freshSubmission();
    await requestRevision(submission.id);
    expect((await resubmit(submission.id, null)).statusCode).toBe(401);
    expect((await resubmit(submission.id, brand.token)).statusCode).toBe(403);
    const foreign = await resubmit(submission.id, otherCreator.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Submission not found', code: 'NOT_FOUND' });
    expect((await resubmit(MISSING_ID)).statusCode).toBe(404);
    expect(await stored(submission.id)).toMatchObject({ history: 1, revision_note: 'Louder.' });
  });

  it.each([
    [{}, SUBMISSION_MESSAGES.contentUrlRequired],
    [{ contentUrl: 'javascript:alert(1)' }, SUBMISSION_MESSAGES.invalidUrl],
    [{ contentUrl: 'https://example.com/x', additionalInfo: 'x'.repeat(5001) }, null],
    [{ contentUrl: 'https://example.com/x', status: 'approved' }, null],
  ])('refuses bad body #%# with 400 and stores nothing', async (payload, message) => {
    const { submission } = await freshSubmission();
    await requestRevision(submission.id);
    const response = await resubmit(submission.id, creator.token, payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().error).toBe(message);
    expect(await stored(submission.id)).toMatchObject({ history: 1, revision_note: 'Louder.' });
  });

  it('refuses without an open request (409) and after the deadline (409); nothing stored', async () => {
    const { submission, brief } = await freshSubmission();
    const none = await resubmit(submission.id);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ error: REVISION_MESSAGES.nothingRequested, code: 'NO_REVISION_REQUESTED' });

    await requestRevision(submission.id);
    await passDeadline(t.database.db, brief.id);
    const late = await resubmit(submission.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: SUBMISSION_MESSAGES.briefClosed, code: 'BRIEF_CLOSED' });
    expect(await stored(submission.id)).toMatchObject({ history: 1, revision_note: 'Louder.' });
  });
});

describe('GET /api/submissions/:id/history', () => {
  let brief: TBrandBrief;
  let submissionId: string;
  beforeAll(async () => {
    const made = await freshSubmission({ contentUrl: 'https://example.com/v1', additionalInfo: 'One.' });
    brief = made.brief;
    submissionId = made.submission.id;
    await requestRevision(submissionId, brand.token, { note: 'First note.' });
    await resubmit(submissionId, creator.token, { contentUrl: 'https://example.com/v2', additionalInfo: 'Two.' });
    await requestRevision(submissionId, brand.token, { note: 'Second note.' });
  });

  it('shows both sides each version and each request, oldest first, with times', async () => {
    for (const token of [brand.token, creator.token]) {
      const response = await historyOf(submissionId, token);
      expect(response.statusCode, response.body).toBe(200);
      const { history } = response.json();
      expect(history).toEqual([
        expect.objectContaining({
          kind: 'version',
          version: 1,
          contentUrl: 'https://example.com/v1',
          additionalInfo: 'One.',
          current: false,
        }),
        { kind: 'revision_requested', note: 'First note.', at: expect.any(String) },
        expect.objectContaining({
          kind: 'version',
          version: 2,
          contentUrl: 'https://example.com/v2',
          additionalInfo: 'Two.',
          current: true,
        }),
        { kind: 'revision_requested', note: 'Second note.', at: expect.any(String) },
      ]);
      const times = history.map((entry: { at: string }) => Date.parse(entry.at));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
    expect(brief.id).toBeTruthy();
  });

  it('answers 401 anonymous, 403 for an admin, 404 for another brand or creator and a missing id, 400 for a bad id', async () => {
    expect((await historyOf(submissionId, undefined)).statusCode).toBe(401);
    expect((await historyOf(submissionId, admin.token)).statusCode).toBe(403);
    expect((await historyOf(submissionId, otherBrand.token)).statusCode).toBe(404);
    expect((await historyOf(submissionId, otherCreator.token)).statusCode).toBe(404);
    expect((await historyOf(MISSING_ID, brand.token)).statusCode).toBe(404);
    expect((await historyOf('nope', brand.token)).statusCode).toBe(400);
  });

  it('has one version for a submission never revised', async () => {
    const { submission } = await freshSubmission();
    const { history } = (await historyOf(submission.id, creator.token)).json();
    expect(history).toEqual([expect.objectContaining({ kind: 'version', version: 1, current: true })]);
  });
});
