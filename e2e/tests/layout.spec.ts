import { expect, test, type Browser } from '@playwright/test';
import { DEMO } from './support.ts';

// Layout that only a real browser can judge (docs/product/brand-dashboard.md): the brand sidebar at a
// laptop width, /brand/reward-management inside the dashboard frame, and the Create Brief footer on a phone.

async function brandPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport });
  const response = await context.request.post('/api/login', { data: DEMO.brand });
  expect(response.ok()).toBe(true);
  const session = (await response.json()) as { token: string; user: { id: string } };
  await context.addInitScript((stored) => {
    localStorage.setItem('token', stored.token);
    localStorage.setItem('user', JSON.stringify(stored.user));
    localStorage.setItem('userId', stored.user.id);
  }, session);
  return context.newPage();
}

test('[BRAND] at 1280 px every sidebar entry fits on one line, and reward management keeps the dashboard frame', async ({
  browser,
  baseURL,
}) => {
  const page = await brandPage(browser, baseURL!, { width: 1280, height: 800 });
  await page.goto('/brand/reward-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Reward Management' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Brand dashboard' });
  const manage = nav.getByRole('link', { name: 'Manage Rewards & Payments' });
  await expect(manage).toHaveAttribute('aria-current', 'page');
  const overview = (await nav.getByRole('link', { name: 'Overview' }).boundingBox())!;
  const long = (await manage.boundingBox())!;
  expect(long.height).toBe(overview.height);
  await page.context().close();
});

test('[BRAND] on a 390 px phone the Create Brief footer shows its three buttons, usable', async ({
  browser,
  baseURL,
}) => {
  const viewport = { width: 390, height: 844 };
  const page = await brandPage(browser, baseURL!, viewport);
  await page.goto('/brand/dashboard?tab=create-brief');
  const panel = page.getByRole('dialog', { name: /Create Brief/ });
  await panel.getByRole('button', { name: /Tweets/ }).click();
  const actions = panel.getByRole('group', { name: 'Brief actions' });
  for (const name of ['Back', 'Save as draft', /Continue to payment/]) {
    const button = actions.getByRole('button', { name });
    await expect(button).toBeInViewport({ ratio: 1 });
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  }
  // Two rows at most, so the form keeps most of the screen.
  const footer = (await actions.boundingBox())!;
  expect(footer.height).toBeLessThan(100);
  await actions.getByRole('button', { name: /Continue to payment/ }).click({ trial: true });
  await page.context().close();
});
