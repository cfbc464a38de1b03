import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations, themedContext, type Scheme } from './a11y.ts';
import { apiToken, bearer, DEMO, fundedBrief, registerBrand, registerCreator, unique } from './support.ts';

// The admin dashboard (docs/product/admin.md): one admin's day — find and verify a brand, review a
// submission, run the archive process, read the money, approve a withdrawal — and every section
// checked with axe-core (WCAG 2.1 A/AA) in the light and the dark theme. Each journey makes its own
// brand, brief, submission and withdrawal, so parallel journeys cannot change what it sees.

const SAM = { email: 'sam@briefly.demo', password: DEMO.creator.password };

async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign in as admin' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin dashboard' });

test('[ADMIN] finds a brand and verifies it, reviews a submission, runs the archive process, reads the financial dashboard and approves a withdrawal', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // What the admin will act on, made through the API.
  const brand = await registerBrand(page);
  const title = `Admin review reel ${unique()}`;
  const briefId = await fundedBrief(request, {
    title,
    reward: 200,
    winners: 1,
    description: 'A reel the admin reviews.',
    daysLeft: 10,
  });
  const creatorName = `Ada Admin-Reviewed ${unique()}`;
  const creator = await registerCreator(request, creatorName);
  const applied = await request.post(`/api/briefs/${briefId}/apply`, {
    headers: bearer(await apiToken(request, creator)),
    data: { contentUrl: `https://www.tiktok.com/@ada/video/${unique()}`, additionalInfo: 'One take, natural light.' },
  });
  expect(applied.ok()).toBe(true);
  const cents = 101 + (randomBytes(2).readUInt16BE(0) % 899);
  const amount = (cents / 100).toFixed(2);
  const withdrawal = await request.post('/api/creators/withdrawals', {
    headers: { ...bearer(await apiToken(request, SAM)), 'Idempotency-Key': randomUUID() },
    data: { amount: cents / 100 },
  });
  expect(withdrawal.status()).toBe(201);

  await signInAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByText('Total brands')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Needs attention' }).getByRole('link', { name: 'Withdrawal requests to decide' }),
  ).toBeVisible();

  // Manage Brands: finds the new brand by its email, checks it is pending, verifies it in Edit.
  await menu(page).getByRole('link', { name: 'Manage Brands' }).click();
  await page.getByRole('searchbox', { name: 'Search brands' }).fill(brand.email);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(brand.email);
  const brands = page.getByRole('table', { name: 'Brands' });
  await expect(brands.getByRole('row')).toHaveCount(2);
  const row = brands.getByRole('row').nth(1);
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: /^Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit brand' });
  await edit.getByRole('switch', { name: /Verified/ }).check();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Updated successfully!')).toBeVisible();
  // An edit opened from the row returns to the list.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row).toContainText('Verified');
  // The filter keeps it among the verified ones, and the export holds the same rows.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Verified' }).click();
  await expect(page).toHaveURL(/status=verified/);
  await expect(brands.getByRole('row')).toHaveCount(2);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^brands-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs
    .readFileSync(await download.path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv).toHaveLength(2);
  expect(csv[1]).toContain(brand.email);

  // Submissions: finds the new one by its brief, reads it in Review and approves it.
  await menu(page).getByRole('link', { name: 'Submissions' }).click();
  await page.getByRole('searchbox', { name: 'Search submissions' }).fill(title);
  const submissions = page.getByRole('table', { name: 'Submissions' });
  const submission = submissions.getByRole('row', { name: new RegExp(creatorName) });
  await expect(submission).toContainText('Pending');
  await submission.getByRole('button', { name: /^Review/ }).click();
  const review = page.getByRole('dialog', { name: 'Review submission' });
  await expect(review).toContainText('One take, natural light.');
  await review.getByRole('button', { name: 'Shortlist' }).click();
  await expect(page.getByText('Submission shortlisted.')).toBeVisible();
  await expect(submission).toContainText('Shortlisted');
  await expect(submission.getByRole('button', { name: /^Shortlist/ })).toHaveCount(0);

  // Archived Briefs: runs the archive process now; the answer counts what it did.
  await menu(page).getByRole('link', { name: 'Archived Briefs' }).click();
  await page.getByRole('button', { name: 'Run Archive Process' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Archiving completed' })).toHaveText(
    /^Archiving completed: \d+ briefs? archived, \d+ notifications? sent\.$/,
  );

  // Financial Dashboard: the test-mode banner, the figures and the five latest movements; the range lives in the address.
  await menu(page).getByRole('link', { name: 'Financial Dashboard' }).click();
  await expect(page.getByText('TEST MODE: all transactions are simulated.')).toBeVisible();
  await expect(page.getByText('Funds collected')).toBeVisible();
  const recent = page.getByRole('table', { name: 'Recent transactions' });
  await expect(recent.getByRole('row')).not.toHaveCount(0);
  expect(await recent.getByRole('row').count()).toBeLessThanOrEqual(6);
  await expect(page.getByRole('heading', { name: 'Reconciliation' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Time range' }).click();
  await page.getByRole('option', { name: 'All time' }).click();
  await expect(page).toHaveURL(/timeRange=all/);
  await expect(page.getByRole('table', { name: 'Ledger and provider totals' })).toBeVisible();

  // Needs attention leads to the withdrawal; the admin approves it.
  await menu(page)
    .getByRole('link', { name: /Needs attention/ })
    .click();
  const waiting = page.getByRole('listitem').filter({ hasText: `$${amount} — Sam Okafor` });
  await waiting.getByRole('link', { name: /^Open:/ }).click();
  await expect(page).toHaveURL(/tab=withdrawals/);
  await page.getByRole('tab', { name: /^Pending/ }).click();
  const request_ = page.getByRole('row', { name: `Sam Okafor $${amount}` });
  await request_.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve withdrawal request' });
  await approve.getByRole('button', { name: `Pay $${amount}` }).click();
  await expect(page.getByText(/Withdrawal approved: paid to their connected account/)).toBeVisible();

  // Every action above is in the audit log, with its before and after.
  await menu(page).getByRole('link', { name: 'Audit log' }).click();
  await page.getByRole('textbox', { name: 'Action' }).fill('admin.brand.');
  const audit = page.getByRole('table', { name: 'Audit log' });
  await expect(audit.getByRole('row').nth(1)).toContainText('admin.brand.');
  await audit
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /^Changes of/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Audit entry' }).getByRole('table', { name: 'Changes' })).toContainText(
    'isVerified',
  );
});

test('[ADMIN] on a phone, a list (Withdrawals too) is one card per row and nothing scrolls sideways', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signInAsAdmin(page);
  for (const section of ['Manage Brands', 'Submissions', 'Payouts', 'Audit log', 'Financial Dashboard', 'Analytics']) {
    await openSection(page, section);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${section} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
  }
  await openSection(page, 'Manage Brands');
  await expect(page.getByRole('list', { name: 'Brands' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Brands' })).toBeHidden();
  // Withdrawals too: each request a card with its status and Approve / Reject within reach.
  await openSection(page, 'Withdrawals');
  await page.getByRole('tab', { name: /^Pending/ }).click();
  const request = page.getByRole('list', { name: 'Withdrawal requests' }).getByRole('listitem').first();
  await expect(request.getByText('pending')).toBeVisible();
  await request.getByRole('button', { name: 'Approve' }).scrollIntoViewIfNeeded();
  await expect(request.getByRole('button', { name: 'Approve' })).toBeInViewport();
  await expect(request.getByRole('button', { name: 'Reject' })).toBeInViewport();
  await expect(page.getByRole('table', { name: 'Withdrawal requests' })).toBeHidden();
  await context.close();
});

// ---------------------------------------------------------------- accessibility

/** Every section by its menu label (the menu navigates inside the app: no reload, one live stream). */
const SECTIONS = [
  'Overview',
  'Needs attention',
  'Manage Brands',
  'Manage Creators',
  'Manage Briefs',
  'Archived Briefs',
  'Submissions',
  'Withdrawals',
  'Disputes',
  'Reported Chats',
  'Reported Reviews',
  'Payouts',
  'Financial Dashboard',
  'Analytics',
  'Events',
  'Success Stories',
  'Jobs',
  'Audit log',
];

/** Opens a section from the menu (a count may follow the label) and waits until nothing is loading. */
async function openSection(page: Page, label: string) {
  // The dashboard is on screen (its lazy chunk loaded) before the menu is used.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const burger = page.getByRole('button', { name: 'Open menu' });
  if (await burger.isVisible()) await burger.click();
  await menu(page)
    .getByRole('link', { name: new RegExp(`^${label}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  // Loaded: no skeleton left (the section's chunk, its data and, on Analytics, the charts).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

async function violationsOf(browser: Browser, baseURL: string, scheme: Scheme) {
  const context = await themedContext(browser, baseURL, scheme, { account: DEMO.admin, admin: true });
  const page = await context.newPage();
  const found: string[] = [];
  const check = async (where: string) => found.push(...(await axeViolations(page, where, { scheme })));
  await page.goto('/admin/dashboard');
  for (const section of SECTIONS) {
    await openSection(page, section);
    await check(section);
  }
  // A detail modal open over a list.
  await openSection(page, 'Manage Brands');
  await page.getByRole('table', { name: 'Brands' }).getByRole('button', { name: /^View/ }).first().click();
  await expect(page.getByRole('dialog', { name: 'Brand details' }).getByText('Email')).toBeVisible();
  await check('brands (detail modal)');
  await context.close();
  return found;
}

for (const scheme of ['light', 'dark'] as const) {
  test(`[ADMIN] every section passes WCAG 2.1 AA checks in the ${scheme} theme`, async ({ browser, baseURL }) => {
    test.setTimeout(300_000);
    const found = await violationsOf(browser, baseURL!, scheme);
    expect(found, found.join('\n')).toEqual([]);
  });
}
