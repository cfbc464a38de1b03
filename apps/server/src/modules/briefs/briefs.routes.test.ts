import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { BRIEF_FUNDING_MESSAGES, BRIEF_MESSAGES } from '@briefly/shared/briefs';
import { CARD_ERROR_MESSAGES, TEST_CARDS } from '@briefly/shared/payments';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  briefPayload,
  confirmCard,
  createAdmin,
  createBrand,
  createCreator,
  createDraftBrief,
  createFundedBrief,
  createPaymentIntent,
  paidIntent,
  uniqueSuffix,
} from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { ledgerInvariantViolations } from '../ledger/ledger.invariants.ts';
import { balanceOf } from '../ledger/ledger.service.ts';
import { briefPoolAccount } from '../ledger/ledger.accounts.ts';

let t: TestApp;
let brand: { token: string; id: string };
let otherBrand: { token: string; id: string };
let creator: { token: string; id: string };
let admin: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  const [b, o, c] = await Promise.all([createBrand(t.app), createBrand(t.app), createCreator(t.app)]);
  brand = { token: b.token, id: b.user.id };
  otherBrand = { token: o.token, id: o.user.id };
  creator = { token: c.token, id: c.user.id };
  admin = await createAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const post = (url: string, token: string | undefined, payload?: unknown) => inject('POST', url, token, payload);
const expectLedgerHolds = async () => expect(await ledgerInvariantViolations(t.database.db)).toEqual([]);
const countBriefsOf = async (brandId: string) => {
  const [row] = await queryRows<{ count: number }>(
    t.database.db,
    sql`select count(*)::int as count from briefs where brand_id = ${brandId}`,
  );
  return Number(row?.count);
};
const countBriefsTitled = async (title: string) => {
  const [row] = await queryRows<{ count: number }>(
    t.database.db,
    sql`select count(*)::int as count from briefs where title = ${title}`,
  );
  return Number(row?.count);
};

