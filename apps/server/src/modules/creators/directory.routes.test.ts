import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZCreatorDirectoryResponse,
  type TCreatorDirectoryResponse,
  type TPublicCreatorsResponse,
} from '@briefly/shared/creator-directory';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { creatorFiguresSql } from './public-profile.repository.ts';
import {
  bearer,
  createAdmin,
  createBrand,
  createCreator,
  createFundedBrief,
  createSubmission,
  distribute,
  reviewSubmission,
  uniqueSuffix,
  winnerEntry,
} from '../../../test/factories.ts';

// The creator directory (docs/product/creator-directory.md). Every search carries this file's own word
// (`tag`), so creators of other test files on the shared PostgreSQL database never enter the answers.

let t: TestApp;
let brand: { token: string; id: string };
let admin: { token: string };
const tag = `zed${uniqueSuffix().replace(/[^a-f]/g, 'k')}`;
type Creator = { token: string; id: string; userName: string };
const people: Record<'ana' | 'ben' | 'cleo' | 'hidden' | 'deactivated' | 'closed', Creator> = {} as never;

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const directory = async (query: string, token = brand.token) => {
  const response = await get(`/api/brands/creators/directory?q=${tag}&${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  // The route writes its answer past the schema's run-time encode: every answer here is held to the schema.
  const body = response.json<TCreatorDirectoryResponse>();
  expect(ZCreatorDirectoryResponse.parse(body)).toEqual(body);
  return body;
};
const names = (body: { creators: { userName: string }[] }) => body.creators.map((creator) => creator.userName);

async function creatorWith(key: keyof typeof people, profile: Record<string, unknown>) {
  const userName = `${key}_${uniqueSuffix()}`;
  const created = await createCreator(t.app, { userName, fullName: `${key} ${tag}` });
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/creators/me/profile',
    headers: bearer(created.token),
    payload: { bio: '', location: '', socialLinks: [], categories: [], ...profile },
  });
  expect(response.statusCode, response.body).toBe(200);
  people[key] = { token: created.token, id: created.user.id, userName };
}

async function review(briefId: string, reviewerId: string, revieweeId: string, rating: number) {
  await t.database.db.execute(
    sql`insert into reviews (brief_id, reviewer_id, reviewee_id, rating, text, published_at)
        values (${briefId}::uuid, ${reviewerId}::uuid, ${revieweeId}::uuid, ${rating}, 'Worked well together', now())`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const created = await createBrand(t.app);
  brand = { token: created.token, id: created.user.id };
  admin = await createAdmin(t.app, t.database.db);
  const other = await createBrand(t.app);
  await creatorWith('ana', {
    location: 'Portland, Oregon',
    bio: 'Food videos and recipes from my kitchen.',
    categories: ['creative'],
    socialLinks: ['https://www.youtube.com/@ana'],
  });
  await creatorWith('ben', {
    location: 'Seattle',
    bio: 'Street food reviews.',
    categories: ['creative', 'business'],
    socialLinks: ['https://instagram.com/ben'],
  });
  await creatorWith('cleo', { location: 'Portland, Maine', bio: 'Software tutorials.', categories: ['technical'] });
  await creatorWith('hidden', { location: 'Portland', bio: 'Food.', directoryListed: false });
  await creatorWith('deactivated', { location: 'Portland', bio: 'Food.' });
  await creatorWith('closed', { location: 'Portland', bio: 'Food.' });
  await t.database.db.execute(sql`update users set status = 'deactivated' where id = ${people.deactivated.id}::uuid`);
  await t.database.db.execute(sql`update users set deleted_at = now() where id = ${people.closed.id}::uuid`);

  // Ana: one win (a paid prize) and two reviews (5 and 4: 4.5). Ben: one approval of two decided, a 3.
  const brief = await createFundedBrief(t.app, brand.token, { reward: 500 });
  const second = await createFundedBrief(t.app, brand.token, { reward: 500 });
  const won = await createSubmission(t.app, people.ana.token, brief.id);
  const approved = await createSubmission(t.app, people.ben.token, brief.id);
  const rejected = await createSubmission(t.app, people.ben.token, second.id);
  await reviewSubmission(t.app, brand.token, approved.id, 'approve');
  await reviewSubmission(t.app, brand.token, rejected.id, 'reject');
  const distributed = await distribute(t.app, brand.token, brief.id, [winnerEntry(won, people.ana.id, 'prize')]);
  expect(distributed.statusCode, distributed.body).toBe(200);
  await review(brief.id, brand.id, people.ana.id, 5);
  await review(brief.id, other.user.id, people.ana.id, 4);
  await review(brief.id, brand.id, people.ben.id, 3);
  // Shown in the portfolio: Ana's winning entry.
  const portfolio = await t.app.inject({
    method: 'PUT',
    url: '/api/creators/me/profile',
    headers: bearer(people.ana.token),
    payload: {
      location: 'Portland, Oregon',
      bio: 'Food videos and recipes from my kitchen.',
      categories: ['creative'],
      socialLinks: ['https://www.youtube.com/@ana'],
      portfolioSubmissionIds: [won.id],
    },
  });
  expect(portfolio.statusCode, portfolio.body).toBe(200);
}, 120_000);
afterAll(() => t?.close());

describe('GET /api/brands/creators/directory', () => {
  it('refuses anonymous callers (401) and creators (403)', async () => {
    expect((await get('/api/brands/creators/directory')).statusCode).toBe(401);
    const asCreator = await get('/api/brands/creators/directory', people.ana.token);
    expect(asCreator.statusCode).toBe(403);
    expect(asCreator.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers brands and admins with the public profile’s figures and the last portfolio items', async () => {
    const body = await directory('sort=briefs_won');
    expect(names(body)).toEqual([people.ana.userName, people.ben.userName, people.cleo.userName]);
    expect(body.nextCursor).toBeNull();
    const [ana, ben, cleo] = body.creators;
    expect(ana).toMatchObject({
      displayName: `ana ${tag}`,
      location: 'Portland, Oregon',
      categories: ['creative'],
      platforms: ['youtube'],
      averageRating: 4.5,
      reviewCount: 2,
      briefsWon: 1,
    });
    expect(ana!.portfolio).toHaveLength(1);
    expect(ana!.portfolio[0]).toMatchObject({ result: 'winner' });
    expect(ben).toMatchObject({
      averageRating: 3,
      reviewCount: 1,
      briefsWon: 0,
      approvalRate: 50,
      platforms: ['instagram'],
    });
    expect(cleo).toMatchObject({
      averageRating: null,
      reviewCount: 0,
      briefsWon: 0,
      approvalRate: null,
      portfolio: [],
    });
    const profile = await get(`/api/creators/${people.ana.userName}/profile`);
    expect(profile.json().profile.figures).toMatchObject({
      briefsWon: ana!.briefsWon,
      averageRating: ana!.averageRating,
    });
    expect(names(await directory('sort=briefs_won', admin.token))).toHaveLength(3);
  });

  it('never shows hidden, deactivated or closed creators', async () => {
    const body = await directory('location=portland');
    for (const key of ['hidden', 'deactivated', 'closed'] as const)
      expect(names(body)).not.toContain(people[key].userName);
    expect(new Set(names(body))).toEqual(new Set([people.ana.userName, people.cleo.userName]));
  });

  it('filters by words, categories, platforms, location, rating and wins', async () => {
    const cases: Array<[string, string[]]> = [
      ['', [people.ana.userName, people.ben.userName, people.cleo.userName]],
      ['categories=creative', [people.ana.userName, people.ben.userName]],
      ['categories=business,technical', [people.ben.userName, people.cleo.userName]],
      ['platforms=instagram', [people.ben.userName]],
      ['platforms=youtube,instagram', [people.ana.userName, people.ben.userName]],
      ['location=portland', [people.ana.userName, people.cleo.userName]],
      ['minRating=4', [people.ana.userName]],
      ['minRating=3', [people.ana.userName, people.ben.userName]],
      ['minBriefsWon=1', [people.ana.userName]],
      ['categories=creative&location=seattle', [people.ben.userName]],
    ];
    for (const [query, expected] of cases)
      expect(new Set(names(await directory(`sort=newest&${query}`))), query).toEqual(new Set(expected));
    // Words: "portland food" is Ana (Portland, food in her bio); Ben has food but not Portland.
    const words = await get(`/api/brands/creators/directory?q=${tag}+portland+food`, brand.token);
    expect(names(words.json())).toEqual([people.ana.userName]);
    // A typo is forgiven by trigram similarity.
    const typo = await get(`/api/brands/creators/directory?q=${tag}+portlnd`, brand.token);
    expect(new Set(names(typo.json()))).toEqual(new Set([people.ana.userName, people.cleo.userName]));
  });

  it('sorts by rating, wins, newest and relevance', async () => {
    expect(names(await directory('sort=rating'))).toEqual([
      people.ana.userName,
      people.ben.userName,
      people.cleo.userName,
    ]);
    expect(names(await directory('sort=newest'))).toEqual([
      people.cleo.userName,
      people.ben.userName,
      people.ana.userName,
    ]);
    // Relevance with equal text matches: verified signals decide (Ana won and is rated; Ben approved).
    expect(names(await directory('sort=relevance'))).toEqual([
      people.ana.userName,
      people.ben.userName,
      people.cleo.userName,
    ]);
  });

  it('pages with an opaque cursor', async () => {
    const first = await directory('sort=rating&limit=2');
    expect(names(first)).toEqual([people.ana.userName, people.ben.userName]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await directory(`sort=rating&limit=2&cursor=${first.nextCursor}`);
    expect(names(second)).toEqual([people.cleo.userName]);
    expect(second.nextCursor).toBeNull();
  });

  it('refuses bad input with a sentence', async () => {
    for (const query of [
      'limit=51',
      'sort=cheapest',
      'minRating=6',
      'minBriefsWon=-1',
      'categories=food',
      'platforms=myspace',
      'cursor=nonsense',
      `cursor=${Buffer.from(JSON.stringify(['newest', '1', 'x'])).toString('base64url')}`,
      'unknown=1',
    ]) {
      const response = await get(`/api/brands/creators/directory?${query}`, brand.token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error, query).toMatch(/\w+ \w+/);
    }
    const first = await directory('sort=rating&limit=1');
    const wrongSort = await get(`/api/brands/creators/directory?sort=newest&cursor=${first.nextCursor}`, brand.token);
    expect(wrongSort.statusCode).toBe(400);
  });
});

describe('GET /api/creators', () => {
  it('lists listed creators publicly, by wins then rating, and filters by category', async () => {
    const response = await get('/api/creators?category=technical');
    expect(response.statusCode).toBe(200);
    const body = response.json<TPublicCreatorsResponse>();
    expect(names(body)).toContain(people.cleo.userName);
    expect(names(body)).not.toContain(people.ana.userName);
    const all = (await get('/api/creators')).json<TPublicCreatorsResponse>();
    for (const key of ['hidden', 'deactivated', 'closed'] as const)
      expect(names(all)).not.toContain(people[key].userName);
    expect(all).toMatchObject({ page: 1 });
    expect(JSON.stringify(all)).not.toContain('@example.test');
  });

  it('refuses a bad category or page with a sentence', async () => {
    for (const query of ['category=food', 'page=0', 'page=x']) {
      const response = await get(`/api/creators?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toMatch(/\w+ \w+/);
    }
  });
});

