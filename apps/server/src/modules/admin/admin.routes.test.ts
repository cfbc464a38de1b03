import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, TEST_DB_KIND, type TestApp } from '../../../test/test-app.ts';
import {
  bearer,
  createAdmin,
  createBrand,
  createCreator,
  createDraftBrief,
  createFundedBrief,
  createSubmission,
  passDeadline,
  reviewSubmission,
  TEST_PASSWORD,
  uniqueEmail,
  uniqueSuffix,
} from '../../../test/factories.ts';
import { queryRows } from '../../db/client.ts';
import { briefPoolAccount } from '../ledger/ledger.accounts.ts';

// The admin API for people, briefs and submissions (docs/product/admin.md#api).

let t: TestApp;
let admin: { token: string; user: { id: string } };
let brand: { token: string; user: { id: string } };
let creator: { token: string; user: { id: string } };
let brief: { id: string };
let submission: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.database.db);
  brand = await createBrand(t.app);
  creator = await createCreator(t.app);
  brief = await createFundedBrief(t.app, brand.token);
  submission = await createSubmission(t.app, creator.token, brief.id);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string | null, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload !== undefined ? { payload } : {}) });
const asAdmin = (method: Method, url: string, payload?: Record<string, unknown>) =>
  call(method, url, admin.token, payload);

const auditRows = (targetId: string) =>
  queryRows<{ action: string; actor_id: string; target_type: string; data: { before: unknown; after: unknown } }>(
    t.database.db,
    sql`select action, actor_id, target_type, data from audit_log where target_id = ${targetId} and action like 'admin.%' order by created_at, id`,
  );

