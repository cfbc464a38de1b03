import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser } from '@playwright/test';
import { DEMO } from './support.ts';

// WCAG 2.1 A/AA checks (axe-core) of the screens people use most, in the light and the dark theme.
// Colour contrast is the rule most likely to regress: the theme fixes Mantine's defaults centrally
// (apps/web/src/app/theme.ts), and this journey keeps it honest.

test.describe.configure({ mode: 'parallel' });

type Account = { email: string; password: string; admin?: boolean };

const SAM = { email: 'sam@briefly.demo', password: DEMO.creator.password };
const ADMIN: Account = { ...DEMO.admin, admin: true };

const PAGES: Array<{ who: string; account: Account | null; paths: string[] }> = [
  { who: 'visitor', account: null, paths: ['/', '/marketplace', '/login', '/brand/register', '/creator/register', '/admin/login'] },
  {
    who: 'brand',
    account: DEMO.brand,
    paths: [
      '/brand/dashboard',
      '/brand/dashboard?tab=briefs',
      '/brand/dashboard?tab=create',
      '/brand/dashboard?tab=manage-rewards',
      '/brand/dashboard?tab=creators',
      '/brand/dashboard?tab=analytics',
      '/brand/reward-management',
    ],
  },
  {
    who: 'creator',
    account: SAM,
    paths: [
      '/creator/dashboard',
      '/creator/dashboard?tab=wallet',
      '/creator/dashboard?tab=marketplace',
      '/creator/dashboard?tab=briefs',
      '/creator/dashboard?tab=submissions',
      '/creator/dashboard?tab=earnings',
      '/creator/dashboard?tab=analytics',
      '/creator/dashboard?tab=portfolio',
      '/creator/dashboard?tab=profile',
    ],
  },
  { who: 'admin', account: ADMIN, paths: ['/admin/dashboard?tab=withdrawals', '/admin/dashboard?tab=reports'] },
];

async function violationsOf(browser: Browser, baseURL: string, account: Account | null, scheme: 'light' | 'dark', paths: string[]) {
  const context = await browser.newContext({ baseURL, colorScheme: scheme });
  let session: { token: string; user: unknown } | null = null;
  if (account) {
    const response = await context.request.post(account.admin ? '/api/admin/login' : '/api/login', { data: { email: account.email, password: account.password } });
    expect(response.ok()).toBe(true);
    session = (await response.json()) as { token: string; user: unknown };
  }
  // The session and theme are in place before the app's first script runs, as after a real sign-in.
  await context.addInitScript(
    ([stored, theme]) => {
      localStorage.setItem('theme', theme);
      if (stored) {
        localStorage.setItem('token', stored.token);
        localStorage.setItem('user', JSON.stringify(stored.user));
        localStorage.setItem('userId', (stored.user as { id: string }).id);
      }
    },
    [session, scheme] as const,
  );
  const page = await context.newPage();
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    for (const violation of result.violations) {
      for (const node of violation.nodes)
        found.push(`${path} [${scheme}] ${violation.id}: ${node.failureSummary?.split('\n')[1]?.trim() ?? violation.help} — ${node.html.slice(0, 100)}`);
    }
  }
  await context.close();
  return found;
}

for (const { who, account, paths } of PAGES) {
  test(`[${who.toUpperCase()}] the main screens pass WCAG 2.1 AA checks in the light and the dark theme`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    const found = [...(await violationsOf(browser, baseURL!, account, 'light', paths)), ...(await violationsOf(browser, baseURL!, account, 'dark', paths))];
    expect(found, found.join('\n')).toEqual([]);
  });
}
