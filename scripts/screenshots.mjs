// `npm run screenshots -- [baseUrl] [path …]`: PNGs of pages at desktop and phone widths, light and
// dark, into ./screenshots/ (viewport shots: a full-page shot stretches the fixed sidebar; SHOT_FULL=1 for
// whole pages). Signs in first when SHOT_EMAIL/SHOT_PASSWORD (and SHOT_ADMIN=1) are set.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [baseUrl = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/', '/login', '/admin/login', '/brand/register', '/creator/register'];
const outDir = path.resolve('screenshots');
fs.mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

async function signIn(page) {
  if (!process.env.SHOT_EMAIL) return;
  const url = process.env.SHOT_ADMIN ? '/api/admin/login' : '/api/login';
  const response = await page.request.post(baseUrl + url, {
    data: { email: process.env.SHOT_EMAIL, password: process.env.SHOT_PASSWORD },
  });
  const { user, token } = await response.json();
  await page.goto(baseUrl + '/');
  await page.evaluate(
    ([u, t]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', JSON.stringify(u));
      localStorage.setItem('userId', u.id);
    },
    [user, token],
  );
}

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
for (const [device, viewport] of Object.entries(viewports)) {
  for (const scheme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport, colorScheme: scheme });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(baseUrl + '/');
    await page.evaluate((s) => localStorage.setItem('theme', s), scheme);
    for (const pagePath of pages) {
      // Not 'networkidle': a signed-in page holds its live event stream open.
      await page.goto(baseUrl + pagePath, { waitUntil: 'load' });
      await page.waitForTimeout(1500);
      const name = `${pagePath.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${device}-${scheme}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.SHOT_FULL === '1' });
      console.log('saved', name);
    }
    await context.close();
  }
}
await browser.close();
