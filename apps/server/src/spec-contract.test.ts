import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGoogleFixture } from '../test/google-fixture.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { runJobs } from './modules/notifications/notifications.test-support.ts';
import {
  bearer,
  createAdmin,
  finishOnboarding,
  payCheckout,
  paidIntent,
  TEST_PASSWORD,
  uniqueEmail,
  uniqueSuffix,
  verifyEmailOf,
} from '../test/factories.ts';
import type { TAuthResponse } from '@briefly/shared/auth';

// The contract with the product's reference client (docs/product/README.md): every call it makes,
// with its own field names and body shapes, must be accepted for its shape — no 400 'Unrecognized
// keys', no 415, no 400 on a field it documents — and the answers carry the entity fields it reads
// (decision 013). Calls run in order: later ones use what earlier ones made. Calls for features we
// have not built are listed with the reason they are skipped, so the table stays the whole list.

type Role = 'public' | 'brand' | 'creator' | 'admin';
interface Ctx {
  brand: { token: string; id: string };
  creator: { token: string; id: string };
  creator2: { token: string; id: string };
  admin: { token: string; id: string };
  [key: string]: unknown;
}
interface SpecCall {
  /** What the reference client calls, as written in its call table. */
  call: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (c: Ctx) => string;
  role: Role | ((c: Ctx) => { token: string });
  /** The body as the reference client builds it; `'json-no-body'`: a JSON content type and nothing. */
  body?: (c: Ctx) => unknown;
  multipart?: (c: Ctx) => { payload: Buffer; headers: Record<string, string> };
  /** The statuses a call made right answers; default any 2xx. */
  expect?: number[];
  /** Checks on the answer, and what it leaves for the calls after it. */
  then?: (json: Record<string, unknown>, c: Ctx) => void | Promise<void>;
  skip?: string;
}

const DAY = 86_400_000;
const future = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** The spec's shape of a reward tier as the brand client builds it. */
const specTier = (tierNumber: number, amount: number) => ({
  tierNumber,
  name: `Place ${tierNumber}`,
  description: `Reward for place ${tierNumber}`,
  amount,
  position: tierNumber,
  isActive: true,
});

/** The whole brief as the brand client sends it on creation (status active, isFunded, fundedAt). */
const specBrief = (title: string) => ({
  title,
  description: 'Show our new product in a short video.',
  requirements: 'One vertical video, 30–60 seconds.',
  location: 'Anywhere',
  status: 'active',
  isFunded: true,
  fundedAt: new Date().toISOString(),
  isPrivate: false,
  deadline: future(14),
  amountOfWinners: 2,
  reward: 500,
  totalRewardValue: 500,
  totalRewardsPaid: 0,
  rewardTiers: [specTier(1, 300), specTier(2, 200)],
  winnerRewards: [
    { position: 1, amount: 300 },
    { position: 2, amount: 200 },
  ],
  additionalFields: {
    podcastName: 'The Show',
    episodeTopics: 'Launch',
    targetAudience: 'Makers',
    contentType: 'video',
  },
});

const brandRegistration = () => ({
  companyName: `Spec Brand ${uniqueSuffix()}`,
  contactName: 'Jo Brand',
  email: uniqueEmail('spec-brand'),
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  phoneCountry: '+1',
  phoneNumber: '555-0101',
  addressStreet: '1 Main St',
  addressCity: 'Springfield',
  addressState: 'IL',
  addressZip: '62701',
  addressCountry: 'United States',
  socialInstagram: '',
  socialTwitter: '',
  socialLinkedIn: '',
  socialWebsite: 'https://example.test',
  paymentMethod: 'credit_card',
  cardNumber: '4242',
  cardType: 'Visa',
  bankName: '',
  bankAccountType: '',
  bankRouting: '',
  bankAccount: '',
  termsAccepted: true,
});

const creatorRegistration = () => ({
  userName: `spec_${uniqueSuffix()}`,
  fullName: 'Cam Spec',
  email: uniqueEmail('spec-creator'),
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  phoneCountry: '+44',
  phoneNumber: '555-0102',
  addressStreet: '2 Side St',
  addressCity: 'Portland',
  addressState: 'OR',
  addressZip: '97201',
  addressCountry: 'United States',
  socialInstagram: '',
  socialTwitter: '',
  socialLinkedIn: '',
  socialTikTok: '',
  socialYouTube: '',
  termsAccepted: true,
});

/** Fails listing every dotted path (`a.b`, `list[].c`: every item of list) missing from `value`. */
function expectFields(entity: string, value: unknown, paths: string[]) {
  const missing: string[] = [];
  const has = (node: unknown, parts: string[]): boolean => {
    if (parts.length === 0) return node !== undefined;
    const [head, ...rest] = parts as [string, ...string[]];
    if (head.endsWith('[]')) {
      const list = (node as Record<string, unknown> | null)?.[head.slice(0, -2)];
      return Array.isArray(list) && list.every((item) => has(item, rest));
    }
    if (node === null || typeof node !== 'object' || !(head in node)) return false;
    return has((node as Record<string, unknown>)[head], rest);
  };
  for (const path of paths) if (!has(value, path.split('.'))) missing.push(path);
  expect(missing, `${entity} lacks fields`).toEqual([]);
}

/** One multipart body as a browser's FormData sends it. */
function multipart(fields: Record<string, string>, file: { name: string; content: Buffer }) {
  const boundary = `----spec${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: text/plain\r\n\r\n`,
    ),
    file.content,
    Buffer.from('\r\n'),
  );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const str = (c: Ctx, key: string) => c[key] as string;

// ---------------------------------------------------------------- entity fields (decision 013)

