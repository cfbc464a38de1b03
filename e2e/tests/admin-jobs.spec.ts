import { randomBytes, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { axeViolations, themedContext } from './a11y.ts';
import { apiToken, bearer, DEMO } from './support.ts';

// The admin's Jobs section and the Needs attention links that name one item (docs/product/admin.md#jobs,
// #what-needs-attention): a link opens the exact withdrawal or job it names; the section in both themes at
// desktop and phone widths, checked with axe-core (screenshots when SHOTS_DIR is set).

const SAM = { email: 'sam@briefly.demo', password: DEMO.creator.password };

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', {
    data: { email: DEMO.admin.email, password: DEMO.admin.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A real job of the queue (a finished one: the demo seed and every request leave some). */
async function someJob(request: APIRequestContext): Promise<{ id: number; queue: string }> {
  const response = await request.get('/api/admin/jobs?status=completed&limit=1', {
    headers: bearer(await adminToken(request)),
  });
  expect(response.ok()).toBe(true);
  const [job] = ((await response.json()) as { jobs: Array<{ id: number; queue: string }> }).jobs;
  expect(job).toBeTruthy();
  return job!;
}

test('[ADMIN] a Needs attention link opens the withdrawal it names, and a job link opens that job', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const cents = 101 + (randomBytes(2).readUInt16BE(0) % 899);
  const amount = (cents / 100).toFixed(2);
  const withdrawal = await request.post('/api/creators/withdrawals', {
    headers: { ...bearer(await apiToken(request, SAM)), 'Idempotency-Key': randomUUID() },
    data: { amount: cents / 100 },
  });
  expect(withdrawal.status()).toBe(201);

  const context = await themedContext(browser, baseURL!, 'light', { account: DEMO.admin, admin: true });
  const page = await context.newPage();
  await page.goto('/admin/dashboard?tab=attention');
  const waiting = page.getByRole('listitem').filter({ hasText: `$${amount} — Sam Okafor` });
  await waiting.getByRole('link', { name: /^Open:/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
  const named = page.getByRole('region', { name: 'Withdrawal request of Sam Okafor' });
  await expect(named).toContainText(`$${amount}`);
  await expect(named.getByRole('button', { name: 'Approve' })).toBeVisible();

  const job = await someJob(request);
  await page.goto(`/admin/dashboard?tab=jobs&job=${job.id}`);
  const dialog = page.getByRole('dialog', { name: `Job #${job.id}` });
  await expect(dialog).toContainText(job.queue);
  await expect(dialog).toContainText('Done');
  await context.close();
});

test('[ADMIN] the Jobs section at 1280 and 390 px, light and dark, passes WCAG 2.1 AA checks', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      const context = await themedContext(browser, baseURL!, scheme, { account: DEMO.admin, admin: true, width });
      const page = await context.newPage();
      await page.goto('/admin/dashboard?tab=jobs');
      await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
      await expect(page.getByRole('heading', { name: 'Failed jobs' })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `Jobs scrolls sideways by ${overflow}px at ${width}`).toBeLessThanOrEqual(0);
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-jobs-${width}-${scheme}.png`, fullPage: true });
      found.push(...(await axeViolations(page, `jobs ${width}px`, { scheme })));
      await context.close();
    }
  }
  expect(found, found.join('\n')).toEqual([]);
});
