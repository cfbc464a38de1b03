import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, themedContext } from './a11y';
import { apiToken, bearer, DEMO, fundedBrief, registerCreator, signIn, unique } from './support';

// The creator directory and photos (docs/product/creator-directory.md, docs/product/photos.md): a brand
// finds a creator by words and rating, reads their profile and invites them to a private brief; a
// creator adds a cropped photo and sees it on their profile and on the brand's application card.

const PHOTO = path.join(import.meta.dirname, '..', 'fixtures', 'profile-photo.jpg');

async function searchDirectory(page: Page) {
  await page.goto('/brand/dashboard?tab=creators');
  const form = page.getByRole('search', { name: 'Search creators' });
  await form.getByRole('textbox', { name: 'Search' }).fill('portland food');
  await form.getByRole('textbox', { name: 'Search' }).press('Enter');
  const list = page.getByRole('list', { name: 'Creators' });
  await expect(list.getByRole('listitem', { name: 'Priya Nair' })).toBeVisible();
  return list;
}

test('[BRAND] searches "portland food", keeps 4★ and up, opens the profile and invites the creator to a private brief', async ({
  page,
  request,
}) => {
  const title = `Portland brunch tasting ${unique()}`;
  await fundedBrief(request, {
    title,
    reward: 300,
    winners: 1,
    description: 'A private tasting menu, for invited food creators only.',
    daysLeft: 20,
    isPrivate: true,
  });
  await signIn(page, DEMO.brand);
  await expect(page).toHaveURL(/\/brand\/dashboard/);
  const list = await searchDirectory(page);
  // Maya is in Portland and makes food videos too, but has no reviews yet: the rating filter leaves Priya.
  await expect(list.getByRole('listitem', { name: 'Maya Chen' })).toBeVisible();
  await page.getByRole('group', { name: 'Rating' }).getByText('4★ and up').click();
  await expect(list.getByRole('listitem', { name: 'Maya Chen' })).toHaveCount(0);
  const card = list.getByRole('listitem', { name: 'Priya Nair' });
  await expect(card).toBeVisible();

  await card.getByRole('link', { name: /View profile/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Priya Nair' })).toBeVisible();
  await expect(page.getByText('Portland, Maine')).toBeVisible();
  await page.goBack();

  await list
    .getByRole('listitem', { name: 'Priya Nair' })
    .getByRole('button', { name: 'Invite to a private brief' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Invite to a private brief' });
  await dialog.getByLabel('Private brief').click();
  await page.getByRole('option', { name: title }).click();
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText(`Priya Nair was invited to “${title}”.`)).toBeVisible();
});

test('[CREATOR] uploads and crops a photo, and sees it on the profile and on the application card', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const fullName = `Photo Phoebe ${unique()}`;
  const account = await registerCreator(context.request, fullName);
  const userName = `creator_${account.email.slice('creator-'.length, account.email.indexOf('@'))}`;

  await signIn(page, account);
  await expect(page).toHaveURL(/\/creator\/dashboard/);
  await page.goto('/creator/dashboard?settings');
  const section = page.getByRole('region', { name: 'Profile photo' });
  await section.locator('input[type="file"]').setInputFiles(PHOTO);
  await expect(section.getByRole('slider', { name: 'Zoom' })).toBeVisible();
  await section.getByRole('slider', { name: 'Zoom' }).press('ArrowRight');
  await section.getByRole('button', { name: 'Save photo' }).click();
  await expect(section.getByRole('status')).toHaveText('Saved: your photo is shown wherever your name is.');
  await expect(section.getByRole('img', { name: 'Your photo' })).toHaveAttribute(
    'src',
    /^\/api\/photos\/[0-9a-f]{32}-128\.webp$/,
  );

  await page.goto(`/creators/${userName}`);
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
  await expect(page.getByRole('img', { name: fullName })).toHaveAttribute(
    'src',
    /\/api\/photos\/[0-9a-f]{32}-256\.webp$/,
  );

  // The creator applies; the brand's application card shows the photo.
  const title = `Photo card brief ${unique()}`;
  const briefId = await fundedBrief(context.request, {
    title,
    reward: 200,
    winners: 1,
    description: 'One short clip of our new roast.',
    daysLeft: 15,
  });
  const applied = await context.request.post(`/api/briefs/${briefId}/apply`, {
    headers: bearer(await apiToken(context.request, account)),
    data: { contentUrl: `https://www.tiktok.com/@phoebe/video/${Date.now()}`, additionalInfo: 'Shot at sunrise.' },
  });
  expect(applied.status()).toBe(201);
  await context.close();

  const brandContext = await browser.newContext({ baseURL });
  const brandPage = await brandContext.newPage();
  await signIn(brandPage, DEMO.brand);
  await expect(brandPage).toHaveURL(/\/brand\/dashboard/);
  await brandPage.goto('/brand/dashboard?tab=manage-rewards');
  await brandPage.getByRole('article', { name: title }).getByRole('button', { name: 'Review submissions' }).click();
  const submission = brandPage.getByRole('listitem', { name: fullName });
  await expect(submission.getByRole('img', { name: fullName })).toHaveAttribute(
    'src',
    /\/api\/photos\/[0-9a-f]{32}-128\.webp$/,
  );
  await brandContext.close();
});

test('[BRAND] the directory search and a creator profile with its portfolio viewer at 1280 and 390 px, light and dark, pass WCAG 2.1 AA checks', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      const context = await themedContext(browser, baseURL!, scheme, { account: DEMO.brand, width });
      const page = await context.newPage();
      await searchDirectory(page);
      await page.getByRole('group', { name: 'Rating' }).getByText('4★ and up').click();
      await expect(page.getByRole('listitem', { name: 'Maya Chen' })).toHaveCount(0);
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/directory-${width}-${scheme}.png`, fullPage: true });
      found.push(...(await axeViolations(page, `directory ${width}px`, { scheme })));

      await page.goto('/creators/mayacreates');
      await expect(page.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
      found.push(...(await axeViolations(page, `profile ${width}px`, { scheme })));
      const opener = page
        .getByRole('region', { name: 'Portfolio' })
        .getByRole('button', { name: /^Open / })
        .first();
      if (await opener.count()) {
        await opener.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        found.push(...(await axeViolations(page, `portfolio viewer ${width}px`, { scheme })));
      }
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/profile-${width}-${scheme}.png` });
      await context.close();
    }
  }
  expect(found, found.join('\n')).toEqual([]);
});