const BRIEF_FIELDS = [
  'id',
  'title',
  'description',
  'requirements',
  'location',
  'status',
  'isFunded',
  'fundedAt',
  'isPrivate',
  'deadline',
  'amountOfWinners',
  'reward',
  'totalRewardValue',
  'totalRewardsPaid',
  'rewardTiers',
  'winnerRewards',
  'additionalFields',
  'brand.id',
  'brand.companyName',
  'brand.logo',
  'brand.socialWebsite',
  'brand.socialInstagram',
  'brand.socialTwitter',
  'brand.socialLinkedIn',
  'submissions',
];
const TIER_FIELDS = [
  'tierNumber',
  'name',
  'description',
  'amount',
  'position',
  'isActive',
  'cashAmount',
  'creditAmount',
].map((field) => `rewardTiers[].${field}`);
/** The brief as creators and the public see it. */
const PUBLIC_BRIEF_FIELDS = [
  ...BRIEF_FIELDS,
  ...TIER_FIELDS,
  'createdAt',
  'rewardType',
  'winnerRewards[].position',
  'winnerRewards[].amount',
  'winnerRewards[].cashAmount',
  'winnerRewards[].creditAmount',
  'winnerRewards[].prizeDescription',
  'winners',
  'brandName',
  'brand.contactName',
];
const BRAND_SUBMISSION_FIELDS = [
  'id',
  'creatorId',
  'creatorName',
  'creator.id',
  'creator.fullName',
  'creator.userName',
  'content',
  'files',
  'submittedAt',
  'status',
  'hasStripeAccount',
  'stripeAccountStatus',
];
const CREATOR_SUBMISSION_FIELDS = [
  'id',
  'briefId',
  'briefTitle',
  'brandName',
  'amount',
  'reward',
  'status',
  'submittedAt',
  'files',
  'content',
];
const WALLET_PAYOUT_FIELDS = [
  'id',
  'amount',
  'platformFee',
  'netAmount',
  'status',
  'createdAt',
  'paidAt',
  'brief.title',
  'brief.brand.name',
  'submission.title',
];
/** The earnings list, and what the client derives its earning rows from (rewardType, position, dates, transactionId). */
const EARNINGS_PAYOUT_FIELDS = [
  'id',
  'netAmount',
  'status',
  'createdAt',
  'paidAt',
  'brief.id',
  'brief.title',
  'brief.brand.companyName',
  'rewardType',
  'position',
  'transactionId',
  'submission.submittedAt',
  'submission.approvedAt',
];
const CONVERSATION_FIELDS = [
  'id',
  'participant1.id',
  'participant1.name',
  'participant1.type',
  'participant2.id',
  'participant2.name',
  'participant2.type',
  'briefTitle',
  'unreadCount',
  'lastMessage.type',
  'lastMessage.content',
  'lastMessage.fileName',
];
const MESSAGE_FIELDS = [
  'id',
  'conversationId',
  'senderId',
  'content',
  'type',
  'fileName',
  'fileSize',
  'fileUrl',
  'timestamp',
];

// ---------------------------------------------------------------- the call table, in the order a session makes them

