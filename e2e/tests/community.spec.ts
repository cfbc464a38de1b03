import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations, themedContext, type Scheme } from './a11y.ts';
import { apiToken, bearer, DEMO, registerCreator, signIn, unique } from './support.ts';

// The community forum: visitors read it and are sent to sign in to take part; members post with
// tags, reply, and the author marks the solution; the page and the overlay pass WCAG 2.1 AA.

test.describe.configure({ mode: 'parallel' });

const forum = (page: Page) => page.getByRole('dialog', { name: 'Community Forum' });

/** The id of a demo post, found by its title through the public API. */
async function demoPostId(page: Page, title: string): Promise<string> {
  const response = await page.request.get('/api/forums/posts', { params: { search: title, limit: '5' } });
  expect(response.ok()).toBe(true);
  const { posts } = (await response.json()) as { posts: Array<{ id: string; title: string }> };
  const post = posts.find((item) => item.title === title);
  expect(post, `demo post "${title}"`).toBeTruthy();
  return post!.id;
}

test('[VISITOR] reads the forum and is sent to sign in to reply, then comes back to the post', async ({ page }) => {
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(page.getByText('Members', { exact: true })).toBeVisible();
  await expect(page.getByText(/1,200\+|95%/)).toHaveCount(0);

  await page.getByRole('link', { name: /^Support:/ }).click();
  await expect(forum(page)).toBeVisible();
  await expect(forum(page).getByRole('tab', { name: 'Support', selected: true })).toBeVisible();
  await forum(page).getByRole('tab', { name: 'All' }).click();
  const welcome = forum(page).getByRole('article', { name: 'Welcome to the Briefly community: start here' });
  await expect(welcome.getByText('Pinned')).toBeVisible();

  await forum(page).getByRole('link', { name: 'My payout says "held": what does that mean?' }).click();
  await expect(forum(page).getByRole('heading', { name: 'My payout says "held": what does that mean?' })).toBeVisible();
  await expect(forum(page).getByRole('listitem', { name: 'Solution by Demo Admin' })).toBeVisible();
  await expect(forum(page).getByText('Connected it and the transfer went through. Thanks!')).toBeVisible();

  await forum(page).getByRole('link', { name: 'Sign in to reply' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(DEMO.creator.email);
  await page.getByLabel('Password').fill(DEMO.creator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/community\?.*post=/);
  await expect(forum(page).getByRole('textbox', { name: /Your reply/ })).toBeVisible();
});

test('[CREATOR] posts with tags, [BRAND] replies, and the author marks the solution', async ({
  page,
  browser,
  baseURL,
}) => {
  const creator = await registerCreator(page.request, `Forum Creator ${unique()}`);
  await signIn(page, creator);
  await expect(page).toHaveURL(/\/creator\/dashboard/);
  const title = `How do I light a product shot at night? ${unique()}`;

  await page.goto('/community?forum=support');
  await forum(page).getByRole('button', { name: 'New Post' }).click();
  const form = page.getByRole('dialog', { name: 'New Post' });
  const create = form.getByRole('button', { name: 'Create Post' });
  await expect(create).toBeDisabled();
  await form.getByLabel('Title').fill(title);
  await expect(create).toBeDisabled();
  await form.getByLabel('Content').fill('I only have a **desk lamp**. Any tips?\n\n- budget: low\n- product: a mug');
  await form.getByLabel('Tags').fill('lighting, , Night ,night');
  await create.click();

  await expect(form).toBeHidden();
  await expect(forum(page).getByRole('heading', { name: title })).toBeVisible();
  await expect(forum(page).getByText('#lighting')).toBeVisible();
  await expect(forum(page).getByText('#Night')).toBeVisible();
  await expect(forum(page).getByText('desk lamp', { exact: true })).toHaveJSProperty('tagName', 'STRONG');
  const postUrl = page.url();

  // The brand, in its own browser, finds the post and replies.
  const brandContext = await browser.newContext({ baseURL });
  const brandPage = await brandContext.newPage();
  await signIn(brandPage, DEMO.brand);
  await expect(brandPage).toHaveURL(/\/brand\/dashboard/);
  await brandPage.goto(postUrl.replace(/^https?:\/\/[^/]+/, ''));
  const brandForum = forum(brandPage);
  await expect(brandForum.getByRole('heading', { name: title })).toBeVisible();
  const replyBox = brandForum.getByRole('textbox', { name: /Your reply/ });
  const send = brandForum.getByRole('button', { name: 'Post Reply' });
  await replyBox.fill('   ');
  await expect(send).toBeDisabled();
  await replyBox.fill('Bounce the lamp off a white card opposite the mug.');
  await send.click();
  await expect(brandForum.getByRole('listitem', { name: 'Reply by Northwind Coffee' })).toBeVisible();
  await brandContext.close();

  // The author sees the reply and marks it as the solution.
  await page.reload();
  const reply = forum(page).getByRole('listitem', { name: 'Reply by Northwind Coffee' });
  await expect(reply).toBeVisible();
  await reply.getByRole('button', { name: 'Mark as solution' }).click();
  await expect(forum(page).getByRole('listitem', { name: 'Solution by Northwind Coffee' })).toBeVisible();
  await expect(forum(page).getByText('Solved')).toBeVisible();

  // Back in the list, the post shows as solved with its reply.
  await forum(page).getByRole('button', { name: 'Back to posts' }).click();
  const card = forum(page).getByRole('article', { name: title });
  await expect(card.getByText('Solved')).toBeVisible();
  await expect(card.getByText('1 reply')).toBeVisible();
});

async function checkScheme(
  browser: Browser,
  baseURL: string,
  scheme: Scheme,
  account: { email: string; password: string } | null,
): Promise<string[]> {
  const context = await themedContext(browser, baseURL, scheme, { account });
  const page = await context.newPage();
  const who = account ? 'member' : 'visitor';
  const found: string[] = [];

  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest discussions' })).toBeVisible();
  await expect(page.getByText('Members', { exact: true })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  found.push(...(await axeViolations(page, `/community [${who}]`, { scheme })));

  await page.goto('/community?forum=all');
  await expect(forum(page).getByRole('article').first()).toBeVisible();
  found.push(...(await axeViolations(page, `forum list [${who}]`, { scheme })));

  const postId = await demoPostId(page, 'My payout says "held": what does that mean?');
  await page.goto(`/community?forum=all&post=${postId}`);
  await expect(forum(page).getByRole('listitem').first()).toBeVisible();
  await expect(forum(page).locator('strong').first()).toBeVisible();
  found.push(...(await axeViolations(page, `forum post [${who}]`, { scheme })));

  if (account) {
    await page.goto('/community?forum=all&compose=1');
    await expect(page.getByRole('dialog', { name: 'New Post' })).toBeVisible();
    found.push(...(await axeViolations(page, `new post [${who}]`, { scheme })));
  }
  await context.close();
  return found;
}

for (const scheme of ['light', 'dark'] as const) {
  for (const who of ['visitor', 'creator'] as const) {
    test(`[${who.toUpperCase()}] the community page and the forum overlay pass WCAG 2.1 AA in the ${scheme} theme`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const account = who === 'creator' ? { email: 'sam@briefly.demo', password: DEMO.creator.password } : null;
      const found = await checkScheme(browser, baseURL!, scheme, account);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}

test('[ADMIN] moderates from the post: pins it, and sees who reported it', async ({ page, request }) => {
  // A post to moderate, written through the API by a fresh creator, and reported once.
  const creator = await registerCreator(request, `Moderated ${unique()}`);
  const token = await apiToken(request, creator);
  const title = `A post to moderate ${unique()}`;
  const created = await request.post('/api/forums/posts', {
    headers: bearer(token),
    data: { title, content: 'Hello', category: 'general', tags: ['test'] },
  });
  expect(created.status()).toBe(201);
  const { post } = (await created.json()) as { post: { id: string } };
  const reporter = await apiToken(request, { email: 'leo@briefly.demo', password: DEMO.creator.password });
  expect(
    (
      await request.post(`/api/forums/posts/${post.id}/report`, {
        headers: bearer(reporter),
        data: { reason: 'Looks like a test post' },
      })
    ).status(),
  ).toBe(201);

  await page.goto('/admin/login');
  // Two clicks on a drawn form: only the first made before its scripts run is given back (decision 056).
  await expect(page.locator('html[data-listening]')).toBeAttached();
  await page.getByRole('button', { name: 'Use demo credentials' }).click();
  await page.getByRole('button', { name: 'Sign in as admin' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto(`/community?post=${post.id}`);
  await expect(forum(page).getByText(/Looks like a test post/)).toBeVisible();
  await forum(page).getByRole('button', { name: 'Pin' }).click();
  await expect(forum(page).getByRole('button', { name: 'Unpin' })).toBeVisible();
  await forum(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(forum(page).getByText('No open reports on this post or its replies.')).toBeVisible();
});
