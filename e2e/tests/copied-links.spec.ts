import { expect, test, type Page } from '@playwright/test';
import { axeViolations, themedContext, type Scheme } from './a11y.ts';
import { apiToken, bearer, DEMO, fundedBrief, registerCreator, unique } from './support.ts';

// Copied links caught (decision 048, docs/product/submissions.md#copied-links): a creator applying with a
// link another creator already sent to the brief is asked first; confirmed, the brand's card names the
// first submission, and Select Winners asks for an acknowledgement before the copy can win. SHOTS_DIR=…
// keeps screenshots at 1280 and 390 px, light and dark.

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
};

test('[BRAND][CREATOR] a copier is warned and the brand must acknowledge before selecting them', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const title = `Copied ${unique()}`;
  const briefId = await fundedBrief(request, {
    title,
    reward: 300,
    winners: 1,
    description: 'A brief someone copies a link to.',
    daysLeft: 10,
  });
  const firstName = `Leo First ${unique()}`;
  const first = await registerCreator(request, firstName);
  const videoId = `c${unique().slice(0, 7)}xyz`.slice(0, 11);
  const applied = await request.post(`/api/briefs/${briefId}/apply`, {
    headers: bearer(await apiToken(request, first)),
    data: { contentUrl: `https://www.youtube.com/watch?v=${videoId}`, additionalInfo: 'My own cut.' },
  });
  expect(applied.status()).toBe(201);
  const problems: string[] = [];

  // --- The copier applies with the same video behind a short link and tracking parameters.
  const copierName = `Cory Copies ${unique()}`;
  const copier = await registerCreator(request, copierName);
  for (const [scheme, width] of [
    ['light', 1280],
    ['dark', 390],
  ] as Array<[Scheme, number]>) {
    const context = await themedContext(browser, baseURL!, scheme, { account: copier, width });
    const page = await context.newPage();
    await page.goto(`/creator/dashboard?tab=marketplace&brief=${briefId}`);
    const dialog = page.getByRole('dialog', { name: 'Apply to Brief' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Content URL').fill(`https://youtu.be/${videoId}?si=abc&utm_source=ig`);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'This link was already submitted to this brief. Submit only content you made.',
    );
    problems.push(...(await axeViolations(page, `apply warning ${scheme} ${width}`, { scheme })));
    await shot(page, `copied-link-warning-${width}-${scheme}`);
    if (scheme === 'dark') {
      await dialog.getByRole('button', { name: 'It’s mine: submit' }).click();
      await expect(page.getByText('Application Submitted!')).toBeVisible();
    }
    await context.close();
  }

  // --- The brand reads both cards, then must acknowledge before the copy can win.
  for (const [scheme, width] of [
    ['light', 1280],
    ['dark', 390],
  ] as Array<[Scheme, number]>) {
    const context = await themedContext(browser, baseURL!, scheme, { account: DEMO.brand, width });
    const page = await context.newPage();
    await page.goto(`/brand/dashboard?tab=manage-rewards&brief=${briefId}`);
    const copy = page.getByRole('listitem', { name: copierName });
    await expect(copy).toContainText(`Same link as ${firstName}’s submission of`);
    await expect(copy).toContainText('(submitted first)');
    await expect(page.getByRole('listitem', { name: firstName })).toContainText(
      'A later submission uses the same link',
    );
    problems.push(...(await axeViolations(page, `copied cards ${scheme} ${width}`, { scheme })));
    await shot(page, `copied-link-cards-${width}-${scheme}`);

    await page.goto(`/brand/dashboard?tab=manage-rewards&brief=${briefId}&view=winners`);
    await page.getByRole('button', { name: 'Select Winners', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Select Winners and Assign Rewards' });
    await modal.getByRole('listitem', { name: copierName }).getByRole('checkbox').check();
    const distribute = modal.getByRole('button', { name: 'Distribute Rewards' });
    await expect(distribute).toBeDisabled();
    await modal.getByRole('checkbox', { name: /this winner made the content/ }).check();
    await expect(distribute).toBeEnabled();
    problems.push(...(await axeViolations(page, `select winners ${scheme} ${width}`, { scheme })));
    await shot(page, `copied-link-select-${width}-${scheme}`);
    await context.close();
  }
  expect(problems).toEqual([]);
});
