import { expect, test, type Page } from '@playwright/test';
import { DEMO, registerBrand, signIn, storedToken, unique } from './support.ts';

// Briefs: creation from a template, card funding in test mode, sharing, and the public marketplace.

/** A word of letters only, so the marketplace's full-text search treats it as one searchable word. */
const uniqueWord = () => `kestrel${unique().replace(/[0-9]/g, (digit) => 'abcdefghij'[Number(digit)]!)}`;

async function openCreateBrief(page: Page, account: { email: string; password: string } = DEMO.brand) {
  await signIn(page, account);
  await expect(page).toHaveURL(/\/brand\/dashboard$/);
  await page.getByRole('navigation', { name: 'Brand dashboard' }).getByRole('link', { name: 'Create Brief' }).click();
  await expect(page.getByRole('dialog', { name: /Create Brief/ })).toBeVisible();
}

async function fillBriefForm(
  page: Page,
  { title, reward, winners }: { title: string; reward: string; winners: string },
) {
  const panel = page.getByRole('dialog', { name: /Create Brief/ });
  await panel.getByLabel('Title').fill(title);
  await panel
    .getByLabel('Description')
    .fill('Write a thread about how our coffee is roasted, for people who love a good brew.');
  await panel.getByLabel('Requirements').fill('A thread of at least 5 posts, tagging @northwindcoffee.');
  await panel.getByRole('button', { name: /^Deadline/ }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: /^15 / }).first().click();
  await panel.getByLabel('Number of winners').fill(winners);
  await panel.getByLabel('Total reward').fill(reward);
}

async function payWithCard(page: Page, number: string) {
  const dialog = page.getByRole('dialog', { name: /Fund and publish your brief/ });
  await expect(dialog.getByText('Test mode: use card 4242 4242 4242 4242, any future date, any CVC.')).toBeVisible();
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry date').fill('12 / 34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  return dialog;
}

async function brandBriefTitles(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/brands/briefs', {
    headers: { Authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(response.ok()).toBe(true);
  const { briefs } = (await response.json()) as { briefs: Array<{ title: string }> };
  return briefs.map((brief) => brief.title);
}

test('[BRAND] creates a brief from a template, pays with 4242…, shares the link, and a signed-out visitor finds it in the marketplace by search and opens it', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const word = uniqueWord();
  const title = `Roastery thread ${word}`;

  await openCreateBrief(page);
  await page.getByRole('button', { name: /Tweets/ }).click();
  await expect(page.getByLabel('Campaign theme')).toBeVisible();
  await fillBriefForm(page, { title, reward: '300', winners: '2' });
  await page.getByLabel('Campaign theme').fill('Behind the roast');
  await page.getByLabel('Hashtags').fill('#NorthwindRoast');
  // The live preview of the automatic split: 60/40 of $300.
  const preview = page.getByTestId('tier-preview');
  await expect(preview).toContainText('1st Place');
  await expect(preview).toContainText('$180.00');
  await expect(preview).toContainText('$120.00');
  await page.getByRole('button', { name: /Continue to payment/ }).click();

  await payWithCard(page, '4242 4242 4242 4242');
  const dialog = page.getByRole('dialog', { name: 'Payment complete' });
  await expect(dialog.getByRole('heading', { name: 'Your brief is live' })).toBeVisible({ timeout: 20_000 });
  const shareUrl = await dialog.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(shareUrl).toMatch(/\/brief\/[0-9a-f-]{36}$/);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied to clipboard!', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // My Briefs: the card is funded and published, and Share copies the same link.
  await expect(page).toHaveURL(/tab=briefs/);
  const card = page.getByRole('article', { name: title });
  await expect(card.getByTestId('funded-banner')).toContainText('$300.00 held for rewards');
  await card.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Brief link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);

  // A visitor without an account finds it by searching the marketplace.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/marketplace');
  // The drawn page loads its scripts after the first paint (decision 054): search once the app listens.
  await expect(visitor.locator('html[data-listening]')).toBeAttached();
  await visitor.getByPlaceholder('Search briefs or brands').fill(word);
  await expect(visitor).toHaveURL(new RegExp(`search=${word}`));
  await expect(visitor.getByTestId('briefs-found')).toHaveText('1 brief found');
  const result = visitor.getByRole('article', { name: title });
  await expect(result).toContainText('Northwind Coffee');
  await expect(result).toContainText('$300.00');
  await result.getByRole('link', { name: /View details/ }).click();

  await expect(visitor).toHaveURL(new URL(shareUrl).pathname);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('Behind the roast')).toBeVisible();
  await expect(
    visitor.getByRole('region', { name: 'Apply to this brief' }).getByRole('link', { name: 'Apply' }),
  ).toHaveAttribute('href', `/login?next=${encodeURIComponent(new URL(shareUrl).pathname)}`);
  await visitorContext.close();
});

test('[BRAND] a declined card shows the error and creates nothing', async ({ page }) => {
  const title = `Declined brief ${uniqueWord()}`;
  // A brand of its own: other journeys create briefs for the demo brand in parallel.
  const brand = await registerBrand(page);
  await openCreateBrief(page, brand);
  expect(await brandBriefTitles(page)).toEqual([]);

  await page.getByRole('button', { name: /Start from scratch/ }).click();
  await fillBriefForm(page, { title, reward: '150', winners: '1' });
  await page.getByRole('button', { name: /Continue to payment/ }).click();

  const dialog = await payWithCard(page, '4000 0000 0000 0002');
  await expect(dialog.getByRole('alert')).toHaveText('Error: Payment failed: Your card was declined.');
  // Back to ready: the card can be changed and paid again.
  await expect(dialog.getByRole('button', { name: /^Pay \$150\.00/ })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  expect(await brandBriefTitles(page)).toEqual([]);
  await page.goto('/marketplace?search=' + encodeURIComponent(title.split(' ').at(-1)!));
  await expect(page.getByText('No briefs match your filters')).toBeVisible();
});