describe('the figures roll-up (decision 051)', () => {
  const computed = async (ids: string[]) =>
    queryRows<Record<string, number>>(
      t.database.db,
      sql`select cp.id, ${creatorFiguresSql} from creator_profiles cp where cp.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) order by cp.id`,
    );
  const rolledUp = async (ids: string[]) =>
    queryRows<Record<string, number>>(
      t.database.db,
      sql`select creator_id as id, briefs_won, submissions_approved, submissions_decided, rating_sum, review_count
            from creator_figures where creator_id in (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )}) order by creator_id`,
    );
  const same = (rows: Record<string, number>[]) =>
    rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)])));

  it('holds the figures the profile computes, changed in the transaction of each win, decision and review', async () => {
    const ids = Object.values(people).map((person) => person.id);
    expect(same(await rolledUp(ids))).toEqual(same(await computed(ids)));
    expect((await rolledUp([people.ana.id]))[0]).toMatchObject({ briefs_won: 1, rating_sum: 9, review_count: 2 });
    // An admin takes a review down: the roll-up follows at once, and so does the directory's order and rating.
    await t.database.db.execute(
      sql`update reviews set hidden_at = now() where reviewee_id = ${people.ana.id}::uuid and rating = 4`,
    );
    expect(same(await rolledUp(ids))).toEqual(same(await computed(ids)));
    const body = await directory('sort=rating');
    expect(body.creators.find((creator) => creator.userName === people.ana.userName)).toMatchObject({
      averageRating: 5,
      reviewCount: 1,
    });
    await t.database.db.execute(
      sql`update reviews set hidden_at = null where reviewee_id = ${people.ana.id}::uuid and rating = 4`,
    );
    expect(same(await rolledUp(ids))).toEqual(same(await computed(ids)));
  });
});

describe('what marks a creator’s figures for a refresh (migration 0030)', () => {
  it('an application or its removal does not (a pending submission counts in no figure); a decided one does', async () => {
    const extra = await createFundedBrief(t.app, brand.token, { reward: 500 });
    await createSubmission(t.app, people.cleo.token, extra.id);
    const ids = Object.values(people).map((person) => person.id);
    const pick = async (pending: boolean) =>
      (
        await queryRows<{ id: string }>(
          t.database.db,
          sql`select id from submissions where creator_id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) and (status = 'pending') = ${pending} limit 1`,
        )
      )[0]!.id;
    const [pendingId, decidedId] = [await pick(true), await pick(false)];
    const marked: number[] = [];
    await t.database.db
      .transaction(async (tx) => {
        const count = async () =>
          Number(
            (await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from creator_figures_pending`))[0]!.n,
          );
        await tx.execute(sql`delete from submissions where id = ${pendingId}::uuid`);
        marked.push(await count());
        await tx.execute(sql`delete from submissions where id = ${decidedId}::uuid`);
        marked.push(await count());
        throw new Error('rolled back on purpose');
      })
      .catch((error: Error) => expect(error.message).toBe('rolled back on purpose'));
    expect(marked).toEqual([0, 1]);
  });
});
