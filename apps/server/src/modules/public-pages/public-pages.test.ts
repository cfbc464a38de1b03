import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createAdmin,
  createBrand,
  createCreator,
  createDraftBrief,
  createFundedBrief,
} from '../../../test/factories.ts';
import { headTags, scriptJson, withHead } from './head-html.ts';
import type { PageHead } from './page-heads.ts';
import { CARD_HEIGHT, CARD_WIDTH, createShareCards } from './share-card.ts';

// Public pages as crawlers and link previews read them (docs/product/public-pages.md): heads from the API's
// own reads, nothing for what the API refuses, robots.txt, the sitemap, and the briefs' share cards.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://briefly.test' } });
});
afterAll(() => t.close());

const headFor = (path: string, query = '') => t.app.services.pageHeadFor(path, new URLSearchParams(query));

describe('page heads', () => {
  it("carry a public brief's title, brand, reward, deadline, canonical address, share card and JSON-LD", async () => {
    const brand = await createBrand(t.app);
    const brief = await createFundedBrief(t.app, brand.token, { title: 'Latte <art> reels & more', reward: 750 });
    const head = (await headFor(`/brief/${brief.id}`))!;
    expect(head.status).toBe(200);
    expect(head.noindex).toBe(false);
    expect(head.title).toContain('Latte <art> reels & more');
    expect(head.description).toContain('$750.00 in rewards');
    expect(head.canonical).toBe(`https://briefly.test/brief/${brief.id}`);
    expect(head.image).toMatch(new RegExp(`^https://briefly\\.test/share/briefs/${brief.id}\\.png\\?v=`));
    expect(head.jsonLd).toMatchObject({ '@type': 'JobPosting', title: 'Latte <art> reels & more' });

    // In the HTML every stored text is escaped, and JSON-LD cannot close its script element.
    const html = headTags(head);
    expect(html).toContain('<title>Latte &lt;art&gt; reels &amp; more');
    expect(html).toContain('property="og:title" content="Latte &lt;art&gt; reels &amp; more');
    expect(html).not.toContain('<art>');
  });

  it('say nothing and noindex, with 404, for private, draft and unknown briefs, and malformed ids', async () => {
    const brand = await createBrand(t.app);
    const privateBrief = await createFundedBrief(t.app, brand.token, { title: 'Secret launch', isPrivate: true });
    const draft = await createDraftBrief(t.app, brand.token, { title: 'Unfinished idea' });
    for (const path of [
      `/brief/${privateBrief.id}`,
      `/brief/${draft.id}`,
      '/brief/00000000-0000-4000-8000-000000000000',
      '/brief/not-an-id',
      '/brand/not-an-id/briefs',
    ]) {
      const head = (await headFor(path))!;
      expect(head, path).toMatchObject({ noindex: true, status: 404, canonical: null, jsonLd: null });
      const html = headTags(head);
      expect(html).toContain('name="robots" content="noindex"');
      expect(html).not.toMatch(/Secret launch|Unfinished idea|og:/);
    }
  });

  it("names a brand's page and the static pages; dashboards get none", async () => {
    const brand = await createBrand(t.app, { companyName: 'Harbor Tea' });
    await createFundedBrief(t.app, brand.token, { title: 'Steeped stories' });
    const head = (await headFor(`/brand/${brand.user.id}/briefs`))!;
    expect(head.title).toBe('Harbor Tea on Briefly');
    expect(head.description).toContain('Steeped stories');
    expect((await headFor('/marketplace', 'category=Fitness&page=3'))!).toMatchObject({
      title: 'Fitness briefs · Marketplace · Briefly',
      canonical: 'https://briefly.test/marketplace?category=Fitness',
    });
    const creator = await createCreator(t.app);
    const userName = creator.user.userName!;
    expect((await headFor(`/creators/${userName}`))!).toMatchObject({
      title: expect.stringContaining(`(@${userName}) · Creator on Briefly`),
      canonical: `https://briefly.test/creators/${userName}`,
      noindex: false,
    });
    // With a photo, the Person names it as its image (docs/product/photos.md).
    await t.database.db
      .update(users)
      .set({ photoHash: 'ab'.repeat(16) })
      .where(eq(users.id, creator.user.id));
    expect((await headFor(`/creators/${userName}`))!.jsonLd).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', image: `https://briefly.test/api/photos/${'ab'.repeat(16)}-512.webp` },
    });
    expect((await headFor('/creators/nobody-by-this-name'))!).toMatchObject({ noindex: true, status: 404 });
    const creators = await t.app.inject({ method: 'GET', url: '/sitemaps/creators-1.xml' });
    expect(creators.body).toContain(`https://briefly.test/creators/${userName}</loc>`);
    for (const path of ['/', '/community', '/events', '/success-stories'])
      expect((await headFor(path))!.noindex, path).toBe(false);
    for (const path of ['/brand/dashboard', '/admin/dashboard', '/reset-password'])
      expect(await headFor(path), path).toBeNull();
  });

  it("names the visitors' sign-in and registration forms, indexable, and keeps the admin's out of the index", async () => {
    expect((await headFor('/login'))!).toMatchObject({
      title: 'Sign in · Briefly',
      canonical: 'https://briefly.test/login',
      noindex: false,
      status: 200,
    });
    expect((await headFor('/brand/register/'))!).toMatchObject({
      title: 'Register as a brand · Briefly',
      canonical: 'https://briefly.test/brand/register',
      noindex: false,
    });
    expect((await headFor('/creator/register'))!.title).toBe('Register as a creator · Briefly');
    expect((await headFor('/forgot-password'))!.noindex).toBe(false);
    // Drawn (200) but not indexed.
    expect((await headFor('/admin/login'))!).toMatchObject({
      title: 'Admin sign in · Briefly',
      noindex: true,
      status: 200,
    });
  });

  it("puts the head in place of index.html's generic title and description", () => {
    const index =
      '<html><head>\n<meta\n  name="description"\n  content="generic"\n/>\n<title>Briefly</title>\n</head><body></body></html>';
    const head: PageHead = {
      title: 'A page',
      description: 'Its words',
      canonical: 'https://briefly.test/x',
      image: null,
      type: 'website',
      jsonLd: { name: '</script><script>alert(1)</script>' },
      noindex: false,
      status: 200,
    };
    const html = withHead(index, head);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('generic');
    expect(html).toContain('<title>A page</title>');
    expect(html).not.toContain('</script><script>');
    expect(JSON.parse(scriptJson(head.jsonLd))).toEqual(head.jsonLd);
  });
});

