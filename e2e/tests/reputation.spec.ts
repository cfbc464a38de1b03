import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations, themedContext, type Scheme } from './a11y.ts';
import { apiToken, bearer, DEMO, fundedBrief, registerCreator, signIn, unique } from './support.ts';

// Creator profiles and reviews (docs/product/creator-profiles-and-reviews.md): a visitor reaches a
// creator's profile from an application; after the winner is chosen both sides review each other and
// the reviews are published the moment the second one is written.

async function signedIn(browser: Browser, account: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, account);
  await expect(page).toHaveURL(/dashboard/);
  return page;
}

async function writeReview(page: Page, revieweeName: string, stars: number, text: string) {
  await page.getByRole('button', { name: `Review ${revieweeName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Review ${revieweeName}` });
  // Mantine's Rating: visually hidden radios named "1 star" … "5 stars", each drawn as a star by its label; a click on the star.
  const radio = dialog.getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars`, exact: true });
  await dialog.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  await expect(radio).toBeChecked();
  await dialog.getByLabel('Your review').fill(text);
  await dialog.getByRole('button', { name: 'Submit review' }).click();
  await expect(dialog).toBeHidden();
}

test('[BRAND] opens a creator’s profile from an application; after the award both sides review each other and see the reviews published', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const title = `Reputation reel ${unique()}`;
  const briefId = await fundedBrief(request, {
    title,
    reward: 200,
    winners: 1,
    description: 'A short reel about our trail shoes.',
    daysLeft: 10,
  });
  const creatorName = `Rae Reviewed ${unique()}`;
  const creator = await registerCreator(request, creatorName);
  const creatorToken = await apiToken(request, creator);
  const me = (await (await request.get('/api/creators/me/profile', { headers: bearer(creatorToken) })).json()) as {
    profile: { id: string; userName: string };
  };
  const applied = await request.post(`/api/briefs/${briefId}/apply`, {
    headers: bearer(creatorToken),
    data: { contentUrl: `https://www.tiktok.com/@rae/video/${unique()}`, additionalInfo: 'Shot on the trail.' },
  });
  expect(applied.status()).toBe(201);
  const submissionId = ((await applied.json()) as { submission: { id: string } }).submission.id;
  expect(
    (
      await request.put('/api/creators/me/profile', {
        headers: bearer(creatorToken),
        data: { bio: 'Trail runner and filmmaker.', location: 'Portland, OR', categories: ['creative'] },
      })
    ).ok(),
  ).toBe(true);

  // The brand opens the creator's profile from the application card.
  const brandPage = await signedIn(browser, DEMO.brand);
  await brandPage.goto(`/brand/dashboard?tab=manage-rewards&brief=${briefId}`);
  await brandPage.getByRole('link', { name: `View profile of ${creatorName}` }).click();
  await expect(brandPage).toHaveURL(new RegExp(`/creators/${me.profile.userName}$`));
  await expect(brandPage.getByRole('heading', { level: 1, name: creatorName })).toBeVisible();
  await expect(brandPage.getByText('Trail runner and filmmaker.')).toBeVisible();
  await expect(brandPage.getByText(`${creatorName} has no published reviews yet.`)).toBeVisible();

  // The winner is chosen: reviews open.
  const brandToken = await apiToken(request, DEMO.brand);
  const distributed = await request.post('/api/rewards/distribute-with-stripe', {
    headers: bearer(brandToken),
    data: {
      briefId,
      winners: [
        {
          submissionId,
          creatorId: me.profile.id,
          rewardType: 'prize',
          amount: 0,
          prizeDetails: { name: 'Trail shoes', value: 150, description: 'A pair of our new shoes' },
        },
      ],
    },
  });
  expect(distributed.ok(), await distributed.text()).toBe(true);

  const creatorPage = await signedIn(browser, creator);
  await creatorPage.goto('/creator/dashboard');
  const pending = (await (await request.get('/api/reviews/pending', { headers: bearer(creatorToken) })).json()) as {
    pending: Array<{ briefId: string; reviewee: { name: string } }>;
  };
  const brandName = pending.pending.find((item) => item.briefId === briefId)!.reviewee.name;
  await writeReview(creatorPage, brandName, 5, 'Clear brief and quick answers.');
  await expect(creatorPage.getByText(/Hidden until they review you/)).toBeVisible();

  await brandPage.goto('/brand/dashboard');
  await writeReview(brandPage, creatorName, 4, 'Delivered early; lovely footage.');
  await expect(brandPage.getByText('You have both reviewed each other: both reviews are now public.')).toBeVisible();

  // A visitor sees the published review and the rating on the profile, in both themes, with no axe violations.
  const violations: string[] = [];
  for (const scheme of ['light', 'dark'] as Scheme[]) {
    for (const width of [1280, 390]) {
      const context = await themedContext(browser, baseURL!, scheme, { width });
      const page = await context.newPage();
      await page.goto(`/creators/${me.profile.userName}`);
      const review = page.getByRole('listitem', { name: /^Review by / });
      await expect(review).toContainText('Delivered early; lovely footage.');
      await expect(review).toContainText(`Worked together on “${title}”`);
      await expect(page.getByRole('img', { name: 'Rated 4.0 out of 5 from 1 review' }).first()).toBeVisible();
      if (width === 1280) violations.push(...(await axeViolations(page, 'creator profile', { scheme })));
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/creator-profile-${width}-${scheme}.png` });
      await context.close();
    }
  }
  expect(violations).toEqual([]);

  // The creator reports the brand's review; an admin finds it in Reported Reviews (not Reported Chats),
  // checked in both themes at both widths, and keeps it with a note: it leaves the queue.
  const creatorId = (
    (await (await request.get('/api/me', { headers: bearer(creatorToken) })).json()) as {
      user: { id: string };
    }
  ).user.id;
  const received = (await (await request.get(`/api/reviews?userId=${creatorId}`)).json()) as {
    reviews: Array<{ id: string; briefTitle: string }>;
  };
  const reviewId = received.reviews.find((review) => review.briefTitle === title)!.id;
  expect(
    (
      await request.post(`/api/reviews/${reviewId}/report`, {
        headers: bearer(creatorToken),
        data: { reason: 'This mixes me up with another creator.' },
      })
    ).status(),
  ).toBe(201);
  for (const scheme of ['light', 'dark'] as Scheme[]) {
    for (const width of [1280, 390]) {
      const context = await themedContext(browser, baseURL!, scheme, { width, account: DEMO.admin, admin: true });
      const page = await context.newPage();
      await page.goto('/admin/dashboard?tab=reported-reviews');
      await expect(page.getByRole('heading', { level: 1, name: 'Reported Reviews' })).toBeVisible();
      const item = page.getByRole('listitem', { name: `Review by ${brandName}` }).filter({ hasText: title });
      await expect(item).toContainText('This mixes me up with another creator.');
      if (width === 1280) violations.push(...(await axeViolations(page, 'admin reported reviews', { scheme })));
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/admin-reported-reviews-${width}-${scheme}.png` });
      if (scheme === 'dark' && width === 390) {
        await item.getByRole('button', { name: 'Keep' }).click();
        const dialog = page.getByRole('dialog', { name: 'Keep this review' });
        await dialog.getByRole('textbox', { name: /Why does it stay/ }).fill('An honest account of the work.');
        await dialog.getByRole('button', { name: 'Keep review' }).click();
        await expect(item).toHaveCount(0);
      }
      await context.close();
    }
  }
  expect(violations).toEqual([]);

  // Screenshots of the other screens this work changed: the brand's Creators tab (profile cards) and the
  // creator's public profile editor.
  if (process.env.SHOTS_DIR)
    for (const scheme of ['light', 'dark'] as Scheme[])
      for (const width of [1280, 390]) {
        for (const [name, account, url, ready] of [
          ['brand-creators', DEMO.brand, '/brand/dashboard?tab=creators', 'View profile'],
          ['creator-public-profile-editor', creator, '/creator/dashboard?tab=profile', 'Save public profile'],
        ] as const) {
          const context = await themedContext(browser, baseURL!, scheme, { width, account });
          const page = await context.newPage();
          await page.goto(url);
          await page.getByText(ready).first().waitFor();
          if (name === 'creator-public-profile-editor')
            await page.getByRole('form', { name: 'Public profile' }).scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${width}-${scheme}.png` });
          await context.close();
        }
      }
});

test('[BRAND][CREATOR] the review dialog, Reviews to write, the Creators tab and the profile editor pass WCAG 2.1 AA checks in both themes', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const title = `Accessible review ${unique()}`;
  const briefId = await fundedBrief(request, { title, reward: 120, winners: 1, description: 'A reel.', daysLeft: 10 });
  const creator = await registerCreator(request, `Ada Access ${unique()}`);
  const creatorToken = await apiToken(request, creator);
  const me = (await (await request.get('/api/creators/me/profile', { headers: bearer(creatorToken) })).json()) as {
    profile: { id: string };
  };
  const applied = await request.post(`/api/briefs/${briefId}/apply`, {
    headers: bearer(creatorToken),
    data: { contentUrl: `https://www.youtube.com/watch?v=${unique()}`, additionalInfo: 'Cut for vertical.' },
  });
  const submissionId = ((await applied.json()) as { submission: { id: string } }).submission.id;
  const distributed = await request.post('/api/rewards/distribute-with-stripe', {
    headers: bearer(await apiToken(request, DEMO.brand)),
    data: {
      briefId,
      winners: [
        {
          submissionId,
          creatorId: me.profile.id,
          rewardType: 'prize',
          amount: 0,
          prizeDetails: { name: 'A mug', value: 20, description: 'Our mug' },
        },
      ],
    },
  });
  expect(distributed.ok(), await distributed.text()).toBe(true);

  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as Scheme[]) {
    const creatorContext = await themedContext(browser, baseURL!, scheme, { account: creator });
    const page = await creatorContext.newPage();
    await page.goto('/creator/dashboard');
    const reviewButton = page.getByRole('button', { name: /^Review / }).first();
    await expect(reviewButton).toBeVisible();
    found.push(...(await axeViolations(page, 'creator overview with Reviews to write', { scheme })));
    await reviewButton.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    found.push(...(await axeViolations(page, 'review dialog', { scheme, include: '[role="dialog"]' })));
    await page.keyboard.press('Escape');
    await page.goto('/creator/dashboard?tab=profile');
    await page.getByRole('form', { name: 'Public profile' }).scrollIntoViewIfNeeded();
    found.push(...(await axeViolations(page, 'public profile editor', { scheme })));
    await creatorContext.close();

    const brandContext = await themedContext(browser, baseURL!, scheme, { account: DEMO.brand });
    const brandPage = await brandContext.newPage();
    await brandPage.goto('/brand/dashboard?tab=creators');
    await brandPage.getByText('View profile').first().waitFor();
    found.push(...(await axeViolations(brandPage, 'brand Creators tab', { scheme })));
    await brandContext.close();
  }
  expect(found).toEqual([]);
});
