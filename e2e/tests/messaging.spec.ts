import zlib from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeViolations, themedContext } from './a11y.ts';
import { apiToken, bearer, registerBrand, registerCreator, signIn, unique } from './support.ts';

// Messaging between a brand and a creator: started where they meet, delivered live to the other
// side's open screen, with files. Every journey uses accounts and briefs of its own.

type Account = { email: string; password: string };

/** A real PNG (the server checks that a file's bytes match its extension): a 120×80 gradient. */
function gradientPng(width = 120, height = 80): Buffer {
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([
      0,
      ...Array.from({ length: width }, (_, x) => [
        40 + Math.round((x / width) * 180),
        90 + Math.round((y / height) * 120),
        200,
      ]).flat(),
    ]),
  );
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const PNG = gradientPng();

/** A funded, published brief of the given brand, paid with the 4242 test card through the API. */
async function fundedBriefOf(request: APIRequestContext, brand: Account, title: string) {
  const token = await apiToken(request, brand);
  const intent = await request.post('/api/payments/create-payment-intent', {
    headers: bearer(token),
    data: { amount: 20000, currency: 'usd', metadata: { type: 'brief_funding', briefTitle: title } },
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
      reward: 200,
      paymentIntentId,
      isPrivate: false,
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function applyThroughApi(request: APIRequestContext, creator: Account, briefId: string) {
  const response = await request.post(`/api/briefs/${briefId}/apply`, {
    headers: bearer(await apiToken(request, creator)),
    data: { contentUrl: `https://www.tiktok.com/@chat/video/${unique()}`, additionalInfo: 'Shot at sunrise.' },
  });
  expect(response.status()).toBe(201);
}

/** A brand with a funded brief and a creator who applied to it. */
async function brandMeetsCreator(page: Page, request: APIRequestContext) {
  const brand = await registerBrand(page);
  const title = `Cold brew chat ${unique()}`;
  const briefId = await fundedBriefOf(request, brand, title);
  const creatorName = `Casey Chat ${unique()}`;
  const creator = await registerCreator(request, creatorName);
  await applyThroughApi(request, creator, briefId);
  return { brand, creator, creatorName, title, briefId };
}

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

/** The picture shown in the thread has loaded through its signed link. */
async function expectImageLoaded(page: Page, name: string) {
  const image = page.getByRole('log', { name: 'Messages' }).getByRole('img', { name });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBe(120);
}

test('[BRAND] starts a chat from a submission; the creator sees it arrive live, replies with an image, and both see it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const { brand, creator, creatorName, title, briefId } = await brandMeetsCreator(page, request);

  // The creator has the Messages tab open, with nothing in it yet.
  const creatorContext = await themedContext(browser, baseURL!, 'light', { account: creator });
  const creatorPage = await creatorContext.newPage();
  const creatorStream = streamOpened(creatorPage);
  await creatorPage.goto('/creator/dashboard?tab=messaging');
  await expect(creatorPage.getByText('No conversations yet')).toBeVisible();
  await creatorStream;
  await markDocument(creatorPage);

  // The brand writes from the submission it is reviewing.
  await signIn(page, brand);
  await expect(page).toHaveURL(/\/brand\/dashboard$/);
  const brandStream = streamOpened(page);
  await page.goto(`/brand/dashboard?tab=manage-rewards&brief=${briefId}`);
  await brandStream;
  const card = page.getByRole('listitem', { name: creatorName });
  if (process.env.SHOTS_DIR) await card.screenshot({ path: `${process.env.SHOTS_DIR}/review-card-message-button.png` });
  await card.getByRole('link', { name: `Message ${creatorName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Start New Chat' });
  await expect(dialog).toContainText(creatorName);
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'Start Chat' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a message');
  await dialog.getByLabel('Message').fill('Loved your take! <b>Could</b> you send a still?');
  await dialog.getByRole('button', { name: 'Start Chat' }).click();
  await expect(dialog).toBeHidden();
  const brandThread = page.getByRole('log', { name: 'Messages' });
  // Text stays text: the tags are shown, not applied.
  await expect(brandThread).toContainText('Loved your take! <b>Could</b> you send a still?');
  await markDocument(page);

  // It arrives on the creator's open screen, unread, with the brief it is about.
  const item = creatorPage.getByTestId('conversation-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Loved your take!');
  await expect(item).toContainText(title);
  await expect(item).toHaveAccessibleName(/1 unread/);
  const creatorNav = creatorPage.getByRole('navigation', { name: 'Creator dashboard' });
  await expect(creatorNav.getByRole('link', { name: /^Messages\s*1 unread$/ })).toBeVisible();
  // The list with an unread conversation passes the WCAG checks too.
  if (process.env.SHOTS_DIR) await creatorPage.screenshot({ path: `${process.env.SHOTS_DIR}/unread-1280-light.png` });
  const unread = await axeViolations(creatorPage, 'unread conversation', { scheme: 'light' });
  expect(unread, unread.join('\n')).toEqual([]);
  await item.click();
  const creatorThread = creatorPage.getByRole('log', { name: 'Messages' });
  await expect(creatorThread).toContainText('Loved your take! <b>Could</b> you send a still?');
  await expect(creatorThread.locator('b')).toHaveCount(0);
  await expect(creatorPage.getByRole('separator').filter({ hasText: 'Today' })).toBeVisible();
  await expect(item).not.toHaveAccessibleName(/unread/);
  await expect(creatorNav.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  // Replies: a line of text with Enter, then an image (previewed first, sent with Send).
  const box = creatorPage.getByRole('textbox', { name: /^Message / });
  await box.fill('Sure, one moment');
  await box.press('Enter');
  await expect(creatorThread).toContainText('Sure, one moment');
  await expect(box).toHaveValue('');
  await creatorPage
    .getByTestId('chat-file-input')
    .setInputFiles({ name: 'still.png', mimeType: 'image/png', buffer: PNG });
  await expect(creatorPage.getByRole('img', { name: 'Preview of still.png' })).toBeVisible();
  await creatorPage.getByRole('button', { name: 'Send still.png' }).click();
  await expectImageLoaded(creatorPage, 'still.png');

  // The brand sees both, live, picture included.
  await expect(brandThread).toContainText('Sure, one moment');
  await expectImageLoaded(page, 'still.png');
  await expect(page.getByTestId('conversation-item').first()).toContainText('still.png');
  expect(await isSameDocument(page)).toBe(true);
  expect(await isSameDocument(creatorPage)).toBe(true);

  // A file the chat does not take is refused before it is sent.
  await creatorPage
    .getByTestId('chat-file-input')
    .setInputFiles({ name: 'notes.html', mimeType: 'text/html', buffer: Buffer.from('<p>hi</p>') });
  await expect(creatorPage.getByRole('alert')).toContainText('File type not allowed');
  await creatorContext.close();
});

test('[CREATOR] on a phone writes to the brand from My Submissions; the brand, on a phone too, replies live', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const { brand, creator, title } = await brandMeetsCreator(page, request);

  const brandContext = await themedContext(browser, baseURL!, 'light', { account: brand, width: 390 });
  const brandPage = await brandContext.newPage();
  const brandStream = streamOpened(brandPage);
  await brandPage.goto('/brand/dashboard?tab=messaging');
  await expect(brandPage.getByText('No conversations yet')).toBeVisible();
  await brandStream;

  const creatorContext = await themedContext(browser, baseURL!, 'light', { account: creator, width: 390 });
  const creatorPage = await creatorContext.newPage();
  const creatorStream = streamOpened(creatorPage);
  await creatorPage.goto('/creator/dashboard?tab=submissions');
  await creatorStream;
  await creatorPage
    .getByRole('listitem', { name: title })
    .getByRole('link', { name: /Message/ })
    .click();
  const dialog = creatorPage.getByRole('dialog', { name: 'Start New Chat' });
  await expect(dialog).toContainText(title);
  await dialog.getByLabel('Message').fill('Hi! A question about the brief.');
  await dialog.getByRole('button', { name: 'Start Chat' }).click();
  // On a phone the chat takes the screen, with a way back to the list.
  const creatorThread = creatorPage.getByRole('log', { name: 'Messages' });
  await expect(creatorThread).toContainText('Hi! A question about the brief.');
  await expect(creatorPage.getByRole('button', { name: 'Back to conversations' })).toBeVisible();
  await expect(creatorPage.getByTestId('conversation-item')).toHaveCount(0);

  // The brand's phone shows the list, then the chat.
  const item = brandPage.getByTestId('conversation-item');
  await expect(item).toContainText('Hi! A question about the brief.');
  await item.click();
  await expect(brandPage.getByTestId('conversation-item')).toHaveCount(0);
  const brandThread = brandPage.getByRole('log', { name: 'Messages' });
  await expect(brandThread).toContainText('Hi! A question about the brief.');
  const box = brandPage.getByRole('textbox', { name: /^Message / });
  await box.fill('Happy to help.');
  await box.press('Shift+Enter');
  await box.pressSequentially('Ask away!');
  await box.press('Enter');
  await expect(brandThread).toContainText('Happy to help.\nAsk away!');
  await expect(creatorThread).toContainText('Happy to help.\nAsk away!');

  // A file with a caption from the phone: previewed first, sent as one message.
  await creatorPage
    .getByTestId('chat-file-input')
    .setInputFiles({ name: 'storyboard.txt', mimeType: 'text/plain', buffer: Buffer.from('1. Open\n2. Pour\n') });
  const pending = creatorPage.getByRole('group', { name: 'Attachment storyboard.txt, not sent yet' });
  await expect(pending).toContainText('storyboard.txt');
  await pending.getByLabel('Caption (optional)').fill('My storyboard, as promised');
  await pending.getByRole('button', { name: 'Send storyboard.txt' }).click();
  await expect(pending).toBeHidden();
  await expect(creatorThread).toContainText('My storyboard, as promised');
  await expect(brandThread).toContainText('storyboard.txt');
  await expect(brandThread).toContainText('My storyboard, as promised');

  await creatorPage.getByRole('button', { name: 'Back to conversations' }).click();
  await expect(creatorPage.getByTestId('conversation-item')).toContainText('storyboard.txt');

  await brandContext.close();
  await creatorContext.close();
});

test('[BRAND] the Messages tab with a conversation open passes WCAG 2.1 AA checks in the light and the dark theme, on a desktop and a phone', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { brand, creator, briefId } = await brandMeetsCreator(page, request);
  // A short thread through the API: a message each way and a file.
  const brandToken = await apiToken(request, brand);
  const creatorToken = await apiToken(request, creator);
  const creatorId = (
    (await (await request.get('/api/me', { headers: bearer(creatorToken) })).json()) as { user: { id: string } }
  ).user.id;
  const started = await request.post('/api/messages/conversations', {
    headers: bearer(brandToken),
    data: { receiverId: creatorId, initialMessage: 'Thanks for applying! Could you share the raw footage?', briefId },
  });
  expect(started.status()).toBe(201);
  const conversationId = ((await started.json()) as { conversation: { id: string } }).conversation.id;
  const reply = await request.post('/api/messages', {
    headers: bearer(creatorToken),
    data: { conversationId, content: 'Of course, uploading it now.', type: 'text' },
  });
  expect(reply.status()).toBe(201);
  const upload = await request.post('/api/messages/upload', {
    headers: bearer(creatorToken),
    multipart: { conversationId, file: { name: 'frame.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status()).toBe(201);
  const notes = await request.post('/api/messages/upload', {
    headers: bearer(creatorToken),
    multipart: {
      conversationId,
      file: { name: 'shot-list.txt', mimeType: 'text/plain', buffer: Buffer.from('1. Pour\n2. Sip\n3. Smile\n') },
    },
  });
  expect(notes.status()).toBe(201);

  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      const context = await themedContext(browser, baseURL!, scheme, { account: brand, width });
      const brandPage = await context.newPage();
      await brandPage.goto(`/brand/dashboard?tab=messaging&conversation=${conversationId}`);
      await expectImageLoaded(brandPage, 'frame.png');
      await expect(brandPage.getByRole('log', { name: 'Messages' }).getByText('shot-list.txt')).toBeVisible();
      await brandPage.waitForLoadState('networkidle');
      if (process.env.SHOTS_DIR)
        await brandPage.screenshot({ path: `${process.env.SHOTS_DIR}/messages-${width}-${scheme}.png` });
      found.push(...(await axeViolations(brandPage, `${width}px`, { scheme })));
      // A picked file waits in the composer (preview, caption, Cancel, Send), within the width; Escape drops it.
      await brandPage
        .getByTestId('chat-file-input')
        .setInputFiles({ name: 'reference.png', mimeType: 'image/png', buffer: PNG });
      const pending = brandPage.getByRole('group', { name: 'Attachment reference.png, not sent yet' });
      await expect(pending.getByRole('img', { name: 'Preview of reference.png' })).toBeVisible();
      await expect(pending.getByRole('button', { name: 'Send reference.png' })).toBeInViewport();
      expect(await brandPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (process.env.SHOTS_DIR)
        await brandPage.screenshot({ path: `${process.env.SHOTS_DIR}/messages-pending-file-${width}-${scheme}.png` });
      found.push(
        ...(await axeViolations(brandPage, `${width}px, a file waiting`, {
          scheme,
          include: '[role="group"][aria-label^="Attachment"]',
        })),
      );
      await pending.getByLabel('Caption (optional)').focus();
      await brandPage.keyboard.press('Escape');
      await expect(pending).toBeHidden();
      if (width === 1280) {
        // Start New Chat, with its list of people.
        await brandPage.getByRole('button', { name: 'New chat' }).click();
        const dialog = brandPage.getByRole('dialog', { name: 'Start New Chat' });
        await expect(
          dialog.getByRole('list', { name: 'People you can message' }).getByRole('listitem').first(),
        ).toBeVisible();
        if (process.env.SHOTS_DIR)
          await brandPage.screenshot({ path: `${process.env.SHOTS_DIR}/new-chat-${width}-${scheme}.png` });
        found.push(...(await axeViolations(brandPage, 'Start New Chat', { scheme, include: '[role="dialog"]' })));
        await brandPage.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      if (width === 390 && process.env.SHOTS_DIR) {
        await brandPage.getByRole('button', { name: 'Back to conversations' }).click();
        await expect(brandPage.getByTestId('conversation-item')).toBeVisible();
        await brandPage.screenshot({ path: `${process.env.SHOTS_DIR}/messages-list-${width}-${scheme}.png` });
      }
      await context.close();
    }
  }
  expect(found, found.join('\n')).toEqual([]);
});
