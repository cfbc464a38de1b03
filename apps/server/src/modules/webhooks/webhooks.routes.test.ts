import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '@briefly/shared/webhooks';
import { loadConfig } from '../../config/config.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { bearer, createBrand, createCreator } from '../../../test/factories.ts';

// The webhook endpoints API (docs/product/webhooks.md#api): the brand's own only, https or http
// addresses that are not private, loopback or link-local, known events only; refusals are 4xx envelopes.

let t: TestApp;
let brand: { token: string; id: string };
let otherBrand: { token: string };
let creator: { token: string };

beforeAll(async () => {
  t = await createTestApp();
  const [b, ob, c] = await Promise.all([createBrand(t.app), createBrand(t.app), createCreator(t.app)]);
  brand = { token: b.token, id: b.user.id };
  otherBrand = { token: ob.token };
  creator = { token: c.token };
});
afterAll(() => t.close());

const URL = '/api/brands/webhooks';
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const valid = { url: 'https://hooks.example.com/briefly', events: ['submission.created', 'brief.published'] };
const NO_ID = '00000000-0000-4000-8000-000000000000';

describe('webhook endpoints', () => {
  it('adds, lists, changes, rotates, tests and deletes an endpoint of the brand', async () => {
    const created = await call('POST', URL, brand.token, valid);
    expect(created.statusCode).toBe(201);
    const { endpoint, secret } = created.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(endpoint).toMatchObject({ url: valid.url, events: valid.events, enabled: true, failingSince: null });
    expect(endpoint.secretHint).toBe(`${secret.slice(0, 10)}…`);
    expect(JSON.stringify((await call('GET', URL, brand.token)).json())).not.toContain(secret);

    const listed = (await call('GET', URL, brand.token)).json();
    expect(listed.endpoints.map((e: { id: string }) => e.id)).toEqual([endpoint.id]);
    expect(listed.events).toContain('award.paid');

    const changed = await call('PATCH', `${URL}/${endpoint.id}`, brand.token, { events: ['brief.archived'] });
    expect(changed.json().endpoint.events).toEqual(['brief.archived']);
    const off = await call('PATCH', `${URL}/${endpoint.id}`, brand.token, { enabled: false });
    expect(off.json().endpoint.enabled).toBe(false);

    const rotated = await call('POST', `${URL}/${endpoint.id}/rotate-secret`, brand.token);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().secret).not.toBe(secret);

    const test = await call('POST', `${URL}/${endpoint.id}/test`, brand.token);
    expect(test.statusCode).toBe(202);
    expect(test.json().delivery).toMatchObject({ eventType: 'webhook.test', status: 'pending', attempts: 0 });
    const log = (await call('GET', `${URL}/${endpoint.id}/deliveries`, brand.token)).json();
    expect(log.deliveries).toHaveLength(1);
    const replayPending = await call(
      'POST',
      `${URL}/${endpoint.id}/deliveries/${log.deliveries[0].id}/replay`,
      brand.token,
    );
    expect(replayPending.statusCode).toBe(409);

    expect((await call('DELETE', `${URL}/${endpoint.id}`, brand.token)).json()).toEqual({
      id: endpoint.id,
      deleted: true,
    });
    expect((await call('GET', URL, brand.token)).json().endpoints).toEqual([]);
  });

  it('answers 401 when anonymous and 403 for a creator', async () => {
    const routes = [
      ['GET', URL],
      ['POST', URL],
      ['PATCH', `${URL}/${NO_ID}`],
      ['DELETE', `${URL}/${NO_ID}`],
      ['POST', `${URL}/${NO_ID}/rotate-secret`],
      ['GET', `${URL}/${NO_ID}/deliveries`],
      ['POST', `${URL}/${NO_ID}/deliveries/${NO_ID}/replay`],
      ['POST', `${URL}/${NO_ID}/test`],
    ] as const;
    for (const [method, url] of routes) {
      const body = method === 'POST' && url === URL ? valid : method === 'PATCH' ? { enabled: true } : undefined;
      expect((await call(method, url, null, body)).statusCode).toBe(401);
      expect((await call(method, url, creator.token, body)).statusCode).toBe(403);
    }
  });

  it('answers 404 for another brand’s endpoint and delivery, and changes nothing', async () => {
    const { endpoint } = (await call('POST', URL, brand.token, valid)).json();
    const test = (await call('POST', `${URL}/${endpoint.id}/test`, brand.token)).json();
    for (const [method, url, body] of [
      ['PATCH', `${URL}/${endpoint.id}`, { enabled: false }],
      ['DELETE', `${URL}/${endpoint.id}`, undefined],
      ['POST', `${URL}/${endpoint.id}/rotate-secret`, undefined],
      ['GET', `${URL}/${endpoint.id}/deliveries`, undefined],
      ['POST', `${URL}/${endpoint.id}/deliveries/${test.delivery.id}/replay`, undefined],
      ['POST', `${URL}/${endpoint.id}/test`, undefined],
    ] as const) {
      const answer = await call(method, url, otherBrand.token, body);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error).toBe(WEBHOOK_MESSAGES.notFound);
    }
    expect((await call('POST', `${URL}/${endpoint.id}/deliveries/${NO_ID}/replay`, brand.token)).statusCode).toBe(404);
    const mine = (await call('GET', URL, brand.token)).json().endpoints;
    expect(mine.find((e: { id: string }) => e.id === endpoint.id)).toMatchObject({ enabled: true });
    expect((await call('GET', URL, otherBrand.token)).json().endpoints).toEqual([]);
  });

  it('refuses addresses it could never deliver to, unknown events and empty changes', async () => {
    const refusals: Array<[unknown, string]> = [
      [{ ...valid, url: 'ftp://example.com/x' }, WEBHOOK_MESSAGES.invalidUrl],
      [{ ...valid, url: 'not a url' }, WEBHOOK_MESSAGES.invalidUrl],
      [{ ...valid, url: 'https://127.0.0.1/hook' }, WEBHOOK_MESSAGES.privateAddress],
      [{ ...valid, url: 'https://10.1.2.3/hook' }, WEBHOOK_MESSAGES.privateAddress],
      [{ ...valid, url: 'http://169.254.169.254/latest/meta-data' }, WEBHOOK_MESSAGES.privateAddress],
      [{ ...valid, url: 'https://[::1]/hook' }, WEBHOOK_MESSAGES.privateAddress],
      [{ ...valid, url: 'https://[::ffff:192.168.1.1]/hook' }, WEBHOOK_MESSAGES.privateAddress],
      [{ ...valid, url: 'https://localhost:3000/hook' }, WEBHOOK_MESSAGES.privateAddress],
      [{ ...valid, url: 'https://user:pw@example.com/hook' }, WEBHOOK_MESSAGES.credentialsInUrl],
      [{ ...valid, events: [] }, WEBHOOK_MESSAGES.noEvents],
      [{ ...valid, events: ['brief.deleted'] }, 'events must be among'],
      [{ url: valid.url }, ''],
      [{ ...valid, extra: true }, ''],
    ];
    for (const [body, message] of refusals) {
      const answer = await call('POST', URL, brand.token, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error).toContain(message);
    }
    const { endpoint } = (await call('POST', URL, brand.token, valid)).json();
    expect((await call('PATCH', `${URL}/${endpoint.id}`, brand.token, {})).statusCode).toBe(400);
    expect((await call('PATCH', `${URL}/not-a-uuid`, brand.token, { enabled: true })).statusCode).toBe(400);
  });

  it('refuses hostile input with a 4xx sentence, never a 500: NUL bytes, 100k characters, deep nesting, wrong types', async () => {
    const before = (await call('GET', URL, brand.token)).json().endpoints.length;
    const { endpoint } = (await call('POST', URL, brand.token, valid)).json();
    const huge = 'x'.repeat(100_000);
    let deep: unknown = 'x';
    for (let level = 0; level < 40; level++) deep = [deep];
    const post = (body: unknown) => call('POST', URL, brand.token, body);
    const patch = (body: unknown) => call('PATCH', `${URL}/${endpoint.id}`, brand.token, body);
    const rawJson = (method: 'POST' | 'PATCH', url: string, payload: string) =>
      t.app.inject({
        method,
        url,
        headers: { ...bearer(brand.token), 'content-type': 'application/json' },
        payload,
      });
    const answers = await Promise.all([
      post({ ...valid, url: 'https://hooks.example.com/a\u0000b' }),
      post({ ...valid, events: ['brief.published\u0000'] }),
      post({ ...valid, 'ur\u0000l': valid.url }),
      post({ ...valid, url: `https://hooks.example.com/${huge}` }),
      post({ ...valid, url: `https://${huge}.example.com/` }),
      // Within 2000 characters as sent, six times that once its letters are percent-encoded.
      post({ ...valid, url: `https://hooks.example.com/${'é'.repeat(1_900)}` }),
      post({ ...valid, events: [huge] }),
      post({ ...valid, events: Array.from({ length: 100_000 }, () => 'brief.published') }),
      post({ ...valid, url: deep }),
      post({ ...valid, events: deep }),
      post({ ...valid, url: 5 }),
      post({ ...valid, url: null }),
      post({ ...valid, url: [valid.url] }),
      post({ ...valid, events: 'brief.published' }),
      post({ ...valid, events: [1] }),
      post([]),
      patch({ enabled: 'yes' }),
      patch({ enabled: null }),
      patch({ events: [null] }),
      patch({ events: { 0: 'brief.published' } }),
      patch({ enabled: true, events: ['brief.published'], note: huge }),
      patch({ 'enabled\u0000': true }),
      patch({ events: deep }),
      call('POST', `${URL}/${endpoint.id}/rotate-secret`, brand.token, { secret: 'mine' }),
      call('POST', `${URL}/${endpoint.id}/test`, brand.token, { deep }),
      rawJson('POST', URL, '{"url": "https://hooks.example.com/", "events": ['),
      rawJson('POST', URL, '['.repeat(100_000) + ']'.repeat(100_000)),
      rawJson('POST', URL, '"https://hooks.example.com/"'),
      rawJson('PATCH', `${URL}/${endpoint.id}`, '{"enabled": 1e400}'),
      rawJson('PATCH', `${URL}/${endpoint.id}`, '{"events": ["\\u0000"]}'),
      call('PATCH', `${URL}/%00`, brand.token, { enabled: true }),
      call('GET', `${URL}/${huge}/deliveries`, brand.token),
      call('POST', `${URL}/${endpoint.id}/deliveries/%00/replay`, brand.token),
      call('POST', `${URL}/${endpoint.id}/deliveries/${NO_ID}%00/replay`, brand.token),
    ]);
    for (const [index, answer] of answers.entries()) {
      const what = `request ${index}: ${answer.body.slice(0, 200)}`;
      expect(answer.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, what).toBeLessThan(500);
      expect(answer.json().error, what).toMatch(/\w+ \w+/);
    }
    const listed = (await call('GET', URL, brand.token)).json().endpoints;
    expect(listed.find((e: { id: string }) => e.id === endpoint.id)).toMatchObject({
      url: valid.url,
      events: valid.events,
      enabled: true,
    });
    expect(listed).toHaveLength(before + 1);
    await call('DELETE', `${URL}/${endpoint.id}`, brand.token);
  });

  it('keeps WEBHOOKS_ALLOW_LOOPBACK out of production', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', WEBHOOKS_ALLOW_LOOPBACK: 'true', DATABASE_URL: 'postgres://x@y/z' }),
    ).toThrow(/WEBHOOKS_ALLOW_LOOPBACK/);
    expect(loadConfig({ NODE_ENV: 'test', WEBHOOKS_ALLOW_LOOPBACK: 'true' }).webhooks.allowLoopback).toBe(true);
  });
});
