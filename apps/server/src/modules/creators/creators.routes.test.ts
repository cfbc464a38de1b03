import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBrandBrief } from '@briefly/shared/briefs';
import { MESSAGES } from '@briefly/shared/errors';
import { RECENT_ACTIVITY_LIMIT } from '@briefly/shared/submissions';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../../../test/test-app.ts';
import {
  applyPayload,
  bearer,
  connectPayoutAccount,
  createBrand,
  createCreator,
  createFundedBrief,
  createSubmission,
  distribute,
  reviewSubmission,
  uniqueSuffix,
  winnerEntry,
} from '../../../test/factories.ts';
import { lastMonths } from '../../lib/months.ts';
import { createSubmissionsService } from '../submissions/submissions.service.ts';
import { postTransaction } from '../ledger/ledger.service.ts';
import { briefPoolAccount, creatorWalletAccount, LEDGER_KINDS } from '../ledger/ledger.accounts.ts';
import { ledgerInvariantViolations } from '../ledger/ledger.invariants.ts';

let t: TestApp;
let brand: { token: string; id: string };
let brief: TBrandBrief;

beforeAll(async () => {
  t = await createTestApp();
  const created = await createBrand(t.app);
  brand = { token: created.token, id: created.user.id };
  brief = await createFundedBrief(t.app, brand.token, { reward: 1000 });
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const newCreator = async (overrides: Parameters<typeof createCreator>[1] = {}) => {
  const created = await createCreator(t.app, overrides);
  return { token: created.token, id: created.user.id };
};

describe.each(['/api/creators/profile', '/api/creators/dashboard', '/api/creators/analytics'])(
  'GET %s access',
  (url) => {
    it('returns 401 when anonymous and 403 for a brand', async () => {
      expect((await inject('GET', url)).statusCode).toBe(401);
      expect((await inject('GET', url, brand.token)).statusCode).toBe(403);
    });
  },
);

describe('GET and PUT /api/creators/profile', () => {
  const profileBody = (overrides: Record<string, unknown> = {}) => ({
    fullName: 'Maya Chen',
    userName: `maya_${uniqueSuffix()}`,
    socialInstagram: '@maya',
    socialTikTok: '@maya.tt',
    socialYouTube: 'MayaCreates',
    socialTwitter: '',
    socialLinkedIn: '',
    ...overrides,
  });

  it('answers the creator’s profile, and no secrets', async () => {
    const creator = await createCreator(t.app, { fullName: 'Pat Profile', socialTikTok: '@pat' });
    const response = await inject('GET', '/api/creators/profile', creator.token);
    expect(response.statusCode).toBe(200);
    const { profile } = response.json();
    expect(profile).toEqual({
      id: creator.user.id,
      email: creator.user.email,
      fullName: 'Pat Profile',
      userName: expect.any(String),
      socialInstagram: '',
      socialTikTok: '@pat',
      socialYouTube: '',
      socialTwitter: '',
      socialLinkedIn: '',
      createdAt: expect.any(String),
    });
  });

  it('saves the profile (Save Changes works) and trims it', async () => {
    const creator = await newCreator();
    const body = profileBody({ fullName: '  Maya C.  ' });
    const response = await inject('PUT', '/api/creators/profile', creator.token, body);
    expect(response.statusCode).toBe(200);
    expect(response.json().profile).toMatchObject({ ...body, fullName: 'Maya C.' });
    expect((await inject('GET', '/api/creators/profile', creator.token)).json().profile).toMatchObject({
      fullName: 'Maya C.',
      userName: body.userName,
    });
  });

  it('refuses a username taken by another creator, whatever its case (409)', async () => {
    const taken = `taken_${uniqueSuffix()}`;
    await newCreator({ userName: taken });
    const creator = await newCreator();
    const response = await inject(
      'PUT',
      '/api/creators/profile',
      creator.token,
      profileBody({ userName: taken.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: MESSAGES.usernameTaken, code: 'USERNAME_TAKEN' });
  });

  it('lets a creator change the case of their own username', async () => {
    const userName = `own_${uniqueSuffix()}`;
    const creator = await newCreator({ userName });
    const response = await inject(
      'PUT',
      '/api/creators/profile',
      creator.token,
      profileBody({ userName: userName.toUpperCase() }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().profile.userName).toBe(userName.toUpperCase());
  });

  it.each([
    { email: 'new@example.test' },
    { id: '00000000-0000-4000-8000-000000000000' },
    { type: 'admin' },
    { isVerified: true },
  ])('refuses the field %o (400) and changes nothing', async (extra) => {
    const creator = await createCreator(t.app);
    const response = await inject('PUT', '/api/creators/profile', creator.token, { ...profileBody(), ...extra });
    expect(response.statusCode).toBe(400);
    const { profile } = (await inject('GET', '/api/creators/profile', creator.token)).json();
    expect(profile).toMatchObject({ email: creator.user.email, fullName: 'Cam Creator' });
  });

  it('validates with readable messages', async () => {
    const creator = await newCreator();
    const short = await inject('PUT', '/api/creators/profile', creator.token, profileBody({ userName: 'ab' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Username must be at least 3 characters long');
    expect(
      (await inject('PUT', '/api/creators/profile', creator.token, profileBody({ fullName: '  ' }))).json().error,
    ).toBe('Full name is required');
  });

  it('returns 401 when anonymous and 403 for a brand on PUT', async () => {
    expect((await inject('PUT', '/api/creators/profile', undefined, profileBody())).statusCode).toBe(401);
    expect((await inject('PUT', '/api/creators/profile', brand.token, profileBody())).statusCode).toBe(403);
  });
});

describe('GET /api/creators/dashboard', () => {
  it('counts this week’s submissions and lists recent activity, newest first', async () => {
    const creator = await newCreator();
    const [a, b] = await Promise.all([createFundedBrief(t.app, brand.token), createFundedBrief(t.app, brand.token)]);
    const first = await createSubmission(t.app, creator.token, a.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/briefs/${a.id}/apply`,
      headers: bearer(creator.token),
      payload: applyPayload({ additionalInfo: 'edited' }),
    });
    const second = await createSubmission(t.app, creator.token, b.id);
    await reviewSubmission(t.app, brand.token, second.id, 'approve');
    // Ten days ago, on a brief open then: not this week.
    const earlier = createSubmissionsService({
      db: t.database.db,
      events: t.app.services.events,
      briefs: t.app.services.briefs,
      payoutAccounts: t.app.services.payoutAccounts.directory,
      now: () => new Date(Date.now() - 10 * 24 * 3600 * 1000),
    });
    await earlier.apply({ id: creator.id, type: 'creator' }, brief.id, applyPayload());

    const response = await inject('GET', '/api/creators/dashboard', creator.token);
    expect(response.statusCode).toBe(200);
    const dashboard = response.json();
    expect(dashboard.submissionsThisWeek).toBe(2);
    expect(dashboard.totalEarnings).toBe(0);
    expect(dashboard.recentActivity.map((item: { kind: string; id: string }) => item.kind)).toEqual([
      'approved',
      'submitted',
      'updated',
      'submitted',
      'submitted',
    ]);
    expect(dashboard.recentActivity[0]).toMatchObject({
      id: `${second.id}:approved`,
      title: 'Submission shortlisted',
      detail: `${b.title} · Acme Studio`,
    });
    expect(dashboard.recentActivity[2]).toMatchObject({ id: `${first.id}:updated`, title: 'Application updated' });
    const times = dashboard.recentActivity.map((item: { at: string }) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  const activityOf = async (token: string) =>
    (await inject('GET', '/api/creators/dashboard', token)).json().recentActivity as {
      id: string;
      kind: string;
      title: string;
      detail: string;
    }[];

  it('shows a request for changes, a win and its reward held while the creator has no payout account', async () => {
    const creator = await newCreator();
    const won = await createFundedBrief(t.app, brand.token, { reward: 500 });
    const submission = await createSubmission(t.app, creator.token, won.id);
    const request = await inject('POST', `/api/brands/submissions/${submission.id}/request-revision`, brand.token, {
      note: 'Louder, please.',
    });
    expect(request.statusCode).toBe(200);
    expect(
      (await distribute(t.app, brand.token, won.id, [winnerEntry(submission, creator.id, 'cash', 200)])).statusCode,
    ).toBe(200);

    const activity = await activityOf(creator.token);
    expect(activity.map((item) => item.kind)).toEqual(['held', 'won', 'changes_requested', 'submitted']);
    expect(activity[0]).toMatchObject({
      id: `${submission.id}:held`,
      title: 'Reward held · $180.00',
      detail: `Waiting in your wallet until it can go to your payout account · ${won.title} · Acme Studio`,
    });
    expect(activity[1]).toMatchObject({ id: `${submission.id}:won`, title: expect.stringMatching(/^Winner/) });
    expect(activity[2]).toMatchObject({ title: 'Changes requested', detail: `${won.title} · Acme Studio` });
  });

  it('shows a win paid to the payout account and a win credited to the wallet, never a prize as paid', async () => {
    const creator = await newCreator();
    await connectPayoutAccount(t.app, creator.token, 'complete');
    const won = await createFundedBrief(t.app, brand.token, { reward: 500, amountOfWinners: 3 });
    const others = await Promise.all([newCreator(), newCreator()]);
    const cash = await createSubmission(t.app, creator.token, won.id);
    const [credit, prize] = await Promise.all(others.map((other) => createSubmission(t.app, other.token, won.id)));
    const response = await distribute(t.app, brand.token, won.id, [
      winnerEntry(cash, creator.id, 'cash', 100),
      winnerEntry(credit!, others[0]!.id, 'credit', 50),
      winnerEntry(prize!, others[1]!.id, 'prize'),
    ]);
    expect(response.statusCode).toBe(200);

    const paid = await activityOf(creator.token);
    expect(paid.map((item) => item.kind)).toEqual(['paid', 'won', 'submitted']);
    expect(paid[0]).toMatchObject({
      title: 'Reward paid · $90.00',
      detail: `To your payout account · ${won.title} · Acme Studio`,
    });
    const credited = await activityOf(others[0]!.token);
    expect(credited[0]).toMatchObject({ kind: 'paid', title: 'Reward credited · $45.00' });
    expect((await activityOf(others[1]!.token)).map((item) => item.kind)).toEqual(['won', 'submitted']);
  });

  it(`shows at most ${RECENT_ACTIVITY_LIMIT} activity items`, async () => {
    const creator = await newCreator();
    const briefs = await Promise.all(Array.from({ length: 6 }, () => createFundedBrief(t.app, brand.token)));
    for (const each of briefs)
      await reviewSubmission(t.app, brand.token, (await createSubmission(t.app, creator.token, each.id)).id, 'reject');
    const { recentActivity } = (await inject('GET', '/api/creators/dashboard', creator.token)).json();
    expect(recentActivity).toHaveLength(RECENT_ACTIVITY_LIMIT);
  });

  it('counts the briefs open to the creator: public ones, and private ones only once invited', async () => {
    const creator = await newCreator();
    const activeBriefs = async () =>
      (await inject('GET', '/api/creators/dashboard', creator.token)).json().activeBriefs as number;
    const before = await activeBriefs();
    const hidden = await createFundedBrief(t.app, brand.token, { isPrivate: true });
    await createFundedBrief(t.app, brand.token);
    const afterPublic = await activeBriefs();
    await t.app.services.briefs.inviteCreator({ id: brand.id, type: 'brand' }, hidden.id, creator.id);
    const afterInvite = await activeBriefs();
    // One database per file on PGlite: exact. On PostgreSQL other files add briefs meanwhile.
    if (TEST_DB_KIND === 'pglite') {
      expect(afterPublic - before).toBe(1);
      expect(afterInvite - afterPublic).toBe(1);
    } else {
      expect(afterInvite).toBeGreaterThanOrEqual(before + 2);
    }
  });

  it('reads total earnings from the ledger: net awards to the creator’s wallet, less awards taken back', async () => {
    const creator = await newCreator();
    const funded = await createFundedBrief(t.app, brand.token, { reward: 500 });
    const pool = briefPoolAccount(funded.id);
    const wallet = creatorWalletAccount(creator.id);
    // An award posted directly, as docs/product/money-and-ledger.md#flows describes it.
    await t.database.db.transaction((tx) =>
      postTransaction(tx, {
        kind: LEDGER_KINDS.rewardAward,
        referenceType: 'test',
        referenceId: `award-${creator.id}`,
        entries: [
          { account: pool, amountCents: -30_000 },
          { account: 'platform:fees', amountCents: 3_000 },
          { account: wallet, amountCents: 27_000 },
        ],
      }),
    );
    // Money coming back to the wallet that is not an award (a rejected withdrawal) is not earned again.
    await t.database.db.transaction(async (tx) => {
      await postTransaction(tx, {
        kind: LEDGER_KINDS.withdrawalRequest,
        referenceType: 'test',
        referenceId: `w-${creator.id}`,
        entries: [
          { account: wallet, amountCents: -5_000 },
          { account: `creator:${creator.id}:reserved`, amountCents: 5_000 },
        ],
      });
      await postTransaction(tx, {
        kind: LEDGER_KINDS.withdrawalReversal,
        referenceType: 'test',
        referenceId: `w-${creator.id}`,
        entries: [
          { account: `creator:${creator.id}:reserved`, amountCents: -5_000 },
          { account: wallet, amountCents: 5_000 },
        ],
      });
    });
    // An award taken back (its reversal) is not earned either.
    const taken = [
      { account: pool, amountCents: -10_000 },
      { account: 'platform:fees', amountCents: 1_000 },
      { account: wallet, amountCents: 9_000 },
    ];
    await t.database.db.transaction(async (tx) => {
      await postTransaction(tx, {
        kind: LEDGER_KINDS.rewardAward,
        referenceType: 'test',
        referenceId: `taken-${creator.id}`,
        entries: taken,
      });
      const reversed = taken.map((entry) => ({ ...entry, amountCents: -entry.amountCents }));
      await postTransaction(tx, {
        kind: LEDGER_KINDS.rewardReversal,
        referenceType: 'test',
        referenceId: `taken-${creator.id}`,
        entries: reversed,
      });
    });
    expect((await inject('GET', '/api/creators/dashboard', creator.token)).json().totalEarnings).toBe(270);
    expect((await inject('GET', '/api/creators/analytics', creator.token)).json().totalEarnings).toBe(270);
    expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
  });
});

describe('GET /api/creators/analytics', () => {
  it('answers zeros and no rating for a creator without submissions', async () => {
    const creator = await newCreator();
    const analytics = (await inject('GET', '/api/creators/analytics', creator.token)).json();
    expect(analytics).toEqual({
      totalSubmissions: 0,
      approvedSubmissions: 0,
      rejectedSubmissions: 0,
      pendingSubmissions: 0,
      totalEarnings: 0,
      successRate: 0,
      monthly: lastMonths(new Date(), 6).map((month) => ({ month, submissions: 0, approved: 0 })),
      completedProjects: 0,
      rating: null,
    });
  });

  it('computes totals, success rate, rating and the monthly series from the creator’s submissions', async () => {
    const creator = await newCreator();
    const briefs = await Promise.all(Array.from({ length: 4 }, () => createFundedBrief(t.app, brand.token)));
    const made = [];
    for (const each of briefs) made.push(await createSubmission(t.app, creator.token, each.id));
    await reviewSubmission(t.app, brand.token, made[0]!.id, 'approve');
    await reviewSubmission(t.app, brand.token, made[1]!.id, 'approve');
    await reviewSubmission(t.app, brand.token, made[2]!.id, 'reject');
    // Two months ago: lands in that month's bucket.
    const months = lastMonths(new Date(), 6);
    const twoMonthsAgo = new Date(`${months[3]}-15T12:00:00Z`);
    const earlier = createSubmissionsService({
      db: t.database.db,
      events: t.app.services.events,
      briefs: t.app.services.briefs,
      payoutAccounts: t.app.services.payoutAccounts.directory,
      now: () => twoMonthsAgo,
    });
    await earlier.apply({ id: creator.id, type: 'creator' }, brief.id, applyPayload());
    await createSubmission(t.app, (await newCreator()).token, briefs[0]!.id); // someone else's: not counted

    const analytics = (await inject('GET', '/api/creators/analytics', creator.token)).json();
    expect(analytics).toMatchObject({
      totalSubmissions: 5,
      approvedSubmissions: 2,
      rejectedSubmissions: 1,
      pendingSubmissions: 2,
      successRate: 40,
      completedProjects: 3,
      rating: 3.3,
    });
    expect(analytics.monthly.map((entry: { month: string }) => entry.month)).toEqual(months);
    expect(analytics.monthly[5]).toEqual({ month: months[5], submissions: 4, approved: 2 });
    expect(analytics.monthly[3]).toEqual({ month: months[3], submissions: 1, approved: 0 });
  });
});
