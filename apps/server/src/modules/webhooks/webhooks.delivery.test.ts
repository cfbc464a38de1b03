import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { queryRows, type Database } from '../../db/client.ts';
import { createMovableClock } from '../../platform/module.ts';
import { isolatedDatabase } from '../../../test/isolated-database.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createBrand, createCreator, createFundedBrief, createSubmission } from '../../../test/factories.ts';
import { runJobs } from '../notifications/notifications.test-support.ts';
import { isForbiddenAddress, resolveDestination, systemLookup, type Lookup } from './webhook-http.ts';

// Webhook delivery (docs/product/webhooks.md), to a receiver in the test on 127.0.0.1 (WEBHOOKS_ALLOW_LOOPBACK)
// on a controlled clock: messages verified by the `standardwebhooks` package's own verifier, retries for 24 hours,
// refused destinations (private names, redirects), replay, disabling after 3 days of failures, and one delivery
// per event with two processes.

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
let answer: (path: string) => { status: number; body?: string; headers?: Record<string, string> } = () => ({
  status: 200,
  body: 'ok',
});
const receiver = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    received.push({ path: request.url ?? '', headers: request.headers, body });
    const { status, body: text, headers } = answer(request.url ?? '');
    response.writeHead(status, headers).end(text ?? '');
  });
});

/** Names of the test's own: one resolving to a private address, the others to the receiver. */
const lookup: Lookup = async (hostname) => {
  if (hostname === 'internal.example') return [{ address: '10.0.0.7', family: 4 }];
  if (hostname === 'metadata.example') return [{ address: '169.254.169.254', family: 4 }];
  if (hostname === 'receiver.example') return [{ address: '127.0.0.1', family: 4 }];
  return systemLookup(hostname);
};

const clock = createMovableClock();
let t: TestApp;
let second: TestApp;
let isolated: { database: Database; drop(): Promise<void> };
let brand: { token: string; id: string };
let creator: { token: string };
let base: string;

beforeAll(async () => {
  clock.set(new Date());
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  isolated = await isolatedDatabase('webhooks');
  const options = {
    database: isolated.database,
    clock,
    webhookLookup: lookup,
    env: { WEBHOOKS_ALLOW_LOOPBACK: 'true' },
  };
  t = await createTestApp(options);
  // A second process on the same database.
  second = await createTestApp(options);
  const [b, c] = await Promise.all([createBrand(t.app), createCreator(t.app)]);
  brand = { token: b.token, id: b.user.id };
  creator = { token: c.token };
}, 60_000);
afterAll(async () => {
  await second?.close();
  await t?.close();
  await isolated?.drop();
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  answer = () => ({ status: 200, body: 'ok' });
});

const URL = '/api/brands/webhooks';
async function addEndpoint(url: string, events: string[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: URL,
    headers: bearer(brand.token),
    payload: { url, events },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { endpoint: { id: string }; secret: string };
}
const setEnabled = (id: string, enabled: boolean) =>
  t.app.inject({ method: 'PATCH', url: `${URL}/${id}`, headers: bearer(brand.token), payload: { enabled } });
const deliveriesOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `${URL}/${id}/deliveries`, headers: bearer(brand.token) })).json()
    .deliveries as Array<Record<string, unknown> & { id: string; status: string; attempts: number }>;
const sendTest = async (id: string) =>
  (await t.app.inject({ method: 'POST', url: `${URL}/${id}/test`, headers: bearer(brand.token) })).json().delivery as {
    id: string;
  };
const flatHeaders = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, String(value)]));

