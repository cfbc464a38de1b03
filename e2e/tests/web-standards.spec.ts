import { HtmlValidate } from 'html-validate';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { themedContext } from './a11y.ts';
import { DEMO } from './support.ts';

// Judged by the tools the web trusts (issue 39, decision 041): no console error or CSP violation on any public
// page or dashboard, and valid HTML on every page the server draws (html-validate here; the W3C Nu
// validator too when a Java runtime is present). `npm run audit:web` reports the same with Lighthouse.

test.describe.configure({ mode: 'parallel' });

interface DemoIds {
  briefId: string;
  brandId: string;
  creatorUserName: string;
}

async function demoIds(page: Page): Promise<DemoIds> {
  const response = await page.request.get('/api/briefs/public?limit=5');
  const { briefs } = (await response.json()) as { briefs: Array<{ id: string; brand: { id: string } }> };
  const index = await page.request.get('/api/creators');
  const { creators } = (await index.json()) as { creators: Array<{ userName: string }> };
  return { briefId: briefs[0]!.id, brandId: briefs[0]!.brand.id, creatorUserName: creators[0]!.userName };
}

/** The pages the server draws (decision 036). */
const SERVER_DRAWN = (ids: DemoIds) => [
  '/',
  '/marketplace',
  `/brief/${ids.briefId}`,
  `/brand/${ids.brandId}/briefs`,
  '/community',
  '/events',
  '/success-stories',
  '/creators',
  `/creators/${ids.creatorUserName}`,
  // The sign-in, registration and forgotten-password forms (decision 056).
  '/login',
  '/admin/login',
  '/brand/register',
  '/creator/register',
  '/forgot-password',
];

/** Console errors, uncaught errors and CSP violations while `visit` runs. */
async function problemsDuring(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await visit();
  return problems;
}

const VISITOR_AND_DASHBOARDS: Array<{
  who: string;
  account?: { email: string; password: string };
  admin?: boolean;
  paths: (ids: DemoIds) => string[];
}> = [
  {
    who: 'visitor',
    paths: (ids) => SERVER_DRAWN(ids),
  },
  { who: 'brand', account: DEMO.brand, paths: () => ['/brand/dashboard', '/notifications'] },
  { who: 'creator', account: DEMO.creator, paths: () => ['/creator/dashboard'] },
  {
    who: 'admin',
    account: DEMO.admin,
    admin: true,
    paths: () => ['/admin/dashboard', '/admin/dashboard?tab=financial'],
  },
];

for (const { who, account, admin, paths } of VISITOR_AND_DASHBOARDS) {
  test(`no console error or CSP violation: ${who}`, async ({ browser, baseURL }) => {
    const context = await themedContext(browser, baseURL!, 'light', { account: account ?? null, admin });
    const page = await context.newPage();
    const ids = await demoIds(page);
    const problems = await problemsDuring(page, async () => {
      for (const address of paths(ids)) {
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
      }
    });
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('the server-drawn pages are valid HTML', async ({ page }) => {
  const ids = await demoIds(page);
  const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'briefly-html-'));
  const found: string[] = [];
  for (const [index, address] of SERVER_DRAWN(ids).entries()) {
    const response = await page.request.get(address);
    expect(response.status(), address).toBe(200);
    const html = await response.text();
    expect(html, address).toContain('id="briefly-ssr"');
    fs.writeFileSync(path.join(dir, `page-${index}.html`), html);
    const report = await validator.validateString(html);
    for (const message of report.results.flatMap((result) => result.messages)) {
      found.push(`${address} ${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
    }
  }
  // The W3C Nu validator when Java is here (CI installs default-jre-headless: .ci/run).
  const java = spawnSync('java', ['-version']);
  if (java.status === 0) {
    const jar = path.resolve(import.meta.dirname, '../../node_modules/vnu-jar/build/dist/vnu.jar');
    const vnu = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', dir], { encoding: 'utf8' });
    const messages = (
      JSON.parse(vnu.stderr || '{"messages":[]}') as { messages: Array<{ url: string; message: string }> }
    ).messages;
    for (const message of messages) found.push(`Nu: ${path.basename(message.url)} ${message.message}`);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  expect(found).toEqual([]);
});
