import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBrandBriefsResponse } from '@briefly/shared/briefs';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  archiveBrief,
  bearer,
  connectPayoutAccount,
  createBrand,
  createCreator,
  createDraftBrief,
  createFundedBrief,
  createSubmission,
  distribute,
  reviewSubmission,
  winnerEntry,
} from '../../../test/factories.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { brandBriefsJson } from './brand-briefs-json.ts';
import { toBrandBrief } from './briefs.mappers.ts';
import { briefsOfBrand } from './briefs.repository.ts';

// GET /api/brands/briefs is written by PostgreSQL (brand-briefs-json.ts, decision 018); every other read
// of a brief maps rows in TypeScript (toBrief, toBrandBrief) and encodes them with the response schema.
// The two must give the same answer, field for field: here on briefs in every state the product makes,
// then on generated values no form would let through (any text, cents up to 10^12, timestamps with
// microseconds, blank-looking prize names, nested additional fields).

let t: TestApp;
let brandId: string;
let brandToken: string;

/** The answer as the TypeScript mapping and the response schema make it. */
async function mapped(db: Db = t.database.db) {
  const rows = await briefsOfBrand(db, brandId);
  return JSON.parse(JSON.stringify(z.encode(ZBrandBriefsResponse, { briefs: rows.map(toBrandBrief) })));
}

async function written(db: Db = t.database.db) {
  return { briefs: JSON.parse(await brandBriefsJson(db, brandId)) };
}

/**
 * Reads in one snapshot of the database: on the shared PostgreSQL database other files' jobs change briefs
 * of every brand between two reads (the scheduled archiving takes a published brief whose deadline has passed,
 * as the generated deadlines below often have; payout sweeps settle awards).
 */
const inOneSnapshot = <T>(read: (db: Db) => Promise<T>) =>
  t.database.db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });

/** Both answers from the same rows. */
const bothAnswers = () => inOneSnapshot(async (db) => ({ expected: await mapped(db), actual: await written(db) }));

beforeAll(async () => {
  t = await createTestApp();
  const brand = await createBrand(t.app);
  brandId = brand.user.id;
  brandToken = brand.token;
  const [paid, unpaid, third] = await Promise.all([createCreator(t.app), createCreator(t.app), createCreator(t.app)]);
  await connectPayoutAccount(t.app, paid.token, 'complete');

  // A draft; a funded brief with applications in each state; one with cash, credit and a prize awarded;
  // one with prizes only; tiers paying credit only; a private brief; an archived one.
  await createDraftBrief(t.app, brandToken, {
    title: 'Draft "quoted" \\ brief',
    additionalFields: { productName: 'Widget', platforms: ['TikTok', 'Reels'] },
  });
  const reviewed = await createFundedBrief(t.app, brandToken, { reward: 300, amountOfWinners: 3 });
  // The first application stays pending.
  const [, approved, rejected] = await Promise.all([
    createSubmission(t.app, paid.token, reviewed.id),
    createSubmission(t.app, unpaid.token, reviewed.id),
    createSubmission(t.app, third.token, reviewed.id),
  ]);
  await reviewSubmission(t.app, brandToken, approved.id, 'approve');
  await reviewSubmission(t.app, brandToken, rejected.id, 'reject');

  const awarded = await createFundedBrief(t.app, brandToken, { reward: 600, amountOfWinners: 3 });
  const entries = await Promise.all(
    [paid, unpaid, third].map((creator) => createSubmission(t.app, creator.token, awarded.id)),
  );
  const response = await distribute(t.app, brandToken, awarded.id, [
    winnerEntry(entries[0]!, paid.user.id, 'cash', 200),
    winnerEntry(entries[1]!, unpaid.user.id, 'credit', 100.5),
    winnerEntry(entries[2]!, third.user.id, 'prize'),
  ]);
  expect(response.statusCode, response.body).toBe(200);

  const prizes = await createFundedBrief(t.app, brandToken, { reward: 100, amountOfWinners: 1 });
  const prizeEntry = await createSubmission(t.app, third.token, prizes.id);
  expect(
    (await distribute(t.app, brandToken, prizes.id, [winnerEntry(prizeEntry, third.user.id, 'prize')])).statusCode,
  ).toBe(200);

  await createFundedBrief(t.app, brandToken, {
    reward: 99.99,
    amountOfWinners: 2,
    rewardTiers: [{ creditAmount: 66.66 }, { creditAmount: 33.33 }],
  });
  await createFundedBrief(t.app, brandToken, { reward: 12.34, amountOfWinners: 1, isPrivate: true, template: null });
  const old = await createFundedBrief(t.app, brandToken, { reward: 50, amountOfWinners: 1 });
  await archiveBrief(t.database.db, old.id);
  // Two briefs created at the same instant: the order falls back to the id, the same way in both.
  await t.database.db.execute(
    sql`update briefs set created_at = (select min(created_at) from briefs where brand_id = ${brandId}) where brand_id = ${brandId} and status = 'draft'`,
  );
});
afterAll(() => t.close());

