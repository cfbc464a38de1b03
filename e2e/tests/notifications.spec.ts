import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations, themedContext } from './a11y.ts';
import { apiToken, bearer, DEMO, registerBrand, registerCreator, signIn, unique } from './support.ts';

// Notifications: what another person does reaches the bell without a reload, opening one leads to
// its object, and the bell and the Notifications page pass the accessibility checks. Every journey
// uses accounts and briefs of its own, so parallel journeys cannot change its counts.

type Account = { email: string; password: string };

/** A funded, published brief of the given brand, paid with the 4242 test card through the API. */
async function fundedBriefOf(request: APIRequestContext, brand: Account, title: string, reward: number) {
  const token = await apiToken(request, brand);
  const intent = await request.post('/api/payments/create-payment-intent', {
    headers: bearer(token),
    data: { amount: reward * 100, currency: 'usd', metadata: { type: 'brief_funding', briefTitle: title } },
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
      title,
      description: 'Film your morning routine with our cold brew in one take.',
      requirements: 'One vertical video of 30–60 seconds.',
      deadline: new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString(),
      amountOfWinners: 1,
      reward,
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
    data: { contentUrl: `https://www.tiktok.com/@notify/video/${unique()}`, additionalInfo: 'Shot at sunrise.' },
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

/** How many unread notifications the token's account has, asked of the API. */
async function unreadOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/notifications?limit=1', { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { stats: { unread: number } }).stats.unread;
}

/**
 * The unread count once the events already under way have been delivered (they are delivered by
 * queued jobs, a moment after the request that caused them): the same answer three times running.
 */
async function settledUnread(request: APIRequestContext, account: Account) {
  const token = await apiToken(request, account);
  let last = -1;
  let same = 0;
  for (let attempt = 0; attempt < 40 && same < 3; attempt += 1) {
    const count = await unreadOf(request, token);
    same = count === last ? same + 1 : 1;
    last = count;
    if (same < 3) await new Promise((resolve) => setTimeout(resolve, 400));
  }
  return last;
}

const bellLabel = (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`);
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

/** Resolves once the page's live stream has answered. */
const streamOpened = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/api/realtime?ticket=') && response.status() === 200);

async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test('[BRAND] the bell counts a new application without a reload, and opening it lands on the submission review', async ({
  page,
  request,
}) => {
  const brand = await registerBrand(page);
  const title = `Oat latte launch ${unique()}`;
  const { briefId } = await fundedBriefOf(request, brand, title, 120);
  const creatorName = `Nia Notify ${unique()}`;
  const creator = await registerCreator(request, creatorName);

  const opened = streamOpened(page);
  await signIn(page, brand);
  await expect(page).toHaveURL(/\/brand\/dashboard$/);
  await opened;
  const before = await settledUnread(request, brand);
  await expect(bell(page)).toHaveAccessibleName(bellLabel(before));
  await markDocument(page);

  await applyThroughApi(request, creator, briefId);
  await expect(bell(page)).toHaveAccessibleName(bellLabel(before + 1));
  // The newest one is toasted too (the user is not on the Notifications page).
  await expect(page.getByRole('alert').filter({ hasText: `${creatorName} submitted to “${title}”.` })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);

  await bell(page).click();
  const dropdown = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dropdown.getByRole('tab', { name: /^All/ })).toHaveAttribute('aria-selected', 'true');
  await dropdown.getByRole('button', { name: new RegExp(`New submission.*${creatorName}`) }).click();

  await expect(page).toHaveURL(new RegExp(`/brand/dashboard\\?tab=manage-rewards&brief=${briefId}$`));
  await expect(page.getByRole('listitem', { name: creatorName })).toContainText('Pending');
  await expect(bell(page)).toHaveAccessibleName(bellLabel(before));
  expect(await isSameDocument(page)).toBe(true);
});

test('[CREATOR] wins and sees the winner notification live, then reads it on its page', async ({ page, request }) => {
  const brand = await registerBrand(page);
  const title = `Cold foam stories ${unique()}`;
  const { briefId, brandToken } = await fundedBriefOf(request, brand, title, 90);
  const creator = await registerCreator(request, `Wes Winner ${unique()}`);
  const submission = await applyThroughApi(request, creator, briefId);
  const creatorId = await userIdOf(request, creator);
  expect(
    (await request.post(`/api/brands/submissions/${submission.id}/approve`, { headers: bearer(brandToken) })).ok(),
  ).toBe(true);

  const opened = streamOpened(page);
  await signIn(page, creator);
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  await opened;
  const before = await settledUnread(request, creator);
  await expect(bell(page)).toHaveAccessibleName(bellLabel(before));

  const distribute = await request.post('/api/rewards/distribute-with-stripe', {
    headers: bearer(brandToken),
    data: { briefId, winners: [{ submissionId: submission.id, creatorId, rewardType: 'cash', amount: 90 }] },
  });
  expect(distribute.ok(), await distribute.text()).toBe(true);
  // The award and the held payout (no payout account yet) each tell the creator.
  await expect(bell(page)).toHaveAccessibleName(bellLabel(before + 2));

  await bell(page).click();
  const dropdown = page.getByRole('dialog', { name: 'Notifications' });
  const win = dropdown.getByRole('listitem').filter({ hasText: /Winner/ });
  await expect(win).toContainText(`picked your submission to “${title}”`);
  await expect(win).toContainText('Just now');
  await dropdown.getByRole('link', { name: 'View all notifications' }).click();

  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: `“${title}”: you win` });
  await expect(card).toContainText('Unread');
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/notifications\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Winner/ })).toBeVisible();
  await expect(page.getByTestId('read-state')).toHaveText('Read');
  await page.getByRole('link', { name: 'Go to Earnings' }).click();
  await expect(page).toHaveURL(/\/creator\/dashboard\?tab=earnings$/);
});

test('[ADMIN] signs in at /admin/login and reads the mail outbox', async ({ page, request }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign in as admin' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(bell(page)).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const outbox = await request.get('/api/admin/mail-outbox?limit=5', { headers: bearer(token!) });
  expect(outbox.ok(), await outbox.text()).toBe(true);
  const body = (await outbox.json()) as { mails: unknown[]; total: number };
  expect(Array.isArray(body.mails)).toBe(true);
  // Nobody but an admin may read it.
  const creatorToken = await apiToken(request, DEMO.creator);
  expect((await request.get('/api/admin/mail-outbox', { headers: bearer(creatorToken) })).status()).toBe(403);
});

test('[ADMIN] finds the winner’s email in the mail outbox', async ({ page, request }) => {
  // The journeys' server batches email after MAIL_BATCH_DELAY_MS=2000 (playwright.config.ts), not ten minutes.
  const brand = await registerBrand(page);
  const title = `Latte art reels ${unique()}`;
  const { briefId, brandToken } = await fundedBriefOf(request, brand, title, 75);
  const creator = await registerCreator(request, `Mia Mailed ${unique()}`);
  const submission = await applyThroughApi(request, creator, briefId);
  const creatorId = await userIdOf(request, creator);
  const distribute = await request.post('/api/rewards/distribute-with-stripe', {
    headers: bearer(brandToken),
    data: { briefId, winners: [{ submissionId: submission.id, creatorId, rewardType: 'credit', amount: 75 }] },
  });
  expect(distribute.ok(), await distribute.text()).toBe(true);

  const adminToken = await apiToken(request, DEMO.admin, true);
  type Mail = { to: string; subject: string; text: string; status: string };
  const mailTo = async () => {
    const response = await request.get('/api/admin/mail-outbox?limit=100', { headers: bearer(adminToken) });
    expect(response.ok()).toBe(true);
    // The creator's address also got its verification mail at registration: the winner's is the one naming the brief.
    const mails = ((await response.json()) as { mails: Mail[] }).mails;
    return mails.find((mail) => mail.to === creator.email && `${mail.subject}\n${mail.text}`.includes(title));
  };
  await expect.poll(async () => (await mailTo())?.status, { timeout: 30_000 }).toBe('sent');
  const mail = (await mailTo())!;
  expect(`${mail.subject}\n${mail.text}`).toContain(title);
});

test('[BRAND] the open bell and the Notifications page pass WCAG 2.1 AA checks in the light and the dark theme', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    const context = await themedContext(browser, baseURL!, scheme, { account: DEMO.brand });
    const page = await context.newPage();
    const check = async (what: string, include?: string) => {
      await page.waitForLoadState('networkidle');
      found.push(...(await axeViolations(page, what, { scheme, include })));
    };

    await page.goto('/brand/dashboard');
    await bell(page).click();
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    await expect(dropdown.getByRole('listitem').first()).toBeVisible();
    await check('bell', '[role="dialog"]');
    await dropdown.getByRole('button', { name: 'Notification preferences' }).click();
    await expect(page.getByRole('switch', { name: 'Security in the app (always on)' })).toBeDisabled();
    await check('bell preferences', '[role="dialog"]');
    await page.keyboard.press('Escape');

    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await check('/notifications');
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page.getByTestId('read-state')).toBeVisible();
    await check('/notifications/:id');
    await context.close();
  }
  expect(found, found.join('\n')).toEqual([]);
});
