import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBrandBrief } from '@briefly/shared/briefs';
import type { TPendingReviewsResponse, TReview, TReviewsResponse } from '@briefly/shared/reputation';
import { queryRows } from '../../db/client.ts';
import { createMovableClock } from '../../platform/module.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  createAdmin,
  createBrand,
  createCreator,
  createFundedBrief,
  createSubmission,
  distribute,
  reviewSubmission,
  winnerEntry,
} from '../../../test/factories.ts';
import { runJobs, storedNotifications } from '../notifications/notifications.test-support.ts';

// Reviews both ways, verified and double-blind (docs/product/creator-profiles-and-reviews.md#reviews),
// on a clock the test moves: hidden until both sides reviewed or 14 days passed.

type Account = { token: string; id: string; userName?: string };
const DAY_MS = 24 * 60 * 60 * 1000;
const clock = createMovableClock();
let t: TestApp;
let brand: Account; // Peak: the brief's brand
let otherBrand: Account;
let winner: Account; // awarded
let shortlisted: Account; // approved, not awarded
let rejected: Account;
let outsider: Account;
let admin: { token: string };
let brief: TBrandBrief;

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const review = (token: string | undefined, revieweeId: string, rating = 5, extra: Record<string, unknown> = {}) =>
  call('POST', '/api/reviews', token, {
    briefId: brief.id,
    revieweeId,
    rating,
    text: 'Clear brief, quick answers.',
    ...extra,
  });
const received = async (userId: string) => {
  const response = await call('GET', `/api/reviews?userId=${userId}`);
  expect(response.statusCode).toBe(200);
  return response.json() as TReviewsResponse;
};
const account = async (make: Promise<{ token: string; user: { id: string } }>): Promise<Account> => {
  const made = await make;
  return { token: made.token, id: made.user.id };
};

beforeAll(async () => {
  t = await createTestApp({ clock });
  [brand, otherBrand, winner, shortlisted, rejected, outsider] = await Promise.all([
    account(createBrand(t.app, { companyName: 'Peak Outdoors' })),
    account(createBrand(t.app, { companyName: 'Lumen Labs' })),
    account(createCreator(t.app, { fullName: 'Maya Chen' })),
    account(createCreator(t.app, { fullName: 'Leo Martins' })),
    account(createCreator(t.app)),
    account(createCreator(t.app)),
  ]);
  admin = await createAdmin(t.app, t.database.db);
  brief = await createFundedBrief(t.app, brand.token, { reward: 500, title: 'Gear review' });
  const won = await createSubmission(t.app, winner.token, brief.id);
  const approved = await createSubmission(t.app, shortlisted.token, brief.id);
  const refused = await createSubmission(t.app, rejected.token, brief.id);
  await reviewSubmission(t.app, brand.token, approved.id, 'approve');
  await reviewSubmission(t.app, brand.token, refused.id, 'reject');
  // Before the winners are chosen, the brief is not open for reviews.
  const early = await review(winner.token, brand.id);
  expect(early.statusCode).toBe(409);
  expect(early.json().error).toContain('Reviews open once the brief’s winners are chosen');
  expect((await distribute(t.app, brand.token, brief.id, [winnerEntry(won, winner.id, 'prize')])).statusCode).toBe(200);
}, 90_000);
afterAll(() => t?.close());

