import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { axeViolations, themedContext } from './a11y.ts';
import { apiToken, bearer, DEMO, fundedBrief, registerCreator, signIn, unique } from './support.ts';

// Winners, payouts, earnings, payout-account onboarding and withdrawals (docs/product/rewards-and-payouts.md).
// Demo data (apps/server/src/seed): sam@briefly.demo has an active payout account. The creator without one
// is registered fresh by the journey, so a retry starts from the same state.

// The server builds onboarding links only for its own public URL (http://localhost:PORT by default),
// so these journeys use that origin rather than 127.0.0.1.
test.use({ baseURL: `http://localhost:${process.env.E2E_PORT ?? 3100}` });

const SAM = { email: 'sam@briefly.demo', password: DEMO.creator.password };

async function apply(
  request: APIRequestContext,
  account: { email: string; password: string },
  briefId: string,
  note: string,
) {
  const token = await apiToken(request, account);
  const response = await request.post(`/api/briefs/${briefId}/apply`, {
    headers: bearer(token),
    data: { contentUrl: `https://www.tiktok.com/@demo/video/${unique()}`, additionalInfo: note },
  });
  expect(response.ok()).toBe(true);
}

async function signedInPage(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard/);
  return page;
}

async function openSelectWinners(page: Page, briefId: string) {
  await page.goto(`/brand/dashboard?tab=manage-rewards&brief=${briefId}&view=winners`);
  await page.getByRole('button', { name: 'Select Winners', exact: true }).click();
  return page.getByRole('dialog', { name: 'Select Winners and Assign Rewards' });
}

