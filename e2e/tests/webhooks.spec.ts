import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { axeViolations, themedContext } from './a11y';
import { registerBrand } from './support';

// Webhooks (docs/product/webhooks.md): a brand adds an endpoint pointing at a receiver started in the test
// (127.0.0.1 is allowed by WEBHOOKS_ALLOW_LOOPBACK in playwright.config.ts), sees the signing secret once,
// sends a test event, the receiver verifies its Standard Webhooks signature, and the delivery log shows it
// (status, answer code); Replay sends the same message again. Then the section at desktop and phone widths,
// light and dark, with no axe violations. A fresh brand, not the demo one: other journeys act as the demo
// brand in parallel, and their events would reach this receiver (and this endpoint would show in their pages).

type Received = { headers: Record<string, string>; body: string };

/** A webhook receiver on a free port of 127.0.0.1: keeps what it gets, answers 200 with a small JSON body. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers[name] = value;
      }
      received.push({ headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/briefly-webhooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('[BRAND] adds a webhook endpoint, sends a signed test event, sees it in the delivery log and replays it', async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(240_000);
  const receiver = await startReceiver();
  try {
    const account = await registerBrand(page);
    const context = await themedContext(browser, baseURL!, 'light', { account });
    const brandPage = await context.newPage();
    await brandPage.goto('/brand/dashboard?settings');
    const section = brandPage.getByRole('region', { name: 'Webhooks', exact: true });
    await expect(section.getByText('0 of 10 endpoints.', { exact: false })).toBeVisible({ timeout: 30_000 });

    // Add the endpoint: every event is ticked at first; the whole secret is shown once.
    const form = section.getByRole('form', { name: 'Add a webhook endpoint' });
    await expect(form.getByRole('checkbox', { name: /^brief\.published/ })).toBeChecked();
    await form.getByRole('textbox', { name: /Endpoint URL/ }).fill(receiver.url);
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const secretCode = section.getByTestId('webhook-secret');
    await expect(secretCode).toBeVisible();
    const secret = (await secretCode.textContent())!.trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await section.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(section.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
    expect(await brandPage.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    const endpoint = section.getByRole('listitem', { name: receiver.url });
    await expect(endpoint.getByText('On', { exact: true })).toBeVisible();
    await expect(endpoint.getByText(/secret whsec_/)).toBeVisible();
    await section.getByRole('button', { name: 'I have copied it' }).click();
    await expect(secretCode).toHaveCount(0);

    // The test event reaches the receiver, signed with that secret.
    await endpoint.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
    const first = receiver.received[0]!;
    const verified = new Webhook(secret).verify(first.body, first.headers) as {
      type: string;
      data: { message: string };
    };
    expect(verified.type).toBe('webhook.test');
    expect(verified.data.message).toContain('A test event from Briefly');
    expect(first.headers['webhook-id']).toMatch(/^msg_/);
    expect(first.headers['content-type']).toContain('application/json');
    expect(() =>
      new Webhook(`whsec_${Buffer.from('not the secret').toString('base64')}`).verify(first.body, first.headers),
    ).toThrow();

    // The delivery log opened by itself: delivered, once, answered 200, with the receiver's answer.
    const log = endpoint.getByRole('list', { name: 'Delivery log' });
    const delivery = log.getByRole('listitem').first();
    await expect(delivery.getByText('delivered', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(delivery.getByText('webhook.test', { exact: true })).toBeVisible();
    await expect(delivery.getByText(/1 attempt · answered 200/)).toBeVisible();
    await expect(delivery.getByText('{"received":true}')).toBeVisible();

    // Replay: the same message (same webhook-id and body), signed anew.
    await delivery.getByRole('button', { name: 'Replay' }).click();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
    const second = receiver.received[1]!;
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.body).toBe(first.body);
    expect(() => new Webhook(secret).verify(second.body, second.headers)).not.toThrow();
    await expect(delivery.getByText(/2 attempts · answered 200/)).toBeVisible({ timeout: 15_000 });
    await expect(log.getByRole('listitem')).toHaveCount(1);

    // The secret is not shown again after a reload: only its hint.
    await brandPage.reload();
    await expect(endpoint.getByText(/secret whsec_/)).toBeVisible({ timeout: 30_000 });
    expect(await brandPage.content()).not.toContain(secret);
    await context.close();
  } finally {
    await receiver.close();
  }
});

test('[BRAND] Settings › Webhooks at 1280 and 390 px, light and dark, passes WCAG 2.1 AA checks', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const receiver = await startReceiver();
  try {
    const account = await registerBrand(page);
    const login = await request.post('/api/login', { data: account });
    const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const created = await request.post('/api/brands/webhooks', {
      headers,
      data: { url: receiver.url, events: ['brief.published', 'submission.created', 'award.paid'] },
    });
    expect(created.status()).toBe(201);
    const { endpoint } = (await created.json()) as { endpoint: { id: string } };
    expect((await request.post(`/api/brands/webhooks/${endpoint.id}/test`, { headers })).ok()).toBe(true);
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);

    const found: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        const context = await themedContext(browser, baseURL!, scheme, { account, width });
        const shot = await context.newPage();
        await shot.goto('/brand/dashboard?settings');
        const section = shot.getByRole('region', { name: 'Webhooks', exact: true });
        const item = section.getByRole('listitem', { name: receiver.url });
        await item.getByRole('button', { name: 'Delivery log' }).click({ timeout: 30_000 });
        await expect(item.getByText('delivered', { exact: true })).toBeVisible();
        // A new secret, shown once in its yellow box: checked in both themes too.
        await item.getByRole('button', { name: 'Rotate secret' }).click();
        await expect(item.getByTestId('webhook-secret')).toBeVisible();
        await item.scrollIntoViewIfNeeded();
        if (process.env.SHOTS_DIR) {
          await shot.screenshot({ path: `${process.env.SHOTS_DIR}/webhooks-${width}-${scheme}.png` });
          await section.getByRole('button', { name: 'Add endpoint' }).scrollIntoViewIfNeeded();
          await shot.screenshot({ path: `${process.env.SHOTS_DIR}/webhooks-form-${width}-${scheme}.png` });
        }
        found.push(
          ...(await axeViolations(shot, `webhooks ${width}px`, {
            scheme,
            include: 'section[aria-labelledby="webhooks-heading"]',
          })),
        );
        await context.close();
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  } finally {
    await receiver.close();
  }
});
