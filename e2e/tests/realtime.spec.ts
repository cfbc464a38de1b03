import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, bearer, DEMO, registerBrand, registerCreator, signIn, unique } from './support.ts';

// Live updates: what another person does shows up on the screen that is open, without a reload.
// Every journey uses accounts and briefs of its own, so parallel journeys cannot change what it sees.

type Account = { email: string; password: string };

/** A funded, published brief of the given brand, paid with the 4242 test card through the API. */
async function fundedBriefOf(
  request: APIRequestContext,
  brand: Account,
  brief: { title: string; reward: number; winners: number },
) {
  const token = await apiToken(request, brand);
  const intent = await request.post('/api/payments/create-payment-intent', {
    headers: bearer(token),
    data: { amount: brief.reward * 100, currency: 'usd', metadata: { type: 'brief_funding', briefTitle: brief.title } },
  });
  expect(intent.ok()).toBe(true);
  const { clientSecret, paymentIntentId } = (await intent.json()) as { clientSecret: string; paymentIntentId: string };
  const confirm = await request.post(`/test-provider/payment_intents/${paymentIntentId}/confirm`, {
    data: { clientSecret, card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  expect(confirm.ok()).toBe(true);
  const created = await request.post('/api/briefs', {
    headers: bearer(token),
    data: {
      title: brief.title,
      description: 'Film your morning routine with our cold brew in one take.',
      requirements: 'One vertical video of 30–60 seconds.',
      deadline: new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString(),
      amountOfWinners: brief.winners,
      reward: brief.reward,
      paymentIntentId,
      isPrivate: false,
    },
  });
  expect(created.status()).toBe(201);
  return { briefId: ((await created.json()) as { id: string }).id, brandToken: token };
}

async function applyThroughApi(request: APIRequestContext, creator: Account, briefId: string) {
  const response = await request.post(`/api/briefs/${briefId}/apply`, {
    headers: bearer(await apiToken(request, creator)),
    data: { contentUrl: `https://www.tiktok.com/@live/video/${unique()}`, additionalInfo: 'Shot at sunrise.' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { submission: { id: string } }).submission;
}

/** The account's user id, which is also its creator id. */
async function userIdOf(request: APIRequestContext, account: Account) {
  const response = await request.post('/api/login', { data: account });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

/** Resolves once the page's live stream has answered (the server sends `ready` with its headers). */
const streamOpened = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/realtime?ticket=') && response.status() === 200);

/** Marks the loaded document; the mark survives anything but a reload. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test('[BRAND] with the Overview open sees a new application appear, then another one in Review Submissions, without reloading', async ({
  page,
  request,
}) => {
  const brand = await registerBrand(page);
  const title = `Cold brew morning ${unique()}`;
  const { briefId } = await fundedBriefOf(request, brand, { title, reward: 200, winners: 1 });
  const first = { name: `Ada Live ${unique()}` };
  const second = { name: `Bo Live ${unique()}` };
  const firstCreator = await registerCreator(request, first.name);
  const secondCreator = await registerCreator(request, second.name);

  const opened = streamOpened(page);
  await signIn(page, brand);
  await expect(page).toHaveURL(/\/brand\/dashboard$/);
  await expect(page.getByText('No submissions yet')).toBeVisible();
  const thisWeek = page.getByText('Submissions This Week').locator('..');
  await expect(thisWeek).toContainText('0');
  await opened;
  await markDocument(page);

  // A creator applies elsewhere: the Overview's recent submissions and figures follow.
  await applyThroughApi(request, firstCreator, briefId);
  // Exactly the name: the new-submission toast names the creator too.
  await expect(page.getByText(first.name, { exact: true })).toBeVisible();
  await expect(page.getByText(`${title} ·`)).toBeVisible();
  await expect(thisWeek).toContainText('1');
  expect(await isSameDocument(page)).toBe(true);

  // Review Submissions of the brief is open when the second application arrives.
  await page.getByRole('link', { name: 'Review all' }).click();
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Review submissions' }).click();
  await expect(page.getByRole('listitem', { name: first.name })).toContainText('Pending');
  await expect(page.getByRole('listitem', { name: second.name })).toHaveCount(0);
  await applyThroughApi(request, secondCreator, briefId);
  await expect(page.getByRole('listitem', { name: second.name })).toContainText('Pending');
  await expect(page.getByRole('list', { name: 'Submissions' }).getByRole('listitem')).toHaveCount(2);
  expect(await isSameDocument(page)).toBe(true);
});

test('[CREATOR] sees the brand shortlist the application in My Submissions, then the reward in the Wallet, without reloading', async ({
  page,
  request,
}) => {
  const brand = await registerBrand(page);
  const title = `Espresso tonic ${unique()}`;
  const { briefId, brandToken } = await fundedBriefOf(request, brand, { title, reward: 150, winners: 1 });
  const creator = await registerCreator(request, `Cy Live ${unique()}`);
  const submission = await applyThroughApi(request, creator, briefId);

  const opened = streamOpened(page);
  await signIn(page, creator);
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  await page
    .getByRole('navigation', { name: 'Creator dashboard' })
    .getByRole('link', { name: 'My Submissions' })
    .click();
  const row = page.getByRole('listitem', { name: title });
  await expect(row).toContainText('Pending');
  await opened;
  await markDocument(page);

  // The brand shortlists it.
  const approve = await request.post(`/api/brands/submissions/${submission.id}/approve`, {
    headers: bearer(brandToken),
  });
  expect(approve.ok()).toBe(true);
  await expect(row).toContainText('Shortlisted');
  expect(await isSameDocument(page)).toBe(true);

  // The Wallet is open when the brand awards the cash (held: this creator has no payout account yet).
  await page.getByRole('navigation', { name: 'Creator dashboard' }).getByRole('link', { name: 'Wallet' }).click();
  const balance = page.getByLabel(/^Current Balance:/);
  await expect(balance).toHaveAttribute('aria-label', 'Current Balance: $0.00');
  const distribute = await request.post('/api/rewards/distribute-with-stripe', {
    headers: bearer(brandToken),
    data: {
      briefId,
      winners: [
        { submissionId: submission.id, creatorId: await userIdOf(request, creator), rewardType: 'cash', amount: 150 },
      ],
    },
  });
  expect(distribute.ok(), await distribute.text()).toBe(true);
  // $150 less the 10% platform fee.
  await expect(balance).toHaveAttribute('aria-label', 'Current Balance: $135.00');
  await expect(page.getByRole('list', { name: 'Payouts' }).getByRole('listitem', { name: title })).toContainText(
    'Held',
  );
  expect(await isSameDocument(page)).toBe(true);
});

test('[CREATOR] with Wallet and Earnings open in two tabs sees the payout land in both', async ({
  page,
  context,
  request,
}) => {
  // sam@ has an active payout account, so the cash is transferred (payout.paid).
  const sam = { email: 'sam@briefly.demo', password: DEMO.creator.password };
  const brand = await registerBrand(page);
  const title = `Matcha pour ${unique()}`;
  const { briefId, brandToken } = await fundedBriefOf(request, brand, { title, reward: 80, winners: 1 });
  const submission = await applyThroughApi(request, sam, briefId);
  expect(
    (await request.post(`/api/brands/submissions/${submission.id}/approve`, { headers: bearer(brandToken) })).ok(),
  ).toBe(true);

  const walletOpened = streamOpened(page);
  await signIn(page, sam);
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  await page.getByRole('navigation', { name: 'Creator dashboard' }).getByRole('link', { name: 'Wallet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Creator Wallet' })).toBeVisible();
  await walletOpened;

  // A second tab of the same session, on Earnings: it runs a stream of its own.
  const earningsPage = await context.newPage();
  const earningsOpened = streamOpened(earningsPage);
  await earningsPage.goto('/creator/dashboard?tab=earnings');
  await expect(earningsPage.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  await earningsOpened;
  await markDocument(page);
  await markDocument(earningsPage);
  await expect(page.getByRole('list', { name: 'Payouts' }).getByRole('listitem', { name: title })).toHaveCount(0);

  const distribute = await request.post('/api/rewards/distribute-with-stripe', {
    headers: bearer(brandToken),
    data: {
      briefId,
      winners: [
        { submissionId: submission.id, creatorId: await userIdOf(request, sam), rewardType: 'cash', amount: 80 },
      ],
    },
  });
  expect(distribute.ok(), await distribute.text()).toBe(true);

  await expect(page.getByRole('list', { name: 'Payouts' }).getByRole('listitem', { name: title })).toContainText(
    'Paid',
  );
  const earningsRow = earningsPage
    .getByRole('table', { name: 'Earnings' })
    .getByRole('row', { name: new RegExp(title) });
  await expect(earningsRow).toContainText('$72.00');
  await expect(earningsRow).toContainText('Paid');
  expect(await isSameDocument(page)).toBe(true);
  expect(await isSameDocument(earningsPage)).toBe(true);
});
