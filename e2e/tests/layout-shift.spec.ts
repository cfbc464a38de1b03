import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO } from './support.ts';

// Dashboards keep their layout while their data arrives (issue 39: web.dev's CLS ≤ 0.05 on a phone and a desktop).
// Every API answer is held back a little, so the skeletons are drawn first and any shift their replacement
// causes is counted by a layout-shift observer, from the first paint until the screen is loaded.

interface Screen {
  name: string;
  path: string;
  account: { email: string; password: string };
  admin?: boolean;
  /** What is on screen once everything has arrived. */
  loaded: string;
  /** The widths measured (both unless said). */
  widths?: number[];
}

const SCREENS: Screen[] = [
  {
    name: "the admin's Financial dashboard",
    path: '/admin/dashboard?tab=financial',
    account: DEMO.admin,
    admin: true,
    loaded: 'In agreement',
  },
  {
    // Every queue is listed: on a phone their cards reach past the screen, and the failed jobs below them jumped
    // down when they arrived (0.054) until the skeleton took their room.
    name: "the admin's Jobs",
    path: '/admin/dashboard?tab=jobs',
    account: DEMO.admin,
    admin: true,
    loaded: 'mail.send',
    widths: [390],
  },
  // The Overviews open on their frame (the header, the sidebar and the greeting drawn in the HTML, decision 057),
  // which the app's first render replaces.
  {
    name: "the brand's Overview",
    path: '/brand/dashboard',
    account: DEMO.brand,
    loaded: 'Active Briefs',
  },
  {
    name: "the creator's Overview",
    path: '/creator/dashboard',
    account: DEMO.creator,
    loaded: 'Find a brief, send your work, get rewarded.',
  },
  {
    name: "a creator's Wallet (no payout account yet)",
    path: '/creator/dashboard?tab=wallet',
    account: DEMO.creator,
    loaded: 'Available to withdraw',
  },
];

async function session(request: APIRequestContext, screen: Screen) {
  const response = await request.post(screen.admin ? '/api/admin/login' : '/api/login', { data: screen.account });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { token: string; user: { id: string } };
}

for (const screen of SCREENS) {
  for (const width of screen.widths ?? [1280, 390]) {
    test(`${screen.name} keeps its layout while its data arrives (${width} px)`, async ({
      browser,
      baseURL,
      request,
    }) => {
      test.setTimeout(90_000);
      const { token, user } = await session(request, screen);
      const context = await browser.newContext({ baseURL, viewport: { width, height: width > 500 ? 800 : 844 } });
      await context.addInitScript(
        ([signedIn, bearer]) => {
          localStorage.setItem('token', bearer);
          localStorage.setItem('user', JSON.stringify(signedIn));
          localStorage.setItem('userId', signedIn.id);
          const scope = globalThis as unknown as { __cls: number };
          scope.__cls = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
              if (!entry.hadRecentInput) scope.__cls += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
        },
        [user, token] as const,
      );
      const page = await context.newPage();
      await page.route('**/api/**', async (route) => {
        if (route.request().method() === 'GET' && !route.request().url().includes('/events'))
          await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      });
      await page.goto(screen.path);
      await expect(page.getByText(screen.loaded).first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      // The answers held back after the first (the payout account, the history) have landed too.
      await page.waitForTimeout(1_500);
      const shift = await page.evaluate(() => (globalThis as unknown as { __cls: number }).__cls);
      expect(shift, `cumulative layout shift at ${width} px`).toBeLessThanOrEqual(0.05);
      await context.close();
    });
  }
}