describe('POST /api/reviews and the double-blind rule', () => {
  it('lists what each side can still review', async () => {
    const brandPending = (await call('GET', '/api/reviews/pending', brand.token)).json() as TPendingReviewsResponse;
    expect(brandPending.pending.map((item) => item.reviewee.id).sort()).toEqual([winner.id, shortlisted.id].sort());
    const creatorPending = (await call('GET', '/api/reviews/pending', winner.token)).json() as TPendingReviewsResponse;
    expect(creatorPending.pending).toEqual([
      expect.objectContaining({
        briefId: brief.id,
        briefTitle: 'Gear review',
        reviewee: expect.objectContaining({ id: brand.id, type: 'brand', name: 'Peak Outdoors' }),
      }),
    ]);
    expect((await call('GET', '/api/reviews/pending', outsider.token)).json()).toEqual({ pending: [], awaiting: [] });
  });

  it('keeps the first review hidden, then publishes both when the other side reviews', async () => {
    const first = await review(winner.token, brand.id, 5);
    expect(first.statusCode).toBe(201);
    expect((first.json().review as TReview).publishedAt).toBeNull();
    expect((await received(brand.id)).total).toBe(0);
    // The reviewer sees their own blind review; the reviewee does not.
    const awaiting = (await call('GET', '/api/reviews/pending', winner.token)).json() as TPendingReviewsResponse;
    expect(awaiting.pending).toEqual([]);
    expect(awaiting.awaiting.map((item) => item.rating)).toEqual([5]);

    const second = await review(brand.token, winner.id, 4, { text: 'Delivered early, great footage.' });
    expect(second.statusCode).toBe(201);
    expect((second.json().review as TReview).publishedAt).not.toBeNull();
    const ofBrand = await received(brand.id);
    expect(ofBrand).toMatchObject({ total: 1, averageRating: 5, page: 1, pageSize: 10 });
    expect(ofBrand.reviews[0]).toMatchObject({
      rating: 5,
      briefTitle: 'Gear review',
      reviewer: { id: winner.id, type: 'creator', name: 'Maya Chen' },
      reviewee: { id: brand.id, type: 'brand', name: 'Peak Outdoors', userName: null },
    });
    expect((await received(winner.id)).reviews.map((item) => item.text)).toEqual(['Delivered early, great footage.']);

    await runJobs(t.app);
    const [brandNotes, winnerNotes] = await Promise.all([
      storedNotifications(t.database.db, [brand.id]),
      storedNotifications(t.database.db, [winner.id]),
    ]);
    expect(brandNotes.map((note) => note.title)).toEqual(
      expect.arrayContaining(['Review your winner', 'You have a new review']),
    );
    expect(winnerNotes.map((note) => note.title)).toContain('You have a new review');
  });

  it('refuses a second review, and reviews of people one did not work with', async () => {
    const again = await review(winner.token, brand.id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('You already reviewed them for this brief; a review cannot be changed');
    const ofRejected = await review(brand.token, rejected.id);
    expect(ofRejected.statusCode).toBe(403);
    expect(ofRejected.json().error).toBe('You can review only creators you shortlisted or awarded on this brief');
    expect((await review(rejected.token, brand.id)).statusCode).toBe(403);
    expect((await review(shortlisted.token, winner.id)).statusCode).toBe(403);
    // Someone who had nothing to do with the brief: as if it did not exist.
    expect((await review(outsider.token, brand.id)).statusCode).toBe(404);
    expect((await review(otherBrand.token, winner.id)).statusCode).toBe(404);
    expect((await review(winner.token, winner.id)).statusCode).toBe(400);
  });

  it('refuses bad input with a sentence, anonymous callers and admins, and stores nothing', async () => {
    for (const [body, message] of [
      [{ rating: 0 }, 'Rating must be a whole number from 1 to 5'],
      [{ rating: 6 }, 'Rating must be a whole number from 1 to 5'],
      [{ rating: 4.5 }, 'Rating must be a whole number from 1 to 5'],
      [{ text: '' }, 'Write a few words about working together'],
      [{ text: 'x'.repeat(2001) }, 'Review can be at most 2,000 characters'],
      [{ text: '<script>alert(1)</script>' }, 'Review cannot contain HTML or scripts'],
      [{ briefId: 'nope' }, 'briefId must be a valid ID'],
    ] as const) {
      const response = await review(shortlisted.token, brand.id, 3, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBe(message);
    }
    expect((await review(undefined, brand.id)).statusCode).toBe(401);
    expect((await review(admin.token, brand.id)).statusCode).toBe(403);
    expect((await call('GET', '/api/reviews/pending')).statusCode).toBe(401);
    expect((await call('GET', '/api/reviews/pending', admin.token)).statusCode).toBe(403);
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from reviews where reviewer_id = ${shortlisted.id}`,
    );
    expect(count?.n).toBe(0);
  });

  it('publishes a one-sided review after 14 days, on the clock', async () => {
    const start = Date.now();
    expect((await review(brand.token, shortlisted.id, 2, { text: 'Late twice.' })).statusCode).toBe(201);
    clock.set(new Date(start + 13 * DAY_MS));
    await t.app.platform.jobs.scheduleDueRuns();
    await t.app.platform.jobs.drain();
    expect((await received(shortlisted.id)).total).toBe(0);
    clock.set(new Date(start + 14 * DAY_MS + 60_000));
    await t.app.platform.jobs.scheduleDueRuns();
    await t.app.platform.jobs.drain();
    const published = await received(shortlisted.id);
    expect(published.total).toBe(1);
    expect(published.reviews[0]).toMatchObject({ rating: 2, text: 'Late twice.' });
    clock.set(null);
  });

  it('answers 404 for the reviews of an unknown user and 400 for a bad query', async () => {
    expect((await call('GET', '/api/reviews?userId=00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('GET', '/api/reviews?userId=nope')).statusCode).toBe(400);
    expect((await call('GET', `/api/reviews?userId=${brand.id}&page=0`)).statusCode).toBe(400);
  });
});

describe('ratings and figures equal the hand-computed values', () => {
  it('averages the published reviews on the profile, the brand list and application cards', async () => {
    // A second brief, by another brand, where Maya wins again and is rated 3: (4 + 3) / 2 = 3.5 over 2 reviews.
    const second = await createFundedBrief(t.app, otherBrand.token, { reward: 300 });
    const submission = await createSubmission(t.app, winner.token, second.id);
    expect(
      (await distribute(t.app, otherBrand.token, second.id, [winnerEntry(submission, winner.id, 'prize')])).statusCode,
    ).toBe(200);
    const body = { briefId: second.id, text: 'Fine.' };
    expect(
      (await call('POST', '/api/reviews', otherBrand.token, { ...body, revieweeId: winner.id, rating: 3 })).statusCode,
    ).toBe(201);
    expect(
      (await call('POST', '/api/reviews', winner.token, { ...body, revieweeId: otherBrand.id, rating: 4 })).statusCode,
    ).toBe(201);

    const list = await received(winner.id);
    expect(list).toMatchObject({ total: 2, averageRating: 3.5 });
    const userName = (await call('GET', '/api/creators/me/profile', winner.token)).json().profile.userName as string;
    const profile = (await call('GET', `/api/creators/${userName}/profile`)).json().profile;
    // Won 2 briefs; both winning submissions approved; decided 2 of 2 → 100 %.
    expect(profile.figures).toEqual({
      briefsWon: 2,
      submissionsApproved: 2,
      approvalRate: 100,
      averageRating: 3.5,
      reviewCount: 2,
    });
    const cards = (await call('GET', `/api/brands/submissions?briefId=${second.id}`, otherBrand.token)).json();
    expect(cards.submissions[0].creator).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
  });
});

describe('replies', () => {
  it('lets the reviewee reply once, publicly; nobody else', async () => {
    const [ofWinner] = (await received(winner.id)).reviews.filter((item) => item.briefId === brief.id);
    const url = `/api/reviews/${ofWinner!.id}/reply`;
    expect((await call('POST', url, undefined, { text: 'Thanks!' })).statusCode).toBe(401);
    expect((await call('POST', url, admin.token, { text: 'Thanks!' })).statusCode).toBe(403);
    expect((await call('POST', url, brand.token, { text: 'Thanks!' })).statusCode).toBe(404);
    expect((await call('POST', url, winner.token, { text: '' })).statusCode).toBe(400);
    const replied = await call('POST', url, winner.token, { text: 'Thanks, it was a pleasure.' });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().review.reply).toMatchObject({ text: 'Thanks, it was a pleasure.' });
    expect((await call('POST', url, winner.token, { text: 'Again' })).statusCode).toBe(409);
    const shown = (await received(winner.id)).reviews.find((item) => item.id === ofWinner!.id);
    expect(shown?.reply?.text).toBe('Thanks, it was a pleasure.');
  });

  it('waits for the review to be published', async () => {
    const third = await createFundedBrief(t.app, brand.token, { reward: 300 });
    const submission = await createSubmission(t.app, outsider.token, third.id);
    await distribute(t.app, brand.token, third.id, [winnerEntry(submission, outsider.id, 'prize')]);
    const blind = await call('POST', '/api/reviews', brand.token, {
      briefId: third.id,
      revieweeId: outsider.id,
      rating: 5,
      text: 'Lovely.',
    });
    const id = (blind.json().review as TReview).id;
    const early = await call('POST', `/api/reviews/${id}/reply`, outsider.token, { text: 'Thanks' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('You can reply once the review is published');
  });
});

describe('reports and moderation', () => {
  it('takes a member’s report once, shows it to admins, and hides or restores the review with an audit row', async () => {
    const [ofBrand] = (await received(brand.id)).reviews;
    const url = `/api/reviews/${ofBrand!.id}/report`;
    expect((await call('POST', url, undefined, { reason: 'Unfair' })).statusCode).toBe(401);
    expect((await call('POST', url, admin.token, { reason: 'Unfair' })).statusCode).toBe(403);
    expect((await call('POST', url, winner.token, { reason: 'Unfair' })).statusCode).toBe(403);
    expect((await call('POST', url, brand.token, { reason: '' })).statusCode).toBe(400);
    expect((await call('POST', url, brand.token, { reason: 'Not what happened' })).statusCode).toBe(201);
    expect((await call('POST', url, brand.token, { reason: 'Again' })).statusCode).toBe(409);
    // The reporter's Report button then says "Reported": only their own reports are answered.
    const mine = `/api/reviews/reported-by-me?userId=${brand.id}`;
    expect((await call('GET', mine, brand.token)).json()).toEqual({ reviewIds: [ofBrand!.id] });
    expect((await call('GET', mine, winner.token)).json()).toEqual({ reviewIds: [] });
    expect((await call('GET', mine)).statusCode).toBe(401);
    expect((await call('GET', mine, admin.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/reviews/reported-by-me?userId=nope', brand.token)).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/reviews/00000000-0000-4000-8000-000000000000/report', brand.token, { reason: 'x' }))
        .statusCode,
    ).toBe(404);

    const reports = await call('GET', '/api/admin/reviews/reports', admin.token);
    expect(reports.statusCode).toBe(200);
    expect(reports.json().reports).toEqual([
      expect.objectContaining({
        hidden: false,
        review: expect.objectContaining({ id: ofBrand!.id }),
        reports: [expect.objectContaining({ reason: 'Not what happened', reporterName: 'Peak Outdoors' })],
      }),
    ]);
    const attention = (await call('GET', '/api/admin/attention', admin.token)).json();
    const reportedReviews = attention.sections.find((section: { kind: string }) => section.kind === 'reviews.reported');
    // The item opens the admin's Reported Reviews section (not Reported Chats).
    expect(reportedReviews.rows[0].link).toBe('/admin/dashboard?tab=reported-reviews');
    expect((await call('GET', '/api/admin/reviews/reports', brand.token)).statusCode).toBe(403);

    const hide = `/api/admin/reviews/${ofBrand!.id}/hide`;
    const why = { reason: 'Names a private person' };
    expect((await call('POST', hide, undefined, why)).statusCode).toBe(401);
    expect((await call('POST', hide, brand.token, why)).statusCode).toBe(403);
    expect((await call('POST', hide, admin.token, { reason: '  ' })).statusCode).toBe(400);
    expect((await call('POST', hide, admin.token)).statusCode).toBe(400);
    expect((await call('POST', hide, admin.token, why)).json()).toEqual({ id: ofBrand!.id, hidden: true });
    expect((await call('POST', hide, admin.token, why)).statusCode).toBe(409);
    expect((await received(brand.id)).total).toBe(0);
    expect((await call('GET', '/api/admin/reviews/reports', admin.token)).json().reports).toEqual([]);
    expect((await call('POST', `/api/admin/reviews/${ofBrand!.id}/restore`, admin.token)).statusCode).toBe(200);
    expect((await received(brand.id)).total).toBe(1);
    expect(
      (await call('POST', '/api/admin/reviews/00000000-0000-4000-8000-000000000000/hide', admin.token, why)).statusCode,
    ).toBe(404);
    const audits = await queryRows<{ action: string; data: { reason?: string } }>(
      t.database.db,
      sql`select action, data from audit_log where target_type = 'review' and target_id = ${ofBrand!.id} order by created_at`,
    );
    expect(audits.map((row) => row.action)).toEqual(['review.hidden', 'review.restored']);
    expect(audits[0]!.data.reason).toBe('Names a private person');
  });

  it('keeps a reported review: its open reports are dismissed with a note, audited, and leave Needs attention', async () => {
    const [ofBrand] = (await received(brand.id)).reviews;
    const keep = `/api/admin/reviews/${ofBrand!.id}/keep`;
    expect((await call('POST', keep, admin.token, { note: 'Fine' })).statusCode).toBe(409);
    expect(
      (await call('POST', `/api/reviews/${ofBrand!.id}/report`, outsider.token, { reason: 'Rude' })).statusCode,
    ).toBe(201);
    expect((await call('POST', keep, undefined, { note: 'Fine' })).statusCode).toBe(401);
    expect((await call('POST', keep, brand.token, { note: 'Fine' })).statusCode).toBe(403);
    expect((await call('POST', keep, admin.token, { note: '  ' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/api/admin/reviews/00000000-0000-4000-8000-000000000000/keep', admin.token, { note: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await call('POST', keep, admin.token, { note: 'Honest, if harsh' })).json()).toEqual({
      id: ofBrand!.id,
      hidden: false,
    });
    expect((await call('GET', '/api/admin/reviews/reports', admin.token)).json().reports).toEqual([]);
    expect((await received(brand.id)).total).toBe(1);
    // The reporter still sees "Reported" and cannot report it again.
    expect((await call('GET', `/api/reviews/reported-by-me?userId=${brand.id}`, outsider.token)).json()).toEqual({
      reviewIds: [ofBrand!.id],
    });
    expect(
      (await call('POST', `/api/reviews/${ofBrand!.id}/report`, outsider.token, { reason: 'Again' })).statusCode,
    ).toBe(409);
    const audits = await queryRows<{ action: string; data: { note: string } }>(
      t.database.db,
      sql`select action, data from audit_log where target_type = 'review' and target_id = ${ofBrand!.id} and action = 'review.reports_dismissed'`,
    );
    expect(audits).toEqual([expect.objectContaining({ data: expect.objectContaining({ note: 'Honest, if harsh' }) })]);
  });
});