const signIn = (email: string, password = TEST_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

/** Every route of the module with a valid request (ids of real objects made in beforeAll). */
const routes = (): Array<{ method: Method; url: string; body?: Record<string, unknown> }> => [
  { method: 'GET', url: '/api/admin/brands' },
  { method: 'GET', url: `/api/admin/brands/${brand.user.id}` },
  {
    method: 'POST',
    url: '/api/admin/brands',
    body: { companyName: 'Nope', contactName: 'No', email: uniqueEmail('nope'), password: 'secret' },
  },
  { method: 'PUT', url: `/api/admin/brands/${brand.user.id}`, body: { isVerified: true } },
  { method: 'DELETE', url: `/api/admin/brands/${brand.user.id}` },
  { method: 'GET', url: '/api/admin/creators' },
  { method: 'GET', url: `/api/admin/creators/${creator.user.id}` },
  {
    method: 'POST',
    url: '/api/admin/creators',
    body: { userName: `nope_${uniqueSuffix()}`, fullName: 'No', email: uniqueEmail('nope'), password: 'secret' },
  },
  { method: 'PUT', url: `/api/admin/creators/${creator.user.id}`, body: { isVerified: true } },
  { method: 'DELETE', url: `/api/admin/creators/${creator.user.id}` },
  { method: 'GET', url: '/api/admin/briefs' },
  { method: 'GET', url: `/api/admin/briefs/${brief.id}` },
  { method: 'POST', url: '/api/admin/archive-expired-briefs' },
  { method: 'GET', url: '/api/admin/submissions' },
  { method: 'GET', url: `/api/admin/submissions/${submission.id}` },
  { method: 'PUT', url: `/api/admin/submissions/${submission.id}/review`, body: { status: 'approved' } },
];

describe('access: admins only', () => {
  it('anonymous 401, brand 403, creator 403 on every call, and nothing changes', async () => {
    for (const route of routes()) {
      for (const [token, status] of [
        [null, 401],
        [brand.token, 403],
        [creator.token, 403],
      ] as const) {
        const response = await call(route.method, route.url, token, route.body);
        expect(response.statusCode, `${route.method} ${route.url} ${response.body}`).toBe(status);
        expect(response.json()).toMatchObject({
          error: expect.any(String),
          code: status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN',
        });
      }
    }
    expect((await asAdmin('GET', `/api/admin/submissions/${submission.id}`)).json().submission.status).toBe('pending');
    expect((await asAdmin('GET', `/api/admin/brands/${brand.user.id}`)).json().brand).toMatchObject({
      accountStatus: 'active',
      isVerified: false,
    });
    expect(await auditRows(brand.user.id)).toEqual([]);
  });
});

describe('bad input: 400 in the error envelope; missing ids: 404', () => {
  it('refuses unknown status values, bad pages and limits on every list', async () => {
    for (const list of ['brands', 'creators', 'briefs', 'submissions']) {
      for (const query of [
        'status=bogus',
        'page=0',
        'page=-1',
        'page=abc',
        'page=1.5',
        'limit=0',
        'limit=101',
        'limit=2.5',
        'limit=x',
        'unknown=1',
      ]) {
        const response = await asAdmin('GET', `/api/admin/${list}?${query}`);
        expect(response.statusCode, `${list}?${query} ${response.body}`).toBe(400);
        expect(response.json()).toMatchObject({ error: expect.any(String), code: 'VALIDATION_ERROR' });
      }
      // Blank status and "all" are no filter; the status is read case-insensitively.
      for (const query of ['status=', 'status=all', 'page=1&limit=100'])
        expect((await asAdmin('GET', `/api/admin/${list}?${query}`)).statusCode).toBe(200);
    }
    expect((await asAdmin('GET', '/api/admin/briefs?status=Published')).statusCode).toBe(200);
    // Statuses of another list are not this list's.
    expect((await asAdmin('GET', '/api/admin/briefs?status=approved')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/submissions?status=draft')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/admin/brands?status=published')).statusCode).toBe(400);
  });

  it('answers 404 for an id that does not exist, and 400 for one that is not an id', async () => {
    const missing = randomUUID();
    const cases: Array<[Method, string, Record<string, unknown>?]> = [
      ['GET', `/api/admin/brands/${missing}`],
      ['PUT', `/api/admin/brands/${missing}`, { isVerified: true }],
      ['DELETE', `/api/admin/brands/${missing}`],
      ['GET', `/api/admin/creators/${missing}`],
      ['PUT', `/api/admin/creators/${missing}`, { isVerified: true }],
      ['DELETE', `/api/admin/creators/${missing}`],
      ['GET', `/api/admin/briefs/${missing}`],
      ['GET', `/api/admin/submissions/${missing}`],
      ['PUT', `/api/admin/submissions/${missing}/review`, { status: 'approved' }],
      // A creator is not a brand, nor a brand a creator.
      ['GET', `/api/admin/brands/${creator.user.id}`],
      ['GET', `/api/admin/creators/${brand.user.id}`],
      ['DELETE', `/api/admin/creators/${admin.user.id}`],
    ];
    for (const [method, url, body] of cases) {
      const response = await asAdmin(method, url, body);
      expect(response.statusCode, `${method} ${url} ${response.body}`).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await asAdmin('GET', '/api/admin/brands/not-an-id')).statusCode).toBe(400);
    expect(
      (await asAdmin('PUT', `/api/admin/submissions/${submission.id}/review`, { status: 'pending' })).statusCode,
    ).toBe(400);
    expect((await asAdmin('PUT', `/api/admin/submissions/${submission.id}/review`, {})).statusCode).toBe(400);
  });
});