describe('POST /api/briefs', () => {
  it('returns 401 with the spec message when anonymous', async () => {
    const response = await post('/api/briefs', undefined, briefPayload());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: BRIEF_MESSAGES.loginRequired, code: 'UNAUTHENTICATED' });
  });

  it.each([
    ['a creator', () => creator.token],
    ['an admin', () => admin.token],
  ])('returns 403 for %s', async (_who, token) => {
    const response = await post('/api/briefs', token(), briefPayload());
    expect(response.statusCode).toBe(403);
  });

  it('saves an unfunded draft without a payment, with the automatic tier split', async () => {
    const payload = briefPayload({ reward: 500, amountOfWinners: 2 });
    const response = await post('/api/briefs', brand.token, payload);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.id).toBe(body.brief.id);
    expect(body.brief).toMatchObject({
      title: payload.title,
      status: 'draft',
      isFunded: false,
      fundedAt: null,
      reward: 500,
      totalRewardValue: 500,
      fundedAmount: 0,
      heldAmount: 0,
      submissionsCount: 0,
      winnersCount: 0,
      template: 'ecommerce-product',
      brand: { id: brand.id, companyName: 'Acme Studio' },
    });
    expect(body.brief.rewardTiers.map((tier: { name: string; amount: number }) => [tier.name, tier.amount])).toEqual([
      ['1st Place', 300],
      ['2nd Place', 200],
    ]);
  });

  it('never trusts isFunded, fundedAt or status from the body: without a payment it is a draft', async () => {
    const payload = briefPayload({ isFunded: true, fundedAt: new Date().toISOString(), status: 'active' });
    const response = await post('/api/briefs', brand.token, payload);
    expect(response.statusCode).toBe(201);
    expect(response.json().brief).toMatchObject({ status: 'draft', isFunded: false, fundedAt: null });
  });

  it('accepts the figures the reference client sends with a whole brief and never trusts them (decision 013)', async () => {
    const payload = briefPayload({
      totalRewardValue: 9_999,
      totalRewardsPaid: 100,
      winnerRewards: [{ position: 1, amount: 9_999 }],
    });
    const response = await post('/api/briefs', brand.token, payload);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().brief).toMatchObject({
      totalRewardValue: 500,
      totalRewardsPaid: 0,
      winnerRewards: [
        { position: 1, amount: 300 },
        { position: 2, amount: 200 },
      ],
    });
  });

  it.each([
    { brandId: '00000000-0000-4000-8000-000000000000' },
    { id: '00000000-0000-4000-8000-000000000000' },
    { winnersCount: 3 },
  ])('refuses the unknown or server-owned field %o and creates nothing', async (extra) => {
    const payload = { ...briefPayload(), ...extra };
    const response = await post('/api/briefs', brand.token, payload);
    expect(response.statusCode).toBe(400);
    expect(await countBriefsTitled(payload.title)).toBe(0);
  });

  // The creation checks in their order (docs/product/briefs.md#creation-checks), each with its own message.
  it.each([
    ['a blank title', { title: '  ' }, BRIEF_MESSAGES.requiredFields],
    ['no description', { description: undefined }, BRIEF_MESSAGES.requiredFields],
    ['blank requirements', { requirements: '' }, BRIEF_MESSAGES.requiredFields],
    ['a blank title and no deadline (the first rule wins)', { title: '', deadline: '' }, BRIEF_MESSAGES.requiredFields],
    ['no deadline', { deadline: '' }, BRIEF_MESSAGES.deadline],
    ['a deadline that is not a date', { deadline: 'next week' }, BRIEF_MESSAGES.deadline],
    ['zero winners', { amountOfWinners: 0 }, BRIEF_MESSAGES.winners],
    ['no reward tiers', { rewardTiers: [] }, BRIEF_MESSAGES.tiers],
    ['tiers without amounts', { rewardTiers: [{ cashAmount: 0, creditAmount: 0 }] }, BRIEF_MESSAGES.tierAmounts],
    ['eleven winners', { amountOfWinners: 11 }, BRIEF_MESSAGES.maxWinners],
    ['a reward under $1', { reward: 0.5, rewardTiers: [{ cashAmount: 0.5 }] }, BRIEF_MESSAGES.minReward],
    [
      'tiers over the pool',
      { reward: 100, rewardTiers: [{ cashAmount: 80 }, { cashAmount: 30 }] },
      BRIEF_MESSAGES.tiersExceedPool,
    ],
    ['a past deadline', { deadline: '2020-01-01T00:00:00Z' }, BRIEF_MESSAGES.deadlinePast],
    ['fractions of a cent', { reward: 10.005 }, BRIEF_MESSAGES.cents],
  ])('refuses %s with 400 and the spec message, creating nothing', async (_name, overrides, message) => {
    const payload = briefPayload(overrides);
    // Counted by this file's brand, not by title: a blank title is shared by other files' drafts in one database.
    const before = await countBriefsOf(brand.id);
    const response = await post('/api/briefs', brand.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_ERROR' });
    expect(await countBriefsOf(brand.id)).toBe(before);
  });

  it('keeps custom tiers, naming unnamed ones by place', async () => {
    const response = await post(
      '/api/briefs',
      brand.token,
      briefPayload({
        reward: 100,
        rewardTiers: [{ name: 'Grand prize', cashAmount: 50, creditAmount: 20 }, { cashAmount: 30 }],
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().brief.rewardTiers).toMatchObject([
      { name: 'Grand prize', position: 1, cashAmount: 50, creditAmount: 20, amount: 70 },
      { name: '2nd Place', position: 2, cashAmount: 30, creditAmount: 0, amount: 30 },
    ]);
  });

  it('accepts tiers as the spec’s brand client builds them: amount counts as cash, the server numbers them', async () => {
    const specTiers = [
      { tierNumber: 7, name: 'Winner', description: 'Best video', amount: 60, position: 9, isActive: false },
      { tierNumber: 8, name: '', description: '', amount: 40, position: 1, isActive: true },
    ];
    const response = await post('/api/briefs', brand.token, briefPayload({ reward: 100, rewardTiers: specTiers }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().brief.rewardTiers).toMatchObject([
      {
        tierNumber: 1,
        position: 1,
        name: 'Winner',
        description: 'Best video',
        cashAmount: 60,
        creditAmount: 0,
        amount: 60,
        isActive: true,
      },
      { tierNumber: 2, position: 2, name: '2nd Place', cashAmount: 40, creditAmount: 0, amount: 40, isActive: true },
    ]);
    // A given split wins over amount; an amount still follows the money rules.
    const split = await post(
      '/api/briefs',
      brand.token,
      briefPayload({ reward: 100, rewardTiers: [{ amount: 999, cashAmount: 30, creditAmount: 20 }] }),
    );
    expect(split.json().brief.rewardTiers).toMatchObject([{ cashAmount: 30, creditAmount: 20, amount: 50 }]);
    const negative = await post(
      '/api/briefs',
      brand.token,
      briefPayload({ reward: 100, rewardTiers: [{ amount: -5 }] }),
    );
    expect(negative.statusCode).toBe(400);
  });

  describe('with a payment intent', () => {
    it('funds and publishes the brief with a paid 4242 intent, posting card payments → pool', async () => {
      const payload = briefPayload({ reward: 750 });
      const intent = await paidIntent(t.app, brand.token, 75_000);
      const response = await post('/api/briefs', brand.token, {
        ...payload,
        paymentIntentId: intent.paymentIntentId,
        isFunded: false,
        status: 'active',
      });
      expect(response.statusCode).toBe(201);
      const brief = response.json().brief;
      expect(brief).toMatchObject({ status: 'published', isFunded: true, fundedAmount: 750, heldAmount: 750 });
      expect(Date.parse(brief.fundedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(await balanceOf(t.database.db, briefPoolAccount(brief.id))).toBe(75_000);
      await expectLedgerHolds();
    });

    it.each([
      ['declined', TEST_CARDS.declined, CARD_ERROR_MESSAGES.declined],
      ['insufficient funds', TEST_CARDS.insufficientFunds, CARD_ERROR_MESSAGES.insufficientFunds],
      ['expired', TEST_CARDS.expired, CARD_ERROR_MESSAGES.expired],
    ])('refuses an intent whose card was %s (402) and creates nothing', async (_name, card, message) => {
      const payload = briefPayload({ reward: 20 });
      const intent = await createPaymentIntent(t.app, brand.token, 2000);
      const confirmed = await confirmCard(t.app, intent, card);
      expect(confirmed.statusCode).toBe(402);
      expect(confirmed.json()).toMatchObject({ error: message, code: 'CARD_DECLINED' });
      const response = await post('/api/briefs', brand.token, { ...payload, paymentIntentId: intent.paymentIntentId });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ error: BRIEF_FUNDING_MESSAGES.paymentNotSucceeded, code: 'PAYMENT_REQUIRED' });
      expect(await countBriefsTitled(payload.title)).toBe(0);
      await expectLedgerHolds();
    });

    it('refuses an intent that was never confirmed (402)', async () => {
      const intent = await createPaymentIntent(t.app, brand.token, 50_000);
      const response = await post('/api/briefs', brand.token, {
        ...briefPayload(),
        paymentIntentId: intent.paymentIntentId,
      });
      expect(response.statusCode).toBe(402);
    });

    it('refuses an under-paid intent with 409 and says both amounts', async () => {
      const payload = briefPayload({ reward: 500 });
      const intent = await paidIntent(t.app, brand.token, 40_000);
      const response = await post('/api/briefs', brand.token, { ...payload, paymentIntentId: intent.paymentIntentId });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: "The payment was for $400.00, but the brief's reward is $500.00",
        code: 'PAYMENT_AMOUNT_MISMATCH',
      });
      expect(await countBriefsTitled(payload.title)).toBe(0);
      await expectLedgerHolds();
    });

    it('refuses an intent that already funded a brief (409) and funds nothing twice', async () => {
      const intent = await paidIntent(t.app, brand.token, 50_000);
      const first = await post('/api/briefs', brand.token, {
        ...briefPayload(),
        paymentIntentId: intent.paymentIntentId,
      });
      expect(first.statusCode).toBe(201);
      const secondPayload = briefPayload();
      const second = await post('/api/briefs', brand.token, {
        ...secondPayload,
        paymentIntentId: intent.paymentIntentId,
      });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ error: BRIEF_FUNDING_MESSAGES.paymentAlreadyUsed, code: 'PAYMENT_ALREADY_USED' });
      expect(await countBriefsTitled(secondPayload.title)).toBe(0);
      await expectLedgerHolds();
    });

    it("refuses another brand's intent, and an unknown one, as not found", async () => {
      const theirs = await paidIntent(t.app, otherBrand.token, 50_000);
      for (const paymentIntentId of [theirs.paymentIntentId, 'pi_test_does_not_exist']) {
        const response = await post('/api/briefs', brand.token, { ...briefPayload(), paymentIntentId });
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('PAYMENT_NOT_FOUND');
      }
    });

    it('creates a funded draft when asked for one explicitly', async () => {
      const brief = await createFundedBrief(t.app, brand.token, { status: 'draft' });
      expect(brief).toMatchObject({ status: 'draft', isFunded: true });
    });
  });
});

