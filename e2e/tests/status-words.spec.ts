import { expect, test, type Locator, type Page } from '@playwright/test';
import { themedContext } from './a11y.ts';
import { apiToken, bearer, DEMO, fundedBrief, registerCreator, unique } from './support.ts';

// One status language (docs/product/submissions.md#statuses): after a shortlist, a win and the payout,
// the brand, the creator and the admin read the same word for the same submission on their own screens.
// The actions go through the API (other journeys click them); what is checked is what each one sees.

test('[BRAND][CREATOR][ADMIN] read the same word for one submission after shortlist, win and payment', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Status words ${unique()}`;
  const briefId = await fundedBrief(request, {
    title,
    reward: 300,
    winners: 1,
    description: 'One winner, words checked.',
    daysLeft: 10,
  });
  const creatorName = `Wendy Words ${unique()}`;
  const creator = await registerCreator(request, creatorName); // no payout account: her cash is held
  const creatorToken = await apiToken(request, creator);
  const applied = await request.post(`/api/briefs/${briefId}/apply`, {
    headers: bearer(creatorToken),
    data: { contentUrl: `https://www.tiktok.com/@wendy/video/${unique()}`, additionalInfo: 'Status words' },
  });
  expect(applied.ok()).toBe(true);
  const submissionId = ((await applied.json()) as { submission: { id: string } }).submission.id;
  const brandToken = await apiToken(request, DEMO.brand);

  const [brandContext, creatorContext, adminContext] = await Promise.all([
    themedContext(browser, baseURL!, 'light', { account: DEMO.brand }),
    themedContext(browser, baseURL!, 'light', { account: creator }),
    themedContext(browser, baseURL!, 'light', { account: DEMO.admin, admin: true }),
  ]);
  const [brandPage, creatorPage, adminPage] = await Promise.all([
    brandContext.newPage(),
    creatorContext.newPage(),
    adminContext.newPage(),
  ]);

  const brandCard = async (page: Page): Promise<Locator> => {
    await page.goto(`/brand/dashboard?tab=manage-rewards&brief=${briefId}`);
    const card = page.getByRole('listitem', { name: creatorName });
    await expect(card).toBeVisible();
    return card;
  };
  const creatorRow = async (page: Page): Promise<Locator> => {
    await page.goto('/creator/dashboard?tab=submissions');
    const row = page.getByRole('listitem', { name: title });
    await expect(row).toBeVisible();
    return row;
  };
  const adminRow = async (page: Page): Promise<Locator> => {
    await page.goto(`/admin/dashboard?tab=submissions&search=${encodeURIComponent(title)}`);
    const row = page.getByRole('row', { name: new RegExp(creatorName) });
    await expect(row).toBeVisible();
    return row;
  };
  const everyoneReads = async (...words: string[]) => {
    const seen = await Promise.all([brandCard(brandPage), creatorRow(creatorPage), adminRow(adminPage)]);
    for (const where of seen) for (const word of words) await expect(where).toContainText(word);
  };

  await everyoneReads('Pending');

  // Shortlist.
  expect(
    (await request.post(`/api/brands/submissions/${submissionId}/approve`, { headers: bearer(brandToken) })).ok(),
  ).toBe(true);
  await everyoneReads('Shortlisted');

  // Win: the brief's first tier, not paid out yet.
  const briefs = (await (await request.get('/api/brands/briefs', { headers: bearer(brandToken) })).json()) as {
    briefs: Array<{ id: string; rewardTiers: Array<{ id: string; position: number }> }>;
  };
  const tier = briefs.briefs.find((brief) => brief.id === briefId)!.rewardTiers.find((entry) => entry.position === 1)!;
  const me = (await (await request.get('/api/me', { headers: bearer(creatorToken) })).json()) as {
    user: { id: string };
  };
  const assigned = await request.post(`/api/briefs/${briefId}/assign-reward`, {
    headers: { ...bearer(brandToken), 'Idempotency-Key': unique() },
    data: { rewardTierId: tier.id, submissionId, creatorId: me.user.id },
  });
  expect(assigned.status(), await assigned.text()).toBe(201);
  await everyoneReads('Winner · 1st place', 'Awaiting payout');

  // Payment: without a payout account the cash is held, and everyone says so.
  const paid = await request.post(`/api/briefs/${briefId}/process-payouts`, {
    headers: { ...bearer(brandToken), 'Idempotency-Key': unique() },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  await everyoneReads('Winner · 1st place', 'Held');

  // And nobody reads the old words.
  for (const where of await Promise.all([brandCard(brandPage), creatorRow(creatorPage), adminRow(adminPage)])) {
    await expect(where).not.toContainText(/Approved|Rejected|Pending Review/);
  }
  await Promise.all([brandContext.close(), creatorContext.close(), adminContext.close()]);
});
