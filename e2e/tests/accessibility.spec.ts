import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations, horizontalOverflow, themedContext, type Scheme } from './a11y.ts';
import { DEMO } from './support.ts';

// Every screen of every role, in the light and the dark theme, in one sweep per role and theme (one
// sign-in, each screen loaded once):
// - WCAG 2.1 A/AA checks (axe-core; the dark theme's check is its colours: the markup is the same, see
//   a11y.ts). Colour contrast is the rule most likely to regress: the theme fixes Mantine's defaults
//   centrally (apps/web/src/app/theme.ts), and this journey keeps it honest;
// - nothing cut off or spilling sideways at 390, 768 and 1280 px (a11y.ts#horizontalOverflow): the page
//   is resized in place, not reloaded, for each width.

test.describe.configure({ mode: 'parallel' });

type Account = { email: string; password: string; admin?: boolean };

const SAM = { email: 'sam@briefly.demo', password: DEMO.creator.password };
const ADMIN: Account = { ...DEMO.admin, admin: true };
const WIDTHS = [390, 768, 1280] as const;

const admin = (tab: string) => `/admin/dashboard?tab=${tab}`;
const brand = (tab?: string) => (tab ? `/brand/dashboard?tab=${tab}` : '/brand/dashboard');
const creator = (tab?: string) => (tab ? `/creator/dashboard?tab=${tab}` : '/creator/dashboard');

const SCREENS: Array<{ who: string; account: Account | null; paths: Array<string | ((ids: DemoIds) => string)> }> = [
  {
    who: 'visitor',
    account: null,
    paths: [
      '/',
      '/marketplace',
      (ids) => `/brief/${ids.briefId}`,
      (ids) => `/brand/${ids.brandId}/briefs`,
      '/community',
      '/events',
      '/success-stories',
      '/login',
      '/brand/register',
      '/creator/register',
      '/admin/login',
    ],
  },
  {
    who: 'brand',
    account: DEMO.brand,
    paths: [
      brand(),
      brand('messaging'),
      brand('briefs'),
      brand('manage-rewards'),
      (ids) => `/brand/dashboard?tab=manage-rewards&brief=${ids.briefId}`,
      brand('creators'),
      brand('analytics'),
      '/brand/reward-management',
      '/notifications',
    ],
  },
  {
    who: 'creator',
    account: SAM,
    paths: [
      creator(),
      creator('wallet'),
      creator('messaging'),
      creator('marketplace'),
      creator('briefs'),
      creator('submissions'),
      creator('earnings'),
      creator('analytics'),
      creator('portfolio'),
      creator('profile'),
      '/notifications',
    ],
  },
  {
    who: 'admin (people and briefs)',
    account: ADMIN,
    paths: [
      '/admin/dashboard',
      admin('attention'),
      admin('brands'),
      admin('creators'),
      admin('briefs'),
      admin('archived-briefs'),
      admin('submissions'),
    ],
  },
  {
    who: 'admin (money and community)',
    account: ADMIN,
    paths: [
      admin('withdrawals'),
      admin('reports'),
      admin('payouts'),
      admin('financial'),
      admin('analytics'),
      admin('events'),
      admin('stories'),
      admin('audit'),
      '/notifications',
    ],
  },
];

interface DemoIds {
  briefId: string;
  brandId: string;
}

/** A published brief of the demo brand (the brand page and the brand's review need one). */
async function demoIds(page: Page): Promise<DemoIds> {
  const response = await page.request.get('/api/briefs/public?limit=50');
  const { briefs } = (await response.json()) as {
    briefs: Array<{ id: string; brand: { id: string; companyName: string } }>;
  };
  const brief = briefs.find((entry) => entry.brand.companyName === 'Northwind Coffee') ?? briefs[0]!;
  return { briefId: brief.id, brandId: brief.brand.id };
}

async function sweep(
  browser: Browser,
  baseURL: string,
  account: Account | null,
  scheme: Scheme,
  paths: Array<string | ((ids: DemoIds) => string)>,
) {
  const context = await themedContext(browser, baseURL, scheme, { account, admin: account?.admin });
  const page = await context.newPage();
  const ids = await demoIds(page);
  const found: string[] = [];
  for (const entry of paths) {
    const path = typeof entry === 'string' ? entry : entry(ids);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await axeViolations(page, path, { scheme })));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      found.push(...(await horizontalOverflow(page, `${path} at ${width} px [${scheme}]`)));
      if (path === '/notifications') {
        // The bell's panel, over the page (its titles are the longest lines a header holds).
        await page
          .getByRole('banner')
          .getByRole('button', { name: /notifications/i })
          .click();
        const panel = page.getByRole('dialog', { name: 'Notifications' });
        await expect(panel.getByRole('listitem').first()).toBeVisible();
        found.push(...(await horizontalOverflow(page, `the bell's panel on ${path} at ${width} px [${scheme}]`)));
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
      }
    }
  }
  await context.close();
  return found;
}

for (const { who, account, paths } of SCREENS) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`[${who.toUpperCase()}] every screen passes WCAG 2.1 AA checks and nothing is cut off at 390, 768 and 1280 px in the ${scheme} theme`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(240_000);
      const found = await sweep(browser, baseURL!, account, scheme, paths);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