describe('brands: list, search, filter, paging, detail', () => {
  const tag = `Pagingco${uniqueSuffix()}`;
  const ids: string[] = [];
  beforeAll(async () => {
    for (let n = 0; n < 12; n++) {
      const made = await asAdmin('POST', '/api/admin/brands', {
        companyName: `${tag} ${n}`,
        contactName: `Contact ${n}`,
        email: uniqueEmail('paging'),
        password: 'secret',
        isVerified: n < 5,
      });
      expect(made.statusCode, made.body).toBe(201);
      ids.push(made.json().brand.id);
    }
  });

  it('pages with 10 by default; page 2 has none of page 1; total counts every match', async () => {
    const first = (await asAdmin('GET', `/api/admin/brands?search=${tag}`)).json();
    expect(first).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(first.brands).toHaveLength(10);
    const second = (await asAdmin('GET', `/api/admin/brands?search=${tag}&page=2`)).json();
    expect(second).toMatchObject({ total: 12, page: 2 });
    expect(second.brands).toHaveLength(2);
    const firstIds = new Set(first.brands.map((row: { id: string }) => row.id));
    for (const row of second.brands) expect(firstIds.has(row.id)).toBe(false);
    expect(new Set([...firstIds, ...second.brands.map((row: { id: string }) => row.id)])).toEqual(new Set(ids));
    // Newest first.
    expect(first.brands[0].id).toBe(ids[11]);
    const third = (await asAdmin('GET', `/api/admin/brands?search=${tag}&page=3`)).json();
    expect(third).toMatchObject({ brands: [], total: 12 });
    expect((await asAdmin('GET', `/api/admin/brands?search=${tag}&limit=5&page=3`)).json().brands).toHaveLength(2);
  });

  it('filters verified and pending, and searches literally and case-insensitively', async () => {
    expect((await asAdmin('GET', `/api/admin/brands?search=${tag}&status=verified`)).json().total).toBe(5);
    expect((await asAdmin('GET', `/api/admin/brands?search=${tag}&status=pending`)).json().total).toBe(7);
    expect((await asAdmin('GET', `/api/admin/brands?search=${tag.toUpperCase()}`)).json().total).toBe(12);
    expect((await asAdmin('GET', `/api/admin/brands?search=${encodeURIComponent(`${tag} 1`)}`)).json().total).toBe(3); // 1, 10, 11
    // LIKE wildcards are plain characters.
    expect((await asAdmin('GET', `/api/admin/brands?search=${encodeURIComponent(`${tag}%`)}`)).json().total).toBe(0);
    expect(
      (await asAdmin('GET', `/api/admin/brands?search=${encodeURIComponent(`${tag.slice(0, 4)}_`)}`)).json().total,
    ).toBe(0);
    // By email and contact too.
    const one = (await asAdmin('GET', `/api/admin/brands/${ids[3]}`)).json().brand;
    expect(
      (await asAdmin('GET', `/api/admin/brands?search=${encodeURIComponent(one.email)}`))
        .json()
        .brands.map((row: { id: string }) => row.id),
    ).toEqual([ids[3]]);
  });

  it('answers the spec fields of a brand', async () => {
    const response = await asAdmin('GET', `/api/admin/brands/${brand.user.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().brand).toEqual({
      id: brand.user.id,
      email: expect.any(String),
      companyName: 'Acme Studio',
      contactName: 'Jo Brand',
      isVerified: false,
      accountStatus: 'active',
      createdAt: expect.any(String),
      logo: null,
      photo: null,
      socialInstagram: '',
      socialTwitter: '',
      socialLinkedIn: '',
      socialWebsite: '',
    });
  });
});

describe('creating and editing brands and creators', () => {
  it('creates a brand whose 6-character password signs in; 5 characters or a taken email are refused', async () => {
    const email = uniqueEmail('made');
    const short = await asAdmin('POST', '/api/admin/brands', {
      companyName: 'Made Co',
      contactName: 'Mo',
      email,
      password: '12345',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toBe('Password must be at least 6 characters long');
    expect(
      (await asAdmin('POST', '/api/admin/brands', { companyName: ' ', contactName: 'Mo', email, password: '123456' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await asAdmin('POST', '/api/admin/brands', {
          companyName: 'Made Co',
          contactName: 'Mo',
          email: 'not-an-email',
          password: '123456',
        })
      ).statusCode,
    ).toBe(400);

    // The modal sends back fields it shows; they are ignored.
    const made = await asAdmin('POST', '/api/admin/brands', {
      companyName: 'Made Co',
      contactName: 'Mo',
      email,
      password: '123456',
      isVerified: true,
      id: 'x',
      createdAt: 'y',
    });
    expect(made.statusCode, made.body).toBe(201);
    const madeBrand = made.json().brand;
    expect(madeBrand).toMatchObject({
      companyName: 'Made Co',
      contactName: 'Mo',
      email,
      isVerified: true,
      accountStatus: 'active',
    });
    const session = await signIn(email, '123456');
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().user).toMatchObject({ type: 'brand', companyName: 'Made Co' });

    const again = await asAdmin('POST', '/api/admin/brands', {
      companyName: 'Other',
      contactName: 'Mo',
      email: email.toUpperCase(),
      password: '123456',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('EMAIL_TAKEN');

    const [created] = await auditRows(madeBrand.id);
    expect(created).toMatchObject({
      action: 'admin.brand.created',
      actor_id: admin.user.id,
      target_type: 'brand',
      data: { before: null, after: { email, isVerified: true } },
    });
    expect(JSON.stringify(created!.data)).not.toContain('123456');
  });

  it('creates a creator; a taken username is 409', async () => {
    const userName = `made_${uniqueSuffix()}`;
    const email = uniqueEmail('made-creator');
    const made = await asAdmin('POST', '/api/admin/creators', {
      userName,
      fullName: 'Made Creator',
      email,
      password: 'sixsix',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().creator).toEqual({
      id: expect.any(String),
      email,
      userName,
      fullName: 'Made Creator',
      isVerified: false,
      accountStatus: 'active',
      createdAt: expect.any(String),
      photo: null,
    });
    expect((await signIn(email, 'sixsix')).json().user).toMatchObject({ type: 'creator', userName });
    const taken = await asAdmin('POST', '/api/admin/creators', {
      userName: userName.toUpperCase(),
      fullName: 'Copy',
      email: uniqueEmail('copy'),
      password: 'sixsix',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('USERNAME_TAKEN');
    expect(
      (
        await asAdmin('POST', '/api/admin/creators', {
          userName: 'a b',
          fullName: 'Copy',
          email: uniqueEmail('copy'),
          password: 'sixsix',
        })
      ).statusCode,
    ).toBe(400);
    expect((await auditRows(made.json().creator.id)).map((row) => row.action)).toEqual(['admin.creator.created']);
  });

  it('edits a brand and verifies it, with the values before and after in the audit log', async () => {
    const target = await createBrand(t.app, { companyName: 'Before Co' });
    const response = await asAdmin('PUT', `/api/admin/brands/${target.user.id}`, {
      companyName: 'After Co',
      isVerified: true,
      socialWebsite: 'https://after.example',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().brand).toMatchObject({
      companyName: 'After Co',
      isVerified: true,
      socialWebsite: 'https://after.example',
      contactName: 'Jo Brand',
    });
    const renamed = await asAdmin('PUT', `/api/admin/brands/${target.user.id}`, { contactName: 'New Contact' });
    expect(renamed.json().brand).toMatchObject({
      contactName: 'New Contact',
      companyName: 'After Co',
      isVerified: true,
    });
    const rows = await auditRows(target.user.id);
    expect(rows.map((row) => row.action)).toEqual(['admin.brand.verified', 'admin.brand.updated']);
    expect(rows[0]!.data).toMatchObject({
      before: { companyName: 'Before Co', isVerified: false },
      after: { companyName: 'After Co', isVerified: true },
    });
    expect(rows[1]!.data).toMatchObject({ before: { contactName: 'Jo Brand' }, after: { contactName: 'New Contact' } });
    // Someone else's email is taken.
    const other = await createBrand(t.app);
    const taken = await asAdmin('PUT', `/api/admin/brands/${target.user.id}`, {
      email: (await asAdmin('GET', `/api/admin/brands/${other.user.id}`)).json().brand.email,
    });
    expect(taken.statusCode).toBe(409);
    expect((await asAdmin('PUT', `/api/admin/brands/${target.user.id}`, { companyName: '' })).statusCode).toBe(400);
  });

  it('edits a creator (username unique among others; its own is fine)', async () => {
    const target = await createCreator(t.app);
    const own = (await asAdmin('GET', `/api/admin/creators/${target.user.id}`)).json().creator;
    const same = await asAdmin('PUT', `/api/admin/creators/${target.user.id}`, {
      userName: own.userName.toUpperCase(),
      fullName: 'Renamed',
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().creator).toMatchObject({ fullName: 'Renamed', userName: own.userName.toUpperCase() });
    const other = (await asAdmin('GET', `/api/admin/creators/${creator.user.id}`)).json().creator;
    expect(
      (await asAdmin('PUT', `/api/admin/creators/${target.user.id}`, { userName: other.userName })).statusCode,
    ).toBe(409);
    expect((await auditRows(target.user.id)).map((row) => row.action)).toEqual(['admin.creator.updated']);
  });
});

describe('creators, briefs and submissions: lists and details', () => {
  const tag = `Zeta${uniqueSuffix()}`;
  let brandOfTag: { token: string; user: { id: string } };
  const briefIds: string[] = [];
  const creatorIds: string[] = [];
  beforeAll(async () => {
    brandOfTag = await createBrand(t.app, { companyName: `${tag} Brand` });
    briefIds.push((await createFundedBrief(t.app, brandOfTag.token, { title: `${tag} one` })).id);
    briefIds.push((await createFundedBrief(t.app, brandOfTag.token, { title: `${tag} two` })).id);
    briefIds.push((await createDraftBrief(t.app, brandOfTag.token, { title: `Draft ${tag}` })).id);
    for (let n = 0; n < 3; n++) {
      const made = await createCreator(t.app, { fullName: `${tag} Person ${n}` });
      creatorIds.push(made.user.id);
      await createSubmission(t.app, made.token, briefIds[0]!);
    }
    await createSubmission(t.app, (await createCreator(t.app)).token, briefIds[1]!);
  });

  it('creators: search by name, filter, page', async () => {
    const list = (await asAdmin('GET', `/api/admin/creators?search=${tag.toLowerCase()}&limit=2`)).json();
    expect(list).toMatchObject({ total: 3, limit: 2 });
    const page2 = (await asAdmin('GET', `/api/admin/creators?search=${tag}&limit=2&page=2`)).json();
    expect(page2.creators).toHaveLength(1);
    expect(list.creators.map((row: { id: string }) => row.id)).not.toContain(page2.creators[0].id);
    await asAdmin('PUT', `/api/admin/creators/${creatorIds[0]}`, { isVerified: true });
    expect(
      (await asAdmin('GET', `/api/admin/creators?search=${tag}&status=verified`))
        .json()
        .creators.map((row: { id: string }) => row.id),
    ).toEqual([creatorIds[0]]);
    expect((await asAdmin('GET', `/api/admin/creators?search=${tag}&status=pending`)).json().total).toBe(2);
  });

  it('briefs: search by title or brand, filter by status, the spec fields', async () => {
    expect((await asAdmin('GET', `/api/admin/briefs?search=${tag}`)).json().total).toBe(3);
    expect((await asAdmin('GET', `/api/admin/briefs?search=${encodeURIComponent(`${tag} Brand`)}`)).json().total).toBe(
      3,
    );
    expect((await asAdmin('GET', `/api/admin/briefs?search=${tag}&status=published`)).json().total).toBe(2);
    const drafts = (await asAdmin('GET', `/api/admin/briefs?search=${tag}&status=draft`)).json();
    expect(drafts.briefs.map((row: { id: string }) => row.id)).toEqual([briefIds[2]]);
    const first = (await asAdmin('GET', `/api/admin/briefs?search=${tag}&limit=1`)).json();
    const second = (await asAdmin('GET', `/api/admin/briefs?search=${tag}&limit=1&page=2`)).json();
    expect(first.briefs[0].id).not.toBe(second.briefs[0].id);

    const detail = await asAdmin('GET', `/api/admin/briefs/${briefIds[0]}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().brief).toMatchObject({
      id: briefIds[0],
      title: `${tag} one`,
      brandId: brandOfTag.user.id,
      brand: { companyName: `${tag} Brand`, email: expect.any(String) },
      status: 'published',
      reward: 500,
      totalRewardValue: 500,
      amountOfWinners: 2,
      rewardTiers: [
        { position: 1, name: expect.any(String), cashAmount: expect.any(Number), creditAmount: 0 },
        { position: 2, name: expect.any(String), cashAmount: expect.any(Number), creditAmount: 0 },
      ],
      archivedAt: null,
      isPrivate: false,
      additionalFields: { productName: 'Widget' },
      submissionsCount: 3,
      isFunded: true,
    });
    // Drafts too (no one but their brand and admins sees them).
    expect((await asAdmin('GET', `/api/admin/briefs/${briefIds[2]}`)).json().brief).toMatchObject({
      status: 'draft',
      isFunded: false,
      submissionsCount: 0,
    });
  });

  it('submissions: search by brief or creator, filter by status, the spec fields', async () => {
    expect(
      (await asAdmin('GET', `/api/admin/submissions?search=${encodeURIComponent(`${tag} one`)}`)).json().total,
    ).toBe(3);
    expect(
      (await asAdmin('GET', `/api/admin/submissions?search=${encodeURIComponent(`${tag} Person 1`)}`)).json().total,
    ).toBe(1);
    const list = (await asAdmin('GET', `/api/admin/submissions?search=${tag}&status=pending`)).json();
    expect(list.total).toBe(4);
    const row = list.submissions.find((item: { creatorId: string }) => item.creatorId === creatorIds[2]);
    expect(row).toMatchObject({
      briefId: briefIds[0],
      brief: {
        title: `${tag} one`,
        description: expect.any(String),
        reward: 500,
        additionalFields: { productName: 'Widget' },
      },
      creator: { fullName: `${tag} Person 2`, email: expect.any(String), userName: expect.any(String) },
      status: 'pending',
      amount: 500,
      submittedAt: expect.any(String),
    });
    expect((await asAdmin('GET', `/api/admin/submissions?search=${tag}&status=approved`)).json().total).toBe(0);
  });
});

