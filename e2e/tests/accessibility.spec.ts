import { expect, test, type Browser } from '@playwright/test';
import { axeViolations, themedContext, type Scheme } from './a11y.ts';
import { DEMO } from './support.ts';

// WCAG 2.1 A/AA checks (axe-core) of the screens people use most, in the light and the dark theme
// (the dark theme's check is its colours: the markup is the same, see a11y.ts).
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

async function violationsOf(browser: Browser, baseURL: string, account: Account | null, scheme: Scheme, paths: string[]) {
  const context = await themedContext(browser, baseURL, scheme, { account, admin: account?.admin });
  const page = await context.newPage();
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await axeViolations(page, path, { scheme })));
  }
  await context.close();
  return found;
}

for (const { who, account, paths } of PAGES) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`[${who.toUpperCase()}] the main screens pass WCAG 2.1 AA checks in the ${scheme} theme`, async ({ browser, baseURL }) => {
      test.setTimeout(180_000);
      const found = await violationsOf(browser, baseURL!, account, scheme, paths);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
