import { expect, test } from '@playwright/test';
import { DEMO, unique } from './support.ts';

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
    // The sign-in, registration and password forms (decision 056).
    { path: '/login', text: 'Welcome back' },
    { path: '/admin/login', text: 'Admin sign in' },
    { path: '/brand/register', text: 'Create your brand account' },
    { path: '/creator/register', text: 'Create your creator account' },
    { path: '/forgot-password', text: 'Forgot your password?' },
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

// The sign-in and registration forms are drawn on the server too (decision 056), and their scripts arrive after
// the first paint (decision 054): what a visitor types and clicks before then must not be lost. Here the entry
// script is held back until the form has been filled in and its button pressed.
test('[VISITOR] a drawn form keeps what was typed before its scripts ran: sign-in and the first wizard step', async ({
  request,
  page,
}) => {
  const html = await (await request.get('/login')).text();
  expect(html).toContain('<title>Sign in · Briefly</title>');
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/login"/);
  const root = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="briefly-ssr">/.exec(html);
  expect(root, '/login is drawn on the server').not.toBeNull();
  expect(root![1]).toMatch(/<form[^>]*aria-label="Sign in"/);
  for (const field of ['email', 'password']) expect(root![1]).toMatch(new RegExp(`<input[^>]*data-path="${field}"`));
  const entry = /"entry":"([^"]+)"/.exec(html)![1]!;

  /** Opens `path` with its entry script held until `release` is called. */
  const openHeld = async (path: string) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${entry}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    return async () => {
      // Nothing has hydrated yet: what was typed reached no handler.
      await expect(page.locator('html[data-listening]')).not.toBeAttached();
      release();
      await expect(page.locator('html[data-listening]')).toBeAttached();
      await page.unroute(`**${entry}`);
    };
  };

  let release = await openHeld('/login');
  await page.getByLabel('Email').fill(DEMO.brand.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.brand.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await release();
  await expect(page).toHaveURL(/\/brand\/dashboard$/);
  await page.evaluate(() => localStorage.clear());

  const id = unique();
  release = await openHeld('/brand/register');
  await page.getByLabel('Company name').fill(`Early Co ${id}`);
  await page.getByLabel('Contact name').fill('Early Bird');
  await page.getByLabel('Email').fill(`early-${id}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
  await page.getByLabel('Confirm password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Next' }).click();
  await release();
  // Next took the typed step: the second step, and the first's values kept when going back.
  await expect(page.getByRole('heading', { level: 2, name: 'Contact information' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByLabel('Company name')).toHaveValue(`Early Co ${id}`);
});
