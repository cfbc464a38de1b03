import { expect, test } from '@playwright/test';

// What a link preview or a crawler reads without running any script (docs/product/public-pages.md).

test('[VISITOR] a public brief’s HTML carries its title, share tags and card; robots.txt and the sitemap list it', async ({
  request,
}) => {
  const listed = await request.get('/api/briefs/public?limit=1');
  const brief = ((await listed.json()) as { briefs: Array<{ id: string; title: string; brandName: string }> })
    .briefs[0]!;
  const page = await request.get(`/brief/${brief.id}`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  expect(html).toContain(`<title>${escaped(brief.title)} — ${escaped(brief.brandName)} · Briefly</title>`);
  expect(html).toContain('property="og:title"');
  expect(html).toContain('application/ld+json');
  const image = /property="og:image" content="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
  const card = await request.get(new URL(image).pathname + new URL(image).search);
  expect(card.headers()['content-type']).toBe('image/png');
  expect((await card.body()).subarray(1, 4).toString()).toBe('PNG');

  const missing = await request.get('/brief/00000000-0000-4000-8000-000000000000');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('content="noindex"');

  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /api/');
  const sitemap = await (await request.get('/sitemaps/briefs-1.xml')).text();
  expect(sitemap).toContain(`/brief/${brief.id}</loc>`);
});
