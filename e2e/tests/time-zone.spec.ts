import { expect, test } from '@playwright/test';
import { axeViolations, themedContext } from './a11y';
import { apiToken, bearer, registerCreator, signIn } from './support';

// The account's time zone (docs/product/accounts.md#your-time-zone, decision 039): stored from the
// device after sign-in, picked in Settings and kept; the section at desktop and phone widths, light and dark.

test('[CREATOR] the device’s zone is stored after sign-in; a zone picked in Settings is kept', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  const account = await registerCreator(context.request, 'Tomo Zone');
  const token = await apiToken(context.request, account);
  const me = async () =>
    (
      (await (await context.request.get('/api/me', { headers: bearer(token) })).json()) as {
        user: { timeZone?: string; timeZoneChosen?: boolean };
      }
    ).user;

  await signIn(page, account);
  await expect(page).toHaveURL(/\/creator\/dashboard/);
  await expect.poll(async () => (await me()).timeZone).toBe('Asia/Tokyo');
  expect((await me()).timeZoneChosen).toBe(false);

  await page.goto('/creator/dashboard?settings');
  const section = page.getByRole('region', { name: 'Time zone' });
  const select = section.getByRole('combobox', { name: 'Your time zone' });
  await expect(select).toHaveValue('Asia/Tokyo (GMT+9)');
  await expect(section.getByText('Following this device (Asia/Tokyo).')).toBeVisible();
  await select.fill('berlin');
  await page.getByRole('option', { name: /^Europe\/Berlin \(GMT\+[12]\)$/ }).click();
  await expect(section.getByRole('status')).toHaveText('Saved: times are written in Europe/Berlin.');
  expect(await me()).toMatchObject({ timeZone: 'Europe/Berlin', timeZoneChosen: true });

  // Signing in again on the Tokyo device leaves the choice alone.
  await page.reload();
  await expect(section.getByText('Chosen by you; this device is on Asia/Tokyo.')).toBeVisible();
  expect((await me()).timeZone).toBe('Europe/Berlin');

  await section.getByRole('button', { name: 'Use this device’s zone' }).click();
  await expect(section.getByRole('status')).toHaveText('Following this device: Asia/Tokyo.');
  expect(await me()).toMatchObject({ timeZone: 'Asia/Tokyo', timeZoneChosen: false });
  await context.close();
});

test('[CREATOR] Settings › Time zone at 1280 and 390 px, light and dark, passes WCAG 2.1 AA checks', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await registerCreator(request, 'Shot Zone');
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      const context = await themedContext(browser, baseURL!, scheme, { account, width });
      const page = await context.newPage();
      await page.goto('/creator/dashboard?settings');
      const section = page.getByRole('region', { name: 'Time zone' });
      await expect(section.getByRole('combobox', { name: 'Your time zone' })).toBeVisible({ timeout: 30_000 });
      await section.scrollIntoViewIfNeeded();
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/time-zone-${width}-${scheme}.png` });
      // This section only: the empty Saved searches text above it has its own finding (a link told by colour alone).
      found.push(
        ...(await axeViolations(page, `time zone ${width}px`, {
          scheme,
          include: 'section[aria-labelledby="time-zone-title"]',
        })),
      );
      await context.close();
    }
  }
  expect(found, found.join('\n')).toEqual([]);
});
