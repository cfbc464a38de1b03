import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { axeViolations, horizontalOverflow, settled, themedContext, type Scheme } from './a11y.ts';
import { apiToken, bearer, DEMO, fundedBrief, registerCreator, unique } from './support.ts';

// Disputes with a referee (docs/product/disputes.md): a creator disputes a rejection and attaches evidence,
// the brand answers on the dispute's page, an admin downloads the evidence and reopens the submission from
// the Disputes section. Clicked through the
// screens in both themes, axe on each; SHOTS_DIR=… keeps screenshots at 1280 and 390 px, light and dark.

/** A small, real PDF: the server checks a file's bytes against its name. */
const EVIDENCE_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
};
/** What the viewer sees (the viewport), once animations have settled. */
const viewShot = async (page: Page, name: string) => {
  if (!process.env.SHOTS_DIR) return;
  await settled(page);
  await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
};

/** The creator's submission to a brief, made through the API; its id. */
async function submitTo(request: APIRequestContext, creatorToken: string, briefId: string) {
  const applied = await request.post(`/api/briefs/${briefId}/apply`, {
    headers: bearer(creatorToken),
    data: { contentUrl: `https://example.com/video-${unique()}`, additionalInfo: 'My take on the brief.' },
  });
  expect(applied.status()).toBe(201);
  return ((await applied.json()) as { submission: { id: string } }).submission.id;
}

/** The demo brand awards $100 to the submission: cash (held without a payout account) or wallet credit. */
async function award(
  request: APIRequestContext,
  winner: { briefId: string; submissionId: string; creatorId: string; rewardType: 'cash' | 'credit' },
) {
  const { briefId, ...entry } = winner;
  const distributed = await request.post('/api/rewards/distribute-with-stripe', {
    headers: bearer(await apiToken(request, DEMO.brand)),
    data: { briefId, winners: [{ ...entry, amount: 100 }] },
  });
  expect(distributed.ok(), await distributed.text()).toBe(true);
}

async function signedIn(
  browser: Browser,
  baseURL: string,
  scheme: Scheme,
  account: { email: string; password: string },
  options: { width?: number; admin?: boolean } = {},
) {
  const context = await themedContext(browser, baseURL, scheme, { account, ...options });
  return { context, page: await context.newPage() };
}

