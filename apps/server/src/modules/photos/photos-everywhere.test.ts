import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuthResponse } from '@briefly/shared/auth';
import type { TBrandBrief } from '@briefly/shared/briefs';
import { photoUrls } from '@briefly/shared/photos';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createAdmin, createBrand, createCreator, createFundedBrief } from '../../../test/factories.ts';

// Photos appear wherever a person or brand is named (docs/product/photos.md#where-photos-appear):
// conversations, reviews, brief pages and marketplace cards, the admin's people lists. Each answer
// carries `photo` (the four URLs, or null for initials), read in the list's own statement.

let t: TestApp;
let brand: TAuthResponse;
let creator: TAuthResponse;
let plain: TAuthResponse;
let admin: TAuthResponse;
let brief: TBrandBrief;
const BRAND_HASH = 'b1'.repeat(16);
const CREATOR_HASH = 'c1'.repeat(16);

beforeAll(async () => {
  t = await createTestApp();
  [brand, creator, plain] = await Promise.all([createBrand(t.app), createCreator(t.app), createCreator(t.app)]);
  admin = await createAdmin(t.app, t.database.db);
  const db = t.database.db;
  await db.execute(sql`update users set photo_hash = ${BRAND_HASH} where id = ${brand.user.id}`);
  await db.execute(sql`update users set photo_hash = ${CREATOR_HASH} where id = ${creator.user.id}`);
  brief = await createFundedBrief(t.app, brand.token, { title: `Logo brief ${brand.user.id.slice(0, 8)}` });
  // Two published reviews: the brand of the creator, the creator of the brand; one of a creator without a photo.
  await db.execute(sql`insert into reviews (brief_id, reviewer_id, reviewee_id, rating, text, published_at) values
    (${brief.id}, ${brand.user.id}, ${creator.user.id}, 5, 'Great work', now()),
    (${brief.id}, ${creator.user.id}, ${brand.user.id}, 4, 'Clear brief', now()),
    (${brief.id}, ${brand.user.id}, ${plain.user.id}, 4, 'Good', now())`);
});
afterAll(() => t.close());

const get = async (url: string, token?: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('photos where a person or brand is named', () => {
  it("puts the brand's logo on its brief page, its marketplace card and its brand page", async () => {
    const page = await get(`/api/briefs/${brief.id}/public`);
    expect(page.brief.brand.photo).toEqual(photoUrls(BRAND_HASH));
    const market = await get(`/api/briefs/public?${new URLSearchParams({ search: brief.title })}`);
    const card = market.briefs.find((entry: { id: string }) => entry.id === brief.id);
    expect(card.brand.photo).toEqual(photoUrls(BRAND_HASH));
    const brandPage = await get(`/api/public/brands/${brand.user.id}/briefs`);
    expect(brandPage.brand.photo).toEqual(photoUrls(BRAND_HASH));
    const own = await get('/api/brands/briefs', brand.token);
    expect(own.briefs[0].brand.photo).toEqual(photoUrls(BRAND_HASH));
  });

  it('puts both sides of a conversation with their photos in the list and the thread', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/messages/conversations',
      headers: bearer(brand.token),
      payload: { receiverId: creator.user.id, initialMessage: 'Hello' },
    });
    expect([200, 201], started.body).toContain(started.statusCode);
    const { conversations } = await get('/api/messages/conversations', creator.token);
    const [conversation] = conversations;
    const people = [conversation.participant1, conversation.participant2];
    expect(people.find((person: { type: string }) => person.type === 'brand').photo).toEqual(photoUrls(BRAND_HASH));
    expect(people.find((person: { type: string }) => person.type === 'creator').photo).toEqual(photoUrls(CREATOR_HASH));
  });

  it("puts the reviewer's and the reviewee's photos on reviews, null for initials", async () => {
    const ofCreator = await get(`/api/reviews?userId=${creator.user.id}`);
    expect(ofCreator.reviews[0].reviewer.photo).toEqual(photoUrls(BRAND_HASH));
    expect(ofCreator.reviews[0].reviewee.photo).toEqual(photoUrls(CREATOR_HASH));
    const ofBrand = await get(`/api/reviews?userId=${brand.user.id}`);
    expect(ofBrand.reviews[0].reviewer.photo).toEqual(photoUrls(CREATOR_HASH));
    const ofPlain = await get(`/api/reviews?userId=${plain.user.id}`);
    expect(ofPlain.reviews[0].reviewee.photo).toBeNull();
  });

  it("puts photos on the admin's brands and creators lists", async () => {
    const brands = await get(`/api/admin/brands?search=${encodeURIComponent(brand.user.email)}`, admin.token);
    expect(brands.brands[0].photo).toEqual(photoUrls(BRAND_HASH));
    const creators = await get(`/api/admin/creators?search=${encodeURIComponent(creator.user.email)}`, admin.token);
    expect(creators.creators[0].photo).toEqual(photoUrls(CREATOR_HASH));
    const others = await get(`/api/admin/creators?search=${encodeURIComponent(plain.user.email)}`, admin.token);
    expect(others.creators[0].photo).toBeNull();
  });
});
