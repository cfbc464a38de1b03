import { expect, test } from '@playwright/test';
import { axeViolations, themedContext } from './a11y';
import { bearer, registerBrand } from './support';

// Brand API keys (docs/product/api.md#keys): a brand creates a key in Settings › API, sees its secret once,
// uses it as a program would (fetch with `Authorization: Bearer`), and revokes it; the section at desktop and
// phone widths, light and dark, with no axe violations.

test('[BRAND] creates a key (shown once), uses it, and revokes it', async ({ browser, baseURL, page, request }) => {
  test.setTimeout(180_000);
  const account = await registerBrand(page);
  const context = await themedContext(browser, baseURL!, 'light', { account });
  const brandPage = await context.newPage();
  await brandPage.goto('/brand/dashboard?settings');
  const section = brandPage.getByRole('region', { name: 'API', exact: true });
  await expect(section.getByText('No API keys yet.')).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole('link', { name: /API reference/ })).toHaveAttribute('href', '/api/docs');

  const form = section.getByRole('form', { name: 'Create an API key' });
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByText('Give the key a name')).toBeVisible();
  await form.getByRole('textbox', { name: /Key name/ }).fill('Nightly sync');
  await form.getByRole('checkbox', { name: /submissions:read/ }).check();
  await form.getByRole('button', { name: 'Create key' }).click();
  const secretCode = section.getByTestId('api-key-secret');
  await expect(secretCode).toBeVisible();
  const secret = (await secretCode.textContent())!.trim();
  expect(secret).toMatch(/^bk_test_[A-Za-z0-9_-]{43}$/);
  const item = section.getByRole('listitem', { name: 'Nightly sync' });
  await expect(item.getByText(`${secret.slice(0, 12)}…`)).toBeVisible();

  // A program's calls, as curl would make them: the key's scopes and nothing else.
  const briefs = await request.get('/api/brands/briefs', { headers: bearer(secret) });
  expect(briefs.status()).toBe(200);
  expect(((await briefs.json()) as { briefs: unknown[] }).briefs).toEqual([]);
  expect((await request.get('/api/brands/submissions', { headers: bearer(secret) })).status()).toBe(200);
  const refused = await request.post('/api/briefs', { headers: bearer(secret), data: {} });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: string }).error).toBe('This API key lacks the briefs:write scope.');
  expect((await request.get('/api/brands/api-keys', { headers: bearer(secret) })).status()).toBe(403);

  // Shown once: gone after "I have copied it" and after a reload; the list shows when it was last used.
  await section.getByRole('button', { name: 'I have copied it' }).click();
  await expect(secretCode).toHaveCount(0);
  await brandPage.reload();
  await expect(item.getByText(/last used .* from /)).toBeVisible({ timeout: 30_000 });
  expect(await brandPage.content()).not.toContain(secret);

  // Revoked with a confirmation: refused at once.
  await item.getByRole('button', { name: 'Revoke Nightly sync' }).click();
  await item.getByRole('button', { name: 'Revoke “Nightly sync”' }).click();
  await expect(section.getByText('No API keys yet.')).toBeVisible();
  expect((await request.get('/api/brands/briefs', { headers: bearer(secret) })).status()).toBe(401);
  await context.close();
});

test('[BRAND] Settings › API at 1280 and 390 px, light and dark, passes WCAG 2.1 AA checks', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await registerBrand(page);
  const login = await request.post('/api/login', { data: account });
  const token = ((await login.json()) as { token: string }).token;
  const created = await request.post('/api/brands/api-keys', {
    headers: bearer(token),
    data: { name: 'Zapier', scopes: ['briefs:read', 'submissions:read', 'submissions:review'] },
  });
  expect(created.status()).toBe(201);
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      const context = await themedContext(browser, baseURL!, scheme, { account, width });
      const shot = await context.newPage();
      await shot.goto('/brand/dashboard?settings');
      const section = shot.getByRole('region', { name: 'API', exact: true });
      await expect(section.getByRole('listitem', { name: 'Zapier' })).toBeVisible({ timeout: 30_000 });
      await section.scrollIntoViewIfNeeded();
      if (process.env.SHOTS_DIR)
        await shot.screenshot({ path: `${process.env.SHOTS_DIR}/api-keys-${width}-${scheme}.png` });
      found.push(
        ...(await axeViolations(shot, `api keys ${width}px`, {
          scheme,
          include: 'section[aria-labelledby="api-keys-heading"]',
        })),
      );
      await context.close();
    }
  }
  expect(found, found.join('\n')).toEqual([]);
});