test('[CREATOR][BRAND][ADMIN] a creator disputes a rejection, the brand answers, the admin reopens it', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const title = `Disputed ${unique()}`;
  const briefId = await fundedBrief(request, {
    title,
    reward: 300,
    winners: 1,
    description: 'A brief whose rejection is disputed.',
    daysLeft: 10,
  });
  const creator = await registerCreator(request, `Dana Disputes ${unique()}`);
  const creatorToken = await apiToken(request, creator);
  const submissionId = await submitTo(request, creatorToken, briefId);
  const brandToken = await apiToken(request, DEMO.brand);
  const rejected = await request.post(`/api/brands/submissions/${submissionId}/reject`, {
    headers: bearer(brandToken),
  });
  expect(rejected.status()).toBe(200);
  const problems: string[] = [];

  // --- The creator opens a dispute from My Submissions (light theme).
  const maker = await signedIn(browser, baseURL!, 'light', creator);
  await maker.page.goto('/creator/dashboard?tab=submissions');
  const row = maker.page.getByRole('listitem', { name: title });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Open a dispute' }).click();
  const dialog = maker.page.getByRole('dialog', { name: 'Open a dispute' });
  await dialog.getByRole('button', { name: 'Open dispute' }).click();
  await expect(dialog.getByText('Say in a few words what you dispute')).toBeVisible();
  await dialog.getByRole('combobox', { name: /What do you dispute/ }).selectOption('Something else');
  await dialog.getByRole('textbox', { name: /In a few words/ }).fill('My video met every requirement');
  await dialog.getByRole('textbox', { name: 'Details' }).fill('It is vertical, 45 seconds, and shows the product.');
  problems.push(
    ...(await axeViolations(maker.page, 'open a dispute dialog', { scheme: 'light', include: '[role="dialog"]' })),
  );
  await dialog.getByRole('button', { name: 'Open dispute' }).click();
  await expect(maker.page).toHaveURL(/\/disputes\/[0-9a-f-]{36}$/);
  const disputeUrl = new URL(maker.page.url()).pathname;
  await expect(maker.page.getByRole('heading', { level: 1 })).toContainText(`Dispute: Submission to “${title}”`);
  await expect(maker.page.getByText('Waiting for an answer')).toBeVisible();
  problems.push(...(await axeViolations(maker.page, 'dispute page, creator', { scheme: 'light' })));

  // --- The creator adds evidence: a file of the wrong type is refused at once, a PDF goes with a message.
  const fileInput = maker.page.getByTestId('dispute-file-input');
  await fileInput.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(maker.page.getByRole('alert').filter({ hasText: 'File type not allowed' })).toBeVisible();
  await fileInput.setInputFiles({ name: 'brief-evidence.pdf', mimeType: 'application/pdf', buffer: EVIDENCE_PDF });
  await expect(maker.page.getByTestId('chosen-evidence')).toContainText('brief-evidence.pdf');
  await maker.page.getByRole('textbox', { name: 'Your message' }).fill('The brief, page 2: vertical video.');
  problems.push(...(await axeViolations(maker.page, 'dispute page, file chosen', { scheme: 'light' })));
  await maker.page.getByRole('button', { name: 'Send message' }).click();
  const evidence = maker.page.getByRole('listitem').filter({ hasText: 'The brief, page 2' });
  await expect(evidence.getByRole('button', { name: 'Download brief-evidence.pdf' })).toBeVisible();
  await expect(evidence.getByText(`${EVIDENCE_PDF.length} B`)).toBeVisible();
  await expect(maker.page.getByTestId('chosen-evidence')).toHaveCount(0);

  // --- The brand answers on the dispute's page (dark theme).
  const brand = await signedIn(browser, baseURL!, 'dark', DEMO.brand);
  await brand.page.goto(disputeUrl);
  await expect(brand.page.getByText('My video met every requirement')).toBeVisible();
  await brand.page
    .getByRole('textbox', { name: 'Your message' })
    .fill('The product is not visible in the first seconds.');
  await brand.page.getByRole('button', { name: 'Send message' }).click();
  await expect(brand.page.getByRole('listitem').filter({ hasText: 'The product is not visible' })).toBeVisible();
  await expect(brand.page.getByText('Answered', { exact: true })).toBeVisible();
  problems.push(...(await axeViolations(brand.page, 'dispute page, brand answered', { scheme: 'dark' })));

  // --- The admin finds it in Disputes and reopens the submission (light theme).
  const admin = await signedIn(browser, baseURL!, 'light', DEMO.admin, { admin: true });
  await admin.page.goto('/admin/dashboard?tab=disputes');
  const link = admin.page.getByRole('link', { name: `Submission to “${title}”` }).first();
  await expect(link).toBeVisible();
  problems.push(...(await axeViolations(admin.page, 'admin disputes section', { scheme: 'light' })));
  await link.click();
  await expect(admin.page).toHaveURL(new RegExp(`${disputeUrl}$`));
  await expect(admin.page.getByText('The product is not visible in the first seconds.')).toBeVisible();
  // The creator's evidence, downloadable by the referee.
  const download = admin.page.waitForEvent('download');
  await admin.page.getByRole('button', { name: 'Download brief-evidence.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('brief-evidence.pdf');
  await admin.page.getByRole('radio', { name: 'Submission reopened' }).check();
  await admin.page.getByRole('textbox', { name: /Note to both parties/ }).fill('The brand may review it again.');
  problems.push(...(await axeViolations(admin.page, 'dispute resolution form', { scheme: 'light' })));
  await admin.page.getByRole('button', { name: 'Resolve: Submission reopened' }).click();
  await expect(admin.page.getByText('Resolved: Submission reopened')).toBeVisible();
  await expect(admin.page.getByRole('button', { name: /Resolve:/ })).toHaveCount(0);

  // The submission is pending again, and the creator reads the resolution.
  const mine = await request.get(`/api/creators/submissions/${submissionId}`, { headers: bearer(creatorToken) });
  expect(((await mine.json()) as { submission: { status: string } }).submission.status).toBe('pending');
  await maker.page.reload();
  await expect(maker.page.getByText('Resolved: Submission reopened')).toBeVisible();
  await expect(maker.page.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);

  // --- Screenshots: the dispute page at 1280 and 390 px in both themes, the admin's list.
  if (process.env.SHOTS_DIR) {
    for (const width of [1280, 390]) {
      for (const scheme of ['light', 'dark'] as const) {
        const viewer = await signedIn(browser, baseURL!, scheme, creator, { width });
        await viewer.page.goto(disputeUrl);
        await expect(viewer.page.getByText('Resolved: Submission reopened')).toBeVisible();
        await shot(viewer.page, `dispute-page-${width}-${scheme}`);
        await viewer.context.close();
        const referee = await signedIn(browser, baseURL!, scheme, DEMO.admin, { width, admin: true });
        await referee.page.goto(disputeUrl);
        await expect(referee.page.getByRole('button', { name: 'Download brief-evidence.pdf' })).toBeVisible();
        await shot(referee.page, `dispute-page-admin-${width}-${scheme}`);
        await referee.page.goto('/admin/dashboard?tab=disputes');
        await referee.page.getByText('All', { exact: true }).click();
        // The table on wide screens, a card per dispute on phones: whichever is shown.
        await expect(referee.page.locator('a:visible', { hasText: `Submission to “${title}”` }).first()).toBeVisible();
        await shot(referee.page, `admin-disputes-${width}-${scheme}`);
        await referee.context.close();
      }
    }
  }
  for (const session of [maker, brand, admin]) await session.context.close();
  expect(problems).toEqual([]);
});

test('[CREATOR][BRAND] a creator disputes a held award from My Submissions; both parties then see View dispute', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(420_000);
  const title = `Award disputed ${unique()}`;
  const briefId = await fundedBrief(request, {
    title,
    reward: 200,
    winners: 1,
    description: 'A brief whose award is disputed.',
    daysLeft: 10,
  });
  const creator = await registerCreator(request, `Hal Held ${unique()}`);
  const login = await request.post('/api/login', { data: creator });
  const { token: creatorToken, user } = (await login.json()) as { token: string; user: { id: string } };
  const submissionId = await submitTo(request, creatorToken, briefId);
  const brandToken = await apiToken(request, DEMO.brand);
  // No payout account: the cash award is held, the case issue 37 names.
  await award(request, { briefId, submissionId, creatorId: user.id, rewardType: 'cash' });
  const problems: string[] = [];

  // Where each party sees the award, before any dispute: the button, axe in both themes, screenshots.
  const mySubmissions = async (page: Page) => {
    await page.goto('/creator/dashboard?tab=submissions');
    const row = page.getByRole('listitem', { name: title });
    await expect(row.getByRole('button', { name: 'Open a dispute' })).toBeVisible();
    return row;
  };
  const rewardCard = async (page: Page) => {
    await page.goto('/brand/reward-management?tab=winners_selected');
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: 'Manage Rewards' }).click();
    return card;
  };
  for (const width of [1280, 390]) {
    for (const scheme of ['light', 'dark'] as const) {
      const tag = `${width}-${scheme}`;
      const maker = await signedIn(browser, baseURL!, scheme, creator, { width });
      const row = await mySubmissions(maker.page);
      await row.scrollIntoViewIfNeeded();
      if (width === 1280) problems.push(...(await axeViolations(maker.page, 'my submissions, award', { scheme })));
      else problems.push(...(await horizontalOverflow(maker.page, 'my submissions, award, 390')));
      await viewShot(maker.page, `award-dispute-my-submissions-${tag}`);
      await row.getByRole('button', { name: 'Open a dispute' }).click();
      const dialog = maker.page.getByRole('dialog', { name: 'Open a dispute' });
      await expect(dialog).toContainText(`your award on “${title}”`);
      await dialog.getByRole('combobox', { name: /What do you dispute/ }).selectOption('The award has not been paid');
      if (width === 1280)
        problems.push(
          ...(await axeViolations(maker.page, 'open a dispute dialog, award', { scheme, include: '[role="dialog"]' })),
        );
      await viewShot(maker.page, `award-dispute-dialog-${tag}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);

      // The Earnings tab's detail of the same award offers it too.
      await maker.page.goto('/creator/dashboard?tab=earnings');
      await maker.page.getByRole('button', { name: `Details of ${title}` }).click();
      const detail = maker.page.getByRole('dialog', { name: 'Earning details' });
      await expect(detail.getByRole('button', { name: 'Open a dispute' })).toBeVisible();
      if (width === 1280)
        problems.push(...(await axeViolations(maker.page, 'earning detail', { scheme, include: '[role="dialog"]' })));
      await viewShot(maker.page, `award-dispute-earning-detail-${tag}`);
      await maker.context.close();

      const brand = await signedIn(browser, baseURL!, scheme, DEMO.brand, { width });
      const card = await rewardCard(brand.page);
      const button = card.getByRole('button', { name: 'Open a dispute' });
      await expect(button).toBeVisible();
      await button.scrollIntoViewIfNeeded();
      if (width === 1280) problems.push(...(await axeViolations(brand.page, 'reward management, award', { scheme })));
      else problems.push(...(await horizontalOverflow(brand.page, 'reward management, award, 390')));
      await viewShot(brand.page, `award-dispute-reward-management-${tag}`);
      await brand.context.close();
    }
  }

  // --- The creator opens the dispute from My Submissions and lands on its page.
  const maker = await signedIn(browser, baseURL!, 'light', creator);
  const row = await mySubmissions(maker.page);
  await row.getByRole('button', { name: 'Open a dispute' }).click();
  const dialog = maker.page.getByRole('dialog', { name: 'Open a dispute' });
  await dialog.getByRole('combobox', { name: /What do you dispute/ }).selectOption('The payout is held for too long');
  await dialog
    .getByRole('textbox', { name: 'Details' })
    .fill('My payout account is being reviewed; please release it.');
  await dialog.getByRole('button', { name: 'Open dispute' }).click();
  await expect(maker.page).toHaveURL(/\/disputes\/[0-9a-f-]{36}$/);
  const disputePath = new URL(maker.page.url()).pathname;
  await expect(maker.page.getByRole('heading', { level: 1 })).toContainText(`Dispute: Award on “${title}”`);
  await expect(maker.page.getByText('The payout is held for too long')).toBeVisible();
  problems.push(...(await axeViolations(maker.page, 'dispute page, award', { scheme: 'light' })));

  // Back on My Submissions the award links its open dispute instead.
  await maker.page.goto('/creator/dashboard?tab=submissions');
  const view = maker.page.getByRole('listitem', { name: title }).getByRole('link', { name: 'View dispute' });
  await expect(view).toHaveAttribute('href', disputePath);
  await expect(
    maker.page.getByRole('listitem', { name: title }).getByRole('button', { name: 'Open a dispute' }),
  ).toHaveCount(0);
  await maker.context.close();

  // The brand is a party: its Reward Management links the same dispute (dark theme).
  const brand = await signedIn(browser, baseURL!, 'dark', DEMO.brand);
  const card = await rewardCard(brand.page);
  await expect(card.getByRole('link', { name: 'View dispute' })).toHaveAttribute('href', disputePath);
  problems.push(...(await axeViolations(brand.page, 'reward management, view dispute', { scheme: 'dark' })));
  await brand.context.close();

  // The API agrees: one open dispute about the award, refused a second time with the sentence.
  const again = await request.post('/api/disputes', {
    headers: bearer(brandToken),
    data: {
      subjectType: 'award',
      subjectId: await assignmentIdOf(request, creatorToken, submissionId),
      reason: 'The winner did not deliver what the brief asked',
    },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: string }).error).toBe('A dispute about this is already open');
  expect(problems).toEqual([]);
});

async function assignmentIdOf(request: APIRequestContext, token: string, submissionId: string) {
  const response = await request.get(`/api/creators/submissions/${submissionId}`, { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { submission: { award: { assignmentId: string } } }).submission.award.assignmentId;
}

/** A fresh creator with an active payout account (the test onboarding page's outcome, posted through the API). */
async function creatorWithPayoutAccount(request: APIRequestContext, fullName: string) {
  const creator = await registerCreator(request, fullName);
  const token = await apiToken(request, creator);
  // Relative: the server resolves them against its public address (a page of this site).
  const wallet = '/dashboard?tab=wallet';
  const onboard = await request.post('/api/creators/onboard', {
    headers: { ...bearer(token), 'Idempotency-Key': randomUUID() },
    data: { country: 'US' },
  });
  expect(onboard.ok(), await onboard.text()).toBe(true);
  const link = await request.post('/api/creators/onboard/link', {
    headers: bearer(token),
    data: { returnUrl: `${wallet}&stripe=success`, refreshUrl: `${wallet}&stripe=refresh` },
  });
  expect(link.ok(), await link.text()).toBe(true);
  const onboarding = new URL(((await link.json()) as { data: { url: string } }).data.url);
  const accountId = decodeURIComponent(onboarding.pathname.split('/').pop()!);
  const completed = await request.post(`/test-provider/accounts/${encodeURIComponent(accountId)}/onboarding`, {
    form: { outcome: 'complete', return_url: `${wallet}&stripe=success`, refresh_url: `${wallet}&stripe=refresh` },
    maxRedirects: 0,
  });
  expect(completed.status()).toBe(303);
  const recheck = await request.post('/api/creators/onboard/recheck', { headers: bearer(token), data: {} });
  expect(recheck.ok(), await recheck.text()).toBe(true);
  const current = await request.get('/api/stripe/account/current', { headers: bearer(token) });
  expect(((await current.json()) as { status: string }).status).toBe('active');
  return { creator, token };
}

test('[CREATOR][ADMIN] a creator disputes a rejected withdrawal from the Wallet; the admin reverses the rejection and the money is paid', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const name = `Wes Withdrawn ${unique()}`;
  const { creator, token: creatorToken } = await creatorWithPayoutAccount(request, name);
  const creatorId = ((await (await request.post('/api/login', { data: creator })).json()) as { user: { id: string } })
    .user.id;

  // Wallet money: a credit award on a brief of its own, settled in the creator's Briefly wallet.
  const title = `Withdrawal disputed ${unique()}`;
  const briefId = await fundedBrief(request, {
    title,
    reward: 200,
    winners: 1,
    description: 'A brief whose credit funds a disputed withdrawal.',
    daysLeft: 10,
  });
  const submissionId = await submitTo(request, creatorToken, briefId);
  await award(request, { briefId, submissionId, creatorId, rewardType: 'credit' });
  const walletOf = async () =>
    (await (await request.get(`/api/creators/wallet/${creatorId}`, { headers: bearer(creatorToken) })).json()) as {
      balance: number;
      available: number;
      reserved: number;
    };
  const before = await walletOf();
  expect(before.available).toBeGreaterThan(40);

  // The creator asks for $40.00; the admin rejects it (the money goes back to the wallet).
  const requested = await request.post('/api/creators/withdrawals', {
    headers: { ...bearer(creatorToken), 'Idempotency-Key': randomUUID() },
    data: { amount: 40 },
  });
  expect(requested.status(), await requested.text()).toBe(201);
  const withdrawalId = ((await requested.json()) as { id?: string; data?: { id: string } }).data?.id;
  expect(withdrawalId).toBeTruthy();
  const adminToken = await apiToken(request, DEMO.admin, true);
  const rejected = await request.post(`/api/admin/withdrawal-requests/${withdrawalId}/reject`, {
    headers: { ...bearer(adminToken), 'Idempotency-Key': randomUUID() },
    data: { reason: 'The payout account could not be verified', adminNotes: '' },
  });
  expect(rejected.ok(), await rejected.text()).toBe(true);
  expect((await walletOf()).balance).toBe(before.balance);
  const problems: string[] = [];

  // --- The creator opens a dispute from the Wallet's withdrawal requests (light theme).
  const maker = await signedIn(browser, baseURL!, 'light', creator);
  await maker.page.goto('/creator/dashboard?tab=wallet');
  const requests = maker.page.getByRole('table', { name: 'Your withdrawal requests' });
  const row = requests.getByRole('row').filter({ hasText: '$40.00' });
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText('The payout account could not be verified');
  await row.getByRole('button', { name: 'Open a dispute' }).click();
  const dialog = maker.page.getByRole('dialog', { name: 'Open a dispute' });
  // No other side answers a withdrawal's dispute: the dialog promises an admin's decision, no deadline.
  await expect(dialog).toContainText('An admin will look at your withdrawal of $40.00');
  await expect(dialog).not.toContainText('days to answer');
  await dialog
    .getByRole('combobox', { name: /What do you dispute/ })
    .selectOption('The withdrawal was rejected wrongly');
  await dialog.getByRole('textbox', { name: 'Details' }).fill('My payout account is active; please pay it.');
  problems.push(
    ...(await axeViolations(maker.page, 'open a dispute dialog, withdrawal', {
      scheme: 'light',
      include: '[role="dialog"]',
    })),
  );
  await dialog.getByRole('button', { name: 'Open dispute' }).click();
  await expect(maker.page).toHaveURL(/\/disputes\/[0-9a-f-]{36}$/);
  const disputePath = new URL(maker.page.url()).pathname;
  await expect(maker.page.getByRole('heading', { level: 1 })).toContainText('Dispute: Withdrawal of $40.00');
  await expect(maker.page.getByText('The withdrawal was rejected wrongly')).toBeVisible();
  await expect(maker.page.getByText('Waiting for an admin')).toBeVisible();
  await expect(maker.page.getByText(`${name} and Briefly`)).toBeVisible();
  await expect(maker.page.getByText('None needed; an admin decides')).toBeVisible();
  problems.push(...(await axeViolations(maker.page, 'dispute page, withdrawal, creator', { scheme: 'light' })));

  // Back on the Wallet the request links its open dispute instead.
  await maker.page.goto('/creator/dashboard?tab=wallet');
  await expect(row.getByRole('link', { name: 'View dispute' })).toHaveAttribute('href', disputePath);
  await expect(row.getByRole('button', { name: 'Open a dispute' })).toHaveCount(0);

  // --- The admin reverses the rejection on the dispute's page (dark theme).
  const admin = await signedIn(browser, baseURL!, 'dark', DEMO.admin, { admin: true });
  await admin.page.goto(disputePath);
  await expect(admin.page.getByText('My payout account is active; please pay it.')).toBeVisible();
  await admin.page.getByRole('radio', { name: 'Rejection reversed' }).check();
  await admin.page.getByRole('textbox', { name: /Note to both parties/ }).fill('Verified again: the account is fine.');
  problems.push(...(await axeViolations(admin.page, 'dispute resolution form, withdrawal', { scheme: 'dark' })));
  await admin.page.getByRole('button', { name: 'Resolve: Rejection reversed' }).click();
  const resolved = admin.page.getByText('Resolved: Rejection reversed');
  await expect(resolved).toBeVisible();
  await expect(admin.page.getByText('Withdrawal reinstated: $40.00')).toBeVisible();
  await expect(admin.page.getByRole('button', { name: /Resolve:/ })).toHaveCount(0);

  // The money went where a reinstated withdrawal goes: reserved again and paid (the account is active).
  const after = await walletOf();
  expect(after.balance).toBeCloseTo(before.balance - 40, 2);
  expect(after.reserved).toBe(0);
  // The admin's Withdrawals section says the same: completed.
  const listed = await request.get('/api/admin/withdrawal-requests', { headers: bearer(adminToken) });
  const mine = ((await listed.json()) as { data: { id: string; status: string }[] }).data.find(
    (w) => w.id === withdrawalId,
  );
  expect(mine?.status).toBe('completed');

  // --- The creator reads the outcome on the dispute's page and sees it in the Wallet.
  await maker.page.goto(disputePath);
  await expect(maker.page.getByText('Resolved: Rejection reversed')).toBeVisible();
  await expect(maker.page.getByText('Verified again: the account is fine.')).toBeVisible();
  await expect(maker.page.getByText('Withdrawal reinstated: $40.00')).toBeVisible();
  await expect(maker.page.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);
  await maker.page.goto('/creator/dashboard?tab=wallet');
  await expect(maker.page.getByLabel(`Current Balance: $${after.balance.toFixed(2)}`)).toBeVisible();
  await expect(row).toContainText('Completed');
  // The decision can be read again from where the withdrawal is shown.
  await expect(row.getByRole('link', { name: 'See the resolved dispute' })).toHaveAttribute('href', disputePath);
  problems.push(...(await axeViolations(maker.page, 'wallet after the dispute', { scheme: 'light' })));

  // --- Both parties' views at 1280 and 390 px in both themes: axe on each, nothing scrolls sideways on a phone.
  for (const width of [1280, 390]) {
    for (const scheme of ['light', 'dark'] as const) {
      const tag = `${width}-${scheme}`;
      for (const party of ['creator', 'admin'] as const) {
        const viewer =
          party === 'creator'
            ? await signedIn(browser, baseURL!, scheme, creator, { width })
            : await signedIn(browser, baseURL!, scheme, DEMO.admin, { width, admin: true });
        await viewer.page.goto(disputePath);
        await expect(viewer.page.getByText('Resolved: Rejection reversed')).toBeVisible();
        problems.push(...(await axeViolations(viewer.page, `withdrawal dispute, ${party}, ${tag}`, { scheme })));
        if (width === 390)
          problems.push(...(await horizontalOverflow(viewer.page, `withdrawal dispute, ${party}, 390`)));
        await viewShot(viewer.page, `withdrawal-dispute-${party}-${tag}`);
        if (party === 'creator') {
          await viewer.page.goto('/creator/dashboard?tab=wallet');
          const own = viewer.page.getByRole('region', { name: 'Request withdrawal' });
          await expect(viewer.page.getByRole('table', { name: 'Your withdrawal requests' })).toContainText('Completed');
          await own.scrollIntoViewIfNeeded();
          // On a phone too, the request's action is in view without scrolling the table sideways.
          await expect(
            viewer.page.getByRole('table', { name: 'Your withdrawal requests' }).getByRole('button', {
              name: 'Open a dispute',
            }),
          ).toBeInViewport({ ratio: 1 });
          if (width === 390) problems.push(...(await horizontalOverflow(viewer.page, 'wallet after the dispute, 390')));
          await viewShot(viewer.page, `withdrawal-dispute-wallet-${tag}`);
        }
        await viewer.context.close();
      }
    }
  }
  for (const session of [maker, admin]) await session.context.close();
  expect(problems).toEqual([]);
});