const calls: SpecCall[] = [
  // Authentication and registration
  {
    call: 'POST /api/brands/register',
    method: 'POST',
    url: () => '/api/brands/register',
    role: 'public',
    body: () => brandRegistration(),
    then: (json) => expectFields('Session (brand)', json, ['token', 'user.type', 'user.id', 'user.companyName']),
  },
  {
    call: 'POST /api/creators/register',
    method: 'POST',
    url: () => '/api/creators/register',
    role: 'public',
    body: (c) => {
      const body = creatorRegistration();
      c.creatorEmail = body.email;
      return body;
    },
    then: (json) =>
      expectFields('Session (creator)', json, [
        'token',
        'user.type',
        'user.id',
        'user.fullName',
        'user.userName',
        'user.email',
      ]),
  },
  {
    call: 'POST /api/login',
    method: 'POST',
    url: () => '/api/login',
    role: 'public',
    body: (c) => ({ email: str(c, 'creatorEmail'), password: TEST_PASSWORD }),
    then: (json) =>
      expectFields('Session (login)', json, [
        'token',
        'user.type',
        'user.id',
        'user.fullName',
        'user.userName',
        'user.email',
      ]),
  },
  {
    call: 'POST /api/auth/google',
    method: 'POST',
    url: () => '/api/auth/google',
    role: 'public',
    // Sign-in with Google for an existing account, with the decoded profile the client adds.
    body: (c) => ({
      credential: str(c, 'googleCredential'),
      userType: 'creator',
      userData: { email: str(c, 'creatorEmail'), name: 'Cam Spec', picture: 'https://example.test/p.png' },
    }),
    then: (json) => expectFields('Session (Google)', json, ['token', 'user.type', 'user.id']),
  },
  {
    call: 'POST /api/admin/login',
    method: 'POST',
    url: () => '/api/admin/login',
    role: 'public',
    body: (c) => ({ email: str(c, 'adminEmail'), password: TEST_PASSWORD }),
    then: (json) => expectFields('Session (admin)', json, ['token', 'user.type', 'user.id']),
  },

  // Briefs and brand area
  {
    call: 'POST /api/payments/create-payment-intent',
    method: 'POST',
    url: () => '/api/payments/create-payment-intent',
    role: 'brand',
    body: () => ({ amount: 50_000, currency: 'usd', metadata: { type: 'brief_funding', briefTitle: 'Spec brief' } }),
    then: (json) => expect(json.clientSecret ?? json.client_secret).toEqual(expect.any(String)),
  },
  {
    call: 'POST /api/briefs (the full brief, isFunded true, status active, fundedAt)',
    method: 'POST',
    url: () => '/api/briefs',
    role: 'brand',
    body: () => specBrief(`Spec draft ${uniqueSuffix()}`),
    expect: [201],
    then: (json, c) => {
      expect(json.id).toEqual(expect.any(String));
      c.draftId = json.id;
      const brief = json.brief as Record<string, unknown>;
      // Accepted, never trusted: without a confirmed payment it is an unfunded draft (docs/product/briefs.md).
      expect(brief).toMatchObject({ isFunded: false, status: 'draft', totalRewardValue: 500 });
      expect(brief.rewardTiers).toMatchObject([
        { tierNumber: 1, amount: 300, cashAmount: 300, creditAmount: 0 },
        { tierNumber: 2, amount: 200, cashAmount: 200, creditAmount: 0 },
      ]);
    },
  },
  {
    call: 'POST /api/briefs (the full brief, paid by card)',
    method: 'POST',
    url: () => '/api/briefs',
    role: 'brand',
    body: (c) => ({ ...specBrief(`Spec funded ${uniqueSuffix()}`), paymentIntentId: str(c, 'paymentIntentId') }),
    expect: [201],
    then: (json, c) => {
      c.briefId = json.id;
      expectFields('Brief (brand)', json.brief, [
        ...BRIEF_FIELDS,
        ...TIER_FIELDS,
        'winnerRewards[].position',
        'winnerRewards[].amount',
      ]);
      expect(json.brief).toMatchObject({ isFunded: true, status: 'published' });
      c.tierIds = ((json.brief as { rewardTiers: Array<{ id: string }> }).rewardTiers ?? []).map((tier) => tier.id);
    },
  },
  {
    call: 'GET /api/brands/briefs',
    method: 'GET',
    url: () => '/api/brands/briefs',
    role: 'brand',
    then: (json, c) => {
      const briefs = json.briefs as Array<Record<string, unknown>>;
      expect(briefs.length).toBeGreaterThan(0);
      for (const brief of briefs) expectFields('Brief (brand list)', brief, [...BRIEF_FIELDS, ...TIER_FIELDS]);
      c.storedBrief = briefs.find((brief) => brief.id === c.draftId);
    },
  },
  {
    call: 'PUT /api/briefs/{id} (full edit body, tiers as loaded)',
    method: 'PUT',
    url: (c) => `/api/briefs/${str(c, 'draftId')}`,
    role: 'brand',
    body: (c) => {
      const stored = c.storedBrief as Record<string, unknown>;
      return {
        title: `${stored.title as string} (edited)`,
        description: stored.description,
        requirements: stored.requirements,
        reward: stored.reward,
        deadline: stored.deadline,
        amountOfWinners: stored.amountOfWinners,
        status: 'draft',
        isPrivate: stored.isPrivate,
        // The edit dialog sends the tiers back as it loaded them: ids and all.
        rewardTiers: stored.rewardTiers,
        additionalFields: stored.additionalFields,
      };
    },
    then: (json) => expect((json.brief as { title: string }).title).toMatch(/\(edited\)$/),
  },
  {
    call: 'PUT /api/briefs/{id} (only status)',
    method: 'PUT',
    url: (c) => `/api/briefs/${str(c, 'draftId')}`,
    role: 'brand',
    body: () => ({ status: 'archived' }),
  },
  { call: 'DELETE /api/briefs/{id}', method: 'DELETE', url: (c) => `/api/briefs/${str(c, 'deleteId')}`, role: 'brand' },

  // Creator
  {
    call: 'POST /api/briefs/{id}/apply',
    method: 'POST',
    url: (c) => `/api/briefs/${str(c, 'briefId')}/apply`,
    role: 'creator',
    body: () => ({
      contentUrl: `https://www.tiktok.com/@spec/video/${uniqueSuffix()}`,
      additionalInfo: 'My take on the brief.',
      amount: '500',
    }),
    expect: [201],
    then: (json, c) => {
      expectFields('Creator submission', json.submission, CREATOR_SUBMISSION_FIELDS);
      c.submissionId = (json.submission as { id: string }).id;
    },
  },
  {
    call: 'POST /api/briefs/{id}/apply (a second creator)',
    method: 'POST',
    url: (c) => `/api/briefs/${str(c, 'briefId')}/apply`,
    role: (c) => c.creator2,
    body: () => ({ contentUrl: `https://www.instagram.com/p/${uniqueSuffix()}`, additionalInfo: '', amount: '500' }),
    expect: [201],
    then: (json, c) => {
      c.submission2Id = (json.submission as { id: string }).id;
    },
  },
  {
    call: 'GET /api/creators/submissions',
    method: 'GET',
    url: () => '/api/creators/submissions',
    role: 'creator',
    then: (json) => {
      for (const submission of json.submissions as unknown[])
        expectFields('Creator submission', submission, CREATOR_SUBMISSION_FIELDS);
    },
  },
  {
    call: 'GET /api/creators/submissions/{id}',
    method: 'GET',
    url: (c) => `/api/creators/submissions/${str(c, 'submissionId')}`,
    role: 'creator',
    then: (json) =>
      expectFields('Creator submission (detail)', json.submission, [...CREATOR_SUBMISSION_FIELDS, 'files', 'content']),
  },
  {
    call: 'PUT /api/creators/submissions/{id}',
    method: 'PUT',
    url: (c) => `/api/creators/submissions/${str(c, 'submissionId')}`,
    role: 'creator',
    body: () => ({ contentUrl: `https://www.tiktok.com/@spec/video/${uniqueSuffix()}`, additionalInfo: 'Updated.' }),
  },
  {
    call: 'GET /api/brands/submissions',
    method: 'GET',
    url: () => '/api/brands/submissions',
    role: 'brand',
    then: (json) => {
      for (const submission of json.submissions as unknown[])
        expectFields('Submission (brand)', submission, BRAND_SUBMISSION_FIELDS);
    },
  },
  {
    call: 'POST /api/brands/submissions/{id}/approve (JSON announced, no body)',
    method: 'POST',
    url: (c) => `/api/brands/submissions/${str(c, 'submissionId')}/approve`,
    role: 'brand',
    body: () => 'json-no-body',
  },
  {
    call: 'POST /api/brands/submissions/{id}/reject (JSON announced, no body)',
    method: 'POST',
    url: (c) => `/api/brands/submissions/${str(c, 'rejectId')}/reject`,
    role: 'brand',
    body: () => 'json-no-body',
  },
  {
    call: 'GET /api/brands/creators',
    method: 'GET',
    url: () => '/api/brands/creators',
    role: 'brand',
    then: (json) => {
      for (const creator of json.creators as unknown[])
        expectFields('Creator list item', creator, ['id', 'name', 'email']);
    },
  },
  {
    call: 'GET /api/rewards/analytics/brand',
    method: 'GET',
    url: () => '/api/rewards/analytics/brand',
    role: 'brand',
    then: (json) =>
      expectFields('Brand analytics', json, [
        'totalSpent',
        'totalRewards',
        'totalRewardValue',
        'activeCampaigns',
        'conversionRate',
        'totalBriefs',
        'totalSubmissions',
        'averageReward',
        'recentBriefs',
        'topPerformingBriefs[].id',
        'topPerformingBriefs[].title',
        'topPerformingBriefs[].submissions',
        'topPerformingBriefs[].status',
        'monthlyTrends[].month',
        'monthlyTrends[].briefs',
        'monthlyTrends[].submissions',
        'briefPerformance[].id',
        'briefPerformance[].title',
        'briefPerformance[].submissions',
        'briefPerformance[].totalRewardValue',
        'briefPerformance[].status',
      ]),
  },
  {
    call: 'POST /api/creators/onboard',
    method: 'POST',
    url: () => '/api/creators/onboard',
    role: 'creator',
    body: () => ({ country: 'US' }),
    then: (json, c) => {
      c.accountId = json.accountId;
    },
  },
  {
    call: 'POST /api/creators/onboard/link',
    method: 'POST',
    url: () => '/api/creators/onboard/link',
    role: 'creator',
    body: () => ({
      returnUrl: 'http://localhost:3000/dashboard?tab=wallet&stripe=success',
      refreshUrl: 'http://localhost:3000/dashboard?tab=wallet&stripe=refresh',
    }),
    then: (json) => expectFields('Onboarding link', json, ['data.url']),
  },
  {
    call: 'POST /api/creators/onboard/recheck (JSON announced, no body)',
    method: 'POST',
    url: () => '/api/creators/onboard/recheck',
    role: 'creator',
    body: () => 'json-no-body',
    then: (json) =>
      expectFields('Provider account status', json.data, [
        'status',
        'chargesEnabled',
        'payoutsEnabled',
        'requirements.currently_due',
        'country',
        'default_currency',
      ]),
  },
  {
    call: 'GET /api/stripe/account/{userId}',
    method: 'GET',
    url: (c) => `/api/stripe/account/${c.creator.id}`,
    role: 'creator',
  },

  // Brand reward management and winners
  {
    call: 'POST /api/rewards/distribute-with-stripe',
    method: 'POST',
    url: () => '/api/rewards/distribute-with-stripe',
    role: 'brand',
    body: (c) => ({
      briefId: str(c, 'briefId'),
      winners: [
        {
          submissionId: str(c, 'submissionId'),
          creatorId: c.creator.id,
          rewardType: 'credit',
          amount: 300,
          description: 'Reward for the spec brief',
          prizeDetails: { name: '', value: 0, description: '' },
        },
      ],
    }),
    then: (json) => expect((json.results as { successful: unknown[] }).successful).toHaveLength(1),
  },
  {
    call: 'POST /api/briefs/{id}/assign-reward',
    method: 'POST',
    url: (c) => `/api/briefs/${str(c, 'briefId')}/assign-reward`,
    role: 'brand',
    body: (c) => ({
      rewardTierId: (c.tierIds as string[])[1],
      submissionId: str(c, 'submission2Id'),
      creatorId: c.creator2.id,
    }),
    then: (json, c) => {
      c.assignmentId = (json.assignment as { id: string }).id;
      expectFields('RewardAssignment', json.assignment, [
        'id',
        'rewardTierId',
        'submissionId',
        'creatorId',
        'payoutStatus',
        'creator.fullName',
        'creator.userName',
        'submission.submittedAt',
      ]);
    },
  },
  {
    call: 'GET /api/brands/reward-management (the list the page loads; its call is not named)',
    method: 'GET',
    url: () => '/api/brands/reward-management',
    role: 'brand',
    then: (json, c) => {
      const brief = (json.briefs as Array<Record<string, unknown>>).find((item) => item.id === c.briefId);
      expectFields('Reward management brief', brief, [
        'id',
        'title',
        'description',
        'totalBudget',
        'isFunded',
        'fundedAt',
        'rewardTiers[].id',
        'rewardTiers[].name',
        'rewardTiers[].description',
        'rewardTiers[].amount',
        'rewardAssignments[].id',
        'rewardAssignments[].rewardTierId',
        'rewardAssignments[].submissionId',
        'rewardAssignments[].creatorId',
        'rewardAssignments[].payoutStatus',
        'rewardAssignments[].creator.fullName',
        'rewardAssignments[].creator.userName',
        'rewardAssignments[].submission.submittedAt',
        'submissions[].id',
        'submissions[].creatorId',
        'submissions[].content',
        'submissions[].creator.fullName',
      ]);
    },
  },
  {
    call: 'POST /api/briefs/{id}/process-payouts (JSON announced, no body)',
    method: 'POST',
    url: (c) => `/api/briefs/${str(c, 'briefId')}/process-payouts`,
    role: 'brand',
    body: () => 'json-no-body',
  },
  {
    call: 'DELETE /api/reward-assignments/{id}',
    method: 'DELETE',
    url: (c) => `/api/reward-assignments/${str(c, 'assignmentId')}`,
    role: 'brand',
  },

  // The brief as creators and the public see it, once it has submissions and a winner.
  {
    call: 'GET /api/creators/briefs',
    method: 'GET',
    url: () => '/api/creators/briefs',
    role: 'creator',
    then: (json, c) => {
      const brief = (json.briefs as Array<Record<string, unknown>>).find((item) => item.id === c.briefId);
      expectFields('Brief (creator view)', brief, PUBLIC_BRIEF_FIELDS);
    },
  },
  {
    call: 'GET /api/briefs/public',
    method: 'GET',
    url: () => '/api/briefs/public',
    role: 'public',
    then: (json) => {
      for (const brief of json.briefs as unknown[]) expectFields('Brief (public list)', brief, PUBLIC_BRIEF_FIELDS);
    },
  },
  {
    call: 'GET /api/briefs/{briefId}/public',
    method: 'GET',
    url: (c) => `/api/briefs/${str(c, 'briefId')}/public`,
    role: 'public',
    then: (json, c) => {
      expectFields('Brief (public detail)', json.brief, PUBLIC_BRIEF_FIELDS);
      c.publicBrief = json.brief;
    },
  },
  {
    call: 'GET /api/public/brands/{brandId}/briefs',
    method: 'GET',
    url: (c) => `/api/public/brands/${c.brand.id}/briefs`,
    role: 'public',
    then: (json) => {
      expectFields('Brand (public page)', json.brand, [
        'id',
        'companyName',
        'logo',
        'socialWebsite',
        'socialInstagram',
        'socialTwitter',
        'socialLinkedIn',
      ]);
      for (const brief of json.briefs as unknown[]) expectFields('Brief (brand page)', brief, PUBLIC_BRIEF_FIELDS);
    },
  },
  {
    call: 'GET /api/creators/wallet/{userId}',
    method: 'GET',
    url: (c) => `/api/creators/wallet/${c.creator.id}`,
    role: 'creator',
    then: (json) => expectFields('Wallet', json, ['balance', 'totalEarned']),
  },
  {
    call: 'GET /api/stripe/payouts/{userId}',
    method: 'GET',
    url: (c) => `/api/stripe/payouts/${c.creator.id}`,
    role: 'creator',
    then: (json) => {
      expect((json.payouts as unknown[]).length).toBeGreaterThan(0);
      for (const payout of json.payouts as unknown[])
        expectFields('Payout (wallet list)', payout, WALLET_PAYOUT_FIELDS);
    },
  },
  { call: 'GET /api/stripe/payouts/current', method: 'GET', url: () => '/api/stripe/payouts/current', role: 'creator' },
  {
    call: 'GET /api/creators/payouts',
    method: 'GET',
    url: () => '/api/creators/payouts',
    role: 'creator',
    then: (json) => {
      expect((json.data as unknown[]).length).toBeGreaterThan(0);
      for (const payout of json.data as unknown[])
        expectFields('Payout (earnings list)', payout, EARNINGS_PAYOUT_FIELDS);
    },
  },
  {
    call: 'GET /api/search?q={text}&limit=20',
    method: 'GET',
    url: () => '/api/search?q=spec&limit=20',
    role: 'creator',
    then: (json) => {
      const results = json.results as unknown[];
      expect(results.length).toBeGreaterThan(0);
      for (const result of results)
        expectFields('Search result', result, [
          'type',
          'id',
          'title',
          'description',
          'brandName',
          'brandContact',
          'category',
          'reward',
          'deadline',
          'location',
          'submissionsCount',
        ]);
    },
  },
  {
    call: 'DELETE /api/creators/submissions/{id}',
    method: 'DELETE',
    url: (c) => `/api/creators/submissions/${str(c, 'deletableSubmissionId')}`,
    role: 'creator',
  },

  // Admin: withdrawals are built; the other sections are not yet.
  {
    call: 'GET /api/admin/withdrawal-requests?status=pending',
    method: 'GET',
    url: () => '/api/admin/withdrawal-requests?status=pending',
    role: 'admin',
    then: (json) => {
      const list = json.data as unknown[];
      expect(list.length).toBeGreaterThan(0);
      for (const withdrawal of list)
        expectFields('Withdrawal request', withdrawal, [
          'id',
          'creator.fullName',
          'creator.userName',
          'creator.email',
          'amount',
          'currency',
          'status',
          'reason',
          'adminNotes',
          'requestedAt',
          'processedAt',
        ]);
    },
  },
  {
    call: 'GET /api/admin/withdrawal-requests',
    method: 'GET',
    url: () => '/api/admin/withdrawal-requests',
    role: 'admin',
  },
  {
    call: 'POST /api/admin/withdrawal-requests/{id}/reject',
    method: 'POST',
    url: (c) => `/api/admin/withdrawal-requests/${str(c, 'withdrawal1')}/reject`,
    role: 'admin',
    body: () => ({ reason: 'Details do not match', adminNotes: 'Checked by hand' }),
  },
  {
    call: 'POST /api/admin/withdrawal-requests/{id}/approve',
    method: 'POST',
    url: (c) => `/api/admin/withdrawal-requests/${str(c, 'withdrawal2')}/approve`,
    role: 'admin',
    body: () => ({ adminNotes: 'Approved' }),
  },
  ...(
    [
      [
        'brands',
        'brand',
        (c: Ctx) => c.brand.id,
        [
          'id',
          'email',
          'companyName',
          'contactName',
          'isVerified',
          'createdAt',
          'logo',
          'socialInstagram',
          'socialTwitter',
          'socialLinkedIn',
          'socialWebsite',
        ],
      ],
      [
        'creators',
        'creator',
        (c: Ctx) => c.creator.id,
        ['id', 'email', 'userName', 'fullName', 'isVerified', 'createdAt'],
      ],
      [
        'briefs',
        'brief',
        (c: Ctx) => str(c, 'briefId'),
        [
          'id',
          'title',
          'description',
          'requirements',
          'brandId',
          'brand.companyName',
          'brand.email',
          'status',
          'reward',
          'totalRewardValue',
          'amountOfWinners',
          'rewardTiers',
          'deadline',
          'archivedAt',
          'isPrivate',
          'additionalFields',
          'submissionsCount',
          'isFunded',
          'createdAt',
          'updatedAt',
        ],
      ],
      [
        'submissions',
        'submission',
        (c: Ctx) => str(c, 'submissionId'),
        [
          'id',
          'briefId',
          'creatorId',
          'brief.title',
          'brief.description',
          'brief.reward',
          'brief.additionalFields',
          'creator.fullName',
          'creator.email',
          'creator.userName',
          'status',
          'amount',
          'submittedAt',
        ],
      ],
    ] as const
  ).flatMap(([type, entity, id, fields]): SpecCall[] => [
    {
      call: `GET /api/admin/${type}?search&status&page&limit`,
      method: 'GET',
      url: () => `/api/admin/${type}?search=&status=&limit=10`,
      role: 'admin',
      then: (json) => {
        const list = json[type] as unknown[];
        expect(list.length).toBeGreaterThan(0);
        expect(typeof json.total).toBe('number');
        for (const item of list) expectFields(`Admin ${entity}`, item, [...fields]);
      },
    },
    {
      call: `GET /api/admin/${type}/{id}`,
      method: 'GET',
      url: (c) => `/api/admin/${type}/${id(c)}`,
      role: 'admin',
      then: (json) => expectFields(`Admin ${entity}`, json[entity], [...fields]),
    },
  ]),
  {
    // The reference client opens a payout from its approved-submission row: the id is the submission's.
    call: 'GET /api/admin/payouts/{id}',
    method: 'GET',
    url: (c) => `/api/admin/payouts/${str(c, 'submissionId')}`,
    role: 'admin',
    then: (json) =>
      expectFields('Admin payout', json.payout, [
        'id',
        'amount',
        'platformFee',
        'netAmount',
        'status',
        'createdAt',
        'paidAt',
        'brief.title',
        'creator.fullName',
        'brand.companyName',
      ]),
  },
  {
    call: 'POST /api/admin/brands',
    method: 'POST',
    url: () => '/api/admin/brands',
    role: 'admin',
    body: () => ({
      companyName: 'Admin Made Co',
      email: uniqueEmail('admin-made'),
      contactName: 'Ada Admin',
      password: 'secret',
      isVerified: true,
    }),
    expect: [201],
  },
  {
    call: 'POST /api/admin/creators',
    method: 'POST',
    url: () => '/api/admin/creators',
    role: 'admin',
    body: () => ({
      userName: `made_${uniqueSuffix()}`,
      fullName: 'Made Creator',
      email: uniqueEmail('admin-made'),
      password: 'secret',
      isVerified: false,
    }),
    expect: [201],
  },
  {
    call: 'PUT /api/admin/brands/{id}',
    method: 'PUT',
    url: (c) => `/api/admin/brands/${c.brand.id}`,
    role: 'admin',
    body: () => ({ isVerified: true }),
    then: (json) => expect(json.brand).toMatchObject({ isVerified: true }),
  },
  {
    call: 'PUT /api/admin/creators/{id}',
    method: 'PUT',
    url: (c) => `/api/admin/creators/${c.creator.id}`,
    role: 'admin',
    body: () => ({ isVerified: true }),
    then: (json) => expect(json.creator).toMatchObject({ isVerified: true }),
  },
  {
    call: 'PUT /api/admin/{briefs|submissions}/{id}',
    method: 'PUT',
    // Briefs: the brand's edit rules, made by an admin (a submission is changed through its review).
    url: (c) => `/api/admin/briefs/${str(c, 'briefId')}`,
    role: 'admin',
    body: () => ({ status: 'published' }),
    then: (json) => expect(json.brief).toMatchObject({ status: 'published' }),
  },
  {
    call: 'PUT /api/admin/submissions/{id}/review',
    method: 'PUT',
    url: (c) => `/api/admin/submissions/${str(c, 'adminReviewId')}/review`,
    role: 'admin',
    body: () => ({ status: 'approved' }),
    then: (json) => expect(json.submission).toMatchObject({ status: 'approved' }),
  },
  {
    call: 'GET /api/admin/analytics',
    method: 'GET',
    url: () => '/api/admin/analytics',
    role: 'admin',
    then: (json) =>
      expectFields('Admin analytics', json, [
        'totalBrands',
        'totalCreators',
        'totalBriefs',
        'totalSubmissions',
        'totalPayouts',
        'monthlyRevenue',
      ]),
  },
  {
    call: 'POST /api/admin/archive-expired-briefs',
    method: 'POST',
    url: () => '/api/admin/archive-expired-briefs',
    role: 'admin',
    then: (json) => expectFields('Archive result', json, ['result.archived', 'result.notifications']),
  },
  {
    call: 'GET /api/admin/financial-metrics?timeRange',
    method: 'GET',
    url: () => '/api/admin/financial-metrics?timeRange=30d',
    role: 'admin',
    then: (json) =>
      expectFields('Financial metrics', json.data, [
        'totalFundsCollected',
        'totalFundsPaidOut',
        'totalPlatformFees',
        'totalRefundsProcessed',
        'activeBriefs',
        'completedPayouts',
        'pendingPayouts',
        'recentTransactions[].id',
        'recentTransactions[].type',
        'recentTransactions[].briefTitle',
        'recentTransactions[].brandName',
        'recentTransactions[].creatorName',
        'recentTransactions[].amount',
        'recentTransactions[].createdAt',
      ]),
  },

  // Public and payment
  {
    call: 'POST /api/stripe/webhook (sessionId, from the wallet success page)',
    method: 'POST',
    url: () => '/api/stripe/webhook',
    role: 'brand',
    body: (c) => ({ sessionId: str(c, 'walletSessionId') }),
  },
  {
    call: 'POST /api/briefs/{briefId}/fund/confirm',
    method: 'POST',
    url: (c) => `/api/briefs/${str(c, 'checkoutBriefId')}/fund/confirm`,
    role: 'brand',
    body: (c) => ({ sessionId: str(c, 'briefSessionId') }),
    then: (json) => expect(json.brief).toMatchObject({ isFunded: true }),
  },

  // Messaging
  {
    call: 'GET /api/messages/available-users',
    method: 'GET',
    url: () => '/api/messages/available-users',
    role: 'brand',
    then: (json) => {
      for (const user of json.users as unknown[])
        expectFields('Available chat user', user, ['id', 'fullName', 'email', 'type']);
    },
  },
  {
    call: 'POST /api/messages/conversations',
    method: 'POST',
    url: () => '/api/messages/conversations',
    role: 'brand',
    body: (c) => ({ receiverId: c.creator.id, initialMessage: 'Hello from the spec' }),
    then: (json, c) => {
      c.conversationId = (json.conversation as { id: string }).id;
    },
  },
  {
    call: 'GET /api/messages/conversations',
    method: 'GET',
    url: () => '/api/messages/conversations',
    role: 'brand',
    then: (json) => {
      const list = json.conversations as unknown[];
      expect(list.length).toBeGreaterThan(0);
      for (const conversation of list) expectFields('Conversation', conversation, CONVERSATION_FIELDS);
    },
  },
  {
    call: 'GET /api/messages/{conversationId}',
    method: 'GET',
    url: (c) => `/api/messages/${str(c, 'conversationId')}`,
    role: 'creator',
    then: (json) => {
      const list = json.messages as unknown[];
      expect(list.length).toBeGreaterThan(0);
      for (const message of list) expectFields('Message', message, MESSAGE_FIELDS);
    },
  },
  {
    call: 'POST /api/messages/{conversationId}/read (JSON announced, no body)',
    method: 'POST',
    url: (c) => `/api/messages/${str(c, 'conversationId')}/read`,
    role: 'creator',
    body: () => 'json-no-body',
  },
  {
    call: 'POST /api/messages',
    method: 'POST',
    url: () => '/api/messages',
    role: 'creator',
    body: (c) => ({ conversationId: str(c, 'conversationId'), content: 'Thanks!', type: 'text' }),
  },
  {
    call: 'POST /api/messages/upload (multipart: file, conversationId)',
    method: 'POST',
    url: () => '/api/messages/upload',
    role: 'creator',
    multipart: (c) =>
      multipart(
        { conversationId: str(c, 'conversationId') },
        { name: 'notes.txt', content: Buffer.from('plain text notes\n') },
      ),
  },

  // Notifications
  {
    call: 'GET /api/notifications?userId&userType&category&priority&isRead&limit&offset&includeDismissed',
    method: 'GET',
    url: (c) =>
      `/api/notifications?${new URLSearchParams({ userId: c.creator.id, userType: 'creator', category: 'winner', priority: 'high', isRead: 'false', limit: '20', offset: '0', includeDismissed: 'false' })}`,
    role: 'creator',
  },
  {
    call: 'GET /api/notifications',
    method: 'GET',
    url: () => '/api/notifications',
    role: 'creator',
    then: (json, c) => {
      const list = json.notifications as Array<Record<string, unknown>>;
      expect(list.length).toBeGreaterThan(0);
      for (const notification of list)
        expectFields('Notification', notification, [
          'id',
          'title',
          'message',
          'type',
          'category',
          'priority',
          'isRead',
          'readAt',
          'createdAt',
        ]);
      expectFields('Notification stats', json.stats, ['total', 'unread', 'urgent']);
      c.notificationId = list[0]!.id;
    },
  },
  {
    call: 'GET /api/notifications/{id}',
    method: 'GET',
    url: (c) => `/api/notifications/${str(c, 'notificationId')}`,
    role: 'creator',
  },
  {
    call: 'PATCH /api/notifications/{id}/read?userId&userType',
    method: 'PATCH',
    url: (c) => `/api/notifications/${str(c, 'notificationId')}/read?userId=${c.creator.id}&userType=creator`,
    role: 'creator',
    body: () => 'json-no-body',
  },
  {
    call: 'DELETE /api/notifications/{id}?userId&userType',
    method: 'DELETE',
    url: (c) => `/api/notifications/${str(c, 'notificationId')}?userId=${c.creator.id}&userType=creator`,
    role: 'creator',
  },
  {
    call: 'POST /api/notifications/seed',
    method: 'POST',
    url: () => '/api/notifications/seed',
    role: 'creator',
    skip: 'offered in demo mode only (docs/product/notifications.md)',
  },

  // Forums (docs/product/community.md#forums): the spec's client sends tags as an array and the token when it has one.
  {
    call: 'POST /api/forums/posts',
    method: 'POST',
    url: () => '/api/forums/posts',
    role: 'creator',
    body: () => ({
      title: 'How do you light a product shot?',
      content: 'Window light or a lamp?',
      category: 'tips',
      tags: ['lighting', ' video '],
    }),
    expect: [201],
    then: (json, c) => {
      const post = json.post as { id: string; tags: string[] };
      expect(post.tags).toEqual(['lighting', 'video']);
      c.forumPostId = post.id;
    },
  },
  {
    call: 'GET /api/forums/posts',
    method: 'GET',
    url: () => '/api/forums/posts?category=tips',
    role: 'public',
    then: (json, c) => {
      const fields = [
        'id',
        'title',
        'content',
        'author.id',
        'author.name',
        'author.type',
        'author.avatar',
        'category',
        'tags',
        'likes',
        'replies',
        'views',
        'isPinned',
        'isLocked',
        'createdAt',
        'updatedAt',
        'lastReply',
      ];
      expectFields(
        'ForumPost',
        json,
        fields.map((field) => `posts[].${field}`),
      );
      expect((json.posts as Array<{ id: string }>).some((post) => post.id === str(c, 'forumPostId'))).toBe(true);
    },
  },
  {
    call: 'POST /api/forums/posts/{id}/replies',
    method: 'POST',
    url: (c) => `/api/forums/posts/${str(c, 'forumPostId')}/replies`,
    role: 'brand',
    body: () => ({ content: 'A window and a white card.' }),
    expect: [201],
  },
  {
    call: 'GET /api/forums/posts/{id}/replies',
    method: 'GET',
    url: (c) => `/api/forums/posts/${str(c, 'forumPostId')}/replies`,
    role: 'public',
    then: (json) => {
      expectFields('Reply', json, [
        'replies[].id',
        'replies[].content',
        'replies[].author.name',
        'replies[].isSolution',
        'replies[].createdAt',
      ]);
      expect(json.replies).toHaveLength(1);
    },
  },
  {
    call: 'POST /api/forums/posts/{id}/like',
    method: 'POST',
    url: (c) => `/api/forums/posts/${str(c, 'forumPostId')}/like`,
    role: 'brand',
    body: () => 'json-no-body',
    then: (json) => expect(json).toEqual({ liked: true, likes: 1 }),
  },

  // Events and success stories (the forum calls are above).
  {
    call: 'POST /api/admin/events (setup: a free event next month)',
    method: 'POST',
    url: () => '/api/admin/events',
    role: 'admin',
    body: () => {
      const day = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      return {
        title: 'Spec workshop',
        description: 'A workshop for the contract test.',
        type: 'workshop',
        category: 'education',
        host: { name: 'Briefly team', type: 'team' },
        date: day,
        time: '15:00',
        timezone: 'UTC',
        duration: 60,
        maxAttendees: 20,
        tags: ['spec'],
      };
    },
    expect: [201],
    then: (json, c) => {
      c.eventId = (json.event as { id: string }).id;
    },
  },
  {
    call: 'GET /api/events',
    method: 'GET',
    url: () => '/api/events?filter=upcoming&category=education',
    role: 'public',
    then: (json) => expect(Array.isArray(json.events)).toBe(true),
  },
  {
    call: 'GET /api/events/{id}/registration',
    method: 'GET',
    url: (c) => `/api/events/${str(c, 'eventId')}/registration`,
    role: 'creator',
    then: (json) => expect(json).toMatchObject({ isRegistered: false }),
  },
  {
    call: 'POST /api/events/{id}/register',
    method: 'POST',
    url: (c) => `/api/events/${str(c, 'eventId')}/register`,
    role: 'creator',
    body: () => 'json-no-body',
    then: (json) => expect(json).toMatchObject({ isRegistered: true }),
  },
  {
    call: 'GET /api/success-stories',
    method: 'GET',
    url: () => '/api/success-stories?filter=featured&sort=newest',
    role: 'public',
    then: (json) => expect(Array.isArray(json.stories)).toBe(true),
  },
];

