import { expect, test } from '@playwright/test';
import { DEMO, fundedBrief, signIn, unique } from './support.ts';

// Applying, editing, reviewing (docs/product/submissions.md). Each journey
// works on a brief of its own, so parallel journeys cannot change what it sees.

test('[CREATOR] finds a brief, applies with a link, edits the application; [BRAND] shortlists it; the creator sees it shortlisted and can no longer delete it', async ({
  page,
  browser,
  request,
}) => {
  const id = unique();
  const title = `Latte pour reel ${id}`;
  await fundedBrief(request, {
    title,
    reward: 250,
    winners: 1,
    description: 'Pour a latte with Northwind beans and film it in one take.',
    daysLeft: 14,
  });

  // The creator finds the brief in the marketplace tab by searching for it.
  await signIn(page, DEMO.creator);
  await expect(page).toHaveURL(/\/creator\/dashboard$/);
  await page.getByRole('navigation', { name: 'Creator dashboard' }).getByRole('link', { name: 'Marketplace' }).click();
  await page.getByRole('textbox', { name: 'Search briefs' }).fill(id);
  const card = page.getByRole('article', { name: title });
  await expect(card).toContainText('$250.00');
  await expect(page.getByRole('article')).toHaveCount(1);

  // Applies: the form refuses an empty and a javascript: link, then sends a real one.
  await card.getByRole('button', { name: 'Apply', exact: true }).click();
  const apply = page.getByRole('dialog', { name: 'Apply to Brief' });
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(apply.getByText('Content URL is required')).toBeVisible();
  await apply.getByLabel('Content URL').fill('javascript:alert(1)');
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(apply.getByText('Please enter a valid URL')).toBeVisible();
  await apply.getByLabel('Content URL').fill(`https://www.tiktok.com/@mayacreates/video/${id}`);
  await apply.getByLabel('Additional Information').fill('First take, natural light.');
  await apply.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application Submitted!')).toBeVisible();
  await expect(apply).toBeHidden();
  await expect(card.getByRole('button', { name: 'View/Update Application' })).toBeEnabled();

  // Edits it from Available Briefs: the dialog opens in edit mode with the link filled in.
  await page
    .getByRole('navigation', { name: 'Creator dashboard' })
    .getByRole('link', { name: 'Available Briefs' })
    .click();
  await page.getByRole('article', { name: title }).getByRole('button', { name: 'View/Update Application' }).click();
  const update = page.getByRole('dialog', { name: 'Update Application' });
  await expect(update.getByLabel('Content URL')).toHaveValue(`https://www.tiktok.com/@mayacreates/video/${id}`);
  await update.getByLabel('Content URL').fill(`https://youtu.be/${id}`);
  await update.getByRole('button', { name: 'Update Application' }).click();
  await expect(page.getByText('Application Updated!')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Creator dashboard' })
    .getByRole('link', { name: 'My Submissions' })
    .click();
  const row = page.getByRole('listitem', { name: title });
  await expect(row).toContainText('Pending');
  await expect(row.getByRole('button', { name: 'Delete' })).not.toHaveAttribute('aria-disabled', 'true');

  // The brand shortlists it from Manage Rewards & Payments.
  const brandContext = await browser.newContext();
  const brandPage = await brandContext.newPage();
  await signIn(brandPage, DEMO.brand);
  await expect(brandPage).toHaveURL(/\/brand\/dashboard/);
  await brandPage.goto('/brand/dashboard?tab=manage-rewards');
  await brandPage.getByRole('article', { name: title }).getByRole('button', { name: 'Review submissions' }).click();
  const submission = brandPage.getByRole('listitem', { name: 'Maya Chen' });
  await expect(submission).toContainText(`https://youtu.be/${id}`);
  await expect(submission).toContainText('First take, natural light.');
  await submission.getByRole('button', { name: 'Accept & Shortlist' }).click();
  await expect(brandPage.getByText('Submission accepted and shortlisted!')).toBeVisible();
  await expect(submission).toContainText('Shortlisted');
  await expect(submission.getByRole('button', { name: 'Accept & Shortlist' })).toHaveCount(0);
  await brandContext.close();

  // The creator sees it shortlisted; Delete is refused, with the reason on hover.
  await page.reload();
  await expect(row).toContainText('Shortlisted');
  const remove = row.getByRole('button', { name: 'Delete' });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await remove.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Cannot delete approved or rejected submissions');
  await remove.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row).toBeVisible();
});
