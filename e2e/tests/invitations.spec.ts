import { expect, test } from '@playwright/test';
import { apiToken, bearer, DEMO, fundedBrief, registerCreator, signIn, unique } from './support.ts';

// Private briefs and invitations (docs/product/briefs.md#private-briefs: only invited creators can see
// a private brief; brands invite from the Creators tab and the brief's card). The journey registers its own creators, so a
// retry starts from the same state.

test('[BRAND] invites a creator to a private brief by searching for them; the invited creator sees it and applies, anyone else gets nothing', async ({
  page,
  browser,
  request,
}) => {
  const id = unique();
  const title = `Private roastery tour ${id}`;
  const briefId = await fundedBrief(request, {
    title,
    reward: 400,
    winners: 1,
    description: 'A private tour of our roastery, for invited creators only.',
    daysLeft: 21,
    isPrivate: true,
  });
  const invitedName = `Invited Ivy ${id}`;
  const invited = await registerCreator(request, invitedName);
  const outsider = await registerCreator(request, `Outsider Otto ${id}`);

  // Before the invitation nobody but the brand sees the brief.
  const outsiderToken = await apiToken(request, outsider);
  expect((await request.get(`/api/briefs/${briefId}/public`, { headers: bearer(outsiderToken) })).status()).toBe(404);
  expect((await request.get(`/api/briefs/${briefId}/public`)).status()).toBe(404);

  // The brand opens the brief's invitations from My Briefs and finds the creator by name.
  await signIn(page, DEMO.brand);
  await expect(page).toHaveURL(/\/brand\/dashboard/);
  await page.goto('/brand/dashboard?tab=briefs');
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'Invite creators' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite creators' });
  await dialog.getByRole('textbox', { name: 'Search creators' }).fill(`ivy ${id}`);
  const option = dialog.getByRole('checkbox', { name: new RegExp(invitedName) });
  await expect(option).toBeVisible();
  await expect(dialog.getByRole('checkbox')).toHaveCount(1);
  await option.check();
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText('1 creator was invited', { exact: false })).toBeVisible();
  // The creator moves to the invited list, and out of the ones to invite.
  await expect(dialog.getByText('Invited (1)')).toBeVisible();
  await expect(dialog.getByRole('button', { name: new RegExp(`Remove.*${invitedName}`) })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: new RegExp(invitedName) })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The invited creator sees it among Available Briefs and applies.
  const creatorContext = await browser.newContext();
  const creatorPage = await creatorContext.newPage();
  await signIn(creatorPage, invited);
  await expect(creatorPage).toHaveURL(/\/creator\/dashboard/);
  await creatorPage.goto('/creator/dashboard?tab=briefs');
  const card = creatorPage.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Apply' }).first().click();
  const apply = creatorPage.getByRole('dialog', { name: 'Apply to Brief' });
  await apply.getByLabel('Content URL').fill(`https://www.instagram.com/p/${id}`);
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(creatorPage.getByText('Application Submitted!')).toBeVisible();
  await creatorContext.close();

  // Anyone else still gets nothing: not the brief, not a way to apply.
  expect((await request.get(`/api/briefs/${briefId}/public`, { headers: bearer(outsiderToken) })).status()).toBe(404);
  const refused = await request.post(`/api/briefs/${briefId}/apply`, {
    headers: bearer(outsiderToken),
    data: { contentUrl: 'https://example.com/x', additionalInfo: '' },
  });
  expect(refused.status()).toBe(404);
});