// ---------------------------------------------------------------- running the table

let t: TestApp;
let google: Awaited<ReturnType<typeof startGoogleFixture>>;
const ctx = {} as Ctx;

async function register(url: string, payload: unknown) {
  const response = await t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  const json = response.json() as TAuthResponse;
  // The spec's flows go on to payouts: the address is verified, as following the mailed link does (decision 020).
  await verifyEmailOf(t.app, json);
  return { token: json.token, id: json.user.id };
}

beforeAll(async () => {
  google = await startGoogleFixture();
  t = await createTestApp({ env: { GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.jwksUrl } });
  ctx.brand = await register('/api/brands/register', brandRegistration());
  ctx.creator = await register('/api/creators/register', creatorRegistration());
  ctx.creator2 = await register('/api/creators/register', creatorRegistration());
  const admin = await createAdmin(t.app, t.database.db);
  ctx.admin = { token: admin.token, id: admin.user.id };
  ctx.adminEmail = admin.email;
  ctx.paymentIntentId = (await paidIntent(t.app, ctx.brand.token, 50_000)).paymentIntentId;
});
afterAll(async () => {
  await t.close();
  await google.close();
});

/** What some calls need that the table's own calls do not make (each through the API). */
async function prepare(call: SpecCall) {
  const inject = (method: 'POST' | 'GET', url: string, token: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  if (call.call === 'POST /api/auth/google') {
    ctx.googleCredential = await google.sign({
      sub: `google-${uniqueSuffix()}`,
      email: str(ctx, 'creatorEmail'),
      name: 'Cam Spec',
    });
  }
  if (call.call.startsWith('DELETE /api/briefs/')) {
    const made = await inject('POST', '/api/briefs', ctx.brand.token, specBrief(`Spec doomed ${uniqueSuffix()}`));
    ctx.deleteId = made.json().id;
  }
  if (call.call.startsWith('POST /api/brands/submissions/{id}/reject')) {
    const other = await register('/api/creators/register', creatorRegistration());
    const applied = await inject('POST', `/api/briefs/${str(ctx, 'briefId')}/apply`, other.token, {
      contentUrl: `https://example.test/${uniqueSuffix()}`,
    });
    ctx.rejectId = applied.json().submission.id;
  }
  if (call.call.startsWith('DELETE /api/creators/submissions/')) {
    const applied = await inject('POST', `/api/briefs/${str(ctx, 'draftFundedId')}/apply`, ctx.creator.token, {
      contentUrl: `https://example.test/${uniqueSuffix()}`,
    });
    ctx.deletableSubmissionId = applied.json().submission?.id;
  }
  if (call.call === 'GET /api/admin/withdrawal-requests?status=pending') {
    await finishOnboarding(t.app, str(ctx, 'accountId'));
    for (const key of ['withdrawal1', 'withdrawal2']) {
      const made = await inject('POST', '/api/creators/withdrawals', ctx.creator.token, { amount: 10 });
      expect(made.statusCode, made.body).toBe(201);
      ctx[key] = made.json().data.id;
    }
  }
  if (call.call === 'PUT /api/admin/submissions/{id}/review') {
    const other = await register('/api/creators/register', creatorRegistration());
    const applied = await inject('POST', `/api/briefs/${str(ctx, 'draftFundedId')}/apply`, other.token, {
      contentUrl: `https://example.test/${uniqueSuffix()}`,
    });
    expect(applied.statusCode, applied.body).toBe(201);
    ctx.adminReviewId = applied.json().submission.id;
  }
  if (call.call === 'GET /api/notifications') await runJobs(t.app);
  if (call.call.startsWith('POST /api/stripe/webhook')) {
    const session = await inject('POST', '/api/brands/wallet/checkout', ctx.brand.token, { amount: 50 });
    expect(session.statusCode, session.body).toBe(200);
    ctx.walletSessionId = session.json().sessionId;
    await payCheckout(t.app, str(ctx, 'walletSessionId'));
  }
  if (call.call.startsWith('POST /api/briefs/{briefId}/fund/confirm')) {
    const draft = await inject('POST', '/api/briefs', ctx.brand.token, specBrief(`Spec checkout ${uniqueSuffix()}`));
    ctx.checkoutBriefId = draft.json().id;
    const session = await inject('POST', `/api/briefs/${str(ctx, 'checkoutBriefId')}/fund/checkout`, ctx.brand.token);
    expect(session.statusCode, session.body).toBe(200);
    ctx.briefSessionId = session.json().sessionId;
    await payCheckout(t.app, str(ctx, 'briefSessionId'));
  }
}

describe('the reference client’s calls, with its own bodies (decision 013)', () => {
  beforeAll(async () => {
    // A second funded brief, for a submission the creator may still delete.
    const intent = await paidIntent(t.app, ctx.brand.token, 50_000);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/briefs',
      headers: bearer(ctx.brand.token),
      payload: { ...specBrief(`Spec second ${uniqueSuffix()}`), paymentIntentId: intent.paymentIntentId },
    });
    ctx.draftFundedId = made.json().id;
  });

  for (const call of calls) {
    const test = call.skip ? it.skip : it;
    test(`${call.call}${call.skip ? ` — skipped: ${call.skip}` : ''}`, async () => {
      await prepare(call);
      const token =
        typeof call.role === 'function' ? call.role(ctx).token : call.role === 'public' ? null : ctx[call.role].token;
      const headers: Record<string, string> = token ? bearer(token) : {};
      let payload: string | Buffer | Record<string, unknown> | undefined;
      const body = call.body?.(ctx);
      if (call.multipart) {
        const form = call.multipart(ctx);
        payload = form.payload;
        Object.assign(headers, form.headers);
      } else if (body === 'json-no-body') {
        headers['content-type'] = 'application/json';
      } else if (body !== undefined) {
        payload = body as Record<string, unknown>;
      }
      const response = await t.app.inject({
        method: call.method,
        url: call.url(ctx),
        headers,
        ...(payload !== undefined ? { payload } : {}),
      });
      const text = response.body;
      // Never refused for its shape.
      expect(response.statusCode, text).not.toBe(415);
      expect(text).not.toMatch(/Unrecognized key|request body is empty|Invalid input: expected/);
      if (call.expect) expect(call.expect, text).toContain(response.statusCode);
      else expect(response.statusCode, text).toBeGreaterThanOrEqual(200);
      if (!call.expect) expect(response.statusCode, text).toBeLessThan(300);
      if (call.then) await call.then(response.json(), ctx);
    });
  }
});