describe('robots.txt and the sitemap', () => {
  it('keeps crawlers out of dashboards, the API and payment pages, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    for (const path of ['/api/', '/brand/dashboard', '/creator/dashboard', '/admin', '/payment/'])
      expect(response.body).toContain(`Disallow: ${path}`);
    expect(response.body).not.toMatch(/Disallow: \/brand\/\s/);
    expect(response.body).toContain('Sitemap: https://briefly.test/sitemap.xml');
  });

  it('lists public briefs and brand pages with lastmod, and never a private or draft one', async () => {
    const brand = await createBrand(t.app);
    const listed = await createFundedBrief(t.app, brand.token, { title: 'Listed brief' });
    const hidden = await createFundedBrief(t.app, brand.token, { isPrivate: true });
    const draft = await createDraftBrief(t.app, brand.token);
    const index = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<sitemapindex');
    expect(index.body).toContain('https://briefly.test/sitemaps/briefs-1.xml');
    const briefs = await t.app.inject({ method: 'GET', url: '/sitemaps/briefs-1.xml' });
    expect(briefs.body).toMatch(
      new RegExp(`<url><loc>https://briefly\\.test/brief/${listed.id}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`),
    );
    expect(briefs.body).not.toContain(hidden.id);
    expect(briefs.body).not.toContain(draft.id);
    const brands = await t.app.inject({ method: 'GET', url: '/sitemaps/brands-1.xml' });
    expect(brands.body).toContain(`https://briefly.test/brand/${brand.user.id}/briefs`);
    const pages = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(pages.body).toContain('<loc>https://briefly.test/marketplace</loc>');
    // A deactivated brand's briefs leave the marketplace, and the sitemap with it.
    const admin = await createAdmin(t.app, t.database.db);
    const gone = await createBrand(t.app);
    const goneBrief = await createFundedBrief(t.app, gone.token);
    const deactivated = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/brands/${gone.user.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(deactivated.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/briefs-1.xml' })).body).not.toContain(goneBrief.id);
    expect((await headFor(`/brief/${goneBrief.id}`))!.noindex).toBe(true);
    for (const url of ['/sitemaps/briefs-999.xml', '/sitemaps/users-1.xml', '/sitemaps/briefs-0.xml'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});

describe('share cards', () => {
  it('are 1200×630 PNGs of a public brief, cached for good under their version, and nothing for a private one', async () => {
    const brand = await createBrand(t.app);
    const brief = await createFundedBrief(t.app, brand.token, { title: 'Card check' });
    const head = (await headFor(`/brief/${brief.id}`))!;
    const url = new URL(head.image!);
    const response = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toContain('immutable');
    const png = response.rawPayload;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    const stale = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(stale.headers['cache-control']).toBe('public, max-age=300');

    const privateBrief = await createFundedBrief(t.app, brand.token, { isPrivate: true });
    expect((await t.app.inject({ method: 'GET', url: `/share/briefs/${privateBrief.id}.png` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/share/briefs/nope.png' })).statusCode).toBe(404);
  });

  it('are drawn once per brief version', async () => {
    const cards = createShareCards(async () => Buffer.from('png'));
    const brief = { id: 'b1', updatedAt: '2026-11-27T10:00:00.000Z' } as Parameters<typeof cards.card>[0];
    await Promise.all([cards.card(brief), cards.card(brief), cards.card(brief)]);
    expect(cards.renders).toBe(1);
    await cards.card({ ...brief, updatedAt: '2026-11-27T11:00:00.000Z' });
    expect(cards.renders).toBe(2);
  });
});

describe('who may read them', () => {
  it('answers anonymous visitors and signed-in users alike', async () => {
    const creator = await createCreator(t.app);
    const anonymous = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { authorization: `Bearer ${creator.token}` },
    });
    expect(signedIn.statusCode).toBe(anonymous.statusCode);
  });
});
