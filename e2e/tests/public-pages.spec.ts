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

// The public pages' bodies are drawn on the server by the web app's own components and hydrated in the browser
// (decision 036). Read without scripts, each holds its main text; hydrated far from the server's clock and in
// dark, the browser reports no hydration mismatch (React's #418/#419/#423/#425) and the page answers clicks.
test('[VISITOR] every public page is drawn on the server and hydrates without a mismatch', async ({
  request,
  browser,
}) => {
  const listed = await request.get('/api/briefs/public?limit=1');
  const brief = ((await listed.json()) as { briefs: Array<{ id: string; title: string; brandName: string }> })
    .briefs[0]!;
  const briefHtml = await (await request.get(`/brief/${brief.id}`)).text();
  const brandPage = /href="(\/brand\/[0-9a-f-]{36}\/briefs)"/.exec(briefHtml)![1]!;
  const creatorPage = /<loc>[^<]*(\/creators\/[^<]+)<\/loc>/.exec(
    await (await request.get('/sitemaps/creators-1.xml')).text(),
  )?.[1];
  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const pages: Array<{ path: string; text: string }> = [
    { path: '/', text: 'Brands post funded briefs.' },
    { path: '/marketplace?sort=reward_high', text: escaped(brief.title) },
    { path: `/brief/${brief.id}`, text: escaped(brief.title) },
    { path: brandPage, text: escaped(brief.brandName) },
    { path: '/community', text: 'Community' },
    { path: '/events', text: 'Events' },
    { path: '/success-stories', text: 'Success Stories' },
    ...(creatorPage ? [{ path: creatorPage, text: '<h1' }] : []),
  ];

  for (const { path, text } of pages) {
    const html = await (await request.get(path)).text();
    const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="briefly-ssr">/.exec(html);
    expect(root, `${path} is drawn on the server`).not.toBeNull();
    expect(root![1], path).toContain(text);
  }

  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo', colorScheme: 'dark' });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    if (/hydrat|#41[89]|#42[35]/i.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
  });
  for (const { path } of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);

  // Hydrated, the page answers: its links navigate in the app.
  await page.goto('/marketplace');
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Community' }).first().click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});
