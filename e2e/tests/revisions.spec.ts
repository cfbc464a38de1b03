import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations, themedContext, type Scheme } from './a11y.ts';
import { apiToken, bearer, DEMO, fundedBrief, registerCreator, unique } from './support.ts';

// Revision requests (docs/product/submissions.md#revisions) and checked links (#content-links): the brand
// asks for changes with a note, the creator resubmits a new link, the brand reads the history and
// shortlists it. Clicked through the screens in both themes; axe on each new screen; SHOTS_DIR=… keeps
// screenshots at 1280 and 390 px, light and dark.

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
};

async function signedIn(
  browser: Browser,
  baseURL: string,
  scheme: Scheme,
  account: { email: string; password: string },
  width = 1280,
) {
  const context = await themedContext(browser, baseURL, scheme, { account, width });
  const page = await context.newPage();
  return { context, page };
}

test('[BRAND][CREATOR] a brand requests changes, the creator resubmits, the brand shortlists', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Revisions ${unique()}`;
  const briefId = await fundedBrief(request, {
    title,
    reward: 400,
    winners: 1,
    description: 'A brief whose applications are revised.',
    daysLeft: 10,
  });
  const creatorName = `Rita Revises ${unique()}`;
  const creator = await registerCreator(request, creatorName);
  const creatorToken = await apiToken(request, creator);
  // Tracking parameters and the short form: stored as the one canonical link.
  const videoId = `r${unique().slice(0, 7)}abc`.slice(0, 11);
  const applied = await request.post(`/api/briefs/${briefId}/apply`, {
    headers: bearer(creatorToken),
    data: { contentUrl: `https://youtu.be/${videoId}?si=share123&utm_source=ig`, additionalInfo: 'First cut.' },
  });
  expect(applied.status()).toBe(201);
  const problems: string[] = [];

  // --- The brand asks for changes (light theme).
  const brand = await signedIn(browser, baseURL!, 'light', DEMO.brand);
  await brand.page.goto(`/brand/dashboard?tab=manage-rewards&brief=${briefId}`);
  const card = brand.page.getByRole('listitem', { name: creatorName });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: new RegExp(`youtube\\.com/watch\\?v=${videoId}`) })).toBeVisible();
  await expect(card.getByRole('img', { name: 'YouTube' })).toBeVisible();
  await card.getByRole('button', { name: 'Request changes' }).click();
  const ask = brand.page.getByRole('dialog', { name: 'Request changes' });
  await expect(ask).toContainText('Request 1 of 2');
  await ask
    .getByRole('textbox', { name: /What should change/ })
    .fill('Please show the label up close in the first 3 seconds.');
  problems.push(
    ...(await axeViolations(brand.page, 'request changes dialog', { scheme: 'light', include: '[role="dialog"]' })),
  );
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(brand.page.getByText('The creator has been told what to change.')).toBeVisible();
  await expect(card).toContainText('Changes requested');
  await expect(card).toContainText('Please show the label up close');
  await expect(card.getByRole('button', { name: 'Request changes' })).toHaveCount(0);
  await brand.page.locator('label', { hasText: /Changes requested \(1\)/ }).click();
  await expect(brand.page.getByRole('radio', { name: /Changes requested \(1\)/ })).toBeChecked();
  await expect(card).toBeVisible();
  problems.push(...(await axeViolations(brand.page, 'review with changes requested', { scheme: 'light' })));

  // --- The creator sees the request and resubmits (dark theme).
  const maker = await signedIn(browser, baseURL!, 'dark', creator);
  await maker.page.goto('/creator/dashboard?tab=submissions');
  const row = maker.page.getByRole('listitem', { name: title });
  await expect(row).toContainText('Changes requested');
  await expect(row).toContainText('Please show the label up close');
  problems.push(...(await axeViolations(maker.page, 'my submissions, changes requested', { scheme: 'dark' })));
  await row.getByRole('button', { name: 'Resubmit' }).click();
  const resubmit = maker.page.getByRole('dialog', { name: 'Resubmit with changes' });
  const link = resubmit.getByRole('textbox', { name: /Content URL/ });
  await expect(link).toHaveValue(`https://www.youtube.com/watch?v=${videoId}`);
  await link.fill(`https://www.tiktok.com/@rita/video/73${Date.now()}?is_from_webapp=1`);
  await resubmit.getByRole('textbox', { name: 'Additional information' }).fill('Second cut: label in the first shot.');
  problems.push(
    ...(await axeViolations(maker.page, 'resubmit dialog', { scheme: 'dark', include: '[role="dialog"]' })),
  );
  await resubmit.getByRole('button', { name: 'Resubmit' }).click();
  await expect(maker.page.getByText('The brand has been told your changes are ready.')).toBeVisible();
  await expect(row).toContainText('Pending');
  await expect(row).not.toContainText('Please show the label up close');

  // --- The brand reads the history and shortlists the new version.
  await brand.page.goto(`/brand/dashboard?tab=manage-rewards&brief=${briefId}`);
  await expect(card).toContainText('Pending');
  await expect(card.getByRole('img', { name: 'TikTok' })).toBeVisible();
  await card.getByRole('button', { name: 'History' }).click();
  const history = brand.page.getByRole('dialog', { name: /History/ });
  await expect(history).toContainText('Version 1');
  await expect(history).toContainText(`youtube.com/watch?v=${videoId}`);
  await expect(history).toContainText('Changes requested');
  await expect(history).toContainText('Version 2');
  await expect(history).toContainText('Second cut: label in the first shot.');
  problems.push(
    ...(await axeViolations(brand.page, 'history dialog', { scheme: 'light', include: '[role="dialog"]' })),
  );
  await history.getByRole('button', { name: /close/i }).first().click();
  await card.getByRole('button', { name: 'Accept & Shortlist' }).click();
  await expect(card).toContainText('Shortlisted');

  // The creator's list says so too.
  await maker.page.goto('/creator/dashboard?tab=submissions');
  await expect(row).toContainText('Shortlisted');

  expect(problems).toEqual([]);
  await Promise.all([brand.context.close(), maker.context.close()]);
});

