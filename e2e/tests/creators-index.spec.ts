import { expect, test } from '@playwright/test';
import { axeViolations, themedContext } from './a11y';

// The public creators index (docs/product/creator-directory.md#the-public-index): drawn on the server with its
// head, usable at 1280 and 390 px in both themes, and passing WCAG 2.1 AA checks.

test('[VISITOR] /creators lists creators by their record, with its head, at 1280 and 390 px, light and dark', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const html = await (await request.get('/creators')).text();
  expect(html).toContain('<title>Creators · Briefly</title>');
  expect(html).toContain('"@type":"ItemList"');
  expect(html).toMatch(/property="og:image" content="[^"]*\/share\/site\.png"/);

  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      const context = await themedContext(browser, baseURL!, scheme, { width });
      const page = await context.newPage();
      await page.goto('/creators');
      await expect(page.getByRole('heading', { level: 1, name: 'Creators' })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      await expect(page.getByRole('list', { name: 'Creators' }).getByRole('listitem').first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `/creators scrolls sideways by ${overflow}px at ${width}`).toBeLessThanOrEqual(0);
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/creators-index-${width}-${scheme}.png` });
      found.push(...(await axeViolations(page, `creators ${width}px`, { scheme })));
      await context.close();
    }
  }
  expect(found, found.join('\n')).toEqual([]);
});
