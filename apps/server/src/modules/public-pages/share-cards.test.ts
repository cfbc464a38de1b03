import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPhotoResponse } from '@briefly/shared/photos';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createBrand, createCreator, createFundedBrief } from '../../../test/factories.ts';
import { headTags } from './head-html.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './share-card.ts';

// People's share cards and the site's (docs/product/public-pages.md#share-cards): a creator's and a brand's
// page name a 1200×630 PNG of their own (photo or logo, name, record), every other public page the site's;
// and the /creators index's head (docs/product/creator-directory.md#the-public-index).

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-cards-'));
  t = await createTestApp({ env: { PUBLIC_URL: 'https://briefly.test', DATA_DIR: dataDir } });
});
afterAll(() => t.close());

const headFor = (pathname: string, query = '') => t.app.services.pageHeadFor(pathname, new URLSearchParams(query));

async function uploadPhoto(token: string, background: string): Promise<TPhotoResponse['photo']> {
  const boundary = '----brieflycards';
  const content = await sharp({ create: { width: 300, height: 300, channels: 3, background } })
    .png()
    .toBuffer();
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/me/photo',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TPhotoResponse>().photo;
}

/** Fetches a card address and checks it is a 1200×630 PNG; answers its headers and bytes. */
async function fetchCard(address: string) {
  const url = new URL(address);
  const response = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(response.statusCode, address).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  const png = response.rawPayload;
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
  return { headers: response.headers, png };
}

describe("a creator's card", () => {
  it('is named by og:image and twitter:image, drawn with the photo, and changes address when the photo does', async () => {
    const creator = await createCreator(t.app);
    const userName = creator.user.userName!;
    const before = (await headFor(`/creators/${userName}`))!;
    expect(before.image).toMatch(new RegExp(`^https://briefly\\.test/share/creators/${userName}\\.png\\?v=`));
    const tags = headTags(before);
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).toContain(`<meta name="twitter:image" content="${before.image!.replace(/&/g, '&amp;')}" />`);
    expect(tags).toContain(`<meta property="og:image" content="${before.image!.replace(/&/g, '&amp;')}" />`);
    const initials = await fetchCard(before.image!);
    expect(initials.headers['cache-control']).toContain('immutable');

    const photo = await uploadPhoto(creator.token, '#e67e22');
    const after = (await headFor(`/creators/${userName}`))!;
    expect(after.image).not.toBe(before.image);
    const drawn = await fetchCard(after.image!);
    expect(drawn.png.equals(initials.png)).toBe(false);
    // The photo is composited: the card's pixels include its orange.
    const { data, info } = await sharp(drawn.png).raw().toBuffer({ resolveWithObject: true });
    let orange = 0;
    for (let i = 0; i < data.length; i += info.channels)
      if (data[i]! > 200 && data[i + 1]! > 100 && data[i + 1]! < 150 && data[i + 2]! < 60) orange += 1;
    expect(orange).toBeGreaterThan(10_000);
    expect(after.jsonLd).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', image: `https://briefly.test${photo!.url512}` },
    });

    // Without the version (or an old one) the card is cached briefly; an unknown creator has none.
    const stale = await t.app.inject({ method: 'GET', url: `/share/creators/${userName}.png` });
    expect(stale.headers['cache-control']).toBe('public, max-age=300');
    for (const url of ['/share/creators/nobody-by-this-name.png', `/share/creators/${userName}.jpg`])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});

describe("a brand's card", () => {
  it('shows its logo and open briefs, and its Organization names the logo', async () => {
    const brand = await createBrand(t.app);
    await createFundedBrief(t.app, brand.token, { title: 'Card brief' });
    const photo = await uploadPhoto(brand.token, '#16a085');
    const head = (await headFor(`/brand/${brand.user.id}/briefs`))!;
    expect(head.image).toMatch(new RegExp(`^https://briefly\\.test/share/brands/${brand.user.id}\\.png\\?v=`));
    expect(head.jsonLd).toMatchObject({ '@type': 'Organization', logo: `https://briefly.test${photo!.url512}` });
    await fetchCard(head.image!);
    for (const url of ['/share/brands/not-an-id.png', '/share/brands/00000000-0000-4000-8000-000000000000.png'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});

describe("the site's card", () => {
  it('is the card of every other public page, and no card is named on a page that is not there', async () => {
    for (const pathname of ['/', '/marketplace', '/community', '/events', '/success-stories', '/creators']) {
      const head = (await headFor(pathname))!;
      expect(head.image, pathname).toBe('https://briefly.test/share/site.png');
      expect(headTags(head)).toContain('content="summary_large_image"');
    }
    await fetchCard('https://briefly.test/share/site.png');
    expect((await headFor('/creators/nobody-by-this-name'))!.image).toBeNull();
  });
});

describe('the /creators index head', () => {
  it('lists the page’s creators as an ItemList, keeps the category and page in its canonical, and is in the sitemap', async () => {
    const creator = await createCreator(t.app);
    const head = (await headFor('/creators'))!;
    expect(head).toMatchObject({ status: 200, noindex: false, canonical: 'https://briefly.test/creators' });
    expect(head.title).toBe('Creators · Briefly');
    expect(head.jsonLd).toMatchObject({ '@type': 'ItemList' });
    const urls = (head.jsonLd as { itemListElement: Array<{ url: string }> }).itemListElement.map((item) => item.url);
    expect(urls.length).toBeLessThanOrEqual(24);
    if (urls.length < 24) expect(urls).toContain(`https://briefly.test/creators/${creator.user.userName}`);

    const filtered = (await headFor('/creators', 'category=technical&page=2&utm_source=x'))!;
    expect(filtered.canonical).toBe('https://briefly.test/creators?category=technical&page=2');
    expect(filtered.title).toBe('Technical creators, page 2 · Briefly');
    const unknown = (await headFor('/creators', 'category=nonsense&page=-1'))!;
    expect(unknown.canonical).toBe('https://briefly.test/creators');

    const pages = await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' });
    expect(pages.body).toContain('<loc>https://briefly.test/creators</loc>');
  });
});