describe("the brand's briefs as PostgreSQL writes them", () => {
  it('are what the mapping and the response schema make of the same rows, for briefs in every state', async () => {
    const { expected, actual } = await bothAnswers();
    expect(expected.briefs).toHaveLength(7);
    expect(expected.briefs.map((brief: { rewardType: string }) => brief.rewardType).sort()).toEqual([
      'CASH',
      'CASH',
      'CASH',
      'CASH',
      'CASH',
      'CREDIT',
      'PRIZES',
    ]);
    expect(actual).toEqual(expected);
  });

  it('count the awards whose payout has not reached the creator (the Manage Rewards label: Rewards awarded)', async () => {
    // A cash payout shown as not settled yet. The award was paid (its transfer is in the ledger), so it is made
    // to look in flight too (claimed a day ahead): no payout job of another file on the shared database may
    // take it and record its transfer a second time. Put back as it was at the end.
    const [held] = await queryRows<{ id: string }>(
      t.database.db,
      sql`update reward_assignments set payout_status = 'held', transfer_claimed_at = now() + interval '1 day'
          where id = (select id from reward_assignments where reward_type = 'cash' and payout_status = 'paid'
          and brief_id in (select id from briefs where brand_id = ${brandId}) limit 1) returning id`,
    );
    const { rows, listed } = await inOneSnapshot(async (db) => ({
      rows: await queryRows<{ brief_id: string; unsettled: string | number }>(
        db,
        sql`select brief_id, count(*) filter (where payout_status in ('pending', 'held', 'failed')) as unsettled
            from reward_assignments where brief_id in (select id from briefs where brand_id = ${brandId}) group by brief_id`,
      ),
      listed: (await written(db)).briefs as { id: string; unsettledAwards: number }[],
    }));
    const expected = new Map(rows.map((row) => [row.brief_id, Number(row.unsettled)]));
    expect(listed.some((brief) => brief.unsettledAwards > 0)).toBe(true);
    for (const brief of listed) expect(brief.unsettledAwards).toBe(expected.get(brief.id) ?? 0);
    await t.database.db.execute(
      sql`update reward_assignments set payout_status = 'paid', transfer_claimed_at = null where id = ${held!.id}`,
    );
  });

  it('go out as they are written: a JSON answer the spec schema accepts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/brands/briefs', headers: bearer(brandToken) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(ZBrandBriefsResponse.parse(response.json())).toEqual(await mapped());
    expect(response.json()).toEqual(await mapped());
  });

  it("carry the brand's uploaded logo the same way (docs/product/photos.md)", async () => {
    await t.database.db.execute(sql`update users set photo_hash = ${'c0'.repeat(16)} where id = ${brandId}`);
    try {
      const { expected, actual } = await bothAnswers();
      expect(expected.briefs[0].brand.photo.url128).toBe(`/api/photos/${'c0'.repeat(16)}-128.webp`);
      expect(actual).toEqual(expected);
    } finally {
      await t.database.db.execute(sql`update users set photo_hash = null where id = ${brandId}`);
    }
  });

  it('answer an empty list for a brand without briefs', async () => {
    const brand = await createBrand(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/brands/briefs', headers: bearer(brand.token) });
    expect(response.json()).toEqual({ briefs: [] });
  });

  it('stay the same as the mapping for any values the columns can hold', async () => {
    const db = t.database.db;
    const text = fc.string({ unit: 'grapheme', maxLength: 40 }).map((value) => value.replaceAll('\u0000', ''));
    const blankish = fc.constantFrom('', ' ', '\t', '\u00a0', '\u3000 ', '\ufeff', 'Camera kit', ' Lens ');
    const cents = fc.integer({ min: 0, max: 1_000_000_000_000 });
    // Microseconds included: PostgreSQL keeps them, JavaScript's dates drop them.
    const instant = fc
      .integer({ min: 0, max: 7_258_118_400_000_000 })
      .map((micros) =>
        new Date(Math.floor(micros / 1000)).toISOString().replace('Z', `${String(micros % 1000).padStart(3, '0')}Z`),
      );
    const fields = fc.dictionary(text, fc.oneof(text, fc.array(text, { maxLength: 3 })), { maxKeys: 4 });

    await fc.assert(
      fc.asyncProperty(
        fc.record({
          title: text,
          description: text,
          location: text,
          template: fc.option(text),
          logo: fc.option(text),
          companyName: text,
        }),
        fc.record({
          reward: cents,
          cash: cents,
          credit: cents,
          created: instant,
          deadline: instant,
          archived: fc.option(instant),
          fields,
        }),
        fc.record({
          prizeName: fc.option(blankish),
          prizeDescription: fc.option(blankish),
          awarded: instant,
          submitted: instant,
        }),
        async (words, values, award) => {
          await db.execute(sql`update briefs set title = ${words.title}, description = ${words.description}, location = ${words.location},
            template = ${words.template}, reward_cents = ${values.reward}, created_at = ${values.created}, deadline = ${values.deadline},
            archived_at = ${values.archived}, additional_fields = ${JSON.stringify(values.fields)}::jsonb
            where id = (select id from briefs where brand_id = ${brandId} order by id limit 1)`);
          await db.execute(
            sql`update brand_profiles set logo = ${words.logo}, company_name = ${words.companyName} where id = ${brandId}`,
          );
          await db.execute(sql`update reward_tiers set cash_cents = ${values.cash}, credit_cents = ${values.credit}
            where brief_id in (select id from briefs where brand_id = ${brandId}) and position = 1`);
          await db.execute(sql`update reward_assignments set prize_name = ${award.prizeName}, prize_description = ${award.prizeDescription}, created_at = ${award.awarded}
            where brief_id in (select id from briefs where brand_id = ${brandId}) and reward_type = 'prize'`);
          await db.execute(sql`update submissions set submitted_at = ${award.submitted}
            where id = (select id from submissions where brief_id in (select id from briefs where brand_id = ${brandId}) order by id limit 1)`);
          const { expected, actual } = await bothAnswers();
          expect(actual).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });
});