test('[BRAND] distributes to two winners (one with an active account, one without); the first sees the payout and net amount in Earnings and exports the CSV; the second connects an account through the test onboarding page and sees the held cash paid', async ({
  page,
  browser,
  request,
}) => {
  // Three people, two browsers and a trip through the onboarding page: longer than most journeys.
  test.setTimeout(150_000);
  const samToken = await apiToken(request, SAM);
  expect(
    (
      (await (await request.get('/api/stripe/account/current', { headers: bearer(samToken) })).json()) as {
        status: string;
      }
    ).status,
  ).toBe('active');
  const mayaName = `Maya Fresh ${unique()}`;
  const MAYA = await registerCreator(request, mayaName);
  const mayaToken = await apiToken(request, MAYA);
  expect((await request.get('/api/stripe/account/current', { headers: bearer(mayaToken) })).status()).toBe(404);

  const title = `Morning brew reel ${unique()}`;
  const briefId = await fundedBrief(request, {
    title,
    reward: 300,
    winners: 2,
    description: 'Show how you brew your morning coffee with Northwind beans.',
    daysLeft: 20,
  });
  await apply(request, SAM, briefId, 'Sam: a slow pour-over at sunrise.');
  await apply(request, MAYA, briefId, 'Maya: latte art in one take.');

  // The brand picks both: cash by default, the tier amounts ($180 and $120 of a 60/40 split).
  await signIn(page, DEMO.brand);
  await expect(page).toHaveURL(/\/brand\/dashboard/);
  const dialog = await openSelectWinners(page, briefId);
  const sam = dialog.getByRole('listitem', { name: 'Sam Okafor' });
  const maya = dialog.getByRole('listitem', { name: mayaName });
  await expect(sam).toContainText('Ready');
  await expect(maya).toContainText('Cash payments will be held until they connect their account');
  const distribute = dialog.getByRole('button', { name: 'Distribute Rewards' });
  await expect(distribute).toBeDisabled();
  await sam.getByRole('checkbox').check();
  await maya.getByRole('checkbox').check();
  await expect(sam.getByRole('textbox', { name: 'Amount' })).toHaveValue('180');
  await expect(maya.getByRole('textbox', { name: 'Amount' })).toHaveValue('120');
  await expect(sam.getByTestId('fee-preview')).toHaveText(
    'Gross $180.00 · platform fee (10%) $18.00 · creator receives $162.00',
  );
  await distribute.click();
  // The exact summary first (decision 045): each payee, where the money goes, the pool left.
  const summary = dialog.getByRole('table', { name: 'Payment summary' });
  await expect(summary.getByRole('row', { name: /Sam Okafor/ })).toContainText(
    '$180.00$18.00$162.00Paid now to their connected account',
  );
  await expect(summary.getByRole('row', { name: new RegExp(mayaName) })).toContainText(
    '$120.00$12.00$108.00Held in their Briefly wallet',
  );
  await expect(dialog.getByTestId('distribute-totals')).toContainText('Pool left: $0.00 of $300.00');
  await expect(dialog.getByText('This cannot be undone.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay $300.00' }).click();
  await expect(
    page.getByText(
      'Rewards distributed: 1 payment paid to connected accounts, 1 payment held until a payout account exists.',
    ),
  ).toBeVisible();
  await expect(page.getByText(`${mayaName}: held until they connect a payout account`, { exact: false })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Reward & Payment: Sam's cash is paid, Maya's is held.
  await page.getByRole('tab', { name: 'Reward & Payment' }).click();
  const winners = page.getByRole('table', { name: 'Winners and payouts' });
  await expect(winners.getByRole('row', { name: /Sam Okafor/ })).toContainText('Paid');
  await expect(winners.getByRole('row', { name: new RegExp(mayaName) })).toContainText('Held');
  await expect(page.getByTestId('money-funded')).toHaveText('$300.00');

  // Sam: the payout and its net amount in Earnings, then earnings.csv.
  const samPage = await signedInPage(browser, SAM);
  await samPage.goto('/creator/dashboard?tab=earnings');
  const earnings = samPage.getByRole('table', { name: 'Earnings' });
  const row = earnings.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('$162.00');
  await expect(row).toContainText('Paid');
  const downloading = samPage.waitForEvent('download');
  await samPage.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('earnings.csv');
  const csv = fs.readFileSync(await download.path(), 'utf8');
  const [header, ...lines] = csv.trim().split('\r\n');
  expect(header).toBe('Brief Title,Brand Name,Amount,Reward Type,Status,Submitted Date,Paid Date,Position');
  expect(lines.find((line) => line.startsWith(title))).toMatch(
    new RegExp(`^${title},Northwind Coffee,162\\.00,Cash,paid,\\d{4}-\\d{2}-\\d{2},\\d{4}-\\d{2}-\\d{2},1$`),
  );
  await samPage.context().close();

  // Maya: no account; the cash is held. She connects through the test onboarding page.
  const mayaPage = await signedInPage(browser, MAYA);
  await mayaPage.goto('/creator/dashboard?tab=wallet');
  await expect(mayaPage.getByRole('heading', { level: 1, name: 'Creator Wallet' })).toBeVisible();
  await expect(mayaPage.getByText('No Stripe account connected')).toBeVisible();
  const history = mayaPage.getByRole('list', { name: 'Payouts' });
  await expect(history.getByRole('listitem', { name: title })).toContainText('Held');
  await expect(history.getByRole('listitem', { name: title })).toContainText('$108.00');
  await mayaPage.getByRole('button', { name: 'Connect Stripe to get paid' }).click();
  await expect(mayaPage).toHaveURL(/\/test-provider\/onboarding\//);
  await mayaPage.getByRole('button', { name: 'Complete onboarding (account active)' }).click();
  await expect(mayaPage).toHaveURL(/\/creator\/dashboard\?tab=wallet$/);
  await expect(mayaPage.getByTestId('payout-account-status')).toContainText('Stripe Connected – Ready for Payouts');
  await expect(mayaPage.getByRole('button', { name: 'Stripe Connected ✓' })).toBeDisabled();
  await expect(mayaPage.getByText('Account status updated successfully')).toBeVisible();
  await expect(history.getByRole('listitem', { name: title })).toContainText('Paid');
  await mayaPage.context().close();
});

test('[CREATOR] requests a withdrawal and [ADMIN] approves it', async ({ page, browser }) => {
  // A distinct amount, so the admin finds this request among others.
  const cents = 101 + (randomBytes(2).readUInt16BE(0) % 899);
  const amount = (cents / 100).toFixed(2);

  await signIn(page, SAM);
  await expect(page).toHaveURL(/\/creator\/dashboard/);
  await page.goto('/creator/dashboard?tab=wallet');
  const form = page.getByRole('form', { name: 'Request withdrawal' });
  await form.getByRole('textbox', { name: 'Amount' }).fill('100000');
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(form.getByText('The amount is more than your available balance')).toBeVisible();
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText('Withdrawal requested')).toBeVisible();
  const own = page.getByRole('table', { name: 'Your withdrawal requests' });
  await expect(own.getByRole('row', { name: new RegExp(`\\$${amount.replace('.', '\\.')}`) }).first()).toContainText(
    'Pending',
  );

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await adminPage.goto('/admin/login');
  await adminPage.getByLabel('Email').fill(DEMO.admin.email);
  await adminPage.getByLabel('Password').fill(DEMO.admin.password);
  await adminPage.getByRole('button', { name: 'Sign in as admin' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/dashboard/);
  await adminPage.goto('/admin/dashboard?tab=withdrawals');
  await adminPage.getByRole('tab', { name: /^Pending/ }).click();
  const request = adminPage.getByRole('row', { name: `Sam Okafor $${amount}` });
  await expect(request).toContainText('pending');
  await request.getByRole('button', { name: 'Approve' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Approve withdrawal request' });
  await dialog.getByRole('textbox', { name: /Admin notes/ }).fill('Checked, e2e');
  // The server's preview of the decision (decision 047): paid now, no fee, cannot be undone; the button names it.
  await expect(dialog.getByTestId('withdrawal-confirm')).toContainText(
    `$${amount} is paid now to their connected account (fee $0.00).`,
  );
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: `Pay $${amount}` }).click();
  await expect(
    adminPage.getByText(`Sam Okafor: $${amount}. Withdrawal approved: paid to their connected account.`),
  ).toBeVisible();
  await adminPage.getByRole('tab', { name: /^Approved/ }).click();
  await expect(adminPage.getByRole('row', { name: `Sam Okafor $${amount}` })).toContainText(/completed|approved/);
  await admin.close();

  await page.reload();
  await expect(own.getByRole('row', { name: new RegExp(`\\$${amount.replace('.', '\\.')}`) }).first()).toContainText(
    /Completed|Approved/,
  );
});

test('[ADMIN] the withdrawal confirm dialog at 1280 and 390 px, light and dark, passes WCAG 2.1 AA checks', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const cents = 101 + (randomBytes(2).readUInt16BE(0) % 899);
  const made = await request.post('/api/creators/withdrawals', {
    headers: { ...bearer(await apiToken(request, SAM)), 'Idempotency-Key': `e2e-${randomBytes(8).toString('hex')}` },
    data: { amount: cents / 100 },
  });
  expect(made.status()).toBe(201);
  const id = ((await made.json()) as { data: { id: string } }).data.id;
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      const context = await themedContext(browser, baseURL!, scheme, { account: DEMO.admin, admin: true, width });
      const page = await context.newPage();
      await page.goto(`/admin/dashboard?tab=withdrawals&withdrawal=${id}`);
      const named = page.getByRole('region', { name: 'Withdrawal request of Sam Okafor' });
      await named.getByRole('button', { name: 'Approve' }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve withdrawal request' });
      await expect(dialog.getByRole('button', { name: `Pay $${(cents / 100).toFixed(2)}` })).toBeEnabled();
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/withdrawal-confirm-${width}-${scheme}.png` });
      found.push(...(await axeViolations(page, `withdrawal confirm ${width}px`, { scheme })));
      await context.close();
    }
  }
  // Leave nothing pending: the request goes back to Sam's wallet.
  const admin = await request.post('/api/admin/login', {
    data: { email: DEMO.admin.email, password: DEMO.admin.password },
  });
  const token = ((await admin.json()) as { token: string }).token;
  await request.post(`/api/admin/withdrawal-requests/${id}/reject`, {
    headers: { ...bearer(token), 'Idempotency-Key': `e2e-${randomBytes(8).toString('hex')}` },
    data: { reason: 'e2e: dialog check only', adminNotes: '' },
  });
  expect(found, found.join('\n')).toEqual([]);
});