describe('PUT /api/briefs/:id', () => {
  it('returns 401 when anonymous, 403 for a creator, 404 for another brand, 400 for a bad id', async () => {
    const brief = await createDraftBrief(t.app, brand.token);
    expect((await inject('PUT', `/api/briefs/${brief.id}`, undefined, { status: 'archived' })).statusCode).toBe(401);
    expect((await inject('PUT', `/api/briefs/${brief.id}`, creator.token, { status: 'archived' })).statusCode).toBe(
      403,
    );
    const theirs = await inject('PUT', `/api/briefs/${brief.id}`, otherBrand.token, { status: 'archived' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'Brief not found', code: 'NOT_FOUND' });
    const bad = await inject('PUT', '/api/briefs/not-a-uuid', brand.token, { status: 'archived' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid brief ID');
  });

  it('refuses to publish an unfunded brief', async () => {
    const brief = await createDraftBrief(t.app, brand.token);
    const response = await inject('PUT', `/api/briefs/${brief.id}`, brand.token, { status: 'published' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: BRIEF_FUNDING_MESSAGES.fundBeforePublishing, code: 'BRIEF_NOT_FUNDED' });
  });

  it('moves a funded brief between draft, published and archived', async () => {
    const brief = await createFundedBrief(t.app, brand.token);
    const toDraft = await inject('PUT', `/api/briefs/${brief.id}`, brand.token, { status: 'draft' });
    expect(toDraft.json().brief).toMatchObject({ status: 'draft', archivedAt: null });
    const archived = await inject('PUT', `/api/briefs/${brief.id}`, brand.token, { status: 'archived' });
    expect(archived.json().brief.status).toBe('archived');
    expect(archived.json().brief.archivedAt).not.toBeNull();
    const published = await inject('PUT', `/api/briefs/${brief.id}`, brand.token, { status: 'active' });
    expect(published.json().brief).toMatchObject({ status: 'published', archivedAt: null });
  });

  it('edits every field, keeps template and location when left out, and re-splits the tiers', async () => {
    const brief = await createDraftBrief(t.app, brand.token, {
      location: 'Berlin',
      template: 'tweets',
      reward: 100,
      amountOfWinners: 1,
    });
    const edit = {
      title: 'New title',
      description: 'Our software API explained',
      requirements: 'New requirements',
      deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      reward: 300,
      amountOfWinners: 3,
      isPrivate: true,
      additionalFields: { hashtags: ['#a', '#b'] },
    };
    const response = await inject('PUT', `/api/briefs/${brief.id}`, brand.token, edit);
    expect(response.statusCode).toBe(200);
    const updated = response.json().brief;
    expect(updated).toMatchObject({
      ...edit,
      location: 'Berlin',
      template: 'tweets',
      category: 'technical',
      status: 'draft',
    });
    expect(updated.rewardTiers.map((tier: { amount: number }) => tier.amount)).toEqual([150, 90, 60]);
  });

  it('answers edits with the spec messages', async () => {
    const brief = await createDraftBrief(t.app, brand.token);
    const response = await inject('PUT', `/api/briefs/${brief.id}`, brand.token, { ...briefPayload(), title: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(BRIEF_MESSAGES.requiredFields);
    const overPool = await inject('PUT', `/api/briefs/${brief.id}`, brand.token, {
      ...briefPayload({ reward: 100 }),
      rewardTiers: [{ cashAmount: 101 }],
    });
    expect(overPool.statusCode).toBe(400);
    expect(overPool.json().error).toBe(BRIEF_MESSAGES.tiersExceedPool);
  });

  it("does not let a funded brief's reward drop below, or rise above, what it was funded with", async () => {
    const brief = await createFundedBrief(t.app, brand.token, { reward: 500 });
    const body = { ...briefPayload({ title: brief.title }), deadline: brief.deadline };
    const lower = await inject('PUT', `/api/briefs/${brief.id}`, brand.token, { ...body, reward: 400 });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().error).toBe(`${BRIEF_FUNDING_MESSAGES.rewardBelowFunded} ($500.00)`);
    const higher = await inject('PUT', `/api/briefs/${brief.id}`, brand.token, { ...body, reward: 600 });
    expect(higher.statusCode).toBe(409);
    expect(higher.json().error).toBe(`${BRIEF_FUNDING_MESSAGES.rewardAboveHeld} ($500.00)`);
    const same = await inject('PUT', `/api/briefs/${brief.id}`, brand.token, {
      ...body,
      reward: 500,
      description: 'Clearer description',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().brief).toMatchObject({ description: 'Clearer description', isFunded: true, heldAmount: 500 });
    await expectLedgerHolds();
  });
});

describe('DELETE /api/briefs/:id', () => {
  it('deletes an unfunded draft', async () => {
    const brief = await createDraftBrief(t.app, brand.token);
    const response = await inject('DELETE', `/api/briefs/${brief.id}`, brand.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: brief.id, deleted: true });
    expect((await inject('GET', `/api/briefs/${brief.id}/public`, brand.token)).statusCode).toBe(404);
  });

  it('refuses while money is held for the brief', async () => {
    const brief = await createFundedBrief(t.app, brand.token, { reward: 250 });
    const response = await inject('DELETE', `/api/briefs/${brief.id}`, brand.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'This brief holds $250.00 and cannot be deleted. Archive it instead.',
      code: 'BRIEF_HAS_FUNDS',
    });
    await expectLedgerHolds();
  });

  it('returns 401, 403, 404 and 400 as it should', async () => {
    const brief = await createDraftBrief(t.app, brand.token);
    expect((await inject('DELETE', `/api/briefs/${brief.id}`)).statusCode).toBe(401);
    expect((await inject('DELETE', `/api/briefs/${brief.id}`, creator.token)).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/briefs/${brief.id}`, otherBrand.token)).statusCode).toBe(404);
    expect((await inject('DELETE', '/api/briefs/12345', brand.token)).statusCode).toBe(400);
  });
});

describe('GET /api/brands/briefs', () => {
  it("lists only the brand's own briefs, newest first, with tiers and funding", async () => {
    const own = await createBrand(t.app);
    const draft = await createDraftBrief(t.app, own.token, { reward: 90, amountOfWinners: 3 });
    const funded = await createFundedBrief(t.app, own.token, { reward: 120 });
    await createDraftBrief(t.app, otherBrand.token);
    const response = await inject('GET', '/api/brands/briefs', own.token);
    expect(response.statusCode).toBe(200);
    const { briefs } = response.json();
    expect(briefs.map((brief: { id: string }) => brief.id)).toEqual([funded.id, draft.id]);
    expect(briefs[0]).toMatchObject({
      isFunded: true,
      fundedAmount: 120,
      heldAmount: 120,
      submissionsCount: 0,
      winnersCount: 0,
    });
    expect(briefs[1]).toMatchObject({ isFunded: false, fundedAmount: 0, heldAmount: 0 });
    expect(briefs[1].rewardTiers).toHaveLength(3);
  });

  it('returns 401 when anonymous and 403 for a creator', async () => {
    expect((await inject('GET', '/api/brands/briefs')).statusCode).toBe(401);
    expect((await inject('GET', '/api/brands/briefs', creator.token)).statusCode).toBe(403);
  });
});

describe('GET /api/brands/creators', () => {
  it('lists active creators as profile cards (id, name, email and their record with this brand), and the real total', async () => {
    const named = await createCreator(t.app, { fullName: `Named ${uniqueSuffix()}` });
    const all = await inject('GET', '/api/brands/creators?limit=100', brand.token);
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.total).toBeGreaterThanOrEqual(2);
    if (body.total <= 100)
      expect(body.creators).toContainEqual({
        id: named.user.id,
        name: named.user.fullName,
        email: named.user.email,
        userName: named.user.userName,
        averageRating: null,
        reviewCount: 0,
        briefsWonWithBrand: 0,
        lastSubmission: null,
      });
    const one = await inject('GET', '/api/brands/creators?limit=1', brand.token);
    expect(one.json().creators).toHaveLength(1);
    expect(Object.keys(one.json().creators[0]).sort()).toEqual([
      'averageRating',
      'briefsWonWithBrand',
      'email',
      'id',
      'lastSubmission',
      'name',
      'reviewCount',
      'userName',
    ]);
  });

  it('searches by part of a name, username or email, case-insensitively and literally, with the matching total', async () => {
    const tag = uniqueSuffix();
    const byName = await createCreator(t.app, { fullName: `Zelda Qx${tag}` });
    const byUser = await createCreator(t.app, { userName: `qx${tag}_films` });
    const byEmail = await createCreator(t.app, { email: `qx${tag}@studio.test` });
    await createCreator(t.app, { fullName: `Other ${tag}` });
    const found = await inject(
      'GET',
      `/api/brands/creators?search=${encodeURIComponent(`  QX${tag.toUpperCase()} `)}`,
      brand.token,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json().total).toBe(3);
    expect(
      found
        .json()
        .creators.map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([byName.user.id, byUser.user.id, byEmail.user.id].sort());
    // Wildcards are text: '%' and '_' match nothing special.
    expect((await inject('GET', '/api/brands/creators?search=%25', brand.token)).json()).toEqual({
      creators: [],
      total: 0,
    });
    expect((await inject('GET', `/api/brands/creators?search=${'x'.repeat(101)}`, brand.token)).statusCode).toBe(400);
    // Blank is everyone.
    expect(
      (await inject('GET', '/api/brands/creators?search=%20%20&limit=1', brand.token)).json().total,
    ).toBeGreaterThanOrEqual(4);
  });

  it('refuses a bad limit, anonymous callers and creators', async () => {
    expect((await inject('GET', '/api/brands/creators?limit=0', brand.token)).statusCode).toBe(400);
    expect((await inject('GET', '/api/brands/creators')).statusCode).toBe(401);
    expect((await inject('GET', '/api/brands/creators', creator.token)).statusCode).toBe(403);
  });
});

describe('GET /api/rewards/analytics/brand', () => {
  it('computes every figure from the brand’s briefs and the ledger', async () => {
    const own = await createBrand(t.app);
    const funded = await createFundedBrief(t.app, own.token, { reward: 300, amountOfWinners: 3 });
    await createDraftBrief(t.app, own.token, { reward: 100, amountOfWinners: 1 });
    const response = await inject('GET', '/api/rewards/analytics/brand', own.token);
    expect(response.statusCode).toBe(200);
    const analytics = response.json();
    expect(analytics).toMatchObject({
      totalSpent: 300,
      totalRewards: 400,
      totalRewardValue: 400,
      activeCampaigns: 1,
      conversionRate: 0,
      totalBriefs: 2,
      totalSubmissions: 0,
      averageReward: 200,
    });
    expect(analytics.recentBriefs).toHaveLength(2);
    expect(analytics.topPerformingBriefs[0]).toEqual({
      id: funded.id,
      title: funded.title,
      submissions: 0,
      status: 'published',
    });
    expect(analytics.monthlyTrends).toHaveLength(6);
    expect(analytics.monthlyTrends.at(-1)).toEqual({
      month: new Date().toISOString().slice(0, 7),
      briefs: 2,
      submissions: 0,
    });
    expect(analytics.briefPerformance).toContainEqual({
      id: funded.id,
      title: funded.title,
      submissions: 0,
      totalRewardValue: 300,
      status: 'published',
    });
  });

  it('returns 401 when anonymous and 403 for a creator', async () => {
    expect((await inject('GET', '/api/rewards/analytics/brand')).statusCode).toBe(401);
    expect((await inject('GET', '/api/rewards/analytics/brand', creator.token)).statusCode).toBe(403);
  });
});