describe('reviewing a submission', () => {
  it('approves or rejects a pending submission with the brand’s rules; a reviewed one is 409', async () => {
    const approved = await asAdmin('PUT', `/api/admin/submissions/${submission.id}/review`, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().submission).toMatchObject({
      id: submission.id,
      status: 'approved',
      reviewedAt: expect.any(String),
    });
    const again = await asAdmin('PUT', `/api/admin/submissions/${submission.id}/review`, { status: 'rejected' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SUBMISSION_REVIEWED');

    const other = await createSubmission(t.app, (await createCreator(t.app)).token, brief.id);
    expect(
      (await asAdmin('PUT', `/api/admin/submissions/${other.id}/review`, { status: 'rejected' })).json().submission
        .status,
    ).toBe('rejected');
    // One the brand already reviewed.
    const byBrand = await createSubmission(t.app, (await createCreator(t.app)).token, brief.id);
    await reviewSubmission(t.app, brand.token, byBrand.id, 'approve');
    expect(
      (await asAdmin('PUT', `/api/admin/submissions/${byBrand.id}/review`, { status: 'approved' })).statusCode,
    ).toBe(409);

    expect(await auditRows(submission.id)).toEqual([
      {
        action: 'admin.submission.approved',
        actor_id: admin.user.id,
        target_type: 'submission',
        data: { before: { status: 'pending' }, after: { status: 'approved' } },
      },
    ]);
    expect((await auditRows(other.id)).map((row) => row.action)).toEqual(['admin.submission.rejected']);
    expect(await auditRows(byBrand.id)).toEqual([]);
  });
});

describe('soft delete (deactivation)', () => {
  const countRows = async (query: ReturnType<typeof sql>) =>
    Number((await queryRows<{ count: number }>(t.database.db, query))[0]!.count);

  it('a deactivated brand cannot sign in, its sessions end, its money stays, and its briefs leave the marketplace and search', async () => {
    const email = uniqueEmail('gone-brand');
    const gone = await createBrand(t.app, { email, companyName: 'Gone Brand' });
    // Letters only, so the full-text search treats it as one plain word.
    const word = `vanish${uniqueSuffix().replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)]!)}`;
    const goneBrief = await createFundedBrief(t.app, gone.token, { title: `${word} launch` });
    const reader = await createCreator(t.app);
    const inMarketplace = async () =>
      ((await call('GET', `/api/briefs/public?search=${word}`)).json().briefs as Array<{ id: string }>).some(
        (item) => item.id === goneBrief.id,
      );
    const inSearch = async () =>
      ((await call('GET', `/api/search?q=${word}`, reader.token)).json().results as Array<{ id: string }>).some(
        (item) => item.id === goneBrief.id,
      );
    const inCreatorBriefs = async () =>
      JSON.stringify((await call('GET', '/api/creators/briefs?limit=200', reader.token)).json()).includes(goneBrief.id);
    expect(await inMarketplace()).toBe(true);
    expect(await inSearch()).toBe(true);
    expect(await inCreatorBriefs()).toBe(true);
    // The money held for the brief: its pool's ledger entries (docs/product/money-and-ledger.md).
    const money = sql`select count(*)::int as count from ledger_entries where account = ${briefPoolAccount(goneBrief.id)}`;
    const ledgerBefore = await countRows(money);

    const deleted = await asAdmin('DELETE', `/api/admin/brands/${gone.user.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().brand).toMatchObject({ id: gone.user.id, accountStatus: 'deactivated' });

    expect((await call('GET', '/api/me', gone.token)).statusCode).toBe(401);
    const refused = await signIn(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('ACCOUNT_DEACTIVATED');
    expect(await inMarketplace()).toBe(false);
    expect(await inSearch()).toBe(false);
    expect(await inCreatorBriefs()).toBe(false);
    expect((await call('GET', `/api/public/brands/${gone.user.id}/briefs`)).statusCode).toBe(404);
    expect(
      (
        await call('POST', `/api/briefs/${goneBrief.id}/apply`, reader.token, {
          contentUrl: 'https://example.test/late',
        })
      ).statusCode,
    ).toBe(404);
    // Kept: the account, its brief and every ledger entry; the admin still sees them.
    expect(ledgerBefore).toBeGreaterThan(0);
    expect(await countRows(money)).toBe(ledgerBefore);
    expect((await asAdmin('GET', `/api/admin/briefs/${goneBrief.id}`)).json().brief).toMatchObject({
      status: 'published',
      isFunded: true,
    });
    expect(
      (await asAdmin('GET', `/api/admin/brands?search=${encodeURIComponent(email)}&status=deactivated`)).json().total,
    ).toBe(1);
    expect(
      (await asAdmin('GET', `/api/admin/brands?search=${encodeURIComponent(email)}&status=pending`)).json().total,
    ).toBe(0);

    // Again: the same answer, nothing more written.
    expect((await asAdmin('DELETE', `/api/admin/brands/${gone.user.id}`)).statusCode).toBe(200);
    const rows = await auditRows(gone.user.id);
    expect(rows.map((row) => row.action)).toEqual(['admin.brand.deactivated']);
    expect(rows[0]!.data).toMatchObject({
      before: { accountStatus: 'active' },
      after: { accountStatus: 'deactivated' },
    });

    // Reactivated: signs in again (old sessions stay ended) and the briefs are back.
    const back = await asAdmin('PUT', `/api/admin/brands/${gone.user.id}`, { accountStatus: 'active' });
    expect(back.json().brand.accountStatus).toBe('active');
    expect((await call('GET', '/api/me', gone.token)).statusCode).toBe(401);
    expect((await signIn(email)).statusCode).toBe(200);
    expect(await inMarketplace()).toBe(true);
    expect((await auditRows(gone.user.id)).map((row) => row.action)).toEqual([
      'admin.brand.deactivated',
      'admin.brand.reactivated',
    ]);
  });

  it('a deactivated creator cannot sign in; their submissions stay', async () => {
    const email = uniqueEmail('gone-creator');
    const gone = await createCreator(t.app, { email });
    const made = await createSubmission(t.app, gone.token, brief.id);
    const deleted = await asAdmin('DELETE', `/api/admin/creators/${gone.user.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().creator.accountStatus).toBe('deactivated');
    expect((await signIn(email)).json().code).toBe('ACCOUNT_DEACTIVATED');
    expect((await call('GET', '/api/me', gone.token)).statusCode).toBe(401);
    expect((await asAdmin('GET', `/api/admin/submissions/${made.id}`)).json().submission).toMatchObject({
      creatorId: gone.user.id,
      status: 'pending',
    });
    expect((await auditRows(gone.user.id)).map((row) => row.action)).toEqual(['admin.creator.deactivated']);
  });
});

describe('running the archive process', () => {
  /** PGlite: this file's own database, so the counts are exact. */
  const exclusive = TEST_DB_KIND === 'pglite';

  it('archives published briefs past their deadline once, with the counts archived and notified', async () => {
    const owner = await createBrand(t.app);
    const expired = await createFundedBrief(t.app, owner.token);
    for (let n = 0; n < 2; n++) await createSubmission(t.app, (await createCreator(t.app)).token, expired.id);
    const open = await createFundedBrief(t.app, owner.token);
    await passDeadline(t.database.db, expired.id);

    const run = await asAdmin('POST', '/api/admin/archive-expired-briefs');
    expect(run.statusCode, run.body).toBe(200);
    const result = run.json();
    expect(result.briefIds).toContain(expired.id);
    expect(result.result).toEqual({ archived: result.archived, notifications: result.notifications });
    if (exclusive) {
      // The brand and the two creators who applied.
      expect(result).toEqual({
        archived: 1,
        notifications: 3,
        briefIds: [expired.id],
        result: { archived: 1, notifications: 3 },
      });
    } else {
      // Other files share PostgreSQL and may leave expired briefs of their own.
      expect(result.archived).toBe(result.briefIds.length);
      expect(result.notifications).toBeGreaterThanOrEqual(result.archived + 2);
    }
    expect((await asAdmin('GET', `/api/admin/briefs/${expired.id}`)).json().brief).toMatchObject({
      status: 'archived',
      archivedAt: expect.any(String),
    });
    expect((await asAdmin('GET', `/api/admin/briefs/${open.id}`)).json().brief.status).toBe('published');
    expect(await auditRows(expired.id)).toEqual([
      {
        action: 'admin.brief.archived',
        actor_id: admin.user.id,
        target_type: 'brief',
        data: { before: { status: 'published' }, after: { status: 'archived' } },
      },
    ]);

    const again = (await asAdmin('POST', '/api/admin/archive-expired-briefs')).json();
    expect(again.briefIds).not.toContain(expired.id);
    if (exclusive)
      expect(again).toEqual({ archived: 0, notifications: 0, briefIds: [], result: { archived: 0, notifications: 0 } });
    const runs = await queryRows<{
      actor_id: string;
      data: { after: { archived: number; notifications: number; briefIds: string[] } };
    }>(
      t.database.db,
      sql`select actor_id, data from audit_log where action = 'admin.briefs.archive_run' and actor_id = ${admin.user.id} order by created_at, id`,
    );
    expect(runs.slice(-2).map((row) => row.data.after)).toEqual([
      { archived: result.archived, notifications: result.notifications, briefIds: result.briefIds },
      { archived: again.archived, notifications: again.notifications, briefIds: again.briefIds },
    ]);
    expect(
      (await asAdmin('GET', `/api/admin/briefs?status=archived&search=${encodeURIComponent(expired.title)}`)).json()
        .total,
    ).toBe(1);
  });
});