test('[BRAND][CREATOR] screens of a revision and a duplicate link, both widths, both themes', async ({
  browser,
  baseURL,
  request,
}) => {
  test.skip(!process.env.SHOTS_DIR, 'screenshots only when SHOTS_DIR is set');
  test.setTimeout(180_000);
  const title = `Revision screens ${unique()}`;
  const briefId = await fundedBrief(request, { title, reward: 300, winners: 1, description: 'Screens.', daysLeft: 10 });
  const otherBriefId = await fundedBrief(request, {
    title: `${title} (other)`,
    reward: 300,
    winners: 1,
    description: 'Screens.',
    daysLeft: 10,
  });
  const [first, second] = await Promise.all([
    registerCreator(request, `Dana Duplicate ${unique()}`),
    registerCreator(request, `Cole Changes ${unique()}`),
  ]);
  const [firstToken, secondToken, brandToken] = await Promise.all([
    apiToken(request, first),
    apiToken(request, second),
    apiToken(request, DEMO.brand),
  ]);
  const link = `https://www.instagram.com/reel/Dup${unique()}/`;
  await request.post(`/api/briefs/${otherBriefId}/apply`, { headers: bearer(firstToken), data: { contentUrl: link } });
  const copied = await request.post(`/api/briefs/${briefId}/apply`, {
    headers: bearer(secondToken),
    data: { contentUrl: `${link}?igsh=abc123`, additionalInfo: 'My reel for the launch.' },
  });
  const submissionId = ((await copied.json()) as { submission: { id: string } }).submission.id;
  await request.post(`/api/brands/submissions/${submissionId}/request-revision`, {
    headers: bearer(brandToken),
    data: { note: 'Please add captions and end on the product.' },
  });

  for (const width of [1280, 390]) {
    for (const scheme of ['light', 'dark'] as const) {
      const brand = await signedIn(browser, baseURL!, scheme, DEMO.brand, width);
      await brand.page.goto(`/brand/dashboard?tab=manage-rewards&brief=${briefId}`);
      const card = brand.page.getByRole('listitem').filter({ hasText: 'Also submitted by another creator' });
      await expect(card).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await shot(brand.page, `revision-brand-card-${width}-${scheme}`);
      const creator = await signedIn(browser, baseURL!, scheme, second, width);
      await creator.page.goto('/creator/dashboard?tab=submissions');
      await expect(creator.page.getByRole('listitem', { name: title })).toContainText('Changes requested');
      await shot(creator.page, `revision-creator-row-${width}-${scheme}`);
      await creator.page.getByRole('listitem', { name: title }).getByRole('button', { name: 'Resubmit' }).click();
      await expect(creator.page.getByRole('dialog', { name: 'Resubmit with changes' })).toBeVisible();
      await shot(creator.page, `revision-resubmit-dialog-${width}-${scheme}`);
      await Promise.all([brand.context.close(), creator.context.close()]);
    }
  }
});