describe('safe forms on the public brief (decision 013)', () => {
  it('submissions are anonymous and winners carry display names only once awarded', () => {
    const brief = ctx.publicBrief as {
      submissions: Array<Record<string, unknown>>;
      winners: Array<Record<string, unknown>>;
      submissionsCount: number;
    };
    expect(brief.submissions).toHaveLength(brief.submissionsCount);
    for (const submission of brief.submissions)
      expect(Object.keys(submission).sort()).toEqual(['status', 'submittedAt']);
    const text = JSON.stringify(brief);
    expect(text).not.toContain('tiktok.com/@spec');
    expect(text).not.toContain(ctx.creator.id);
    expect(brief.winners.length).toBeGreaterThan(0);
    for (const winner of brief.winners)
      expect(Object.keys(winner).sort()).toEqual(['awardedAt', 'creatorName', 'position', 'rewardType']);
  });
});

describe('free key/value fields as clients send them (decision 013)', () => {
  const create = (additionalFields: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/briefs',
      headers: bearer(ctx.brand.token),
      payload: { ...specBrief(`Spec fields ${uniqueSuffix()}`), additionalFields },
    });

  it('takes the object as JSON text, numbers and booleans as their text, and answers an object', async () => {
    const response = await create(
      JSON.stringify({
        podcastName: 'The Show',
        episodes: 12,
        live: true,
        promotionChannels: ['instagram', 'tiktok'],
        empty: null,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().brief.additionalFields).toEqual({
      podcastName: 'The Show',
      episodes: '12',
      live: 'true',
      promotionChannels: ['instagram', 'tiktok'],
    });
  });

  it('refuses a NUL hidden in JSON text with 400, never a database error', async () => {
    const response = await create('{"podcastName":"a\\u0000b"}');
    expect(response.statusCode, response.body).toBe(400);
    expect((await create('not json')).statusCode).toBe(400);
    expect((await create('[1,2]')).statusCode).toBe(400);
  });
});

describe('the brief’s reward kind, winner rewards and winners, from real data (decision 013)', () => {
  it('a prize award shows at its place; the brief reads PRIZES while every award is a prize', async () => {
    const intent = await paidIntent(t.app, ctx.brand.token, 50_000);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/briefs',
      headers: bearer(ctx.brand.token),
      payload: { ...specBrief(`Spec prize ${uniqueSuffix()}`), paymentIntentId: intent.paymentIntentId },
    });
    const briefId = made.json().id as string;
    const read = async () => (await t.app.inject({ method: 'GET', url: `/api/briefs/${briefId}/public` })).json().brief;
    expect(await read()).toMatchObject({
      rewardType: 'CASH',
      winners: [],
      submissions: [],
      winnerRewards: [
        { position: 1, amount: 300, prizeDescription: null },
        { position: 2, amount: 200 },
      ],
    });

    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/briefs/${briefId}/apply`,
      headers: bearer(ctx.creator2.token),
      payload: { contentUrl: 'https://example.test/prize-entry' },
    });
    const submissionId = applied.json().submission.id as string;
    const prize = { name: 'Camera kit', value: 300, description: 'A mirrorless camera and lens' };
    const distributed = await t.app.inject({
      method: 'POST',
      url: '/api/rewards/distribute-with-stripe',
      headers: bearer(ctx.brand.token),
      payload: {
        briefId,
        winners: [
          {
            submissionId,
            creatorId: ctx.creator2.id,
            rewardType: 'prize',
            amount: 0,
            description: 'Winner',
            prizeDetails: prize,
            position: 1,
          },
        ],
      },
    });
    expect(distributed.statusCode, distributed.body).toBe(200);

    const brief = await read();
    const creator2 = (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(ctx.creator2.token) })).json()
      .user;
    expect(brief.rewardType).toBe('PRIZES');
    expect(brief.winnerRewards[0]).toEqual({
      position: 1,
      amount: 300,
      cashAmount: 300,
      creditAmount: 0,
      prizeDescription: 'Camera kit: A mirrorless camera and lens',
    });
    expect(brief.winners).toEqual([
      { position: 1, creatorName: creator2.userName, rewardType: 'prize', awardedAt: expect.any(String) },
    ]);
    expect(brief.submissions).toEqual([{ submittedAt: expect.any(String), status: expect.any(String) }]);
    expect(JSON.stringify(brief)).not.toContain('prize-entry');
    expect(brief.winnersCount).toBe(brief.winners.length);
  });

  it('tiers paying only credit make a CREDIT brief', async () => {
    const tiers = [{ name: 'Store credit', description: '', cashAmount: 0, creditAmount: 100 }];
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/briefs',
      headers: bearer(ctx.brand.token),
      payload: { ...specBrief(`Spec credit ${uniqueSuffix()}`), amountOfWinners: 1, rewardTiers: tiers },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().brief).toMatchObject({
      rewardType: 'CREDIT',
      winnerRewards: [{ position: 1, amount: 100, cashAmount: 0, creditAmount: 100, prizeDescription: null }],
    });
  });
  // Statements per request (no query per brief) are counted in statement-counts.test.ts.
});
