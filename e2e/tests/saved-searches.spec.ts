import { expect, test } from '@playwright/test';
import { axeViolations, themedContext } from './a11y';
import { apiToken, bearer, fundedBrief, registerCreator, unique } from './support';

// Saved searches (docs/product/saved-searches.md): a creator saves a marketplace search with an
// instant alert, is told in the app when a matching brief is published, and manages the search in
// Settings — by keyboard, on a phone's width too, with no axe violations on the dialog or the section.

test('[CREATOR] saves a search, hears of a matching brief, and manages it in Settings', async ({
  browser,
  request,
  baseURL,
}) => {
  const word = `kelp${unique()}`;
  const creator = await registerCreator(request, 'Sage Searcher');
  const context = await themedContext(browser, baseURL!, 'light', { account: creator, width: 390 });
  const page = await context.newPage();

  await page.goto(`/marketplace?search=${word}&minReward=100`);
  const save = page.getByRole('button', { name: 'Save this search' });
  await expect(save).toBeVisible();
  await save.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue(`${word} · from $100`);
  await dialog.getByRole('textbox', { name: /Name/ }).fill('Kelp briefs');
  await dialog.getByRole('combobox', { name: /Alert/ }).selectOption('instant');
  expect(await axeViolations(page, 'save this search dialog', { scheme: 'light', include: '[role="dialog"]' })).toEqual(
    [],
  );
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByText('Search saved')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();

  // A brief that matches is published: the creator is told in the app, once.
  const brief = await fundedBrief(request, {
    title: `Underwater ${word} video`,
    reward: 250,
    winners: 1,
    description: 'Film the kelp forest.',
    daysLeft: 20,
  });
  const token = await apiToken(request, creator);
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/notifications', { headers: bearer(token) });
        const list = (await response.json()) as { notifications: Array<{ title: string; link: string | null }> };
        return list.notifications.filter((notification) => notification.title === 'New brief for “Kelp briefs”');
      },
      { timeout: 20_000 },
    )
    .toHaveLength(1);
  expect(brief).toBeTruthy();

  // Settings lists it: the alert switched off, then deleted.
  await page.goto('/creator/dashboard?settings=saved-searches');
  const section = page.getByRole('region', { name: 'Saved searches' });
  const item = section.getByRole('listitem', { name: 'Kelp briefs' });
  await expect(item).toBeVisible();
  await expect(item.getByRole('link', { name: /Open in marketplace/ })).toHaveAttribute(
    'href',
    `/marketplace?search=${word}&minReward=100`,
  );
  expect(
    await axeViolations(page, 'saved searches in settings', { scheme: 'light', include: '[role="dialog"]' }),
  ).toEqual([]);
  await item.getByRole('combobox', { name: 'Alert' }).selectOption('off');
  await expect
    .poll(async () => {
      const response = await request.get('/api/creators/saved-searches', { headers: bearer(token) });
      return ((await response.json()) as { savedSearches: Array<{ alert: string }> }).savedSearches[0]?.alert;
    })
    .toBe('off');
  await item.getByRole('button', { name: 'Delete Kelp briefs' }).click();
  await item.getByRole('button', { name: 'Delete “Kelp briefs”' }).click();
  await expect(section.getByText(/No saved searches yet/)).toBeVisible();
  await context.close();
});

test('[VISITOR] is asked to sign in to save a search', async ({ page }) => {
  await page.goto('/marketplace?category=creative');
  await page.getByRole('link', { name: 'Sign in to save this search' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fmarketplace%3Fcategory%3Dcreative/);
});