describe('webhook deliveries', () => {
  it('delivers events as signed messages the standardwebhooks verifier accepts, with the API’s objects', async () => {
    const { endpoint, secret } = await addEndpoint(`${base}/events`, ['brief.published', 'submission.created']);
    const brief = await createFundedBrief(t.app, brand.token);
    const submission = await createSubmission(t.app, creator.token, brief.id);
    await runJobs(t.app);

    const verifier = new Webhook(secret);
    const messages = received.map((r) => ({
      r,
      payload: verifier.verify(r.body, flatHeaders(r.headers)) as { type: string; data: Record<string, unknown> },
    }));
    expect(messages.map((m) => m.payload.type).sort()).toEqual(['brief.published', 'submission.created']);
    const published = messages.find((m) => m.payload.type === 'brief.published')!;
    expect(published.payload.data).toMatchObject({ id: brief.id, title: brief.title });
    const applied = messages.find((m) => m.payload.type === 'submission.created')!;
    const listed = (
      await t.app.inject({
        method: 'GET',
        url: `/api/brands/submissions?briefId=${brief.id}`,
        headers: bearer(brand.token),
      })
    ).json().submissions[0];
    expect(applied.payload.data).toEqual(listed);
    expect(applied.payload.data.id).toBe(submission.id);
    expect(applied.r.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    // A tampered body is refused by the same verifier.
    expect(() => verifier.verify(`${applied.r.body} `, flatHeaders(applied.r.headers))).toThrow();

    const log = await deliveriesOf(endpoint.id);
    expect(log).toHaveLength(2);
    expect(log.every((d) => d.status === 'delivered' && d.responseCode === 200 && d.responseBody === 'ok')).toBe(true);
    await setEnabled(endpoint.id, false);
  });

  it('signs with the old and the new secret for a day after a rotation', async () => {
    const { endpoint, secret } = await addEndpoint(`${base}/rotated`, ['brief.archived']);
    const rotated = (
      await t.app.inject({ method: 'POST', url: `${URL}/${endpoint.id}/rotate-secret`, headers: bearer(brand.token) })
    ).json();
    await sendTest(endpoint.id);
    await runJobs(t.app);
    const [message] = received;
    expect(String(message!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const key of [secret, rotated.secret]) new Webhook(key).verify(message!.body, flatHeaders(message!.headers));
    await setEnabled(endpoint.id, false);
  });

  it('retries a failing delivery with backoff for 24 hours, then gives up; replay sends it again', async () => {
    const start = new Date();
    clock.set(start);
    answer = () => ({ status: 500, body: 'x'.repeat(5000) });
    const { endpoint } = await addEndpoint(`${base}/failing`, ['brief.archived']);
    const { id } = await sendTest(endpoint.id);
    const times: number[] = [];
    for (let round = 0; round < 12; round++) {
      await runJobs(t.app);
      const [delivery] = await deliveriesOf(endpoint.id);
      times.push(clock().getTime() - start.getTime());
      if (delivery!.status !== 'pending') break;
      clock.set(new Date(String(delivery!.nextAttemptAt)));
    }
    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed).toMatchObject({ id, status: 'failed', attempts: 8, responseCode: 500, nextAttemptAt: null });
    expect(String(failed!.responseBody)).toHaveLength(1024);
    expect(received).toHaveLength(8);
    const minutes = (ms: number) => Math.round(ms / 60_000);
    expect(times.map(minutes)).toEqual([0, 0, 5, 35, 155, 455, 1055, 1440]);
    // The same message every time: one webhook-id, one body.
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    expect(new Set(received.map((r) => r.body)).size).toBe(1);

    answer = () => ({ status: 204 });
    const replay = await t.app.inject({
      method: 'POST',
      url: `${URL}/${endpoint.id}/deliveries/${id}/replay`,
      headers: bearer(brand.token),
    });
    expect(replay.statusCode).toBe(202);
    await runJobs(t.app);
    expect(await deliveriesOf(endpoint.id)).toMatchObject([
      { id, status: 'delivered', attempts: 9, responseCode: 204 },
    ]);
    expect(received[8]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
    await setEnabled(endpoint.id, false);
    clock.set(new Date());
  });

  it('refuses private destinations at delivery, and does not follow a redirect to one', async () => {
    const port = (receiver.address() as AddressInfo).port;
    for (const host of ['internal.example', 'metadata.example']) {
      const { endpoint } = await addEndpoint(`http://${host}:${port}/x`, ['brief.archived']);
      await sendTest(endpoint.id);
      await runJobs(t.app);
      const [delivery] = await deliveriesOf(endpoint.id);
      expect(delivery!.error).toMatch(/private or reserved address: not sent/);
      expect(delivery!.responseCode).toBeNull();
      await setEnabled(endpoint.id, false);
    }
    expect(received).toHaveLength(0);

    answer = () => ({ status: 302, headers: { location: 'http://10.0.0.1/steal' } });
    const { endpoint } = await addEndpoint(`http://receiver.example:${port}/redirect`, ['brief.archived']);
    await sendTest(endpoint.id);
    await runJobs(t.app);
    const [redirected] = await deliveriesOf(endpoint.id);
    expect(redirected).toMatchObject({ status: 'pending', responseCode: 302 });
    expect(redirected!.error).toMatch(/Redirects are not followed/);
    expect(received.map((r) => r.path)).toEqual(['/redirect']);
    await setEnabled(endpoint.id, false);
  });

  it('knows which addresses are private, loopback only when allowed', async () => {
    for (const address of [
      '127.0.0.1',
      '10.2.3.4',
      '169.254.169.254',
      '192.168.0.1',
      '172.16.5.5',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '0.0.0.0',
    ])
      expect(isForbiddenAddress(address, false), address).toBe(true);
    expect(isForbiddenAddress('127.0.0.1', true)).toBe(false);
    expect(isForbiddenAddress('10.0.0.1', true)).toBe(true);
    expect(isForbiddenAddress('::1', true)).toBe(true);
    expect(isForbiddenAddress('93.184.216.34', false)).toBe(false);
    await expect(resolveDestination('127.0.0.1', { allowLoopback: false, lookup })).rejects.toThrow(/private/);
    await expect(resolveDestination('internal.example', { allowLoopback: true, lookup })).rejects.toThrow(
      /10\.0\.0\.7/,
    );
    await expect(
      resolveDestination('mixed.example', {
        allowLoopback: false,
        lookup: async () => [
          { address: '93.184.216.34', family: 4 },
          { address: '10.0.0.1', family: 4 },
        ],
      }),
    ).rejects.toThrow(/10\.0\.0\.1/);
  });

  it('switches an endpoint off after 3 days of failures and emails the brand', async () => {
    answer = () => ({ status: 503 });
    const { endpoint } = await addEndpoint(`${base}/down`, ['brief.published']);
    await createFundedBrief(t.app, brand.token);
    await runJobs(t.app);
    const [first] = await queryRows<{ failing_since: Date | null; enabled: boolean }>(
      t.database.db,
      sql`select failing_since, enabled from webhook_endpoints where id = ${endpoint.id}::uuid`,
    );
    expect(first).toMatchObject({ enabled: true });
    expect(first!.failing_since).not.toBeNull();
    // Three days of failures later, one more failed delivery switches it off.
    clock.set(new Date(new Date(String(first!.failing_since)).getTime() + 3 * 24 * 3_600_000 + 1000));
    await createFundedBrief(t.app, brand.token);
    await runJobs(t.app);
    const listed = (await t.app.inject({ method: 'GET', url: URL, headers: bearer(brand.token) })).json().endpoints;
    expect(listed.find((e: { id: string }) => e.id === endpoint.id)).toMatchObject({
      enabled: false,
      disabledReason: expect.stringContaining('3 days'),
    });
    expect((await deliveriesOf(endpoint.id)).every((d) => d.status === 'failed')).toBe(true);
    const mails = await queryRows<{ subject: string }>(
      t.database.db,
      sql`select subject from mail_outbox where user_id = ${brand.id}::uuid and subject like '%webhook%'`,
    );
    expect(mails).toEqual([{ subject: 'Your webhook endpoint was switched off' }]);
    // Switching it on again clears the streak.
    const on = (await setEnabled(endpoint.id, true)).json().endpoint;
    expect(on).toMatchObject({ enabled: true, disabledReason: null, failingSince: null });
    await setEnabled(endpoint.id, false);
    clock.set(new Date());
  });

  it('delivers each event once, however many processes run the jobs', async () => {
    const { endpoint } = await addEndpoint(`${base}/twice`, ['brief.published']);
    for (let i = 0; i < 3; i++) await createFundedBrief(t.app, brand.token);
    await Promise.all([runJobs(t.app), runJobs(second.app), runJobs(t.app), runJobs(second.app)]);
    const log = await deliveriesOf(endpoint.id);
    expect(log).toHaveLength(3);
    expect(log.every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(true);
    const twice = received.filter((r) => r.path === '/twice');
    expect(twice).toHaveLength(3);
    expect(new Set(twice.map((r) => r.headers['webhook-id'])).size).toBe(3);
  });
});
